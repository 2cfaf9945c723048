"""The Potion board never misleads, as a learner sees it in JupyterLab (1024 x 768, file
browser open; issue 21): labels that cover nothing (measured bounding boxes, in English,
Spanish and Japanese, with lesson 00's own labels), the ninth marble in full view, a layout
that keeps its places as labels come and go, no hover preview where hover is off, status
lines that claim nobody plays where nobody does, an automatic choice that a real mouse click
does not undo with its panel beside it, and the computer's turn summed up at the top.

Pictures go to ``test-artifacts/front_after_*.png``.
"""

from __future__ import annotations

import ast
import json
import pathlib
import re

import pytest

from lab_notebooks import code_notebook, open_file_browser

pytestmark = pytest.mark.browser

REPO = pathlib.Path(__file__).resolve().parents[2]
BOARD = ".potion-widget"


def _lesson_parts(language: str) -> list[dict]:
    """The marks of lesson 00's board of parts, in ``language`` (read from the lesson)."""
    folder = REPO / "notebooks" / ("" if language == "en" else language)
    text = (folder / "00_the_game.md").read_text(encoding="utf-8")
    block = re.search(r"^parts = (\[.*?^\])", text, re.S | re.M).group(1)
    return ast.literal_eval(block)


# Every pair of boxes on the board that should not meet: a label and a word, a marble, a
# hole, a lid, a ring or another label. Returns the overlaps (more than 2 px each way).
_OVERLAPS = """(root) => {
  const svg = root.querySelector('svg.pw-board');
  const box = (el) => el.getBoundingClientRect();
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2
                      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const labels = [...svg.querySelectorAll('.mark-labels .mark-label')]
    .map((el) => ({el, r: box(el.querySelector('rect'))}));
  const others = [...svg.querySelectorAll('text, .marble .ball, .hole-ring, .lid, circle.mark-ring')]
    .filter((el) => !el.closest('.mark-labels') && box(el).width > 0);
  // an outline is covered where it is drawn; its inside only holds labels of what it frames
  const outlines = [...svg.querySelectorAll('rect.mark-ring')].map(box);
  const holds = (o, r) => o.left <= r.left + 1 && o.top <= r.top + 1
                       && o.right >= r.right - 1 && o.bottom >= r.bottom - 1;
  const out = [];
  labels.forEach((a, i) => {
    for (const o of others) {
      if (meet(a.r, box(o))) out.push([a.el.textContent, o.textContent || o.getAttribute('class')]);
    }
    const own = svg.querySelector(`.mark[data-mark="${a.el.dataset.mark}"] .mark-ring`);
    const ownBox = own ? box(own) : null;
    for (const o of outlines) {
      if (!meet(a.r, o)) continue;
      const within = holds(o, a.r);
      if (ownBox && Math.abs(o.left - ownBox.left) < 1 && Math.abs(o.top - ownBox.top) < 1) {
        out.push([a.el.textContent, 'its own place']);
        continue;
      }
      if (ownBox && holds(o, ownBox) && within) continue;       // inside the frame of its own place
      out.push([a.el.textContent, within ? 'inside another mark' : 'an outline']);
    }
    labels.slice(i + 1).forEach((b) => { if (meet(a.r, b.r)) out.push([a.el.textContent, b.el.textContent]); });
  });
  return out;
}"""

# The lid of track 4, its "+N", the ninth marble and its ring, as screen boxes.
_NINTH = """(root) => {
  const svg = root.querySelector('svg.pw-board');
  const r = (el) => {
    const b = el.getBoundingClientRect();
    return {top: b.top, bottom: b.bottom, left: b.left, right: b.right};
  };
  const ninth = svg.querySelector('.dispenser .marble[data-track="4"][data-pos="8"] .ball');
  const count = svg.querySelector('.hidden-count[data-track="4"]');
  const lid = [...svg.querySelectorAll('.dispenser .lid')][4];
  const ring = svg.querySelector('.mark[data-mark-key="m:4:8"] .mark-ring');
  return {ninth: r(ninth), count: r(count), lid: r(lid), ring: ring ? r(ring) : null};
}"""

