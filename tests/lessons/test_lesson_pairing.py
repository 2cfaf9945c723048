"""A teacher edits a lesson in Jupyter and the change lands in its text source.

JupyterLab saves notebooks through jupytext's contents manager (installed with the lessons'
tools), which reads ``notebooks/jupytext.toml`` and writes both files of a pair. These tests
drive that contents manager as JupyterLab does, on a copy of a lesson.
"""

from __future__ import annotations

import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"


@pytest.fixture
def contents(tmp_path):
    """A contents manager like JupyterLab's over a copy of the first lesson and the pairing."""
    from jupyter_server.services.contents.largefilemanager import LargeFileManager
    from jupytext.sync_contentsmanager import build_sync_jupytext_contents_manager_class

    name = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.md"))[0].stem
    for path in (NOTEBOOKS / f"{name}.md", NOTEBOOKS / f"{name}.ipynb",
                 NOTEBOOKS / "jupytext.toml"):
        shutil.copy(path, tmp_path / path.name)
    manager = build_sync_jupytext_contents_manager_class(LargeFileManager)(root_dir=str(tmp_path))
    return manager, name, tmp_path


def test_a_lesson_edited_as_a_notebook_is_saved_into_its_text_source(contents):
    manager, name, folder = contents
    before = (folder / f"{name}.md").read_text(encoding="utf-8")
    notebook = manager.get(f"{name}.ipynb")["content"]
    markdown = next(c for c in notebook.cells if c.cell_type == "markdown")
    markdown.source += "\n\nA sentence the teacher added."
    manager.save({"type": "notebook", "format": "json", "content": notebook}, f"{name}.ipynb")
    after = (folder / f"{name}.md").read_text(encoding="utf-8")
    assert "A sentence the teacher added." in after
    # nothing else of the source changed
    assert after.replace("\n\nA sentence the teacher added.", "", 1) == before


def test_a_lesson_edited_as_text_opens_with_the_change(contents):
    manager, name, folder = contents
    source = folder / f"{name}.md"
    source.write_text(source.read_text(encoding="utf-8").replace(
        "```{code-cell}\n", "```{code-cell}\n# a teacher's comment\n", 1), encoding="utf-8")
    notebook = manager.get(f"{name}.ipynb")["content"]
    code = next(c for c in notebook.cells if c.cell_type == "code")
    assert code.source.startswith("# a teacher's comment\n")


def test_a_lesson_served_through_the_pairing_keeps_its_set_up_code_folded(contents):
    """JupyterLab opens the notebook through jupytext, which takes its cells from the text
    source: every cell the build folds is folded as served (issue 21: it was not)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  ROOT / "scripts" / "build_notebooks.py")
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    manager, name, folder = contents
    served = manager.get(f"{name}.ipynb")["content"]
    code = [c for c in served.cells if c.cell_type == "code"]
    folded = [c for c in code if c.metadata.get("jupyter", {}).get("source_hidden")]
    assert folded and folded == [c for c in code if builder.folds(c.source)]
    assert any('"expect"' in c.source for c in folded)
