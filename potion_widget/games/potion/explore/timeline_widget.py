"""The widget's side of the timeline: every step in words, the strip's trait, a past step.

:class:`StripKeeper` holds a widget's :class:`~potion_widget.games.potion.explore.timeline.Timeline` and, beside
each line's actions, what the strip says of each move: who made it, in which turn, and the
move told about that player (``"Ben took the red marble at track 1, position 2"``, "you ..."
for the reader's own seat; from :func:`~potion_widget.games.potion.words.tell_move`). Those
words need the position *before* the move, so they are written when the move is played and
kept, never rebuilt per update.

The strip lists the latest moves only (:data:`WINDOW` of them); "Earlier moves" widens it. A
whole game has a few hundred moves: listing all of them in every update would make each
update several times larger than the board itself (an update stays under 10 KB, see
``tests/board/test_handler.py``).
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..engine import Game
from ....core.bounds import oversize
from ..engine.rule_table import action_bounds
from ....i18n.messages import render, speaking, spoken
from ..words import tell, tell_move
from .timeline import Timeline, TimelineError

TIMELINE_OPS = ("look", "continue", "switch", "earlier")
"""What the strip asks of Python: ``{"kind": "timeline", "op": "look", "step": k}`` (``null``:
the present), ``"continue"``, ``{"op": "switch", "line": n}`` or ``"earlier"``."""

WINDOW = 6
"""How many of the latest moves the strip lists before "Earlier moves" is asked for."""


def step_note(game: Game, action: dict, you=None) -> dict:
    """What the strip says of ``action``, read in the position ``game`` is in before it:
    ``{"seat", "turn", "phase", "text"}``; ``text`` tells the move about whoever made it,
    "you" for a seat in ``you`` (the widget's readers; ``None``: everyone is named). An
    action larger than any legal one is refused first (``RuleError``, ``format``): its words
    are never written."""
    too_large = oversize(action, action_bounds(game))
    if too_large is not None:
        raise too_large
    state = game.state
    return {"seat": state["current"], "turn": state["turn"]["number"], "phase": state["phase"],
            "text": tell_move(action, game, you=you)}


def told_note(key: str, **params) -> dict:
    """A line of the board's log that is no move of the game (where a jump landed, what a
    board shows), as an event of its own: ``{"type": "note", "rule": "", "key", "params",
    "text", "say"}``, its sentence from the catalog in the language spoken now."""
    text = render(key, params)
    return {"type": "note", "rule": "", "key": key, "params": params, "text": text, "say": text}


def _same_group(a: dict, b: dict) -> bool:
    """Whether two moves belong to one group of the strip: the same player's same turn (each
    player's picks of the starter draft, turn 0, are a group too)."""
    return (a["turn"], a["seat"]) == (b["turn"], b["seat"])


