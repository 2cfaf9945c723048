"""The package's two wheels (``make wheels``): one set of sources gives a pure wheel and a
platform wheel whose engine is compiled with mypyc (hatch_build.py), tagged manylinux so that a
package index would take it; pip installs the platform wheel where its tag fits and the pure one
everywhere else; and the installed platform wheel, with nothing set, runs the compiled engine
and passes every engine test."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import zipfile
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

import wheels as wheel_builds  # noqa: E402
from hatch_build import PLAIN, compiled_sources  # noqa: E402

COMPILED_MODULES = {".".join(p.with_suffix("").parts) for p in compiled_sources(ROOT)}
"""The compiled modules' dotted names (the engine's and ``core``'s)."""
ENGINE = "potion_widget/games/potion/engine/"
BARE = {"PATH": os.environ.get("PATH", "")}
"""The environment a probe of an installed wheel runs in: nothing set but the search path."""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """(pure wheel, platform wheel), built from this tree once for the module."""
    pure, platform = wheel_builds.build(tmp_path_factory.mktemp("dist"))
    return pure, platform


def _names(wheel: Path) -> set[str]:
    """The files a wheel holds (auditwheel's rewrite also lists the folders: not files)."""
    with zipfile.ZipFile(wheel) as archive:
        return {n for n in archive.namelist() if not n.endswith("/")}


def _extension_modules(names: set[str]) -> set[str]:
    """The dotted names of the extension modules among the wheel's file names."""
    return {".".join([*Path(n).parent.parts, Path(n).name.split(".")[0]])
            for n in names if n.endswith(tuple(EXTENSION_SUFFIXES))}


def test_one_set_of_sources_gives_a_pure_wheel_and_a_platform_wheel(built):
    pure, platform = built
    assert pure.name.endswith("-py3-none-any.whl")
    interpreter = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert platform.name.startswith(f"potion_widget-0.1.0-{interpreter}-{interpreter}-"), platform.name
    pure_names, platform_names = _names(pure), _names(platform)
    assert not _extension_modules(pure_names)
    compiled = {n for n in platform_names if n.startswith((ENGINE, "potion_widget/core/"))}
    # every compiled module keeps its source beside it; mypyc's shared library comes with them
    assert _extension_modules(compiled) == COMPILED_MODULES | {"potion_widget.core._native__mypyc"}
    sources = {m.replace(".", "/") + ".py" for m in COMPILED_MODULES} | {ENGINE + p for p in PLAIN}
    assert sources <= compiled
    # the same sources otherwise: only the extension modules and the tag's own files differ
    added = {n for n in platform_names - pure_names if ".dist-info/" not in n}
    assert added and all(n.endswith(tuple(EXTENSION_SUFFIXES)) for n in added)
    assert {n for n in pure_names - platform_names if ".dist-info/" not in n} == set()


def _wheel_tags(wheel: Path) -> list[str]:
    """The ``Tag:`` lines of the wheel's own WHEEL file."""
    with zipfile.ZipFile(wheel) as archive:
        [info] = [n for n in archive.namelist() if n.endswith(".dist-info/WHEEL")]
        text = archive.read(info).decode()
    return [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("Tag:")]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="manylinux is Linux's tag")
def test_the_platform_wheel_is_tagged_manylinux_as_auditwheel_finds_it(built):
    """A ``linux_x86_64`` wheel is refused by package indexes: the build retags it for the
    manylinux policy that auditwheel finds its extension modules satisfy."""
    platform = built[1]
    platforms = platform.name.removesuffix(".whl").split("-")[-1].split(".")
    assert platforms and all(p.startswith("manylinux") for p in platforms), platform.name
    tags = _wheel_tags(platform)
    assert tags and {t.split("-")[-1] for t in tags} == set(platforms), tags
    show = subprocess.run([sys.executable, "-m", "auditwheel", "show", str(platform)],
                          capture_output=True, text=True)
    assert show.returncode == 0, show.stderr
    policy = " ".join(show.stdout.split())
    assert any(f'consistent with the following platform tag: "{p}"' in policy for p in platforms), policy


