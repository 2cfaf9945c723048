"""The position editor: edits of a game state, each one checked by the engine's own checks.

Every edit takes a state (PROTOCOL.md) and returns a *new* state that
:meth:`Game.from_state <potion_widget.games.potion.engine.Game.from_state>` accepts; the state given is
never changed. An edit the engine would refuse raises :class:`EditError`, which says in plain
words which part of the position is wrong and why. The widget's edit mode and a notebook call
the same functions, so the rules of what a position may be live in the engine only.

>>> from potion_widget import scenarios
>>> from potion_widget.games.potion.edit.state_edits import EditError, set_marble
>>> state = scenarios.load("touching").to_state()
>>> after = set_marble(state, 0, 0, "yellow")
>>> after["dispenser"][0][0]
'yellow'
>>> set_marble(state, 7, 0, "red")
Traceback (most recent call last):
...
potion_widget.lessons.edit_mode.EditError: There is no track 7: the tracks are 0 to 4.

What an edit implies, decided here once:

- **Marbles** come from outside the position and go back there: a state may hold fewer than
  the 80 marbles of the box (as teaching scenarios do), but never more than 20 of a colour
  (C1): in a position that holds all 20 red marbles, one must be taken out before another is
  put in. Taking a marble out of a track lets the marbles above it slide down (D5); a marble put
  above a track's top falls onto it, as it would in the dispenser.
- **Tiles** put on a burner or among the completed potions are taken from wherever they wait
  (a stack, the market, whose place refills from the deck as in S4, the deck, or the draft's
  offer); a tile already on a desk must be taken off there first. A tile taken off a desk
  leaves the position, with the marbles that lay in it.
- **Tokens** a player is given come from the supply and go back to it, so the game's tokens
  stay as many as they were.
- The **phase** can be set to play, the tie-break or the end of the game; a position in the
  starter draft is made by ``Game.new``. Leaving the draft ends it, with no tile on offer.
- The tokens already **awarded** for completed potions (E3) are left as they are: a position
  whose potions earn a token that was not given yet gets it at the end of that player's turn.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from ..engine import COLORS, Game, StateError
from ..engine.components import BURNERS, MARBLES_PER_COLOR, TRACKS, VISIBLE
from ....core.errors import shown
from ....i18n.messages import render
from ....lessons.edit_mode import EditError
from ..words import potion_label

PHASES = ("play", "tiebreak", "over")
"""The phases an edited position may be in."""

AREAS = ("hand", "pool")
"""The desk areas that hold loose marbles."""


# ----------------------------------------------------------------------- checking results
def checked(state: dict) -> dict:
    """``state`` once the engine accepts it (as ``Game.from_state`` does), as a private copy,
    with the engine's refusal turned into an :class:`EditError` that names the place in plain
    words and gives the reason in the language spoken (``StateError.problem`` is rendered when
    read, so a board's edit, spoken in the board's language, reads wholly in it)."""
    try:
        return Game.from_state(state, record=False).to_state()
    except StateError as error:
        place = (place_words(state, error.field) if isinstance(state, dict)
                 else render("ui.edit.place.position"))
        raise EditError(error.field, "ui.edit.refused", place=place,
                        problem=error.problem) from None


_PLACES: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(p), k) for p, k in (
    (r"^dispenser\[(?P<track>\d+)\]", "ui.edit.place.track"),
    (r"^dispenser", "ui.edit.place.dispenser"),
    (r"^players\[(?P<player>\d+)\]\.burners\[(?P<burner>\d+)\]", "ui.edit.place.burner"),
    (r"^players\[(?P<player>\d+)\]\.hand", "ui.edit.place.hand"),
    (r"^players\[(?P<player>\d+)\]\.pool", "ui.edit.place.pool"),
    (r"^players\[(?P<player>\d+)\]\.completed", "ui.edit.place.completed"),
    (r"^players\[(?P<player>\d+)\]\.(skills|helps)", "ui.edit.place.tokens"),
    (r"^players\[(?P<player>\d+)\]", "ui.edit.place.player"),
    (r"^(current|first|draft\.order)", "ui.edit.place.current"),
    (r"^(phase|end_triggered|draft)", "ui.edit.place.phase"),
    (r"^turn", "ui.edit.place.turn"),
    (r"^supply", "ui.edit.place.supply"),
    (r"^(stacks|market|deck)", "ui.edit.place.stacks"),
))


def place_words(state: dict, field: str) -> str:
    """The part of the position a state field names, in words: ``"players[1].pool"`` is
    "Ben's pool", ``"dispenser[2]"`` is "track 2"."""
    for pattern, key in _PLACES:
        match = pattern.match(field)
        if match:
            params: dict[str, Any] = {k: int(v) for k, v in match.groupdict().items()}
            if "player" in params:
                players = state.get("players") or []
                seat = params["player"]
                params["name"] = players[seat]["name"] if seat < len(players) else str(seat)
            return render(key, params)
    return render("ui.edit.place.position")


# ----------------------------------------------------------------------- argument checks
def _whole(value, field: str, low: int, high: int, key: str, **params) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise EditError(field, key, value=shown(value, 20), low=low, high=high, **params)
    return value


def _track(state: dict, track) -> int:
    return _whole(track, "dispenser", 0, TRACKS - 1, "ui.edit.bad_track")


def _seat(state: dict, player) -> int:
    return _whole(player, "players", 0, len(state["players"]) - 1, "ui.edit.bad_player")


def _burner(state: dict, player: int, burner) -> int:
    return _whole(burner, f"players[{player}].burners", 0, BURNERS - 1, "ui.edit.bad_burner")


def _color(value, field: str, allow_none: bool = False):
    if value is None and allow_none:
        return None
    if not isinstance(value, str) or value not in COLORS:
        raise EditError(field, "ui.edit.bad_color", value=shown(value, 20))
    return value


def _colors(value, field: str) -> list[str]:
    if not isinstance(value, (list, tuple)):
        raise EditError(field, "ui.edit.bad_colors", value=shown(value, 20))
    return [_color(c, field) for c in value]


def _count(s: dict, color: str) -> int:
    """How many ``color`` marbles the position holds: tracks, hands, pools, holes."""
    n = sum(track.count(color) for track in s["dispenser"])
    for p in s["players"]:
        n += p["hand"].count(color) + p["pool"].count(color)
        n += sum(b["filled"].count(color) for b in p["burners"] if b)
    return n


def _room(s: dict, color: str | None, field: str) -> None:
    """Refuses a new ``color`` marble when the position holds all of that colour (C1)."""
    if color is not None and _count(s, color) >= MARBLES_PER_COLOR:
        raise EditError(field, "ui.edit.all_marbles", count=MARBLES_PER_COLOR,
                        color=render(f"ui.color.{color}"))


_copy = checked
"""A private copy of a state to edit (a state the engine refuses cannot be edited)."""


def _name(state: dict, player: int) -> str:
    return state["players"][player]["name"]


def _potion(state: dict, tile_id: str) -> str:
    """A tile by its name and points, for a sentence."""
    return potion_label(Game.from_state(state, record=False), tile_id)


# ----------------------------------------------------------------------- the dispenser
def set_marble(state: dict, track: int, pos: int, color: str | None) -> dict:
    """The state with ``color`` at position ``pos`` of ``track`` (``None`` takes the marble
    there out, and those above slide down, D5). Positions above the visible nine lie under the
    lid. A marble set above the track's top falls onto it."""
    s = _copy(state)
    t = _track(s, track)
    capacity = s["options"]["track_capacity"]
    p = _whole(pos, f"dispenser[{t}]", 0, capacity - 1, "ui.edit.bad_pos", track=t)
    c = _color(color, f"dispenser[{t}]", allow_none=True)
    column = s["dispenser"][t]
    if c is not None and (p >= len(column) or column[p] != c):
        _room(s, c, f"dispenser[{t}]")
    if c is None:
        if p >= len(column):
            raise EditError(f"dispenser[{t}]", "ui.edit.no_marble", track=t, pos=p)
        del column[p]
    elif p < len(column):
        column[p] = c
    else:
        column.append(c)
    return checked(s)


