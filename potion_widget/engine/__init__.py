"""The rules engine: pure Python, no widget, no Jupyter.

>>> from potion_widget.engine import Game
>>> game = Game.new(2, seed=1, remove="beginner")
>>> game.phase, len(game.legal_actions())
('draft', 4)
"""

from .catalog import KINDS, TILES, Tile, kind_effect, kind_name, kind_rule
from .components import COLORS
from .errors import HistoryError, RuleError, StateError
from .game import Game

__all__ = ["COLORS", "KINDS", "TILES", "Game", "HistoryError", "RuleError", "StateError",
           "Tile", "kind_effect", "kind_name", "kind_rule"]
