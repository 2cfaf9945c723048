"""The widget in a real JupyterLab and Chromium: it draws, a click explodes marbles step by
step and changes the game in the kernel, a refusal is explained, and nothing else changes."""

from __future__ import annotations

import json
import pathlib

import pytest

from potion_widget.widget import PotionWidget

pytestmark = pytest.mark.browser

NOTEBOOK = pathlib.Path(__file__).with_name("widget_smoke.ipynb")


def _expected_game():
    """The notebook's game, replayed here: the seed makes it the same one."""
    w = PotionWidget(players=["Ana", "Ben"], seed=0)
    while w.state["phase"] == "draft":
        w.play(w.legal[0])
    return w


def test_play_and_watch_an_explosion_in_jupyterlab(lab_page, jupyter_lab):
    page = lab_page.page
    expected = _expected_game()
    preview = max(expected.previews, key=lambda p: (p["steps"], p["count"]))
    assert preview["steps"] >= 1

    lab_page.open_notebook(jupyter_lab.add(NOTEBOOK))
    lab_page.run_cell(0)
    root = page.locator(".jp-OutputArea-output .potion-widget")
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    assert root.get_attribute("data-state-id") == str(expected.state_id)
    picks = [a for a in expected.legal if a["type"] == "pick"]
    assert root.locator(".dispenser .marble.selectable").count() == len(picks)
    assert root.locator(".dispenser .marble.ninth.selectable").count() == 0

    # A refused action: ending the turn before the usual pick (E0) is explained, and
    # nothing changes.
    root.locator('[data-btn="end-turn"]').click()
    refusal = root.locator(".pw-refusal")
    refusal.wait_for(state="visible")
    assert refusal.get_attribute("data-rule") == "E0"
    assert "usual pick" in refusal.inner_text()
    assert root.get_attribute("data-state-id") == str(expected.state_id)

    # Clicking the ninth marble sends nothing.
    root.locator(".dispenser .marble.ninth").first.click(force=True)
    assert root.get_attribute("data-state-id") == str(expected.state_id)

    # Hover previews Python's outcome, then the click explodes marbles step by step.
    marble = root.locator(f'.dispenser [data-key="m:{preview["track"]}:{preview["pos"]}"]')
    marble.hover()
    assert root.locator(".dispenser .marble.preview-out").count() == len(preview["positions"])
    marble.click()
    page.wait_for_function(
        "([el, id]) => el.getAttribute('data-state-id') === id",
        arg=[root.element_handle(), str(expected.state_id + 1)])
    anim = root.locator(".pw-anim")
    assert anim.is_visible()
    root.locator('[data-btn="anim-toggle"]').click()   # pause, then step through
    saw_flash = saw_marked = 0
    for _ in range(40):
        if anim.get_attribute("data-done") == "true":
            break
        saw_flash += root.locator(".dispenser .marble.flash").count() > 0
        saw_marked += root.locator(".dispenser .marble.marked").count() == 2
        if saw_marked == 1 and saw_flash:
            lab_page.screenshot("widget_explosion_step.png", root)
        root.locator('[data-btn="anim-step"]').click()
    assert anim.get_attribute("data-done") == "true"
    assert saw_flash >= 1 + preview["steps"] and saw_marked >= preview["steps"]
    assert root.locator(".pw-refusal").is_hidden()
    log = root.locator(".pw-log-list").inner_text()
    assert "D7" in log and "explode" in log

    # The game in the kernel changed, exactly as the engine says it should.
    expected.play({"type": "pick", "track": preview["track"], "pos": preview["pos"]})
    lab_page.run_cell(1)
    printed = json.loads(lab_page.cell_text(1).strip().splitlines()[-1])
    assert printed == {"state_id": expected.state_id,
                       "hand": expected.game.to_state()["players"][0]["hand"]}
    assert root.locator(".desk.active .hand-marble").count() == preview["count"]
    lab_page.screenshot("widget_after_pick.png", root)
