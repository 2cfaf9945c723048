"""The widget's edit mode, driven without a kernel: entering and leaving it, edits as requests
(applied through the engine's checks, or refused in plain words with nothing changed),
malformed and stale edit requests, and saving the position as a scenario file."""

from __future__ import annotations

import json
import os
import stat

import pytest

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.edit.state_edits import EditError
from potion_widget.games.potion.engine import HistoryError
from potion_widget.games.potion.widget import PotionWidget

from widget_harness import Harness


@pytest.fixture
def board() -> Harness:
    """An editable board past the draft (Ana to move), already in edit mode."""
    w = PotionWidget(players=["Ana", "Ben"], seed=0, remove="beginner", editable=True)
    while w.state["phase"] == "draft":
        w.play(w.legal[0])
    h = Harness(w)
    assert h.request({"kind": "edit_mode", "id": 1, "on": True})["ok"] is True
    assert w.editing is True
    return h


def edit(h: Harness, **edit) -> dict:
    h._next_id += 1
    return h.request({"kind": "edit", "id": h._next_id, "state_id": h.widget.state_id,
                      "edit": edit})


def test_a_board_is_not_editable_unless_asked():
    h = Harness(PotionWidget(seed=1))
    reply = h.request({"kind": "edit_mode", "id": 3, "on": True})
    assert reply["ok"] is False and reply["error"]["key"] == "ui.edit.error.not_editable"
    assert h.widget.editing is False and h.widget.editor == {}
    h.widget.editing = True              # from Python: the board becomes editable, so the
    assert h.widget.editable is True     # front end can leave edit mode again


def test_edit_mode_fills_the_editor_trait_with_the_potions_that_can_go_on_a_desk(board):
    info = board.widget.editor
    assert info["capacity"] == 16 and info["visible"] == 9
    assert info["colors"] == ["blue", "black", "red", "yellow"]
    on_desks = {b["tile"] for p in board.widget.state["players"] for b in p["burners"] if b}
    offered = [t["id"] for t in info["tiles"]]
    assert offered and not on_desks & set(offered)
    assert all(t["kind"] in board.widget.state["kinds"] for t in info["tiles"])
    # each potion by its name and recipe, never by its id alone
    assert info["tiles"][0]["label"].startswith("Potion of Wisdom (")


def test_an_edit_is_applied_synced_once_and_told(board):
    w = board.widget
    before_id = w.state_id
    board.updates.clear()
    track = w.state["dispenser"][0]
    reply = edit(board, op="set_marble", track=0, pos=2, color=None)
    assert reply["ok"] is True and reply["state_id"] == before_id + 1 == w.state_id
    assert w.state["dispenser"][0] == track[:2] + track[3:] == w.game.state["dispenser"][0]
    assert len(board.updates) == 1
    assert [e["key"] for e in reply["events"]] == ["ui.edit.told.marble_out"]
    assert reply["events"][0]["say"] == reply["events"][0]["text"]
    assert w.events == reply["events"]
    assert w.legal == w.game.legal_actions() and w.can_undo is False


def test_a_refused_edit_names_the_place_in_words_and_changes_nothing(board):
    color = board.widget.state["dispenser"][0][0]
    full = board.snapshot()
    reply = edit(board, op="add_marble", player=0, area="hand", color=color)
    assert reply["error"]["message"] == (f"All 20 {color} marbles of the game are in this "
                                         f"position already (C1): take one out first.")
    assert board.snapshot() == full
    assert edit(board, op="set_marble", track=0, pos=0, color=None)["ok"] is True
    before = board.snapshot()
    reply = edit(board, op="add_marble", player=1, area="hand", color=color)
    assert reply["ok"] is False
    error = reply["error"]
    assert error["rule"] == "edit" and error["field"] == "players[1].hand"
    assert error["message"] == "Ben's hand: only the active player may hold marbles in hand."
    assert board.snapshot() == before


