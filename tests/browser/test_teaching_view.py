"""The boards a lesson shows, as a learner sees them in JupyterLab on a small screen.

At 1024 x 768 with the file browser open, the output area is under 600 px wide. Every text
drawn on the board (the whole game, the dispenser alone, the dispenser and one desk) must
still be at least 11 CSS px as rendered: the SVG font size times the board's scale on the
screen. Pictures of each board go to ``test-artifacts/`` for a human look.

A second test plays the computer's whole turn in one kernel call: the updates arrive
together, and the board must show them one by one, in order, telling each move in the log
and ending with the turn's summary.
"""

from __future__ import annotations

import json

import pytest

from lab_notebooks import narrow_board, open_file_browser

pytestmark = pytest.mark.browser

MIN_PX = 11

SETUP = """\
from potion_widget import PotionWidget
from potion_widget.games.potion.bots import GreedyBot


def past_draft(**options):
    w = PotionWidget(**options)
    while w.state["phase"] == "draft":
        w.play(w.legal[0])
    return w
"""

GAME = """\
game = past_draft(players=["Ana", "Ben"], seed=7)
game.marks = [{"track": 2, "pos": 3, "label": "pick here"},
              {"player": 0, "burner": 1, "label": "this potion"},
              {"stack": 2, "label": "stack 2"}, {"player": 0, "area": "hand", "label": "hand"}]
game
"""

DISPENSER = """\
alone = past_draft(players=["Ana", "Ben"], seed=3, show="dispenser")
alone.marks = [{"track": 1, "pos": 2, "label": "A"}, {"track": 1, "pos": 3, "label": "B"},
               {"track": 3, "pos": 0, "label": "the bottom row"}]
alone
"""

DESK = """\
desk = past_draft(players=["Ana", "Computer"], seed=5, show="desk", you=[0])
desk
"""

# The rendered size of every SVG text on a board, smallest first.
_TEXT_SIZES = """(root) => {
  const out = [];
  for (const el of root.querySelectorAll('svg.pw-board text')) {
    if (!el.textContent.trim()) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const m = el.getScreenCTM();
    const px = parseFloat(getComputedStyle(el).fontSize) * Math.hypot(m.a, m.b);
    out.push({px, text: el.textContent.slice(0, 40)});
  }
  return out.sort((a, b) => a.px - b.px);
}"""

# Whether the board is laid out for the width it has (the layout follows the output area).
_SETTLED = """(root) => {
  const svg = root.querySelector('svg.pw-board');
  if (!svg || !root.clientWidth || !svg.viewBox.baseVal.width) return false;
  const drawn = svg.getBoundingClientRect().width;
  return drawn > 0 && (root.dataset.show === 'dispenser' || Math.abs(svg.viewBox.baseVal.width - drawn) < 24);
}"""


def _notebook(*sources: str) -> dict:
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": []}
    return {
        "cells": [{**cell, "id": f"cell{i}", "source": src} for i, src in enumerate(sources)],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def test_every_board_is_legible_at_1024_px_with_the_file_browser_open(lab_page, jupyter_lab,
                                                                       tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 768})
    path = tmp_path / "teaching_view.ipynb"
    path.write_text(json.dumps(_notebook(SETUP, GAME, DISPENSER, DESK)), encoding="utf-8")
    lab_page.open_notebook(jupyter_lab.add(path))
    open_file_browser(page)
    for index in range(4):
        lab_page.run_cell(index)

    boards = {"game": 1, "dispenser": 2, "desk": 3}
    found = {}
    for show, index in boards.items():
        root, output = narrow_board(page, index, _SETTLED)
        assert root.get_attribute("data-show") == show
        sizes = root.evaluate(_TEXT_SIZES)
        assert sizes, f"{show}: no text drawn"
        small = [s for s in sizes if s["px"] < MIN_PX]
        assert not small, f"{show}: text below {MIN_PX} px at {output} px wide: {small[:5]}"
        found[show] = (root, sizes[0]["px"], output)
        print(f"\n{show}: smallest text {sizes[0]['px']:.1f} px ({sizes[0]['text']!r}) "
              f"in an output {output} px wide")

    game, _, _ = found["game"]
    # everything the lessons name is written on the board
    assert game.locator(".track-label").count() == 5
    assert game.locator(".pos-label").count() == 9
    assert game.locator(".stack-label").count() == 5
    assert game.locator(".desk .burner-label").count() == 4
    assert game.locator(".pw-marks .mark").count() == 4
    assert "\u2026" not in game.locator("svg.pw-board").text_content()

    alone, _, _ = found["dispenser"]
    assert alone.locator(".desk, .board").count() == 0
    assert alone.locator(".pw-countdown, .pw-supply").count() == 0
    width, natural = alone.evaluate("el => { const svg = el.querySelector('svg.pw-board');"
                                    " return [svg.getBoundingClientRect().width, svg.viewBox.baseVal.width]; }")
    # never blown up: at most 480 px, or its own width when the labels' gutter needs more
    assert width <= max(480, natural), f"the dispenser alone is blown up to {width} px"
    assert alone.locator(".pw-marks .mark-gutter").count() == 3

    desk, _, _ = found["desk"]
    assert desk.locator(".desk").count() == 1
    assert desk.locator(".desk.you .you-tag").count() == 1

    # A disabled button says why, on hover.
    to_pool = game.locator('[data-btn="to-pool"]')
    assert to_pool.is_disabled()
    to_pool.locator("xpath=..").hover()
    why = game.locator('[data-btn="to-pool"] ~ .pw-why')
    why.wait_for(state="visible")
    assert "marble" in why.inner_text()

    # Pictures for a human look: the same width, tall enough for each whole board.
    page.set_viewport_size({"width": 1024, "height": 3000})
    for show, (root, _, _) in found.items():
        page.wait_for_function(_SETTLED, arg=root.element_handle())
        lab_page.screenshot(f"teaching_view_{show}.png", root)


