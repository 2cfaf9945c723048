"""Checking a state given from outside (PROTOCOL.md): every field, every count, every tile.

``validate_state`` returns a private copy of a valid state and raises ``StateError`` naming
the first bad field otherwise; a state it accepts round-trips exactly through ``to_state``.
"""

from __future__ import annotations

import marshal
from typing import AbstractSet, Final

from .actions import is_int
from .catalog import KINDS, TILES, Tile
from .components import (BURNERS, COLORS, FORMAT, MARBLES_PER_COLOR, MAX_PLAYERS, MIN_PLAYERS, POOL_SIZE,
                         SKILL_TOKENS, TRACKS)
from ....core.errors import StateError, shown
from .scoring import tied_for_best

_PHASES: Final = ("draft", "play", "tiebreak", "over")
_TOP_KEYS: Final = {"format", "rng", "options", "kinds", "dispenser", "countdown", "supply", "players",
             "first", "current", "turn", "end_triggered", "phase"}
_OPTIONAL_TOP: Final = {"stacks", "market", "deck", "draft", "tiles"}
_RETIRED: Final = {("", "tiebreak"): "state.retired_tiebreak"}
"""Fields of earlier versions of this package, refused with the reason (its message key)."""
_PLAYER_KEYS: Final = {"name", "burners", "hand", "pool", "completed", "skills", "helps", "awarded"}

# Size limits (PROTOCOL.md, "Limits"): a state beyond them is refused before it is walked, so
# loading, copying and undoing any accepted state stays quick.
MAX_WHOLE: Final = 2 ** 53
"""Every whole number of a state lies within -2^53..2^53 (JavaScript's exact integers)."""
MAX_MARBLES: Final = MARBLES_PER_COLOR * len(COLORS)
"""80: no list of marbles (a track, a hand, a pool) can hold more (C1)."""
MAX_CUSTOM_TILES: Final = 256
MAX_TILES: Final = len(TILES) + MAX_CUSTOM_TILES
"""No list of tiles can hold more than the catalog's tiles and the state's own."""
MAX_ID: Final = 40
"""The length of a tile id."""
MAX_NAME: Final = 100
"""The length of a player's name."""
MAX_POINTS: Final = 100
"""A custom tile's points lie within -100..100."""
MAX_SEED: Final = 2 ** 64
"""A seed lies within -2^64..2^64."""


