"""What ``seen`` (the state id a board's front end has drawn, written for marimo) costs in
JupyterLab: after a click on a legal marble the page sends the kernel one ``seen`` update per
new state drawn, carrying the board's state id, and the kernel sends nothing back for it (no
echo) and is idle again."""

from __future__ import annotations

import pathlib

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = pathlib.Path(__file__).with_name("widget_smoke.ipynb")


def _text(payload) -> str:
    return payload.decode("utf-8", "replace") if isinstance(payload, (bytes, bytearray)) else payload


def test_one_seen_message_per_drawn_state_and_no_echo(lab_page, jupyter_lab):
    page = lab_page.page
    sent: list[str] = []
    received: list[str] = []

    def watch(ws):
        ws.on("framesent", lambda payload: sent.append(_text(payload)))
        ws.on("framereceived", lambda payload: received.append(_text(payload)))

    page.on("websocket", watch)
    lab_page.open_notebook(jupyter_lab.add(NOTEBOOK))
    lab_page.run_cell(0)
    root = page.locator(".jp-OutputArea-output .potion-widget")
    marble = root.locator(".dispenser .marble.selectable").first
    marble.wait_for(state="visible", timeout=30_000)
    start = int(root.get_attribute("data-state-id"))
    seen_before = [f for f in sent if '"seen"' in f]
    received_before = len(received)

    marble.click()
    page.wait_for_function(
        "([el, id]) => Number(el.getAttribute('data-state-id')) > id && !el.classList.contains('busy')",
        arg=[root.element_handle(), start], timeout=30_000)
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget"
                           ".sessionContext.session.kernel.status === 'idle'", timeout=30_000)
    page.wait_for_timeout(500)
    now = int(root.get_attribute("data-state-id"))
    seen = [f for f in sent if '"seen"' in f][len(seen_before):]
    assert 1 <= len(seen) <= now - start                   # one per state drawn, at most
    assert all('"method": "update"' in f or '"method":"update"' in f for f in seen)
    assert f'"seen":{now}' in seen[-1].replace(" ", "")      # the last state drawn
    echoes = [f for f in received[received_before:] if "echo_update" in f and '"seen"' in f]
    assert echoes == []                                    # the kernel answers nothing
    print(f"\nJupyterLab: {len(seen)} seen message(s) of {max(len(f) for f in seen)} bytes "
          f"for {now - start} new state(s); no echo")
