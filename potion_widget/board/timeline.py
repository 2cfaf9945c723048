"""The record of a game as lines of play: look back at any move, branch, switch lines, export.

It knows no game: what it needs of one (rebuild a position from a state, tell a move, read
a wrapped game's history, the game's name a record carries) is a :class:`TimelineKit` that
each game gives (``games/<name>/``: Potion Explosion's in ``explore/lines.py``, Sugar Blast's
in ``lines.py``).

A :class:`Timeline` holds the state a game started from and one or more *lines*, each a list
of the actions played from that state. One line is *in play*: its last move is the present of
the game. Looking at an earlier move (:meth:`Timeline.look`) changes nothing; continuing from
there (:meth:`Timeline.branch`) starts a new line that shares the moves before it, and the old
line is kept whole, so a learner can switch between the two and compare.

Steps are counted in moves: step 0 is the start, step ``k`` the position after the ``k``-th
move. Lines are numbered from 1, as the widget shows them ("Line 2 (6 moves)").

A position is never stored: it is rebuilt by replaying the line's actions on the start state.
The engine is deterministic (D12), so that is exact, and it is cheap: the middle of a whole
game of 222 moves replays in about 0.5 ms, and the widget's whole look at a move (replay, that
move's events in words, every trait of that position) takes a few milliseconds
(``python scripts/bench_timeline.py``). The replay is a small part of that and far below what
a click can notice, so snapshots would only add memory and a cache to keep right.

>>> from potion_widget.games.potion.engine import Game
>>> from potion_widget.games.potion.explore.lines import LINES
>>> game = Game.new(["Ana", "Ben"], seed=7, remove="beginner")
>>> timeline = Timeline(LINES, game.to_state())
>>> for _ in range(4):
...     action = game.legal_actions()[0]
...     _ = game.apply(action)
...     timeline.append(action)
>>> timeline.look(2)
>>> timeline.branch()                 # a new line with the first 2 moves; line 1 is kept
2
>>> [timeline.length(1), timeline.length(2)]
[4, 2]
>>> timeline.game_at(4, line=1).to_state() == game.to_state()
True
"""

from __future__ import annotations

import json
import pathlib
from dataclasses import dataclass
from typing import Any, Callable

from ..core.errors import shown
from ..i18n.messages import render
from .files import dumps, write_atomically


@dataclass(frozen=True)
class TimelineKit:
    """What a game gives its timeline (beside its :class:`~potion_widget.core.kit.GameKit`):
    every field is the game's own, none optional."""

    game: str
    """The game's name (its folder under ``games/``), written in every record it saves, so
    that ``python -m potion_widget replay RECORD.json`` replays it with the right engine."""

    open: Callable[[dict, bool], Any]
    """A game at a state: ``(state, history)``; ``history=True`` keeps the undo history of
    every move applied after, ``False`` may skip it (a position only looked at)."""

    note: Callable[[Any, dict, Any], dict]
    """What the strip says of a move, read in the position before it: ``(game, action,
    you) -> {"seat", "turn", "phase", "text"}`` (``turn``: the game's turn number, or
    ``None`` when its state counts no turns: the strip then counts them as the seat changes).
    An action larger than any legal one raises the game's ``RuleError`` unread."""

    history: Callable[[Any], tuple[dict, list[dict]]]
    """A wrapped game's start and the actions played since, in order: line 1 of its
    timeline (a game that keeps no actions gives its present and ``[]``)."""


class TimelineError(ValueError):
    """A refused timeline request (a move or line that does not exist, nothing to continue
    from): ``key`` and ``params`` select its sentence in the message catalog; the timeline is
    exactly as it was."""

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        self.message = render(key, params)
        super().__init__(self.message)

    def to_dict(self) -> dict:
        """The refusal as reply data, like a refused action's (``rule`` is ``"timeline"``)."""
        return {"rule": "timeline", "key": self.key, "params": dict(self.params),
                "message": self.message}


def _plain(action: dict) -> dict:
    """A private JSON copy of an action the engine accepted (so later changes to the
    caller's dict cannot rewrite the record)."""
    return json.loads(json.dumps(action))


