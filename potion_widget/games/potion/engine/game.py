"""``Game``: one game of Potion Explosion, its actions, history and views.

The game holds its state as the plain JSON form of PROTOCOL.md, so saving, loading, undo and
the widget's sync are copies, not translations. Every action is checked in full before
anything changes (and the state is restored should a check ever be missed), so a refused
action leaves the game exactly as it was.

>>> game = Game.new(["Ana", "Ben"], seed=7, remove="beginner")
>>> game.phase
'draft'
>>> tile = game.legal_actions()[0]["tile"]
>>> [e["type"] for e in game.apply({"type": "draft", "tile": tile})]
['drafted']
"""

from __future__ import annotations

import json
import marshal
from typing import Any, Callable, Final

from . import actions as action_format
from . import events, flow, legal, potions, scoring, setup, table, turn_end
from .catalog import HOLES, TILES, Tile, holes_by_color
from .dispenser import preview_pick, selectable_positions
from ....core.errors import HistoryError, RuleError, shown
from ....core import still
from ....core.rng import Rng
from .flow import PHASE_ACTIONS
from .rule_table import RULES
from .text import render_text
from ....i18n.messages import Fillers, fillers
from .validate import validate_state
from .well_formed import well_formed


CHECKPOINT_EVERY: Final = 32
"""Undo history: a full snapshot every this many actions, the actions alone in between."""


def _copy(state: dict) -> dict:
    """An independent copy of a state (PROTOCOL.md): every list and dict is new, texts and
    numbers are shared (they cannot change).

    The fields a state holds are known (``validate.py`` refuses any other), so each is copied
    by the shape it has: about four times quicker than a round trip through ``marshal``, and a
    searching player clones a game for every playout. A state with exactly the fields of a game
    in play is copied field by field in straight lines; any other goes through the table of
    copiers, and a field of another shape would still be copied whole, by :func:`_copy_any`."""
    copy = state.copy()     # not {**state}: that is four times slower on a dict that lost a key
    # state.keys() == _PLAYING_WITH_STACKS, asked in two steps instead of fourteen: validate.py
    # accepts the thirteen fields every state has plus some of stacks, market, deck, draft and
    # tiles, and the engine adds or removes no other, so fourteen with stacks are those.
    if len(state) == _PLAYING_WITH_STACKS_SIZE and "stacks" in state:
        copy["rng"] = state["rng"].copy()
        copy["options"] = state["options"].copy()
        copy["kinds"] = [*state["kinds"]]
        # The five tracks and the five stacks (validate.py refuses any other number, D1, S3),
        # unrolled: a comprehension is a call of its own, and map() calls list() by name
        t0, t1, t2, t3, t4 = state["dispenser"]
        copy["dispenser"] = [[*t0], [*t1], [*t2], [*t3], [*t4]]
        t0, t1, t2, t3, t4 = state["stacks"]
        copy["stacks"] = [[*t0], [*t1], [*t2], [*t3], [*t4]]
        copy["supply"] = state["supply"].copy()
        copy["players"] = [*map(_copy_player, state["players"])]
        copy["turn"] = state["turn"].copy()
        return copy
    for key, value in state.items():
        copier = _COPIERS.get(key)
        if copier is not None:
            copy[key] = copier(value)
        elif type(value) is list or type(value) is dict:
            copy[key] = _copy_any(value)
    return copy


_PLAYING_WITH_STACKS: Final = frozenset({
    "format", "rng", "options", "kinds", "dispenser", "stacks", "countdown", "supply", "players",
    "first", "current", "turn", "end_triggered", "phase"})
"""The fields of a game past its draft that draws new potions from stacks (the usual game):
all but ``format``, ``countdown``, ``first``, ``current``, ``end_triggered`` and ``phase``
(numbers, texts, booleans) hold lists or dicts, copied in ``_copy``'s straight lines."""
_PLAYING_WITH_STACKS_SIZE: Final = len(_PLAYING_WITH_STACKS)


def _copy_any(value):
    """A deep copy of plain JSON data (lists, dicts, texts, numbers, booleans, None)."""
    if type(value) is list:
        return [_copy_any(item) for item in value]
    if type(value) is dict:
        return {key: _copy_any(item) for key, item in value.items()}
    return value


def _copy_lists(lists: list) -> list:
    """The tracks, or the stacks: lists of texts."""
    return [list(items) for items in lists]


def _copy_players(players: list) -> list:
    return [_copy_player(player) for player in players]


