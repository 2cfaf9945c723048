"""The explorer's board in a real JupyterLab and Chromium: the heat map turned on shows the
values Python's analysis computes, and a hint is shown on the board and played in one click,
changing the board as its sentence said."""

from __future__ import annotations

import pathlib
import shutil
from collections import Counter

import pytest

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.analysis import analysis
from potion_widget.games.potion.hints import hint
from potion_widget.games.potion.ranking import value_text

from lab_notebooks import code_notebook, open_board, open_file_browser
from test_full_game import MousePlayer

pytestmark = pytest.mark.browser

BOARD = ("from potion_widget import PotionWidget, scenarios\n"
         'board = PotionWidget(scenarios.load("explore"))\n'
         "board")


def test_turn_the_heat_map_on_and_read_a_value(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1400})
    notebook = code_notebook(board=BOARD, measure="print(board.heatmap, len(board.heat))")
    root = open_board(lab_page, jupyter_lab, tmp_path, "explore_heat.ipynb", notebook)
    assert root.locator(".pw-heat").count() == 0
    root.locator('[data-btn="heatmap"]').click()
    cells = root.locator(".pw-heat .heat-cell")
    cells.first.wait_for(state="visible", timeout=10_000)
    rows = analysis(scenarios.load("explore"), "marbles")
    assert cells.count() == len(rows)
    best = rows[0]
    cell = root.locator(f'.pw-heat .heat-cell[data-track="{best["track"]}"][data-pos="{best["pos"]}"]')
    assert float(cell.get_attribute("data-value")) == pytest.approx(best["value"], abs=1e-3)
    assert cell.locator(".heat-value").text_content() == value_text(best["value"])
    assert f"track {best['track']}, position {best['pos']}" in cell.get_attribute("aria-label")
    assert "marbles taken" in root.locator(".pw-heat-legend").inner_text()
    lab_page.screenshot("explore_heatmap.png", root)
    lab_page.run_cell(1)                          # the kernel's board has the heat map on too
    assert lab_page.cell_text(1).split() == ["marbles", str(len(rows))]


def test_take_a_hint_and_play_it(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1400})
    notebook = code_notebook(board=BOARD, hand="print(' '.join(board.game.state['players'][0]['hand']))")
    root = open_board(lab_page, jupyter_lab, tmp_path, "explore_hint.ipynb", notebook)
    game = scenarios.load("explore")
    expected = hint(game)
    assert expected["action"]["type"] == "pick"
    start = root.get_attribute("data-state-id")
    root.locator('[data-btn="hint-ask"]').click()
    advice = root.locator(".pw-advice")
    advice.wait_for(state="visible", timeout=10_000)
    assert expected["text"] in advice.inner_text()
    track, pos = expected["action"]["track"], expected["action"]["pos"]
    assert root.locator(f'.pw-marks [data-mark-key="m:{track}:{pos}"]').count() == 1
    lab_page.screenshot("explore_hint.png", root)
    root.locator('[data-btn="hint-play"]').click()
    page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id",
                           arg=[root.element_handle(), start], timeout=10_000)
    # the hint said what the pick brings: that is what is now in Ana's hand
    trial = game.clone()
    trial.apply(expected["action"])
    brought = Counter(trial.player["hand"])
    assert f"{sum(brought.values())} yellow marbles" in expected["text"]
    lab_page.run_cell(1)
    assert Counter(lab_page.cell_text(1).split()) == brought
    assert root.locator(".pw-advice").is_hidden()


# every value badge of the heat map against every marble, glyph and ring of the dispenser and
# every other badge: the boxes that overlap (by more than half a pixel), and badges outside
# the dispenser's frame
HEAT_OVERLAPS = """(root) => {
  const box = (el) => el.getBoundingClientRect();
  const cut = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
                        && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const where = (el) => el.closest('[data-track]');
  const name = (el) => { const w = where(el); return w ? w.getAttribute('data-track') + ':'
                         + w.getAttribute('data-pos') : '?'; };
  const frame = box(root.querySelector('svg.pw-board .dispenser .frame'));
  const badges = [...root.querySelectorAll('.pw-heat .heat-badge')];
  const out = [];
  for (const badge of badges) {
    const b = box(badge);
    const cell = badge.closest('.heat-cell');
    const track = cell.getAttribute('data-track');
    if (b.left < frame.left || b.right > frame.right) out.push('outside the frame: ' + name(badge));
    for (const m of root.querySelectorAll('svg.pw-board .dispenser .marble[data-track]')) {
      const glyph = m.querySelector('.glyph');
      if (m.getAttribute('data-track') !== track && cut(b, box(m)))
        out.push(name(badge) + ' covers the marble at ' + name(m));
      if (glyph && cut(b, box(glyph))) out.push(name(badge) + ' covers the sign of ' + name(m));
    }
    for (const ring of root.querySelectorAll('.pw-heat .heat-ring')) {
      if (ring.closest('.heat-cell').getAttribute('data-track') !== track && cut(b, box(ring)))
        out.push(name(badge) + ' covers the ring at ' + name(ring));
    }
    for (const other of badges) {
      if (other !== badge && cut(b, box(other))) out.push(name(badge) + ' covers the value at ' + name(other));
    }
  }
  return out;
}"""


