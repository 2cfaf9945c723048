"""Every module's docstring examples run as written: a docstring that shows how to call
something must show what really happens."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import potion_widget

# __main__ runs the command line on import
SKIPPED = {"potion_widget.__main__"}
MODULES = sorted(m.name for m in pkgutil.walk_packages(potion_widget.__path__, "potion_widget.")
                 if m.name not in SKIPPED)


@pytest.mark.parametrize("name", MODULES)
def test_the_modules_examples_run_as_written(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


def test_the_examples_are_many_and_spread_over_the_layers():
    attempted = {name: doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS,
                                       report=False).attempted for name in MODULES}
    assert sum(attempted.values()) >= 30
    assert any(n.startswith("potion_widget.games.potion.engine.") and a for n, a in attempted.items())