class Timeline:
    """A game's record: the start state and every line of actions played from it."""

    def __init__(self, kit: TimelineKit, start: dict, lines: list[list[dict]] | None = None,
                 line: int = 1):
        self.kit = kit
        self._start = json.loads(json.dumps(start))
        self._lines: list[list[dict]] = [[_plain(a) for a in ln] for ln in (lines or [[]])]
        self._line = 0
        self._looking: int | None = None
        self._line = self._index(line)

    @classmethod
    def from_game(cls, kit: TimelineKit, game: Any) -> "Timeline":
        """The timeline of ``game`` so far: its history (``kit.history``) is line 1, ending in
        the present."""
        start, actions = kit.history(game)
        return cls(kit, start, [actions])

    # ----- reading ----------------------------------------------------------------------
    @property
    def start(self) -> dict:
        """The state before move 1 (a copy)."""
        return json.loads(json.dumps(self._start))

    @property
    def line(self) -> int:
        """The number of the line in play (from 1)."""
        return self._line + 1

    @property
    def lines(self) -> int:
        """How many lines there are."""
        return len(self._lines)

    @property
    def looking(self) -> int | None:
        """The step being looked at, or ``None`` when the present is shown."""
        return self._looking

    def length(self, line: int | None = None) -> int:
        """How many moves line ``line`` (default: the line in play) holds."""
        return len(self._lines[self._index(line)])

    def actions(self, line: int | None = None) -> list[dict]:
        """The actions of a line, in order (copies)."""
        return [_plain(a) for a in self._lines[self._index(line)]]

    def game_at(self, step: int, *, line: int | None = None, record: bool = False) -> Any:
        """A new game in the position after move ``step`` of a line (0: the start), rebuilt by
        replaying. ``record=True`` keeps the undo history of every move replayed."""
        actions = self._lines[self._index(line)]
        step = self._step(step, len(actions), self._index(line) + 1)
        game = self.kit.open(self._start, record)
        for action in actions[:step]:
            game.apply(action)
        return game

    def record(self, line: int | None = None) -> dict:
        """A line as ``{"game", "state", "actions"}``: the game's name, the start state and
        the line's actions, what ``python -m potion_widget replay RECORD.json`` replays to the
        line's last position."""
        return {"game": self.kit.game, "state": self.start, "actions": self.actions(line)}

    def save(self, path, line: int | None = None) -> pathlib.Path:
        """Writes :meth:`record` to ``path`` as JSON, atomically (a file already there is
        replaced whole or left as it was)."""
        path = pathlib.Path(path)
        write_atomically(path, (dumps(self.record(line)) + "\n").encode("utf-8"))
        return path

    # ----- changing ------------------------------------------------------------------------
    def append(self, action: dict) -> None:
        """Records an action just accepted in the present, at the end of the line in play."""
        self.check_present()
        self._lines[self._line].append(_plain(action))

    def pop(self) -> dict:
        """Forgets the last move of the line in play (it was undone) and returns it."""
        self.check_present()
        actions = self._lines[self._line]
        if not actions:
            raise TimelineError("timeline.refuse.no_step", step=0, count=0, line=self.line)
        return actions.pop()

    def look(self, step: int | None) -> None:
        """Looks at the position after move ``step`` of the line in play; the last move or
        ``None`` is the present again. A bad step is refused and changes nothing."""
        total = len(self._lines[self._line])
        if step is None:
            self._looking = None
            return
        step = self._step(step, total, self.line)
        self._looking = None if step == total else step

    def branch(self) -> int:
        """Continues from the step being looked at: a new line with the moves up to it becomes
        the line in play (its present is that step); the old line is kept as it was. Returns
        the new line's number."""
        if self._looking is None:
            raise TimelineError("timeline.refuse.not_looking")
        self._lines.append(self._lines[self._line][:self._looking])
        self._line = len(self._lines) - 1
        self._looking = None
        return self.line

    def switch(self, line: int) -> None:
        """Puts line ``line`` in play, at its last move."""
        self._line = self._index(line, required=True)
        self._looking = None

    # ----- checks ----------------------------------------------------------------------------
    def check_present(self) -> None:
        """Raises :class:`TimelineError` while an earlier step is being looked at: the past is
        read-only, only the present takes moves."""
        if self._looking is not None:
            raise TimelineError("timeline.refuse.looking", step=self._looking,
                                total=len(self._lines[self._line]))

    def _index(self, line: int | None, required: bool = False) -> int:
        if line is None and not required:
            return self._line
        if type(line) is not int or not 1 <= line <= len(self._lines):
            raise TimelineError("timeline.refuse.no_line", value=shown(line),
                                count=len(self._lines))
        return line - 1

    @staticmethod
    def _step(step, total: int, line: int) -> int:
        """``step`` checked as a move of line ``line``, which has ``total`` moves."""
        if type(step) is not int:
            raise TimelineError("timeline.refuse.not_a_step", value=shown(step), count=total)
        if not 0 <= step <= total:
            raise TimelineError("timeline.refuse.no_step", step=step, count=total, line=line)
        return step