class _Checker:
    """Walks a state and remembers the tiles and marbles it has seen."""

    def __init__(self, state):
        self.state = state
        self.tiles: dict[str, Tile] = dict(TILES)
        self.seen_tiles: dict[str, str] = {}
        self.marbles = {c: 0 for c in COLORS}

    # -- small checks ------------------------------------------------------------------------
    @staticmethod
    def fail(field: str, key: str, **params: object):
        raise StateError(field, key, **params)

    def obj(self, value, field: str, required: AbstractSet[str],
            optional: AbstractSet[str] = frozenset()) -> dict:
        if not isinstance(value, dict):
            self.fail(field or "state", "state.object")
        for key in required:
            if key not in value:
                self.fail(f"{field}.{key}" if field else key, "state.missing")
        for key in value:
            if key not in required and key not in optional:
                key = key if isinstance(key, str) and len(key) <= MAX_ID else shown(key, MAX_ID)
                self.fail(f"{field}.{key}" if field else key,
                          _RETIRED.get((field, key), "state.unknown_field"))
        return value

    def integer(self, value, field: str, low: int = 0, high: int = MAX_WHOLE) -> int:
        if not is_int(value):
            self.fail(field, "state.whole_not", value=shown(value))
        if value < low or value > high:
            self.fail(field, "state.range", low=low, high=high,
                      value=shown(value))
        return value

    def boolean(self, value, field: str) -> bool:
        if not isinstance(value, bool):
            self.fail(field, "state.boolean", value=shown(value))
        return value

    def array(self, value, field: str, length: int | None = None,
              most: int = MAX_TILES) -> list:
        if not isinstance(value, list):
            self.fail(field, "state.list")
        if length is not None and len(value) != length:
            self.fail(field, "state.length", length=length, count=len(value))
        if len(value) > most:
            self.fail(field, "state.too_many", count=len(value), most=most)
        return value

    def color(self, value, field: str, count: bool = True) -> str:
        if not isinstance(value, str) or value not in COLORS:
            self.fail(field, "state.colour", colours=", ".join(COLORS),
                      value=shown(value))
        if count:
            self.marbles[value] += 1
        return value

    def colors(self, value, field: str) -> list:
        for i, c in enumerate(self.array(value, field, most=MAX_MARBLES)):
            self.color(c, f"{field}[{i}]")
        return value

    def tile(self, value, field: str) -> Tile:
        """A tile id, checked to exist, to be of a kind in play, and to be in one place only."""
        if not isinstance(value, str) or value not in self.tiles:
            self.fail(field, "state.unknown_tile", value=shown(value))
        if value in self.seen_tiles:
            self.fail(field, "state.tile_twice", tile=value, place=self.seen_tiles[value])
        self.seen_tiles[value] = field
        tile = self.tiles[value]
        if tile.kind not in self.state["kinds"]:
            self.fail(field, "state.tile_out", tile=value, kind=tile.kind)
        return tile

    # -- sections ----------------------------------------------------------------------------
    def run(self) -> None:
        s = self.obj(self.state, "", _TOP_KEYS, _OPTIONAL_TOP)
        if s["format"] != FORMAT:
            self.fail("format", "state.format", value=shown(FORMAT))
        rng = self.obj(s["rng"], "rng", {"seed", "draws"})
        if not is_int(rng["seed"]):
            self.fail("rng.seed", "state.whole")
        self.integer(rng["seed"], "rng.seed", -MAX_SEED, MAX_SEED)
        self.integer(rng["draws"], "rng.draws")
        self.options(s)
        self.kinds(s)
        self.custom_tiles(s)
        self.dispenser(s)
        self.supply_of_tiles(s)
        self.integer(s["countdown"], "countdown", 0, s["options"]["countdown"])
        supply = self.obj(s["supply"], "supply", {"skills", "helps"})
        self.integer(supply["skills"], "supply.skills")
        self.integer(supply["helps"], "supply.helps")
        players = self.array(s["players"], "players", most=MAX_PLAYERS)
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            self.fail("players", "state.players", count=len(players))
        n = len(players)
        self.integer(s["first"], "first", 0, n - 1)
        self.integer(s["current"], "current", 0, n - 1)
        turn = self.obj(s["turn"], "turn", {"number", "picked", "helped"})
        self.integer(turn["number"], "turn.number")
        self.boolean(turn["picked"], "turn.picked")
        self.boolean(turn["helped"], "turn.helped")
        self.boolean(s["end_triggered"], "end_triggered")
        if s["phase"] not in _PHASES:
            self.fail("phase", "state.phase", phases=", ".join(_PHASES),
                      value=shown(s["phase"]))
        for i, p in enumerate(players):
            self.player(p, i, s)
        self.phase_details(s, n)
        for color, count in self.marbles.items():
            if count > MARBLES_PER_COLOR:
                self.fail("dispenser", "state.colour_count", count=count, color=color,
                          most=MARBLES_PER_COLOR)

    def options(self, s) -> None:
        o = self.obj(s["options"], "options", {"track_capacity", "countdown", "market"})
        self.integer(o["track_capacity"], "options.track_capacity", 1, MAX_MARBLES)
        self.integer(o["countdown"], "options.countdown", 0, SKILL_TOKENS)
        if o["market"] not in ("stacks", "market"):
            self.fail("options.market", "state.market_option")

    def kinds(self, s) -> None:
        kinds = self.array(s["kinds"], "kinds", most=len(KINDS))
        if not 1 <= len(kinds) <= len(KINDS):
            self.fail("kinds", "state.kinds_count", most=len(KINDS))
        for i, k in enumerate(kinds):
            if k not in KINDS:
                self.fail(f"kinds[{i}]", "state.not_kind", value=shown(k))
        if len(set(kinds)) != len(kinds):
            self.fail("kinds", "state.kind_twice")

    def custom_tiles(self, s) -> None:
        if "tiles" not in s:
            return
        if not isinstance(s["tiles"], dict):
            self.fail("tiles", "state.object")
        if len(s["tiles"]) > MAX_CUSTOM_TILES:
            self.fail("tiles", "state.tiles_count", count=len(s["tiles"]),
                      most=MAX_CUSTOM_TILES)
        for tid, t in s["tiles"].items():
            if not isinstance(tid, str) or not 1 <= len(tid) <= MAX_ID:
                self.fail("tiles", "state.tile_id", most=MAX_ID,
                          value=shown(tid, MAX_ID))
            field = f"tiles.{tid}"
            self.obj(t, field, {"kind", "recipe", "points", "starter"})
            if t["kind"] not in KINDS:
                self.fail(f"{field}.kind", "state.not_kind", value=shown(t["kind"]))
            recipe = self.array(t["recipe"], f"{field}.recipe")
            if not 1 <= len(recipe) <= 7:
                self.fail(f"{field}.recipe", "state.recipe")
            for i, c in enumerate(recipe):
                self.color(c, f"{field}.recipe[{i}]", count=False)
            if not is_int(t["points"]):
                self.fail(f"{field}.points", "state.whole")
            self.integer(t["points"], f"{field}.points", -MAX_POINTS, MAX_POINTS)
            self.boolean(t["starter"], f"{field}.starter")
            tile = Tile(t["kind"], tuple(recipe), t["points"], t["starter"])
            if tid in TILES and TILES[tid] != tile:
                self.fail(field, "state.tile_differs")
            self.tiles[tid] = tile

    def dispenser(self, s) -> None:
        capacity = s["options"]["track_capacity"]
        tracks = self.array(s["dispenser"], "dispenser", TRACKS)
        for t, track in enumerate(tracks):
            if isinstance(track, list) and len(track) > capacity:
                self.fail(f"dispenser[{t}]", "state.track_full", count=len(track),
                          most=capacity)
            self.colors(track, f"dispenser[{t}]")

    def supply_of_tiles(self, s) -> None:
        market = s["options"]["market"] == "market"
        if market:
            if "stacks" in s or "market" not in s or "deck" not in s:
                self.fail("market", "state.market_fields")
            for i, tid in enumerate(self.array(s["market"], "market", 5)):
                if tid is not None:
                    self.tile(tid, f"market[{i}]")
            for i, tid in enumerate(self.array(s["deck"], "deck")):
                self.tile(tid, f"deck[{i}]")
            if s["deck"] and None in s["market"]:
                self.fail("market", "state.market_gap")
        else:
            if "stacks" not in s or "market" in s or "deck" in s:
                self.fail("stacks", "state.stacks")
            for i, stack in enumerate(self.array(s["stacks"], "stacks", TRACKS)):
                for j, tid in enumerate(self.array(stack, f"stacks[{i}]")):
                    self.tile(tid, f"stacks[{i}][{j}]")

    def player(self, p, i: int, s) -> None:
        f = f"players[{i}]"
        self.obj(p, f, _PLAYER_KEYS)
        if not isinstance(p["name"], str):
            self.fail(f"{f}.name", "state.name_text")
        if len(p["name"]) > MAX_NAME:
            self.fail(f"{f}.name", "state.name_long", count=len(p["name"]),
                      most=MAX_NAME)
        burners = self.array(p["burners"], f"{f}.burners", BURNERS)
        for b, burner in enumerate(burners):
            if burner is None:
                continue
            bf = f"{f}.burners[{b}]"
            self.obj(burner, bf, {"tile", "filled"})
            tile = self.tile(burner["tile"], f"{bf}.tile")
            filled = self.array(burner["filled"], f"{bf}.filled", len(tile.recipe))
            for h, m in enumerate(filled):
                if m is not None:
                    self.color(m, f"{bf}.filled[{h}]")
            if None not in filled:
                self.fail(f"{bf}.filled", "state.potion_full")
        self.colors(p["hand"], f"{f}.hand")
        if p["hand"] and s["phase"] == "draft":
            self.fail(f"{f}.hand", "state.hand_draft")
        if p["hand"] and s["phase"] == "play" and i != s["current"]:
            self.fail(f"{f}.hand", "state.hand_active")
        if isinstance(p["pool"], list) and len(p["pool"]) > POOL_SIZE:
            self.fail(f"{f}.pool", "state.pool_full", count=len(p["pool"]),
                      most=POOL_SIZE)
        self.colors(p["pool"], f"{f}.pool")
        for c, entry in enumerate(self.array(p["completed"], f"{f}.completed")):
            cf = f"{f}.completed[{c}]"
            self.obj(entry, cf, {"tile", "drunk"})
            self.tile(entry["tile"], f"{cf}.tile")
            self.boolean(entry["drunk"], f"{cf}.drunk")
        self.integer(p["skills"], f"{f}.skills")
        self.integer(p["helps"], f"{f}.helps")
        awarded = self.obj(p["awarded"], f"{f}.awarded", {"kinds", "variety"})
        kinds = self.array(awarded["kinds"], f"{f}.awarded.kinds", most=len(KINDS))
        for k, kind in enumerate(kinds):
            if kind not in KINDS:
                self.fail(f"{f}.awarded.kinds[{k}]", "state.not_kind", value=shown(kind))
        if len(set(kinds)) != len(kinds):
            self.fail(f"{f}.awarded.kinds", "state.awarded_twice")
        self.boolean(awarded["variety"], f"{f}.awarded.variety")

    def phase_details(self, s, n: int) -> None:
        phase = s["phase"]
        if ("draft" in s) != (phase == "draft"):
            self.fail("draft", "state.draft_present")
        if phase == "draft":
            d = self.obj(s["draft"], "draft", {"revealed", "order"})
            for i, tid in enumerate(self.array(d["revealed"], "draft.revealed")):
                self.tile(tid, f"draft.revealed[{i}]")
            order = self.array(d["order"], "draft.order", most=MAX_PLAYERS * BURNERS)
            if not order:
                self.fail("draft.order", "state.draft_over")
            for i, who in enumerate(order):
                self.integer(who, f"draft.order[{i}]", 0, n - 1)
            if order[0] != s["current"]:
                self.fail("current", "state.draft_current")
            if len(d["revealed"]) < len(order):
                self.fail("draft.revealed", "state.draft_revealed")
            if s["turn"]["number"] != 0:
                self.fail("turn.number", "state.draft_turn")
            for who in set(order):
                if order.count(who) > s["players"][who]["burners"].count(None):
                    self.fail(f"players[{who}].burners", "state.draft_burners")
        if phase != "draft" and s["turn"]["number"] < 1:
            self.fail("turn.number", "state.turn_started")
        if phase in ("tiebreak", "over"):
            self.tiebreak_hands(s)
        capacity = s["options"]["track_capacity"] * TRACKS
        if sum(self.marbles.values()) > capacity:
            self.fail("dispenser", "state.capacity", capacity=capacity)

    def tiebreak_hands(self, s) -> None:
        """At the end, a hand holds only a tied player's tie-break pick (F3): made by the
        players before the current one in the tie-break, none yet by the others. While the
        tie-break goes on, every pick made took a marble or more: a player who finds nothing
        takes 0, and so does everyone after, which ends the game."""
        tied = tied_for_best(s, self.tiles)
        if s["phase"] == "tiebreak":
            if len(tied) < 2:
                self.fail("phase", "state.tie_needs")
            if s["current"] not in tied:
                self.fail("current", "state.tie_current")
            if not any(s["dispenser"]):
                self.fail("dispenser", "state.tie_empty")
            picked = tied[:tied.index(s["current"])]
        else:
            picked = tied if len(tied) > 1 else []
        for i, p in enumerate(s["players"]):
            if p["hand"] and i not in picked:
                self.fail(f"players[{i}].hand", "state.tie_hand_early")
            if not p["hand"] and i in picked and s["phase"] == "tiebreak":
                self.fail(f"players[{i}].hand", "state.tie_hand_empty")


