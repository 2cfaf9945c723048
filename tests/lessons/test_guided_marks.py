"""Every step of a lesson's guided turn that asks for a pick marks a marble the step accepts.

Issue 21 (the lesson audit, check ``step-marks``): in lesson 05's guided turn the second step
("make the usual pick that takes the most marbles") ringed the two reds that were to meet, and
not the black whose pick makes them meet: a learner clicking a marked marble was told it was
wrong. Each guided turn of each lesson, in every language, is played here step by step with a
move the step accepts, and at each pick step the board's marks must hold one of those picks.
"""

from __future__ import annotations

import ast
import json
import pathlib

import pytest

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("[0-9][0-9]_*.ipynb")
                 if "GuidedTurn(" in p.read_text(encoding="utf-8"))


def _guided_turns(path: str):
    """The lesson's guided turns, each made as its cell makes it, after the cells before it
    (the imports, the language, the steps a cell before may define)."""
    cells = ["".join(c["source"]) for c in json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))["cells"]
             if c["cell_type"] == "code"]
    space: dict = {}
    for source in cells:
        last = ast.parse(source).body[-1] if source.strip() else None
        if "GuidedTurn(" in source and isinstance(last, ast.Expr):
            exec(compile(ast.Module(ast.parse(source).body[:-1], []), path, "exec"), space)
            yield eval(compile(ast.Expression(last.value), path, "eval"), space)
        else:
            exec(source, space)


def _accepted(turn) -> list[dict]:
    """The legal moves the current step accepts (a move the legal list leaves to be completed,
    a drink's choice, is judged by the step as it is made)."""
    found = []
    for action in turn.widget.game.legal_actions():
        try:
            if turn.matches(action):
                found.append(action)
        except Exception:
            pass
    return found


def test_the_lessons_with_a_guided_turn_are_found():
    assert len(LESSONS) >= 15 and "05_potions_play.ipynb" in LESSONS


@pytest.mark.parametrize("path", LESSONS)
def test_each_pick_step_marks_a_pick_it_accepts(path):
    for turn in _guided_turns(path):
        while not turn.done:
            accepted = _accepted(turn)
            picks = {(a["track"], a["pos"]) for a in accepted if a["type"] in ("pick", "help")}
            marked = {(m["track"], m["pos"]) for m in turn.widget.marks
                      if "track" in m and "pos" in m}
            if picks and marked:
                assert picks & marked, (f"{path} step {turn.step}: the marks ring {sorted(marked)}, "
                                        f"the step accepts the picks {sorted(picks)}")
            step = turn.step
            turn.widget.play(accepted[0] if accepted else turn.steps[step]["expect"])
            assert turn.step == step + 1, f"{path} step {step}: the accepted move was not taken"
