"""Compiles the rules engine with mypyc (``make compiled``); see potion_widget/engine/_compiled.py.

The compiled modules go to ``build/compiled`` (never beside the sources, where they would
shadow an edited ``.py``), with the fingerprint of the sources they came from. Nothing is
rebuilt when that fingerprint still matches.

    POTION_WIDGET_COMPILED=build/compiled python my_simulation.py
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from potion_widget.engine import _compiled  # noqa: E402

MYPY_FLAGS = ["--ignore-missing-imports", "--follow-imports=silent",
              "--disable-error-code=annotation-unchecked"]
"""mypy checks the compiled modules only: the package's other modules, which it reads through
the engine's imports, are not compiled."""


def build(out: Path, force: bool = False) -> None:
    stamp = out / _compiled.FINGERPRINT
    wanted = _compiled.fingerprint()
    if not force and stamp.is_file() and stamp.read_text().strip() == wanted:
        print(f"{out.relative_to(ROOT)}: up to date")
        return
    from mypyc.build import mypycify        # a dev dependency, needed only here
    from setuptools import setup

    if out.exists():
        shutil.rmtree(out)
    scratch = ROOT / "build" / "mypyc"
    sources = [str(p.relative_to(ROOT)) for p in _compiled.compiled_sources()]
    modules = mypycify([*MYPY_FLAGS, *sources], opt_level="3",
                       group_name=_compiled.SHARED_LIBRARY, target_dir=str(scratch / "c"))
    # setuptools reads the pyproject.toml of the folder it runs in: not ours (hatchling's)
    scratch.mkdir(parents=True, exist_ok=True)
    os.chdir(scratch)
    setup(name="potion_widget_compiled_engine", ext_modules=modules,
          script_args=["--quiet", "build_ext", "--build-lib", str(out),
                       "--build-temp", str(scratch / "objects")])
    os.chdir(ROOT)
    stamp.write_text(wanted + "\n")
    print(f"{out.relative_to(ROOT)}: compiled {len(sources)} engine modules")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "compiled")
    parser.add_argument("--force", action="store_true", help="rebuild even when up to date")
    args = parser.parse_args()
    build(args.out.resolve(), args.force)


if __name__ == "__main__":
    main()
