"""The position editor in a real JupyterLab, with the mouse: a teacher enters edit mode, sets
dispenser places (one under the lid), puts a potion on a burner and a marble in the hand, and
saves the position as a scenario; Python then loads the file back, equal to the board's
position."""

from __future__ import annotations

import json
import pathlib

import pytest

from lab_notebooks import code_notebook, open_board
from test_keyboard_and_screen_reader import _set_theme

pytestmark = pytest.mark.browser

AXE = pathlib.Path(__file__).resolve().parents[2] / "js" / "node_modules" / "axe-core" / "axe.min.js"

BOARD = ("from potion_widget import PotionWidget\n"
         'board = PotionWidget(players=["Ana", "Ben"], seed=5, remove="beginner", editable=True)\n'
         "while board.game.phase == 'draft':\n"
         "    board.play(board.legal[0])\n"
         "board")
CHECK = ("import json\n"
         "from potion_widget import scenarios\n"
         "saved = scenarios.load_file('mouse-built.json')\n"
         "s = board.game.to_state()\n"
         "print(json.dumps({'equal': saved.to_state() == s, 'dispenser': s['dispenser'],\n"
         "                  'burner': s['players'][0]['burners'][0], 'hand': s['players'][0]['hand'],\n"
         "                  'completed': s['players'][1]['completed'],\n"
         "                  'editing': board.editing,\n"
         "                  'purpose': json.load(open('mouse-built.json'))['purpose']}))")


class Editor:
    """The editor of one board, used with the mouse; each edit waits for Python's answer."""

    def __init__(self, page, root):
        self.page = page
        self.root = root

    def state_id(self) -> str:
        return self.root.get_attribute("data-state-id")

    def settled(self, before: str) -> None:
        """Python answered: a new position is drawn, or a refusal is shown."""
        self.page.wait_for_function(
            """([el, before]) => !el.querySelector('.pw-editor[aria-busy]')
                && (el.getAttribute('data-state-id') !== before
                    || !el.querySelector('.pw-edit-refusal').hidden)""",
            arg=[self.root.element_handle(), before], timeout=20_000)
        refusal = self.root.locator(".pw-edit-refusal")
        assert refusal.is_hidden(), refusal.inner_text()

    def paint(self, color: str) -> None:
        self.root.locator(f"[data-paint={color}]").click()

    def place(self, track: int, pos: int):
        return self.root.locator(f'.pw-edit-dispenser [data-id="place:{track}:{pos}"]')

    def click(self, locator) -> None:
        before = self.state_id()
        locator.click()
        self.settled(before)

    def choose(self, select, label: str) -> None:
        before = self.state_id()
        select.select_option(label=label)
        self.settled(before)


def open_editor(lab_page, jupyter_lab, tmp_path, name: str):
    """The board of a notebook ``name`` (1024 px wide) switched to its position editor: the
    page, the board's root and an :class:`Editor` on it."""
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1000})
    root = open_board(lab_page, jupyter_lab, tmp_path, name, code_notebook(board=BOARD, check=CHECK))
    ed = Editor(page, root)
    root.locator("[data-btn=edit-toggle]").click()
    root.locator(".pw-editor").wait_for(state="visible")
    return page, root, ed


