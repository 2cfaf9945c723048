"""The rules engine: pure Python, no widget, no Jupyter.

>>> from potion_widget.engine import Game
>>> game = Game.new(2, seed=1, remove="beginner")
>>> game.phase, len(game.legal_actions())
('draft', 4)

``COMPILED`` tells whether the optional compiled build was loaded (see ``_compiled.py``).
"""

from ._compiled import prefer_compiled

COMPILED = prefer_compiled(__path__)   # before any other module of the engine is imported

from .catalog import KINDS, TILES, Tile, kind_effect, kind_name, kind_rule  # noqa: E402
from .components import COLORS  # noqa: E402
from .errors import HistoryError, RuleError, StateError  # noqa: E402
from .game import Game  # noqa: E402

__all__ = ["COLORS", "COMPILED", "KINDS", "TILES", "Game", "HistoryError", "RuleError", "StateError",
           "Tile", "kind_effect", "kind_name", "kind_rule"]
