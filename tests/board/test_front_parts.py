"""The parts of the front end a board loads when it needs them (``front_parts.py``): the
``module`` request answered with the built part's code, on any board and in any mode, a
refusal in words for a part that is not there, and the wheel-bound files themselves."""

from __future__ import annotations

import pathlib

import pytest

from potion_widget.board import front_parts
from potion_widget.games.potion.widget import PotionWidget
from potion_widget.board.base import STATIC

from widget_harness import Harness


def ask(harness: Harness, name, request_id: int = 7) -> dict:
    return harness.request({"kind": "module", "id": request_id, "name": name})


@pytest.mark.parametrize("name", front_parts.PARTS)
def test_a_part_is_answered_with_its_built_code(harness, name):
    reply = ask(harness, name)
    assert reply["kind"] == "reply" and reply["id"] == 7 and reply["ok"] is True
    assert reply["name"] == name
    assert reply["code"] == (STATIC / f"{name}.js").read_text(encoding="utf-8")


def test_asking_for_a_part_changes_nothing_of_the_game(harness):
    before = harness.snapshot()
    harness.updates.clear()
    ask(harness, "timeline")
    assert harness.snapshot() == before and harness.updates == []


def test_a_board_in_edit_mode_or_locked_still_gets_its_parts():
    # a board opened in edit mode needs the editor before it can leave that mode
    editing = Harness(PotionWidget(editable=True))
    editing.widget.editing = True
    assert ask(editing, "editor")["ok"] is True
    locked = Harness(PotionWidget())
    locked.widget.interactive = False
    assert ask(locked, "timeline")["ok"] is True


@pytest.mark.parametrize("name", ["widget", "../widget", "sugar", None, 3])
def test_only_the_named_parts_can_be_asked_for(harness, name):
    reply = ask(harness, name)
    assert reply["ok"] is False and reply["error"]["rule"] == "format"
    assert "name must be one of editor, timeline" in reply["error"]["message"]


def test_a_part_the_package_lacks_is_refused_in_words(harness, monkeypatch):
    monkeypatch.setattr(front_parts, "_code", lambda name: None)
    reply = ask(harness, "editor")
    assert reply["ok"] is False
    assert reply["error"]["rule"] == "module" and reply["error"]["key"] == "ui.part.missing"
    assert "installing potion_widget again" in reply["error"]["message"]


def test_the_parts_are_files_the_wheel_carries():
    # the wheel takes every static/*.js (pyproject's artifacts): each part is one of them
    from fnmatch import fnmatch
    import tomllib
    config = tomllib.loads((pathlib.Path(__file__).parents[2] / "pyproject.toml").read_text())
    globs = config["tool"]["hatch"]["build"]["artifacts"]
    for name in front_parts.PARTS:
        assert any(fnmatch(f"potion_widget/static/{name}.js", g) for g in globs), name
        assert (STATIC / f"{name}.js").is_file(), f"static/{name}.js is built with the bundle"
