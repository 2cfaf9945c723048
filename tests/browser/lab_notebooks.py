"""Small notebooks the browser tests open in JupyterLab: code cells only, no outputs."""

from __future__ import annotations

import json


def code_notebook(**cells: str) -> dict:
    """A notebook with one code cell per keyword, in order (the keyword is the cell's id)."""
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": []}
    return {
        "cells": [{**cell, "id": name, "source": source} for name, source in cells.items()],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def duel_source(seed: int) -> str:
    """A cell that shows Ana against the simple computer player, in a seeded beginner game."""
    return ("from potion_widget import PotionWidget\n"
            "from potion_widget.games.potion.bots import BotSeat, GreedyBot\n"
            f'duel = PotionWidget(players=["Ana", "Computer"], seed={seed}, remove="beginner")\n'
            "computer = BotSeat(duel, seat=1, bot=GreedyBot(seed=1))\n"
            "duel")


WIDGET = ".jp-OutputArea-output .potion-widget"


def open_board(lab_page, jupyter_lab, folder, name: str, notebook: dict, root: str = WIDGET,
               drawn: str = "svg.pw-board .dispenser"):
    """Writes ``notebook`` as ``name`` in ``folder``, opens it in Lab, runs its first cell and
    returns the board's root (``root``, Potion Explosion's by default) once ``drawn`` is drawn
    (its dispenser; a Sugar Blast board's cells with ``SUGAR_ROOT``, ``SUGAR_DRAWN``)."""
    path = folder / name
    path.write_text(json.dumps(notebook))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    board = lab_page.page.locator(root)
    board.locator(drawn).first.wait_for(state="visible", timeout=30_000)
    return board


SUGAR_ROOT = ".jp-OutputArea-output .sugar-blast"
SUGAR_DRAWN = "svg.sb-board .cell"


def open_file_browser(page) -> None:
    """Opens JupyterLab's file browser: at 1024 px it leaves an output area under 600 px."""
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    page.wait_for_function("() => !window.jupyterapp.shell.leftCollapsed")
    page.locator(".jp-FileBrowser").first.wait_for(state="visible")


def narrow_board(page, index: int, settled: str):
    """The board of cell ``index`` once drawn and ``settled`` (a JS test of its root), checked
    to sit in a narrow output area (the file browser open)."""
    root = page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".potion-widget")
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    page.wait_for_function(settled, arg=root.element_handle())
    output = root.evaluate("el => el.closest('.jp-OutputArea-output').clientWidth")
    assert output < 700, f"the file browser should leave a narrow output area, not {output}"
    return root, output


def sugar_settled(page, root) -> None:
    """Wait until the Sugar Blast board ``root`` is idle: no request in flight, no update
    queued, no animation frame showing."""
    page.wait_for_function(
        "(el) => !el.classList.contains('busy') && el.getAttribute('data-queue') === '0'"
        " && el.getAttribute('data-frame') === ''", arg=root.element_handle(), timeout=30_000)
