"""What the active player may do now, in a fixed order (PROTOCOL.md).

Order of ``actions``: draft picks (as revealed), usual picks, little helps (track, then
position), placements (colour, burner, hole), moves to the pool, moves from the pool (colour
order), drinks (in order of completion), the end of the turn.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import TYPE_CHECKING, NoReturn

from .actions import check_format
from .components import COLORS, POOL_SIZE, SELECTABLE
from ....core.errors import RuleError
from .flow import check_phase
from .listing import from_pool, taking_actions, takings
from .potions import EFFECTS, drinkable, undrunk
from .rule_table import refusal
from .table import active_player, anything_selectable, fitting_colors
from .table import open_holes as open_holes  # re-exported
from .table import open_colors as open_colors  # re-exported
from .turn_end import Supply, pool_room

if TYPE_CHECKING:      # the game imports the rules: named for type checking only
    from .game import Game


def actions(game: Game) -> list[dict]:
    s = game.state
    phase = s["phase"]
    if phase != "play":
        if phase == "draft":
            return [{"type": "draft", "tile": t} for t in s["draft"]["revealed"]]
        if phase == "tiebreak":
            return list(taking_actions("pick", _heights(s["dispenser"])))
        return []
    # Listed three times a turn or more by a searching player: plain loops, no comprehension
    # (each is a call of its own), each field of the state read once.
    turn = s["turn"]
    picked: bool = turn["picked"]
    helped: bool = turn["helped"]
    if picked and helped:
        result: list[dict] = []
    else:
        # _heights, inlined and unrolled for the five tracks (validate.py refuses any other
        # number, D1): a comprehension is a call of its own, and this runs three times a turn
        t0, t1, t2, t3, t4 = s["dispenser"]
        n0 = len(t0)    # one by one: five at once would build a tuple and take it apart
        n1 = len(t1)
        n2 = len(t2)
        n3 = len(t3)
        n4 = len(t4)
        heights = (n0 if n0 < SELECTABLE else SELECTABLE, n1 if n1 < SELECTABLE else SELECTABLE,
                   n2 if n2 < SELECTABLE else SELECTABLE, n3 if n3 < SELECTABLE else SELECTABLE,
                   n4 if n4 < SELECTABLE else SELECTABLE)
        result = list(takings(heights, not picked, not helped))
    player = s["players"][s["current"]]
    hand: list = player["hand"]
    pool: list = player["pool"]
    fitting = False
    if hand:
        # Each colour in hand, in colour order: its open holes in burner and hole order, read
        # from the holes of that colour on each burner's tile (game.holes) instead of
        # scanning every hole; a colour with none goes to the pool instead (I2-I4).
        holes = game.holes
        burners: list = player["burners"]
        unplaced: list[str] = []
        for color in COLORS:
            if color in hand:
                placed = False
                b = 0
                burner: dict | None
                for burner in burners:
                    if burner is not None:
                        spots = holes[burner["tile"]].get(color)
                        if spots is not None:
                            filled: list = burner["filled"]
                            for h in spots:
                                if filled[h] is None:
                                    result.append(
                                        {"type": "place", "color": color, "burner": b, "hole": h})
                                    placed = True
                    b += 1
                if placed:
                    fitting = True
                else:
                    unplaced.append(color)
        if unplaced and len(pool) < POOL_SIZE:
            for color in unplaced:
                result.append({"type": "to_pool", "color": color})
    if pool:
        result.extend(from_pool(*pool))
    completed: list = player["completed"]
    seen = None
    for entry in completed:
        if not entry["drunk"]:
            tile = entry["tile"]
            if (seen is None or tile not in seen) and drinkable(game, entry):
                if seen is None:
                    seen = {tile}
                else:
                    seen.add(tile)
                result.append({"type": "drink", "potion": tile})
    # E0 (can_end_turn, inlined): after the usual pick, or with nothing to pick (T4), with no
    # marble left to place
    if (picked or not any(s["dispenser"])) and not fitting:
        result.append({"type": "end_turn"})
    return result


def _heights(tracks: list[list[str]]) -> tuple[int, ...]:
    """How many marbles of each track may be taken (D2)."""
    return tuple([len(t) if len(t) < SELECTABLE else SELECTABLE for t in tracks])


def can_end_turn(game: Game, must_place: bool | None = None) -> bool:
    """E0: after the usual pick (or with nothing to pick, T4), with no marble left to place.

    ``must_place`` says whether a marble in hand fits a hole (I3), when the caller knows."""
    s = game.state
    if must_place is None:
        must_place = bool(fitting_colors(game, active_player(game)))
    picked = s["turn"]["picked"] or not anything_selectable(s["dispenser"])
    return picked and not must_place


def choices(game: Game, action) -> list[dict]:
    """Every legal choice for a drink, or every legal ``{"keep", "draw"}`` for an end of turn;
    an action that is not legal now raises its ``RuleError``."""
    check_format(action)
    check_phase(game, action["type"])
    if action["type"] == "drink":
        entry = undrunk(game, action["potion"])
        if entry is None or not drinkable(game, entry):
            _refusal(game, {"type": "drink", "potion": action["potion"], "choice": {}})
        return EFFECTS[game.tiles[entry["tile"]].kind].choices(game)
    if action["type"] == "end_turn":
        if not can_end_turn(game):
            _refusal(game, {"type": "end_turn"})
        return [{"keep": keep, "draw": draw}
                for keep in _keep_options(active_player(game)) for draw in _draw_options(game)]
    raise RuleError("format", "refuse.format.no_choices", field="type", type=action["type"])


def _refusal(game: Game, action: dict) -> NoReturn:
    """Raises the refusal ``apply`` would give: the rule's own check, which changes nothing."""
    refused = refusal(game, action)
    assert refused is not None, "an action judged illegal was accepted"
    raise refused


def _keep_options(player: dict) -> list[list[str]]:
    hand = player["hand"]
    going = min(pool_room(player), len(hand))
    ordered = sorted(hand, key=COLORS.index)
    return [list(c) for c in dict.fromkeys(combinations(ordered, going))]


def _draw_options(game: Game) -> list[list[int]]:
    empty = sum(1 for b in active_player(game)["burners"] if b is None)
    options = []
    for plan in product(range(5), repeat=empty):
        taken = _rehearse_draws(game, plan)
        if taken is not None and taken not in options:
            options.append(taken)
    return options


def _rehearse_draws(game: Game, plan) -> list[int] | None:
    """The places ``plan`` really draws from (the draws stop when the tiles run out), or
    None when it draws from an empty place."""
    supply = Supply(game.state, rehearsal=True)
    taken = []
    for place in plan:
        if supply.empty():
            break
        if not supply.can_take(place):
            return None
        supply.take(place)
        taken.append(place)
    return taken
