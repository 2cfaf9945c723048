"""Sugar Blast's timeline (the shared ``board/timeline.py``, ``board/strip.py`` and
``board/lines.py`` with Sugar Blast's kit, ``games/sugar/lines.py``): a board looks back at any
move, branches and switches lines exactly; a record names its game and replays on the command
line to the same states; the past is read-only, and a refused request changes nothing."""

from __future__ import annotations

import copy
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget.board.timeline import Timeline, TimelineError
from potion_widget.cli import replay
from potion_widget.games.sugar.engine import Game
from potion_widget.games.sugar.lines import LINES
from potion_widget.games.sugar.widget import SugarBlastWidget
from widget_harness import Harness


def played(board: SugarBlastWidget, moves: int, seed: int) -> list[dict]:
    """Plays up to ``moves`` seeded random legal moves on ``board``; the states after each
    (the first is the start)."""
    rng = random.Random(seed)
    states = [board.game.to_state()]
    for _ in range(moves):
        if board.game.over:
            break
        board.play(rng.choice(board.game.legal_actions()))
        states.append(board.game.to_state())
    return states


def snapshot(board: SugarBlastWidget) -> dict:
    names = ("state", "legal", "options", "previews", "timeline", "state_id", "can_undo", "acting",
             "events", "log_epoch")
    return {n: copy.deepcopy(getattr(board, n)) for n in names} | {"game": board.game.to_state()}


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**16), moves=st.integers(0, 25))
def test_a_record_replays_to_every_state_of_its_line(seed, moves, tmp_path_factory):
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=seed)
    states = played(board, moves, seed)
    record = board.record()
    assert record["game"] == "sugar"
    timeline = Timeline(LINES, record["state"], [record["actions"]])
    for step, state in enumerate(states):          # every step is the replay of the line
        assert timeline.game_at(step).to_state() == state
        assert board.position(step).to_state() == state
    path = board.save_record(tmp_path_factory.mktemp("rec") / "record.json")
    assert json.loads(path.read_text("utf-8")) == record


def test_the_command_line_replays_a_sugar_blast_record(tmp_path, capsys):
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=5)
    states = played(board, 12, 5)
    path = board.save_record(tmp_path / "record.json")
    assert replay(str(path)) == 0
    assert json.loads(capsys.readouterr().out) == states[-1]


def test_a_record_naming_no_game_we_play_is_refused(tmp_path, capsys):
    board = SugarBlastWidget(seed=1)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(dict(board.record(), game="chess")), "utf-8")
    assert replay(str(path)) == 1
    assert "names no game" in json.loads(capsys.readouterr().out)["error"]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**16), at=st.integers(0, 12), other=st.integers(0, 2**16))
def test_branch_and_switch_are_exact(seed, at, other):
    board = SugarBlastWidget(players=["Ana", "Ben", "Cy"], seed=seed)
    states = played(board, 12, seed)
    old = board.record()["actions"]
    at = min(at, len(old))
    if at == len(old):                   # the present: nothing to continue from
        board.look_at(at)
        assert board.looking is None
        return
    board.look_at(at)
    assert board.state == states[at] and board.legal == [] and board.acting == []
    assert board.continue_from_here() == 2
    assert board.game.to_state() == states[at]         # the new line's present is that move
    assert board.record(1)["actions"] == old           # line 1 is kept whole
    branch = played(board, 4, other)
    assert board.record(2)["actions"][:at] == old[:at]
    assert board.switch_line(1) == 1
    assert board.game.to_state() == states[-1]
    assert board.switch_line(2) == 2
    assert board.game.to_state() == branch[-1]
    board.undo()                                       # undo works along the line in play
    assert board.game.to_state() == (branch[-2] if len(branch) > 1 else states[at - 1])


def test_the_past_is_read_only_and_a_refused_request_changes_nothing():
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=9)
    played(board, 6, 9)
    board.look_at(2)
    before = snapshot(board)
    harness = Harness(board)
    move = Game.from_state(board.record()["state"]).legal_actions()[0]
    for content in (
            {"kind": "action", "id": 1, "state_id": board.state_id, "action": move},
            {"kind": "undo", "id": 2, "state_id": board.state_id},
            {"kind": "timeline", "id": 3, "state_id": board.state_id, "op": "look", "step": 99},
            {"kind": "timeline", "id": 4, "state_id": board.state_id, "op": "switch", "line": 2},
            {"kind": "timeline", "id": 5, "state_id": board.state_id, "op": "fly"},
            {"kind": "timeline", "id": 6, "state_id": board.state_id - 1, "op": "continue"},
            {"kind": "hint", "id": 7}):
        reply = harness.request(content)
        assert reply["ok"] is False, content
        assert snapshot(board) == before, content
    keys = [harness.request(c)["error"]["key"] for c in (
        {"kind": "action", "id": 8, "state_id": board.state_id, "action": move},
        {"kind": "timeline", "id": 9, "state_id": board.state_id, "op": "look", "step": 99})]
    assert keys == ["timeline.refuse.looking", "timeline.refuse.no_step"]


def test_the_strip_tells_each_move_with_its_player_and_counts_turns():
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=4, you=[0])
    played(board, 6, 4)
    strip = board.timeline
    assert strip["lines"] == [6] and strip["looking"] is None
    seats = [g["seat"] for g in strip["groups"]]
    turns = [g["turn"] for g in strip["groups"]]
    assert turns == sorted(turns) and len(set(turns)) == len(turns)   # one group per turn
    assert all(a != b for a, b in zip(seats, seats[1:], strict=False))  # a turn ends on a new seat
    for group in strip["groups"]:
        for text in group["moves"]:
            assert text.startswith("you chose to " if group["seat"] == 0 else "Ben chose to ")


def test_a_board_that_only_shows_may_look_back_but_not_branch():
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=2)
    played(board, 3, 2)
    board.interactive = False
    harness = Harness(board)
    look = harness.request({"kind": "timeline", "id": 1, "state_id": board.state_id, "op": "look",
                            "step": 1})
    assert look["ok"] and board.looking == 1
    branch = harness.request({"kind": "timeline", "id": 2, "state_id": board.state_id,
                              "op": "continue"})
    assert branch["error"]["key"] == "ui.error.locked" and board.timeline["lines"] == [3]


def test_a_move_that_does_not_exist_is_refused_in_words():
    board = SugarBlastWidget(seed=3)
    try:
        board.look_at(4)
    except TimelineError as error:
        assert error.key == "timeline.refuse.no_step" and "line 1 has 0 moves" in error.message
    else:
        raise AssertionError("a move that does not exist was looked at")
