"""The Sugar Blast board in a real JupyterLab and Chromium, with the mouse: a swap is played
(W1, W2) on a position built so that it makes two blasts; the learner chooses between the two
options (B3), picks the other kept candy in the panel (B5), watches the board tilt towards the
active seat (R1: a candy's drawn position moves towards that edge) and sees the kept candies
counted against the objective (O1), as the kernel has them. axe-core finds no violation in
the light or the dark theme, and every SVG text meets WCAG AA contrast (measured: axe cannot
read SVG text) at 11 px or more."""

from __future__ import annotations

import json
import os
import pathlib

import pytest

from lab_notebooks import code_notebook, sugar_settled
from test_keyboard_and_screen_reader import _COLOR_JS, _SVG_TEXTS_JS, _set_theme
from potion_widget.games.sugar.engine import Game
from potion_widget.games.sugar.views import swap_previews

pytestmark = pytest.mark.browser

AXE = pathlib.Path(__file__).resolve().parents[2] / "js" / "node_modules" / "axe-core" / "axe.min.js"
ROOT = ".jp-OutputArea-output .sugar-blast"

BOARD = [
    ["mint", "mint", "corn", "mint", "cane", "gumdrop"],
    ["corn", "corn", "mint", "lollipop", "marshmallow", "lollipop"],
    ["lollipop", "marshmallow", "cane", "gumdrop", "corn", "cane"],
    ["cane", "gumdrop", "lollipop", "marshmallow", "gumdrop", "marshmallow"],
    ["marshmallow", "lollipop", "gumdrop", "corn", "lollipop", "corn"],
    ["gumdrop", "cane", "marshmallow", "cane", "mint", "gumdrop"],
]
"""Swapping the Candy Corn at row 1, column 3 with the Mint above it makes a line of 4 Mint
in row 1 (B5: the whole row goes, and the other kept candy is a Candy Cane or a Gumdrop) and
a line of 3 Candy Corn in row 2 (B4): two options."""


def two_blasts_state() -> dict:
    """A swap-phase position whose swap [0, 2] <-> [1, 2] leaves two blast options."""
    on_board = [c for row in BOARD for c in row]
    bag = {t: 12 - on_board.count(t) for t in ("marshmallow", "corn", "cane", "gumdrop", "lollipop", "mint")}
    return {"format": "sugar-blast/1", "rng": {"seed": 5, "draws": 0}, "board": BOARD, "bag": bag,
            "objective": {"id": "nine-any", "total": 9},
            "players": [{"name": "Ana", "seat": "south", "kept": {}}, {"name": "Ben", "seat": "north", "kept": {}}],
            "current": 0, "phase": "swap", "drawn": None, "quiet": 0, "winner": None}


def test_the_built_position_makes_two_options_one_asking_which_candy_to_keep():
    game = Game.from_state(two_blasts_state())
    game.apply({"type": "swap", "a": [0, 2], "b": [1, 2]})
    assert game.phase == "blast"
    blasts = game.legal_actions()
    assert {a.get("keep") for a in blasts} == {"cane", "gumdrop", None}
    assert len({json.dumps(a.get("line")) for a in blasts}) == 2


def notebook() -> dict:
    show = ("from potion_widget import SugarBlastWidget\n"
            f"board = SugarBlastWidget({two_blasts_state()!r})\n"
            "board")
    check = ("import json\n"
             "print(json.dumps({'progress': board.progress[0], 'phase': board.state['phase'],"
             " 'current': board.state['current']}))")
    return code_notebook(board=show, check=check)


_WATCH_TILT = """(root) => { window.sbTilt = new Promise((resolve) => {
  // every frame: once the tilt step shows, follow one sliding candy's drawn position
  const start = performance.now();
  let target = null, seat = null;
  const tops = [];
  const look = () => {
    if (performance.now() - start > 20000) return resolve({ seat, tops, timeout: true });
    if (!target && root.getAttribute('data-frame') === 'tilt') {
      target = root.querySelector('.candy.sliding');
      seat = root.querySelector('.tilt-edge')?.getAttribute('data-seat');
    }
    if (target) {
      // the step is over once the board is drawn again (the candy's node replaced)
      if (!target.isConnected || tops.length > 40) return resolve({ seat, tops });
      tops.push(target.getBoundingClientRect().top);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}); }"""


