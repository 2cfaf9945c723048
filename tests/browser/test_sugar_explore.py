"""The Sugar Blast board's explorer in a real JupyterLab and Chromium, with the mouse: the heat
map drawn over the swaps Python ranked, then one hint asked, read and played. The hint's
sentence and rings are the kernel's, and the move played is the one it named (its events reach
the kernel as a move of the learner's)."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import SUGAR_DRAWN, SUGAR_ROOT, open_board, code_notebook, sugar_settled
from potion_widget import sugar_scenarios
from potion_widget.games.sugar.hints import hint
from potion_widget.games.sugar.ranking import heat_cells, ranked_swaps

pytestmark = pytest.mark.browser

SCENARIO = "sugar-line-four"

# The board's mark labels, and what each one wrongly meets (more than 2 px each way), as drawn:
# a candy (the label would be read as naming it) or a player's band's border (it would read as
# part of neither the band nor the grid; inside the band, on none of its words, is fine).
_LABELS_COVER = """(root) => {
  const box = (el) => el.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2
                      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const inside = (a, b) => a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
  const labels = [...root.querySelectorAll('svg .mark-labels .mark-label')];
  const candies = [...root.querySelectorAll('svg .cell[data-candy]:not([data-candy=""]) .candy')];
  const bands = [...root.querySelectorAll('svg .seat-bg')];
  const over = [];
  for (const label of labels) {
    const r = box(label.querySelector('rect'));
    for (const c of candies) if (meet(r, box(c))) over.push([label.textContent, c.closest('.cell').dataset.key]);
    for (const b of bands) if (meet(r, box(b)) && !inside(r, box(b))) over.push([label.textContent, 'band border']);
  }
  // a label set off its ring is joined to it by a leader line, drawn (not left unstyled)
  const leaders = [...root.querySelectorAll('svg .mark-labels .mark-leader')];
  const unseen = leaders.filter((l) => getComputedStyle(l).stroke === 'none').length;
  return {labels: labels.length, over, leaders: leaders.length, unseen};
}"""


def test_the_heat_map_then_one_hint_asked_and_played_by_mouse(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1000})
    show = ("from potion_widget import SugarBlastWidget, sugar_scenarios\n"
            f"board = SugarBlastWidget(sugar_scenarios.load({SCENARIO!r}))\n"
            "board")
    check = ("import json\n"
             "print(json.dumps({'state': board.state, 'advice': board.advice}))")
    root = open_board(lab_page, jupyter_lab, tmp_path, "sugar_explore.ipynb", code_notebook(board=show, check=check),
                      root=SUGAR_ROOT, drawn=SUGAR_DRAWN)

    # the heat map: one tinted cell per cell a swap moves, as Python ranked them
    game = sugar_scenarios.load(SCENARIO)
    expected_heat = heat_cells(ranked_swaps(game))
    root.locator('[data-btn="heatmap"]').click()
    root.locator(".sb-heat .heat-cell").first.wait_for(state="attached", timeout=30_000)
    drawn = root.locator(".sb-heat .heat-cell").evaluate_all("els => els.map(e => e.dataset.cell)")
    assert sorted(drawn) == sorted(f"{c['cell'][0]},{c['cell'][1]}" for c in expected_heat)
    assert root.locator('[data-btn="heatmap"]').get_attribute("aria-pressed") == "true"
    # the blue frames the board's sentence points to stay in sight: every heat ring is drawn
    # outside the frame of the candy it rings (their strokes do not meet)
    compared = root.evaluate("""(el) => [...el.querySelectorAll('.sb-heat .heat-cell')].flatMap((h) => {
        const [r, c] = h.dataset.cell.split(',');
        const frame = el.querySelector(`.cell.selectable[data-key="cell:${r}:${c}"] .hl-ring`);
        if (!frame) return [];
        const ring = h.querySelector('.heat-ring');
        const half = (n) => parseFloat(getComputedStyle(n).strokeWidth) / 2;
        const inner = ring.getBBox().x + half(ring), outer = frame.getBBox().x - half(frame);
        return [[h.dataset.cell, inner <= outer + 0.01]]; })""")
    assert compared and all(apart for _, apart in compared), compared
    # and it looks on: its colour is not that of a button that is off
    colour = "(b) => getComputedStyle(b).backgroundColor"
    on, off = (root.locator(f'[data-btn="{name}"]').evaluate(colour) for name in ("heatmap", "hint-ask"))
    assert on != off

    # one hint: its sentence is the kernel's, its rings are on the two cells it names
    advice = hint(game)
    root.locator('[data-btn="hint-ask"]').click()
    sentence = root.locator(".sb-advice-text")
    sentence.wait_for(state="visible", timeout=30_000)
    assert sentence.inner_text().strip() == advice["text"]
    rings = root.locator(".pw-marks .mark").evaluate_all("els => els.map(e => e.dataset.markKey)")
    assert sorted(rings) == sorted(f"cell:{m['cell'][0]}:{m['cell'][1]}" for m in advice["marks"])
    # rings only: no label, badge or legend (one would sit on a candy or far off; the sentence
    # beside the board says what the rings mark)
    assert root.locator(".pw-marks .mark-label, .mark-legend").count() == 0
    lab_page.screenshot("sugar_hint.png", root)

    # played: the kernel's game made exactly that move, and the hint is gone with its position
    root.locator('[data-btn="hint-play"]').click()
    page.wait_for_function("(el) => el.getAttribute('data-state-id') !== '0'", arg=root.element_handle(),
                           timeout=30_000)
    sugar_settled(page, root)
    assert root.locator(".sb-advice").is_hidden()
    lab_page.run_cell(1)
    kernel = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    game.apply(advice["action"])
    assert kernel["state"]["board"] == game.state["board"]
    assert kernel["state"]["players"] == game.state["players"]
    assert kernel["advice"] == {}


LABELLED = ("from potion_widget import SugarBlastWidget, sugar_scenarios\n"
            f"board = SugarBlastWidget(sugar_scenarios.load({SCENARIO!r}), marks=["
            "{'cell': [0, 2], 'label': 'this candy'}, {'cell': [0, 3], 'label': 'and this one'}])\n"
            "board")


def test_labels_of_marks_on_the_bottom_row_cover_no_candy_and_no_band_border(lab_page, jupyter_lab, tmp_path):
    """A cell of the bottom row has candies on three sides and Ana's band below: its label goes
    where it covers no candy and crosses no band's border, joined to its ring by a drawn line."""
    lab_page.page.set_viewport_size({"width": 1024, "height": 1000})
    root = open_board(lab_page, jupyter_lab, tmp_path, "sugar_labels.ipynb", code_notebook(board=LABELLED),
                      root=SUGAR_ROOT, drawn=SUGAR_DRAWN)
    root.locator(".pw-marks .mark-labels .mark-label").first.wait_for(state="attached", timeout=30_000)
    lab_page.screenshot("sugar_labels.png", root)
    covered = root.evaluate(_LABELS_COVER)
    assert covered["labels"] == 2
    assert covered["over"] == []
    assert covered["unseen"] == 0, f"{covered['leaders']} leader lines, {covered['unseen']} not drawn"
