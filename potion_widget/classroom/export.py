"""A lesson as a page (or a PDF) that shows every board as its still picture, offline.

A board is a live widget; a page exported from a notebook can draw it only with the widget's
state saved in the notebook and a widget manager fetched from the internet. Each board also
carries its still picture (``image/svg+xml``, inline): an export of a notebook run *without*
saving widget state shows that picture and needs nothing else. ``jupyter nbconvert --execute``
saves widget state unless told not to (``--ExecutePreprocessor.store_widget_state=False``), so
its boards stay blank offline; :func:`export` runs the lesson the right way.

This module needs nbconvert and nbclient (``pip install "potion-widget[lab]"`` brings them).
"""

from __future__ import annotations

import base64
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
"""The browsers that can print a page to PDF without a network (headless)."""
NO_BROWSER = ("A PDF is printed by a Chromium or Chrome browser and none is installed here: "
              "export to html and print the page from any browser instead.")
OFFLINE_PAGE = Path(__file__).with_name("offline.html.j2")
"""JupyterLab's page template without the scripts it fetches from a CDN (require.js, MathJax)."""
_SVG_IMAGE = re.compile(r'<img [^>]*src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')


def run(path: Path, timeout: int = 600):
    """The notebook at ``path`` executed in its own folder as JupyterLab runs it (no widget
    state saved, so each board's output keeps its still picture for the export)."""
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=timeout, kernel_name="python3", store_widget_state=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return notebook


def boards(notebook) -> int:
    """How many boards (widget outputs) the executed ``notebook`` shows."""
    return sum(1 for cell in notebook.cells if cell.cell_type == "code"
               for output in cell.get("outputs", []) if WIDGET_VIEW in output.get("data", {}))


def pictures(html: str) -> list[bytes]:
    """The still pictures an exported page carries inline (each an SVG document)."""
    return [base64.b64decode(m) for m in _SVG_IMAGE.findall(html)]


def to_html(notebook) -> str:
    """The executed ``notebook`` as one self-contained page that fetches nothing."""
    html, _ = HTMLExporter(template_file=str(OFFLINE_PAGE)).from_notebook_node(notebook)
    return html


def browser() -> str | None:
    """A headless browser on this machine that prints to PDF, or None."""
    return next((found for name in BROWSERS if (found := shutil.which(name))), None)


def print_pdf(html: str, out: Path) -> Path:
    """Prints the page ``html`` to the PDF ``out`` with a headless browser (no network: the page
    carries its pictures). ``RuntimeError`` (:data:`NO_BROWSER`) when there is no browser."""
    chrome = browser()
    if chrome is None:
        raise RuntimeError(NO_BROWSER)
    with tempfile.TemporaryDirectory(prefix="potion-export-") as scratch:
        page = Path(scratch) / "page.html"
        page.write_text(html, encoding="utf-8")
        subprocess.run([chrome, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                        f"--user-data-dir={Path(scratch) / 'profile'}", f"--print-to-pdf={out}",
                        page.as_uri()], capture_output=True, timeout=300, check=True)
    return out


def export(path, to: str = "html", out=None) -> tuple[Path, int, int]:
    """Runs the lesson ``path`` and writes it as ``to`` (``html`` or ``pdf``) to ``out`` (by
    default beside it, same name). Returns ``(file written, boards, pictures)``: the boards its
    run showed and the still pictures the page carries."""
    if to not in ("html", "pdf"):
        raise ValueError(f"cannot export to {to!r}: html or pdf")
    path = Path(path)
    target = Path(out) if out is not None else path.with_suffix(f".{to}")
    notebook = run(path)
    html = to_html(notebook)
    if to == "html":
        target.write_text(html, encoding="utf-8")
    else:
        print_pdf(html, target)
    return target, boards(notebook), len(pictures(html))