PLAYER = """\
vs = past_draft(players=["Ana", "Computer"], seed=4, you=[0])
person = GreedyBot(seed=2)
while vs.state["current"] == 0:
    vs.play(person.choose(vs.game))
vs
"""

COMPUTER = """\
import json
bot, ids = GreedyBot(seed=3), []
while vs.state["current"] == 1 and vs.state["phase"] == "play":
    vs.play(bot.choose(vs.game))
    ids.append(vs.state_id)
print(json.dumps({"ids": ids, "summary": vs.summary,
                  "said": [e["say"] for e in vs.events]}))
"""

# Every state id and status the board shows, in order, from before the cell runs.
_WATCH = """(root) => {
  window.__shown = [];
  const note = () => {
    const last = window.__shown[window.__shown.length - 1];
    const id = root.getAttribute('data-state-id');
    const status = root.querySelector('.pw-turn').textContent;
    if (!last || last.id !== id || last.status !== status)
      window.__shown.push({id, status, queue: Number(root.getAttribute('data-queue'))});
  };
  new MutationObserver(note).observe(root, {attributes: true, subtree: true, childList: true});
  note();
}"""


def test_the_computers_turn_is_shown_move_by_move(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    path = tmp_path / "computer_turn.ipynb"
    path.write_text(json.dumps(_notebook(SETUP, PLAYER, COMPUTER)), encoding="utf-8")
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    lab_page.run_cell(1)
    root = page.locator(".jp-OutputArea-output .potion-widget")
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    page.wait_for_function("(el) => el.getAttribute('data-queue') === '0'"
                           " && (el.querySelector('.pw-anim').hidden"
                           "     || el.querySelector('.pw-anim').getAttribute('data-done') === 'true')",
                           arg=root.element_handle())
    root.evaluate(_WATCH)

    lab_page.run_cell(2)
    printed = json.loads(lab_page.cell_text(2).strip().splitlines()[-1])
    assert len(printed["ids"]) >= 3, "the computer's turn should take several actions"
    page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') === id"
                           " && el.getAttribute('data-queue') === '0'"
                           " && el.querySelector('.pw-anim').getAttribute('data-done') === 'true'",
                           arg=[root.element_handle(), str(printed["ids"][-1])], timeout=60_000)
    shown = page.evaluate("() => window.__shown")
    ids = [int(s["id"]) for s in shown]
    seen = [i for n, i in enumerate(ids) if n == 0 or ids[n - 1] != i]
    assert seen[1:] == printed["ids"], "every update is shown, in order"
    assert any(s["queue"] > 0 for s in shown), "the updates arrived together and were queued"
    assert any("Computer is playing" in s["status"] for s in shown)
    assert "your turn" in root.locator(".pw-turn").inner_text()

    log = root.locator(".pw-log-list")
    for said in printed["said"]:
        assert said in log.inner_text()
    summary = log.locator("li.pw-summary").last
    assert summary.inner_text().strip() == printed["summary"]
    assert "Computer" in printed["summary"]
    page.set_viewport_size({"width": 1400, "height": 2400})
    lab_page.screenshot("teaching_view_computer_turn.png", root)
