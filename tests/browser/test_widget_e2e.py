"""The widget in a real JupyterLab and Chromium: it draws, a click explodes marbles step by
step and changes the game in the kernel, a refusal is explained, and nothing else changes."""

from __future__ import annotations

import json
import pathlib

import pytest

from animation import skip_animation

from potion_widget.games.potion.widget import PotionWidget
from test_keyboard_and_screen_reader import _set_theme

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


def _wait_new_state(page, root, before: str) -> None:
    """Until the widget shows a state other than ``before`` and its request is answered."""
    page.wait_for_function(
        "([el, id]) => el.getAttribute('data-state-id') !== id && !el.classList.contains('busy')",
        arg=[root.element_handle(), before])


def test_a_whole_turn_with_the_mouse_and_the_end_of_turn_checklist(lab_page, jupyter_lab):
    page = lab_page.page
    lab_page.open_notebook(jupyter_lab.add(NOTEBOOK))
    lab_page.run_cell(0)
    root = page.locator(".jp-OutputArea-output .potion-widget")
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    assert "Ana" in root.locator(".pw-turn").inner_text()

    before = root.get_attribute("data-state-id")
    root.locator(".dispenser .marble.selectable").first.click()
    _wait_new_state(page, root, before)
    skip_animation(root)

    # Place what fits (I3): "place all" when nothing is to decide, else marble then hole.
    for _ in range(12):
        if root.locator(".desk.active .hand-marble.selectable").count() == 0:
            break
        before = root.get_attribute("data-state-id")
        place_all = root.locator('[data-btn="place-all"]')
        if place_all.is_enabled():
            place_all.click()
            page.wait_for_function(
                "(el) => !el.classList.contains('busy')"
                " && !el.querySelector('[data-btn=\"place-all\"]:not(:disabled)')",
                arg=root.element_handle())
            continue
        root.locator(".desk.active .hand-marble.selectable").first.click()
        holes = root.locator(".desk.active .hole.selectable")
        if holes.count() == 0:
            break      # nothing fits: the marble stays in hand for the end of the turn
        holes.first.click()
        _wait_new_state(page, root, before)

    # End the turn: keep and draw as offered, confirm, and watch E1..E5 tick.
    root.locator('[data-btn="end-turn"]').click()
    panel = root.locator(".pw-panel")
    panel.wait_for(state="visible")
    steps = root.locator(".pw-checklist li")
    assert [steps.nth(i).get_attribute("data-step") for i in range(5)] == ["E1", "E2", "E3", "E4", "E5"]
    keep = root.locator('.pw-keep [data-btn="keep"]')
    if keep.count() and keep.first.get_attribute("aria-pressed") != "true":
        keep.first.click()
    for _ in range(3):
        if root.locator('[data-btn="confirm"]').is_enabled():
            break
        root.locator('.pw-draw [data-btn="draw"]').first.click()
    before = root.get_attribute("data-state-id")
    root.locator('[data-btn="confirm"]').click()
    _wait_new_state(page, root, before)
    root.locator(".pw-checklist li.done").first.wait_for()
    skip_animation(root)
    assert root.locator(".pw-checklist li.done").count() == 5
    assert "Ben" in root.locator(".pw-turn").inner_text()
    assert "E5" in root.locator(".pw-log-list").inner_text()

    # Readable in the dark theme too: the widget follows JupyterLab's colours. The theme is a
    # setting JupyterLab keeps between tests: start from the light one whatever ran before.
    _set_theme(page, False)
    light = root.evaluate("el => getComputedStyle(el).backgroundColor")
    # The theme swap loads a style sheet and shows a splash: on a loaded machine it took over
    # 30 s once, so wait for JupyterLab to say the dark theme is on before reading the colour.
    _set_theme(page, True)
    page.wait_for_function(
        "([el, light]) => getComputedStyle(el).backgroundColor !== light",
        arg=[root.element_handle(), light], timeout=60_000)
    # JupyterLab shows a splash while it swaps themes: wait for it to go before the picture.
    page.locator("#jupyterlab-splash").wait_for(state="detached", timeout=30_000)
    lab_page.screenshot("widget_dark_end_of_turn.png", root)
