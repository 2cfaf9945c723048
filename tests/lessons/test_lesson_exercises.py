"""Every exercise of every lesson, played as a learner would play it: a wrong move and a right
one on each do-the-move exercise, a wrong and a right answer on each prediction, and every
text the learner then reads (feedback, buttons, the board's told events and summary, refusals)
is in a learner's language.

The lessons' code cells run here in-process, cell by cell, so each exercise the lesson shows
can be taken and played; the notebooks' own headless run is in test_notebooks.py.
"""

from __future__ import annotations

import ast
import pathlib

import pytest

from potion_widget.lessons import goals
from potion_widget import set_language
from potion_widget.lessons.exercises import Do, GuidedTurn, Predict   # both games' exercises are these
from potion_widget.games.potion.puzzle_board import PuzzleTrainer
from potion_widget.games.potion.puzzle_kinds import canonical
from potion_widget.i18n.messages import catalog

from test_notebooks import BUILDER, ENGINE_LEAKS, EVERY

ROOT = pathlib.Path(__file__).resolve().parents[2]


def shown_values(name: str) -> list:
    """What each code cell of lesson ``name`` displays (its last expression), in order (a
    translated lesson sets the package's language: it is English again afterwards)."""
    namespace: dict = {}
    shown = []
    try:
        for cell in BUILDER.read_source(name).cells:
            if cell.cell_type != "code":
                continue
            tree = ast.parse(cell.source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, f"<{name}>", "exec"), namespace)   # noqa: S102 - the lesson's own code
            if last is not None:
                shown.append(eval(compile(ast.Expression(last.value), f"<{name}>", "eval"), namespace))  # noqa: S307
    finally:
        set_language("en")
    return shown


def opening(exercise, key: str) -> str:
    """The words the exercise's sentence ``lesson.<key>`` starts with, in its language."""
    return catalog(exercise.language)[f"lesson.{key}"].split("{")[0]


def board_texts(widget) -> list[str]:
    texts = [e["say"] for e in widget.events] + [widget.summary]
    if widget.error:
        texts.append(widget.error["message"])
    return texts


def assert_plain(texts, where) -> None:
    for text in texts:
        for what, pattern in ENGINE_LEAKS.items():
            assert not pattern.search(text), (where, what, text)


def play_do(exercise: Do, where: str) -> None:
    game = exercise.widget.game.clone()
    right = exercise.right_answers
    wrong = [a for a in goals.candidates(game, exercise.goal.types) if a not in right]
    texts = []
    if wrong:
        assert exercise.play(wrong[0]) is False, where
        assert not exercise.solved, where
        assert exercise.feedback.startswith(opening(exercise, "wrong")), (where, exercise.feedback)
        texts += [exercise.feedback] + board_texts(exercise.widget)
        exercise.reset()
    assert exercise.play(right[0]) is True, where
    assert exercise.solved and exercise.feedback.startswith(opening(exercise, "right")), (where, exercise.feedback)
    texts += [exercise.feedback, exercise.prompt, exercise.reveal()] + board_texts(exercise.widget)
    assert_plain(texts, where)


def play_trainer(trainer: PuzzleTrainer, where: str) -> None:
    """A wrong answer to the trainer's first puzzle, then the next puzzle's best answer: each
    told with the session's verdict in the lesson's language."""
    words = catalog(trainer.language)
    right = {canonical(a) for a in trainer.puzzle["accepted"]}
    wrong = next(a for a in goals.candidates(trainer.widget.game, (trainer.puzzle["ask"],))
                 if canonical(a) not in right)
    assert trainer.play(wrong)["right"] is False, where
    openings = tuple(words[k].split("{")[0] for k in ("puzzle.wrong", "puzzle.wrong_choice"))
    assert trainer.feedback.startswith(openings), (where, trainer.feedback)
    texts = [trainer.ask(), trainer.feedback, trainer.standing()] + board_texts(trainer.widget)
    trainer.next()
    assert trainer.feedback == "", where
    assert trainer.play(trainer.puzzle["best"])["right"] is True, where
    openings = tuple(words[k].split("{")[0] for k in ("puzzle.right", "puzzle.right_choice"))
    assert trainer.feedback.startswith(openings), (where, trainer.feedback)
    texts += [trainer.ask(), trainer.feedback, trainer.standing()] + board_texts(trainer.widget)
    assert_plain(texts, where)


def play_predict(exercise: Predict, where: str) -> None:
    exercise.answer(exercise.options[0])
    texts = [exercise.feedback, exercise.question, exercise.move] + board_texts(exercise.widget)
    truth = exercise.truth
    exercise.answer(truth)
    assert exercise.correct, where
    texts += [exercise.feedback]
    texts += [exercise._show_value(v) for v in exercise.options]
    assert_plain(texts, where)


@pytest.mark.parametrize("name", EVERY)
def test_every_exercise_of_the_lesson_can_be_played_and_speaks_plainly(name):
    played = 0
    for i, value in enumerate(shown_values(name)):
        where = f"{name}, exercise {i}"
        if isinstance(value, Do):
            play_do(value, where)
            played += 1
        elif isinstance(value, Predict):
            play_predict(value, where)
            played += 1
        elif isinstance(value, GuidedTurn):
            assert value.feedback and not value.done, where
            assert_plain([value.feedback], where)
            played += 1
        elif isinstance(value, PuzzleTrainer):
            play_trainer(value, where)
            played += 1
    assert played >= 2, name
