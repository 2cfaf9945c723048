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
            "from potion_widget.bots import BotSeat, GreedyBot\n"
            f'duel = PotionWidget(players=["Ana", "Computer"], seed={seed}, remove="beginner")\n'
            "computer = BotSeat(duel, seat=1, bot=GreedyBot(seed=1))\n"
            "duel")


WIDGET = ".jp-OutputArea-output .potion-widget"


def open_board(lab_page, jupyter_lab, folder, name: str, notebook: dict):
    """Writes ``notebook`` as ``name`` in ``folder``, opens it in Lab, runs its first cell and
    returns the board's root once its dispenser is drawn."""
    path = folder / name
    path.write_text(json.dumps(notebook))
    lab_page.open_notebook(jupyter_lab.add(path))
    lab_page.run_cell(0)
    root = lab_page.page.locator(WIDGET)
    root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
    return root
