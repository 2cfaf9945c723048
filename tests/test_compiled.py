"""The optional compiled engine (``make compiled``) passes every engine test.

The engine's tests run twice in ``make test``: here as plain Python, and in this module's child
pytest against the mypyc build of the same sources, which may differ only where mypyc enforces
what Python reads as hints (potion_widget/engine/_compiled.py).
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "compiled"


def test_the_compiled_engine_passes_every_engine_test():
    built = subprocess.run([sys.executable, "scripts/build_compiled.py", "--out", str(BUILD)],
                           cwd=ROOT, capture_output=True, text=True)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    env = {**os.environ, "POTION_WIDGET_COMPILED": str(BUILD)}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-W", "error::RuntimeWarning",
                          "tests/engine"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-5000:] + run.stderr[-2000:]
    assert " passed" in run.stdout.splitlines()[-1]
