"""What Potion Explosion gives the shared timeline (``board/timeline.py``): its engine, its moves
told on the strip, and a wrapped game's undo history as line 1."""

from __future__ import annotations

from ....board.timeline import TimelineKit
from ....core.bounds import oversize
from ..engine import Game
from ..engine.rule_table import action_bounds
from ..words import tell_move


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


def _open(state: dict, history: bool) -> Game:
    return Game.from_state(state, record=history)


LINES = TimelineKit(game="potion", open=_open, note=step_note, history=Game.history)
"""Potion Explosion's timeline kit."""
