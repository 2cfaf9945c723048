"""The game's record as lines of play (``potion_widget.board.timeline``, with Potion
Explosion's kit): a branch keeps the old line, switching puts another line in play, a
position at any step is the replay of the line's actions (D12: the engine is deterministic),
a line exported replays on the command line to the same final state, and a bad move or line
number is refused in plain words and changes nothing."""

from __future__ import annotations

import json
import os
import random
import stat
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine import Game
from potion_widget.board.timeline import Timeline, TimelineError
from potion_widget.games.potion.explore.lines import LINES


def played(moves: int, seed: int = 3) -> tuple[Game, Timeline, list[Game]]:
    """A seeded game of ``moves`` moves recorded move by move, with the position after each
    move as the game itself reached it (never by replay)."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    timeline = Timeline(LINES, game.to_state())
    rng = random.Random(seed)
    positions = [game.clone()]
    for _ in range(moves):
        action = game.legal_actions()[0] if game.phase != "play" else plausible_move(game, rng)
        game.apply(action)
        timeline.append(action)
        positions.append(game.clone())
    return game, timeline, positions


def test_the_position_at_every_step_is_the_one_the_game_passed_through():
    _, timeline, positions = played(40)
    for step, position in enumerate(positions):
        assert timeline.game_at(step).to_state() == position.to_state(), step


def test_a_branch_keeps_the_old_line_and_shares_the_moves_before_it():
    game, timeline, _ = played(12)
    old = timeline.actions()
    timeline.look(9)
    assert timeline.branch() == 2
    assert (timeline.line, timeline.lines, timeline.looking) == (2, 2, None)
    assert timeline.actions(1) == old                       # line 1 untouched
    assert timeline.actions(2) == old[:9]
    other = timeline.game_at(9)
    different = next(a for a in other.legal_actions() if a != old[9])
    timeline.append(different)
    assert timeline.actions(2) == old[:9] + [different]
    assert timeline.actions(1) == old
    assert timeline.game_at(12, line=1).to_state() == game.to_state()


def test_switch_puts_a_line_in_play_at_its_last_move():
    _, timeline, _ = played(8)
    timeline.look(3)
    timeline.branch()
    timeline.switch(1)
    assert (timeline.line, timeline.length(), timeline.looking) == (1, 8, None)
    timeline.switch(2)
    assert (timeline.line, timeline.length()) == (2, 3)


def test_looking_at_the_last_move_is_the_present():
    _, timeline, _ = played(5)
    timeline.look(5)
    assert timeline.looking is None
    timeline.look(0)
    assert timeline.looking == 0


def test_the_past_is_read_only_while_looked_at():
    _, timeline, _ = played(5)
    timeline.look(2)
    with pytest.raises(TimelineError, match="You are looking at move 2 of 5: nothing was played"):
        timeline.append({"type": "end_turn"})
    with pytest.raises(TimelineError):
        timeline.pop()
    assert timeline.length() == 5


@pytest.mark.parametrize("step, words", [
    (6, "There is no move 6: line 1 has 5 moves (0 is the start)."),
    (-1, "There is no move -1: line 1 has 5 moves (0 is the start)."),
    ("3", "A move number is a whole number from 0 to 5, not '3'."),
    (True, "A move number is a whole number from 0 to 5, not True."),
    (2.0, "A move number is a whole number from 0 to 5, not 2.0."),
])
def test_a_bad_step_is_refused_in_plain_words_and_changes_nothing(step, words):
    _, timeline, _ = played(5)
    timeline.look(1)
    with pytest.raises(TimelineError) as caught:
        timeline.look(step)
    assert str(caught.value) == words
    assert caught.value.to_dict()["key"].startswith("timeline.refuse.")
    assert timeline.looking == 1
    with pytest.raises(TimelineError):
        timeline.game_at(step)


@pytest.mark.parametrize("line", [0, 3, "1", 1.0, None])
def test_a_bad_line_is_refused_in_plain_words(line):
    _, timeline, _ = played(4)
    timeline.look(1)
    timeline.branch()
    with pytest.raises(TimelineError, match="the lines are numbered from 1 to 2"):
        timeline.switch(line)
    assert timeline.line == 2


def test_continuing_needs_a_move_looked_at():
    _, timeline, _ = played(3)
    with pytest.raises(TimelineError, match="choose an earlier move on the strip first"):
        timeline.branch()
    assert timeline.lines == 1


def test_a_game_with_history_becomes_line_one():
    game, timeline, _ = played(10)
    from_game = Timeline.from_game(LINES, game)
    assert from_game.actions() == timeline.actions()
    assert from_game.start == timeline.start


def test_an_exported_line_replays_on_the_command_line_to_the_same_final_state(tmp_path):
    game, timeline, _ = played(30)
    timeline.look(20)
    timeline.branch()
    path = timeline.save(tmp_path / "line1.json", line=1)
    assert json.loads(path.read_text("utf-8")) == timeline.record(1)
    run = subprocess.run([sys.executable, "-m", "potion_widget", "replay", str(path)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert json.loads(run.stdout) == game.to_state()
    assert not list(tmp_path.glob(".*.tmp"))          # the atomic write left nothing behind


def test_the_command_line_says_what_a_single_file_lacks(tmp_path):
    _, timeline, _ = played(2)
    path = tmp_path / "state.json"
    path.write_text(json.dumps(timeline.start), "utf-8")
    run = subprocess.run([sys.executable, "-m", "potion_widget", "replay", str(path)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 1
    assert "a record with" in json.loads(run.stdout)["error"]


OPS = st.lists(st.one_of(
    st.tuples(st.just("look"), st.integers(-2, 40)),
    st.tuples(st.just("branch"), st.none()),
    st.tuples(st.just("switch"), st.integers(0, 6)),
    st.tuples(st.just("play"), st.integers(0, 10**6)),
    st.tuples(st.just("undo"), st.none()),
), max_size=25)


@settings(max_examples=40, deadline=None)
@given(OPS)
def test_any_sequence_of_look_branch_switch_keeps_every_line_reproducible(ops):
    """Whatever is looked at, branched, switched, played or undone (refusals included), every
    line's final position is the replay of its own actions, and the present (a live game kept
    beside the timeline, never replayed) is the last position of the line in play."""
    game, timeline, _ = played(12, seed=5)
    finals = {1: game.to_state()}     # each line's last position, as the live game reached it
    for op, value in ops:
        try:
            if op == "look":
                timeline.look(value)
            elif op == "branch":
                timeline.branch()
                game = timeline.game_at(timeline.length(), record=True)
            elif op == "switch":
                timeline.switch(value)
                game = timeline.game_at(timeline.length(), record=True)
            elif op == "play" and game.phase != "over":
                timeline.check_present()
                legal = game.legal_actions()
                action = legal[value % len(legal)]
                if action["type"] in ("drink", "end_turn"):
                    choices = game.legal_choices(action)
                    action = {**action, **({"choice": choices[0]} if action["type"] == "drink"
                                           else choices[value % len(choices)])}
                game.apply(action)
                timeline.append(action)
            elif op == "undo" and game.can_undo:
                timeline.check_present()
                game.undo()
                timeline.pop()
        except TimelineError:
            pass
        finals[timeline.line] = game.to_state()
    assert timeline.game_at(timeline.length()).to_state() == game.to_state()
    for line, final in finals.items():
        assert timeline.game_at(timeline.length(line), line=line).to_state() == final, line


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_a_saved_record_has_the_permissions_any_saved_file_has(tmp_path, umask):
    _, timeline, _ = played(4)
    before = os.umask(umask)
    try:
        path = timeline.save(tmp_path / "record.json")
    finally:
        os.umask(before)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask     # not the owner-only 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["record.json"]
