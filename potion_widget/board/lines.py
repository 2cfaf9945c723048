"""A board's lines of play, as a part the board holds: look back at a move, continue from it,
switch lines, list earlier moves, save a line. The same for every game.

:class:`BoardLines` holds the board's :class:`~potion_widget.board.strip.StripKeeper` and acts
on the board only through what every board has (:class:`~potion_widget.board.base.BoardBase`):
its ``_game``, its turn so far (``_turn``), and ``_sync``, which re-sends the traits that follow
the game (``shown``: a past position, with nothing legal; ``clear_log``: the log starts again).
The board's public methods (``look_at``, ``continue_from_here``...) hand each call to it.

The strip's requests: ``{"kind": "timeline", "id": n, "state_id": s, "op": ...}`` with an ``op``
of :data:`TIMELINE_OPS`: ``{"op": "look", "step": k}`` (``null``: the present), ``"continue"``,
``{"op": "switch", "line": n}`` or ``"earlier"``.
"""

from __future__ import annotations

from typing import Any, Callable

from .strip import StripKeeper, told_note
from .timeline import TimelineError, TimelineKit

TIMELINE_OPS = ("look", "continue", "switch", "earlier")
"""What the strip asks of Python (see the module's docstring)."""


def malformed(msg: dict, is_counter: Callable[[Any], bool]) -> str | None:
    """Why a ``timeline`` request is not well formed, or ``None`` (its ``id`` and ``state_id``
    are checked with every request's)."""
    if msg.get("op") not in TIMELINE_OPS:
        return f"op must be one of {', '.join(TIMELINE_OPS)}"
    for field in ("step", "line"):      # a move or a line: no front end counts past 2^53
        if msg.get(field) is not None and not is_counter(msg[field]):
            return f"{field} must be null or a whole number from 0 to 2^53"
    return None


class BoardLines:
    """The lines of play of one board (see the module's docstring)."""

    def __init__(self, board: Any, kit: TimelineKit, you: list | None):
        self.board = board
        self.kit = kit
        self.strip = StripKeeper(kit, board._game, you)
        self.jumping = False             # true while the traits of a jump are sent
        self.listeners: list[Callable[[], None]] = []

    def restart(self) -> None:
        """The board's game became a new one (an edited position): its record starts there."""
        self.strip = StripKeeper(self.kit, self.board._game, self.board.you)

    # ----- reading ------------------------------------------------------------------------
    @property
    def looking(self) -> int | None:
        return self.strip.timeline.looking

    @property
    def line(self) -> int:
        return self.strip.timeline.line

    def length(self) -> int:
        """How many moves the line in play holds: the board's undo history too."""
        return self.strip.timeline.length()

    def trait(self) -> dict:
        """The ``timeline`` trait's value (:meth:`StripKeeper.trait`)."""
        return self.strip.trait()

    # ----- the present moves on or back ------------------------------------------------
    def before_move(self, action: dict) -> dict:
        """The strip's note of ``action``, read before it is applied; ``TimelineError`` while
        a past move is looked at (the past is read-only), the game's ``RuleError`` for an action
        larger than any legal one."""
        self.strip.timeline.check_present()
        return self.strip.note(self.board._game, action)

    def played(self, action: dict, note: dict) -> None:
        self.strip.played(action, note)

    def undone(self) -> None:
        self.strip.undone()

    # ----- looking back, branching, switching ---------------------------------------------
    def look_at(self, step: int | None) -> None:
        """See the board's ``look_at``."""
        board = self.board
        was = self.strip.timeline.looking
        self.strip.look(step)
        looking = self.strip.timeline.looking
        if looking is None and was is None:
            return                       # the present was shown and still is: nothing changes
        board._turn = []
        if looking is None:              # back to the present: the log says which move it is
            latest = self.length()
            told = self.where("timeline.told.latest" if latest else "timeline.told.latest_start",
                              latest)
            board._sync(events=[told], error={}, actor=-1, summary="", clear_log=True)
            return
        game, events, seat = self.strip.past(looking)
        told = [dict(e, say=board._kit.tell(e, game, actor=seat, you=board.you)) for e in events]
        if not looking:                  # the start: no move to tell, the log says so
            told = [self.where("timeline.told.start", 0)]
        board._sync(events=told, error={}, actor=seat, summary="", shown=game, clear_log=True)

    def continue_from_here(self) -> int:
        """See the board's ``continue_from_here``."""
        timeline = self.strip.timeline
        old, step = timeline.line, timeline.looking
        if step is None:
            raise TimelineError("timeline.refuse.not_looking")
        count = timeline.length()
        self.board._game = self.strip.branch()
        told = self.where(("timeline.told.continued" if step else "timeline.told.continued_start"),
                          step, old=old, count=count)
        return self.jumped(told)

    def switch_line(self, line: int) -> int:
        """See the board's ``switch_line``."""
        self.board._game = self.strip.switch(line)
        step = self.length()
        told = self.where("timeline.told.switched" if step else "timeline.told.switched_start",
                          step)
        return self.jumped(told)

    def where(self, key: str, step: int, **params) -> dict:
        """The log's line saying where the board is after a jump: the line in play and its
        move ``step``, told in words (``key`` of the timeline catalog)."""
        move = self.strip.move_words(step) if step else ""
        return told_note(key, line=self.line, step=step, move=move, **params)

    def jumped(self, told: dict) -> int:
        """The game became another line's present: redraw it, the log starting again with
        ``told`` (where the board is now), then let whoever plays from there play."""
        self.board._turn = []
        self.jumping = True
        try:
            self.board._sync(events=[told], error={}, actor=-1, summary="", clear_log=True)
        finally:
            self.jumping = False
        for callback in list(self.listeners):
            callback()
        return self.line

    # ----- the strip's requests --------------------------------------------------------------
    def answer(self, msg: dict) -> dict:
        """The reply body to one of the strip's requests (see :data:`TIMELINE_OPS`), once the
        board found it well formed, not stale and allowed."""
        board = self.board
        try:
            if msg["op"] == "look":
                board.look_at(msg.get("step"))
            elif msg["op"] == "continue":
                board.continue_from_here()
            elif msg["op"] == "switch":
                board.switch_line(msg.get("line"))
            else:
                board.show_earlier()
        except TimelineError as err:
            return {"ok": False, "error": err.to_dict()}
        return {"ok": True, "events": [], "state_id": board.state_id}
