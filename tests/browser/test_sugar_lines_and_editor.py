"""Sugar Blast's strip of moves and position editor in a real JupyterLab and Chromium, with the
mouse: a learner steps back on the strip (the board shows that move's position, read-only),
continues from there with a swap of their own (a new line; the first is kept whole) and opens
the editor on a move looked at (it edits that position, the one shown), and, on
an editable board, puts a candy on the grid (the kernel's engine checked and made the edit) and
saves the position as a scenario (the board says where, and it loads back)."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import SUGAR_DRAWN, SUGAR_ROOT, code_notebook, open_board, sugar_settled
from potion_widget import sugar_scenarios
from potion_widget.games.sugar.edit import apply_edit
from potion_widget.games.sugar.engine import SIZE, TYPES, Game
from potion_widget.i18n.messages import render
from potion_widget.lessons.edit_mode import EditError

pytestmark = pytest.mark.browser

MOVES = 4
SETUP = ("import random\n"
         "from potion_widget import SugarBlastWidget\n"
         "board = SugarBlastWidget(players=['Ana', 'Ben'], seed=3, editable=True)\n"
         "rng = random.Random(3)\n"
         f"for _ in range({MOVES}):\n"
         "    board.play(rng.choice(board.game.legal_actions()))\n"
         "board")
CHECK = ("import json\n"
         "print(json.dumps({'timeline': board.timeline, 'state': board.game.to_state(),"
         " 'lines': [board.record(n)['actions'] for n in range(1, len(board.timeline['lines']) + 1)],"
         " 'start': board.record(1)['state']}))")


def kernel(lab_page) -> dict:
    lab_page.run_cell(1)
    return json.loads(lab_page.cell_text(1).strip().splitlines()[-1])


def state_id(root) -> str:
    return root.get_attribute("data-state-id")


def changed(page, root, before: str) -> None:
    """Waits for the board to draw a state after ``before``, then to settle."""
    page.wait_for_function("([el, s]) => el.getAttribute('data-state-id') !== s",
                           arg=[root.element_handle(), before], timeout=30_000)
    sugar_settled(page, root)


def cell(root, rc) -> object:
    return root.locator(f'svg.sb-board [data-key="cell:{rc[0]}:{rc[1]}"]')


def test_step_back_on_the_strip_and_branch_with_a_swap(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1100, "height": 1100})
    root = open_board(lab_page, jupyter_lab, tmp_path, "sugar_lines.ipynb",
                      code_notebook(board=SETUP, check=CHECK), root=SUGAR_ROOT, drawn=SUGAR_DRAWN)
    sugar_settled(page, root)
    first = kernel(lab_page)
    assert first["timeline"]["lines"] == [MOVES]
    strip = root.locator(".pw-tl-strip")
    assert strip.is_visible()

    # step back: the board shows the position after move 2, read-only, and says so
    before = state_id(root)
    root.locator('.pw-tl-strip [data-step="2"]').click()
    changed(page, root, before)
    position = Game.from_state(first["start"])
    for action in first["lines"][0][:2]:
        position.apply(action)
    assert root.locator(".pw-tl-banner").is_visible()
    # the status line says which move is shown (nobody plays on a past position)
    assert root.locator(".sb-status").inner_text().strip() == render("timeline.looking", {"step": 2, "total": MOVES})
    assert kernel(lab_page)["timeline"]["looking"] == 2
    assert root.locator("svg.sb-board .cell.selectable").count() == 0      # nothing to play there
    lab_page.screenshot("sugar_strip_looking.png", root)

    # branch: continue from move 2, then a swap by mouse on the new line
    before = state_id(root)
    root.locator('[data-btn="tl-continue"]').click()
    changed(page, root, before)
    root.locator(".pw-tl-lines").wait_for(state="visible")
    swap = next(a for a in position.legal_actions() if a["type"] == "swap")
    before = state_id(root)
    cell(root, swap["a"]).click()
    cell(root, swap["b"]).click()
    changed(page, root, before)
    after = kernel(lab_page)
    position.apply(swap)
    assert after["timeline"]["line"] == 2 and after["timeline"]["lines"] == [MOVES, 3]
    assert after["lines"][0] == first["lines"][0]                          # line 1 kept whole
    assert after["lines"][1] == first["lines"][0][:2] + [swap]
    assert after["state"] == position.to_state()

    # the editor, opened while move 1 is looked at, edits that position, the one on the screen
    root.locator('.pw-tl-strip [data-step="1"]').click()
    root.locator(".pw-tl-banner").wait_for(state="visible")
    sugar_settled(page, root)
    before = state_id(root)
    root.locator('[data-btn="edit-mode"]').click()
    changed(page, root, before)
    root.locator(".sb-editor").wait_for(state="visible", timeout=30_000)
    looked = Game.from_state(first["start"])
    looked.apply(first["lines"][0][0])
    edited = kernel(lab_page)
    assert edited["state"] == looked.to_state() and edited["timeline"]["lines"] == [0]
    told = render("ui.edit.told.looked_at", {"step": 1})
    assert root.locator(".pw-log-list").inner_text().strip().endswith(told)
    assert not root.locator(".pw-tl-banner").is_visible()


EDIT_SETUP = ("from potion_widget import SugarBlastWidget\n"
              "board = SugarBlastWidget(players=['Ana', 'Ben'], seed=5, editable=True)\n"
              "board")
EDIT_CHECK = ("import json\n"
              "print(json.dumps({'state': board.game.to_state(), 'events': board.events,"
              " 'editing': board.editing}))")


def an_accepted_edit(state: dict) -> tuple[tuple[int, int], str, dict]:
    """The first cell and candy (other than the one there) the engine takes: a cell, a type,
    and the state after it, computed by the same edit the board asks for."""
    for r in range(SIZE):
        for c in range(SIZE):
            for kind in TYPES:
                if kind == state["board"][r][c]:
                    continue
                try:
                    return (r, c), kind, apply_edit(state, {"op": "set_candy", "row": r, "col": c, "candy": kind})
                except EditError:
                    continue
    raise AssertionError("no candy can be put anywhere")


def test_a_candy_put_on_the_grid_with_the_mouse(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1100, "height": 1100})
    root = open_board(lab_page, jupyter_lab, tmp_path, "sugar_edit.ipynb",
                      code_notebook(board=EDIT_SETUP, check=EDIT_CHECK), root=SUGAR_ROOT, drawn=SUGAR_DRAWN)
    sugar_settled(page, root)
    start = Game.new(["Ana", "Ben"], 5).to_state()
    where, kind, expected = an_accepted_edit(start)

    root.locator('[data-btn="edit-mode"]').click()
    root.locator(".sb-editor").wait_for(state="visible", timeout=30_000)
    choice = root.locator(f'.sb-editor [data-btn="ed-candy"][data-candy="{kind}"]')
    choice.click()
    assert choice.get_attribute("aria-pressed") == "true"
    before = state_id(root)
    cell(root, where).click()
    changed(page, root, before)
    lab_page.screenshot("sugar_editor.png", root)
    # every field of the editor stays inside its panel (the objective cards' long names too)
    outside = root.evaluate("""(el) => { const box = el.querySelector('.sb-editor').getBoundingClientRect();
        return [...el.querySelectorAll('.sb-editor select, .sb-editor input')]
          .filter((f) => f.getBoundingClientRect().right > box.right + 0.5)
          .map((f) => f.getAttribute('data-edit')); }""")
    assert outside == []
    seen = kernel(lab_page)
    assert seen["editing"] is True
    assert seen["state"] == expected
    # the candy that was there went back to the bag, and the log says so (G1)
    replaced = start["board"][where[0]][where[1]]
    assert seen["events"][0]["key"] == ("sugar.edit.told.replaced" if replaced else "sugar.edit.told.candy")
    assert root.locator(".pw-log-list").inner_text().strip().endswith(seen["events"][0]["say"])

    # saved as a scenario: the board says where, the file is there and loads back as built
    saved = jupyter_lab.root / "mouse-built-sugar.json"
    saved.unlink(missing_ok=True)
    root.locator('.sb-editor [data-edit="name"]').fill("Mouse built sugar")
    root.locator('.sb-editor [data-btn="ed-save"]').click()
    # the panel is drawn again when the save's request leaves and when its reply comes (its
    # buttons are locked meanwhile), so the wait asks the board for its message each time
    # rather than holding the span that was there at the click
    status = root.locator(".sb-editor .pw-edit-saved")
    page.wait_for_function("(el) => el.querySelector('.sb-editor .pw-edit-saved')"
                           "?.textContent.includes('mouse-built-sugar.json')",
                           arg=root.element_handle(), timeout=30_000)
    assert "sugar_scenarios.load_file" in status.inner_text()
    assert sugar_scenarios.load_file(saved).to_state() == expected
