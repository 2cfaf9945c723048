"""The lessons' static website (``make site``) served on loopback.

Tests marked ``site`` need the built site (``build/site``). Building it takes about a minute
and needs PyPI and npm, so a plain ``make test`` runs them only when the site is already built;
``POTION_SITE_TESTS=1`` (``make test-site``) builds it first when it is missing, and ``.ci/run``
runs ``make site`` before ``make test``. ``POTION_SITE_DIR`` points the tests at another copy.

Fixtures:

- ``site_dir``: the built site (built here, or the test is skipped, see above);
- ``site_server``: Python's ``http.server`` serving it on 127.0.0.1 in a thread.

The browser itself is started in the test, in a thread of its own: Playwright's sync API
refuses to start while another sync Playwright is running in the same thread (the browser
tests' session-wide one, in the same pytest run).
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
        subprocess.run([sys.executable, str(REPO / "scripts" / "build_site.py"), "--out", str(SITE),
                        "--scenario", "touching"],
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
