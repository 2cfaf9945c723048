"""Every kind of puzzle answered with the mouse on the trainer's board (issue 25 item 4): a usual
pick, a drink with its choice, the little help and the end of the turn, each made by clicks as
a learner makes it (``lesson_audit/learner.py``), each judged right by the session, then the
next puzzle on a new board."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import code_notebook, open_board
from lesson_audit.learner import act

pytestmark = pytest.mark.browser

ASKS = ("pick", "drink", "help", "end_turn")

TRAINER = ("from potion_widget.games.potion.puzzle_board import PuzzleTrainer\n"
           "from potion_widget.games.potion.puzzles import load_puzzles\n"
           "shipped = load_puzzles()\n"
           f"firsts = [next(p for p in shipped['puzzles'] if p['ask'] == ask) for ask in {ASKS!r}]\n"
           "trainer = PuzzleTrainer(dict(shipped, puzzles=firsts))\n"
           "trainer")
BEST = "import json\nprint(json.dumps(trainer.puzzle['best']))"
"""Asked of the kernel by the test only: the best answer of the puzzle on the board."""
RESULT = "print(json.dumps(trainer.result))"


def test_each_kind_of_puzzle_is_answered_by_clicks(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1400})
    open_board(lab_page, jupyter_lab, tmp_path, "asks.ipynb",
               code_notebook(trainer=TRAINER, best=BEST, result=RESULT))
    output = page.locator(".jp-Cell").first.locator(".jp-Cell-outputArea")
    for number, ask in enumerate(ASKS, start=1):
        page.wait_for_function("([el, n]) => el.innerText.includes(`Puzzle ${n} of 4`)",
                               arg=[output.element_handle(), number], timeout=30_000)
        board = output.locator(".potion-widget")
        board.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
        lab_page.run_cell(1)
        best = json.loads(lab_page.cell_text(1))
        assert best["type"] == ask
        act(page, board, best)
        page.wait_for_function("(el) => el.innerText.includes('Right!')",
                               arg=output.element_handle(), timeout=30_000)
        lab_page.run_cell(2)
        assert json.loads(lab_page.cell_text(2))["right"] is True, ask
        lab_page.screenshot(f"puzzle_{ask}_by_mouse.png", output)
        if number < len(ASKS):
            output.get_by_role("button", name="Next puzzle").click()