@pytest.mark.parametrize("content, reason", [
    ({"kind": "edit", "id": 5, "edit": {"op": "set_current", "player": 1}}, "state_id"),
    ({"kind": "edit", "id": 5, "state_id": "x", "edit": {}}, "state_id"),
    ({"kind": "edit", "id": 5, "state_id": 0, "edit": "set_current"}, "edit must be an object"),
    ({"kind": "edit", "id": -1, "state_id": 0, "edit": {}}, "id must be"),
    ({"kind": "edit_mode", "id": 5, "on": "yes"}, "on must be true or false"),
    ({"kind": "save", "id": 5, "name": 7}, "name must be text"),
    ({"kind": "save", "id": 5, "name": "a", "title": "x" * 500}, "title must be text"),
])
def test_malformed_edit_requests_are_refused_with_a_plain_message(board, content, reason):
    content = dict(content)
    if content.get("state_id") == 0:
        content["state_id"] = board.widget.state_id
    before = board.snapshot()
    reply = board.request(content)
    assert reply["ok"] is False and reply["error"]["rule"] == "format"
    assert reason in reply["error"]["message"] and "nothing was done" in reply["error"]["message"]
    assert board.snapshot() == before and board.widget.editing is True


@pytest.mark.parametrize("edit_", [
    {"op": "explode"},
    {"op": "set_marble", "track": 1},
    {"op": "set_marble", "track": 1, "pos": 0, "color": "green"},
    {"op": "set_tile", "player": 9, "burner": 0, "tile": None},
    {"op": "set_tile", "player": 0, "burner": 0, "tile": ["not", "an", "id"]},
    {"op": "set_current", "player": 0, "self": 1},
])
def test_malformed_edits_are_refused_in_words_and_change_nothing(board, edit_):
    before = board.snapshot()
    reply = edit(board, **edit_)
    assert reply["ok"] is False and reply["error"]["rule"] == "edit"
    assert reply["error"]["message"] and "Traceback" not in reply["error"]["message"]
    assert board.snapshot() == before


def test_a_stale_edit_is_refused(board):
    before = board.snapshot()
    reply = board.request({"kind": "edit", "id": 8, "state_id": board.widget.state_id - 1,
                           "edit": {"op": "set_current", "player": 1}})
    assert reply["error"]["rule"] == "stale" and board.snapshot() == before


def test_moves_wait_while_editing_and_leaving_starts_play_from_the_edited_position(board):
    w = board.widget
    pick = next(a for a in w.legal if a["type"] == "pick")
    reply = board.act(pick)
    assert reply["ok"] is False and reply["error"]["key"] == "ui.edit.error.editing"
    assert edit(board, op="set_current", player=1)["ok"] is True
    edited = w.state
    assert board.request({"kind": "edit_mode", "id": 30, "on": False})["ok"] is True
    assert w.editing is False and w.editor == {}
    assert w.state == edited and w.game.current == 1 and w.can_undo is False
    assert [e["key"] for e in w.events] == ["ui.edit.told.play_from_here"]
    assert board.act(next(a for a in w.legal if a["type"] == "pick"))["ok"] is True
    w.undo()
    assert w.state == edited
    with pytest.raises(HistoryError):
        w.undo()                               # the history starts at the edited position


def test_the_same_edits_from_python(board):
    w = board.widget
    w.edit("set_tokens", player=1, skills=2)
    assert w.state["players"][1]["skills"] == 2
    before = w.state
    with pytest.raises(EditError) as info:
        w.edit("set_pool", player=0, colors=["red"] * 4)
    assert "Ana's pool" in str(info.value) and "(I4)" in str(info.value)
    assert w.state == before


