"""The lessons' static website (``make site``): what it carries, and lesson 1 live in Chromium
with no network but loopback.

1. (always) Every module the lessons import, and everything those need in turn, is carried by
   the site: pinned in ``site/versions.toml`` (the site's own index, or Pyodide's packages),
   built from this checkout (potion_widget), or shipped with the Pyodide kernel itself.
2. (``site``) The built site: its index holds every pinned wheel and this checkout's wheel,
   each lesson's copy starts with the install cell, the landing page lists every lesson.
3. (``site``) The built site served by ``http.server`` on 127.0.0.1; Chromium opens lesson 1
   from the landing page with every request that is not to 127.0.0.1 blocked (and any such
   attempt fails the test), runs all its cells in the in-browser kernel, clicks a marble on a
   board and sees the widget answer in its log or refusal line. The first-load times go to
   ``test-artifacts/site_first_load.json`` and a picture to ``test-artifacts/site_lesson1.png``.
   The same in Spanish (once ``notebooks/es/`` exists): the board speaks Spanish, and a
   scenario link (``?path=scenario-es-<name>.ipynb``) opens a board on that position.
"""

from __future__ import annotations

import ast
import json
import os
import pathlib
import re
import sys
import threading
import time
import tomllib
import urllib.parse
import zipfile
from importlib import metadata

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("POTION_SITE_DIR", REPO / "build" / "site"))  # as in conftest.py
CHROMIUM = os.environ.get("POTION_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
    # belt and braces beside the request routing in the test: no name but loopback resolves
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
NOTEBOOKS = REPO / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
TRANSLATED = sorted(NOTEBOOKS.glob("[a-z][a-z]/[0-9][0-9]_*.ipynb"))
"""The lessons in other languages: in the site as ``files/<lang>-NN_name.ipynb``."""


def site_name(path: pathlib.Path) -> str:
    """A lesson's name in the site's files: every notebook is at the top (build_site.py)."""
    folder = path.parent.name
    return path.name if path.parent == NOTEBOOKS else f"{folder}-{path.name}"
VERSIONS = tomllib.loads((REPO / "site" / "versions.toml").read_text())
ARTIFACTS = REPO / "test-artifacts"

# What the Pyodide kernel brings in its own index (its extension's static/pypi).
KERNEL_PROVIDED = {"ipykernel", "widgetsnbextension", "piplite", "pyodide-kernel"}
# Where the lessons run: Python 3.14 in the browser (the markers of Requires-Dist).
PYODIDE_ENV = {"sys_platform": "emscripten", "platform_system": "Emscripten",
               "python_version": "3.14", "python_full_version": "3.14.2",
               "implementation_name": "cpython", "platform_machine": "wasm32", "os_name": "posix",
               "extra": ""}


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lesson_imports() -> set[str]:
    """Top-level modules imported by the lessons' code cells (magics and shell lines dropped)."""
    found = set()
    for path in LESSONS:
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            src = "\n".join(line for line in "".join(cell["source"]).splitlines()
                            if not line.lstrip().startswith(("%", "!")))
            for node in ast.walk(ast.parse(src)):
                if isinstance(node, ast.Import):
                    found |= {a.name.split(".")[0] for a in node.names}
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    found.add(node.module.split(".")[0])
    return found - set(sys.stdlib_module_names)


def requirements(dist: str) -> list[str]:
    """Requires-Dist of ``dist``: from its wheel in the built site when there, else installed."""
    pypi = SITE / "pypi"
    if pypi.is_dir():
        for whl in pypi.glob("*.whl"):
            if norm(whl.name.split("-")[0]) == norm(dist):
                with zipfile.ZipFile(whl) as z:
                    meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
                    text = z.read(meta).decode()
                return [line.split(":", 1)[1].strip() for line in text.splitlines()
                        if line.startswith("Requires-Dist:")]
    return metadata.requires(dist) or []


def test_site_carries_what_the_lessons_import():
    from packaging.requirements import Requirement

    pinned = {norm(n) for n in VERSIONS["piplite"]} | {"potion-widget"}
    pyodide = {norm(n) for n in VERSIONS["pyodide"]["wheels"]}
    modules = lesson_imports()
    assert "potion_widget" in modules
    # module name -> distribution (all the lessons import is named like its distribution)
    todo = [norm(m) for m in modules]
    seen, missing = set(), []
    while todo:
        dist = todo.pop()
        if dist in seen:
            continue
        seen.add(dist)
        if dist in pyodide or dist in KERNEL_PROVIDED:
            continue  # Pyodide's lock file (checked by the build) or the kernel holds the rest
        if dist not in pinned:
            missing.append(dist)
            continue
        for req in map(Requirement, requirements(dist)):
            if req.marker is None or req.marker.evaluate(PYODIDE_ENV):
                todo.append(norm(req.name))
    assert not missing, (f"the lessons need {sorted(missing)}, which the site does not carry: "
                         "pin them in site/versions.toml")


# ------------------------------------------------------------------------------ the built site

@pytest.mark.site
def test_built_site_contents(site_dir):
    index = json.loads((site_dir / "pypi" / "all.json").read_text())
    carried = {norm(n): set(info["releases"]) for n, info in index.items()}
    for name, ver in VERSIONS["piplite"].items():
        assert ver in carried.get(norm(name), set()), f"{name}=={ver} is not in the site's index"
    assert "potion-widget" in carried
    own = next((site_dir / "pypi").glob("potion_widget-*.whl"))
    with zipfile.ZipFile(own) as z:
        assert "potion_widget/static/widget.js" in z.namelist()

    lock = json.loads((site_dir / "static" / "pyodide" / "pyodide-lock.json").read_text())
    packages = {norm(k): v for k, v in lock["packages"].items()}
    for name, ver in VERSIONS["pyodide"]["wheels"].items():
        entry = packages[norm(name)]
        assert entry["version"] == ver
        assert (site_dir / "static" / "pyodide" / entry["file_name"]).exists(), entry["file_name"]

    config = json.loads((site_dir / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True

    landing = (site_dir / "index.html").read_text()
    built = (site_dir / "site-manifest.json").stat().st_mtime
    for path in LESSONS + TRANSLATED:
        name = site_name(path)
        assert f"path={name}" in landing
        copy = json.loads((site_dir / "files" / name).read_text())
        assert "%pip install" in "".join(copy["cells"][0]["source"])
        if path.stat().st_mtime > built:
            continue  # edited since the site was built (`make site` brings it up to date)
        original = json.loads(path.read_text())
        assert copy["cells"][1:] == original["cells"], f"{path.name}: the site's copy differs"


# ------------------------------------------------------------------------------ in the browser

_KERNEL_READY = """() => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  const ctx = panel && panel.sessionContext;
  const kernel = ctx && ctx.session && ctx.session.kernel;
  return !!(ctx && ctx.isReady && kernel && kernel.connectionStatus === 'connected'
            && kernel.status === 'idle' && panel.content && panel.content.widgets.length);
}"""

_ALL_RAN = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const cells = panel.content.widgets.filter((c) => c.model.type === 'code');
  const kernel = panel.sessionContext.session.kernel;
  return kernel.status === 'idle'
      && cells.every((c) => c.model.executionCount !== null && c.model.executionCount !== undefined);
}"""

_ERRORS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  return Array.from(panel.node.querySelectorAll('.jp-OutputArea-output[data-mime-type*="error"]'))
      .map((e) => e.innerText.slice(0, 2000));
}"""


def in_own_thread(func, timeout: float):
    """Run ``func`` in a new thread (see conftest.py: one sync Playwright per thread)."""
    result = {}

    def target():
        try:
            func()
        except BaseException as exc:  # handed to the test's thread
            result["error"] = exc

    thread = threading.Thread(target=target, name="site-browser")
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        pytest.fail(f"the browser test did not finish in {timeout} s")
    if "error" in result:
        raise result["error"]


@pytest.mark.site
@pytest.mark.parametrize("language", ["en", "es"])
def test_lesson_1_runs_offline_in_chromium(site_server, site_dir, language):
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is needed at {CHROMIUM} (apt-get install chromium)")
    if language != "en" and not list((site_dir / "files").glob(f"{language}-01_*.ipynb")):
        pytest.skip(f"the site has no lesson 1 in {language} (notebooks/{language}/)")
    in_own_thread(lambda: lesson_1_offline(site_server, language), timeout=900)


def lesson_1_offline(site_server: str, language: str = "en") -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            lesson_1_in(browser, site_server, language)
        finally:
            browser.close()


def answered_in(language: str, log: str, refusal: str) -> bool:
    """Whether the board's answer to a click (its log, or its refusal line) is written in
    ``language``: the opening words of the catalog's sentence for a pick, or of a refusal."""
    from potion_widget.i18n.messages import own_catalog
    words = own_catalog(language)
    openings = [words[k].split("{")[0].strip() for k in ("tell.picked.you", "tell.picked.they")]
    if any(opening and opening in log for opening in openings):
        return True
    refusals = [t.split("{")[0].strip() for k, t in words.items() if k.startswith("refuse.")]
    return bool(refusal) and any(len(r) > 8 and refusal.startswith(r) for r in refusals)


def lesson_1_in(browser, site_server: str, language: str = "en") -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000},
                                       service_workers="block")
    outside, routed = [], []

    def only_loopback(route):
        routed.append(route.request.url)
        host = urllib.parse.urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", only_loopback)
    page = context.new_page()
    page.set_default_timeout(60_000)
    console = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    times = {}
    try:
        page.goto(f"{site_server}/index.html")
        prefix = "" if language == "en" else f"{language}-"
        lesson = page.locator(f'#lessons-{language} a.lesson[href*="path={prefix}01_"]')
        assert lesson.count() == 1
        t0 = time.monotonic()
        lesson.click()
        page.locator(".jp-Notebook .jp-Cell").first.wait_for(state="visible", timeout=60_000)
        times["notebook_visible_s"] = time.monotonic() - t0
        page.wait_for_function(_KERNEL_READY, timeout=120_000)
        times["kernel_idle_s"] = time.monotonic() - t0

        t1 = time.monotonic()
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        board = page.locator(".jp-OutputArea-output .potion-widget svg.pw-board").first
        board.wait_for(state="visible", timeout=120_000)
        times["widget_drawn_after_run_s"] = time.monotonic() - t1
        times["widget_drawn_s"] = time.monotonic() - t0
        page.wait_for_function(_ALL_RAN, timeout=180_000, polling=500)
        times["all_cells_ran_s"] = time.monotonic() - t0
        errors = page.evaluate(_ERRORS)
        assert not errors, f"cells failed in the browser kernel:\n{errors}"

        # A board with marbles to take: click one and see the widget answer. (A locator that
        # filters on "has a selectable marble" would move to another board after the click.)
        widgets = page.locator(".jp-OutputArea-output .potion-widget")
        index = next(i for i in range(widgets.count())
                     if widgets.nth(i).locator(".dispenser .marble.selectable").count())
        widget = widgets.nth(index)
        widget.scroll_into_view_if_needed()
        log_list = widget.locator(".pw-log-list")
        before = log_list.inner_text()
        t2 = time.monotonic()
        widget.locator(".dispenser .marble.selectable").first.click()
        page.wait_for_function(
            """([root, before]) => {
                const log = root.querySelector('.pw-log-list');
                const refusal = root.querySelector('.pw-refusal');
                return (log && log.innerText !== before)
                    || (refusal && !refusal.hidden && refusal.innerText.trim() !== '');
            }""", arg=[widget.element_handle(), before], timeout=30_000)
        times["click_answer_s"] = time.monotonic() - t2
        after = log_list.inner_text()
        refusal = widget.locator(".pw-refusal")
        refused = refusal.inner_text().strip() if refusal.is_visible() else ""
        assert widget.get_attribute("lang") == language
        assert answered_in(language, after, refused), (
            f"the board did not answer the click in {language}: log {after!r}, "
            f"refusal {refused!r}")
        ARTIFACTS.mkdir(exist_ok=True)
        suffix = "" if language == "en" else f"_{language}"
        widget.screenshot(path=str(ARTIFACTS / f"site_lesson1{suffix}.png"))
        if language != "en":
            times["scenario_link_s"] = scenario_link(page, site_server, language)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "site_lesson1_failure.png"))
        print("\n".join(console[-40:]))
        raise
    finally:
        times = {k: round(v, 2) for k, v in times.items()}
        ARTIFACTS.mkdir(exist_ok=True)
        name = "site_first_load.json" if language == "en" else f"site_first_load_{language}.json"
        (ARTIFACTS / name).write_text(json.dumps(times, indent=1) + "\n")
        print(f"site first load: {times}")
        context.close()
    assert not outside, f"requests outside loopback were attempted: {outside}"
    # The routing saw the kernel's own requests too (it runs in a Web Worker).
    assert any(url.split("?")[0].endswith("/pyodide.asm.wasm") for url in routed)
    assert any("/pypi/potion_widget-" in url for url in routed)


def scenario_link(page, site_server: str, language: str) -> float:
    """Opens the first scenario link of ``language`` straight from its address, runs it and
    sees a board in that language on that position; the seconds it took."""
    manifest = json.loads((SITE / "site-manifest.json").read_text())
    links = [s for s in manifest.get("scenarios", []) if s["language"] == language]
    assert links, "the site carries no scenario link (make site SCENARIOS=...)"
    t0 = time.monotonic()
    page.goto(f"{site_server}/notebooks/index.html?path={links[0]['file']}")
    page.wait_for_function(_KERNEL_READY, timeout=120_000)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    root = page.locator(".jp-OutputArea-output .potion-widget").first
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=180_000)
    assert root.get_attribute("lang") == language
    assert page.evaluate(_ERRORS) == []
    root.screenshot(path=str(ARTIFACTS / f"site_scenario_{language}.png"))
    return time.monotonic() - t0
