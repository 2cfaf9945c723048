"""Step back and branch, with the mouse: a learner plays three moves, steps back three moves on
the strip under the board (the board shows each earlier position read-only), continues from
there with a different move, and switches back to the first line to see its board again."""

from __future__ import annotations

import json

import pytest

from lab_notebooks import code_notebook, duel_source, open_board
from test_full_game import MousePlayer

pytestmark = pytest.mark.browser

SETUP = ("from potion_widget import PotionWidget\n"
         'board = PotionWidget(players=["Ana", "Ben"], seed=5, remove="beginner")\n'
         "while board.game.phase == 'draft':\n"
         "    board.play(board.game.legal_actions()[0])\n"
         "board")
CHECK = ("import json\n"
         "print(json.dumps({'lines': board.timeline['lines'], 'line': board.timeline['line'],"
         " 'same': board.game.to_state() == board.position(len(board.record(1)['actions']), 1).to_state(),"
         " 'first': board.record(1)['actions'], 'second': board.record(2)['actions']}))")

# the board as drawn: every marble of the dispenser and every desk, with its place and colour
PICTURE = ("(el) => [...el.querySelectorAll('svg.pw-board .marble')].map((m) =>"
           " [m.getAttribute('data-key'), m.getAttribute('data-color')].join('=')).join(' ')")


def total(root) -> int:
    return int(root.locator(".pw-tl-strip").get_attribute("data-total"))


def look(player: MousePlayer, step: int) -> None:
    """Clicks move ``step`` on the strip and waits until the board shows it."""
    player.act("look", player.root.locator(f'.pw-tl-strip [data-step="{step}"]').click)
    player.page.wait_for_function(
        "([el, s]) => el.querySelector(`.pw-tl-strip [data-step='${s}']`)"
        "?.getAttribute('aria-current') === 'step'", arg=[player.root.element_handle(), step])


def one_move(player: MousePlayer) -> None:
    """One action by the mouse: a marble from the hand into a hole (or to the pool), else the
    end of the turn."""
    root = player.root
    hand = root.locator(".desk.active .hand-marble.selectable")
    if hand.count():
        hand.first.click()
        holes = root.locator(".desk.active .hole.selectable")
        if holes.count():
            player.act("place", holes.first.click)
            return
        if player.enabled("to-pool"):
            player.act("to_pool", root.locator('[data-btn="to-pool"]').click)
            return
        root.locator(".desk.active .hand-marble.chosen").first.click()
    player.end_turn()


