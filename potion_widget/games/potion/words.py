"""A learner's language for everything the game tells: moves, events, turns and stories.

The engine's events carry a message key and parameters written for the engine (tile ids, the
active player always "you"). This module retells them for a reader: potions by name and
points, marbles counted in words, the person who acted in the second person when the reader
is that player and by name otherwise. Every sentence comes from the message catalog
(``data/messages/<lang>/narration.json``), so it can be translated as a whole sentence.

``you`` names the seats spoken to as "you"; ``None`` is the hot seat, where whoever acts is
"you".

>>> from potion_widget.games.potion.engine import Game
>>> game = Game.new(["Ana", "Ben"], seed=7, remove="beginner")
>>> describe_action({"type": "draft", "tile": "wisdom-1"}, game)
'take Potion of Wisdom (5 points) as a starter potion'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .engine import RuleError, kind_name
from .engine.actions import check_format
from ...i18n.messages import catalog, render
from ...i18n.readers import Reader as _Reader
from ...i18n.readers import join_words, numbered_story

# ----- words ------------------------------------------------------------------------------


def potion_label(game, tile_id: str) -> str:
    """``"Potion of Wisdom (3 points)"``: the tile's kind by its full name and its points
    ("1 point" for one). A tile the game does not know gets a plain phrase, never its id."""
    try:
        tile = game.tile(tile_id)
    except (KeyError, TypeError):
        return render("narr.unknown_potion")
    return render("narr.potion", {"kind": kind_name(tile.kind), "points": tile.points,
                                  "count": tile.points})


def _color(color) -> str:
    """A colour in the reader's language (an unknown one is shown as it is)."""
    key = f"ui.color.{color}"
    return render(key) if key in catalog() else str(color)


def _counted(colors: Iterable[str]) -> list[tuple[str, int]]:
    """Each colour with its count, in first-seen order."""
    colors = list(colors)
    return [(c, colors.count(c)) for c in dict.fromkeys(colors)]


def marbles_phrase(colors: Iterable[str]) -> str:
    """``"2 red marbles and 1 blue marble"``: marbles as a noun phrase with right plurals."""
    return join_words([render("narr.marbles", {"count": n, "color": _color(c)})
                  for c, n in _counted(colors)])


def colors_phrase(colors: Iterable[str]) -> str:
    """``"2 red and 1 blue"``: the counts of a list of marbles already named as marbles."""
    return join_words([render("narr.colors", {"count": n, "color": _color(c)})
                  for c, n in _counted(colors)])


# ----- moves ------------------------------------------------------------------------------

def describe_action(action: dict, game) -> str:
    """A move in plain words for the position ``game`` is in before it: lower-case start, no
    final period (``"take the red marble at track 1, position 2"``). An action that is not
    well formed never raises: it is "an action the game does not know"."""
    key, params = _move_words(action, game)
    return render(key, params)


def tell_move(action: dict, game, *, you=None) -> str:
    """A move told after the fact about the player who made it, for the position ``game`` is
    in before it: ``"Ben ended the turn, keeping nothing in the pool"``, or ``"you ..."`` when
    that player is one of the seats ``you`` (``None``, the hot seat: every player is named,
    since whoever reads the record later may be any of them). Same words as
    :func:`describe_action`, as a sentence with a subject, without final period.

    >>> from potion_widget.games.potion.engine import Game
    >>> game = Game.new(["Ana", "Ben"], seed=7, remove="beginner")
    >>> tell_move({"type": "draft", "tile": "wisdom-1"}, game)
    'Ana took Potion of Wisdom (5 points) as a starter potion'
    >>> tell_move({"type": "draft", "tile": "wisdom-1"}, game, you=[0])
    'you took Potion of Wisdom (5 points) as a starter potion'
    """
    seat = game.state["current"]
    key, params = _move_words(action, game)
    reader = _Reader(game, seat, () if you is None else you)
    return reader.personal("told." + key[len("move."):], seat, params)


def _move_words(action: dict, game) -> tuple[str, dict]:
    """The ``move.*`` message key and parameters of a move (``move.unknown`` when the action
    is not well formed: say so rather than fail the reader or show its fields)."""
    try:
        check_format(action)          # the engine's own test of an action's shape
        return _MOVES[action["type"]](action, game)
    except (RuleError, KeyError, TypeError, ValueError, IndexError, AttributeError):
        return "move.unknown", {}