@pytest.mark.parametrize("measure", ["marbles", "fit"])
def test_heat_map_values_stay_in_their_own_track(lab_page, jupyter_lab, tmp_path, measure):
    """A value written beside its marble covers no marble, sign, ring or value of another
    track, nor its own marble's sign, and stays inside the dispenser (measured boxes)."""
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1400})
    board = BOARD.replace('scenarios.load("explore"))', f'scenarios.load("explore"), heatmap="{measure}")')
    root = open_board(lab_page, jupyter_lab, tmp_path, f"heat_{measure}.ipynb",
                      code_notebook(board=board))
    cells = root.locator(".pw-heat .heat-cell")
    cells.first.wait_for(state="visible", timeout=10_000)
    assert cells.count() == len(analysis(scenarios.load("explore"), measure))
    assert page.evaluate(HEAT_OVERLAPS, root.element_handle()) == []
    lab_page.screenshot(f"explorer_after_heatmap_{measure}.png", root.locator("svg.pw-board .dispenser"))


LESSON_08 = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "08_explore.ipynb"


def settled_strip(player: MousePlayer) -> None:
    """Waits until the strip takes clicks: every update drawn (animations skipped)."""
    for _ in range(120):
        player.skip_animation()
        if player.root.locator(".pw-tl-strip [data-step]:not([disabled])").count():
            return
        player.page.wait_for_timeout(500)
    raise AssertionError("the strip stayed locked")


def test_lesson_08_runs_on_after_a_detour_by_mouse(lab_page, jupyter_lab, tmp_path):
    """Lesson 08 as a learner uses it: the board of "Step back and branch" is played on by
    mouse (a step back on the strip, Continue from here, a pick), then the lesson's next cells
    run without an error (they once failed: "There is no move 48: this line has 5 moves"),
    and the comparison's boards are drawn at a readable size."""
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 768})
    shutil.copy(LESSON_08, tmp_path / LESSON_08.name)
    lab_page.open_notebook(jupyter_lab.add(tmp_path / LESSON_08.name))
    open_file_browser(page)
    sources = page.evaluate("() => window.jupyterapp.shell.currentWidget.content.widgets.map("
                            "c => c.model.type === 'code' ? c.model.sharedModel.getSource() : '')")

    def cell(words: str) -> int:
        return next(i for i, s in enumerate(sources) if words in s)

    compare = cell(".compare(")
    first_code = next(i for i, s in enumerate(sources) if s)
    for index in (first_code, cell("second = first.fork()"), compare, cell("BotSeat(explorer"),
                  cell("def to_anas_pick")):
        lab_page.run_cell(index)
    root = page.locator(".jp-Notebook .jp-Cell").nth(cell("BotSeat(explorer")).locator(".potion-widget")
    root.scroll_into_view_if_needed()
    player = MousePlayer(lab_page, root)
    settled_strip(player)
    # the detour: back to an early move of the strip, continue from there, a pick by mouse
    steps = root.locator(".pw-tl-strip [data-step]")
    step = steps.nth(1).get_attribute("data-step")
    player.act("look", steps.nth(1).click)
    player.act("continue", root.locator('[data-btn="tl-continue"]').click)
    settled_strip(player)
    if player.has(".dispenser .marble.selectable"):
        player.act("pick", root.locator(".dispenser .marble.selectable").first.click)
    settled_strip(player)
    assert root.locator(".pw-tl-lines [data-line]").count() == 2, step
    later = [i for i, s in enumerate(sources) if i > cell("def to_anas_pick") and s
             and i <= max(j for j, s2 in enumerate(sources) if "switch_line(old)\nexplorer" in s2)]
    for index in later:
        lab_page.run_cell(index)
        errors = page.locator(".jp-Notebook .jp-Cell").nth(index).locator(
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
        assert errors.count() == 0, lab_page.cell_text(index)
    printed = lab_page.cell_text(cell("for line in (old, new)"))
    assert printed.count("Ana's hand") == 2
    settled_strip(player)                    # the board drew every update the cells sent
    page.wait_for_function("(el) => el.querySelector('.pw-log-list').innerText"
                           ".includes('is in play again, at its latest move')",
                           arg=root.element_handle(), timeout=30_000)
    lab_page.screenshot("explorer_after_lesson_cell.png",
                        page.locator(".jp-Notebook .jp-Cell").nth(cell("for line in (old, new)")))

    # the comparison: each board at a board's width, its words readable (at least 9 px)
    out = page.locator(".jp-Notebook .jp-Cell").nth(compare).locator(".jp-OutputArea")
    boards = out.locator(".potion-widget")
    assert boards.count() == 2
    for n in range(2):
        boards.nth(n).locator("svg.pw-board").wait_for(state="visible")
    sizes = out.evaluate("""(el) => [...el.querySelectorAll('.potion-widget svg.pw-board text')]
        .filter((t) => t.textContent.trim() && t.getBoundingClientRect().height > 0)
        .map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM() ? t.getScreenCTM().a : 1))""")
    print(f"compared boards' text: {min(sizes):.1f} px at the smallest")
    assert min(sizes) >= 9, min(sizes)
    out.scroll_into_view_if_needed()
    captions = out.locator(".potion-compare-board").all_text_contents()
    assert [c.split(":")[0] for c in captions] == ["The first board", "The second board"]
    # (nobody acts on them: `acting` is empty, tests/board/test_explore.py; the status line
    # that reads it is the Potion board's own)
    page.set_viewport_size({"width": 1024, "height": 2400})     # the whole second board in view
    boards.nth(1).scroll_into_view_if_needed()
    page.wait_for_timeout(500)
    lab_page.screenshot("explorer_after_compare.png", boards.nth(1))
