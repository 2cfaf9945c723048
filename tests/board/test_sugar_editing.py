"""Sugar Blast's board in edit mode (the shared ``lessons/edit_mode.py`` with Sugar Blast's
edits): an edit request changes the position through the engine's checks, a refused one names
the rule and changes nothing, a board that is not editable refuses, and a position built is
saved as a Sugar Blast scenario that loads back."""

from __future__ import annotations

import copy

from potion_widget.games.sugar import scenarios
from potion_widget.games.sugar.widget import SugarBlastWidget
from widget_harness import Harness

SYNCED = ("state", "legal", "options", "previews", "progress", "timeline", "state_id", "editor",
          "editing", "events", "can_undo")


def snapshot(board: SugarBlastWidget) -> dict:
    return {n: copy.deepcopy(getattr(board, n)) for n in SYNCED} | {"game": board.game.to_state()}


def editing_board() -> tuple[SugarBlastWidget, Harness]:
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=3, editable=True)
    harness = Harness(board)
    assert harness.request({"kind": "edit_mode", "id": 1, "on": True})["ok"]
    return board, harness


def test_an_edit_request_changes_the_position_and_is_told():
    board, harness = editing_board()
    assert [c["type"] for c in board.editor["candies"]] and board.editor["players"] == ["Ana", "Ben"]
    reply = harness.request({"kind": "edit", "id": 2, "state_id": board.state_id,
                             "edit": {"op": "set_current", "player": 1}})
    assert reply["ok"] and board.state["current"] == 1
    assert board.events[0]["say"] == "Edit: Ben is to move."


def test_a_candy_put_in_place_of_another_is_told_with_the_one_that_went_back_to_the_bag_G1():
    # G1: each type has its 12 candies: the candy put comes out of the bag, the one it replaces
    # goes back, and the log says both, read from the position before and after the edit
    from potion_widget.games.sugar.edit import apply_edit
    from potion_widget.lessons.edit_mode import EditError
    board, harness = editing_board()

    def accepted(state):
        for r, row in enumerate(state["board"]):
            for c, here in enumerate(row):
                for kind in (t["type"] for t in board.editor["candies"]):
                    try:
                        if here and kind != here:
                            apply_edit(state, {"op": "set_candy", "row": r, "col": c, "candy": kind})
                            return (r, c), kind
                    except EditError:
                        continue
        raise AssertionError("no candy can be put anywhere")

    (r, c), kind = accepted(board.game.to_state())
    old = board.state["board"][r][c]
    bag_before = dict(board.state["bag"])
    reply = harness.request({"kind": "edit", "id": 2, "state_id": board.state_id,
                             "edit": {"op": "set_candy", "row": r, "col": c, "candy": kind}})
    assert reply["ok"] and board.state["board"][r][c] == kind
    assert board.state["bag"][old] == bag_before[old] + 1 and board.state["bag"][kind] == bag_before[kind] - 1
    names = {t["type"]: t["name"] for t in board.editor["candies"]}
    assert board.events[0]["say"] == (f"Edit: a {names[kind]} at row {r + 1}, column {c + 1}, in place of "
                                      f"the {names[old]}, which goes back to the bag.")


def test_a_refused_edit_names_the_rule_and_changes_nothing():
    board, harness = editing_board()
    board.edit("set_kept", player=0, candy="mint", count=0)       # a known start
    before = snapshot(board)
    for edit in ({"op": "set_phase", "phase": "blast"},            # no blast on the board (B9)
                 {"op": "set_candy", "row": 7, "col": 0, "candy": "mint"},
                 {"op": "set_objective", "card": "everything"},
                 {"op": "fly"}):
        reply = harness.request({"kind": "edit", "id": 3, "state_id": board.state_id, "edit": edit})
        assert reply["ok"] is False and reply["error"]["rule"] == "edit", edit
        assert snapshot(board) == before, edit
    reply = harness.request({"kind": "edit", "id": 4, "state_id": board.state_id,
                             "edit": {"op": "set_phase", "phase": "blast"}})
    assert "(B9)" in reply["error"]["message"]


def test_a_board_that_is_not_editable_refuses_and_a_stale_edit_is_refused():
    board = SugarBlastWidget(seed=1)
    harness = Harness(board)
    before = snapshot(board)
    reply = harness.request({"kind": "edit_mode", "id": 1, "on": True})
    assert reply["error"]["key"] == "ui.edit.error.not_editable" and snapshot(board) == before
    board, harness = editing_board()
    before = snapshot(board)
    reply = harness.request({"kind": "edit", "id": 2, "state_id": board.state_id + 1,
                             "edit": {"op": "set_current", "player": 1}})
    assert reply["error"]["key"] == "ui.error.stale" and snapshot(board) == before


def test_moves_wait_while_editing_and_play_starts_from_the_position_built(tmp_path):
    board, harness = editing_board()
    move = board.game.legal_actions()[0]
    reply = harness.request({"kind": "action", "id": 2, "state_id": board.state_id, "action": move})
    assert reply["error"]["key"] == "ui.edit.error.editing"
    board.edit("set_current", player=1)
    built = board.game.to_state()
    path = board.save_scenario(tmp_path / "ben-to-move.json", title="Ben to move")
    assert scenarios.load_file(path).to_state() == built
    board.editing = False
    assert board.state == built and board.timeline["lines"] == [0] and not board.can_undo
    board.play(board.legal[0])
    assert board.record()["state"] == built          # the record starts at the position built


def test_a_save_from_the_board_says_which_module_opens_the_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    board, harness = editing_board()
    reply = harness.request({"kind": "save", "id": 3, "name": "My Walk", "title": "", "purpose": ""})
    assert reply["ok"] and reply["path"] == "my-walk.json"
    # a Sugar Blast position opens with sugar_scenarios, not with Potion Explosion's scenarios
    assert "sugar_scenarios.load_file" in reply["message"]
    assert scenarios.load_file(tmp_path / reply["path"]).to_state() == board.game.to_state()


def test_the_editor_opens_on_the_position_looked_at():
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=3, editable=True, language="fr")
    harness = Harness(board)
    start = board.game.to_state()
    for _ in range(2):                                  # two turns' moves
        board.play(board.game.legal_actions()[0])
        while board.state["phase"] == "blast":
            board.play(board.game.legal_actions()[0])
    board.look_at(0)                                    # the start is looked at
    assert board.state == start != board.game.to_state()
    assert harness.request({"kind": "edit_mode", "id": 1, "on": True})["ok"]
    assert board.looking is None and board.game.to_state() == board.state == start
    assert [e["key"] for e in board.events] == ["ui.edit.told.looked_at_start"]
    assert board.events[0]["say"].startswith("Vous modifiez la position de départ")
    assert board.editor["candies"] and board.timeline["lines"] == [0]
