"""What a board offers an explorer: honest hover previews (D2), a heat map of every pick, a
hint from the expert, and a fork of the position to try something else.

:class:`Exploring` is a part of :class:`potion_widget.PotionWidget` (its traits and methods);
it holds no rule. What it shows comes from :mod:`potion_widget.games.potion.odds` (previews),
:mod:`potion_widget.games.potion.heatmap` (the ranking of :mod:`potion_widget.games.potion.analysis` per pick),
:mod:`potion_widget.games.potion.hints` (the expert's next move in a sentence) and
:mod:`potion_widget.games.potion.explore.whatif` (compare two boards).

Requests from the front end (answered like the widget's others, by a reply with their id):

- ``{"kind": "heatmap", "id": n, "measure": "fit" | null}`` turns the heat map on or off;
- ``{"kind": "hint", "id": n}`` asks for a hint; the reply carries it as ``hint``.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..analysis import MEASURES
from ....core.errors import shown
from ..heatmap import heat_cells
from ..hints import hint as expert_hint
from ....i18n.messages import speaking, spoken
from ..analysis import hover_previews
from ..odds import PREVIEW_MODES
from ....board.strip import told_note
from .whatif import compare

EXPLORE_REQUESTS = ("heatmap", "hint")
"""The request kinds this part of the widget answers."""


class Exploring(traitlets.HasTraits):
    """The explorer's traits and methods of a board. The widget calls :meth:`_explore_setup`
    before its traits exist and :meth:`_explore_traits` whenever the game changes."""

    preview = traitlets.Unicode("honest").tag(sync=True)
    """What the hover preview may use: ``"honest"`` (the default, rule D2: the visible
    marbles, how many lie under each lid and the colours still unseen; a pick whose chain
    may go on under a lid shows what it takes for sure and the chance of more) or
    ``"all-seeing"`` (every marble read, hidden ones too: for a lesson that needs it). The
    heat map follows the same choice."""

    heatmap = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    """The measure the heat map shows on the dispenser (``"marbles"``, ``"fit"``,
    ``"completes"`` or ``"points"``, see :func:`potion_widget.games.potion.analysis.analysis`), or
    ``None`` for no heat map. The board's Heat map button sets it too."""

    heat = traitlets.List().tag(sync=True)
    """The heat map's cells, one per legal usual pick (:func:`potion_widget.games.potion.heatmap.heat_cells`),
    empty when :attr:`heatmap` is ``None``. Python fills it; the front end only draws it."""

    advice = traitlets.Dict().tag(sync=True)
    """The hint shown on the board, ``{"action", "text", "marks", "state_id"}``, or ``{}``:
    set by :meth:`hint` (or the Hint button), cleared by the next change of the game."""

    def _explore_setup(self, *, preview: str, heatmap: str | None) -> None:
        self._preview = _check_choice("preview", preview, PREVIEW_MODES)
        self._heatmap = _check_choice("heatmap", heatmap, (*MEASURES, None))
        # read by _game_traits before the traits exist

    # ----------------------------------------------------------------- public API
    @spoken
    def hint(self) -> dict:
        """The expert's next move for the active player (:func:`potion_widget.games.potion.hints.hint`):
        ``{"action", "text", "marks"}``, also shown on the board (its marks and sentence) until
        the game changes, in the board's language. ``play_hint()`` plays it. While the board
        shows a past move, the hint is for the present and is not shown."""
        advice = expert_hint(self._game)
        if self._live():
            self.advice = {**advice, "state_id": self.state_id}
        return advice

    def play_hint(self) -> list[dict]:
        """Play the hinted move (asking for a hint first if none is shown); its events."""
        advice = self.advice if self.advice.get("state_id") == self.state_id else self.hint()
        return self.play(advice["action"])

    def fork(self):
        """A second board at the same position: an independent game with the same history
        (so :meth:`undo` works there too), shown the same way, its log saying it is a copy
        after that move. Play something else on it, then :meth:`compare` the two."""
        twin = type(self)(self._game.clone(), show=self.show, marks=list(self.marks),
                          you=self.you, hover=self.hover, preview=self.preview,
                          heatmap=self.heatmap, explore=self.explore, language=self.language)
        twin.interactive = self.interactive
        twin._fork_seat = getattr(self, "_fork_seat", self._game.current)
        step = twin.latest_move
        with speaking(twin.language):    # its log says what it is, not "no move has been made"
            twin._log_note(told_note("ui.explore.fork.note" if step else "ui.explore.fork.note_start",
                                     step=step, move=twin._lines.strip.move_words(step) if step else ""))
        return twin

    def compare(self, other, seat: int | None = None):
        """This board's desk beside ``other``'s, with a sentence on the difference
        (:func:`potion_widget.games.potion.explore.whatif.compare`)."""
        return compare(self, other, seat=seat)

    # ----------------------------------------------------------------- syncing
    def _explore_traits(self, live: bool = True) -> dict:
        """The explorer's traits that follow the game; a past position looked at (not
        ``live``) offers no pick, so it has no previews, heat map or hint."""
        if not live:
            return {"previews": [], "heat": [], "advice": {}}
        return {"previews": self._previews(), "heat": self._heat(), "advice": {}}

    def _live(self) -> bool:
        """Whether the board shows the game's present (not a move looked at on the strip)."""
        return self.looking is None

    def _previews(self) -> list:
        """The previews the board may show on hover (:func:`potion_widget.games.potion.analysis.hover_previews`),
        or none when hover previews are off."""
        return hover_previews(self._game, self._preview) if self._hover and self._live() else []

    def _heat(self) -> list:
        if self._heatmap is None or not self._live():
            return []
        return heat_cells(self._game, self._heatmap, honest=self._preview == "honest")

    @traitlets.validate("preview")
    def _check_preview(self, proposal: Any) -> str:
        return _check_choice("preview", proposal["value"], PREVIEW_MODES, traitlets.TraitError)

    @traitlets.validate("heatmap")
    def _check_heatmap(self, proposal: Any) -> str | None:
        return _check_choice("heatmap", proposal["value"], (*MEASURES, None), traitlets.TraitError)

    @traitlets.observe("preview")
    def _preview_changed(self, change: Any) -> None:
        self._preview = change["new"]
        with self.hold_sync():
            self.previews = self._previews()
            self.heat = self._heat()

    @traitlets.observe("heatmap")
    def _heatmap_changed(self, change: Any) -> None:
        self._heatmap = change["new"]
        self.heat = self._heat()

    # ----------------------------------------------------------------- requests
    def _explore_answer(self, msg: dict, refuse) -> dict:
        """The reply body for a ``heatmap`` or ``hint`` request; ``refuse(rule, key,
        **params)`` is the widget's refusal."""
        if not getattr(self, "explore", True):     # an exercise board: nothing given away
            return {"ok": False, "error": refuse(msg["kind"], "ui.error.explore_off")}
        if msg["kind"] == "hint" and not getattr(self, "explore_hint", True):
            return {"ok": False, "error": refuse("hint", "ui.error.hint_off")}
        if msg["kind"] == "heatmap":
            measure = msg.get("measure")
            if measure not in (*MEASURES, None):
                return {"ok": False, "error": refuse(
                    "format", "ui.error.malformed", field="measure",
                    reason=f"measure must be one of {', '.join(MEASURES)} or null")}
            self.heatmap = measure
            return {"ok": True}
        if not self._live():
            return {"ok": False, "error": refuse("hint", "ui.explore.hint.looking")}
        try:
            advice = self.hint()
        except ValueError:
            return {"ok": False, "error": refuse("hint", "ui.explore.hint.none")}
        return {"ok": True, "hint": advice}


def _check_choice(name: str, value: Any, allowed: tuple, error: type = ValueError) -> Any:
    if value not in allowed:
        raise error(f"{name} must be one of {', '.join(map(repr, allowed))}, not {shown(value)}")
    return value
