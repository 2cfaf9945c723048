"""The lesson audit: every lesson opened as a learner opens it and every board judged after every
update (issue: boards that never mislead).

One JupyterLab serves the learner's copies of the lessons, as ``make tutorial`` writes them (one
folder per language), and the authors' lessons folder (with its ``jupytext.toml``) under
``notebooks/``, where set-up code must be folded too. Each lesson is opened in Chromium at
1024x768 with the file browser open, its cells are run in order, and each board is played with
real mouse clicks (``lesson_audit/learner.py``) and judged after every update
(``lesson_audit/checks.py``) against the kernel's facts (``lesson_audit/kernel.py``).

Each lesson prints a line of the table (boards, updates, checks, violations) and adds it to
``test-artifacts/audit.md``; a lesson with any violation fails, listing each (lesson, language,
cell, board, check, what was seen, what is true, screenshot), unless ``lesson_audit/known.json``
names it as found and not mended yet (``lesson_audit/known.py``).

Which lessons: every English lesson and lessons 00 and 09 in the other four languages; set
``POTION_AUDIT=all`` for every lesson in every language, or a comma-separated list of paths
(``es/03_ingredients.ipynb,...``) for some.
"""

from __future__ import annotations

import json
import os
import shutil
import time

import pytest

from conftest import ARTIFACTS, REPO, lab_page_of_size
from lesson_audit import known, report
from lesson_audit.run import LessonAudit, holds_answer
from potion_widget.lessons.tutorial import write_lessons

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
    """Lab's root holds the learner's copies of the lessons as ``make tutorial`` writes them,
    one folder per language (``en/``, ``es/``...), and the authors' lessons folder (the MyST
    text paired with its notebook) as ``notebooks/``, served through jupytext as with Lab's root
    at the repository."""
    for language in ("en", *LANGUAGES):
        write_lessons(jupyter_lab.root / language, language)
    authors = jupyter_lab.root / "notebooks"
    shutil.copytree(NOTEBOOKS, authors, dirs_exist_ok=True)
    # the text is the source: jupytext refuses a pair whose notebook is newer than its text,
    # and a copy keeps the times the files had in the working tree
    for text in authors.rglob("*.md"):
        os.utime(text)
    (ARTIFACTS / "audit").mkdir(parents=True, exist_ok=True)
    report.start(ARTIFACTS / "audit.md")
    return jupyter_lab.root


@pytest.fixture
def learner_page(browser, jupyter_lab):
    """A page at the size of a small laptop screen, 1024x768."""
    with lab_page_of_size(browser, jupyter_lab, 1024, 768) as page:
        yield page


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
    # the learner's copy, where make tutorial writes it (English lessons in their own folder)
    copy = path if "/" in path else f"en/{path}"
    sources = (lesson_root / "notebooks" / path).parent
    audit = LessonAudit(learner_page, lesson_root, copy, ARTIFACTS, sources=sources)
    tally = audit.run()
    # the same lesson as Lab serves it with its root at the repository
    for line in _served_unfolded(jupyter_lab, f"notebooks/{path}"):
        audit.violate(None, -1, "answer-visible", f"served from the repository root: {line}",
                      "set-up code holding an answer is folded")
    tally.checks += 1
    tally.seconds = time.monotonic() - started
    entries = known.load()
    new, tally.known = known.split(tally.violations, entries)
    tally.gone = known.gone(entries, tally.lesson, tally.language, tally.violations)
    report.add(tally)
    print("\n" + report.row(tally))
    assert not new, f"{len(new)} violations in {path} not in lesson_audit/known.json:\n" + "\n".join(
        v.line() for v in new)