_PLACES = """(root) => [...root.querySelectorAll(
    'svg.pw-board > .desk, svg.pw-board > .board, svg.pw-board > .dispenser')]
  .map((el) => el.getAttribute('transform'))
  .concat([root.querySelector('svg.pw-board').getBoundingClientRect().top - root.getBoundingClientRect().top])"""


def _open(lab_page, jupyter_lab, tmp_path, name: str, run: int | None = None, **cells: str):
    """Opens a notebook of ``cells`` at 1024 x 768 with the file browser open, and runs its
    first ``run`` cells (all by default)."""
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 768})
    path = tmp_path / name
    path.write_text(json.dumps(code_notebook(**cells)), encoding="utf-8")
    lab_page.open_notebook(jupyter_lab.add(path))
    open_file_browser(page)
    for index in range(len(cells) if run is None else run):
        lab_page.run_cell(index)
    return page


def _board(page, index: int):
    root = page.locator(".jp-Notebook .jp-Cell").nth(index).locator(BOARD)
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    page.wait_for_function("(el) => el.getAttribute('data-queue') === '0'", arg=root.element_handle())
    return root


def _tall_shot(lab_page, name: str, root) -> None:
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 2400})
    root.scroll_into_view_if_needed()
    lab_page.screenshot(name, root)
    page.set_viewport_size({"width": 1024, "height": 768})


SETUP = """\
from potion_widget import PotionWidget, scenarios
from potion_widget.games.potion.bots import BotSeat, GreedyBot
from potion_widget.lessons.exercises import Do, GuidedTurn, Predict
"""


def test_lesson_00s_labels_cover_nothing_and_the_ninth_marble_is_in_view(lab_page, jupyter_lab, tmp_path):
    cells = {"setup": SETUP}
    for language in ("en", "es", "ja"):
        cells[language] = (f"PotionWidget(scenarios.load('l0-first-turn'), show='game', "
                           f"language='{language}', marks={_lesson_parts(language)!r})")
    page = _open(lab_page, jupyter_lab, tmp_path, "labels.ipynb", **cells)
    for index, language in enumerate(("en", "es", "ja"), start=1):
        root = _board(page, index)
        page.wait_for_timeout(300)       # the labels are placed once the board is laid out
        overlaps = root.evaluate(_OVERLAPS)
        print(f"\n{language}: {root.locator('.mark-label').count()} labels, {len(overlaps)} overlaps")
        _tall_shot(lab_page, f"front_after_labels_{language}.png", root)
        assert not overlaps, f"{language}: labels cover {overlaps[:6]}"
        ninth = root.evaluate(_NINTH)
        assert ninth["ninth"]["top"] >= ninth["lid"]["bottom"] - 0.5, "the ninth marble is under the lid (D2)"
        assert ninth["ring"]["top"] >= ninth["count"]["bottom"], "the ninth marble's ring covers the lid's +N"


def test_the_layout_keeps_its_places_as_labels_come_and_go(lab_page, jupyter_lab, tmp_path):
    """A guided turn's board starts with its first step's labels; later steps change them,
    clear them, and a refusal shows: no part of the board moves."""
    page = _open(lab_page, jupyter_lab, tmp_path, "layout.ipynb", run=2, setup=SETUP,
                 board=("board = PotionWidget(scenarios.load('l0-first-turn'), show='game',\n"
                        "                    marks=[{'track': 2, 'pos': 3, 'label': 'take this red'}])\nboard"),
                 marks="board.marks = [{'track': 2, 'pos': 3, 'label': 'take this red'}]",
                 other="board.marks = [{'player': 0, 'burner': 0, 'hole': 3, 'label': 'the last hole'}]",
                 none="board.marks = []",
                 refused=("try:\n    board.play({'type': 'pick', 'track': 0, 'pos': 8})\n"
                          "except Exception as error:\n    print(error)"))
    root = _board(page, 1)
    places = root.evaluate(_PLACES)
    for index in (2, 3, 4, 5, 2):
        lab_page.run_cell(index)
        page.wait_for_timeout(300)
        assert root.evaluate(_PLACES) == places, f"a part of the board moved after cell {index}"
    assert root.locator(".pw-refusal").is_visible()


