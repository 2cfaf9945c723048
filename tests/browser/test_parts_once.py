"""The parts loaded later (``front_parts.py``, ``js/src/potion/lazy.ts``) in JupyterLab: anywidget
evaluates a fresh copy of the board's bundle for every board, yet a page with several editable
boards with moves made asks the kernel for the editor and the strip of moves once each, and
every board shows both. A board that needs neither part asks for none."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import WIDGET, code_notebook

pytestmark = pytest.mark.browser

COUNT = ("from potion_widget import PotionWidget\n"
         "from potion_widget.board import front_parts\n"
         "asked = []\n"
         "_answer = front_parts.answer\n"
         "front_parts.answer = lambda msg: (asked.append(msg['name']), _answer(msg))[1]\n"
         "plain = PotionWidget(seed=1)\n"
         "plain")
BOARDS = ("boards = [PotionWidget(seed=s, editable=True) for s in (2, 3, 4)]\n"
          "for b in boards:\n"
          "    b.play(b.legal[0])\n"
          "import ipywidgets\n"
          "ipywidgets.VBox(boards)")
ASKED = "print(sorted(asked))"


def test_several_boards_ask_for_each_part_once(lab_page, jupyter_lab, tmp_path):
    path = tmp_path / "parts_once.ipynb"
    path.write_text(json.dumps(code_notebook(count=COUNT, boards=BOARDS, asked=ASKED)))
    lab_page.open_notebook(jupyter_lab.add(path))
    page = lab_page.page
    lab_page.run_cell(0)
    page.locator(WIDGET).first.locator("svg.pw-board .dispenser").wait_for(state="visible")
    # a board in the draft with no move made and no editor needs no part
    lab_page.run_cell(2)
    assert lab_page.cell_text(2).strip() == "[]"

    lab_page.run_cell(1)
    boards = page.locator(".jp-Notebook .jp-Cell").nth(1).locator(".potion-widget")
    boards.nth(2).locator("svg.pw-board .dispenser").wait_for(state="visible")
    for i in range(3):
        board = boards.nth(i)
        board.locator("[data-btn=edit-toggle]").wait_for(state="visible")
        board.locator(".pw-tl-strip [data-step]").first.wait_for(state="visible")
    assert page.locator(f"{WIDGET} .pw-part-failed").count() == 0
    lab_page.run_cell(2)
    assert lab_page.cell_text(2).strip() == "['editor', 'timeline']"


SLOW = "import time\ntime.sleep(12)   # longer than a move waits for its reply (10 s)"


def test_a_board_shown_during_run_all_gets_its_parts_when_the_cells_after_it_ran(
        lab_page, jupyter_lab, tmp_path):
    """The kernel answers a board's requests between cells: a board drawn while Run All still
    has a slow cell to go waits for its parts longer than a move waits, and then shows them."""
    path = tmp_path / "parts_run_all.ipynb"
    board = "from potion_widget import PotionWidget\nPotionWidget(seed=6, editable=True)"
    path.write_text(json.dumps(code_notebook(board=board, slow=SLOW)))
    lab_page.open_notebook(jupyter_lab.add(path))
    page = lab_page.page
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    root = page.locator(WIDGET)
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    root.locator("[data-btn=edit-toggle]").wait_for(state="visible", timeout=40_000)
    assert root.locator(".pw-part-failed").count() == 0


def test_a_part_the_kernel_cannot_send_is_said_in_words_and_the_board_plays_on(
        lab_page, jupyter_lab, tmp_path):
    """A package installed without its parts: the strip's place says, in words, that the strip
    could not be loaded, and a click on a marble is still a move."""
    path = tmp_path / "parts_missing.ipynb"
    board = ("from potion_widget import PotionWidget\n"
             "from potion_widget.board import front_parts\n"
             "front_parts._code = lambda name: None   # as if static/timeline.js were not there\n"
             "board = PotionWidget(seed=7)\n"
             "while board.state['phase'] == 'draft':\n"
             "    board.play(board.legal[0])\n"
             "board")
    path.write_text(json.dumps(code_notebook(board=board)))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = lab_page.page.locator(WIDGET)
    failed = root.locator(".pw-timeline.pw-part-failed")
    failed.wait_for(state="visible")
    assert failed.inner_text().startswith("The strip of moves could not be loaded: the installed package lacks it")
    lab_page.screenshot("parts_missing.png", root)
    before = root.get_attribute("data-state-id")
    root.locator(".dispenser .marble.selectable").first.click()
    lab_page.page.wait_for_function("([el, s]) => el.getAttribute('data-state-id') !== s",
                                    arg=[root.element_handle(), before])
