"""What one action did, measured: the numbers lessons ask about and scenario claims state.

An *outcome* is a plain dict computed from the engine's own result (its events and the state
after), never from a lesson's expectations: a game's ``summarize`` (its kit's) measures an
accepted action; a refused one gives ``{"legal": False, "refused": rule, "message": text}``.
Potion Explosion's measures are ``games/potion/outcomes.py``, Sugar Blast's
``games/sugar/outcomes.py``.
"""

from __future__ import annotations

from typing import Any, Callable

from ..core.errors import RuleError


def refused(error: RuleError) -> dict:
    """The outcome of a refused action."""
    return {"legal": False, "refused": error.rule, "message": str(error)}


def measure(game: Any, action: dict, *, summarize_with: Callable[..., dict]) -> dict:
    """Applies ``action`` to ``game`` itself and returns its outcome (a refusal changes
    nothing); ``summarize_with``, the game's own, measures an accepted action."""
    before = game.to_state()
    try:
        events = game.apply(action)
    except RuleError as error:
        return refused(error)
    return summarize_with(before, game, action, events)


def outcome(game: Any, action: dict, before=(), *, summarize_with: Callable[..., dict]) -> dict:
    """The outcome of ``action`` on a copy of ``game``, after the actions ``before``; the
    game itself is not changed."""
    trial = game.clone()
    for earlier in before:
        trial.apply(earlier)
    return measure(trial, action, summarize_with=summarize_with)
