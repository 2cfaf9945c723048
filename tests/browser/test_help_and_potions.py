"""The little help and two potions' choice panels, with the mouse in a real JupyterLab.

Ana's desk is set up so that one turn shows three things the whole-game tests may never
meet: the help button (T3), the Potion of Wisdom's panel (P3: a marble chosen on the board)
and the Potion of Prismatic Joy's panel (P8: holes chosen on the board, in an order that
decides which pool marble goes where, here the reverse of the order the holes are listed in,
which also completes a potion through a hole of another colour). The game in the kernel must
end exactly as the engine, given the same three actions, says it should.
"""

from __future__ import annotations

import json

import pytest

from animation import skip_animation

from potion_widget.games.potion.engine import Game

pytestmark = pytest.mark.browser


def _desk(name: str, **fields) -> dict:
    desk = {"name": name, "burners": [None, None], "hand": [], "pool": [], "completed": [],
            "skills": 0, "helps": 0, "awarded": {"kinds": [], "variety": False}}
    desk.update(fields)
    return desk


ANA = _desk(
    "Ana",
    burners=[{"tile": "magnetic-1", "filled": ["blue", "blue", "black", None]},
             {"tile": "love-3", "filled": ["blue", None, "blue", "yellow", None]}],
    pool=["red", "yellow"],
    completed=[{"tile": "wisdom-3", "drunk": False}, {"tile": "joy-3", "drunk": False}],
)

STATE = {
    "format": "potion-explosion/1",
    "rng": {"seed": 21, "draws": 0},
    "options": {"track_capacity": 16, "countdown": 4, "market": "stacks"},
    "kinds": ["wisdom", "magnetic", "abyssal", "love", "joy", "sands"],
    "dispenser": [["blue", "black", "red", "yellow"], ["black", "red", "yellow", "blue"],
                  ["red", "yellow", "blue", "black"], ["yellow", "blue", "black", "red"],
                  ["blue", "red"]],
    "stacks": [["wisdom-8"], ["magnetic-8"], ["abyssal-8"], ["love-8"], ["joy-8"]],
    "countdown": 4,
    "supply": {"skills": 11, "helps": 21},
    "players": [ANA, _desk("Ben")],
    "first": 0,
    "current": 0,
    "turn": {"number": 1, "picked": False, "helped": False},
    "end_triggered": False,
    "phase": "play",
}

HELP = {"type": "help", "track": 0, "pos": 2}                  # the red, no red hole: kept
WISDOM = {"type": "drink", "potion": "wisdom-3", "choice": {"track": 2, "pos": 0}}
JOY = {"type": "drink", "potion": "joy-3", "choice": {"holes": [[1, 4], [0, 3]]}}


def _notebook() -> dict:
    create = ("import json\nfrom potion_widget import PotionWidget\n"
              f"w = PotionWidget(json.loads({json.dumps(json.dumps(STATE))}))\nw")
    show = "print(json.dumps(w.game.to_state(), sort_keys=True))"
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": []}
    return {
        "cells": [{**cell, "id": "desk", "source": create},
                  {**cell, "id": "state", "source": show}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def test_the_help_button_and_the_wisdom_and_joy_panels(lab_page, jupyter_lab, tmp_path):
    expected = Game.from_state(STATE)
    joy_choices = expected.clone()
    for action in (HELP, WISDOM):
        joy_choices.apply(action)
    listed = joy_choices.legal_choices({"type": "drink", "potion": "joy-3"})
    assert JOY["choice"] in listed
    assert listed.index(JOY["choice"]) > listed.index({"holes": [[0, 3], [1, 4]]})
    for action in (HELP, WISDOM, JOY):
        expected.apply(action)

    page = lab_page.page
    path = tmp_path / "help_and_potions.ipynb"
    path.write_text(json.dumps(_notebook()), encoding="utf-8")
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = page.locator(".jp-OutputArea-output .potion-widget")
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)

    def act(click) -> None:
        """A click that must be accepted: the state id moves on and nothing is refused."""
        before = root.get_attribute("data-state-id")
        click()
        page.wait_for_function(
            "([el, id]) => (el.getAttribute('data-state-id') !== id"
            " && !el.classList.contains('busy')) || !el.querySelector('.pw-refusal').hidden",
            arg=[root.element_handle(), before])
        assert root.locator(".pw-refusal").is_hidden(), root.locator(".pw-refusal").inner_text()
        skip_animation(root, expected=False)

    def key(k: str):
        return root.locator(f'svg.pw-board [data-key="{k}"]')

    # T3: the help button turns clicks on marbles into the little help.
    root.locator('[data-btn="help"]').click()
    assert root.locator('[data-btn="help"]').get_attribute("aria-pressed") == "true"
    act(key("m:0:2").click)
    assert root.locator(".desk.active .hand-marble").count() == 1
    assert "T3" in root.locator(".pw-log-list").inner_text()

    # P3: the wisdom's panel; the chosen marble is the only choice that matches.
    key("c:wisdom-3").click()
    root.locator(".pw-panel").wait_for(state="visible")
    confirm = root.locator('.pw-panel [data-btn="confirm"]')
    assert not confirm.is_enabled()
    key("m:2:0").click()
    assert "chosen" in key("m:2:0").get_attribute("class")
    act(confirm.click)
    assert key("d:wisdom-3").count() == 1                      # drawn as drunk now

    # P8: the joy's panel; holes clicked in the reverse of their listed order.
    key("c:joy-3").click()
    root.locator(".pw-panel").wait_for(state="visible")
    key("h:1:4").click()
    assert not confirm.is_enabled()                            # one hole of two
    key("h:0:3").click()
    lab_page.screenshot("help_and_potions_joy.png", root)
    act(confirm.click)
    assert key("d:joy-3").count() == 1

    lab_page.run_cell(1)
    printed = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    assert printed == expected.to_state()
    # The red went into love-3's hole 4 and the yellow completed magnetic-1 (I5).
    assert [c["tile"] for c in printed["players"][0]["completed"]][-1] == "magnetic-1"
    assert printed["players"][0]["burners"][1]["filled"][4] == "red"
