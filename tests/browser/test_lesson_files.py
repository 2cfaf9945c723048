"""The lesson files as a learner meets them in JupyterLab (issue 21).

- The learner's copies (``potion_widget.lessons.tutorial``, what ``make tutorial`` opens): one entry
  per lesson in the file browser, a lesson opens without the "unsaved" mark once its kernel is
  up, its set-up code is folded, and its link to the rules opens the rules with the lessons'
  folder as JupyterLab's root.
- The authors' paired lesson served through jupytext from its MyST text: its set-up code is
  folded too (it was shown, with the answers).
"""

from __future__ import annotations

import pathlib
import shutil
import time

import pytest

from potion_widget.lessons import tutorial

pytestmark = pytest.mark.browser

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"

_STATE = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const cells = panel.content.widgets;
  return {
    dirty: panel.context.model.dirty,
    tabDirty: document.querySelector('.lm-TabBar-tab.lm-mod-current').classList.contains('jp-mod-dirty'),
    folded: cells.filter(c => c.model.type === 'code' && c.inputHidden).map(c => c.model.sharedModel.getSource()),
    open: cells.filter(c => c.model.type === 'code' && !c.inputHidden).map(c => c.model.sharedModel.getSource()),
  };
}"""


def _folded_as_built(state: dict) -> None:
    assert state["folded"], "no set-up code is folded"
    for source in state["folded"]:
        assert "{" in source or "(" in source
    for source in state["open"]:
        assert "{" not in source and "Do(" not in source and "Predict(" not in source, source[:80]


def test_a_learners_lesson_opens_saved_folded_and_alone(lab_page, jupyter_lab):
    folder = jupyter_lab.root / "learner"
    tutorial.write_lessons(folder, "es")
    listing = sorted(p.name for p in folder.iterdir())
    assert sum(name.startswith("00_") for name in listing) == 1     # one entry per lesson
    page = lab_page.page
    lab_page.open_notebook("learner/00_the_game.ipynb")
    time.sleep(3)      # the kernel's info reply, which rewrote mismatched metadata, is in
    state = page.evaluate(_STATE)
    assert state["dirty"] is False and state["tabDirty"] is False
    _folded_as_built(state)
    assert any('"expect"' in source for source in state["folded"])
    lab_page.screenshot("learner-lesson-opened.png")
    # the rules link: a file beside the lesson, opened by JupyterLab whatever its root
    link = page.locator('.jp-RenderedMarkdown a[href*="/files/learner/RULES.md"]').first
    link.scroll_into_view_if_needed()
    link.click()
    page.wait_for_function("""() => {
        const w = window.jupyterapp.shell.currentWidget;
        return w && w.context && w.context.path === 'learner/RULES.md';
    }""", timeout=30_000)


def test_an_authors_lesson_served_from_its_text_is_folded(lab_page, jupyter_lab):
    folder = jupyter_lab.root / "authors"
    folder.mkdir()
    for name in ("01_explosions.md", "01_explosions.ipynb", "jupytext.toml"):
        shutil.copy(NOTEBOOKS / name, folder / name)
    lab_page.open_notebook("authors/01_explosions.ipynb")
    _folded_as_built(lab_page.page.evaluate(_STATE))
