"""Every action type's rule, registered once: a check and a perform.

``check(game, action)`` returns the ``RuleError`` that refuses a well-formed action, or None,
and changes nothing; ``perform(game, action)`` carries out an action its check accepted and
cannot fail. ``Game.apply`` checks the action's form, asks ``refusal``, records its history,
then performs; the legal listing asks the same checks. A rule never calls back into ``Game``
(no ``apply``, ``undo`` nor ``clone``): ``tests/games/potion/test_layers.py`` keeps it so.

>>> from potion_widget.games.potion.engine.actions import ACTION_FIELDS
>>> sorted(RULES) == sorted(ACTION_FIELDS)
True
"""

from __future__ import annotations

from typing import Callable, Final, NamedTuple, TYPE_CHECKING

from . import flow, potions, turn_end
from .actions import ACTION_FIELDS, CHOICE_FIELDS
from ....core.bounds import Bounds
from .components import BURNERS, COLORS, POOL_SIZE, SELECTABLE, TRACKS
from ....core.errors import RuleError
from .flow import PHASE_ACTIONS, phase_refusal

if TYPE_CHECKING:      # the game imports the rules: named for type checking only
    from .game import Game


class Rule(NamedTuple):
    check: Callable             # (game, action) -> RuleError | None, changes nothing
    perform: Callable           # (game, action) -> None, once the check accepted it


RULES: Final[dict[str, Rule]] = {
    "draft": Rule(flow.check_draft, flow.draft),                    # S2
    "pick": Rule(flow.check_pick, flow.pick),                       # T1, T2, D2-D10, F3
    "help": Rule(flow.check_help, flow.little_help),                # T3
    "place": Rule(flow.check_place, flow.place),                    # I2, I5
    "to_pool": Rule(flow.check_to_pool, flow.to_pool),              # I3, I4
    "from_pool": Rule(flow.check_from_pool, flow.from_pool),        # I4
    "drink": Rule(potions.check_drink, potions.drink),              # P1-P11
    "end_turn": Rule(turn_end.check_end_turn, turn_end.end_turn),   # E0-E5
}


def refusal(game: Game, action: dict) -> RuleError | None:
    """Why the rules refuse a well-formed ``action`` now (its phase first), or None."""
    kind = action["type"]
    if kind not in PHASE_ACTIONS[game.state["phase"]]:
        return phase_refusal(game, kind)
    return RULES[kind].check(game, action)


_CHOICE_LEVELS: Final = 1 + int(any("choice" in e.shape.fields for e in potions.EFFECTS.values()))
"""How deep a drink's choices nest: a choice holding another potion's choice (P9) holds one of
a kind whose choice holds none (Sands of Time never repeats Sands of Time)."""

_LIST_MOST: Final = {
    "keep": POOL_SIZE,      # E1: the marbles going to the pool, at most as many as it holds
    "draw": BURNERS,        # E2: one place for each empty burner
    "tracks": TRACKS,       # P5: one bottom marble of each track at most
    "positions": SELECTABLE,  # P10: distinct positions that may be taken, on one track
    "holes": POOL_SIZE,     # P8: one hole for each marble of the pool
}
"""The most entries of each list field of an action or a choice."""

_LONGEST_NAME: Final = max(len(name) for name in (*COLORS, *ACTION_FIELDS, *CHOICE_FIELDS,
                                                  *(f for fs in ACTION_FIELDS.values() for f in fs)))
"""The longest colour, action type or field's name."""


def action_bounds(game: Game) -> Bounds:
    """The largest a legal action of ``game`` can be: its lists as ``_LIST_MOST`` says; the
    action, its choices, the list of holes and each ``[burner, hole]`` pair nested; no more
    fields than an action type or a potion's choice has; no text longer than a tile id of the
    game (its own tiles' included), a colour, an action type or a field's name."""
    return Bounds(
        depth=1 + _CHOICE_LEVELS + 2,
        objects=1 + _CHOICE_LEVELS,
        fields=max(1 + max(len(f) for f in ACTION_FIELDS.values()),
                   max(len(e.shape.fields) for e in potions.EFFECTS.values())),
        entries=_LIST_MOST,
        entries_else=max(_LIST_MOST.values()),
        text=max(max(map(len, game.tiles)), _LONGEST_NAME))
