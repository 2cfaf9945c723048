"""The board's side of the timeline: every step in words, the strip's trait, a past step.

:class:`StripKeeper` holds a board's :class:`~potion_widget.board.timeline.Timeline` and, beside
each line's actions, what the strip says of each move: who made it, in which turn, and the
move told about that player (``"Ben took the red marble at track 1, position 2"``, "you ..."
for the reader's own seat; the game's ``TimelineKit.note``). Those words need the position
*before* the move, so they are written when the move is played and kept, never rebuilt per
update.

The strip lists the latest moves only (:data:`WINDOW` of them); "Earlier moves" widens it. A
whole game has a few hundred moves: listing all of them in every update would make each
update several times larger than the board itself (an update stays under 10 KB, see
``tests/board/test_handler.py``).
"""

from __future__ import annotations

from typing import Any

from ..i18n.messages import render
from .timeline import Timeline, TimelineKit

TIMELINE_OPS = ("look", "continue", "switch", "earlier")
"""What the strip asks of Python: ``{"kind": "timeline", "op": "look", "step": k}`` (``null``:
the present), ``"continue"``, ``{"op": "switch", "line": n}`` or ``"earlier"``."""

WINDOW = 6
"""How many of the latest moves the strip lists before "Earlier moves" is asked for."""


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


def _counted(notes: list[dict], note: dict) -> dict:
    """``note`` (the next move after ``notes``) with its turn number: the game's own, or, for
    a game whose state counts no turns (``turn`` is ``None``), the last move's turn while the
    same seat plays on and the next number when another seat plays (the first move is turn 1)."""
    if note["turn"] is not None:
        return note
    if not notes:
        return dict(note, turn=1)
    last = notes[-1]
    return dict(note, turn=last["turn"] if last["seat"] == note["seat"] else last["turn"] + 1)


class StripKeeper:
    """A widget's timeline with the words of every move, and the strip's trait value."""

    def __init__(self, kit: TimelineKit, game: Any, you=None):
        self.you = you      # the widget's readers, spoken to as "you" in the moves' words
        self.timeline = Timeline.from_game(kit, game)
        self._notes: list[list[dict]] = [self._notes_of(1)]
        self._first: int | None = None     # the first move listed; None: follow the latest

    def _notes_of(self, line: int) -> list[dict]:
        """The notes of a whole line, by replaying it (when a game with history is wrapped)."""
        game = self.timeline.game_at(0, line=line)
        notes = []
        for action in self.timeline.actions(line):
            notes.append(_counted(notes, self.note(game, action)))
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
    def note(self, game: Any, action: dict) -> dict:
        """What the strip says of ``action`` in the position ``game`` is in before it (the
        game's ``TimelineKit.note``, for this strip's readers): an action larger than any
        legal one is refused unread."""
        return self.timeline.kit.note(game, action, self.you)

    def played(self, action: dict, note: dict) -> None:
        """Records ``action``, accepted in the present; ``note`` is :meth:`note` of it, taken
        before it was applied."""
        self.timeline.append(action)
        self._line_notes.append(_counted(self._line_notes, note))

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

    def branch(self) -> Any:
        """Continues from the step looked at (see :meth:`Timeline.branch`); returns the new
        present, a game with the undo history of every move of the new line."""
        step, notes = self.timeline.looking, self._line_notes
        self.timeline.branch()
        self._notes.append(notes[:step])
        return self._present()

    def switch(self, line: int) -> Any:
        """Puts line ``line`` in play; returns its present (with the undo history)."""
        self.timeline.switch(line)
        return self._present()

    def _present(self) -> Any:
        self._first = None
        return self.timeline.game_at(self.timeline.length(), record=True)

    def move_words(self, step: int, line: int | None = None) -> str:
        """What the strip says of move ``step`` (from 1) of line ``line`` (default: the line in
        play), e.g. ``"Ben took the red marble at track 1, position 2"``."""
        index = self.timeline.line - 1 if line is None else line - 1
        return self._notes[index][step - 1]["text"]

    def past(self, step: int) -> tuple[Any, list[dict], int]:
        """The position after move ``step`` of the line in play, that move's events and the
        seat who made it (``[]`` and -1 for the start)."""
        if step == 0:
            return self.timeline.game_at(0), [], -1
        game = self.timeline.game_at(step - 1, record=True)
        seat = game.state["current"]
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
