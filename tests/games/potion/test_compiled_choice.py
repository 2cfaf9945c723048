"""Which build of the engine runs is decided by where it is imported from: the sources and the
pure wheel are plain Python; the platform wheel's engine modules are extension modules, which
Python imports before the ``.py`` files beside them (hatch_build.py). Nothing else chooses."""

import importlib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from potion_widget.games.potion import engine

MODULES = sorted(p.stem for p in Path(engine.__file__).parent.glob("*.py") if p.stem != "__init__")


def _is_extension(name: str) -> bool:
    module = importlib.import_module(f"potion_widget.games.potion.engine.{name}")
    return module.__file__.endswith(tuple(EXTENSION_SUFFIXES))


def test_COMPILED_says_whether_the_engines_rules_run_as_extension_modules():
    assert "game" in MODULES and "flow" in MODULES
    assert engine.COMPILED is _is_extension("game")
    assert engine.COMPILED is _is_extension("flow")


def test_the_modules_that_need_pythons_dynamism_stay_plain_in_either_build():
    assert not _is_extension("listing")
