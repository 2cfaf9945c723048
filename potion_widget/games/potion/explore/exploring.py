"""What a board offers an explorer: honest hover previews (D2), a heat map of every pick, a
hint from the expert, and a fork of the position to try something else.

:class:`Explorer` is a part :class:`potion_widget.PotionWidget` holds (its ``preview``,
``heatmap``, ``heat`` and ``advice`` traits are the widget's; their values are made here); it
holds no rule. What it shows comes from :mod:`potion_widget.games.potion.odds` (previews),
:mod:`potion_widget.games.potion.heatmap` (the ranking of :mod:`potion_widget.games.potion.analysis` per pick),
:mod:`potion_widget.games.potion.hints` (the expert's next move in a sentence) and
:mod:`potion_widget.games.potion.explore.whatif` (compare two boards).

Requests from the front end (answered like the widget's others, by a reply with their id):

- ``{"kind": "heatmap", "id": n, "measure": "fit" | null}`` turns the heat map on or off;
- ``{"kind": "hint", "id": n}`` asks for a hint; the reply carries it as ``hint``.
"""

from __future__ import annotations

from typing import Any

from ..analysis import MEASURES
from ....core.errors import shown
from ..heatmap import heat_cells
from ..hints import hint as expert_hint
from ....i18n.messages import speaking
from ..analysis import hover_previews
from ..odds import PREVIEW_MODES
from ....board.strip import told_note

EXPLORE_REQUESTS = ("heatmap", "hint")
"""The request kinds this part of the widget answers."""


class Explorer:
    """The explorer of one board: it reads the board's game, its ``hover``, ``explore`` and
    ``explore_hint`` and whether it shows a past move, and keeps the preview mode and the
    heat map's measure (read before the board's traits exist)."""

    def __init__(self, board: Any, *, preview: str, heatmap: str | None):
        self.board = board
        self.preview = check_choice("preview", preview, PREVIEW_MODES)
        self.heatmap = check_choice("heatmap", heatmap, (*MEASURES, None))

    # ----------------------------------------------------------------- what it shows
    def live(self) -> bool:
        """Whether the board shows the game's present (not a move looked at on the strip)."""
        return self.board.looking is None

    def traits(self, live: bool = True) -> dict:
        """The explorer's traits that follow the game; a past position looked at (not
        ``live``) offers no pick, so it has no previews, heat map or hint."""
        if not live:
            return {"previews": [], "heat": [], "advice": {}}
        return {"previews": self.previews(), "heat": self.heat(), "advice": {}}

    def previews(self) -> list:
        """The previews the board may show on hover (:func:`potion_widget.games.potion.analysis.hover_previews`),
        or none when hover previews are off."""
        board = self.board
        return hover_previews(board._game, self.preview) if board._hover and self.live() else []

    def heat(self) -> list:
        if self.heatmap is None or not self.live():
            return []
        return heat_cells(self.board._game, self.heatmap, honest=self.preview == "honest")

    def hint(self) -> dict:
        """See the board's ``hint``."""
        board = self.board
        advice = expert_hint(board._game)
        if self.live():
            board.advice = {**advice, "state_id": board.state_id}
        return advice

    def fork(self):
        """See the board's ``fork``."""
        board = self.board
        twin = type(board)(board._game.clone(), show=board.show, marks=list(board.marks),
                           you=board.you, hover=board.hover, preview=board.preview,
                           heatmap=board.heatmap, explore=board.explore, language=board.language)
        twin.interactive = board.interactive
        twin._fork_seat = getattr(board, "_fork_seat", board._game.current)
        step = twin.latest_move
        with speaking(twin.language):    # its log says what it is, not "no move has been made"
            twin._log_note(told_note("ui.explore.fork.note" if step else "ui.explore.fork.note_start",
                                     step=step, move=twin._lines.strip.move_words(step) if step else ""))
        return twin

    # ----------------------------------------------------------------- requests
    def answer(self, msg: dict, refuse) -> dict:
        """The reply body for a ``heatmap`` or ``hint`` request; ``refuse(rule, key,
        **params)`` is the widget's refusal."""
        board = self.board
        if not board.explore:                      # an exercise board: nothing given away
            return {"ok": False, "error": refuse(msg["kind"], "ui.error.explore_off")}
        if msg["kind"] == "hint" and not board.explore_hint:
            return {"ok": False, "error": refuse("hint", "ui.error.hint_off")}
        if msg["kind"] == "heatmap":
            measure = msg.get("measure")
            if measure not in (*MEASURES, None):
                return {"ok": False, "error": refuse(
                    "format", "ui.error.malformed", field="measure",
                    reason=f"measure must be one of {', '.join(MEASURES)} or null")}
            board.heatmap = measure
            return {"ok": True}
        if not self.live():
            return {"ok": False, "error": refuse("hint", "ui.explore.hint.looking")}
        try:
            advice = board.hint()
        except ValueError:
            return {"ok": False, "error": refuse("hint", "ui.explore.hint.none")}
        return {"ok": True, "hint": advice}


def check_choice(name: str, value: Any, allowed: tuple, error: type = ValueError) -> Any:
    """``value`` when it is one of ``allowed``, else ``error`` saying what ``name`` may be."""
    if value not in allowed:
        raise error(f"{name} must be one of {', '.join(map(repr, allowed))}, not {shown(value)}")
    return value