def test_step_back_three_moves_branch_and_switch_back(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1400})
    root = open_board(lab_page, jupyter_lab, tmp_path, "timeline.ipynb",
                      code_notebook(board=SETUP, check=CHECK))
    player = MousePlayer(lab_page, root)
    drafted = total(root)
    assert drafted == 4, "the starter draft made in Python is on the strip"

    # three moves by the mouse: the first marble offered, then two more
    first_pick = root.locator(".dispenser .marble.selectable").first.get_attribute("data-key")
    player.act("pick", root.locator(f'.dispenser [data-key="{first_pick}"]').click)
    player.skip_animation()
    one_move(player)
    one_move(player)
    player.skip_animation()
    latest = total(root)
    assert latest == drafted + 3
    line_one_board = root.evaluate(PICTURE)
    next_move_words = root.locator(f'.pw-tl-strip [data-step="{drafted + 1}"]').get_attribute("aria-label")
    assert next_move_words.startswith(f"Move {drafted + 1} of {latest}: Ana took the ")

    # step back three moves, one at a time: each position is shown read-only (the last step
    # by keyboard: the strip is one Tab stop, the arrow keys move along it, Enter looks)
    for step in (latest - 1, latest - 2, latest - 3):
        if step == latest - 3:
            root.locator(f'.pw-tl-strip [data-step="{latest - 2}"]').focus()
            page.keyboard.press("ArrowLeft")
            focused = page.evaluate("document.activeElement.getAttribute('aria-label')")
            assert focused.startswith(f"Move {step} of {latest}: ")
            player.act("look", lambda: page.keyboard.press("Enter"))
            page.wait_for_function(
                "([el, s]) => el.querySelector(`.pw-tl-strip [data-step='${s}']`)"
                "?.getAttribute('aria-current') === 'step'", arg=[root.element_handle(), step])
        else:
            look(player, step)
        banner = root.locator(".pw-tl-banner")
        assert banner.is_visible()
        assert f"You are looking at move {step} of {latest}." in banner.inner_text()
        assert root.locator("svg.pw-board .selectable").count() == 0
        assert root.locator('[data-btn="undo"]').is_disabled()
    lab_page.screenshot("timeline_looking_back.png", root)
    assert root.evaluate(PICTURE) != line_one_board

    # a click on the board does nothing while looking back
    before = player.state_id()
    root.locator(".dispenser .marble").first.click(force=True)
    page.wait_for_timeout(300)
    assert player.state_id() == before

    # continue from here, and take another marble than the first time
    player.act("continue", root.locator('[data-btn="tl-continue"]').click)
    root.locator(".pw-tl-lines").wait_for(state="visible")
    assert root.locator(".pw-tl-banner").is_hidden()
    lines = root.locator(".pw-tl-lines [data-line]").all_inner_texts()
    assert lines == [f"Line 1 ({latest} moves)", f"Line 2 ({drafted} moves)"]
    other = root.locator(".dispenser .marble.selectable").last.get_attribute("data-key")
    assert other != first_pick
    player.act("pick", root.locator(f'.dispenser [data-key="{other}"]').click)
    player.skip_animation()
    assert root.locator(".pw-tl-lines [data-line]").all_inner_texts() == [
        f"Line 1 ({latest} moves)", f"Line 2 ({drafted + 1} moves)"]
    new_words = root.locator(f'.pw-tl-strip [data-step="{drafted + 1}"]').get_attribute("aria-label")
    assert new_words != next_move_words and new_words.startswith(f"Move {drafted + 1} of {drafted + 1}: Ana took the ")
    lab_page.screenshot("timeline_two_lines.png", root)

    # switch back to the first line: its board, as it was
    player.act("switch", root.locator('.pw-tl-lines [data-line="1"]').click)
    page.wait_for_function("(el) => el.querySelector('.pw-tl-lines [data-line=\"1\"]')"
                           "?.getAttribute('aria-pressed') === 'true'", arg=root.element_handle())
    player.skip_animation()
    assert root.evaluate(PICTURE) == line_one_board
    assert total(root) == latest

    lab_page.run_cell(1)
    seen = json.loads(lab_page.cell_text(1))
    assert seen["lines"] == [latest, drafted + 1] and seen["line"] == 1 and seen["same"]
    assert seen["first"][:drafted] == seen["second"][:drafted]
    assert seen["first"][drafted] != seen["second"][drafted]


DUEL = duel_source(11) + "\nana = GreedyBot(seed=2)\n" + (
    "while duel.game.state['turn']['number'] < 3:\n"
    "    duel.play(ana.choose(duel.game))\n"
    "duel")
DUEL_CHECK = ("import json\n"
              "print(json.dumps({'lines': duel.timeline['lines'], 'line': duel.timeline['line'],"
              " 'first': duel.record(1)['actions'], 'second': duel.record(2)['actions']}))")


def test_continue_at_the_computer_s_move_starts_there_and_the_log_says_so(lab_page, jupyter_lab,
                                                                        tmp_path):
    """Continue from here on a move of the computer's: the new line starts at the position shown
    (the computer's seat once took the jump for an undo and went back to Ana's turn), the log
    says where the line starts, and the computer plays the rest of its turn on from there."""
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 1400})
    root = open_board(lab_page, jupyter_lab, tmp_path, "duel_branch.ipynb",
                      code_notebook(board=DUEL, check=DUEL_CHECK))
    player = MousePlayer(lab_page, root)
    player.skip_animation()
    computer = root.locator('.pw-tl-strip .pw-tl-group[data-seat="1"]').last.locator("[data-step]")
    assert computer.count() > 2
    step = int(computer.nth(1).get_attribute("data-step"))       # inside the computer's turn
    look(player, step)
    shown = root.evaluate(PICTURE)
    player.act("continue", root.locator('[data-btn="tl-continue"]').click)
    root.locator(".pw-tl-lines").wait_for(state="visible")
    log = root.locator(".pw-log-list")
    page.wait_for_function("(el) => el.querySelector('.pw-log-list').innerText.includes('Line 2 starts here')",
                           arg=root.element_handle())
    text = log.inner_text()
    assert f"Line 2 starts here, after move {step} (Computer took" in text or \
        f"Line 2 starts here, after move {step} (Computer " in text
    assert "No move has been made" not in text
    player.skip_animation()
    lab_page.screenshot("explorer_after_continue_computer.png", root)
    lab_page.run_cell(1)
    seen = json.loads(lab_page.cell_text(1))
    assert seen["line"] == 2 and seen["second"][:step] == seen["first"][:step]
    assert len(seen["second"]) > step                  # the computer played on from there
    assert shown != root.evaluate(PICTURE) or len(seen["second"]) == step