def is_hidden(pos: int) -> bool:
    """Whether a dispenser position lies under the lid (D2: positions 0..8 are seen)."""
    return pos >= VISIBLE


# ----------------------------------------------------------------------- tiles
def _desk_place(state: dict, tile_id: str) -> str | None:
    """Where on a desk ``tile_id`` lies (a burner or a completed potion), in words, or None."""
    for p in state["players"]:
        for b, burner in enumerate(p["burners"]):
            if burner and burner["tile"] == tile_id:
                return render("ui.edit.place.burner", {"name": p["name"], "burner": b})
        if any(c["tile"] == tile_id for c in p["completed"]):
            return render("ui.edit.place.completed", {"name": p["name"]})
    return None


def _take_tile(s: dict, tile_id, field: str) -> str:
    """Takes ``tile_id`` from where it waits (stacks, market, deck, draft offer) in the
    copy ``s``; refuses a tile unknown, of a kind not in play, or already on a desk."""
    game = Game.from_state(s, record=False)
    if not isinstance(tile_id, str) or tile_id not in game.tiles:
        raise EditError(field, "ui.edit.bad_tile", value=shown(tile_id, 40))
    if game.tiles[tile_id].kind not in s["kinds"]:
        raise EditError(field, "ui.edit.kind_not_in_play", potion=_potion(s, tile_id))
    where = _desk_place(s, tile_id)
    if where is not None:
        raise EditError(field, "ui.edit.tile_on_desk", potion=_potion(s, tile_id), place=where)
    for stack in s.get("stacks") or []:
        if tile_id in stack:
            stack.remove(tile_id)
    if tile_id in (s.get("deck") or []):
        s["deck"].remove(tile_id)
    market = s.get("market") or []
    if tile_id in market:
        # the place refills from the deck, as after any tile taken from the market (S4)
        market[market.index(tile_id)] = s["deck"].pop() if s["deck"] else None
    draft = s.get("draft")
    if draft and tile_id in draft["revealed"]:
        draft["revealed"].remove(tile_id)
    return tile_id