def _size(value, field: str, most: int) -> None:
    if isinstance(value, (list, dict, str)) and len(value) > most:
        raise StateError(field, "state.too_many", count=len(value), most=most)


def _check_sizes(state) -> None:
    """The size limits of the lists a state may make long, checked on the state as given,
    before it is copied: a state far beyond them is refused at once, not after a copy."""
    if not isinstance(state, dict):
        return
    _size(state.get("tiles"), "tiles", MAX_CUSTOM_TILES)
    _size(state.get("deck"), "deck", MAX_TILES)
    _size(state.get("market"), "market", MAX_TILES)
    for name, most in (("dispenser", MAX_MARBLES), ("stacks", MAX_TILES)):
        tracks = state.get(name)
        _size(tracks, name, TRACKS)
        if isinstance(tracks, list):
            for i, track in enumerate(tracks):
                _size(track, f"{name}[{i}]", most)
    draft = state.get("draft")
    if isinstance(draft, dict):
        _size(draft.get("revealed"), "draft.revealed", MAX_TILES)
        _size(draft.get("order"), "draft.order", MAX_PLAYERS * BURNERS)
    players = state.get("players")
    if isinstance(players, list):
        if len(players) > MAX_PLAYERS:
            raise StateError("players", "state.players", count=len(players))
        for i, p in enumerate(players):
            if isinstance(p, dict):
                for name, most in (("hand", MAX_MARBLES), ("pool", MAX_MARBLES),
                                   ("completed", MAX_TILES), ("name", MAX_NAME)):
                    _size(p.get(name), f"players[{i}].{name}", most)


