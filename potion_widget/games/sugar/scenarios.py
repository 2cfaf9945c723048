"""Sugar Blast's scenario library: named, small positions for its lesson, in the same format
as Potion Explosion's (:mod:`potion_widget.lessons.scenarios`), kept in a folder of their own
(``data/sugar_scenarios/*.json``) so that every Potion Explosion scenario tool reads only
Potion Explosion states.

A scenario is ``{"name", "title", "purpose", "state", "claims"}``; ``state`` is a Sugar Blast
state (format ``"sugar-blast/1"``, checked by ``Game.from_state``), and each claim an action
with the outcomes the lesson states, measured by :mod:`potion_widget.games.sugar.outcomes` and
checked against the engine on save and by the tests:

``{"id": "first", "action": {"type": "swap", "a": [0, 2], "b": [1, 2]}, "blasts": 1}``

>>> game = load("sugar-first-swap")
>>> game.phase
'swap'
>>> claim("sugar-first-swap", "first")["made"]
['line3']
"""

from __future__ import annotations

from ...lessons.scenarios import Library, expectations
from .engine import Game
from .outcomes import MEASURES, outcome


def _sugar_game(state, record: bool) -> Game:
    return Game.from_state(state)     # a Sugar Blast game always keeps its history


LIBRARY = Library("sugar", _sugar_game, outcome, MEASURES, "sugar_scenarios")
"""The Sugar Blast scenarios; the module's functions below are this library's."""

names = LIBRARY.names
text = LIBRARY.text
catalog_entries = LIBRARY.catalog_entries
list_scenarios = LIBRARY.list_scenarios
info = LIBRARY.info
load = LIBRARY.load
claims = LIBRARY.claims
claim = LIBRARY.claim
check_claim = LIBRARY.check_claim
check = LIBRARY.check
save = LIBRARY.save
load_file = LIBRARY.load_file

__all__ = ["LIBRARY", "catalog_entries", "check", "check_claim", "claim", "claims",
           "expectations", "info", "list_scenarios", "load", "load_file", "names", "save",
           "text"]