def set_tile(state: dict, player: int, burner: int, tile: str | None) -> dict:
    """The state with potion ``tile`` (an id) on ``burner`` of ``player``, its holes empty;
    ``None`` takes the tile there off the desk (with any marbles in it)."""
    s = _copy(state)
    i = _seat(s, player)
    b = _burner(s, i, burner)
    burners = s["players"][i]["burners"]
    field = f"players[{i}].burners[{b}]"
    burners[b] = None
    if tile is not None:
        _take_tile(s, tile, field)
        recipe = Game.from_state(s, record=False).tiles[tile].recipe
        burners[b] = {"tile": tile, "filled": [None] * len(recipe)}
    return checked(s)


def fill_hole(state: dict, player: int, burner: int, hole: int, color: str | None) -> dict:
    """The state with a ``color`` marble in ``hole`` of the potion on ``burner`` (``None``
    empties the hole). Filling the last hole is refused: a full potion is complete at once
    (I5); add it to the completed potions instead."""
    s = _copy(state)
    i = _seat(s, player)
    b = _burner(s, i, burner)
    field = f"players[{i}].burners[{b}]"
    on = s["players"][i]["burners"][b]
    if on is None:
        raise EditError(field, "ui.edit.no_tile", name=_name(s, i), burner=b)
    h = _whole(hole, field, 0, len(on["filled"]) - 1, "ui.edit.bad_hole", burner=b)
    c = _color(color, field, allow_none=True)
    if c != on["filled"][h]:
        _room(s, c, field)
    on["filled"][h] = c
    return checked(s)


