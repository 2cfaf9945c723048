"""Every language's words fit their boxes: at 1024 x 768 with the file browser open (an output
area under 600 px wide), a board in each language the package has (Japanese included) shows
its buttons, labels, status and log with no text cut or spilling out of its box or out of the
board, every word on the board's drawing stays inside the drawing, and no label runs into
the marbles or places beside it. Pictures of each
language's board go to ``test-artifacts/language_<lang>.png`` for a human look."""

from __future__ import annotations

import json

import pytest

from potion_widget.i18n.messages import LANGUAGES, own_catalog

from lab_notebooks import code_notebook, narrow_board, open_file_browser

pytestmark = pytest.mark.browser

PRESENT = [lang for lang in sorted(LANGUAGES) if own_catalog(lang)]
"""The languages with a catalog (a language still without one shows English: nothing new)."""

SETUP = """\
from potion_widget import PotionWidget


def board(language):
    w = PotionWidget(players=["Ana", "Ben"], seed=7, language=language)
    while w.state["phase"] == "draft":
        w.play(w.legal[0])
    w.play(w.legal[0])              # a move: the log and the turn's status have words
    w.marks = [{"track": 2, "pos": 3, "label": "1"}]
    return w
"""

# Every text that does not fit: an HTML element whose own text is wider than its box, or that
# sticks out of the board; an SVG text outside the drawing.
_SPILLS = """(root) => {
  const bad = [];
  const edge = root.getBoundingClientRect();
  const ownText = (el) => Array.from(el.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  for (const el of root.querySelectorAll('*')) {
    if (el instanceof SVGElement || !ownText(el)) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
    const text = el.textContent.trim().slice(0, 60);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline')
      bad.push({text, why: `cut: ${el.scrollWidth} > ${el.clientWidth} px`});
    if (box.right > edge.right + 1 || box.left < edge.left - 1)
      bad.push({text, why: 'outside the board'});
  }
  const svg = root.querySelector('svg.pw-board');
  const drawing = svg.getBoundingClientRect();
  for (const el of svg.querySelectorAll('text')) {
    const box = el.getBoundingClientRect();
    if (!box.width || !el.textContent.trim()) continue;
    if (box.right > drawing.right + 1 || box.left < drawing.left - 1)
      bad.push({text: el.textContent.slice(0, 60), why: 'outside the drawing'});
  }
  // a label beside places (the pool's, the hand's) never runs into them
  const places = Array.from(svg.querySelectorAll('circle')).map((c) => c.getBoundingClientRect());
  for (const el of svg.querySelectorAll('text.label')) {
    const box = el.getBoundingClientRect();
    if (places.some((c) => Math.min(box.right, c.right) - Math.max(box.left, c.left) > 1
                        && Math.min(box.bottom, c.bottom) - Math.max(box.top, c.top) > 1))
      bad.push({text: el.textContent.slice(0, 60), why: 'runs into a marble or a place'});
  }
  return bad;
}"""

_SETTLED = """(root) => {
  const svg = root.querySelector('svg.pw-board');
  return !!svg && root.clientWidth > 0 && svg.getBoundingClientRect().width > 0
      && root.getAttribute('data-queue') === '0';
}"""


def test_every_language_fits_its_boxes_at_1024_px(lab_page, jupyter_lab, tmp_path):
    assert "ja" in PRESENT, "the Japanese catalog is the widest test of all: it must be here"
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 768})
    path = tmp_path / "languages_fit.ipynb"
    cells = {"setup": SETUP, **{lang: f"board({lang!r})" for lang in PRESENT}}
    path.write_text(json.dumps(code_notebook(**cells)), encoding="utf-8")
    lab_page.open_notebook(jupyter_lab.add(path))
    open_file_browser(page)
    for index in range(len(cells)):
        lab_page.run_cell(index)
    spills = {}
    for i, lang in enumerate(PRESENT, start=1):
        root, _ = narrow_board(page, i, _SETTLED)
        assert root.get_attribute("lang") == lang
        # the board speaks the language: its end-turn button is the catalog's, not English
        end_turn = root.locator('[data-btn="end-turn"]').text_content().strip()
        assert end_turn == own_catalog(lang)["ui.btn.end_turn"].strip()
        spills[lang] = root.evaluate(_SPILLS)
    # pictures for a human look: the same width, tall enough for each whole board
    page.set_viewport_size({"width": 1024, "height": 3000})
    for i, lang in enumerate(PRESENT, start=1):
        root = page.locator(".jp-Notebook .jp-Cell").nth(i).locator(".potion-widget")
        page.wait_for_function(_SETTLED, arg=root.element_handle())
        lab_page.screenshot(f"language_{lang}.png", root)
    assert not any(spills.values()), (
        "words that do not fit (the labels beside the dispenser, ui.axis.* and ui.pos_ninth, "
        "have a 38 px column: see docs/translating.md, Room on the board): "
        + repr({k: v[:8] for k, v in spills.items() if v}))
