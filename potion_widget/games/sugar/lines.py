"""What Sugar Blast gives the shared timeline (``board/timeline.py``): its engine, its moves
told on the strip, and where a wrapped game's line 1 starts.

Sugar Blast's state counts no turns: the strip numbers them itself, a new turn each time
another player acts (``board/strip.py``). Its engine keeps the states it can go back to, not
the actions that led there, so a board made from a game with history starts its line 1 at
that game's present (as its undo does: it never goes back past the board's start)."""

from __future__ import annotations

from ...board.timeline import TimelineKit
from ...core.bounds import oversize
from ...i18n.readers import Reader
from .engine import Game
from .engine.checks import ACTION_BOUNDS
from .narration import describe_action


def step_note(game: Game, action: dict, you=None) -> dict:
    """What the strip says of ``action``, read in the position ``game`` is in before it:
    ``{"seat", "turn", "phase", "text"}`` with ``turn`` ``None`` (the strip counts them);
    ``text`` tells the move about whoever makes it ("Ana chose to swap the Mint at row 2,
    column 3 with the Gumdrop at row 2, column 4"), "you" for a seat in ``you`` (``None``:
    everyone is named, since whoever reads the record later may be any of them). An action
    larger than any legal one is refused first (``RuleError``, ``format``): its words are
    never written."""
    too_large = oversize(action, ACTION_BOUNDS)
    if too_large is not None:
        raise too_large
    state = game.state
    seat = state["current"]
    reader = Reader(game, seat, () if you is None else you)
    text = reader.personal("sugar.timeline.move", seat, {"move": describe_action(action, game)})
    return {"seat": seat, "turn": None, "phase": state["phase"], "text": text}


def _open(state: dict, history: bool) -> Game:
    """A game at ``state``; Sugar Blast's engine always keeps its undo history (the states it
    can go back to), so ``history`` asks nothing more of it."""
    return Game.from_state(state)


def _history(game: Game) -> tuple[dict, list[dict]]:
    return game.to_state(), []


LINES = TimelineKit(game="sugar", open=_open, note=step_note, history=_history)
"""Sugar Blast's timeline kit."""