def _whole(*values) -> None:
    """Refuses (``ValueError``) any value that is not a JSON whole number (``True`` is not)."""
    for value in values:
        if type(value) is not int:
            raise ValueError(f"not a whole number: {value!r}")


def _marble_at(game, track, pos):
    """The colour at (track, pos), or None when there is no marble there."""
    _whole(track, pos)
    tracks = game.state["dispenser"]
    if 0 <= track < len(tracks) and 0 <= pos < len(tracks[track]):
        return tracks[track][pos]
    return None


def _take(key: str, action: dict, game) -> tuple[str, dict]:
    track, pos = action["track"], action["pos"]
    color = _marble_at(game, track, pos)
    if color is None:
        return f"{key}_nothing", {"track": track, "pos": pos}
    return key, {"color": _color(color), "track": track, "pos": pos}


def _place(action: dict, game) -> tuple[str, dict]:
    burner = action["burner"]
    burners = game.player["burners"]
    params = {"color": _color(action["color"]), "burner": burner}
    if not (isinstance(burner, int) and 0 <= burner < len(burners) and burners[burner]):
        return "move.place_empty", params
    params["potion"] = potion_label(game, burners[burner]["tile"])
    if action.get("hole") is None:
        return "move.place", params
    return "move.place_hole", {**params, "hole": action["hole"]}


def _drink(action: dict, game) -> tuple[str, dict]:
    potion = potion_label(game, action["potion"])
    if "choice" not in action:
        return "move.drink", {"potion": potion}
    effect = effect_phrase(game, action["potion"], action["choice"])
    return "move.drink_with", {"potion": potion, "effect": effect}


def _end_turn(action: dict, game) -> tuple[str, dict]:
    keep, draw = action.get("keep"), action.get("draw")
    params = {}
    if keep is not None:
        params["marbles"] = marbles_phrase(keep)
    if draw:
        params["draws"] = join_words(_draws(draw, game))
    key = {(False, False): "move.end_turn", (True, False): "move.end_turn_keep",
           (False, True): "move.end_turn_draw", (True, True): "move.end_turn_keep_draw"}
    return key[("marbles" in params, "draws" in params)], params


def _draws(draw: list, game) -> list[str]:
    """Each drawn place beside the empty burner it fills, in burner order (E2)."""
    empty = [b for b, burner in enumerate(game.player["burners"]) if burner is None]
    key = "move.draw_market" if "market" in game.state else "move.draw_stack"
    drawn = [render(key, {"place": place, "burner": burner})
             for place, burner in zip(draw, empty, strict=False)]
    # more places than empty burners (a refused action): name the spare places alone
    return drawn + [render(f"{key}_spare", {"place": place}) for place in draw[len(empty):]]


_MOVES: dict[str, Callable[[dict, object], tuple[str, dict]]] = {
    "pick": lambda a, g: _take("move.pick", a, g),
    "help": lambda a, g: _take("move.help", a, g),
    "place": _place,
    "to_pool": lambda a, g: ("move.to_pool", {"color": _color(a["color"])}),
    "from_pool": lambda a, g: ("move.from_pool", {"color": _color(a["color"])}),
    "drink": _drink,
    "end_turn": _end_turn,
    "draft": lambda a, g: ("move.draft", {"potion": potion_label(g, a["tile"])}),
}
"""The message key and parameters of each kind of move (``told.*`` tells the same in the
past, about whoever made it: :func:`tell_move`)."""


# ----- a potion's effect, by kind (PROTOCOL.md's choices) ---------------------------------

def effect_phrase(game, tile_id: str, choice: dict) -> str:
    """What drinking ``tile_id`` with ``choice`` does, as a verb phrase
    (``"take the blue marble at track 1, position 1"``)."""
    try:
        phrase = _EFFECTS[game.tile(tile_id).kind]
        return phrase(game, choice)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return render("effect.unknown")


def _colour_at(game, track, pos) -> str:
    color = _marble_at(game, track, pos)
    if color is None:
        raise ValueError("no marble there")
    return _color(color)


def _wisdom(game, choice) -> str:
    track, pos = choice["track"], choice["pos"]
    return render("effect.wisdom", {"color": _colour_at(game, track, pos), "track": track,
                                    "pos": pos})


def _magnetic(game, choice) -> str:
    track, pos = choice["track"], choice["pos"]
    return render("effect.magnetic", {"first": _colour_at(game, track, pos),
                                      "second": _colour_at(game, track, pos + 1),
                                      "track": track, "pos": pos, "next": pos + 1})


