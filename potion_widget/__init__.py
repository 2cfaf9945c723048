"""potion_widget: learn Potion Explosion in Jupyter.

The rules engine (``Game``) needs nothing but Python; ``PotionWidget`` is imported on first
use, so the engine works even where the front-end bundle has not been built.
"""

from .engine import COLORS, KINDS, Game, HistoryError, RuleError, StateError

__all__ = ["COLORS", "KINDS", "Game", "HistoryError", "PotionWidget", "RuleError", "StateError"]
__version__ = "0.1.0"


def __getattr__(name):
    if name == "PotionWidget":
        from .widget import PotionWidget
        return PotionWidget
    raise AttributeError(f"module 'potion_widget' has no attribute {name!r}")
