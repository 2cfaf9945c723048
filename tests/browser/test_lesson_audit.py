"""The lesson audit: every lesson opened as a learner opens it and every board judged after every
update (issue: boards that never mislead).

One JupyterLab serves a copy of the lessons folder (with its ``jupytext.toml``) as its root, the
way the README suggests, and the same folder again under ``notebooks/`` (Lab's root at the
repository). Each lesson is opened in Chromium at 1024x768 with the file browser open, its cells
are run in order, and each board is played with real mouse clicks (``lesson_audit/learner.py``) and
judged after every update (``lesson_audit/checks.py``) against the kernel's facts (``lesson_audit/kernel.py``).

Each lesson prints a line of the table (boards, updates, checks, violations) and adds it to
``test-artifacts/audit.md``; a lesson with any violation fails, listing each (lesson, language,
cell, board, check, what was seen, what is true, screenshot).

Which lessons: all ten in English and lessons 00 and 09 in the other four languages; set
``POTION_AUDIT=all`` for every lesson in every language, or a comma-separated list of paths
(``es/03_ingredients.ipynb,...``) for some.
"""

from __future__ import annotations

import json
import os
import shutil
import time

import pytest

from conftest import ARTIFACTS, REPO, LabPage
from lesson_audit import report
from lesson_audit.run import LessonAudit, holds_answer

pytestmark = pytest.mark.browser

NOTEBOOKS = REPO / "notebooks"
LANGUAGES = ("es", "fr", "nl", "ja")


def _lessons() -> list[str]:
    english = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    chosen = os.environ.get("POTION_AUDIT", "")
    if chosen == "all":
        return english + [f"{lang}/{name}" for lang in LANGUAGES for name in english]
    if chosen:
        return [c.strip() for c in chosen.split(",") if c.strip()]
    firsts = [n for n in english if n.startswith(("00_", "09_"))]
    return english + [f"{lang}/{name}" for lang in LANGUAGES for name in firsts]


@pytest.fixture(scope="module")
def lesson_root(jupyter_lab):
    """Lab's root holds the lessons folder's contents, and the folder again as ``notebooks/``."""
    for target in (jupyter_lab.root, jupyter_lab.root / "notebooks"):
        shutil.copytree(NOTEBOOKS, target, dirs_exist_ok=True)
    (ARTIFACTS / "audit").mkdir(parents=True, exist_ok=True)
    report.start(ARTIFACTS / "audit.md")
    return jupyter_lab.root


@pytest.fixture
def learner_page(browser, jupyter_lab):
    """A page at the size of a small laptop screen, 1024x768."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield LabPage(page, jupyter_lab)
    context.close()


def _served_unfolded(jupyter_lab, path: str) -> list[str]:
    """The code cells holding an answer that Lab's contents service serves unfolded."""
    status, body = jupyter_lab._api(f"/api/contents/{path}?content=1&type=notebook")
    cells = json.loads(body)["content"]["cells"]
    return [f"cell {i}: {''.join(c['source']).splitlines()[0][:70]!r}" for i, c in enumerate(cells)
            if c["cell_type"] == "code" and holds_answer("".join(c["source"]))
            and not c.get("metadata", {}).get("jupyter", {}).get("source_hidden")]


@pytest.mark.parametrize("path", _lessons())
def test_lesson_audit(path, lesson_root, learner_page, jupyter_lab):
    started = time.monotonic()
    audit = LessonAudit(learner_page, lesson_root, path, ARTIFACTS)
    tally = audit.run()
    # the same lesson as Lab serves it with its root at the repository
    for line in _served_unfolded(jupyter_lab, f"notebooks/{path}"):
        audit.violate(None, -1, "answer-visible", f"served from the repository root: {line}",
                      "set-up code holding an answer is folded")
    tally.checks += 1
    tally.seconds = time.monotonic() - started
    report.add(tally)
    print("\n" + report.row(tally))
    assert not tally.violations, f"{len(tally.violations)} violations in {path}:\n" + "\n".join(
        v.line() for v in tally.violations)