def _abyssal(game, choice) -> str:
    items = [render("effect.abyssal_item", {"color": _colour_at(game, t, 0), "track": t})
             for t in choice["tracks"]]
    return render("effect.abyssal", {"items": join_words(items)})


def _balm(game, choice) -> str:
    track, pos, count = choice["track"], choice["pos"], choice["count"]
    _whole(count)
    return render("effect.balm", {"count": count, "color": _colour_at(game, track, pos),
                                  "track": track, "pos": pos})


def _love(game, choice) -> str:
    _whole(choice["player"])
    return render("effect.love", {"player": _Reader(game, -1, ()).name(choice["player"])})


def _joy(game, choice) -> str:
    pool = game.player["pool"]
    for pair in choice["holes"]:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"not a [burner, hole] pair: {pair!r}")
        _whole(*pair)
    items = [render("effect.joy_item", {"color": _color(color), "burner": b, "hole": h})
             for color, (b, h) in zip(pool, choice["holes"], strict=False)]
    if not items:                # no hole chosen, or nothing in the pool: nothing goes
        return render("effect.joy_none")
    return render("effect.joy", {"items": join_words(items)})


def _sands(game, choice) -> str:
    if not isinstance(choice["potion"], str) or not isinstance(choice["choice"], dict):
        raise ValueError("not a sands choice")
    if game.tile(choice["potion"]).kind == "sands":
        # never "use again Sands of Time to use again ...": the engine refuses it (P9)
        raise ValueError("a Sands of Time cannot reuse another")
    inner = effect_phrase(game, choice["potion"], choice["choice"])
    return render("effect.sands", {"potion": potion_label(game, choice["potion"]),
                                   "effect": inner})


def _lava(game, choice) -> str:
    track, positions = choice["track"], list(choice["positions"])
    colors = [_marble_at(game, track, p) for p in positions]
    if None in colors:
        raise ValueError("no marble there")
    return render("effect.lava", {"marbles": marbles_phrase(colors), "track": track,
                                  "positions": join_words([str(p) for p in positions]),
                                  "count": len(positions)})


_EFFECTS: dict[str, Callable[[object, dict], str]] = {
    "wisdom": _wisdom, "magnetic": _magnetic, "abyssal": _abyssal, "balm": _balm,
    "love": _love, "joy": _joy, "sands": _sands, "lava": _lava,
}


# ----- events -----------------------------------------------------------------------------

def tell(event: dict, game, *, actor: int, you=None) -> str:
    """The event's sentence for a reader, without the rule (shown beside it).

    ``game`` is the game after the action, ``actor`` the seat who acted, ``you`` the seats
    spoken to as "you" (``None``: the actor is "you", the hot seat). The actor is named in
    the third person when not "you"; potions are named, marbles counted in words.
    """
    reader = _Reader(game, actor, you)
    try:
        teller = _TELLERS.get(event.get("key"))
        if teller is not None:
            return teller(event, reader)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        pass    # an event this guide cannot read: a plain sentence rather than a crash
    return render("tell.unknown")


def _params(event: dict) -> dict:
    return event.get("params") or {}


def _actor_says(key: str, fields: Callable[[dict, _Reader], dict]):
    """A teller of an event whose subject is the actor."""
    return lambda event, reader: reader.personal(key, reader.actor, fields(event, reader))


def _seat_says(key: str, fields: Callable[[dict, _Reader], dict] = lambda e, r: {}):
    """A teller of an event whose subject is the seat in the event's ``player`` field."""
    return lambda event, reader: reader.personal(key, event["player"], fields(event, reader))


def _neutral(key: str, fields: Callable[[dict, _Reader], dict]):
    """A teller of an event that happens to nobody in particular (the dispenser's)."""
    return lambda event, reader: render(key, fields(event, reader))


def _spot(event: dict, reader: _Reader) -> dict:
    p = _params(event)
    return {"color": _color(p["color"]), "track": p["track"], "pos": p["pos"]}


def _label(field: str):
    return lambda event, reader: {**_params(event),
                                  "potion": potion_label(reader.game, _params(event)[field])}


def _collision(event: dict, reader: _Reader) -> dict:
    p = _params(event)
    return {"color": _color(p["below"]), "below": _color(p["below"]),
            "above": _color(p["above"]), "track": p["track"]}


