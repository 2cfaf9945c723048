"""A pick's preview in words, and the hover previews a board shows (D2).

A preview from :mod:`potion_widget.games.potion.analysis` says what a usual pick takes for sure and, when
the chain may go on under a lid, the chance that it takes more. This module turns it into
the catalog's sentences (``data/messages/<lang>/explore.json``) and into the entries of the
widget's ``previews`` trait, honest by default: the all-seeing preview (every marble read,
hidden ones included) is for a teacher who asks for it.

>>> from potion_widget import scenarios
>>> game = scenarios.load("chains")
>>> entry = hover_previews(game)[0]
>>> sorted(entry)
['colors', 'count', 'key', 'params', 'pos', 'positions', 'steps', 'track']
"""

from __future__ import annotations

from .analysis import honest_previews
from ...i18n.messages import render

__all__ = ["PREVIEW_MODES", "hover_previews", "odds_words", "percent"]

PREVIEW_MODES = ("honest", "all-seeing")
"""What a board's hover preview may use: what the player sees (D2), or every marble."""


_WORDS = {"sure": "ui.explore.odds.sure", "odds": "ui.explore.odds.odds",
          "odds_sampled": "ui.explore.odds.odds_sampled"}
"""The catalog key of a pick's odds in words, by form."""

_HOVER = {"sure": "ui.preview.pick", "odds": "ui.explore.preview.odds",
          "odds_sampled": "ui.explore.preview.odds_sampled"}
"""The catalog key of the hover sentence, by form."""


def percent(p: float) -> int:
    """A chance as a whole percentage that never says 0% or 100% of what may or may not
    happen: a chance above 0 and below 1 is 1 to 99."""
    return 0 if p <= 0 else 100 if p >= 1 else min(99, max(1, round(100 * p)))


def _more(preview: dict) -> int:
    """The fewest marbles the lid can add: the chance of "that many or more" is ``p_more``."""
    sure = preview["certain"]
    return min((n for n in preview["distribution"] if n > sure), default=sure + 1) - sure


def _odds(preview: dict) -> tuple[str, dict]:
    """The catalog key and parameters of a preview's odds, the colours left to the caller."""
    params = {"count": preview["certain"]}
    if preview["p_more"] <= 0:
        return "sure", params
    params.update(percent=percent(preview["p_more"]), more=_more(preview))
    if preview["exact"]:
        return "odds", params
    return "odds_sampled", {**params, "samples": preview["samples"]}


def odds_words(preview: dict, language: str | None = None) -> str:
    """``"takes 3 marbles for sure; 35% chance of 2 or more from under the lid"``: what a pick
    takes, in words, with the sample size when the chance was sampled."""
    form, params = _odds(preview)
    return render(_WORDS[form], params, language)


def hover_previews(game, mode: str = "honest") -> list[dict]:
    """The ``previews`` trait: one entry per legal usual pick that explodes, ``{"track",
    "pos", "positions", "steps", "count", "colors", "key", "params"}``: the marbles taken for
    sure (where they stand, how many, of which colours, in how many explosion steps) and the
    catalog key of the hover sentence with its parameters (the front end adds ``colors`` and
    ``steps`` in words). A pick that takes only its own marble has no entry: that keeps each
    update small. ``mode`` is ``"honest"`` (D2) or ``"all-seeing"``."""
    if mode not in PREVIEW_MODES:
        raise ValueError(f"preview must be one of {', '.join(PREVIEW_MODES)}, not {mode!r}")
    entries = []
    for preview in honest_previews(game, all_seeing=mode == "all-seeing"):
        if not preview["steps"]:
            continue
        form, params = _odds(preview)
        entries.append({
            "track": preview["track"], "pos": preview["pos"], "positions": preview["positions"],
            "steps": preview["steps"], "count": preview["certain"],
            "colors": preview["certain_colors"],
            "key": _HOVER[form],
            "params": params,
        })
    return entries
