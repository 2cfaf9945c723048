"""The parts a board loads from the kernel when it needs them (the position editor, the strip of
moves: ``front_parts.py``, ``js/src/potion/lazy.ts``) reach the board in the static site too, where the
kernel is Pyodide in the browser: the wheel carries them, and the explorer's lesson (an editable
board, boards with moves made) shows both, with nothing saying a part could not be loaded."""

from __future__ import annotations

import os
import zipfile

import pytest

from potion_widget.board.front_parts import PARTS
from test_site import _ALL_RAN, _ERRORS, _KERNEL_READY, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, in_own_thread


@pytest.mark.site
def test_the_sites_wheel_carries_every_part(site_dir):
    (wheel,) = (site_dir / "pypi").glob("potion_widget-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for name in ("widget", *PARTS):
        assert f"potion_widget/static/{name}.js" in names, name


@pytest.mark.site
def test_the_explorers_lesson_loads_the_editor_and_the_strip_from_the_browsers_kernel(site_server):
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is needed at {CHROMIUM} (apt-get install chromium)")
    in_own_thread(lambda: explorers_lesson(site_server), timeout=900)


def explorers_lesson(site_server: str) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.set_default_timeout(60_000)
        try:
            page.goto(f"{site_server}/index.html")
            page.locator('#lessons-en a.lesson[href*="path=08_"]').click()
            page.wait_for_function(_KERNEL_READY, timeout=120_000)
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.wait_for_function(_ALL_RAN, timeout=300_000, polling=500)
            assert page.evaluate(_ERRORS) == []
            boards = page.locator(".jp-OutputArea-output .potion-widget")
            # the editable board's toggle is the editor's own, loaded from the kernel
            toggle = boards.locator("[data-btn=edit-toggle]")
            toggle.first.wait_for(state="visible", timeout=60_000)
            # a board with moves made lists them on its strip
            boards.locator(".pw-tl-strip [data-step]").first.wait_for(state="attached", timeout=60_000)
            assert boards.locator(".pw-part-failed").count() == 0
            # the loaded editor works: entering edit mode draws every position
            toggle.first.scroll_into_view_if_needed()
            toggle.first.click()
            boards.locator(".pw-edit-dispenser").first.wait_for(state="visible", timeout=60_000)
        except Exception:
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "site_parts_failure.png"))
            raise
        finally:
            browser.close()
