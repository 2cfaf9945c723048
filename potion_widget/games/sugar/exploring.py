"""What the Sugar Blast board offers an explorer: a hint from the expert, every swap ranked,
and a heat map of the swaps on the board.

:class:`SugarExploring` is a part of :class:`potion_widget.games.sugar.widget.SugarBlastWidget` (its
traits and methods); it holds no rule. What it shows comes from
:mod:`potion_widget.games.sugar.hints` (the expert's move in a sentence) and
:mod:`potion_widget.games.sugar.ranking` (the swaps ranked, and the heat map's cells), both of which
read the bag's counts and never the order it draws in.

Requests from the front end (answered like the board's others, by a reply with their id):

- ``{"kind": "heatmap", "id": n, "on": true | false}`` turns the heat map on or off;
- ``{"kind": "hint", "id": n}`` asks for a hint; the reply carries it as ``hint``.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ...i18n.messages import spoken
from .hints import hint as expert_hint
from .ranking import Ranking, heat_cells, ranked_swaps
from ...board.base import refusal

EXPLORE_REQUESTS = ("heatmap", "hint")
"""The request kinds this part of the board answers."""


class SugarExploring(traitlets.HasTraits):
    """The explorer's traits and methods of a Sugar Blast board; the board calls
    :meth:`_explore_traits` whenever the game changes."""

    explore = traitlets.Bool(True).tag(sync=True)
    """Whether the board offers the Hint and the Heat map (an exercise board turns it off:
    nothing given away); while off, their requests are refused and change nothing."""

    heatmap = traitlets.Bool(False).tag(sync=True)
    """Whether the heat map is drawn on the board (the board's Heat map button sets it too)."""

    heat = traitlets.List().tag(sync=True)
    """The heat map's cells (:func:`potion_widget.games.sugar.ranking.heat_cells`), empty while
    :attr:`heatmap` is off. Python fills it; the front end only draws it."""

    advice = traitlets.Dict().tag(sync=True)
    """The hint shown on the board, ``{"action", "text", "marks", "state_id"}``, or ``{}``:
    set by :meth:`hint` (or the Hint button), cleared by the next change of the game."""

    # ----------------------------------------------------------------- public API
    @spoken
    def hint(self) -> dict:
        """The expert's next move for the player to move (:func:`potion_widget.games.sugar.hints.hint`):
        ``{"action", "text", "marks"}``, also shown on the board until the game changes, in
        the board's language. :meth:`play_hint` plays it. ``ValueError`` when the game is over.
        While the board shows a past move (its strip), the hint is for the present and is not
        shown."""
        advice = expert_hint(self._game)
        if self.looking is None:
            self.advice = {**advice, "state_id": self.state_id}
        return advice

    def play_hint(self) -> list[dict]:
        """Plays the hinted move (asking for a hint first if none is shown); its events."""
        advice = self.advice if self.advice.get("state_id") == self.state_id else self.hint()
        return self.play(advice["action"])

    @spoken
    def ranked_swaps(self) -> Ranking:
        """Every blasting swap of the player to move, best first, as a table a notebook shows
        (:func:`potion_widget.games.sugar.ranking.ranked_swaps`), in the board's language."""
        return ranked_swaps(self._game)

    # ----------------------------------------------------------------- syncing
    def _explore_traits(self) -> dict:
        """The explorer's traits that follow the game: the heat map if on; no hint (a hint is
        about the position it was asked in)."""
        return {"heat": self._heat(), "advice": {}}

    def _heat(self) -> list:
        if not (self.heatmap and self.explore) or self._game.phase != "swap":
            return []
        return heat_cells(ranked_swaps(self._game))

    @traitlets.observe("heatmap", "explore")
    @spoken
    def _heatmap_changed(self, change: Any) -> None:
        if not self.explore:
            with self.hold_sync():      # nothing of the explorer stays on a board without it
                self.advice = {}
                self.heatmap = False
        self.heat = self._heat()

    # ----------------------------------------------------------------- requests
    def _explore_answer(self, msg: dict) -> dict:
        """The reply body for a ``heatmap`` or ``hint`` request."""
        if not self.explore:
            return {"ok": False, "error": refusal(msg["kind"], "ui.error.explore_off")}
        if msg["kind"] == "heatmap":
            on = msg.get("on")
            if not isinstance(on, bool):
                return {"ok": False, "error": refusal("format", "ui.error.malformed", field="on",
                                                      reason="on must be true or false")}
            self.heatmap = on
            return {"ok": True}
        try:
            advice = self.hint()
        except ValueError:
            return {"ok": False, "error": refusal("hint", "sugar.explore.hint.none")}
        return {"ok": True, "hint": advice}
