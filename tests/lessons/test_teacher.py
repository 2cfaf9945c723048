"""The teacher's edition (issue 23): a lesson's answer key, written from the engine, checked here
against the exercises as a learner meets them (each listed right move, played on a fresh copy of
the exercise, is judged right; every other move of the kind asked, wrong; each prediction's
listed answer is judged right), and a printable handout: the exercises numbered, each with the
still picture of its position."""

from __future__ import annotations

import pathlib
import re

import pytest

from potion_widget import cli
from potion_widget.classroom import teacher
from potion_widget.lessons.exercises import Do, GuidedTurn, Predict   # both games' exercises are these
from potion_widget.i18n.messages import render, speaking

ROOT = pathlib.Path(__file__).resolve().parents[2]
LESSONS = [ROOT / "notebooks" / "01_explosions.ipynb", ROOT / "notebooks" / "es" / "09_sugar_blast.ipynb"]


def _sections(key: str) -> list[list[str]]:
    """The key's exercises, each as its lines (after its "## " heading)."""
    return [part.strip().splitlines() for part in re.split(r"^## .*$", key, flags=re.M)[1:]]


def _moves_of_the_kind(exercise: Do) -> list[dict]:
    """Every legal move of the start position of a kind the exercise's goal judges."""
    return [a for a in exercise._start_game.legal_actions() if a["type"] in exercise.goal.types
            and a["type"] in ("pick", "swap", "place", "help")]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_the_answer_key_agrees_with_the_exercises_as_the_learner_meets_them(lesson):
    key = teacher.answer_key(lesson)
    language, found = teacher.exercises(lesson)
    sections = _sections(key)
    assert len(sections) == len(found) > 3
    checked = 0
    for exercise, lines in zip(found, sections, strict=True):
        if isinstance(exercise, Do):
            moves = _moves_of_the_kind(exercise)
            if not moves:
                continue
            listed = {line[2:] for line in lines if line.startswith("- ")}
            for action in moves:
                with speaking(exercise.language):
                    words = exercise.kit.describe_action(action, exercise._start_game)
                in_key = any(item.startswith((words + ":", words + "\u00a0:", words + "：")) for item in listed)
                exercise.reset()
                assert exercise.play(action) is in_key, (lesson.name, words)
                checked += 1
            exercise.reset()
            assert listed and all(re.search(r"[A-Z]\d+\)$", item) for item in listed)   # rules cited
        elif isinstance(exercise, Predict):
            with speaking(exercise.language):
                stated = [v for v in exercise.options
                          if render("teacher.answer", {"value": exercise._show_value(v)}) in lines]
            assert len(stated) == 1, lines
            for value in exercise.options:      # the key's answer is the one the exercise accepts
                exercise.reset()
                assert exercise.answer(value) is (value == stated[0])
            exercise.reset()
            checked += 1
        else:
            assert isinstance(exercise, GuidedTurn)
            assert [line.split(". ", 1)[1] for line in lines if re.match(r"\d+\. ", line)] == \
                [step["say"] for step in exercise.steps]
    assert checked > 5


def test_the_handout_numbers_the_exercises_each_with_the_picture_of_its_position(tmp_path, capsys):
    lesson = LESSONS[1]
    assert cli.main(["teacher", str(lesson), "-o", str(tmp_path)]) == 0
    key, sheet = (tmp_path / f"{lesson.stem}-key.md"), (tmp_path / f"{lesson.stem}-handout.html")
    assert capsys.readouterr().out.split() == [str(key), str(sheet)]
    page = sheet.read_text(encoding="utf-8")
    _, found = teacher.exercises(lesson)
    sections = re.findall(r'<section class="exercise"><h2>(.*?)</h2><p>(.*?)</p>(<svg.*?</svg>)</section>', page, re.S)
    assert [h for h, _, _ in sections] == [f"Ejercicio {n}" for n in range(1, len(found) + 1)]
    for (_, _, svg), exercise in zip(sections, found, strict=True):
        with speaking(exercise.language):
            assert svg == exercise.kit.board_svg(exercise._start_game)
    assert '<html lang="es">' in page and "http" not in page.replace("http://www.w3.org/2000/svg", "")
    assert key.read_text(encoding="utf-8").startswith("# 9. ")