_SUGAR_TEXTS_JS = _SVG_TEXTS_JS.replace("svg.pw-board", "svg.sb-board")
"""The Potion board's measure of its SVG texts, on this board's SVG."""


def _accessible(page, root, theme: str) -> None:
    """axe finds nothing; every SVG text has AA contrast against what is drawn under it."""
    assert _axe(page, root) == [], theme
    texts = page.evaluate(_SUGAR_TEXTS_JS, root.element_handle())
    assert len(texts) > 20
    low = [t for t in texts if t["ratio"] < t["need"]]
    assert not low, (theme, low[:10])
    small = [t for t in texts if t["px"] < 10.95]
    assert not small, (theme, small[:10])


def _axe(page, root) -> list:
    return page.evaluate("async (el) => (await axe.run(el, {resultTypes: ['violations']})).violations"
                         ".map(v => ({id: v.id, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))",
                         root.element_handle())


def test_a_swap_two_options_the_keep_panel_the_tilt_and_the_kept_candies_by_mouse(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1000})
    path = tmp_path / "sugar.ipynb"
    path.write_text(json.dumps(notebook()))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = page.locator(ROOT)
    root.locator("svg.sb-board .cell").first.wait_for(state="visible", timeout=30_000)
    page.add_script_tag(path=str(AXE))
    page.add_script_tag(content=_COLOR_JS)
    assert root.locator(".cell.selectable").count() == 3        # the two legal swaps' cells
    _accessible(page, root, "light")

    # W1: the first click picks; the legal neighbours light up; hovering one previews its blasts
    root.locator('.cell[data-key="cell:0:2"]').click()
    partners = root.locator(".cell.partner").evaluate_all("els => els.map(e => e.dataset.key)")
    assert sorted(partners) == ["cell:0:3", "cell:1:2"]
    root.locator('.cell[data-key="cell:1:2"]').hover()
    # the cells of both lines the swap makes (4 Mint, 3 Candy Corn), as Python previews them
    expected = next(p["cells"] for p in swap_previews(Game.from_state(two_blasts_state()))
                    if sorted([p["a"], p["b"]]) == [[0, 2], [1, 2]])
    shown = root.locator(".cell.preview").evaluate_all("els => els.map(e => e.dataset.key)")
    assert sorted(shown) == sorted(f"cell:{r}:{c}" for r, c in expected) and len(shown) == 7
    lab_page.screenshot("sugar_swap_preview.png", root)
    root.locator('.cell[data-key="cell:1:2"]').click()
    sugar_settled(page, root)
    assert root.get_attribute("data-phase") == "blast"

    # B3: two options, numbered on the board and listed in words
    assert root.locator(".option-badge").count() == 2
    labels = root.locator('[data-btn="option"]').all_inner_texts()
    assert any("4" in t and "Mint" in t for t in labels) and any("3" in t and "Candy Corn" in t for t in labels), labels
    four = next(i for i, t in enumerate(labels) if "Mint" in t)
    lab_page.screenshot("sugar_two_options.png", root)
    root.locator(f'.option-badge[data-option="{four}"]').click()

    # B5: the panel asks which other candy to keep, by name and glyph
    panel = root.locator('.sb-panel[data-panel="keep"]')
    panel.wait_for(state="visible")
    keeps = panel.locator('[data-btn="keep"]')
    assert keeps.all_inner_texts() == ["Candy Cane", "Gumdrop"]
    _accessible(page, root, "light, keep panel")
    page.evaluate(_WATCH_TILT, root.element_handle())
    keeps.first.click()

    # R1: the board tilts towards Ana (south): the candy drawn sliding moves down, to her edge
    tilt = page.evaluate("() => window.sbTilt")
    assert not tilt.get("timeout"), tilt
    assert tilt["seat"] == "south"
    tops = tilt["tops"]
    assert len(tops) >= 3 and tops[-1] > tops[0] + 10, tops
    assert all(b >= a - 0.5 for a, b in zip(tops, tops[1:], strict=False)), tops
    sugar_settled(page, root)

    # O1: the kept candies, counted against the objective, as the kernel has them
    lab_page.run_cell(1)
    kernel = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    progress = kernel["progress"]
    assert progress["kept"].get("mint") == 1 and progress["kept"].get("cane") == 1, progress
    ana = root.locator('.seat[data-player="0"]')
    assert ana.locator(".kept").get_attribute("data-total") == str(progress["total"])
    shown = {k.get_attribute("data-candy"): int(k.get_attribute("data-count")) for k in ana.locator(".kept-type").all()}
    assert shown == progress["kept"]
    assert progress["needed"] in (ana.get_attribute("aria-label") or "")
    assert str(9 - progress["total"]) in progress["needed"]
    log = root.locator(".pw-log-list").inner_text()
    # one shared screen: the log names who did what (the status line still says "you")
    assert "Ana keeps 1 Mint and 1 Candy Cane." in log, log
    lab_page.screenshot("sugar_kept_light.png", root)

    # JupyterLab keeps the theme in its settings for the tests after this one: back to light
    _set_theme(page, True)
    try:
        _accessible(page, root, "dark")
        lab_page.screenshot("sugar_kept_dark.png", root)
    finally:
        _set_theme(page, False)


