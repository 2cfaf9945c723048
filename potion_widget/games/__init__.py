"""The games, each a folder with its engine, board, words, pictures and data (neither imports
the other), and the registry of their kits: adding a game is its folder plus one line below.
"""

from __future__ import annotations

import importlib

from ..core.kit import GameKit

GAMES = {
    "potion": "potion_widget.games.potion.kit",     # Potion Explosion
    "sugar": "potion_widget.games.sugar.kit",       # Sugar Blast
}
"""Every game by name: the module holding its ``KIT`` (read on first use, so a game is loaded
only when something asks for it)."""


def kit(name: str) -> GameKit:
    """The kit of the game ``name`` (a key of :data:`GAMES`)."""
    if name not in GAMES:
        raise ValueError(f"no game {name!r}; known: {', '.join(GAMES)}")
    return importlib.import_module(GAMES[name]).KIT
