"""potion_widget: learn Potion Explosion in Jupyter.

The rules engine (``Game``) needs nothing but Python; ``PotionWidget`` (and Sugar Blast's
``SugarBlastWidget``) is imported on first use, so the engine works even where the front-end
bundle has not been built.
``set_language("es")`` makes every sentence made afterwards Spanish (see ``messages``).
``progress()`` shows a learner's own results in the lessons of the folder.
"""

from . import learner_progress
from .engine import COLORS, KINDS, Game, HistoryError, RuleError, StateError, still
from .messages import LANGUAGES, get_language, set_language
from .picture import board_svg
from .sugar_picture import board_svg as sugar_board_svg

# a bare game in a notebook cell shows its still picture (the engines draw nothing themselves)
still.register("potion", board_svg)
still.register("sugar", sugar_board_svg)

__all__ = ["COLORS", "KINDS", "LANGUAGES", "Game", "HistoryError", "PotionWidget", "RuleError",
           "StateError", "SugarBlastWidget", "get_language", "progress", "set_language"]
__version__ = "0.1.0"


def progress(name: str | None = None, folder=None) -> learner_progress.Summary:
    """Your own progress in this folder's lessons (what you solved, at the first try or not,
    and the moves that were not right), from its progress file. ``name`` sets the name the
    file records (and starts recording here if the folder had no file)."""
    return learner_progress.summary(folder, name)


def __getattr__(name):
    if name == "PotionWidget":
        from .widget import PotionWidget
        return PotionWidget
    if name == "SugarBlastWidget":
        from .sugar_widget import SugarBlastWidget
        return SugarBlastWidget
    raise AttributeError(f"module 'potion_widget' has no attribute {name!r}")
