"""potion_widget: learn Potion Explosion in Jupyter.

The rules engine (``Game``) needs nothing but Python; ``PotionWidget`` (and Sugar Blast's
``SugarBlastWidget``) is imported on first use, so the engine works even where the front-end
bundle has not been built.
``set_language("es")`` makes every sentence made afterwards Spanish (see ``messages``).
``progress()`` shows a learner's own results in the lessons of the folder; ``review(record)``
judges every decision of a saved game against the searching player.
"""

import importlib

from .core import still
from .games import GAMES, kit
from .games.potion.engine import COLORS, KINDS, Game, HistoryError, RuleError, StateError
from .i18n.messages import LANGUAGES, get_language, set_language
from .lessons import learner_progress


def _still_picture(name: str):
    """The still picture of the game ``name``, drawn by its kit (read when first drawn)."""
    return lambda game: kit(name).board_svg(game)


# a bare game in a notebook cell shows its still picture (the engines draw nothing themselves)
for _name in GAMES:
    still.register(_name, _still_picture(_name))

__all__ = ["COLORS", "KINDS", "LANGUAGES", "Game", "HistoryError", "PotionWidget", "RuleError",
           "StateError", "SugarBlastWidget", "get_language", "progress", "review", "scenarios", "set_language",
           "sugar_scenarios"]
__version__ = "0.1.0"


_LAZY = {
    "PotionWidget": ("potion_widget.games.potion.widget", "PotionWidget"),
    "SugarBlastWidget": ("potion_widget.games.sugar.widget", "SugarBlastWidget"),
    # the lessons' ``from potion_widget import scenarios`` (and ``sugar_scenarios``)
    "scenarios": ("potion_widget.games.potion.scenarios", None),
    # a finished game's decisions judged by the searching player (``review(record)``)
    "review": ("potion_widget.games.potion.review", "review"),
    "sugar_scenarios": ("potion_widget.games.sugar.scenarios", None),
}
"""What ``from potion_widget import <name>`` reads on first use: (module, attribute or None for
the module itself)."""


def progress(name: str | None = None, folder=None) -> learner_progress.Summary:
    """Your own progress in this folder's lessons (what you solved, at the first try or not,
    and the moves that were not right), from its progress file. ``name`` sets the name the
    file records (and starts recording here if the folder had no file)."""
    return learner_progress.summary(folder, name)


def __getattr__(name):
    if name not in _LAZY:
        raise AttributeError(f"module 'potion_widget' has no attribute {name!r}")
    module_name, attribute = _LAZY[name]
    module = importlib.import_module(module_name)
    return module if attribute is None else getattr(module, attribute)
