"""The platform wheel: the rules engine compiled with mypyc, beside its own ``.py`` sources.

One set of sources gives two wheels (``make wheels``, ``scripts/wheels.py``): the pure
``py3-none-any`` wheel, and, with this hook switched on (hatchling reads
``HATCH_BUILD_HOOK_ENABLE_CUSTOM=1`` when the wheel is built), a platform wheel whose engine
modules are also extension modules. Hatchling tags it for the building machine
(``cp311-cp311-linux_x86_64``); ``scripts/wheels.py`` then has ``auditwheel`` retag it for the
manylinux policy it satisfies (``manylinux_2_17_x86_64`` here), a tag a package index takes.
Python's importer prefers an extension module to the ``.py`` file beside it, so an installed
platform wheel runs the compiled engine with nothing to set, and pip installs the platform wheel
wherever its tag fits and the pure one everywhere else. The editable install (``pip install
-e .``, what ``make setup`` does) never runs this hook: the source tree always runs as plain
Python.

Two habits keep the engine compilable, because mypyc enforces what plain Python reads as hints:
a parameter that receives unchecked input (an action, a state, an option) carries no type
annotation, or the compiled engine would raise ``TypeError`` at the call instead of the rule's
own refusal; and a module that needs Python's dynamism stays plain (``PLAIN``). The engine's
tests run against the installed platform wheel too (``tests/test_wheels.py``).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

from hatch_jupyter_builder import npm_builder
from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ENGINE = Path("potion_widget") / "games" / "potion" / "engine"
"""Potion Explosion's engine: every module compiled but the ``PLAIN`` ones."""

CORE = Path("potion_widget") / "core"
CORE_COMPILED = ("bounds.py", "errors.py", "event_shape.py", "rng.py")
"""What the engines share and the engine calls while it plays, compiled with it. The rest of
``core`` stays Python: ``players.py``'s ``ComputerPlayer`` is subclassed by interpreted bots
(an interpreted class cannot inherit from a compiled one), and the game kit's interface and
the still pictures' registry are not played through."""

PLAIN = frozenset({"__init__.py", "listing.py", "text.py"})
"""Engine modules that stay Python: the package's entry, the shared listed actions (a dict
subclass with its own methods) and the text rendering (nothing hot)."""

GROUP = "potion_widget.core._native"
"""mypyc's group name: the compiled modules share one library, ``_native__mypyc``, inside the
``core`` package, which imports nothing on its own (the wheel adds no top-level module)."""

MYPY_FLAGS = ["--ignore-missing-imports", "--follow-imports=silent",
              "--disable-error-code=annotation-unchecked"]
"""mypy checks the compiled modules only: the package's other modules, which it reads through
the engine's imports, are not compiled."""


def compiled_sources(root: Path) -> list[Path]:
    """The modules the platform wheel compiles, relative to ``root``, in a fixed order."""
    engine = [p for p in (root / ENGINE).glob("*.py") if p.name not in PLAIN]
    core = [root / CORE / name for name in CORE_COMPILED]
    return sorted(p.relative_to(root) for p in engine + core)


@contextmanager
def _working_directory(path: Path):
    """mypy names modules from the working directory, and setuptools reads the pyproject.toml
    of the one it runs in (which must not be ours, hatchling's): each gets its own."""
    before = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


def compile_engine(root: Path, out: Path) -> list[Path]:
    """Compiles the engine into ``out`` (laid out as in the package); returns the extension
    modules written there, relative to ``out``."""
    from mypyc.build import mypycify        # needed only to build this wheel
    from setuptools import setup

    scratch = out / "scratch"
    with _working_directory(root):
        modules = mypycify([*MYPY_FLAGS, *map(str, compiled_sources(root))], opt_level="3",
                           group_name=GROUP, target_dir=str(scratch / "c"))
    if sys.platform.startswith("linux"):    # keep the symbols (perf names the functions) but
        for module in modules:              # not the debug information, 2/5 of the library
            module.extra_link_args.append("-Wl,--strip-debug")
    lib = out / "lib"
    with _working_directory(scratch):
        setup(name="potion_widget_engine", ext_modules=modules,
              script_args=["--quiet", "build_ext", "--build-lib", str(lib),
                           "--build-temp", str(scratch / "objects")])
    return sorted(p.relative_to(lib) for p in lib.rglob("*") if p.is_file())


NO_NPM = ("The front-end bundles (potion_widget/static/*.js) are not built and npm is not installed: "
          "install Node.js 20 with npm (https://nodejs.org) and install again, or install the built "
          "wheel instead (pip install potion-widget).")
"""The one sentence an install from a clone says when it would need npm and finds none."""


def build_bundles(target_name: str, version: str, **kwargs) -> None:
    """The front-end bundles for the wheel, built by hatch-jupyter-builder's npm builder
    (pyproject.toml's ``build-function``), which runs only when a bundle is missing (its
    ``skip-if-exists``) or for an editable install. Without npm it stops with :data:`NO_NPM`
    instead of the builder's "Could not find cmd (npm)", which does not say what to install."""
    if shutil.which(kwargs.get("npm", ["npm"])[0]) is None:
        raise RuntimeError(NO_NPM)
    npm_builder(target_name, version, **kwargs)


class CompiledEngineHook(BuildHookInterface):
    """Adds the compiled engine to the wheel and tags it for this platform and interpreter."""

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        self._out = Path(tempfile.mkdtemp(prefix="potion-widget-mypyc-"))
        lib = self._out / "lib"
        for module in compile_engine(Path(self.root), self._out):
            build_data["force_include"][str(lib / module)] = module.as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        out = getattr(self, "_out", None)
        if out is not None:
            shutil.rmtree(out, ignore_errors=True)