def test_a_swap_by_dragging_one_candy_onto_its_neighbour(lab_page, jupyter_lab, tmp_path):
    """W1 by drag: the mouse pressed on a candy, moved onto a legal neighbour and released
    there swaps them in the kernel (the same action as two clicks)."""
    page = lab_page.page
    path = tmp_path / "drag.ipynb"
    source = ("from potion_widget import SugarBlastWidget\n"
              f"board = SugarBlastWidget({two_blasts_state()!r})\n"
              "board")
    check = "print(board.state['phase'], board.state['board'][0][2], board.state_id)"
    path.write_text(json.dumps(code_notebook(board=source, check=check)))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = page.locator(ROOT)
    root.locator("svg.sb-board .cell").first.wait_for(state="visible", timeout=30_000)
    start = root.locator('.cell[data-key="cell:0:2"]').bounding_box()
    end = root.locator('.cell[data-key="cell:1:2"]').bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=6)
    # while dragging, the legal neighbours are lit and the one under the mouse previews its lines
    partners = root.locator(".cell.partner").evaluate_all("els => els.map(e => e.dataset.key)")
    assert sorted(partners) == ["cell:0:3", "cell:1:2"]
    assert root.locator(".cell.preview").count() == 7
    page.mouse.up()
    sugar_settled(page, root)
    assert root.get_attribute("data-phase") == "blast"
    lab_page.run_cell(1)
    assert lab_page.cell_text(1).split()[:2] == ["blast", "mint"]


