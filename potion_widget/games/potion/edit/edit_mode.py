"""Potion Explosion's side of the board's edit mode (``lessons/edit_mode.py``, the same for
every game): what the front end's editor is given to draw, and the game's :data:`EDITS`.

The requests, the refusals and saving a position as a scenario file are the shared edit
mode's; each edit is :mod:`potion_widget.games.potion.edit.state_edits`', checked by the engine.
"""

from __future__ import annotations

from .. import scenarios
from ....lessons.edit_mode import (REQUEST_KINDS, EditKit, EditMode, malformed, save, saved_reply,
                                   scenario_name, scenario_path)
from ..engine import COLORS, KINDS, Game
from ..engine.components import VISIBLE
from ....i18n.messages import render
from ..words import potion_label
from .state_edits import PHASES, apply_edit, describe

def _on_desk(state: dict) -> set[str]:
    ids = set()
    for p in state["players"]:
        ids.update(b["tile"] for b in p["burners"] if b)
        ids.update(c["tile"] for c in p["completed"])
    return ids


def editor_info(game: Game) -> dict:
    """What the front end's editor draws from: the colours, the track size and how many
    positions are seen, the phases, each potion that can go on a desk (of a kind in play,
    not on a desk yet) by its name and recipe in catalog order, and the names of the potions
    on the desks."""
    state = game.state
    taken = _on_desk(state)
    order = {k: i for i, k in enumerate(KINDS)}
    ids = [t for t, tile in game.tiles.items() if tile.kind in state["kinds"] and t not in taken]
    ids.sort(key=lambda t: (order[game.tiles[t].kind], game.tiles[t].points, t))
    tiles = []
    for t in ids:
        tile = game.tiles[t]
        recipe = ", ".join(render(f"ui.color.{c}") for c in tile.recipe)
        tiles.append({"id": t, "kind": tile.kind, "recipe": list(tile.recipe),
                      "label": render("ui.edit.tile_option",
                                      {"potion": potion_label(game, t), "recipe": recipe})})
    names = {t: potion_label(game, t) for t in sorted(taken)}
    return {"colors": list(COLORS), "capacity": state["options"]["track_capacity"],
            "visible": VISIBLE, "phases": list(PHASES), "tiles": tiles, "names": names}



EDITS = EditKit(open=Game.from_state, apply=apply_edit, describe=describe, info=editor_info,
                library=scenarios.POTION)
"""Potion Explosion's edit kit."""

__all__ = ["EDITS", "REQUEST_KINDS", "EditMode", "editor_info", "malformed", "save", "saved_reply",
           "scenario_name", "scenario_path"]