def _explosion(event: dict, reader: _Reader) -> dict:
    p = _params(event)
    return {"step": p["step"], "count": p["count"], "color": _color(p["color"]),
            "track": p["track"]}


def _taken(event: dict, reader: _Reader) -> dict:
    colors = event["colors"]
    return {"count": len(colors), "color": _color(colors[0]) if colors else "",
            "colors": colors_phrase(colors), "marbles": marbles_phrase(colors),
            "track": event.get("track", "")}


def _returned(event: dict, reader: _Reader) -> dict:
    return _taken({"colors": [m for m, _ in event["marbles"]]}, reader)


def _took_pool(event: dict, reader: _Reader) -> str:
    params = {"marbles": marbles_phrase(event["colors"]), "name": reader.name(reader.actor),
              "victim": reader.name(event["player"])}
    if reader.is_you(reader.actor):
        return render("tell.took_pool.you", params)
    if reader.is_you(event["player"]):
        return render("tell.took_pool.your", params)
    return render("tell.took_pool.they", params)


def _placed(event: dict, reader: _Reader) -> dict:
    p = _params(event)
    return {"color": _color(p["color"]), "hole": p["hole"], "burner": p["burner"],
            "potion": potion_label(reader.game, p.get("tile"))}


def _placed_joy(event: dict, reader: _Reader) -> dict:
    p = _params(event)
    return {"color": _color(p["color"]), "hole": p["hole"], "burner": p["burner"]}


def _skill_kind(event: dict, reader: _Reader) -> dict:
    return {"kind": kind_name(event["kind"])}


def _turn_passed(event: dict, reader: _Reader) -> str:
    seat = event["player"]
    # In the hot seat the next player sits down at the same screen: they are "you" next.
    if reader.you is None:
        return render("tell.turn_passed.you_named", {"name": reader.name(seat)})
    if not reader.is_you(seat):
        return render("tell.turn_passed.they", {"name": reader.name(seat)})
    # With several readers at one screen, say which of them plays.
    if len(reader.you) > 1:
        return render("tell.turn_passed.you_named", {"name": reader.name(seat)})
    return render("tell.turn_passed.you")


def _table(reader: _Reader) -> _Reader:
    """The reader of news for the whole table: in the hot seat the screen is shared, so the
    players are named rather than the last one to act being "you"."""
    return _Reader(reader.game, reader.actor, ()) if reader.you is None else reader


def _tiebreak(event: dict, reader: _Reader) -> str:
    reader = _table(reader)
    seats = list(event["players"])
    score = _params(event).get("score", "")
    others = [reader.name(s) for s in seats if not reader.is_you(s)]
    if len(others) < len(seats) and others:
        return render("tell.tiebreak.you", {"others": join_words(others), "score": score})
    return render("tell.tiebreak.they", {"players": join_words([reader.name(s) for s in seats]),
                                         "score": score})


def _game_over(event: dict, reader: _Reader) -> str:
    reader = _table(reader)
    winners = list(event["winners"])
    scores = join_words([render("narr.score", {"name": reader.raw_name(seat), "score": score})
                    for seat, score in enumerate(event["scores"])], "narr.list.comma")
    others = [reader.name(s) for s in winners if not reader.is_you(s)]
    if len(others) < len(winners):
        # "you win!" alone, or "you share the win with Ben"
        return render("tell.game_over.you", {"others": join_words(others), "scores": scores,
                                             "count": len(winners) if others else 1})
    return render("tell.game_over.they", {"winners": join_words(others), "scores": scores,
                                          "count": len(winners)})