def test_hovering_then_clicking_quickly_swaps_every_time(lab_page, jupyter_lab, tmp_path):
    """W1 by quick clicks: the mouse hovers a candy and clicks it at once, then its neighbour;
    each swap reaches the kernel. A hover used to redraw the board under the pointer, so a
    press could land on a node replaced before its release and the click was lost."""
    page = lab_page.page
    path = tmp_path / "quick.ipynb"
    source = ("from potion_widget import SugarBlastWidget\n"
              f"board = SugarBlastWidget({two_blasts_state()!r})\n"
              "board")
    check = "print(board.state['phase'], board.state['board'][0][2], board.state_id)"
    path.write_text(json.dumps(code_notebook(board=source, check=check, back="board.undo()")))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = page.locator(ROOT)
    root.locator("svg.sb-board .cell").first.wait_for(state="visible", timeout=30_000)

    def centre(key: str) -> tuple[float, float]:
        box = root.locator(f'.cell[data-key="{key}"]').bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def expected(a: list, b: list) -> tuple[str, str]:
        """The phase and the candy at row 1, column 3 after the swap, as the engine has them."""
        game = Game.from_state(two_blasts_state())
        game.apply({"type": "swap", "a": a, "b": b})
        return game.phase, game.state["board"][0][2]

    # both legal swaps, each from either end (one leaves two options, one blasts at once)
    swaps = [([0, 2], [1, 2]), ([1, 2], [0, 2]), ([0, 2], [0, 3]), ([0, 3], [0, 2])]
    last_id = -1
    for a, b in swaps:
        first, second = (f"cell:{r}:{c}" for r, c in (a, b))
        shown_id = root.get_attribute("data-state-id")
        for key in (first, second):
            x, y = centre(key)
            page.mouse.move(x - 20, y - 20)     # over a neighbour first: a hover on the way
            page.mouse.move(x, y)
            page.mouse.click(x, y)              # pressed at once, no pause after the hover
        _changed(page, root, shown_id)
        lab_page.run_cell(1)
        phase, candy, state_id = lab_page.cell_text(1).split()[:3]
        assert (phase, candy) == expected(a, b), (a, b)
        assert root.get_attribute("data-phase") == phase
        assert int(state_id) > last_id
        last_id = int(state_id)
        shown_id = root.get_attribute("data-state-id")
        lab_page.run_cell(2)                    # taken back in the kernel: the next try
        _changed(page, root, shown_id)
        assert root.get_attribute("data-phase") == "swap"


def _changed(page, root, shown_id) -> None:
    """Wait until the board shows a state other than ``shown_id`` and has settled."""
    page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id",
                           arg=[root.element_handle(), shown_id], timeout=30_000)
    sugar_settled(page, root)


SHOTS = os.environ.get("SUGAR_SHOTS", "after")
"""Whether the pictures of the mended findings are the "before" or the "after" ones (a run on
the code before a mend is made with ``SUGAR_SHOTS=before``)."""


def _open(lab_page, jupyter_lab, tmp_path, name: str, **cells: str):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 900})
    path = tmp_path / name
    path.write_text(json.dumps(code_notebook(**cells)))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = page.locator(ROOT)
    root.locator("svg.sb-board .cell").first.wait_for(state="visible", timeout=30_000)
    return root


def test_the_winner_is_announced_only_once_the_winning_step_is_shown(lab_page, jupyter_lab, tmp_path):
    """O2: the game is won when the winning blast's candies are kept. While the move's steps
    are shown one by one, neither the status line nor the seat says who won, and the seat
    does not say "Objective met" (beside kept candies that do not meet it yet, at first);
    once the move is shown, both do."""
    from potion_widget.lessons import goals
    from potion_widget.games.sugar import goals as sugar_goals, scenarios as sugar_scenarios

    game = sugar_scenarios.load("sugar-objective")
    win = goals.right_answers(game, sugar_goals.resolve("sugar_wins"))[0]
    page = lab_page.page
    root = _open(lab_page, jupyter_lab, tmp_path, "sugar_win.ipynb",
                 board="from potion_widget import SugarBlastWidget, sugar_scenarios\n"
                       "board = SugarBlastWidget(sugar_scenarios.load('sugar-objective'), you=[1])\n"
                       "board",
                 play=f"board.play({win!r})")
    lab_page.run_cell(1)
    # the first step of the move (its blast) is shown: paused there
    page.wait_for_function("(el) => el.getAttribute('data-frame') === 'blast'", arg=root.element_handle(),
                           timeout=30_000)
    root.locator('[data-btn="pause"]').click()
    lab_page.screenshot(f"sugar_{SHOTS}_winner_step.png", root)
    ana = root.locator('.seat[data-player="0"]')
    status = root.locator(".sb-status").inner_text()
    assert "wins" not in status, status
    assert "winner" not in (ana.get_attribute("class") or "")
    assert ana.locator(".needed.met").count() == 0
    assert "Objective met" not in (ana.text_content() or "")
    # step by step: no step before the last says who won; the state after the move does
    for _ in range(8):
        if root.get_attribute("data-frame") == "":
            break
        assert "wins" not in root.locator(".sb-status").inner_text()
        assert ana.locator(".needed.met").count() == 0
        root.locator('[data-btn="step"]').click()
    assert root.get_attribute("data-frame") == ""
    status = root.locator(".sb-status").inner_text()
    assert "Ana wins!" in status, status
    assert "winner" in (ana.get_attribute("class") or "")
    assert ana.locator(".needed.met").count() == 1


