"""One pip install gives the boards and the lessons (issue 23): a fresh venv with only the built
wheel installs it, ``potion-widget lessons`` writes the lessons of a language into a folder the
learner owns, and a lesson written there runs headless with the installed package.

The venv borrows this environment's packages for the dependencies (``scripts/wheels.py``), so
nothing is downloaded; the package itself comes from the wheel only.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

import wheels as wheel_builds  # noqa: E402
from hatch_build import NO_NPM  # noqa: E402

from potion_widget.i18n.messages import LANGUAGES  # noqa: E402
from potion_widget.lessons.tutorial import LESSON, learner_copy  # noqa: E402

LESSONS = {lang: sorted(p.name for p in (ROOT / "notebooks" / ("" if lang == "en" else lang)).glob("*.ipynb")
                        if LESSON.fullmatch(p.name)) for lang in LANGUAGES}
BARE = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/tmp")}


@pytest.fixture(scope="module")
def pure_wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    wheel_builds._pip("wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir",
                      str(out), str(ROOT), env={k: v for k, v in os.environ.items()
                                                if k != wheel_builds.COMPILE})
    [wheel] = out.glob("potion_widget-*-py3-none-any.whl")
    return wheel


@pytest.fixture(scope="module")
def installed(pure_wheel, tmp_path_factory) -> Path:
    """A fresh venv's Python with only the pure wheel installed (timed for the README)."""
    start = time.perf_counter()
    python = wheel_builds.install(tmp_path_factory.mktemp("venv") / "v", pure_wheel.parent, pure_wheel)
    print(f"\ninstalled {pure_wheel.name} ({pure_wheel.stat().st_size / 1000:,.0f} kB) "
          f"in {time.perf_counter() - start:.1f} s")
    return python


def test_the_wheel_holds_every_languages_lessons_and_no_authors_text(pure_wheel):
    with zipfile.ZipFile(pure_wheel) as archive:
        names = set(archive.namelist())
    for lang, lessons in LESSONS.items():
        folder = "potion_widget/data/lessons/" + ("" if lang == "en" else f"{lang}/")
        assert lessons and {folder + n for n in lessons} <= names, lang
    assert not [n for n in names if n.startswith("potion_widget/data/lessons/") and not n.endswith(".ipynb")]
    assert "potion_widget/py.typed" in names


def test_a_fresh_venv_with_only_the_wheel_writes_the_lessons_and_runs_one(installed, tmp_path):
    # (run from tmp_path: ``python -c`` puts its working directory first on the path)
    where = subprocess.run([installed, "-c", "import potion_widget, sys; print(potion_widget.__file__)"],
                           capture_output=True, text=True, env=BARE, cwd=tmp_path, check=True).stdout.strip()
    assert str(ROOT) not in where and "site-packages" in where, where    # the wheel, not the tree
    folder = tmp_path / "mine"
    run = subprocess.run([installed.parent / "potion-widget", "lessons", str(folder), "--language", "es"],
                         capture_output=True, text=True, env=BARE, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert sorted(p.name for p in folder.glob("*.ipynb")) == LESSONS["es"]
    assert f"{len(LESSONS['es'])} lessons written" in run.stdout
    # the Spanish lessons, as the clone's tutorial writes them
    for name in LESSONS["es"]:
        mine = json.loads((folder / name).read_text("utf-8"))
        source = json.loads((ROOT / "notebooks" / "es" / name).read_text("utf-8"))
        assert mine["cells"] == learner_copy(source)["cells"], name
    # headless, the installed package's kernel runs the lesson from top to bottom
    script = ("import nbformat, sys\nfrom nbclient import NotebookClient\n"
              "nb = nbformat.read(sys.argv[1], as_version=4)\n"
              "nb.cells.append(nbformat.v4.new_code_cell('import potion_widget; print(potion_widget.__file__)'))\n"
              "NotebookClient(nb, timeout=300, kernel_name='python3',"
              " resources={'metadata': {'path': sys.argv[2]}}).execute()\n"
              "errors = [o for c in nb.cells if c.cell_type == 'code' for o in c.outputs"
              " if o.output_type == 'error']\n"
              "print(sum(1 for c in nb.cells if c.cell_type == 'code'), len(errors))\n"
              "print(nb.cells[-1].outputs[0]['text'].strip())\n")
    start = time.perf_counter()
    ran = subprocess.run([installed, "-c", script, str(folder / "00_the_game.ipynb"), str(folder)],
                         capture_output=True, text=True, env=BARE, cwd=tmp_path, timeout=600)
    print(f"\nlesson 00 (Spanish) ran headless in {time.perf_counter() - start:.1f} s")
    assert ran.returncode == 0, ran.stderr[-3000:]
    counts, kernel_package = ran.stdout.strip().splitlines()
    cells, errors = map(int, counts.split())
    assert cells > 1 and errors == 0
    assert kernel_package == where          # the kernel ran the wheel's package


def test_lab_without_jupyterlab_says_what_to_install_in_one_sentence(tmp_path, monkeypatch, capsys):
    """The ``lab`` command needs the ``lab`` extra; without it: one sentence, exit 1, and
    nothing written."""
    from potion_widget import cli

    real = cli.importlib.util.find_spec
    monkeypatch.setattr(cli.importlib.util, "find_spec",
                        lambda name, *a: None if name == "jupyterlab" else real(name, *a))
    assert cli.main(["lab", str(tmp_path / "mine")]) == 1
    said = capsys.readouterr().err.strip()
    assert said == cli.LAB_MISSING and "pip install" in said and said.count(". ") == 0
    assert not (tmp_path / "mine").exists()


def test_a_clone_without_npm_and_without_bundles_fails_with_one_sentence(tmp_path, monkeypatch):
    """hatch-jupyter-builder alone says "Could not find cmd (npm)", which does not say what to
    install: the build function says it."""
    import hatch_build

    monkeypatch.setenv("PATH", str(tmp_path))       # no npm anywhere
    with pytest.raises(RuntimeError) as refused:
        hatch_build.build_bundles("wheel", "standard", path="js", build_cmd="build", npm=["npm"])
    assert str(refused.value) == NO_NPM and "Node.js" in NO_NPM and NO_NPM.count(". ") == 0