def _copy_player(player: dict) -> dict:
    # d.copy() and [*l] copy without calling dict() and list() by name, and the loops are
    # unrolled: a clone copies a dozen containers of each player. A burner, a completed potion
    # and the awarded tokens are copied with the fields they have (validate.py knows them).
    copy = player.copy()
    # the two burners (validate.py refuses any other number, I1), unrolled
    first, second = player["burners"]
    if first is not None:
        first = first.copy()
        first["filled"] = [*first["filled"]]
    if second is not None:
        second = second.copy()
        second["filled"] = [*second["filled"]]
    copy["burners"] = [first, second]
    copy["hand"] = [*player["hand"]]
    copy["pool"] = [*player["pool"]]
    copy["completed"] = [entry.copy() for entry in player["completed"]]
    awarded = player["awarded"].copy()
    awarded["kinds"] = [*awarded["kinds"]]
    copy["awarded"] = awarded
    return copy


_COPIERS: Final[dict[str, Callable[[Any], Any]]] = {
    "dispenser": _copy_lists, "stacks": _copy_lists, "players": _copy_players, "rng": dict,
    "supply": dict, "turn": dict, "market": list, "deck": list, "options": dict, "kinds": list}
"""How each of the state's most copied fields is copied: by its shape (PROTOCOL.md)."""


_FLAT_ACTIONS: Final = frozenset(
    kind for kind, fields in action_format.ACTION_FIELDS.items()
    if all(expected in action_format.SCALARS for expected, _ in fields.values()))
"""Action types whose fields, once well formed, are all numbers or texts (from the field
table)."""


def _freeze(action) -> dict | bytes:
    """A private copy of a well-formed action, for replay by ``undo``: a plain dict for a flat
    action, marshalled bytes for one with nested choices."""
    if action["type"] in _FLAT_ACTIONS:
        return dict(action)
    try:
        return marshal.dumps(dict(action))
    except ValueError:   # a dict subclass inside (a choice), or nesting too deep for marshal
        pass
    try:                 # copy it as JSON data
        return marshal.dumps(json.loads(json.dumps(action)))
    except (ValueError, TypeError, RecursionError):
        raise RuleError("format", "refuse.format.plain", field="action", type=action["type"],
                        value=shown(action)) from None