def test_a_legend_names_every_candy_and_each_candy_has_its_name_on_hover(lab_page, jupyter_lab, tmp_path):
    """G1: beside the board a legend shows each of the six candies with its colour, its symbol
    and its name, in the board's language; every candy on the board carries its name as an
    SVG title (shown on hover) and in its accessible name."""
    from potion_widget.i18n.messages import render
    from potion_widget.games.sugar.engine import TYPES

    root = _open(lab_page, jupyter_lab, tmp_path, "sugar_legend.ipynb",
                 board="from potion_widget import SugarBlastWidget\n"
                       "board = SugarBlastWidget(players=['Ana', 'Ben'], seed=3, language='es')\n"
                       "board")
    lab_page.screenshot(f"sugar_{SHOTS}_legend.png", root)
    legend = root.locator(".sb-legend")
    names = [render(f"sugar.candy.{kind}", language="es") for kind in TYPES]
    assert legend.locator("li").all_inner_texts() == names
    assert [e.get_attribute("data-candy") for e in legend.locator("li").all()] == list(TYPES)
    assert legend.locator("li svg .candy-shape").count() == 6
    cell = root.locator('.cell[data-key="cell:0:0"]')
    kind = cell.get_attribute("data-candy")
    name = render(f"sugar.candy.{kind}", language="es")
    assert (cell.locator("title").text_content() or "").startswith(name)
    assert (cell.get_attribute("aria-label") or "").startswith(name)
    cell.hover()


def test_the_praise_counts_what_the_move_took_and_a_board_that_only_shows_offers_no_choice(
        lab_page, jupyter_lab, tmp_path):
    """Lesson 9 by mouse. A right line of four is praised with what it took, counted (B5: the
    whole row, 6 candies, 2 of them of another type), never "all of one type"; a prediction's
    board, stopped where blasts wait for a choice (B3), shows no choice panel it cannot take,
    and its verdict says why itself."""
    page = lab_page.page
    root = _open(lab_page, jupyter_lab, tmp_path, "sugar_lesson.ipynb",
                 do="from potion_widget.games.sugar.exercises import Do, Predict\n"
                    "task = Do('sugar-line-four', 'sugar_makes(line4)')\n"
                    "task",
                 predict="guess = Predict('sugar-mega', 'mega-swap')\n"
                         "guess")
    output = page.locator(".jp-OutputArea-output").first
    root.locator('.cell[data-key="cell:0:2"]').click()
    root.locator('.cell[data-key="cell:1:2"]').click()
    praise = output.locator("text=Right!")
    praise.wait_for(timeout=30_000)
    sugar_settled(page, root)
    praise.scroll_into_view_if_needed()
    lab_page.screenshot(f"sugar_{SHOTS}_praise.png")
    said = praise.inner_text()
    assert "all of one type" not in said
    assert "6 candies" in said and "4 Gumdrops and 2 Candy Canes" in said, said
    assert "Wait for Ben" not in root.inner_text()

    lab_page.run_cell(1)
    cell = page.locator(".jp-Cell").nth(1)
    board = cell.locator(".sugar-blast")
    board.locator("svg.sb-board .cell").first.wait_for(state="visible", timeout=30_000)
    cell.locator("button", has_text="2").first.click()
    verdict = cell.locator("text=Not quite")
    verdict.wait_for(timeout=30_000)
    page.wait_for_function("(el) => el.getAttribute('data-phase') === 'blast' && el.getAttribute('data-frame') === ''",
                           arg=board.element_handle(), timeout=30_000)
    cell.scroll_into_view_if_needed()
    lab_page.screenshot(f"sugar_{SHOTS}_predict_board.png", cell)
    assert board.locator('.sb-panel[data-panel="options"]').count() == 0
    assert board.locator('[data-btn="option"]').count() == 0
    text = verdict.inner_text()
    assert "log beside the board" not in text and "3 blasts" in text, text
