"""A lesson exported to HTML without a kernel still shows its boards: each board carries a
still picture beside the live widget, and an export without saved widget state (JupyterLab's
default) shows that picture offline."""

from __future__ import annotations

import base64
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.notebooks
def test_an_exported_lesson_shows_its_boards_offline():
    import nbformat
    from nbclient import NotebookClient
    from nbconvert import HTMLExporter

    path = ROOT / "notebooks" / "07_full_game.ipynb"
    nb = nbformat.read(path, as_version=4)
    # JupyterLab saves no widget state unless asked: the export then has only the pictures
    NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    boards = sum(1 for c in nb.cells if c.cell_type == "code" for o in c.outputs
                 if "application/vnd.jupyter.widget-view+json" in o.get("data", {}))
    html, _ = HTMLExporter().from_notebook_node(nb)
    pictures = [base64.b64decode(m) for m in re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", html)]
    shown = [p for p in pictures if b'class="potion-picture"' in p]
    assert boards >= 3 and len(shown) == boards, (boards, len(shown))
    # nothing of the picture is fetched: it is inline
    assert all(b"http" not in p.replace(b"http://www.w3.org/2000/svg", b"") for p in shown)
