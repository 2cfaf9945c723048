"""A finished game's review on its board, with the mouse and in both themes (issue 25): the
chart has a point per decision named in words, a click on one shows that decision's position
(the strip's banner says which move), axe-core finds nothing wrong in the light or the dark
theme, and the review goes when a move is played after it."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import code_notebook, open_board
from test_keyboard_and_screen_reader import AXE, _set_theme

pytestmark = pytest.mark.browser

SETUP = ("from potion_widget import PotionWidget\n"
         "from potion_widget.games.potion.expert import ExpertBot\n"
         'board = PotionWidget(players=["Ana", "Ben"], seed=5, remove="beginner", you=[0])\n'
         "bot = ExpertBot(seed=5)\n"
         "while board.state['turn']['number'] <= 3:\n"
         "    board.play(bot.choose(board.game))\n"
         "board.review_game(samples=2)\n"
         "board")
CHECK = ("import json\n"
         "print(json.dumps({'looking': board.looking, 'moves': board.review.get('moves', []),"
         " 'length': board.latest_move}))")
PLAY_ON = "board.look_at(None)\nboard.play(bot.choose(board.game))\nprint(len(board.review))"


def test_a_review_is_drawn_looked_into_and_gone_once_the_game_moves_on(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1600})
    root = open_board(lab_page, jupyter_lab, tmp_path, "review.ipynb",
                      code_notebook(board=SETUP, check=CHECK, play_on=PLAY_ON))
    points = root.locator(".pw-review-point")
    points.first.wait_for(state="visible", timeout=30_000)
    lab_page.run_cell(1)
    seen = json.loads(lab_page.cell_text(1))
    moves = seen["moves"]
    assert points.count() == len(moves) > 2
    labels = [points.nth(i).get_attribute("aria-label") for i in range(points.count())]
    assert labels[0].startswith(f"Turn {moves[0]['turn']}, ")
    assert all("{" not in label and "undefined" not in label for label in labels)
    lab_page.screenshot("review_light.png", root.locator(".pw-review"))

    page.add_script_tag(path=str(AXE))
    for dark in (False, True):
        _set_theme(page, dark)
        found = page.evaluate("async (el) => (await axe.run(el, {resultTypes: ['violations']})).violations"
                              ".map(v => ({id: v.id, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))",
                              root.locator(".pw-review").element_handle())
        assert found == [], ("dark" if dark else "light", found)
    lab_page.screenshot("review_dark.png", root.locator(".pw-review"))
    _set_theme(page, False)

    # a click on the second decision shows its position: the banner names that move
    wanted = moves[1]["index"]
    points.nth(1).click()
    banner = root.locator(".pw-tl-banner")
    banner.wait_for(state="visible", timeout=30_000)
    expected = ("You are looking at the start" if wanted == 0
                else f"You are looking at move {wanted} of {seen['length']}.")
    assert expected in banner.inner_text()
    lab_page.run_cell(1)
    after = json.loads(lab_page.cell_text(1))
    assert after["looking"] == wanted and after["moves"] == moves
    assert root.locator(".pw-review-point").count() == len(moves)

    # a move played after the review: the review goes from the board
    lab_page.run_cell(2)
    assert lab_page.cell_text(2).strip() == "0"
    root.locator(".pw-review").wait_for(state="hidden", timeout=30_000)
    assert root.locator(".pw-review-point").count() == 0
