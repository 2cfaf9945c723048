"""A puzzle posed as a do-the-move exercise, ``Do.puzzle(puzzle)`` (issue 25 item 4): the board
opens at the puzzle's position, the learner's answer (a usual pick, a drink, the little help,
the end of the turn: what the puzzle asks) is judged against the answers the engine finds
right there (never the file's word alone), and the feedback's numbers are the engine's worths
of that position, in every language."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from positions import shuffle_lids
from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.exercises import Do
from potion_widget.games.potion.hints import advice
from potion_widget.games.potion.puzzle_goal import confirmed, session_of, worth
from potion_widget.games.potion.puzzle_kinds import ASKS, canonical
from potion_widget.games.potion.puzzles import load_puzzles
from potion_widget.games.potion.review import points_phrase
from potion_widget.i18n.messages import LANGUAGES, speaking
from potion_widget.lessons import goals

SHIPPED = load_puzzles()["puzzles"]
FIRST = {ask: next(p for p in SHIPPED if p["ask"] == ask) for ask in ASKS}
"""The first shipped puzzle of each ask."""


def _answers(task) -> list[dict]:
    """Every answer of the kind the puzzle asks, each choice written out, in the engine's order."""
    return goals.candidates(task._start_game, task.goal.types)


def _wrong(task) -> dict:
    right = {canonical(a) for a in task.right_answers}
    return next(a for a in _answers(task) if canonical(a) not in right)


@pytest.mark.parametrize("ask", ASKS)
def test_the_board_opens_at_the_puzzle_and_its_right_answers_are_the_engines(ask):
    puzzle = FIRST[ask]
    task = Do.puzzle(puzzle)
    assert task.widget.game.to_state() == puzzle["state"] and task.goal.types == (ask,)
    engine = {canonical(a) for a in confirmed(puzzle)["accepted"]}
    assert {canonical(a) for a in task.right_answers} == engine
    for answer in _answers(task):
        assert task.check(answer)[0] == (canonical(answer) in engine), answer


@pytest.mark.parametrize("ask", ASKS)
def test_the_feedback_gives_the_engines_worths_and_explains_the_right_answer(ask):
    puzzle = FIRST[ask]
    game = Game.from_state(puzzle["state"])
    task = Do.puzzle(puzzle)
    wrong = _wrong(task)
    right, words = task.check(wrong)
    assert not right
    assert points_phrase(worth(game, wrong)) in words
    assert points_phrase(worth(game, puzzle["best"])) in words
    right, words = task.check(puzzle["best"])
    assert right and words.endswith(advice(game, puzzle["best"]))


@pytest.mark.parametrize("ask", ASKS)
def test_an_answer_from_the_board_solves_it_and_a_wrong_one_does_not(ask):
    task = Do.puzzle(FIRST[ask])
    assert task.play(_wrong(task)) is False and not task.solved
    task.reset()
    assert task.play(FIRST[ask]["best"]) is True and task.solved
    assert task.attempts[-1]["verdict"] == "right"


def test_an_answer_of_another_kind_is_taken_back():
    """T2: a pick puzzle asks for the usual pick; the little help, legal before it, is not
    an answer: it is taken back and the board is at the puzzle again."""
    task = Do.puzzle(FIRST["pick"])
    helping = next(a for a in task.widget.game.legal_actions() if a["type"] == "help")
    assert task.play(helping) is False
    assert task.attempts[-1]["verdict"] == "other"
    assert task.widget.game.to_state() == FIRST["pick"]["state"]


@pytest.mark.parametrize("ask", ASKS)
def test_a_puzzle_the_engine_does_not_confirm_is_refused(ask):
    puzzle = FIRST[ask]
    task = Do.puzzle(puzzle)
    with pytest.raises(ValueError, match="does not hold"):
        Do.puzzle({**puzzle, "accepted": [_wrong(task)]})
    with pytest.raises(ValueError, match="does not hold"):
        Do.puzzle({**puzzle, "accepted": puzzle["accepted"] + [_wrong(task)]})


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_is_the_catalogs_in_each_language(language):
    for puzzle in FIRST.values():
        task = Do.puzzle(puzzle, language=language)
        name = puzzle["state"]["players"][puzzle["player"]]["name"]
        assert name in task.prompt and session_of(puzzle, language).ask in task.prompt
        wrong = _wrong(task)
        for answer in (wrong, puzzle["best"]):
            words = task.check(answer)[1]
            assert "{" not in words and "}" not in words and "goal.puzzle" not in words
        with speaking(language):
            assert points_phrase(worth(task._start_game, wrong)) in task.check(wrong)[1]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000))
def test_the_judgement_never_reads_what_the_lids_hide(seed):
    """D2: the same right picks whatever order the hidden marbles lie in."""
    puzzle = FIRST["pick"]
    state = Game.from_state(puzzle["state"]).to_state()
    shuffle_lids(state, random.Random(seed))
    shuffled = {**puzzle, "state": state}
    assert {canonical(a) for a in Do.puzzle(shuffled).right_answers} == \
        {canonical(a) for a in puzzle["accepted"]}
