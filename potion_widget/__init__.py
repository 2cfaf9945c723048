"""potion_widget: learn Potion Explosion in Jupyter.

The rules engine (``Game``) needs nothing but Python; ``PotionWidget`` (and Sugar Blast's
``SugarBlastWidget``) is imported on first use, so the engine works even where the front-end
bundle has not been built.
``set_language("es")`` makes every sentence made afterwards Spanish (see ``messages``).
"""

import importlib

from .games.potion.engine import COLORS, KINDS, Game, HistoryError, RuleError, StateError
from .i18n.messages import LANGUAGES, get_language, set_language

__all__ = ["COLORS", "KINDS", "LANGUAGES", "Game", "HistoryError", "PotionWidget", "RuleError",
           "StateError", "SugarBlastWidget", "get_language", "scenarios", "set_language", "sugar_scenarios"]
__version__ = "0.1.0"


_LAZY = {
    "PotionWidget": ("potion_widget.games.potion.widget", "PotionWidget"),
    "SugarBlastWidget": ("potion_widget.games.sugar.widget", "SugarBlastWidget"),
    # the lessons' ``from potion_widget import scenarios`` (and ``sugar_scenarios``)
    "scenarios": ("potion_widget.lessons.scenarios", None),
    "sugar_scenarios": ("potion_widget.games.sugar.scenarios", None),
}
"""What ``from potion_widget import <name>`` reads on first use: (module, attribute or None for
the module itself)."""


def __getattr__(name):
    if name not in _LAZY:
        raise AttributeError(f"module 'potion_widget' has no attribute {name!r}")
    module_name, attribute = _LAZY[name]
    module = importlib.import_module(module_name)
    return module if attribute is None else getattr(module, attribute)
