"""Against the computer, every move of the computer is told: a learner plays two turns with
the mouse and finds each of the computer's actions in the log, in the third person with its
name, and a summary of its turn; the learner's own moves are told to "you"."""

from __future__ import annotations

import json
import re

import pytest

from lab_notebooks import code_notebook, duel_source, open_board
from test_full_game import MousePlayer

pytestmark = pytest.mark.browser

SEED = 11


def notebook() -> dict:
    check = ("import json\n"
             "print(json.dumps({'turn': duel.game.state['turn']['number'],"
             " 'current': duel.game.current}))")
    return code_notebook(duel=duel_source(SEED), check=check)


def test_two_turns_against_the_computer_tell_its_moves_in_the_third_person(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    root = open_board(lab_page, jupyter_lab, tmp_path, "duel.ipynb", notebook())

    player = MousePlayer(lab_page, root)
    ended = 0
    for _ in range(80):
        before = player.counts["end_turn"]
        player.step()
        if player.counts["end_turn"] > before:
            ended += 1
            # the computer plays its whole turn at once; the board tells it action by action
            page.wait_for_function(
                "(el) => el.querySelector('.pw-log-list').innerText.includes(\"Computer's turn\")"
                " && !el.classList.contains('busy')",
                arg=root.element_handle(), timeout=30_000)
            player.skip_animation()
            if ended == 2:
                break
    assert ended == 2, dict(player.counts)
    lab_page.screenshot("computer_turn_log.png", root)

    entries = root.locator(".pw-log-list li .pw-text").all_text_contents()
    theirs = [e for e in entries if e.startswith("Computer")]
    # its pick, what it placed and what it drew, each named, and its turns summed up
    assert any(re.match(r"Computer takes the \w+ marble at track \d, position \d", e) for e in theirs), entries
    assert any(e.startswith("Computer puts") for e in theirs), entries
    assert any(e.startswith("Computer draws") or e.startswith("Computer keeps") for e in theirs), entries
    assert sum(e.startswith("Computer's turn:") for e in entries) == 2, entries
    # the learner's own moves are told to "you"; no sentence of the computer's turn says "You"
    assert any(e.startswith("You take") for e in entries), entries
    assert not any(re.search(r"\bYou (takes|draws|drinks|puts)\b|\bYou's\b", e) for e in entries)
    # every rule ID shown carries the rule's own words
    rule = root.locator(".pw-log-list li .pw-rule").first
    assert len(rule.get_attribute("title") or "") > 20

    # the kernel agrees: two of Ana's turns and two of the computer's have been played
    lab_page.run_cell(1)
    printed = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    assert printed == {"turn": 5, "current": 0}