_TELLERS: dict[str, Callable[[dict, _Reader], str]] = {
    "event.drafted": _actor_says("tell.drafted", _label("tile")),
    "event.play_started": _seat_says("tell.play_started"),
    "event.picked": _actor_says("tell.picked", _spot),
    "event.collision_same": _neutral("tell.collision_same", _collision),
    "event.collision_different": _neutral("tell.collision_different", _collision),
    "event.collision_quiet": _neutral("tell.collision_quiet", _collision),
    "event.explosion": _actor_says("tell.explosion", _explosion),
    "event.took_pick": _actor_says("tell.took_pick", _taken),
    "event.took_effect": _actor_says("tell.took_effect", _taken),
    "event.took_pool": _took_pool,
    "event.helped": _actor_says("tell.helped", _spot),
    "event.placed": _actor_says("tell.placed", _placed),
    "event.placed_joy": _actor_says("tell.placed_joy", _placed_joy),
    "event.completed": _actor_says("tell.completed", _label("tile")),
    "event.returned_completed": _neutral("tell.returned_completed", _returned),
    "event.returned_discarded": _neutral("tell.returned_discarded", _returned),
    "event.returned_lava": _neutral("tell.returned_lava", _returned),
    "event.to_pool": _actor_says("tell.to_pool", lambda e, r: {"color": _color(e["color"])}),
    "event.from_pool": _actor_says("tell.from_pool", lambda e, r: {"color": _color(e["color"])}),
    "event.kept": _actor_says("tell.kept", _taken),
    "event.discarded": _actor_says("tell.discarded", _taken),
    "event.drew": _actor_says("tell.drew", _label("tile")),
    "event.drew_market": _actor_says("tell.drew_market", _label("tile")),
    "event.drank": _actor_says("tell.drank", _label("potion")),
    "event.reused": _actor_says("tell.reused", _label("potion")),
    "event.lava_removed": _actor_says("tell.lava_removed", _taken),
    "event.skill_kind": _actor_says("tell.skill_kind", _skill_kind),
    "event.skill_variety": _actor_says("tell.skill_variety", lambda e, r: {}),
    "event.end_countdown": _neutral("tell.end_countdown", lambda e, r: {}),
    "event.end_no_tiles": _neutral("tell.end_no_tiles", lambda e, r: {}),
    "event.turn_passed": _turn_passed,
    "event.tiebreak": _tiebreak,
    "event.tiebreak_pick": _seat_says("tell.tiebreak_pick", lambda e, r: {"count": e["count"]}),
    "event.tiebreak_nothing": _seat_says("tell.tiebreak_nothing"),
    "event.game_over": _game_over,
}
"""The teller of each event, by the event's message key (several events share a type)."""


# ----- a whole turn -----------------------------------------------------------------------

def turn_summary(events: list[dict], game, *, actor: int, you=None) -> str:
    """One short sentence for a whole turn (its events oldest first), e.g. "Computer's turn:
    took 6 marbles, completed Potion of Wisdom (3 points); score 12." "" when nothing
    happened."""
    parts = _summary_parts(events, game)
    if not parts:
        return ""
    reader = _Reader(game, actor, you)
    params = {"parts": join_words(parts, "narr.parts"), "score": game.scores()[actor]}
    return reader.personal("summary", actor, params)


def _summary_parts(events: list[dict], game) -> list[str]:
    """The verb phrases of a turn, in the order a turn goes (draft, take, place, drink...)."""
    keys = [e.get("key") for e in events]
    taken = sum(len(e.get("colors", [])) for e in events if e.get("key") in _TAKING)
    taken += keys.count("event.helped")
    taken += sum(e.get("count", 0) for e in events if e.get("key") == "event.tiebreak_pick")

    def tiles(key: str, field: str) -> list[str]:
        return [potion_label(game, e.get(field)) for e in events if e.get("key") == key]

    parts = []
    for key, potions in (("summary.drafted", tiles("event.drafted", "tile")),):
        if potions:
            parts.append(render(key, {"potions": join_words(potions), "count": len(potions)}))
    # Prismatic Joy's marbles go into holes too (P8): they count among those placed
    placed = keys.count("event.placed") + keys.count("event.placed_joy")
    for key, count in (("summary.took", taken), ("summary.placed", placed)):
        if count:
            parts.append(render(key, {"count": count}))
    for key, potions in (("summary.completed", tiles("event.completed", "tile")),
                         ("summary.drank", tiles("event.drank", "potion")),
                         ("summary.drew", tiles("event.drew", "tile")
                          + tiles("event.drew_market", "tile"))):
        if potions:
            parts.append(render(key, {"potions": join_words(potions)}))
    skills = sum(1 for k in keys if k in ("event.skill_kind", "event.skill_variety"))
    if skills:
        parts.append(render("summary.skills", {"count": skills}))
    return parts


_TAKING = frozenset({"event.took_pick", "event.took_effect", "event.took_pool"})


# ----- a story ----------------------------------------------------------------------------

def story(events, game, *, actor: int, you=None) -> str:
    """The events as numbered lines, each citing its rule: ``"1. You take ... (T2)"``."""
    return numbered_story(events, lambda e: tell(e, game, actor=actor, you=you))