def test_save_as_scenario_writes_a_file_that_loads_back_equal(board, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    w = board.widget
    edit(board, op="set_marble", track=1, pos=0, color=None)
    reply = board.request({"kind": "save", "id": 40, "name": "My Chain 2", "title": "A chain"})
    assert reply["ok"] is True and reply["path"] == "my-chain-2.json"
    assert reply["message"].startswith("Saved as my-chain-2.json")
    assert " scenarios.load_file" in reply["message"]          # the module that opens it
    data = json.loads((tmp_path / "my-chain-2.json").read_text())
    assert data["name"] == "my-chain-2" and data["title"] == "A chain"
    assert scenarios.load_file(tmp_path / "my-chain-2.json").to_state() == w.state
    # from Python, with a path
    path = w.save_scenario(tmp_path / "sub.json", title="Sub")
    assert scenarios.load_file(path).to_state() == w.state
    refused = board.request({"kind": "save", "id": 41, "name": "!!!", "title": ""})
    assert refused["ok"] is False and refused["error"]["key"] == "ui.edit.error.name"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my-chain-2.json", "sub.json"]


def test_the_record_of_moves_starts_at_the_edited_position():
    w = PotionWidget(players=["Ana", "Ben"], seed=0, remove="beginner", editable=True)
    while w.state["phase"] == "draft":
        w.play(w.legal[0])
    w.play(next(a for a in w.legal if a["type"] == "pick"))
    w.look_at(1)                                   # an earlier move is looked at
    assert w.looking == 1
    shown = w.state                                # the position on the screen
    assert shown != w.game.to_state()
    w.editing = True                               # the editor edits that position
    assert w.looking is None and w.state == w.game.to_state() == shown
    assert [e["key"] for e in w.events] == ["ui.edit.told.looked_at"]
    assert w.events[0]["params"] == {"step": 1}
    assert "after move 1, the one you were looking at" in w.events[0]["say"]
    assert w.timeline["lines"] == [0] and w.record()["state"] == shown
    w.edit("set_turn", picked=False)
    assert w.timeline["lines"] == [0] and w.record()["actions"] == []
    assert w.record()["state"] == w.state


def test_the_save_form_carries_the_scenarios_purpose(board, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    reply = board.request({"kind": "save", "id": 42, "name": "class-chain", "title": "A chain",
                           "purpose": "Which pick sets off the longest chain?"})
    assert reply["ok"] is True
    data = json.loads((tmp_path / "class-chain.json").read_text())
    assert data["purpose"] == "Which pick sets off the longest chain?"
    # left empty, the purpose says where the position was built
    board.request({"kind": "save", "id": 43, "name": "no-purpose", "title": "", "purpose": ""})
    data = json.loads((tmp_path / "no-purpose.json").read_text())
    assert data["purpose"] == "A position built in the position editor."


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_saved_scenario_has_the_permissions_any_saved_file_has(board, tmp_path, monkeypatch,
                                                                 umask):
    monkeypatch.chdir(tmp_path)
    before = os.umask(umask)
    try:
        assert board.request({"kind": "save", "id": 44, "name": "shared", "title": ""})["ok"]
        ordinary = tmp_path / "ordinary.txt"
        ordinary.write_text("a file saved the usual way")
    finally:
        os.umask(before)
    mode = stat.S_IMODE((tmp_path / "shared.json").stat().st_mode)
    assert mode == 0o666 & ~umask == stat.S_IMODE(ordinary.stat().st_mode)


def test_a_refused_save_leaves_the_file_there_as_it_was(board, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    w = board.widget
    assert board.request({"kind": "save", "id": 45, "name": "kept", "title": "Kept"})["ok"]
    path = tmp_path / "kept.json"
    path.chmod(0o640)                  # its owner's choice, kept by every later save
    text = path.read_bytes()
    edit(board, op="set_marble", track=1, pos=0, color=None)
    refused = board.request({"kind": "save", "id": 46, "name": "kept", "title": "",
                             "purpose": "two\nlines"})
    assert refused["ok"] is False
    assert "one line" in refused["error"]["message"]
    with pytest.raises(ValueError):
        w.save_scenario("kept", purpose="one\rline and another")
    assert path.read_bytes() == text and stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.json"]     # no temporary left
    # an accepted save over it replaces it whole and keeps its permissions
    assert board.request({"kind": "save", "id": 47, "name": "kept", "title": "Kept"})["ok"]
    assert path.read_bytes() != text and stat.S_IMODE(path.stat().st_mode) == 0o640
    assert scenarios.load_file(path).to_state() == w.state
