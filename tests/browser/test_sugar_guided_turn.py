"""Lesson 09's guided first turn in a real JupyterLab and Chromium, with the mouse: the board
rings the Gumdrop to swap, a swap not asked for is taken back (the kernel's game is as before),
the asked swap leaves a line of four whose second kept candy the learner picks in the panel (B5),
and the turn ends on the words the kernel wrote: what was kept and what the objective still
needs (O1)."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import SUGAR_DRAWN, SUGAR_ROOT, open_board, code_notebook, sugar_settled
from potion_widget import sugar_scenarios

pytestmark = pytest.mark.browser


STEPS = [
    {"say": "Swap the Gumdrop marked in row 1, column 3 with the Lollipop just above it.",
     "expect": {"type": "swap", "a": [0, 2], "b": [1, 2]},
     "marks": [{"cell": [0, 2]}, {"cell": [1, 2]}]},
    {"say": "Blast the line and keep the Mint, which starts a new pair.",
     "expect": {"type": "blast", "keep": "mint"},
     "marks": [{"cell": [1, 5]}]},
]


def test_the_guided_first_turn_by_mouse(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1100})
    show = ("from potion_widget.games.sugar.exercises import GuidedTurn\n"
            f"turn = GuidedTurn('sugar-guided-turn', {STEPS!r})\n"
            "turn")
    check = ("import json\n"
             "print(json.dumps({'step': turn.step, 'done': turn.done, 'feedback': turn.feedback,"
             " 'board': turn.widget.state['board'], 'state_id': turn.widget.state_id}))")
    root = open_board(lab_page, jupyter_lab, tmp_path, "guided.ipynb", code_notebook(turn=show, check=check),
                      root=SUGAR_ROOT, drawn=SUGAR_DRAWN)
    output = page.locator(".jp-OutputArea-output").first
    assert STEPS[0]["say"] in output.inner_text()
    rings = root.locator(".pw-marks .mark").evaluate_all("els => els.map(e => e.dataset.markKey)")
    assert sorted(rings) == ["cell:0:2", "cell:1:2"], rings
    lab_page.screenshot("sugar_guided_turn_marks.png", root)

    # a legal swap that is not the one asked for: taken back, the step said again
    lab_page.run_cell(1)
    start = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    other = next(a for a in sugar_scenarios.load("sugar-guided-turn").legal_actions()
                 if sorted([a["a"], a["b"]]) != [[0, 2], [1, 2]])
    for cell in (other["a"], other["b"]):
        root.locator(f'.cell[data-key="cell:{cell[0]}:{cell[1]}"]').click()
    sugar_settled(page, root)
    page.wait_for_function("(text) => document.body.innerText.includes('Not quite')", arg=None, timeout=30_000)
    lab_page.run_cell(1)
    after_wrong = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    assert after_wrong["board"] == start["board"] and after_wrong["step"] == 0

    # the swap asked for, clicked from the other cell first (W2), then the keep panel (B5)
    root.locator('.cell[data-key="cell:1:2"]').click()
    root.locator('.cell[data-key="cell:0:2"]').click()
    sugar_settled(page, root)
    assert root.get_attribute("data-phase") == "blast"
    panel = root.locator('.sb-panel[data-panel="keep"]')
    if not panel.is_visible():
        root.locator('.option-badge[data-option="0"]').click()
    panel.wait_for(state="visible", timeout=30_000)
    keeps = panel.locator('[data-btn="keep"]')
    assert keeps.all_inner_texts() == ["Candy Cane", "Mint"]
    keeps.nth(1).click()
    sugar_settled(page, root)

    lab_page.run_cell(1)
    end = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    assert end["done"] and end["feedback"].startswith("Your turn is over: you kept 1 Gumdrop and 1 Mint.")
    page.wait_for_function("(text) => document.body.innerText.includes(text)",
                           arg=end["feedback"].split(". ")[0], timeout=30_000)
    lab_page.screenshot("sugar_guided_turn_done.png", root)
