"""Every action type's rule, registered once: a check and a perform.

``check(game, action)`` returns the ``RuleError`` that refuses a well-formed action, or None,
and changes nothing; ``perform(game, action)`` carries out an action its check accepted and
cannot fail. ``Game.apply`` checks the action's form, asks ``refusal``, records its history,
then performs; the legal listing asks the same checks. A rule never calls back into ``Game``
(no ``apply``, ``undo`` nor ``clone``): ``tests/engine/test_layers.py`` keeps it so.

>>> from potion_widget.engine.actions import ACTION_FIELDS
>>> sorted(RULES) == sorted(ACTION_FIELDS)
True
"""

from __future__ import annotations

from typing import Callable, Final, NamedTuple, TYPE_CHECKING

from . import flow, potions, turn_end
from .errors import RuleError
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
