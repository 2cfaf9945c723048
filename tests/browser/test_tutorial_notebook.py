"""The first tutorial in a real JupyterLab: run top to bottom, every cell that shows a widget
shows a drawn board, and no cell reports an error."""

from __future__ import annotations

import pathlib

import pytest

pytestmark = pytest.mark.browser

TUTORIAL = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "01_explosions.ipynb"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def _cells_showing_widgets() -> list[int]:
    """Indices of the cells whose headless run (nbclient) displays a widget."""
    import nbclient
    import nbformat

    notebook = nbformat.read(TUTORIAL, as_version=4)
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(TUTORIAL.parent)}}).execute()
    return [i for i, cell in enumerate(notebook.cells) if cell.cell_type == "code"
            and any(WIDGET_MIME in out.get("data", {}) for out in cell.get("outputs", []))]


def test_the_first_tutorial_draws_every_board(lab_page, jupyter_lab):
    expected = _cells_showing_widgets()
    assert expected, "the first tutorial shows no widget at all"

    page = lab_page.page
    lab_page.open_notebook(jupyter_lab.add(TUTORIAL))
    code_cells = page.evaluate("""() => window.jupyterapp.shell.currentWidget.content.widgets
        .map((cell, i) => cell.model.type === 'code' ? i : -1).filter(i => i >= 0)""")
    for index in code_cells:
        lab_page.run_cell(index)

    for index in expected:
        board = page.locator(".jp-Notebook .jp-Cell").nth(index).locator(
            ".potion-widget svg.pw-board .dispenser")
        board.first.wait_for(state="visible", timeout=30_000)
        assert board.first.locator(".marble").count() > 0, f"cell {index} drew an empty board"
    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    assert errors.count() == 0, errors.first.inner_text()
    lab_page.screenshot("tutorial-01.png")
