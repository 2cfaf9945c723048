"""Sugar Blast, the match-3 cousin of Potion Explosion: its own pure-Python engine.

It shares with Potion Explosion's engine only the seeded generator (``engine.rng``), the
errors (``engine.errors``), the event shape (``event_shape``) and the message catalog; its
rules are its own (docs/SUGAR_BLAST.md) and it imports nothing of the widget.
"""

from ....core.errors import HistoryError, RuleError, StateError
from .candies import FORMAT, PER_TYPE, SEATS, SIZE, TYPES
from .game import Game
from .objectives import cards

__all__ = ["FORMAT", "PER_TYPE", "SEATS", "SIZE", "TYPES", "Game", "HistoryError", "RuleError",
           "StateError", "cards"]
