"""The lesson site for a class (issue 23): each compressible file has a precompressed copy for
hosts that serve them; the bytes one student's first lesson fetches, before and after
compression, measured in chromium; the landing page's "Download my progress" and "Reset my work"
on the browser's storage, and the shared-computer caveat said where the learner reads it."""

from __future__ import annotations

import gzip
import json
import urllib.parse

import pytest
from test_site import _ALL_RAN, _KERNEL_READY, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, in_own_thread

pytestmark = pytest.mark.site

PROGRESS = "potion-progress.json"


def test_every_compressible_file_has_its_precompressed_copy(site_dir):
    manifest = json.loads((site_dir / "site-manifest.json").read_text())
    copies = sorted(site_dir.rglob("*.gz"))
    assert copies and manifest["precompressed"]["gzip_bytes"] < manifest["precompressed"]["bytes"]
    total = 0
    for copy in copies:
        original = copy.with_name(copy.name[:-3])
        assert gzip.decompress(copy.read_bytes()) == original.read_bytes(), copy
        total += original.stat().st_size
    assert total == manifest["precompressed"]["bytes"]
    for big in ("static/pyodide/pyodide.asm.wasm", "static/pyodide/pyodide.asm.mjs"):
        assert (site_dir / (big + ".gz")).is_file(), big
    assert json.loads((site_dir / "files" / PROGRESS).read_text())["exercises"] == {}


def _served_file(site_dir, url: str):
    path = urllib.parse.unquote(urllib.parse.urlsplit(url).path).lstrip("/")
    target = site_dir / path
    if target.is_dir():
        target = target / "index.html"
    return target if target.is_file() else None


def test_bytes_per_student_before_and_after_compression(site_server, site_dir):
    """Lesson 1 opened from the landing page and run: the files fetched, their bytes as served
    now and as the precompressed copies (the file itself where it has none)."""
    fetched: list[str] = []

    def run():
        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                context = browser.new_context(service_workers="block")
                context.on("request", lambda request: fetched.append(request.url))
                page = context.new_page()
                page.set_default_timeout(120_000)
                page.goto(f"{site_server}/index.html")
                page.locator('#lessons-en a.lesson[href*="path=01_"]').click()
                page.wait_for_function(_KERNEL_READY, timeout=180_000)
                page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
                page.wait_for_function(_ALL_RAN, timeout=240_000, polling=500)
            finally:
                browser.close()

    in_own_thread(run, timeout=600)
    files = {f for f in (_served_file(site_dir, u) for u in fetched if u.startswith(site_server)) if f}
    plain = sum(f.stat().st_size for f in files)
    packed = sum((f.with_name(f.name + ".gz") if f.with_name(f.name + ".gz").is_file() else f).stat().st_size
                 for f in files)
    figures = {"files": len(files), "bytes": plain, "gzip_bytes": packed,
               "class_of_30_bytes": 30 * plain, "class_of_30_gzip_bytes": 30 * packed}
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "site_bytes_per_student.json").write_text(json.dumps(figures, indent=1) + "\n")
    print(f"\none student's first lesson: {len(files)} files, {plain / 1e6:.1f} MB, "
          f"{packed / 1e6:.1f} MB precompressed")
    assert plain > 10e6 and packed < plain * 0.6


def _in_chromium(steps, timeout: float) -> None:
    """Run ``steps(page)`` on a new page of its own chromium (downloads accepted), in a thread of
    its own (Playwright's sync API refuses a thread with a running event loop)."""
    def run():
        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                steps(browser.new_context(accept_downloads=True).new_page())
            finally:
                browser.close()

    in_own_thread(run, timeout=timeout)


def _download_progress(page, saved) -> dict:
    """Click "Download my progress", save the file it gives at ``saved`` and read it."""
    with page.expect_download() as download:
        page.click("#download-progress")
    download.value.save_as(saved)
    return json.loads(saved.read_text())


