"""The lessons' static website (``make site``) served on loopback, and Debian's Chromium.

Tests marked ``site`` need the built site (``build/site``). Building it takes about half a
minute and needs PyPI and npm, so a plain ``make test`` runs them only when the site is already
built; ``POTION_SITE_TESTS=1`` (``make test-site``, ``.ci/run``) builds it first when it is
missing. ``POTION_SITE_DIR`` points the tests at another built copy.

Fixtures:

- ``site_dir``: the built site (built here, or the test is skipped, see above);
- ``site_server``: Python's ``http.server`` serving it on 127.0.0.1 in a thread;
- ``site_browser``: Chromium (``/usr/bin/chromium``, never a downloaded browser) that cannot
  resolve any host name but 127.0.0.1.
"""

from __future__ import annotations

import functools
import http.server
import os
import pathlib
import subprocess
import sys
import threading

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("POTION_SITE_DIR", REPO / "build" / "site"))
CHROMIUM = os.environ.get("POTION_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
    # belt and braces beside the request routing in the test: no name but loopback resolves
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "site: the lessons' static JupyterLite site (needs `make site`, or "
        "POTION_SITE_TESTS=1 to build it)")


def site_built() -> bool:
    return (SITE / "site-manifest.json").exists()


@pytest.fixture(scope="session")
def site_dir() -> pathlib.Path:
    if not site_built():
        if os.environ.get("POTION_SITE_TESTS") != "1":
            pytest.skip("the site is not built: `make site`, or POTION_SITE_TESTS=1")
        subprocess.run([sys.executable, str(REPO / "scripts" / "build_site.py"), "--out", str(SITE)],
                       check=True)
    return SITE


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def site_server(site_dir):
    handler = functools.partial(_QuietHandler, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)


@pytest.fixture(scope="session")
def site_browser():
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is needed at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
