"""Which build of the engine runs: the one ``POTION_WIDGET_COMPILED`` asks for, never an old
compiled one (potion_widget/engine/_compiled.py)."""

import os
import sys
import warnings

import pytest

from potion_widget import engine
from potion_widget.engine import _compiled
from potion_widget.engine import game as game_module


def test_the_engine_runs_the_build_that_was_asked_for():
    asked = bool(os.environ.get(_compiled.ENV_VAR))
    assert engine.COMPILED is asked
    # a compiled module is an extension module; a plain one is its .py file
    assert game_module.__file__.endswith(".py") is not asked


def test_without_the_variable_nothing_changes(monkeypatch):
    monkeypatch.delenv(_compiled.ENV_VAR, raising=False)
    path = ["engine"]
    assert _compiled.prefer_compiled(path) is False
    assert path == ["engine"]


@pytest.mark.parametrize("stamp", [None, "0" * 64])
def test_a_missing_or_stale_build_is_refused_with_a_warning(tmp_path, monkeypatch, stamp):
    if stamp is not None:
        (tmp_path / _compiled.FINGERPRINT).write_text(stamp)
    monkeypatch.setenv(_compiled.ENV_VAR, str(tmp_path))
    path = ["engine"]
    with pytest.warns(RuntimeWarning, match="plain Python"):
        assert _compiled.prefer_compiled(path) is False
    assert path == ["engine"]


def test_a_build_of_these_sources_goes_first(tmp_path, monkeypatch):
    (tmp_path / _compiled.FINGERPRINT).write_text(_compiled.fingerprint() + "\n")
    monkeypatch.setenv(_compiled.ENV_VAR, str(tmp_path))
    monkeypatch.setattr(sys, "path", list(sys.path))
    path = ["engine"]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert _compiled.prefer_compiled(path) is True
    assert path == [str(tmp_path.resolve() / "potion_widget" / "engine"), "engine"]
    assert str(tmp_path.resolve()) in sys.path     # where the shared library is found


def test_the_fingerprint_follows_every_compiled_source(tmp_path, monkeypatch):
    copy = tmp_path / "engine"
    copy.mkdir()
    for source in _compiled.compiled_sources():
        (copy / source.name).write_bytes(source.read_bytes())
    monkeypatch.setattr(_compiled, "ENGINE", copy)
    before = _compiled.fingerprint()
    assert before == _compiled.fingerprint()
    (copy / "flow.py").write_text((copy / "flow.py").read_text() + "\n# an edit\n")
    assert _compiled.fingerprint() != before