def test_an_exercise_without_hover_previews_nothing_and_keeps_its_set_up(lab_page, jupyter_lab, tmp_path):
    draft = [{"type": "draft", "tile": t} for t in ("love-1", "joy-2", "joy-1", "magnetic-1")]
    page = _open(lab_page, jupyter_lab, tmp_path, "hover.ipynb", setup=SETUP,
                 do=f"do = Do('new-game', 'fills_most', before={draft!r})\ndo")
    root = _board(page, 1)
    hint = root.locator(".pw-hint")
    for marble in root.locator(".dispenser .marble.selectable").all():
        marble.hover()
        assert "This pick takes" not in hint.inner_text()
    root.locator(".dispenser .marble.selectable").first.hover()
    lab_page.screenshot("front_after_hover_off.png", root)
    assert root.locator('[data-btn="undo"]').is_disabled(), "Undo would rewind the lesson's draft"


def test_boards_nobody_plays_claim_nobody_plays(lab_page, jupyter_lab, tmp_path):
    page = _open(lab_page, jupyter_lab, tmp_path, "status.ipynb", setup=SETUP,
                 guided=("g = GuidedTurn('l0-first-turn', [{'say': 'Take the red.', "
                         "'expect': {'type': 'pick', 'track': 2, 'pos': 3}}], show='game')\n"
                         "g.play({'type': 'pick', 'track': 2, 'pos': 3})\ng"),
                 predict="Predict('tie-break', 'tiebreak-ben')")
    for index in (1, 2):
        root = _board(page, index)
        status, hint = root.locator(".pw-status").inner_text(), root.locator(".pw-hint").inner_text()
        assert "is playing" not in status and "is making" not in status, status
        assert "by itself" not in hint, hint
        assert not ("your turn" in status and "Nothing to click" in hint)
    _tall_shot(lab_page, "front_after_status_guided.png", _board(page, 1))


MAGNETIC = """\
import json
board = PotionWidget(scenarios.load('potion-magnetic'), hover=False)
drink = next(a for a in board.legal if a['type'] == 'drink' and board.game.tile(a['potion']).kind == 'magnetic')
choices = board.game.legal_choices(drink)
named = lambda t, p: [c for c in choices if c['track'] == t and p in (c['pos'], c['pos'] + 1)]
first = next(c for c in choices if len(named(c['track'], c['pos'])) == 1)
print(json.dumps({'potion': drink['potion'], 'track': first['track'], 'pos': first['pos']}))
"""


