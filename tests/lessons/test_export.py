"""A lesson exported to HTML without a kernel still shows its boards: each board carries a
still picture beside the live widget, and an export without saved widget state (JupyterLab's
default) shows that picture offline."""

from __future__ import annotations

import base64
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _pictures(html: str) -> list[bytes]:
    """The board pictures an exported page carries inline."""
    found = [base64.b64decode(m) for m in re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", html)]
    return [p for p in found if b'class="potion-picture"' in p]


def _executed(name: str):
    """The lesson ``name`` run as JupyterLab runs it, and how many boards its outputs show.
    JupyterLab saves no widget state unless asked: an export then has only the pictures."""
    import nbformat
    from nbclient import NotebookClient

    path = ROOT / "notebooks" / name
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    boards = sum(1 for c in nb.cells if c.cell_type == "code" for o in c.outputs
                 if "application/vnd.jupyter.widget-view+json" in o.get("data", {}))
    return nb, boards


@pytest.mark.notebooks
def test_an_exported_lesson_shows_its_boards_offline():
    from nbconvert import HTMLExporter

    nb, boards = _executed("07_full_game.ipynb")
    html, _ = HTMLExporter().from_notebook_node(nb)
    shown = _pictures(html)
    assert boards >= 3 and len(shown) == boards, (boards, len(shown))
    # nothing of the picture is fetched: it is inline
    assert all(b"http" not in p.replace(b"http://www.w3.org/2000/svg", b"") for p in shown)


@pytest.mark.notebooks
def test_defect_an_exported_lesson_showed_nothing_of_its_boards(tmp_path):
    """Defect (issue 15): an export without a kernel showed nothing of the board. A lesson
    executed and saved as JupyterLab saves it (no widget state), then given to the
    ``jupyter nbconvert --to html`` command, shows every board as its still picture, with
    nothing fetched; the live widget is not drawn there, since no widget state was saved.

    (An export that saves widget state, as ``nbconvert --execute`` does unless given
    ``--ExecutePreprocessor.store_widget_state=False``, draws the live widget instead, which
    loads the widget manager from the internet.)"""
    import nbformat

    nb, boards = _executed("01_explosions.ipynb")
    saved = tmp_path / "01_explosions.ipynb"
    nbformat.write(nb, saved)
    jupyter = shutil.which("jupyter", path=str(pathlib.Path(sys.executable).parent)) or "jupyter"
    run = subprocess.run([jupyter, "nbconvert", "--to", "html", str(saved)], capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    html = saved.with_suffix(".html").read_text(encoding="utf-8")
    shown = _pictures(html)
    assert boards >= 2 and len(shown) == boards, (boards, len(shown))
    assert 'type="application/vnd.jupyter.widget-view+json"' not in html
    assert all(b"Ana" in p or b"Ben" in p for p in shown)
    assert all(b"http" not in p.replace(b"http://www.w3.org/2000/svg", b"") for p in shown)