def add_completed(state: dict, player: int, tile: str, drunk: bool = False) -> dict:
    """The state with potion ``tile`` among ``player``'s completed potions (``drunk`` or not)."""
    s = _copy(state)
    i = _seat(s, player)
    field = f"players[{i}].completed"
    _take_tile(s, tile, field)
    if not isinstance(drunk, bool):
        raise EditError(field, "ui.edit.bad_flag", value=shown(drunk, 20))
    s["players"][i]["completed"].append({"tile": tile, "drunk": drunk})
    return checked(s)


def _completed(s: dict, player, index) -> tuple[list, int]:
    """``player``'s completed potions and the checked ``index`` of one of them."""
    i = _seat(s, player)
    done = s["players"][i]["completed"]
    field = f"players[{i}].completed"
    if not done:
        raise EditError(field, "ui.edit.none_completed", name=_name(s, i))
    return done, _whole(index, field, 0, len(done) - 1, "ui.edit.bad_index")


def remove_completed(state: dict, player: int, index: int) -> dict:
    """The state without ``player``'s completed potion number ``index`` (it leaves the game)."""
    s = _copy(state)
    done, k = _completed(s, player, index)
    del done[k]
    return checked(s)


def set_drunk(state: dict, player: int, index: int, drunk: bool) -> dict:
    """The state with ``player``'s completed potion ``index`` drunk (``True``) or not."""
    s = _copy(state)
    done, k = _completed(s, player, index)
    if not isinstance(drunk, bool):
        raise EditError(f"players[{player}].completed", "ui.edit.bad_flag", value=shown(drunk, 20))
    done[k]["drunk"] = drunk
    return checked(s)


# ----------------------------------------------------------------------- hands and pools
def _area(area) -> str:
    if area not in AREAS:
        raise EditError("players", "ui.edit.bad_area", value=shown(area, 20))
    return area


def set_marbles(state: dict, player: int, area: str, colors: list[str]) -> dict:
    """The state with ``player``'s ``area`` (``"hand"`` or ``"pool"``) holding ``colors``."""
    s = _copy(state)
    i = _seat(s, player)
    a = _area(area)
    s["players"][i][a] = _colors(colors, f"players[{i}].{a}")
    return checked(s)


def set_hand(state: dict, player: int, colors: list[str]) -> dict:
    """The state with ``player``'s hand holding ``colors`` (only the player to move may
    hold marbles in hand)."""
    return set_marbles(state, player, "hand", colors)


def set_pool(state: dict, player: int, colors: list[str]) -> dict:
    """The state with ``player``'s pool holding ``colors`` (at most 3, I4)."""
    return set_marbles(state, player, "pool", colors)


def add_marble(state: dict, player: int, area: str, color: str) -> dict:
    """The state with one more ``color`` marble at the end of ``player``'s ``area``."""
    s = _copy(state)
    i = _seat(s, player)
    a = _area(area)
    c = _color(color, f"players[{i}].{a}")
    _room(s, c, f"players[{i}].{a}")
    s["players"][i][a].append(c)
    return checked(s)


def remove_marble(state: dict, player: int, area: str, index: int) -> dict:
    """The state without marble ``index`` of ``player``'s ``area``."""
    s = _copy(state)
    i = _seat(s, player)
    a = _area(area)
    marbles = s["players"][i][a]
    field = f"players[{i}].{a}"
    if not marbles:
        raise EditError(field, "ui.edit.area_empty", place=place_words(s, field))
    del marbles[_whole(index, field, 0, len(marbles) - 1, "ui.edit.bad_index")]
    return checked(s)


# ----------------------------------------------------------------------- tokens and turn
_BAD_TOKENS = {"skills": "ui.edit.bad_skills", "helps": "ui.edit.bad_helps"}

def set_tokens(state: dict, player: int, skills: int | None = None,
               helps: int | None = None) -> dict:
    """The state with ``player`` holding ``skills`` skill tokens and ``helps`` little-help
    tokens (``None`` leaves a count as it is). Tokens given come from the supply and tokens
    taken go back to it; the supply cannot give more than it has."""
    s = _copy(state)
    i = _seat(s, player)
    p = s["players"][i]
    for name, value in (("skills", skills), ("helps", helps)):
        if value is None:
            continue
        field = f"players[{i}].{name}"
        more = p[name] + s["supply"][name]
        count = _whole(value, field, 0, more, _BAD_TOKENS[name], name=p["name"])
        s["supply"][name] -= count - p[name]
        p[name] = count
    return checked(s)


