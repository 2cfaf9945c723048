"""Drinking potions (P1-P11): one effect per kind, in a table.

Each effect declares the shape of its choice once (``shape``, a ``ChoiceShape``: which of the
``CHOICE_FIELDS`` it has), from which its format is checked and the widget's prompts are made,
and has four parts more: ``possible`` (can it do anything now? P11), ``choices`` (every
legal choice, for menus and tests), ``check`` (the ``RuleError`` refusing one choice, or
None) and ``perform`` (carries out a choice its check accepted). Checking never changes the
game; performing cannot fail. The drink action is the same pair, ``check_drink`` and
``drink``, registered in ``rule_table.RULES``.
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Callable, Final, NamedTuple, TYPE_CHECKING

from .actions import CHOICE_FIELDS, ChoiceShape, check_field, fits
from .catalog import kind_name
from .components import COLORS, SELECTABLE
from .dispenser import is_selectable
from ....core.errors import RuleError, shown
from . import events
from .flow import complete_if_full, return_to_dispenser, take_quietly
from .table import active_player

if TYPE_CHECKING:      # the game imports the rules: named for type checking only
    from .game import Game

class Effect(NamedTuple):
    shape: ChoiceShape          # the fields of its choice
    possible: Callable          # (game) -> bool
    choices: Callable           # (game) -> list[dict]
    check: Callable             # (game, choice) -> RuleError | None
    perform: Callable           # (game, choice) -> None


# ----- shared checks ------------------------------------------------------------------------

def _shape_refusal(kind: str, choice) -> RuleError | None:
    """Format check of a choice: exactly the fields the kind's ``shape`` declares, each holding
    what ``CHOICE_FIELDS`` says."""
    if not isinstance(choice, dict):
        return RuleError("format", "refuse.format.choice_missing", field="choice", kind=kind_name(kind))
    fields = EFFECTS[kind].shape.fields
    for name in choice:
        if name not in fields:
            return RuleError("format", "refuse.format.unknown_field", type=kind, field=name)
    for name in fields:
        if name not in choice:
            return RuleError("format", "refuse.format.missing", type=kind, field=name)
        value = choice[name]
        expected = CHOICE_FIELDS[name]
        if not fits(expected, value):   # check_field's test, asked first: it raises the refusal
            try:
                check_field(kind, name, expected, value)
            except RuleError as refusal:
                return refusal
        if name == "holes":
            for pair in value:
                if not (isinstance(pair, list) and len(pair) == 2
                        and type(pair[0]) is int and type(pair[1]) is int):
                    return RuleError("format", "refuse.format.hole_pair", field="holes", value=shown(pair))
    return None


def _choice_refusal(game: Game, kind: str, choice) -> RuleError | None:
    """Why the effect of ``kind`` refuses ``choice`` now: its shape first, then its rules."""
    refusal = _shape_refusal(kind, choice)
    if refusal is not None:
        return refusal
    return EFFECTS[kind].check(game, choice)


def kind_choice(kind: str) -> dict:
    """The shape of the kind's choice as JSON data, for the widget's choice prompts:
    ``{"fields": [...], "run": n}`` (see ``ChoiceShape``)."""
    return EFFECTS[kind].shape.to_json()


def _unselectable(game: Game, rule: str, track: int, pos: int) -> RuleError | None:
    tracks = game.state["dispenser"]
    if is_selectable(tracks, track, pos):
        return None
    # The ninth marble is there to be seen: say it is never taken (D2), not that it is absent.
    if 0 <= track < len(tracks) and pos == SELECTABLE and len(tracks[track]) > SELECTABLE:
        return RuleError(rule, "refuse.effect_ninth_marble", track=track, pos=pos)
    return RuleError(rule, "refuse.effect_not_selectable", track=track, pos=pos)


def _first_unselectable(game: Game, rule: str, track: int, positions) -> RuleError | None:
    for pos in positions:
        refusal = _unselectable(game, rule, track, pos)
        if refusal is not None:
            return refusal
    return None


def _to_hand(game: Game, track: int, positions, rule: str) -> None:
    removed = take_quietly(game, track, positions, rule)
    active_player(game)["hand"].extend(removed)
    events.took_effect(game, rule, track, positions, removed)


def _tracks(game: Game):
    return game.state["dispenser"]


# ----- P3 Potion of Wisdom: one marble of your choice ----------------------------------------

def _wisdom_choices(game: Game):
    # selectable_positions, as plain loops: a generator resumed for each of some forty
    # marbles cost more than the choices it listed
    result = []
    t = 0
    for column in _tracks(game):
        for p in range(len(column) if len(column) < SELECTABLE else SELECTABLE):
            result.append({"track": t, "pos": p})
        t += 1
    return result


def _wisdom_check(game: Game, choice) -> RuleError | None:
    return _unselectable(game, "P3", choice["track"], choice["pos"])


def _wisdom_perform(game: Game, choice: dict) -> None:
    _to_hand(game, choice["track"], [choice["pos"]], "P3")


# ----- P4 Potion of Magnetical Attraction: two touching marbles of different colours --------

def _magnetic_possible(game: Game) -> bool:
    """Two touching selectable marbles of different colours somewhere."""
    for column in _tracks(game):
        previous = None
        for marble in column[:SELECTABLE]:
            if previous is not None and marble != previous:
                return True
            previous = marble
    return False


def _magnetic_choices(game: Game):
    # plain loops: no generator resumed for each pair
    result = []
    t = 0
    for column in _tracks(game):
        for p in range((len(column) if len(column) < SELECTABLE else SELECTABLE) - 1):
            if column[p] != column[p + 1]:
                result.append({"track": t, "pos": p})
        t += 1
    return result


def _magnetic_check(game: Game, choice) -> RuleError | None:
    track, pos = choice["track"], choice["pos"]
    refusal = _first_unselectable(game, "P4", track, (pos, pos + 1))
    if refusal is not None:
        return refusal
    column = _tracks(game)[track]
    if column[pos] == column[pos + 1]:
        return RuleError("P4", "refuse.magnetic_same", color=column[pos])
    return None


def _magnetic_perform(game: Game, choice: dict) -> None:
    pos = choice["pos"]
    _to_hand(game, choice["track"], [pos, pos + 1], "P4")


# ----- P5 Abyssal Draft: bottom row, one per track, one per colour ----------------------------

def _abyssal_choices(game: Game):
    columns = _tracks(game)
    tracks = [t for t, c in enumerate(columns) if c]
    bottoms = [columns[t][0] for t in tracks]
    result = []
    for size in range(1, len(COLORS) + 1):
        # the tracks and their bottom colours, combined alike: no call per combination
        for chosen, colors in zip(combinations(tracks, size), combinations(bottoms, size),
                                  strict=True):
            if len(set(colors)) == size:
                result.append({"tracks": [*chosen]})
    return result


def _abyssal_check(game: Game, choice) -> RuleError | None:
    chosen = choice["tracks"]
    if not chosen:
        return RuleError("P5", "refuse.abyssal_none")
    if len(set(chosen)) != len(chosen):
        return RuleError("P5", "refuse.abyssal_same_track")
    colors = []
    for t in chosen:
        refusal = _unselectable(game, "P5", t, 0)
        if refusal is not None:
            return refusal
        colors.append(_tracks(game)[t][0])
    if len(set(colors)) != len(colors):
        return RuleError("P5", "refuse.abyssal_same_color")
    return None


def _abyssal_perform(game: Game, choice: dict) -> None:
    for t in sorted(choice["tracks"]):
        _to_hand(game, t, [0], "P5")


# ----- P6 Balm of Uttermost Stickiness: two or more touching marbles of one colour ---------

def _balm_possible(game: Game) -> bool:
    for column in _tracks(game):
        top = min(SELECTABLE, len(column))
        for p in range(1, top):
            if column[p] == column[p - 1]:
                return True
    return False


def _balm_choices(game: Game):
    result = []
    for t, column in enumerate(_tracks(game)):
        top = min(SELECTABLE, len(column))
        for p in range(top):
            end = p + 1
            while end < top and column[end] == column[p]:
                end += 1
                result.append({"track": t, "pos": p, "count": end - p})
    return result


def _balm_check(game: Game, choice) -> RuleError | None:
    track, pos, count = choice["track"], choice["pos"], choice["count"]
    if count < 2:
        return RuleError("P6", "refuse.balm_count", count=count)
    refusal = _first_unselectable(game, "P6", track, range(pos, pos + count))
    if refusal is not None:
        return refusal
    run = _tracks(game)[track][pos:pos + count]
    if len(set(run)) != 1:
        return RuleError("P6", "refuse.balm_colors")
    return None


def _balm_perform(game: Game, choice: dict) -> None:
    pos = choice["pos"]
    _to_hand(game, choice["track"], range(pos, pos + choice["count"]), "P6")


# ----- P7 Elixir of Blind Love: another player's whole pool ---------------------------------

def _love_choices(game: Game):
    s = game.state
    return [{"player": i} for i, p in enumerate(s["players"])
            if i != s["current"] and p["pool"]]


def _love_possible(game: Game) -> bool:
    # Each effect's ``possible`` is asked at every listing while a potion waits undrunk: plain
    # loops, no generator resumed for each item
    s = game.state
    current = s["current"]
    i = 0
    for p in s["players"]:
        if i != current and p["pool"]:
            return True
        i += 1
    return False


def _love_check(game: Game, choice) -> RuleError | None:
    s = game.state
    target = choice["player"]
    if target == s["current"]:
        return RuleError("P7", "refuse.love_self")
    if not 0 <= target < len(s["players"]):
        return RuleError("P7", "refuse.no_such_player", player=target)
    victim = s["players"][target]
    if not victim["pool"]:
        return RuleError("P7", "refuse.love_empty", player=victim["name"])
    return None


def _love_perform(game: Game, choice: dict) -> None:
    target = choice["player"]
    victim = game.state["players"][target]
    marbles = victim["pool"]
    victim["pool"] = []
    active_player(game)["hand"].extend(marbles)
    events.took_pool(game, target, victim, marbles)


# ----- P8 Potion of Prismatic Joy: pool marbles into any empty holes ------------------------

def _empty_holes(game: Game) -> list[tuple[int, int]]:
    return [(b, h) for b, burner in enumerate(active_player(game)["burners"]) if burner is not None
            for h, marble in enumerate(burner["filled"]) if marble is None]


def _joy_count(game: Game) -> int:
    return min(len(active_player(game)["pool"]), len(_empty_holes(game)))


def _joy_possible(game: Game) -> bool:
    """A marble in the pool and an empty hole (``_joy_count`` above 0, without the list)."""
    player = active_player(game)
    if not player["pool"]:
        return False
    for burner in player["burners"]:
        if burner is not None and None in burner["filled"]:
            return True
    return False


def _joy_choices(game: Game):
    count = _joy_count(game)
    if not count:
        return []
    # One [burner, hole] list per hole, shared by the choices that use it: there can be
    # hundreds of choices, and a choice is read, not changed.
    holes = [[b, h] for b, h in _empty_holes(game)]
    return [{"holes": [*chosen]} for chosen in permutations(holes, count)]


def _joy_check(game: Game, choice) -> RuleError | None:
    chosen = choice["holes"]
    needed = _joy_count(game)
    if len(chosen) != needed:
        return RuleError("P8", "refuse.joy_count", needed=needed, given=len(chosen))
    empty = set(_empty_holes(game))
    seen = set()
    for b, h in chosen:
        if (b, h) not in empty:
            return RuleError("P8", "refuse.joy_hole", burner=b, hole=h)
        if (b, h) in seen:
            return RuleError("P8", "refuse.joy_twice", burner=b, hole=h)
        seen.add((b, h))
    return None


def _joy_perform(game: Game, choice: dict) -> None:
    chosen = choice["holes"]
    player = active_player(game)
    needed = len(chosen)
    moving, player["pool"] = player["pool"][:needed], player["pool"][needed:]
    for color, (b, h) in zip(moving, chosen, strict=True):
        player["burners"][b]["filled"][h] = color
        events.placed_joy(game, color, b, h)
    for b in sorted({b for b, _ in chosen}):
        complete_if_full(game, player, b)


# ----- P9 Sands of Time: another drunk potion's effect again ---------------------------------

def _sands_targets(game: Game):
    return [c["tile"] for c in active_player(game)["completed"]
            if c["drunk"] and game.tiles[c["tile"]].kind != "sands"]


def _sands_possible(game: Game) -> bool:
    tiles = game.tiles
    for entry in active_player(game)["completed"]:      # _sands_targets, in a plain loop
        if entry["drunk"]:
            kind = tiles[entry["tile"]].kind
            if kind != "sands" and EFFECTS[kind].possible(game):
                return True
    return False


def _sands_choices(game: Game):
    result = []
    for tile in dict.fromkeys(_sands_targets(game)):
        effect = EFFECTS[game.tiles[tile].kind]
        if not effect.possible(game):
            continue
        for inner in effect.choices(game):
            result.append({"potion": tile, "choice": inner})
    return result


def _sands_check(game: Game, choice) -> RuleError | None:
    target = choice["potion"]
    mine = {c["tile"]: c for c in active_player(game)["completed"]}
    if target not in mine:
        return RuleError("P9", "refuse.sands_not_yours", potion=target)
    if game.tiles[target].kind == "sands":
        return RuleError("P9", "refuse.sands_on_sands")
    if not mine[target]["drunk"]:
        return RuleError("P9", "refuse.sands_not_drunk", potion=target)
    effect = EFFECTS[game.tiles[target].kind]
    if not effect.possible(game):
        # The sands can do something (P11 was checked on drinking), just not with this target.
        return RuleError("P9", "refuse.sands_target_idle", potion=target,
                         kind=kind_name(game.tiles[target].kind))
    return _choice_refusal(game, game.tiles[target].kind, choice["choice"])


def _sands_perform(game: Game, choice: dict) -> None:
    target = choice["potion"]
    kind = game.tiles[target].kind
    events.reused(game, target, kind)
    EFFECTS[kind].perform(game, choice["choice"])


# ----- P10 Filter of Lavamancing: 1 to 5 marbles of one colour back into the dispenser ------

def _lava_choices(game: Game):
    result = []
    for t, column in enumerate(_tracks(game)):
        spots_of: dict[str, list[int]] = {}        # the selectable positions of each colour
        for p, marble in enumerate(column[:SELECTABLE]):
            spots_of.setdefault(marble, []).append(p)
        for color in COLORS:
            spots = spots_of.get(color)
            if spots:
                for size in range(1, min(5, len(spots)) + 1):
                    # a plain loop: a comprehension here was a call for every colour and size
                    for c in combinations(spots, size):
                        result.append({"track": t, "positions": [*c]})
    return result


def _lava_check(game: Game, choice) -> RuleError | None:
    track, positions = choice["track"], choice["positions"]
    if not 1 <= len(positions) <= 5:
        return RuleError("P10", "refuse.lava_count", count=len(positions))
    if len(set(positions)) != len(positions):
        return RuleError("P10", "refuse.lava_twice")
    refusal = _first_unselectable(game, "P10", track, positions)
    if refusal is not None:
        return refusal
    column = _tracks(game)[track]
    if len({column[p] for p in positions}) != 1:
        return RuleError("P10", "refuse.lava_colors")
    return None


def _lava_perform(game: Game, choice: dict) -> None:
    track, positions = choice["track"], choice["positions"]
    removed = take_quietly(game, track, positions, "P10")
    events.lava_removed(game, track, positions, removed)
    return_to_dispenser(game, removed, "lava")


def _some_selectable(game: Game) -> bool:
    return any(_tracks(game))     # a track that is not empty has a marble at position 0


EFFECTS: Final[dict[str, Effect]] = {
    "wisdom": Effect(ChoiceShape(("track", "pos")), _some_selectable,
                     _wisdom_choices, _wisdom_check, _wisdom_perform),
    "magnetic": Effect(ChoiceShape(("track", "pos"), run=2), _magnetic_possible,
                       _magnetic_choices,
                       _magnetic_check, _magnetic_perform),
    "abyssal": Effect(ChoiceShape(("tracks",)), _some_selectable,
                      _abyssal_choices, _abyssal_check, _abyssal_perform),
    "balm": Effect(ChoiceShape(("track", "pos", "count")), _balm_possible,
                   _balm_choices, _balm_check, _balm_perform),
    "love": Effect(ChoiceShape(("player",)), _love_possible,
                   _love_choices, _love_check, _love_perform),
    "joy": Effect(ChoiceShape(("holes",)), _joy_possible,
                  _joy_choices, _joy_check, _joy_perform),
    "sands": Effect(ChoiceShape(("potion", "choice")), _sands_possible,
                    _sands_choices, _sands_check, _sands_perform),
    "lava": Effect(ChoiceShape(("track", "positions")), _some_selectable,
                   _lava_choices, _lava_check, _lava_perform),
}


# ----- the drink action (P1, P2, P11) ---------------------------------------------------------

def undrunk(game: Game, tile: str) -> dict | None:
    """The active player's completed, undrunk potion ``tile``, if any (P1)."""
    for entry in active_player(game)["completed"]:
        if entry["tile"] == tile and not entry["drunk"]:
            return entry
    return None


def drinkable(game: Game, entry: dict) -> bool:
    return not entry["drunk"] and EFFECTS[game.tiles[entry["tile"]].kind].possible(game)


def check_drink(game: Game, action: dict) -> RuleError | None:
    tile = action["potion"]
    if undrunk(game, tile) is None:
        owned = any(c["tile"] == tile for c in active_player(game)["completed"])
        return RuleError("P1", "refuse.drink_drunk" if owned else "refuse.drink_not_yours",
                         potion=tile)
    kind = game.tiles[tile].kind
    effect = EFFECTS[kind]
    if not effect.possible(game):
        return RuleError("P11", "refuse.effect_impossible", kind=kind_name(kind))
    if "choice" not in action:
        return RuleError("format", "refuse.format.choice_missing", field="choice", kind=kind_name(kind))
    return _choice_refusal(game, kind, action["choice"])


def drink(game: Game, action: dict) -> None:
    tile = action["potion"]
    entry = undrunk(game, tile)
    assert entry is not None, "check_drink found it"
    kind = game.tiles[tile].kind
    entry["drunk"] = True
    events.drank(game, tile, kind)
    EFFECTS[kind].perform(game, action["choice"])
