"""What the Sugar Blast board offers an explorer: a hint from the expert, every swap ranked,
and a heat map of the swaps on the board.

:class:`Explorer` is a part :class:`potion_widget.games.sugar.widget.SugarBlastWidget` holds (its
``explore``, ``heatmap``, ``heat`` and ``advice`` traits are the board's; their values are made
here); it holds no rule. What it shows comes from :mod:`potion_widget.games.sugar.hints` (the
expert's move in a sentence) and :mod:`potion_widget.games.sugar.ranking` (the swaps ranked, and
the heat map's cells), both of which read the bag's counts and never the order it draws in.

Requests from the front end (answered like the board's others, by a reply with their id):

- ``{"kind": "heatmap", "id": n, "on": true | false}`` turns the heat map on or off;
- ``{"kind": "hint", "id": n}`` asks for a hint; the reply carries it as ``hint``.
"""

from __future__ import annotations

from typing import Any

from .hints import hint as expert_hint
from .ranking import heat_cells, ranked_swaps
from ...board.base import refusal

EXPLORE_REQUESTS = ("heatmap", "hint")
"""The request kinds this part of the board answers."""


class Explorer:
    """The explorer of one Sugar Blast board: it reads the board's game and its ``explore``
    and ``heatmap`` traits."""

    def __init__(self, board: Any):
        self.board = board

    def hint(self) -> dict:
        """See the board's ``hint``."""
        board = self.board
        advice = expert_hint(board._game)
        if board.looking is None:
            board.advice = {**advice, "state_id": board.state_id}
        return advice

    def traits(self) -> dict:
        """The explorer's traits that follow the game: the heat map if on; no hint (a hint is
        about the position it was asked in)."""
        return {"heat": self.heat(), "advice": {}}

    def heat(self) -> list:
        board = self.board
        if not (board.heatmap and board.explore) or board._game.phase != "swap":
            return []
        return heat_cells(ranked_swaps(board._game))

    def answer(self, msg: dict) -> dict:
        """The reply body for a ``heatmap`` or ``hint`` request."""
        board = self.board
        if not board.explore:
            return {"ok": False, "error": refusal(msg["kind"], "ui.error.explore_off")}
        if msg["kind"] == "heatmap":
            on = msg.get("on")
            if not isinstance(on, bool):
                return {"ok": False, "error": refusal("format", "ui.error.malformed", field="on",
                                                      reason="on must be true or false")}
            board.heatmap = on
            return {"ok": True}
        try:
            advice = board.hint()
        except ValueError:
            return {"ok": False, "error": refusal("hint", "sugar.explore.hint.none")}
        return {"ok": True, "hint": advice}
