"""The heat map of a position: every legal usual pick's value by a measure, for the board to
tint each pick's place with (potion_widget.games.potion.analysis ranks; this shapes it for the board).

>>> from potion_widget import scenarios
>>> cells = heat_cells(scenarios.load("chains"), "marbles")
>>> cells[0]["text"], cells[0]["level"]
('7', 1.0)
"""

from __future__ import annotations

from .analysis import analysis
from .ranking import value_text

__all__ = ["heat_cells"]


def heat_cells(game, measure: str, *, honest: bool = True) -> list[dict]:
    """One cell per legal usual pick, best first: ``{"track", "pos", "rank", "value", "text",
    "level"}``. ``value`` is :func:`~potion_widget.games.potion.analysis.analysis`'s (an expectation over
    the hidden marbles when ``honest``, D2), ``text`` as the board writes it, ``level`` the
    value over the best one's (0 to 1; all 0 when the best is 0). Empty when no usual pick is
    allowed now."""
    rows = analysis(game, measure, honest)
    top = max((row["value"] for row in rows), default=0.0)
    return [{"track": row["track"], "pos": row["pos"], "rank": row["rank"],
             "value": round(row["value"], 3), "text": value_text(row["value"]),
             "level": round(row["value"] / top, 3) if top > 0 else 0.0} for row in rows]