def set_current(state: dict, player: int) -> dict:
    """The state with ``player`` to move (in the draft, the order of its picks decides)."""
    s = _copy(state)
    seat = _seat(s, player)
    if s.get("draft"):
        raise EditError("current", "ui.edit.in_draft")
    s["current"] = seat
    return checked(s)


def set_phase(state: dict, phase: str) -> dict:
    """The state in ``phase`` (one of :data:`PHASES`). A position in the draft that leaves it
    has its draft ended (the tiles still on offer leave the game), and is on turn 1 at least."""
    s = _copy(state)
    if phase not in PHASES:
        raise EditError("phase", "ui.edit.bad_phase", value=shown(phase, 20))
    if s["phase"] == "draft":
        del s["draft"]
        s["turn"]["number"] = max(1, s["turn"]["number"])
    s["phase"] = phase
    return checked(s)


def set_turn(state: dict, *, number: int | None = None, picked: bool | None = None,
             helped: bool | None = None) -> dict:
    """The state with its turn number, and whether this turn's usual pick (T2) and little
    help (T3) were made, set (``None`` leaves a field as it is)."""
    s = _copy(state)
    turn = s["turn"]
    if number is not None:
        turn["number"] = _whole(number, "turn.number", 1, 10_000, "ui.edit.bad_turn")
    for name, value in (("picked", picked), ("helped", helped)):
        if value is not None:
            if not isinstance(value, bool):
                raise EditError(f"turn.{name}", "ui.edit.bad_flag", value=shown(value, 20))
            turn[name] = value
    return checked(s)


# ----------------------------------------------------------------------- edits as data
OPERATIONS: dict[str, tuple[Callable[..., dict], tuple[str, ...], tuple[str, ...]]] = {
    "set_marble": (set_marble, ("track", "pos", "color"), ()),
    "set_tile": (set_tile, ("player", "burner", "tile"), ()),
    "fill_hole": (fill_hole, ("player", "burner", "hole", "color"), ()),
    "add_completed": (add_completed, ("player", "tile"), ("drunk",)),
    "remove_completed": (remove_completed, ("player", "index"), ()),
    "set_drunk": (set_drunk, ("player", "index", "drunk"), ()),
    "set_marbles": (set_marbles, ("player", "area", "colors"), ()),
    "set_hand": (set_hand, ("player", "colors"), ()),
    "set_pool": (set_pool, ("player", "colors"), ()),
    "add_marble": (add_marble, ("player", "area", "color"), ()),
    "remove_marble": (remove_marble, ("player", "area", "index"), ()),
    "set_tokens": (set_tokens, ("player",), ("skills", "helps")),
    "set_current": (set_current, ("player",), ()),
    "set_phase": (set_phase, ("phase",), ()),
    "set_turn": (set_turn, (), ("number", "picked", "helped")),
}
"""Each edit as data, ``{"op": name, **fields}``: its function, its required fields and its
optional ones (the widget's front end sends edits in this form)."""


def apply_edit(state: dict, edit: dict) -> dict:
    """The state after ``edit`` (``{"op": "set_marble", "track": 2, "pos": 10, "color":
    "red"}``); an edit that is not well formed is refused like any other, naming what is
    wrong.

    >>> from potion_widget import scenarios
    >>> state = scenarios.load("touching").to_state()
    >>> apply_edit(state, {"op": "set_current", "player": 1})["current"]
    1
    """
    if not isinstance(edit, dict) or edit.get("op") not in OPERATIONS:
        op = edit.get("op") if isinstance(edit, dict) else edit
        raise EditError("", "ui.edit.bad_op", value=shown(op, 30))
    function, required, optional = OPERATIONS[edit["op"]]
    fields = {k: v for k, v in edit.items() if k != "op"}
    missing = [k for k in required if k not in fields]
    unknown = [k for k in fields if k not in required and k not in optional]
    if missing or unknown:
        raise EditError("", "ui.edit.bad_fields", op=edit["op"],
                        fields=", ".join(required + optional) or "-")
    positional = [fields[k] for k in required]
    keywords = {k: fields[k] for k in optional if k in fields}
    if function is set_turn:
        return function(state, **keywords)
    return function(state, *positional, **keywords)


