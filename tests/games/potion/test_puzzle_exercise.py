"""A puzzle posed as a do-the-move exercise, ``Do.puzzle(puzzle)`` (issue 25 item 4): the board
opens at the puzzle's position, the learner's pick is judged by the engine against the picks it
finds right there (never the file's word alone), and the feedback's numbers are the engine's
worths of that position, in every language."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from positions import shuffle_lids
from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.exercises import Do
from potion_widget.games.potion.puzzle_goal import places
from potion_widget.games.potion.puzzles import judge_position, mine, worths
from potion_widget.games.potion.review import points_phrase
from potion_widget.i18n.messages import LANGUAGES, speaking


@pytest.fixture(scope="module")
def found() -> list[dict]:
    return mine(count=4, seed=2, strength=1, max_games=10)["puzzles"]


def _legal_picks(game: Game) -> list[dict]:
    return [a for a in game.legal_actions() if a["type"] == "pick"]


def test_the_board_opens_at_the_puzzle_and_its_right_picks_are_the_engines(found):
    for puzzle in found:
        task = Do.puzzle(puzzle)
        assert task.widget.game.to_state() == puzzle["state"]
        engine = judge_position(Game.from_state(puzzle["state"]))
        assert places(task.right_answers) == places(engine["accepted"])
        for pick in _legal_picks(task.widget.game):
            right, _words = task.check(pick)
            assert right == ((pick["track"], pick["pos"]) in places(engine["accepted"]))


def test_the_feedback_gives_the_engines_worths_and_explains_the_right_pick(found):
    puzzle = found[0]
    game = Game.from_state(puzzle["state"])
    worth = worths(game)
    task = Do.puzzle(puzzle)
    wrong = next(p for p in _legal_picks(game) if p not in puzzle["accepted"])
    right, words = task.check(wrong)
    assert not right
    assert points_phrase(worth[(wrong["track"], wrong["pos"])]) in words
    best = puzzle["best"]
    assert points_phrase(worth[(best["track"], best["pos"])]) in words
    assert "track" not in words.split("A better move")[1]     # a wrong answer is not told the move
    right, words = task.check(best)
    assert right and f"track {best['track']}, position {best['pos']}" in words


def test_a_pick_from_the_board_solves_it_and_a_wrong_one_does_not(found):
    puzzle = found[1]
    task = Do.puzzle(puzzle)
    wrong = next(p for p in _legal_picks(task.widget.game) if p not in puzzle["accepted"])
    assert task.play(wrong) is False and not task.solved
    task.reset()
    assert task.play(puzzle["best"]) is True and task.solved
    assert task.attempts[-1]["verdict"] == "right"


def test_a_puzzle_the_engine_does_not_confirm_is_refused(found):
    puzzle = found[0]
    game = Game.from_state(puzzle["state"])
    wrong = next(p for p in _legal_picks(game) if p not in puzzle["accepted"])
    with pytest.raises(ValueError, match="does not hold"):
        Do.puzzle({**puzzle, "accepted": [wrong]})
    with pytest.raises(ValueError, match="does not hold"):
        Do.puzzle({**puzzle, "accepted": puzzle["accepted"] + [wrong]})


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_is_the_catalogs_in_each_language(found, language):
    puzzle = found[0]
    task = Do.puzzle(puzzle, language=language)
    name = puzzle["state"]["players"][puzzle["player"]]["name"]
    assert name in task.prompt
    wrong = next(p for p in _legal_picks(task.widget.game) if p not in puzzle["accepted"])
    for pick in (wrong, puzzle["best"]):
        _right, words = task.check(pick)
        assert not re.search(r"[{}]", words) and "goal.puzzle" not in words
    with speaking(language):
        assert points_phrase(worths(task.widget.game)[(wrong["track"], wrong["pos"])]) in \
            task.check(wrong)[1]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000))
def test_the_judgement_never_reads_what_the_lids_hide(found, seed):
    """D2: the same right picks whatever order the hidden marbles lie in."""
    puzzle = found[0]
    state = Game.from_state(puzzle["state"]).to_state()
    shuffle_lids(state, random.Random(seed))
    shuffled = {**puzzle, "state": state}
    assert places(Do.puzzle(shuffled).right_answers) == places(puzzle["accepted"])
