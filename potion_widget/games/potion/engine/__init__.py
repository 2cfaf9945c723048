"""The rules engine: pure Python, no widget, no Jupyter.

>>> from potion_widget.games.potion.engine import Game
>>> game = Game.new(2, seed=1, remove="beginner")
>>> game.phase, len(game.legal_actions())
('draft', 4)

``COMPILED`` tells whether this engine is the compiled build: the platform wheel ships the
same modules compiled with mypyc beside their sources, and Python imports those first
(``hatch_build.py`` at the repository's root builds them).

The modules stand in layers; each imports only those below it (pyproject.toml's
``[tool.importlinter]``, checked by ``tests/games/potion/test_layers.py``)::

    game                   the public API: checks an action's form, asks its rule, keeps the
                           history, performs it; the views
    legal                  what may be done now: asks the rules' checks, lists the choices
    rules                  one table: each action type's check (the refusal, or None; changes
                           nothing) and perform (cannot fail)
    potions | turn_end     drinking (P1-P11), each effect with its declared choice shape |
                           the end of the turn (E0-E5)
    flow                   draft, picks, help, hand, burners, pool (S2, T1-T4, I1-I5)
    ending                 the end of the game, the tie-break (F1-F3)
    table                  state access, desk queries
    setup | text           a new game (S1-S5) | the plain-text picture
    validate               a loaded state's checks
    events                 every event's builder, which records it while the game records
    actions | catalog | dispenser | event_shape | listing | scoring
    well_formed            an action's quick format check, written from actions' field table
    bounds                 the largest a legal action can be (both games share it)
    components | errors | rng

No module below ``game`` calls ``apply``, ``undo`` or ``clone``: only the game adds history.
"""

from . import game as _game
from .catalog import KINDS, TILES, Tile, kind_effect, kind_name, kind_rule
from .components import COLORS
from ....core.errors import HistoryError, RuleError, StateError
from .game import Game
from .potions import kind_choice

COMPILED = not _game.__file__.endswith(".py")

__all__ = ["COLORS", "COMPILED", "KINDS", "TILES", "Game", "HistoryError", "RuleError", "StateError",
           "Tile", "kind_choice", "kind_effect", "kind_name", "kind_rule"]
