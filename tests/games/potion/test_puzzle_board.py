"""The puzzle trainer on a board (issue 25 item 4): a puzzle session answered with the mouse
(whatever the puzzle asks: a usual pick, a drink, the little help, the end of the turn), its
verdict, the engine's explanation, the rating with its change and the streak, then the next
puzzle on a new board with nothing of the last one left, in every language."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.puzzle_board import PuzzleTrainer, signed
from potion_widget.games.potion.puzzle_session import PuzzleSession
from potion_widget.games.potion.puzzle_goal import session_of
from potion_widget.games.potion.puzzle_kinds import ASKS, canonical
from potion_widget.games.potion.puzzles import load_puzzles
from potion_widget.games.potion.words import describe_action
from potion_widget.i18n.messages import LANGUAGES, render
from potion_widget.lessons import goals, learner_progress


SHIPPED = load_puzzles()


@pytest.fixture(scope="module")
def found() -> dict:
    """Three shipped puzzles: two usual picks, then a little help."""
    picks = [p for p in SHIPPED["puzzles"] if p["ask"] == "pick"]
    helping = next(p for p in SHIPPED["puzzles"] if p["ask"] == "help")
    return {**SHIPPED, "puzzles": picks[:2] + [helping]}


def _trainer(found, **options) -> PuzzleTrainer:
    trainer = PuzzleTrainer(found, **options)
    trainer._build()
    return trainer


def _wrong_pick(trainer) -> dict:
    """A wrong answer of the kind the puzzle on the board asks."""
    right = {canonical(a) for a in trainer.puzzle["accepted"]}
    return next(a for a in goals.candidates(trainer.widget.game, (trainer.puzzle["ask"],))
                if canonical(a) not in right)


def test_a_right_pick_is_told_with_the_engines_explanation_the_rating_and_the_streak(found):
    trainer = _trainer(found)
    shadow = PuzzleSession(found)           # the same answers, judged by the session alone
    expected = shadow.answer(found["puzzles"][0]["best"])
    result = trainer.play(found["puzzles"][0]["best"])
    assert result == expected and result["right"]
    assert trainer._out.value.count(expected["explanation"].split(":")[0]) == 1
    standing = trainer._standing.value
    assert f"Your rating: {expected['rating']} (+{expected['change']} " in standing
    assert "1 right answer in a row." in standing
    assert not trainer.widget.interactive and not trainer._next.disabled


def test_a_wrong_pick_lowers_the_rating_and_starts_the_streak_again(found):
    trainer = _trainer(found)
    result = trainer.play(_wrong_pick(trainer))
    assert not result["right"] and result["change"] < 0
    assert f"({signed(result['change'])} for this puzzle" in trainer._standing.value
    assert "\u2212" in signed(result["change"])
    assert "the streak starts again" in trainer._standing.value


def test_the_next_puzzle_comes_on_a_new_board_with_nothing_of_the_last(found):
    trainer = _trainer(found)
    with pytest.raises(ValueError, match="answer this puzzle first"):
        trainer.next()
    trainer.play(_wrong_pick(trainer))
    first_board = trainer.widget
    trainer.next()
    assert trainer.widget is not first_board and trainer.widget in trainer._view.children
    assert first_board not in trainer._view.children
    assert trainer.widget.game.to_state() == found["puzzles"][1]["state"]
    assert trainer.widget.interactive and trainer._next.disabled
    assert trainer.feedback == "" and "Not the best" not in trainer._out.value
    assert "Puzzle 2 of 3" in trainer._ask.value
    assert "this puzzle" not in trainer._standing.value     # the last change is not shown again


def test_after_the_last_puzzle_the_summary_is_shown_and_the_button_goes(found):
    trainer = _trainer(found, count=2)
    trainer.play(found["puzzles"][0]["best"])
    trainer.next()
    trainer.play(_wrong_pick(trainer))
    assert trainer.finished and trainer._next.layout.display == "none"
    assert f"you solved 1 of 2, and your rating is {round(trainer.session.rating.value)}." \
        in trainer._standing.value
    with pytest.raises(ValueError, match="have been served"):
        trainer.next()


def test_a_refused_move_counts_nothing_and_says_the_rule(found):
    trainer = _trainer(found)
    state = trainer.widget.game.to_state()
    assert trainer.play({"type": "pick", "track": 0, "pos": 99}) is None
    assert trainer.session.answered == 0 and trainer.widget.game.to_state() == state
    assert trainer.feedback and trainer._next.disabled


def test_a_puzzle_the_engine_does_not_confirm_is_refused(found):
    puzzle = found["puzzles"][0]
    wrong = next(a for a in Game.from_state(puzzle["state"]).legal_actions()
                 if a["type"] == "pick" and a not in puzzle["accepted"])
    with pytest.raises(ValueError, match="does not hold"):
        PuzzleTrainer({**found, "puzzles": [{**puzzle, "accepted": [wrong]}]})


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_is_the_catalogs_in_each_language(found, language):
    trainer = _trainer(found, language=language)
    trainer.play(_wrong_pick(trainer))
    texts = [trainer._ask.value, trainer._out.value, trainer._standing.value,
             trainer._next.description]
    assert trainer._next.description == render("puzzle_board.next", language=language)
    name = found["puzzles"][0]["state"]["players"][found["puzzles"][0]["player"]]["name"]
    assert name in trainer._ask.value
    for text in texts:
        assert not re.search(r"[{}]", text) and "puzzle_board." not in text
    if language != "en":
        assert "Your rating" not in trainer._text() and "Puzzle 1 of" not in trainer._text()


def test_signed_changes():
    assert (signed(12), signed(-8), signed(0)) == ("+12", "\u22128", "\u00b10")


def test_the_little_help_instead_of_the_pick_is_taken_back_and_counts_nothing(found):
    """T2: a puzzle asks for the usual pick; the little help (T3), legal before it, is not an
    answer: the board goes back to the puzzle and the session counts nothing."""
    trainer = _trainer(found)
    helping = next(a for a in trainer.widget.game.legal_actions() if a["type"] == "help")
    assert trainer.play(helping) is None
    assert trainer.session.answered == 0 and trainer.result is None
    assert trainer.widget.game.to_state() == found["puzzles"][0]["state"]
    assert "(T2)" in trainer.feedback and "taken back" in trainer.feedback
    assert trainer.play(found["puzzles"][0]["best"])["right"]      # the puzzle still waits


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(answers=st.lists(st.booleans(), min_size=1, max_size=3))
def test_what_the_trainer_shows_is_the_sessions_state_at_that_moment(found, answers):
    trainer = _trainer(found)
    for number, right in enumerate(answers, start=1):
        if number > 1:
            trainer.next()
        assert f"Puzzle {number} of 3" in trainer._ask.value and trainer.feedback == ""
        result = trainer.play(trainer.puzzle["best"] if right else _wrong_pick(trainer))
        session = trainer.session
        assert result["right"] == right and result["streak"] == session.streak
        assert f"Your rating: {round(session.rating.value)} ({signed(result['change'])} " \
            in trainer._standing.value
        streak = render("puzzle_board.streak", {"count": session.streak})
        assert streak in trainer._standing.value


def test_each_answer_is_recorded_in_the_learners_progress_file(found, tmp_path, monkeypatch):
    learner_progress.start(tmp_path, "Ana")
    monkeypatch.chdir(tmp_path)
    trainer = _trainer(found)
    wrong = _wrong_pick(trainer)
    trainer.play(wrong)
    trainer.next()
    trainer.play(found["puzzles"][1]["best"])
    entries = json.loads((tmp_path / learner_progress.FILE).read_text("utf-8"))["exercises"]
    first, second = (entries[f"puzzle/{p['id']}"] for p in found["puzzles"][:2])
    assert not first["solved"] and first["tries"] == 1
    assert first["wrong"] == [describe_action(wrong, Game.from_state(found["puzzles"][0]["state"]))]
    assert second["solved"] and second["first_try_right"]
    assert first["title"] == session_of(found["puzzles"][0]).ask


@pytest.mark.parametrize("ask", ASKS)
def test_each_ask_is_said_from_its_position_and_answered_on_the_board(ask):
    """Whatever the puzzle asks, the trainer says it (the session's words for that position)
    and judges a wrong and a right answer of that kind, as the session does."""
    these = [p for p in SHIPPED["puzzles"] if p["ask"] == ask][:2]
    trainer = _trainer({**SHIPPED, "puzzles": these})
    assert session_of(these[0]).ask in trainer._ask.value.replace("&#x27;", "'")
    shadow = PuzzleSession({**SHIPPED, "puzzles": these})
    wrong = _wrong_pick(trainer)
    assert trainer.play(wrong) == shadow.answer(wrong)
    assert not trainer.result["right"] and trainer.feedback == trainer.result["explanation"]
    trainer.next()
    assert session_of(these[1]).ask in trainer._ask.value.replace("&#x27;", "'")
    assert trainer.play(these[1]["best"]) == shadow.answer(these[1]["best"])
    assert trainer.result["right"] and not trainer.widget.interactive