class Game:
    """A game in progress. Build one with :meth:`new` or :meth:`from_state`.

    ``record=False`` makes a simulation game: no undo history and no events, for speed.
    """

    def __init__(self, state, _twin: Game | None = None, *, record: bool = True,
                 _checked: bool = False):
        if _twin is not None:
            # A clone of _twin, whose state ``state`` is a copy of twin's: what twin worked out
            # from its state holds for this one (its tile table, the generator's key and block,
            # the seats due for E3), so nothing is worked out again. Set here, not in a method
            # of its own: a searching player clones a game for every playout.
            self.state: dict = state
            self.tiles: dict[str, Tile] = _twin.tiles
            self.holes: dict[str, dict[str, tuple[int, ...]]] = _twin.holes
            self.rng: Rng = _twin.rng.twin(state["rng"])
            self._record: bool = _twin._record
            self._history: list[tuple[bytes | None, dict | bytes]] = _twin._history[:]
            self._events: list[dict] | None = None
            self._say: Fillers | None = None
            # counting the potions of a seat that is not due gives nothing, but costs an end
            # of turn
            self.skills_due: set[int] = _twin.skills_due.copy()
            return
        if not _checked:
            state = validate_state(state)
        self.state = state
        """The live state (read it, never change it or rebind it: the generator, the tile
        table and ``skills_due`` describe this very dict; use :meth:`to_state` for a copy)."""
        self.tiles = _tile_table(state)
        """Every tile by id: the catalog plus the state's own ``tiles`` (read it only)."""
        self.holes = _holes_table(self.tiles)
        """Every tile's holes by colour (``catalog.holes_by_color``), by tile id (read it
        only)."""
        self.rng = Rng(state["rng"])
        self._record = record
        self._history = []   # (snapshot before, action)
        self._events = None
        self._say = None    # the sentences of the recorded action's language
        self.skills_due = set(range(len(state["players"])))
        """Seats whose potions E3 must count at the end of their turn. Tokens depend only on
        the completed potions, so a player who completed none since their last count is
        skipped; everyone is due in a game just built, loaded or restored by undo, whose past
        counts this object has not seen (a clone takes its original's seats)."""

    # ----- construction and serialisation -------------------------------------------------
    @classmethod
    def new(cls, players=2, seed=0, **options) -> "Game":
        """A fresh game set up per S1-S5, in the ``"draft"`` phase.

        ``players`` is a list of names or a count (2-4). Options: ``track_capacity`` (16),
        ``countdown`` (4/5/6 by player count), ``market`` (``"stacks"`` or ``"market"``),
        ``remove`` (2 kinds, ``"beginner"``, or ``None`` for random), ``first`` (0).
        """
        record = options.pop("record", True)
        setup.check_option_names(options)
        return cls(setup.new_state(players, seed, **options), record=record, _checked=True)

    @classmethod
    def from_state(cls, state, *, record: bool = True) -> "Game":
        """The game ``state`` describes; raises ``StateError`` naming the bad field."""
        return cls(state, record=record)

    def to_state(self) -> dict:
        """The whole game as plain JSON data (a copy): ``Game.from_state`` gives it back."""
        return _copy(self.state)

    def clone(self) -> "Game":
        """An independent copy, history included."""
        return Game(_copy(self.state), self)    # by position: a keyword costs a dict a call

    # ----- acting ----------------------------------------------------------------------------
    def apply(self, action) -> list[dict]:
        """Performs one action of the active player and returns its events in order.

        A refused action raises ``RuleError`` (``.rule`` names the rule, or ``"format"``) and
        changes nothing.
        """
        if not well_formed(action):     # the usual action passes in a few comparisons
            action_format.check_format(action)     # raises the refusal that names the field
        kind: str = action["type"]
        if kind not in PHASE_ACTIONS[self.state["phase"]]:
            flow.check_phase(self, kind)           # raises the refusal that explains
        # The most frequent types' rules are called by name, the functions ``RULES`` registers
        # for them (``tests/games/potion/test_rule_calls.py`` keeps it so): the compiled build calls
        # a function it knows directly, where one read from the table is called as a Python
        # object, its arguments parsed at each call. The others go through the table.
        if kind == "place":
            refused = flow.check_place(self, action)
        elif kind == "pick":
            refused = flow.check_pick(self, action)
        elif kind == "end_turn":
            refused = turn_end.check_end_turn(self, action)
        elif kind == "drink":
            refused = potions.check_drink(self, action)
        else:
            refused = RULES[kind].check(self, action)
        if refused is not None:
            raise refused
        # The check changed nothing, and a checked action's perform cannot fail: a refused
        # action needs no snapshot to leave the game as it was.
        record = self._record
        if record:
            history = self._history
            snapshot = marshal.dumps(self.state) if len(history) % CHECKPOINT_EVERY == 0 else None
            recorded = _freeze(action)
            told: list[dict] = []
            self._events = told     # the builders in events.py record while this is a list
            self._say = fillers()     # in the language spoken now, found once for all its events
        try:
            if kind == "place":
                flow.place(self, action)
            elif kind == "pick":
                flow.pick(self, action)
            elif kind == "end_turn":
                turn_end.end_turn(self, action)
            elif kind == "drink":
                potions.drink(self, action)
            else:
                RULES[kind].perform(self, action)
        finally:
            self._events = None
        if not record:
            return []
        history.append((snapshot, recorded))
        return told

    def undo(self) -> None:
        """Restores the exact state before the last accepted action.

        The history keeps a snapshot every ``CHECKPOINT_EVERY`` actions and the actions in
        between; undo restores the last snapshot and replays the actions after it. The engine
        is deterministic (D12), so the result is exact.
        """
        history = self._history
        if not history:
            raise HistoryError("There is no action to undo.")
        snapshot, _ = history.pop()
        if snapshot is not None:
            self._restore(snapshot)
            return
        start = len(history) - len(history) % CHECKPOINT_EVERY
        checkpoint = history[start][0]
        assert checkpoint is not None, "every CHECKPOINT_EVERY-th entry holds a snapshot"
        self._restore(checkpoint)
        for _, action in history[start:]:
            replayed = action if isinstance(action, dict) else marshal.loads(action)
            RULES[replayed["type"]].perform(self, replayed)    # checked when first applied

    def _restore(self, snapshot: bytes) -> None:
        self.state = marshal.loads(snapshot)
        self.rng = Rng(self.state["rng"])
        self.skills_due = set(range(len(self.state["players"])))
        if "tiles" in self.state:
            self.tiles = _tile_table(self.state)
            self.holes = _holes_table(self.tiles)

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    def history(self) -> tuple[dict, list[dict]]:
        """The state before the first action this game can undo, and every action since
        (copies): replaying the actions on that state gives this game again (D12).

        >>> game = Game.new(["Ana", "Ben"], seed=7, remove="beginner")
        >>> first = game.legal_actions()[0]
        >>> _ = game.apply(first)
        >>> start, actions = game.history()
        >>> actions == [first] and start["phase"] == "draft"
        True
        """
        if not self._history:
            return self.to_state(), []
        start = self._history[0][0]
        assert start is not None, "the first entry always holds a snapshot"
        actions = [dict(a) if isinstance(a, dict) else marshal.loads(a) for _, a in self._history]
        return marshal.loads(start), actions

    # ----- views ----------------------------------------------------------------------------
    def legal_actions(self) -> list[dict]:
        """Every legal action now, in a fixed order (see ``legal.py``)."""
        return legal.actions(self)

    def legal_choices(self, action) -> list[dict]:
        """For ``{"type": "drink", "potion": id}``, every legal ``choice``; for
        ``{"type": "end_turn"}``, every legal ``{"keep", "draw"}``.

        Each kept set of marbles is listed once, in colour order; ``apply`` accepts any order
        of the same marbles (it becomes the pool's order). Likewise abyssal tracks and lava
        positions are listed in ascending order only. Choices may share inner lists (the
        joy's holes): read them, and copy one before changing it.
        """
        return legal.choices(self, action)

    def pick_previews(self) -> list[dict]:
        """The outcome of every legal usual pick: ``{"track", "pos", "count", "steps",
        "colors", "positions"}`` (positions before the pick of every marble that leaves)."""
        if not flow.pick_allowed(self):
            return []
        tracks = self.state["dispenser"]
        return [{"track": t, "pos": p, **preview_pick(tracks[t], p)}
                for t, p in selectable_positions(tracks)]

    def scores(self) -> list[int]:
        """Each player's score by F1, at any moment of the game."""
        return scoring.scores(self.state, self.tiles)

    def winners(self) -> list[int]:
        """The winners once the game is over (F2, F3); an empty list before that."""
        return scoring.winners(self.state, self.tiles) if self.state["phase"] == "over" else []

    def tile(self, tile_id: str) -> Tile:
        """The tile ``tile_id``, from the catalog or the state's own ``tiles``."""
        return self.tiles[tile_id]

    @property
    def phase(self) -> str:
        return self.state["phase"]

    @property
    def current(self) -> int:
        """The index of the active player."""
        return self.state["current"]

    @property
    def player(self) -> dict:
        """The active player's desk (live)."""
        return self.state["players"][self.state["current"]]

    def __str__(self) -> str:
        return render_text(self)

    def __repr__(self) -> str:
        s = self.state
        return (f"<Game {len(s['players'])} players, phase {s['phase']}, "
                f"turn {s['turn']['number']}, seed {s['rng']['seed']}>")

    def _repr_svg_(self) -> str | None:
        """The game as its still picture, for a bare game in a notebook cell (any Jupyter
        front end, an export): the drawer the package registered (``still``), else None."""
        return still.picture("potion", self)

    # ----- the table's queries, as methods (the rule modules call ``table`` directly) -----
    def emit(self, type_: str, rule: str, key: str, params: dict | None = None, **fields):
        """Records an event of the action being applied (nothing in a simulation game)."""
        events.custom(self, type_, rule, key, params or {}, fields)

    def open_colors(self, player: dict) -> set[str]:
        """The colours of the empty holes on the player's burners (what I2 lets them place)."""
        return table.open_colors(self, player)

    def fits(self, player: dict, color: str) -> bool:
        """Whether ``color`` fits an empty hole of its colour on the player's burners (I2)."""
        return table.fits(self, player, color)

    def fitting_colors(self, player: dict) -> list[str]:
        """The colours in the player's hand that must be placed (I3), in colour order."""
        return table.fitting_colors(self, player)


def _holes_table(tiles: dict[str, Tile]) -> dict[str, dict[str, tuple[int, ...]]]:
    """The holes by colour of every tile of ``tiles``: the catalog's own table for the
    catalog's tiles, worked out for a state's own."""
    if tiles is TILES:
        return HOLES
    return {tile_id: holes_by_color(tile.recipe) for tile_id, tile in tiles.items()}


def _tile_table(state: dict) -> dict[str, Tile]:
    custom = state.get("tiles")
    if not custom:
        return TILES
    table = dict(TILES)
    for tile_id, t in custom.items():
        table[tile_id] = Tile(t["kind"], tuple(t["recipe"]), t["points"], t["starter"])
    return table