class StripKeeper:
    """A widget's timeline with the words of every move, and the strip's trait value."""

    def __init__(self, game: Game, you=None):
        self.you = you      # the widget's readers, spoken to as "you" in the moves' words
        self.timeline = Timeline.from_game(game)
        self._notes: list[list[dict]] = [self._notes_of(1)]
        self._first: int | None = None     # the first move listed; None: follow the latest

    def _notes_of(self, line: int) -> list[dict]:
        """The notes of a whole line, by replaying it (when a game with history is wrapped)."""
        game = self.timeline.game_at(0, line=line)
        notes = []
        for action in self.timeline.actions(line):
            notes.append(step_note(game, action, self.you))
            game.apply(action)
        return notes

    def retell(self, you=None) -> None:
        """Writes every move's words again, in the language spoken now, for the readers
        ``you``."""
        self.you = you
        self._notes = [self._notes_of(n) for n in range(1, self.timeline.lines + 1)]

    @property
    def _line_notes(self) -> list[dict]:
        return self._notes[self.timeline.line - 1]

    # ----- the present moves on or back ------------------------------------------------
    def played(self, action: dict, note: dict) -> None:
        """Records ``action``, accepted in the present; ``note`` is :func:`step_note` of it,
        taken before it was applied."""
        self.timeline.append(action)
        self._line_notes.append(note)

    def undone(self) -> None:
        """Forgets the last move of the line in play (the game undid it)."""
        self.timeline.pop()
        self._line_notes.pop()

    # ----- looking back, branching, switching ---------------------------------------------
    def look(self, step: int | None) -> None:
        """Looks at move ``step`` (``None``: the present); the strip widens to list it."""
        self.timeline.look(step)
        looking = self.timeline.looking
        if looking is not None and looking - 1 < self._start():
            self._first = max(0, looking - 1)

    def earlier(self) -> None:
        """Lists ``2 * WINDOW`` more moves before the first one listed."""
        self._first = max(0, self._start() - 2 * WINDOW)

    def branch(self) -> Game:
        """Continues from the step looked at (see :meth:`Timeline.branch`); returns the new
        present, a game with the undo history of every move of the new line."""
        step, notes = self.timeline.looking, self._line_notes
        self.timeline.branch()
        self._notes.append(notes[:step])
        return self._present()

    def switch(self, line: int) -> Game:
        """Puts line ``line`` in play; returns its present (with the undo history)."""
        self.timeline.switch(line)
        return self._present()

    def _present(self) -> Game:
        self._first = None
        return self.timeline.game_at(self.timeline.length(), record=True)

    def move_words(self, step: int, line: int | None = None) -> str:
        """What the strip says of move ``step`` (from 1) of line ``line`` (default: the line in
        play), e.g. ``"Ben took the red marble at track 1, position 2"``."""
        index = self.timeline.line - 1 if line is None else line - 1
        return self._notes[index][step - 1]["text"]

    def past(self, step: int) -> tuple[Game, list[dict], int]:
        """The position after move ``step`` of the line in play, that move's events and the
        seat who made it (``[]`` and -1 for the start)."""
        if step == 0:
            return self.timeline.game_at(0), [], -1
        game = self.timeline.game_at(step - 1, record=True)
        seat = game.current
        events = game.apply(self.timeline.actions()[step - 1])
        return game, events, seat

    # ----- the trait ---------------------------------------------------------------------------
    def _start(self) -> int:
        """Index of the first move listed."""
        latest = max(0, len(self._line_notes) - WINDOW)
        return latest if self._first is None else min(self._first, latest)

    def trait(self) -> dict:
        """The ``timeline`` trait: the lines' lengths, the line in play (from 1), the move
        looked at (``None``: the present), and the moves listed from move ``first + 1`` on,
        grouped by turn: ``{"seat", "turn", "step", "moves"}`` where ``turn`` is 0 for the
        starter draft, ``step`` is the number of the group's first move and ``moves`` are the
        moves in words."""
        first = self._start()
        groups: list[dict] = []
        last = None
        for index, note in enumerate(self._line_notes[first:], first):
            if last is None or not _same_group(last, note):
                groups.append({"seat": note["seat"], "turn": note["turn"], "step": index + 1,
                               "moves": []})
            groups[-1]["moves"].append(note["text"])
            last = note
        return {
            "line": self.timeline.line,
            "lines": [self.timeline.length(n) for n in range(1, self.timeline.lines + 1)],
            "looking": self.timeline.looking,
            "first": first,
            "groups": groups,
        }