def test_a_real_click_on_the_auto_selected_partner_keeps_it(lab_page, jupyter_lab, tmp_path):
    page = _open(lab_page, jupyter_lab, tmp_path, "magnetic.ipynb", setup=SETUP,
                 find=MAGNETIC, show="board")
    picked = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    root = _board(page, 2)
    state = root.get_attribute("data-state-id")
    root.locator(f'[data-key="c:{picked["potion"]}"]').click()
    first = root.locator(f'[data-key="m:{picked["track"]}:{picked["pos"]}"]')
    first.wait_for(state="visible")
    page.wait_for_function("(el) => el.classList.contains('selectable')", arg=first.element_handle())
    first.click()
    partner = root.locator(f'[data-key="m:{picked["track"]}:{picked["pos"] + 1}"]')
    page.wait_for_function("(el) => el.classList.contains('chosen')", arg=partner.element_handle())
    box = partner.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_timeout(200)
    assert "chosen" in partner.get_attribute("class"), "the click undid the automatic choice"
    confirm = root.locator('[data-btn="confirm"]')
    assert confirm.is_enabled()
    assert root.locator(".pw-chosen").inner_text().startswith("Chosen: track")
    # the panel is beside what is chosen, and covers none of it
    panel = root.locator(".pw-panel").bounding_box()
    gap = max(panel["x"] - (box["x"] + box["width"]), box["x"] - (panel["x"] + panel["width"]),
              panel["y"] - (box["y"] + box["height"]), box["y"] - (panel["y"] + panel["height"]), 0)
    print(f"\nthe panel is {gap:.0f} px from the partner")
    assert gap < 250, f"the panel is {gap:.0f} px away from what is chosen"
    _tall_shot(lab_page, "front_after_magnetic_partner.png", root)
    confirm.click()
    page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id", arg=[root.element_handle(), state])


DUEL = """\
duel = PotionWidget(players=["Ana", "Computer"], seed=4, remove="beginner", you=[0])
computer = BotSeat(duel, seat=1, bot=GreedyBot(seed=1))
duel
"""

ANA = """\
person = GreedyBot(seed=2)
while duel.game.phase == 'draft':          # the computer drafts by itself after each pick
    duel.play(person.choose(duel.game))
while True:                                # Ana's first turn; then the computer plays its own
    action = person.choose(duel.game)
    duel.play(action)
    if action['type'] == 'end_turn':
        break
print(duel.summary)
"""


def test_the_computers_turn_is_summed_up_at_the_top(lab_page, jupyter_lab, tmp_path):
    page = _open(lab_page, jupyter_lab, tmp_path, "duel.ipynb", setup=SETUP, duel=DUEL, ana=ANA)
    summary = lab_page.cell_text(2).strip().splitlines()[-1]
    assert summary.startswith("Computer's turn:"), summary
    root = page.locator(".jp-Notebook .jp-Cell").nth(1).locator(BOARD)
    skip = root.locator('[data-btn="anim-skip"]')
    if skip.is_visible() and skip.is_enabled():
        skip.click()                     # straight to the newest state, as a learner may
    page.wait_for_function("(el) => el.getAttribute('data-queue') === '0'"
                           " && (el.querySelector('.pw-anim').hidden"
                           "     || el.querySelector('.pw-anim').getAttribute('data-done') === 'true')",
                           arg=root.element_handle(), timeout=60_000)
    top = root.locator(".pw-status .pw-last-turn")
    top.wait_for(state="visible")
    assert top.inner_text().strip() == summary
    assert "your turn" in root.locator(".pw-turn").inner_text()


def test_a_narrow_board_keeps_its_words_legible(lab_page, jupyter_lab, tmp_path):
    row = ("import ipywidgets\n"
           "ipywidgets.HBox([PotionWidget(players=['Ana', 'Ben'], seed=s, show='desk', you=[0])"
           " for s in range(3)])")
    page = _open(lab_page, jupyter_lab, tmp_path, "narrow.ipynb", setup=SETUP, row=row)
    roots = page.locator(".jp-Notebook .jp-Cell").nth(1).locator(BOARD)
    roots.first.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    smallest = min(r.evaluate("""(root) => Math.min(...[...root.querySelectorAll('svg.pw-board text')]
        .filter((el) => el.textContent.trim() && el.getBoundingClientRect().width)
        .map((el) => parseFloat(getComputedStyle(el).fontSize)
                     * Math.hypot(el.getScreenCTM().a, el.getScreenCTM().b)))""")
                   for r in roots.all())
    print(f"\nsmallest word on three boards side by side: {smallest:.1f} px")
    lab_page.screenshot("front_after_narrow.png", page.locator(".jp-Notebook .jp-Cell").nth(1))
    assert smallest >= 10.9
