"""The rules engine: pure Python, no widget, no Jupyter.

>>> from potion_widget.engine import Game
>>> game = Game.new(2, seed=1, remove="beginner")
>>> game.phase, len(game.legal_actions())
('draft', 4)

``COMPILED`` tells whether this engine is the compiled build: the platform wheel ships the
same modules compiled with mypyc beside their sources, and Python imports those first
(``hatch_build.py`` at the repository's root builds them).
"""

from . import game as _game
from .catalog import KINDS, TILES, Tile, kind_effect, kind_name, kind_rule
from .components import COLORS
from .errors import HistoryError, RuleError, StateError
from .game import Game
from .potions import kind_choice

COMPILED = not _game.__file__.endswith(".py")

__all__ = ["COLORS", "COMPILED", "KINDS", "TILES", "Game", "HistoryError", "RuleError", "StateError",
           "Tile", "kind_choice", "kind_effect", "kind_name", "kind_rule"]