class TimelineMethods(traitlets.HasTraits):
    """The timeline part of :class:`~potion_widget.games.potion.widget.PotionWidget`: its trait and public
    API (it uses the widget's ``_strip``, ``_game``, ``_turn`` and ``_sync``)."""

    timeline = traitlets.Dict().tag(sync=True)
    """The game's record for the strip of moves (:meth:`StripKeeper.trait`): the lines'
    lengths, the line in play, the move looked at (``looking``, else ``None``) and the latest
    moves in words. While a move is looked at, ``state`` and the traits that follow it show
    that move's position, with nothing legal: the past is read-only."""

    @traitlets.observe("language", "you")
    def _retell_timeline(self, change: Any) -> None:
        if self.timeline:     # a change after the constructor, which tells the moves itself
            with speaking(self.language):
                self._strip.retell(self.you)
                self.timeline = self._strip.trait()

    @property
    def looking(self) -> int | None:
        """The move being looked at (read-only), or ``None`` when the board shows the present."""
        return self._strip.timeline.looking

    @property
    def line(self) -> int:
        """The number of the line in play (from 1, as the strip's buttons show them)."""
        return self._strip.timeline.line

    @property
    def latest_move(self) -> int:
        """The number of the latest move of the line in play (0: no move yet), the move
        "Back to the latest move" shows, whatever move the board shows now."""
        return self._strip.timeline.length()

    def _acting_now(self) -> list[int]:
        """Nobody acts on a move looked at: it is read-only until the learner continues from
        it or goes back to the latest move (the status line then says no one's turn)."""
        if self._strip.timeline.looking is not None:
            return []
        return super()._acting_now()

    def position(self, step: int, line: int | None = None) -> Game:
        """A new game in the position after move ``step`` of line ``line`` (default: the line
        in play), to study or compare; the board is not changed."""
        return self._strip.timeline.game_at(step, line=line, record=True)

    @spoken
    def look_at(self, step: int | None) -> None:
        """Shows the board as it was after move ``step`` of the line in play (0: the start),
        read-only; the log shows that move's events (at the start, a sentence saying so).
        ``None`` or the last move shows the present again, the log saying which move it is
        (nothing changes when the present is shown already). A move that does not exist raises
        ``TimelineError`` and changes nothing.
        """
        was = self._strip.timeline.looking
        self._strip.look(step)
        looking = self._strip.timeline.looking
        if looking is None and was is None:
            return                       # the present was shown and still is: nothing changes
        self._turn = []
        if looking is None:              # back to the present: the log says which move it is
            latest = self._strip.timeline.length()
            told = self._where("timeline.told.latest" if latest else "timeline.told.latest_start",
                               latest)
            self._sync(events=[told], error={}, actor=-1, summary="", clear_log=True)
            return
        game, events, seat = self._strip.past(looking)
        told = [dict(e, say=tell(e, game, actor=seat, you=self.you)) for e in events]
        if not looking:                  # the start: no move to tell, the log says so
            told = [self._where("timeline.told.start", 0)]
        self._sync(events=told, error={}, actor=seat, summary="", shown=game, clear_log=True)

    def back_to_latest(self) -> None:
        """Shows the present again (the last move of the line in play)."""
        self.look_at(None)

    @spoken
    def continue_from_here(self) -> int:
        """Continues the game from the move looked at: a new line with the moves up to it is
        put in play, at exactly that position, and the old line is kept. The log says where
        the new line starts. Returns the new line's number."""
        timeline = self._strip.timeline
        old, step = timeline.line, timeline.looking
        if step is None:
            raise TimelineError("timeline.refuse.not_looking")
        count = timeline.length()
        self._game = self._strip.branch()
        told = self._where(("timeline.told.continued" if step else "timeline.told.continued_start"),
                           step, old=old, count=count)
        return self._jumped(told)

    @spoken
    def switch_line(self, line: int) -> int:
        """Puts line ``line`` (numbered from 1, as the strip shows them) in play, at its last
        move; the log says which move that is. Returns its number."""
        self._game = self._strip.switch(line)
        step = self._strip.timeline.length()
        told = self._where("timeline.told.switched" if step else "timeline.told.switched_start",
                           step)
        return self._jumped(told)

    def on_jump(self, callback, remove: bool = False) -> None:
        """Call ``callback()`` each time the board's present becomes another line's (Continue
        from here, a switch of line), once the board shows it: a computer's seat plays on from
        there when it is its turn. ``remove=True`` stops the calls. The change of ``state_id``
        such a jump makes is not an undo: :attr:`jumping` is true while it is sent."""
        if remove:
            self._jump_listeners.remove(callback)
        else:
            self._jump_listeners.append(callback)

    @property
    def jumping(self) -> bool:
        """Whether the board is being redrawn at another line's present (true only while the
        traits of that jump change, for observers that must tell it from an undo)."""
        return getattr(self, "_jumping", False)

    @property
    def _jump_listeners(self) -> list:
        """The callbacks :meth:`on_jump` registered (made with the first one)."""
        return self.__dict__.setdefault("_jump_callbacks", [])

    def show_earlier(self) -> None:
        """Lists more of the earlier moves on the strip."""
        self._strip.earlier()
        self.timeline = self._strip.trait()

    def record(self, line: int | None = None) -> dict:
        """A line (default: the one in play) as ``{"state", "actions"}``: the start state and
        every move, which ``python -m potion_widget replay RECORD.json`` replays."""
        return self._strip.timeline.record(line)

    def save_record(self, path, line: int | None = None):
        """Writes :meth:`record` to ``path`` as JSON, atomically; returns the path."""
        return self._strip.timeline.save(path, line)

    def _where(self, key: str, step: int, **params) -> dict:
        """The log's line saying where the board is after a jump: the line in play and its
        move ``step``, told in words (``key`` of the timeline catalog)."""
        line = self._strip.timeline.line
        move = self._strip.move_words(step) if step else ""
        return told_note(key, line=line, step=step, move=move, **params)

    def _log_note(self, told: dict) -> None:
        """Starts the log again with ``told`` (a :func:`told_note`): what the board shows when
        no move of its own explains it (a board made to show a position)."""
        self._turn = []
        self._sync(events=[told], error={}, actor=-1, summary="", clear_log=True)

    def _jumped(self, told: dict) -> int:
        """The game became another line's present: redraw it, the log starting again with
        ``told`` (where the board is now), then let whoever plays from there play."""
        self._turn = []
        self._jumping = True
        try:
            self._sync(events=[told], error={}, actor=-1, summary="", clear_log=True)
        finally:
            self._jumping = False
        for callback in list(self._jump_listeners):
            callback()
        return self._strip.timeline.line

    def _timeline_request(self, msg: dict) -> dict:
        """The reply body to one of the strip's requests (see :data:`TIMELINE_OPS`)."""
        try:
            if msg["op"] == "look":
                self.look_at(msg.get("step"))
            elif msg["op"] == "continue":
                self.continue_from_here()
            elif msg["op"] == "switch":
                self.switch_line(msg.get("line"))
            else:
                self.show_earlier()
        except TimelineError as err:
            return {"ok": False, "error": err.to_dict()}
        return {"ok": True, "events": [], "state_id": self.state_id}
