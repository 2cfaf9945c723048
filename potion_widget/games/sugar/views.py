"""What the Sugar Blast board shows besides the state, computed with the engine's own functions
(``sugar_blast.board``): the hover previews of the legal swaps, the blast options with the cells
each removes and its ``keep`` choices, and each player's progress towards the objective. Nothing
here decides a rule: it asks the engine."""

from __future__ import annotations

from .engine import board as geometry
from .engine.objectives import meets
from .narration import needed_text, option_label


def swap_previews(game) -> list[dict]:
    """In the swap phase, for each legal swap, every cell of every blast option (W2, B1, B2)
    the board would hold right after it: ``{"a", "b", "cells"}``, cells sorted. Else empty."""
    if game.phase != "swap":
        return []
    board = [list(row) for row in game.state["board"]]
    previews = []
    for action in game.legal_actions():
        if action["type"] != "swap":
            continue
        (ra, ca), (rb, cb) = action["a"], action["b"]
        board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
        cells = sorted({cell for option in geometry.options(board) for cell in option["cells"]})
        board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
        previews.append({"a": list(action["a"]), "b": list(action["b"]),
                         "cells": [list(cell) for cell in cells]})
    return previews


def blast_options(game) -> list[dict]:
    """In the blast phase, each option on the board (B3) in the engine's order: its shape
    (``kind`` ``"line3"`` to ``"line6"`` with ``line``, or ``"mega"`` with ``square``), the
    ``cells`` it removes (B4-B6), its ``candy``, the legal ``keeps`` (B5; empty when no choice
    is asked) and its ``label`` in words. Else empty."""
    if game.phase != "blast":
        return []
    board = game.state["board"]
    return [{**geometry.option_shape(option),
             "cells": [list(c) for c in geometry.removed_cells(board, option)],
             "candy": option["type"], "keeps": geometry.keep_choices(board, option),
             "label": option_label(option)}
            for option in geometry.options(board)]


def progress(game) -> list[dict]:
    """Each player's kept candies against the objective (O1): ``{"name", "seat", "kept",
    "total", "met", "needed"}``, ``needed`` a sentence of what is still missing."""
    objective = game.state["objective"]
    return [{"name": p["name"], "seat": p["seat"], "kept": dict(p["kept"]),
             "total": sum(p["kept"].values()), "met": meets(p["kept"], objective),
             "needed": needed_text(p["kept"], objective)}
            for p in game.state["players"]]