def describe(edit: dict, before: dict, after: dict) -> dict:
    """An accepted edit told as an event for the log: ``{"type": "edited", "rule": "",
    "key", "params", "text"}``."""
    op = edit["op"]
    params: dict[str, Any] = {}
    if "player" in edit and isinstance(edit["player"], int):
        params["name"] = after["players"][edit["player"]]["name"]
    color = edit.get("color")
    params["color"] = render(f"ui.color.{color}") if color in COLORS else ""
    key = _TOLD[op]
    if op == "set_marble":
        params.update(track=edit["track"], pos=edit["pos"])
        if color is not None and edit["pos"] >= len(before["dispenser"][edit["track"]]):
            params["pos"] = len(after["dispenser"][edit["track"]]) - 1    # it fell
        key = _MARBLE_TOLD[(color is None, is_hidden(params["pos"]))]
    elif op == "set_tile":
        params["burner"] = edit["burner"]
        if edit["tile"] is None:
            key = "ui.edit.told.tile_off"
        else:
            params["potion"] = _potion(after, edit["tile"])
    elif op == "fill_hole":
        params.update(burner=edit["burner"], hole=edit["hole"])
        if color is None:
            key = "ui.edit.told.hole_empty"
    elif op in ("add_completed", "remove_completed", "set_drunk"):
        if op == "set_drunk" and not edit["drunk"]:
            key = "ui.edit.told.not_drunk"
        tiles = before if op == "remove_completed" else after
        tile = edit.get("tile") or tiles["players"][edit["player"]]["completed"][edit["index"]]["tile"]
        params["potion"] = _potion(tiles, tile)
    elif op in ("set_marbles", "add_marble", "remove_marble", "set_hand", "set_pool"):
        area = edit.get("area") or op[len("set_"):]
        params["place"] = place_words(after, f"players[{edit['player']}].{area}")
        marbles = after["players"][edit["player"]][area]
        params["marbles"] = ", ".join(render(f"ui.color.{c}") for c in marbles) or "-"
    elif op == "set_tokens":
        p = after["players"][edit["player"]]
        params.update(skills=p["skills"], helps=p["helps"])
    elif op == "set_phase":
        params["phase"] = render(f"ui.phase.{edit['phase']}")
    elif op == "set_turn":
        params["number"] = after["turn"]["number"]
    text = render(key, params)
    return {"type": "edited", "rule": "", "key": key, "params": params, "text": text}


_MARBLE_TOLD = {
    (False, False): "ui.edit.told.marble", (False, True): "ui.edit.told.marble_hidden",
    (True, False): "ui.edit.told.marble_out", (True, True): "ui.edit.told.marble_out_hidden",
}
"""The sentence of a ``set_marble``: by (taken out, under the lid)."""

_TOLD = {
    "set_marble": "ui.edit.told.marble",
    "set_tile": "ui.edit.told.tile",
    "fill_hole": "ui.edit.told.hole",
    "add_completed": "ui.edit.told.completed",
    "remove_completed": "ui.edit.told.completed_out",
    "set_drunk": "ui.edit.told.drunk",
    "set_marbles": "ui.edit.told.marbles",
    "add_marble": "ui.edit.told.marbles",
    "remove_marble": "ui.edit.told.marbles",
    "set_hand": "ui.edit.told.marbles",
    "set_pool": "ui.edit.told.marbles",
    "set_tokens": "ui.edit.told.tokens",
    "set_current": "ui.edit.told.current",
    "set_phase": "ui.edit.told.phase",
    "set_turn": "ui.edit.told.turn",
}
