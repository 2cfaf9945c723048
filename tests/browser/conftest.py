"""A real JupyterLab and a real Chromium for end-to-end tests (``@pytest.mark.browser``).

Fixtures:

- ``jupyter_lab``: a JupyterLab server on 127.0.0.1 with a token, everything in temporary
  folders (root, config, runtime, data, IPython, workspaces, settings), news and update
  notifications off. ``jupyter_lab.add(path)`` copies a notebook into its root.
- ``browser``: Debian's Chromium driven by Playwright (never a downloaded browser).
- ``lab_page``: a fresh page; ``lab_page.open_notebook(name)`` opens a notebook in Lab and
  waits until its kernel is really connected and idle (the toolbar's indicator says idle
  before any kernel is there), and ``run_cell(index)`` runs one cell and waits until it ran.

Nothing is left running: the server is stopped through its shutdown API (which stops the
kernels too), then its process group is killed if it is still there.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from potion_widget.lessons.tutorial import LAB_CONFIG

REPO = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = os.environ.get("POTION_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]



def wait_until_serving(process: subprocess.Popen, answers, log: pathlib.Path, name: str,
                       timeout: float = 60) -> None:
    """Return once ``answers()`` is true (the server answers its probe); raise with the end of
    ``log`` if ``process`` exits or ``timeout`` seconds pass first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{name} exited:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            if answers():
                return
        except (urllib.error.URLError, ConnectionError, OSError):
            pass
        time.sleep(0.3)
    raise RuntimeError(f"{name} did not start:\n{log.read_text(errors='replace')[-3000:]}")

class JupyterLab:
    """A running JupyterLab server in temporary folders."""

    def __init__(self, base: pathlib.Path):
        self.root = base / "root"
        self.token = secrets.token_hex(16)
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        dirs = {name: base / name for name in ("config", "runtime", "data", "ipython",
                                                "workspaces", "settings")}
        for d in [self.root, *dirs.values()]:
            d.mkdir(parents=True, exist_ok=True)
        notification = dirs["settings"] / "@jupyterlab" / "apputils-extension"
        notification.mkdir(parents=True)
        (notification / "notification.jupyterlab-settings").write_text(json.dumps(
            {"fetchNews": "false", "checkForUpdates": False, "doNotDisturbMode": True}))
        env = {**os.environ,
               "JUPYTER_CONFIG_DIR": str(dirs["config"]),
               "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]),
               "JUPYTER_DATA_DIR": str(dirs["data"]),
               "IPYTHONDIR": str(dirs["ipython"]),
               "JUPYTERLAB_WORKSPACES_DIR": str(dirs["workspaces"]),
               "JUPYTERLAB_SETTINGS_DIR": str(dirs["settings"]),
               "JUPYTER_CONFIG_PATH": str(LAB_CONFIG),      # as make tutorial opens Lab
               "JUPYTER_PLATFORM_DIRS": "1"}
        self.log = open(base / "lab.log", "wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1",
             f"--port={self.port}", f"--IdentityProvider.token={self.token}",
             f"--ServerApp.root_dir={self.root}", "--LabApp.expose_app_in_browser=True",
             "--ServerApp.port_retries=0", "--allow-root"],
            cwd=self.root, env=env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)
        wait_until_serving(self.process, lambda: self._api("/api/status")[0] == 200,
                           base / "lab.log", "JupyterLab")

    def _api(self, path: str, method: str = "GET"):
        req = urllib.request.Request(f"{self.url}{path}", method=method,
                                     headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=5) as resp:
            return resp.status, resp.read()

    def add(self, notebook: pathlib.Path) -> str:
        """Copy ``notebook`` into the server's root; returns its name there."""
        shutil.copy(notebook, self.root / notebook.name)
        return notebook.name

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?token={self.token}&reset"

    def stop(self) -> None:
        try:
            self._api("/api/shutdown", method="POST")
            self.process.wait(timeout=15)
        except Exception:
            pass
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
                self.process.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                os.killpg(self.process.pid, signal.SIGKILL)
        self.log.close()


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory):
    lab = JupyterLab(tmp_path_factory.mktemp("lab"))
    yield lab
    lab.stop()


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is needed at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


_KERNEL_READY = """() => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  const ctx = panel && panel.sessionContext;
  const kernel = ctx && ctx.session && ctx.session.kernel;
  return !!(ctx && ctx.isReady && kernel && kernel.connectionStatus === 'connected'
            && kernel.status === 'idle' && panel.content && panel.content.widgets.length);
}"""


class LabPage:
    """A Playwright page on JupyterLab with notebook helpers."""

    def __init__(self, page, lab: JupyterLab):
        self.page = page
        self.lab = lab

    def open_notebook(self, name: str, timeout: float = 60_000) -> None:
        self.page.goto(self.lab.notebook_url(name))
        self.page.wait_for_function(_KERNEL_READY, timeout=timeout)

    def run_cell(self, index: int, timeout: float = 60_000) -> None:
        """Run cell ``index`` and wait until its prompt shows a new count and the kernel is
        idle again (a run silently dropped would time out here, not pass)."""
        before = self.page.evaluate("""(index) => {
            const panel = window.jupyterapp.shell.currentWidget;
            const count = panel.content.widgets[index].model.executionCount;
            panel.content.activeCellIndex = index;
            window.jupyterapp.commands.execute('notebook:run-cell');
            return count;
        }""", index)
        self.page.wait_for_function("""([index, before]) => {
            const panel = window.jupyterapp.shell.currentWidget;
            const n = panel.content.widgets[index].model.executionCount;
            return n !== null && n !== undefined && n !== before
                && panel.sessionContext.session.kernel.status === 'idle';
        }""", arg=[index, before], timeout=timeout)

    def cell_text(self, index: int) -> str:
        """The text output of cell ``index``, read once the browser has drawn the cell (see
        :meth:`text_once_drawn`: a cell out of view reads as empty)."""
        cell = self.page.evaluate_handle(
            "(i) => window.jupyterapp.shell.currentWidget.content.widgets[i].node", index)
        cell.scroll_into_view_if_needed()
        self.page.wait_for_function("(el) => el.checkVisibility({contentVisibilityAuto: true})",
                                    arg=cell)
        return cell.query_selector(".jp-OutputArea").inner_text()

    def text_once_drawn(self, node, words: str, timeout: float = 30_000) -> str:
        """``node``'s text as the learner reads it, once it shows ``words``. JupyterLab skips
        drawing the cells out of view (content-visibility), and a skipped cell's innerText is
        empty until the browser has drawn it after a scroll: so scroll, then wait."""
        node.scroll_into_view_if_needed()
        self.page.wait_for_function("([el, words]) => el.innerText.includes(words)",
                                    arg=[node, words], timeout=timeout)
        return node.inner_text()

    def screenshot(self, name: str, locator=None) -> pathlib.Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / name
        (locator or self.page).screenshot(path=str(path))
        return path


@contextlib.contextmanager
def lab_page_of_size(browser, jupyter_lab, width: int, height: int):
    """A fresh :class:`LabPage` in a browser window of ``width`` x ``height``, closed after."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        yield LabPage(page, jupyter_lab)
    finally:
        context.close()


@pytest.fixture
def lab_page(browser, jupyter_lab):
    with lab_page_of_size(browser, jupyter_lab, 1400, 1000) as page:
        yield page


def pytest_terminal_summary(terminalreporter):
    """The lesson audit's table (``lesson_audit.report``), when the audit ran."""
    report = sys.modules.get("lesson_audit.report")
    table = report.table() if report else ""
    if table:
        terminalreporter.section("lesson audit")
        terminalreporter.write_line(table)