def test_download_my_progress_and_reset_my_work(site_server, tmp_path):
    """The page reads the progress file where JupyterLite keeps a changed file (an IndexedDB
    store, keyed by its path; the record is written here as that store holds one), downloads it,
    then "Reset my work" deletes the site's storage."""
    seen: dict = {}

    def steps(page):
        page.goto(f"{site_server}/index.html")
        text = page.locator("body").inner_text()
        seen["caveat"] = "same browser on the same computer" in text
        page.click("#download-progress")
        # The page reads its store asynchronously: wait for its answer, not for the click.
        page.wait_for_function("() => document.getElementById('work-status').textContent !== ''")
        seen["empty"] = page.locator("#work-status").inner_text()
        progress = {"kind": "potion-widget progress", "version": 1, "learner": "Ana",
                    "exercises": {"chains/most_marbles": {"solved": True}}}
        page.evaluate("""(content) => new Promise((resolve, reject) => {
            const open = indexedDB.open("JupyterLite Storage", 1);
            open.onupgradeneeded = () => open.result.createObjectStore("files");
            open.onsuccess = () => {
                const tx = open.result.transaction("files", "readwrite");
                tx.objectStore("files").put({name: "potion-progress.json", path: "potion-progress.json",
                                             type: "file", format: "text", content}, "potion-progress.json");
                tx.oncomplete = () => { open.result.close(); resolve(); };
                tx.onerror = () => reject(tx.error);
            };
        })""", json.dumps(progress))
        with page.expect_download() as download:
            page.click("#download-progress")
        saved = tmp_path / "downloaded.json"
        download.value.save_as(saved)
        seen["name"] = download.value.suggested_filename
        seen["downloaded"] = json.loads(saved.read_text())
        page.on("dialog", lambda dialog: dialog.accept())
        page.evaluate("() => localStorage.setItem('@jupyterlite/x', '1')")
        page.click("#reset-work")
        page.wait_for_function("() => document.getElementById('work-status').textContent.includes('deleted')")
        seen["after"] = page.evaluate("async () => [(await indexedDB.databases()).length, localStorage.length]")

    _in_chromium(steps, timeout=180)
    assert seen["caveat"] and "Nothing is recorded" in seen["empty"]
    assert seen["name"] == PROGRESS and seen["downloaded"]["learner"] == "Ana"
    assert seen["after"] == [0, 0]


_WRITE_AS_AN_EXERCISE = """async () => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const run = kernel.requestExecute({code: [
    "from potion_widget import learner_progress",
    "print(learner_progress.record('chains/most_marbles', 'A question', right=False, words='a move', seconds=2.0))",
  ].join("\\n")});
  const said = [];
  run.onIOPub = (m) => {
    if (m.content.text) said.push(m.content.text);
    if (m.content.evalue) said.push(m.content.evalue);
  };
  await run.done;
  return said.join("");
}"""


def test_the_browser_kernel_records_progress_that_the_page_downloads(site_server, tmp_path):
    """Served where the browser allows the site's service worker (localhost, https), the
    lessons' kernel reaches their folder: the progress file an exercise writes is kept in the
    browser's storage and "Download my progress" gives it."""
    seen: dict = {}

    def steps(page):
        page.set_default_timeout(180_000)
        page.goto(f"{site_server}/index.html")
        page.locator('#lessons-en a.lesson[href*="path=01_"]').click()
        page.wait_for_function(_KERNEL_READY, timeout=180_000)
        page.wait_for_function("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-cell')")  # the install cell
        page.wait_for_timeout(15_000)
        seen["kernel"] = page.evaluate(_WRITE_AS_AN_EXERCISE)
        page.wait_for_timeout(2_000)
        page.goto(f"{site_server}/index.html")
        seen["downloaded"] = _download_progress(page, tmp_path / "progress.json")

    _in_chromium(steps, timeout=400)
    assert "'wrong': ['a move']" in seen["kernel"], seen["kernel"]
    assert seen["downloaded"]["exercises"]["chains/most_marbles"]["wrong"] == ["a move"]
