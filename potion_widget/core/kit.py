"""A game as one unit: what a game gives the machinery both games share.

The shared board (``board.base``), the exercises (``lessons.exercises``), the goals, the
outcomes and the scenario library know no game: each reads what it needs from a game's kit.
Each game ships one (``games/<name>/kit.py``) and the registry (``games/__init__.py``) lists
them, one line per game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class GameKit:
    """What one game gives the shared machinery. Every field is the game's own; none is
    optional, so a new game that forgets one fails as its kit is made, not mid-lesson."""

    name: str
    """The game's folder under ``games/`` (``"potion"``, ``"sugar"``): its data's place too."""

    game: type
    """The engine's game class: ``new``, ``from_state``, ``apply``, ``undo``, ``clone``..."""

    bots: dict[str, type]
    """Its computer players by name (``"greedy"``...), each with ``choose(game)``."""

    tell: Callable[..., str]
    """One event in words, as the board's log says it: ``(event, game, *, actor, you)``."""

    turn_summary: Callable[..., str]
    """One sentence summing up a turn, as the board says it: ``(events, game, *, actor, you)``."""

    turn_ends: frozenset[str]
    """The event types that end a turn (the board then sums the turn up)."""

    story: Callable[..., str]
    """A move's events as numbered lines: ``(events, game, *, actor, you)``."""

    describe_action: Callable[[dict, Any], str]
    """A move in words: ``(action, game)``."""

    action_marks: Callable[..., list]
    """Where a move acts, as the board's marks: ``(action, game, label)``."""

    board_svg: Callable[[Any], str]
    """The game as a still SVG picture, for viewers that cannot run widgets."""

    board_text: Callable[[Any], str]
    """The game as plain text."""

    summarize: Callable[..., dict]
    """An accepted move's outcome: ``(state_before, game_after, action, events)``."""

    measures: dict[str, str]
    """Every measure an outcome holds, with what it means (claims may state any of them)."""

    answer_options: Callable[[dict, int], list]
    """A prediction's answer buttons: ``(claim, players)``; a fixed range per measure, so the
    buttons never hint at the answer."""

    resolve_goal: Callable[[Any], Any]
    """A do-the-move goal from its name (``"most_marbles"``, ``"empties_track(2)"``)."""

    scenarios: Any
    """Its scenario library (``lessons.scenarios.Library``): named positions and their claims."""

    rule_texts: Callable[..., dict]
    """Its rules by ID, in a language: ``(language=None) -> {rule: text}``."""

    bundle: str
    """Its front end's bundle in ``static/`` (``"widget.js"``, ``"sugar.js"``)."""

    board: str
    """Its board class, as ``"module:Class"``: read on first use by :meth:`board_class`."""

    def board_class(self) -> type:
        """The game's board class. It is read on first use: the board needs anywidget and the
        built front end, which the engine, the scenarios and the goals never need, and the
        board itself takes this kit (its module imports the kit's)."""
        module, name = self.board.split(":")
        return getattr(importlib.import_module(module), name)