_DEEPEST: Final = 8
"""No field of a state nests this deep (the deepest, a hole of a burner,
``players[i].burners[b].filled[h]``, lies 6 levels down)."""


def _unplain(state) -> tuple[str, str]:
    """The first field of ``state`` that is not plain JSON data (a value of another type, a
    key that is not text) or that nests deeper than any state (named by its outer field), and
    the message key saying which; ``state`` names the whole. The walk is iterative: nesting
    thousands deep is named, not a ``RecursionError``."""
    stack: list[tuple[str, object, int, str]] = [("", state, 0, "")]
    while stack:
        field, value, depth, outer = stack.pop()
        if depth <= 3:
            outer = field
        if depth > _DEEPEST:
            return outer or "state", "state.too_deep"
        if isinstance(value, dict):
            for key, item in value.items():
                if not isinstance(key, str):
                    return field or "state", "state.json"
                stack.append((f"{field}.{key}" if field else key, item, depth + 1, outer))
        elif isinstance(value, list):
            stack.extend((f"{field}[{i}]", item, depth + 1, outer) for i, item in enumerate(value))
        elif not (value is None or isinstance(value, (str, int, float, bool))):
            return field or "state", "state.json"
    return "state", "state.json"


def validate_state(state) -> dict:
    """A private copy of ``state`` once every field is checked; ``StateError`` otherwise."""
    _check_sizes(state)
    try:
        copy = marshal.loads(marshal.dumps(state))
    except (ValueError, TypeError):
        field, key = _unplain(state)
        raise StateError(field, key, most=_DEEPEST) from None
    _Checker(copy).run()
    return copy
