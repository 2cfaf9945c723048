"""What the active player may do now, in a fixed order (PROTOCOL.md).

Order of ``actions``: draft picks (as revealed), usual picks, little helps (track, then
position), placements (colour, burner, hole), moves to the pool, moves from the pool (colour
order), drinks (in order of completion), the end of the turn.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

from .actions import check_format
from .components import COLORS, POOL_SIZE, SELECTABLE
from .errors import RuleError
from .flow import anything_selectable, check_phase
from .potions import EFFECTS, drinkable, undrunk
from .turn_end import Supply, pool_room


def actions(game) -> list[dict]:
    s = game.state
    phase = s["phase"]
    if phase == "draft":
        return [{"type": "draft", "tile": t} for t in s["draft"]["revealed"]]
    if phase == "tiebreak":
        return list(_taking_actions("pick", _heights(s["dispenser"])))
    if phase != "play":
        return []
    turn = s["turn"]
    heights = _heights(s["dispenser"])
    result: list[dict] = []
    if not turn["picked"]:
        result += _taking_actions("pick", heights)
    if not turn["helped"]:
        result += _taking_actions("help", heights)
    player = game.player
    hand, pool = player["hand"], player["pool"]
    fitting = False
    if hand:
        holes = open_holes(game, player)
        open_colors = {color for color, _, _ in holes}
        for color in COLORS:
            if color in hand and color in open_colors:
                fitting = True
                result += [{"type": "place", "color": color, "burner": b, "hole": h}
                           for c, b, h in holes if c == color]
        if len(pool) < POOL_SIZE:
            result += [{"type": "to_pool", "color": c} for c in COLORS
                       if c in hand and c not in open_colors]
    if pool:
        result += [{"type": "from_pool", "color": c} for c in COLORS if c in pool]
    seen = set()
    for entry in player["completed"]:
        if not entry["drunk"] and entry["tile"] not in seen and drinkable(game, entry):
            seen.add(entry["tile"])
            result.append({"type": "drink", "potion": entry["tile"]})
    if can_end_turn(game, must_place=fitting):
        result.append({"type": "end_turn"})
    return result


def _heights(tracks) -> tuple[int, ...]:
    """How many marbles of each track may be taken (D2)."""
    return tuple([n if n < SELECTABLE else SELECTABLE for n in map(len, tracks)])


def open_holes(game, player: dict) -> list[tuple[str, int, int]]:
    """``(colour, burner, hole)`` of every empty hole on the player's burners, in burner and
    hole order."""
    tiles = game.tiles
    return [(recipe[h], b, h)
            for b, burner in enumerate(player["burners"]) if burner is not None
            for recipe in (tiles[burner["tile"]].recipe,)
            for h, marble in enumerate(burner["filled"]) if marble is None]


def _unshare(change):
    """``change`` (a dict method) on a listed action, which then stops being shared."""
    def changed(self, *args, **kwargs):
        _taking_actions.cache_clear()      # later listings are built afresh
        return change(self, *args, **kwargs)
    return changed


class ListedAction(dict):
    """A listed pick or help, shared by every listing of the same dispenser shape (building
    them anew was most of the time ``legal_actions`` took). It is a dict like any other: change
    one and the engine stops sharing it, so later listings are untouched (a listing obtained
    before the change holds the same object)."""

    __slots__ = ()

    __setitem__ = _unshare(dict.__setitem__)
    __delitem__ = _unshare(dict.__delitem__)
    __ior__ = _unshare(dict.__ior__)
    clear = _unshare(dict.clear)
    pop = _unshare(dict.pop)
    popitem = _unshare(dict.popitem)
    setdefault = _unshare(dict.setdefault)
    update = _unshare(dict.update)

    def __copy__(self) -> dict:
        return dict(self)

    def __deepcopy__(self, memo) -> dict:
        return dict(self)      # its values are ints and text

    def __reduce__(self):
        return (dict, (dict(self),))


@lru_cache(maxsize=8192)
def _taking_actions(kind: str, heights: tuple[int, ...]) -> tuple[ListedAction, ...]:
    """Every pick (or help) for tracks with ``heights`` selectable marbles (D2)."""
    return tuple(ListedAction(type=kind, track=t, pos=p)
                 for t, height in enumerate(heights) for p in range(height))


def can_end_turn(game, must_place: bool | None = None) -> bool:
    """E0: after the usual pick (or with nothing to pick, T4), with no marble left to place.

    ``must_place`` says whether a marble in hand fits a hole (I3), when the caller knows."""
    s = game.state
    if must_place is None:
        must_place = bool(game.fitting_colors(game.player))
    picked = s["turn"]["picked"] or not anything_selectable(s["dispenser"])
    return picked and not must_place


def choices(game, action: dict) -> list[dict]:
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
                for keep in _keep_options(game.player) for draw in _draw_options(game)]
    raise RuleError("format", "refuse.format.no_choices", type=action["type"])


def _refusal(game, action: dict):
    """Raises the refusal ``apply`` would give (on a clone: nothing here changes the game)."""
    game.clone().apply(action)
    raise AssertionError("an action judged illegal was accepted")   # pragma: no cover


def _keep_options(player: dict) -> list[list[str]]:
    hand = player["hand"]
    going = min(pool_room(player), len(hand))
    ordered = sorted(hand, key=COLORS.index)
    return [list(c) for c in dict.fromkeys(combinations(ordered, going))]


def _draw_options(game) -> list[list[int]]:
    empty = sum(1 for b in game.player["burners"] if b is None)
    options = []
    for plan in product(range(5), repeat=empty):
        supply = Supply(game.state, rehearsal=True)
        taken = []
        for place in plan:
            if supply.empty():
                break
            if not supply.can_take(place):
                taken = None
                break
            supply.take(place)
            taken.append(place)
        if taken is not None and taken not in options:
            options.append(taken)
    return options
