"""The board in marimo (``marimo run``, headless, in Debian's Chromium): a cell that reads the
board re-runs after each accepted move. marimo re-runs the cells reading a widget when its front
end writes a trait; the board's front end writes ``seen`` (the state id it has drawn) and nothing
else, so a real mouse click on a legal marble shows the new state id and the player to move in
the reading cell. The time from the click to the cell's new text is printed.

The notebook is written here, marimo serves it on a free port of 127.0.0.1 from temporary
folders, and is stopped (its process group) when the test ends.
"""

from __future__ import annotations

import os
import pathlib
import signal
import subprocess
import sys
import textwrap
import time
import urllib.error
import urllib.request

import pytest

from conftest import _free_port, wait_until_serving

pytestmark = pytest.mark.browser

NOTEBOOK = textwrap.dedent('''
    import marimo

    app = marimo.App()


    @app.cell
    def _():
        import marimo as mo
        from potion_widget import PotionWidget
        return PotionWidget, mo


    @app.cell
    def _(PotionWidget, mo):
        game = PotionWidget(players=["Ana", "Ben"], seed=0)
        while game.state["phase"] == "draft":        # the starter draft, made here
            game.play(game.legal[0])
        board = mo.ui.anywidget(game)
        board
        return (board,)


    @app.cell
    def _(board, mo):
        _value = board.value
        _state = _value["state"]
        _name = _state["players"][_state["current"]]["name"]
        mo.Html(f"<p class='reader' data-state-id='{_value['state_id']}'>"
                f"state {_value['state_id']}, {_name} to play, {_value['seen']} seen</p>")
        return


    if __name__ == "__main__":
        app.run()
''')


def _answers(url: str) -> bool:
    with urllib.request.urlopen(url, timeout=5) as resp:
        return resp.status == 200


class Marimo:
    """``marimo run`` of one notebook, headless, on 127.0.0.1, in temporary folders."""

    def __init__(self, base: pathlib.Path, notebook: pathlib.Path):
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        home = base / "home"
        home.mkdir()
        env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
               "XDG_CACHE_HOME": str(home / "cache"), "XDG_STATE_HOME": str(home / "state"),
               "MARIMO_SKIP_UPDATE_CHECK": "1"}
        self.log = open(base / "marimo.log", "wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "marimo", "run", str(notebook), "--headless", "--no-token",
             "--host", "127.0.0.1", "--port", str(self.port), "--no-sandbox", "--no-check"],
            cwd=base, env=env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        wait_until_serving(self.process, lambda: _answers(self.url), base / "marimo.log", "marimo")

    def stop(self) -> None:
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)
        self.log.close()


@pytest.fixture
def marimo_run(tmp_path):
    """``marimo_run(text)``: ``marimo run`` of a notebook holding ``text``; stopped at the end."""
    apps: list[Marimo] = []

    def run(text: str) -> Marimo:
        folder = tmp_path / f"app{len(apps)}"
        folder.mkdir()
        notebook = folder / "notebook.py"
        notebook.write_text(text, encoding="utf-8")
        apps.append(Marimo(folder, notebook))
        return apps[-1]

    yield run
    for app in apps:
        app.stop()


def test_a_cell_reading_the_board_reruns_after_a_click(marimo_run, browser):
    app = marimo_run(NOTEBOOK)
    page = browser.new_page(viewport={"width": 1200, "height": 1000})
    try:
        opened = time.monotonic()
        page.goto(app.url)
        board = page.locator(".potion-widget")
        board.wait_for(timeout=60_000)
        reader = page.locator("p.reader")
        reader.wait_for(timeout=60_000)
        drawn = time.monotonic() - opened
        start = int(board.get_attribute("data-state-id"))
        assert start == 4                                          # the four draft picks
        assert reader.get_attribute("data-state-id") == str(start)
        assert "Ana to play" in reader.inner_text()

        marble = board.locator(".dispenser .marble.selectable").first
        marble.wait_for(timeout=30_000)
        clicked = time.monotonic()
        marble.click()                                             # a real mouse click
        page.wait_for_function(
            "(id) => { const p = document.querySelector('p.reader');"
            " return p && Number(p.getAttribute('data-state-id')) > id; }",
            arg=start, timeout=30_000)
        rerun = time.monotonic() - clicked
        now = int(reader.get_attribute("data-state-id"))
        assert now == int(board.get_attribute("data-state-id")) > start
        # the cell's words were computed from the board after the move: the state id and the
        # state drawn agree, and it is still Ana's turn (a pick is not the end of a turn)
        assert f"state {now}, Ana to play, {now} seen" in reader.inner_text()
        print(f"\nmarimo: board and reading cell drawn {drawn:.1f} s after opening; "
              f"the cell re-ran {rerun:.2f} s after the click")
    finally:
        page.close()


EXERCISE = textwrap.dedent('''
    import marimo

    app = marimo.App()


    @app.cell
    def _():
        import marimo as mo
        from potion_widget.lessons import Do
        return Do, mo


    @app.cell
    def _(Do, mo):
        task = Do("l1-safe", "no_explosion")
        board = mo.ui.anywidget(task.widget)
        mo.vstack([mo.md(f"**{task.prompt}**"), board])
        return board, task


    @app.cell
    def _(board, mo, task):
        mo.Html(f"<p class='verdict' data-seen='{board.value['seen']}'>{task.feedback}</p>")
        return


    if __name__ == "__main__":
        app.run()
''')


def test_a_do_exercise_is_judged_in_marimo(marimo_run, browser):
    """What the README offers for exercises in marimo: a :class:`Do` exercise's board wrapped
    in ``mo.ui.anywidget`` and a cell showing its verdict. The engine judges the click (the
    ipywidgets box around an exercise is not drawn in marimo) and the cell shows the verdict
    the same exercise gives here for the same move."""
    from potion_widget.lessons import Do

    app = marimo_run(EXERCISE)
    page = browser.new_page(viewport={"width": 1200, "height": 1000})
    try:
        page.goto(app.url)
        board = page.locator(".potion-widget")
        marble = board.locator(".dispenser .marble.selectable").first
        marble.wait_for(timeout=60_000)
        verdict = page.locator("p.verdict")
        verdict.wait_for(state="attached", timeout=60_000)        # empty, so not visible
        assert verdict.text_content().strip() == ""                  # nothing said before a try
        track, pos = (int(n) for n in marble.get_attribute("data-key").split(":")[1:])
        marble.click()
        page.wait_for_function(
            "() => { const p = document.querySelector('p.verdict');"
            " return p && p.innerText.trim() !== ''; }", timeout=30_000)
        expected = Do("l1-safe", "no_explosion")
        expected.play({"type": "pick", "track": track, "pos": pos})
        assert expected.feedback
        assert verdict.inner_text().strip() == expected.feedback.strip()
    finally:
        page.close()