def _chosen(wheels: Path, report: Path, *options: str) -> str:
    """The wheel pip would install from ``wheels`` (a dry run), given ``options``."""
    subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--report",
                    str(report), "--no-index", "--find-links", str(wheels), "--ignore-installed",
                    "--no-deps", *options, "potion_widget"], check=True, capture_output=True)
    [install] = json.loads(report.read_text())["install"]
    return Path(unquote(urlparse(install["download_info"]["url"]).path)).name


def test_pip_chooses_the_platform_wheel_here_and_the_pure_wheel_elsewhere(built, tmp_path):
    pure, platform = built
    wheels = pure.parent
    assert _chosen(wheels, tmp_path / "here.json") == platform.name
    for platform_tag, version in [("win_amd64", "3.12"), ("macosx_11_0_arm64", "3.11")]:
        elsewhere = ["--only-binary", ":all:", "--platform", platform_tag, "--python-version", version]
        assert _chosen(wheels, tmp_path / "elsewhere.json", *elsewhere) == pure.name, platform_tag


def _installed_engine(python: Path) -> tuple[bool, dict[str, str]]:
    """(``engine.COMPILED``, each engine module's file) as the venv's Python imports them."""
    modules = sorted(COMPILED_MODULES | {"potion_widget.games.potion.engine.listing"})
    probe = subprocess.run(
        [python, "-P", "-c", "import importlib, json, potion_widget.games.potion.engine as e; print(json.dumps("
         f"[e.COMPILED, {{m: importlib.import_module(m).__file__ for m in {modules}}}]))"],
        cwd=ROOT, capture_output=True, text=True, check=True, env=BARE)
    compiled, files = json.loads(probe.stdout)
    venv = str(Path(python).parents[1])
    assert all(f.startswith(venv) for f in files.values()), files
    return compiled, files


def test_defect_the_compiled_engine_was_reached_only_through_an_environment_variable():
    """It was found through a variable naming a build folder, which no user would set: no
    engine module reads the environment now, and the installed wheels are probed with nothing
    set (``BARE``), the platform wheel's engine found as Python finds any extension module."""
    sources = [*(ROOT / ENGINE).glob("*.py"), *(ROOT / "potion_widget" / "core").glob("*.py"),
               ROOT / "potion_widget" / "__init__.py"]
    reading = [p.name for p in sources if re.search(r"\benviron\b|\bgetenv\b", p.read_text(encoding="utf-8"))]
    assert reading == []


def test_the_pure_wheel_installed_runs_plain_python(built, tmp_path):
    pure = built[0]
    compiled, files = _installed_engine(wheel_builds.install(tmp_path / "venv", pure.parent, pure))
    assert compiled is False
    assert all(f.endswith(".py") for f in files.values()), files


def _installed_tags(python: Path) -> list[str]:
    """The tags of the wheel the venv's pip installed, from its installed WHEEL file."""
    probe = subprocess.run([python, "-P", "-c", "from importlib.metadata import distribution; "
                            "print(distribution('potion_widget').read_text('WHEEL'))"],
                           cwd=ROOT, capture_output=True, text=True, check=True, env=BARE)
    return [line.split(":", 1)[1].strip() for line in probe.stdout.splitlines() if line.startswith("Tag:")]


def test_the_installed_platform_wheel_runs_every_engine_test_compiled(built, tmp_path):
    """pip, left to choose from the wheels with no index, installs the platform wheel (its
    manylinux tag fits here), and its compiled engine passes the engine's tests."""
    python = wheel_builds.install(tmp_path / "venv", built[0].parent)
    assert _installed_tags(python) == _wheel_tags(built[1])
    compiled, files = _installed_engine(python)
    assert compiled is True
    assert {m for m, f in files.items() if f.endswith(tuple(EXTENSION_SUFFIXES))} == COMPILED_MODULES
    # -P: the sources' folder is not put first on the path, so the engine is the installed one.
    # test_layers reads the sources' imports with lint-imports: nothing of a build to check.
    run = subprocess.run([python, "-P", "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "tests/games/potion", "--ignore", "tests/games/potion/test_layers.py"],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-5000:] + run.stderr[-2000:]
    assert " passed" in run.stdout.splitlines()[-1]