def test_a_position_built_with_the_mouse_is_saved_and_loads_back_equal(lab_page, jupyter_lab, tmp_path):
    page, root, ed = open_editor(lab_page, jupyter_lab, tmp_path, "editor.ipynb")
    assert root.locator("svg.pw-board").is_hidden()
    assert root.locator(".pw-edit-dispenser .hidden-place").count() == 5 * 7
    # every control of the editor has an accessible name, and axe finds nothing wrong
    page.add_script_tag(path=str(AXE))
    for dark in (True, False):          # the dark theme, then back to the light one
        _set_theme(page, dark)
        violations = page.evaluate(
            "async (el) => (await axe.run(el, {resultTypes: ['violations']})).violations"
            ".map(v => ({id: v.id, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))",
            root.element_handle())
        assert violations == [], ("dark" if dark else "light", violations)
        if dark:
            lab_page.screenshot("editor_dark.png", root)

    # take the marble at track 0, position 0 out (the track slides down), then put one of its
    # colour under the lid of a track where that place holds another colour
    taken = ed.place(0, 0).get_attribute("data-color")
    ed.paint("empty")
    ed.click(ed.place(0, 0))
    track = next(t for t in range(1, 5) if ed.place(t, 12).get_attribute("data-color") != taken)
    replaced = ed.place(track, 12).get_attribute("data-color")
    ed.paint(taken)
    ed.click(ed.place(track, 12))
    assert ed.place(track, 12).get_attribute("data-color") == taken
    assert "hidden under the lid" in ed.place(track, 12).get_attribute("aria-label")
    # a visible place: out
    second = ed.place(1, 3).get_attribute("data-color")
    ed.paint("empty")
    ed.click(ed.place(1, 3))

    # a potion on Ana's first burner, chosen by name, and one of its holes filled
    tile = root.locator('select[data-id="tile:0:0"]')
    ed.choose(tile, "(no potion)")
    label = tile.locator("option").nth(1).inner_text()
    ed.choose(tile, label)
    # a completed potion for Ben, chosen by name, drunk
    complete = root.locator('select[data-id="complete:1"]')
    ed.choose(complete, complete.locator("option").nth(2).inner_text())
    before = ed.state_id()
    root.locator('input[data-id="drunk:1:0"]').check()
    ed.settled(before)
    lab_page.screenshot("editor_burner.png", root)
    needs = root.locator('[data-id="hole:0:0:0"]').get_attribute("aria-label").split("needs ")[1].split(":")[0]
    assert needs in ("red", "blue", "black", "yellow")

    # a marble in Ana's hand (she is to move): the colour taken out at track 1
    ed.paint(second)
    ed.click(root.locator('[data-id="add:0:hand"]'))
    assert root.locator('[data-area=hand] [data-edit=take]').count() == 1

    # a refused edit is shown in words and changes nothing: Ben is not to move
    ed.paint(replaced)           # the one colour the position holds fewer than 20 of
    before = ed.state_id()
    root.locator('[data-id="add:1:hand"]').click()
    refusal = root.locator(".pw-edit-refusal")
    refusal.wait_for(state="visible")
    assert refusal.inner_text() == ("Not changed: Ben's hand: only the active player may hold "
                                    "marbles in hand.")
    assert ed.state_id() == before
    lab_page.screenshot("editor_refusal.png", root)

    # save as a scenario
    root.locator("input.pw-edit-name").fill("mouse-built")
    root.locator("input.pw-edit-title").fill("Built with the mouse")
    root.locator("input.pw-edit-purpose").fill("A chain to discuss in class.")
    root.locator("[data-btn=save]").click()
    page.wait_for_function(
        "(el) => el.querySelector('.pw-edit-saved').textContent.includes('mouse-built.json')",
        arg=root.element_handle(), timeout=20_000)
    lab_page.screenshot("editor.png", root)

    lab_page.run_cell(1)
    printed = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    assert printed["equal"] is True
    assert printed["dispenser"][track][12] == taken
    assert printed["hand"] == [second]
    assert [c["drunk"] for c in printed["completed"]] == [True]
    assert printed["burner"]["filled"][0] is None and printed["editing"] is True
    assert printed["purpose"] == "A chain to discuss in class."     # the form's purpose field

    # by keyboard: the grid is one Tab stop, arrows move, Enter sets the focused position
    ed.paint("empty")
    root.locator('.pw-edit-dispenser [tabindex="0"]').focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("() => document.activeElement.getAttribute('data-id')")
    assert focused == "place:0:2"      # from the last position clicked, track 1, position 3
    before = ed.state_id()
    page.keyboard.press("Enter")
    ed.settled(before)
    assert "Edit: the marble at track" in root.locator(".pw-log-list").inner_text()

    # Play from here: the board is back, playable from the edited position
    root.locator("[data-btn=edit-toggle]").click()
    root.locator("svg.pw-board").wait_for(state="visible")
    assert root.locator(".pw-editor").is_hidden()
    page.wait_for_function(
        "(el) => el.querySelector('.pw-log-list').innerText.includes('Play starts from this position')",
        arg=root.element_handle(), timeout=20_000)


# the centre of every place and points 8 units from it (a marble's radius is 10) must reach
# that place, not the lid's band nor the grid under it
HIT_PROBE = """(svg) => {
  const misses = [];
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  for (const place of svg.querySelectorAll('[data-edit=place]')) {
    const box = place.getBoundingClientRect();
    const cx = box.left + box.width / 2, cy = box.top + box.height / 2;
    const r = 8 * scale;
    for (const [dx, dy] of [[0, 0], [r, 0], [-r, 0], [0, r], [0, -r], [r * .7, r * .7]]) {
      const hit = document.elementFromPoint(cx + dx, cy + dy);
      const got = hit && hit.closest('[data-edit=place]');
      if (got !== place) {
        misses.push(place.getAttribute('data-id') + ' at ' + [dx, dy].map(Math.round)
                    + ' -> ' + (hit ? hit.tagName + '.' + hit.getAttribute('class') : 'nothing'));
        break;
      }
    }
  }
  return misses;
}"""


def test_every_place_takes_a_click_over_its_whole_area(lab_page, jupyter_lab, tmp_path):
    """An empty place takes a click at its centre, not only on its thin ring, and places under
    the lid take clicks as the visible ones do (real mouse clicks at the places' centres)."""
    page, root, ed = open_editor(lab_page, jupyter_lab, tmp_path, "editor_hits.ipynb")
    # make empty places: take out the marbles at the top of track 0, under the lid and above
    ed.paint("empty")
    for _ in range(3):
        ed.click(ed.place(0, 0))
    dispenser = root.locator(".pw-edit-dispenser")
    dispenser.scroll_into_view_if_needed()
    assert page.evaluate(HIT_PROBE, dispenser.element_handle()) == []

    def mouse_at_centre(place) -> None:
        box = place.bounding_box()
        before = ed.state_id()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        ed.settled(before)

    marbles = root.locator('.pw-edit-dispenser [data-track="0"][data-color]')
    assert marbles.count() == 13 and ed.place(0, 15).get_attribute("data-color") is None
    ed.paint("red")
    mouse_at_centre(ed.place(0, 15))      # an empty place: the marble falls onto the top (D5)
    assert marbles.count() == 14 and ed.place(0, 13).get_attribute("data-color") == "red"
    hidden = ed.place(2, 12)
    colour = "blue" if hidden.get_attribute("data-color") != "blue" else "yellow"
    ed.paint(colour)
    mouse_at_centre(hidden)
    assert ed.place(2, 12).get_attribute("data-color") == colour
    lab_page.screenshot("explorer_after_editor_hits.png", dispenser)
