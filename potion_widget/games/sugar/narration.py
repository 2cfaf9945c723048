"""Sugar Blast told for a reader: events, moves, turns, blast options and the objective in
plain words, every sentence from the message catalog (``sugar_told.json`` of each language).

The engine's events carry sentences about each player by name. Here the seats spoken to as
"you" are told in the second person ("You keep 1 Mint."), the others by name (a player named
"You" who is not the reader is "Player You"); ``you=None`` is one shared screen, where whoever
acts is "you", except in a board's log (:func:`log_line`, :func:`log_summary`), which names
every player there so that, read back, it says who did what. Candy names come from each
event's structured fields, so an event is told in any language, whichever was spoken when it
happened.

>>> from potion_widget.games.sugar.engine import Game
>>> game = Game.new(2, seed=1, objective="nine-any")
>>> describe_action({"type": "draw"}, game)
'draw a candy'
>>> objective_text(game.state["objective"])
'Keep 9 candies of any type.'
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n.messages import render
from ...i18n.readers import Reader, join_words, numbered_story
from .engine import SIZE, TYPES
from .engine import board as geometry
from .engine.events import kept_in
from .engine.objectives import meets

# ----- words ------------------------------------------------------------------------------


def candy(kind, count: int = 1) -> str:
    """A candy type's name in the reader's language, for ``count`` candies of it ("Gumdrop",
    "Gumdrops"; counts here are never 0, so 1 is the one singular); an unknown type is "a
    candy"."""
    if kind not in TYPES:
        return render("sugar.move.some_candy")
    return render(f"sugar.candy.{kind}" if count == 1 else f"sugar.candies.{kind}")


def kept_phrase(kept: dict) -> str:
    """``"1 Mint and 2 Gumdrops"``: candies counted by type, joined in the reader's language."""
    return join_words([render("sugar.counted", {"count": n, "name": candy(kind, n)})
                       for kind, n in kept.items() if n])


def _cell(cell, prefix: str = "") -> dict:
    """A cell's row and column counted from 1, as a learner reads them (G2)."""
    return {f"{prefix}row": cell[0] + 1, f"{prefix}col": cell[1] + 1}


def _is_cell(value) -> bool:
    """A ``[row, col]`` on the board (an action told in words may be one the game refuses)."""
    return isinstance(value, (list, tuple)) and len(value) == 2 \
        and all(type(x) is int and 0 <= x < SIZE for x in value)


def option_label(option: dict) -> str:
    """An engine option (``board.options``) in words: ``"a line of 4 Mints in row 2"``,
    ``"a mega-blast of Mints in the square from row 2, column 3"``."""
    key, params = _option_words(option)
    return render(f"sugar.option.{key}", params)


def _option_words(option: dict) -> tuple[str, dict]:
    if option["kind"] == "mega":
        return "mega", {"candy": candy(option["type"], 5), **_cell(option["square"])}
    axis, index = option["along"]
    params = {"count": len(option["cells"]), "candy": candy(option["type"], len(option["cells"]))}
    return (("line_row", {**params, "row": index + 1}) if axis == "row"
            else ("line_col", {**params, "col": index + 1}))


# ----- moves ------------------------------------------------------------------------------

def describe_action(action, game) -> str:
    """A move in plain words for the position ``game`` is in before it, lower-case start and
    no final period: ``"swap the Mint at row 2, column 3 with the Gumdrop at row 2, column 4"``,
    ``"blast the line of 4 Mints in row 2, keeping a Gumdrop"``, ``"draw a candy"``, ``"put the
    drawn candy at row 1, column 5"``. An action that is not well formed never raises: it is
    "a move the game does not know"."""
    kind = action.get("type") if isinstance(action, dict) else None
    board = game.state["board"]
    if kind == "draw" and set(action) == {"type"}:
        return render("sugar.move.draw")
    if kind == "replace" and _is_cell(action.get("cell")):
        return render("sugar.move.replace", _cell(action["cell"]))
    if kind == "swap" and _is_cell(action.get("a")) and _is_cell(action.get("b")):
        (ra, ca), (rb, cb) = action["a"], action["b"]
        return render("sugar.move.swap", {"a": candy(board[ra][ca]), "b": candy(board[rb][cb]),
                                          **_cell(action["a"], "a_"), **_cell(action["b"], "b_")})
    if kind == "blast":
        option = named_option(action, board)
        if option is not None:
            key, params = _option_words(option)
            words = render(f"sugar.move.blast_{key}", params)
            if action.get("keep") in TYPES:
                words = render("sugar.move.keeping", {"move": words, "candy": candy(action["keep"])})
            return words
    return render("sugar.move.unknown")


def named_option(action: dict, board) -> dict | None:
    """The option on ``board`` (``board.options``) that a blast action names by its line or
    its square, or ``None`` (none there, or the action is not well formed)."""
    if _is_cell(action.get("square")):
        wanted = ("mega", tuple(action["square"]))
        return next((o for o in geometry.megas(board) if ("mega", o["square"]) == wanted), None)
    line = action.get("line")
    if isinstance(line, list) and line and all(_is_cell(c) for c in line):
        cells = {tuple(c) for c in line}
        return next((o for o in geometry.lines(board) if set(o["cells"]) == cells), None)
    return None


# ----- events -----------------------------------------------------------------------------

def tell(event: dict, game, *, actor: int, you=None) -> str:
    """One event of an action the seat ``actor`` made, as a sentence for the reader (the seats
    in ``you``, or whoever acts when ``you`` is None). ``game`` gives the players' names."""
    reader = Reader(game, actor, you)
    teller = _TELLERS.get(event.get("type"))
    return teller(event, reader) if teller else render("sugar.told.unknown")


def _actor(key: str, fields: Callable[[dict], dict] = lambda e: {}):
    """A sentence about the player who acted (``key.you`` / ``key.they``)."""
    return lambda event, reader: reader.personal(f"sugar.told.{key}", reader.actor, fields(event))


def _seat(key: str):
    """A sentence about the player the event names in its ``player`` field."""
    return lambda event, reader: reader.personal(f"sugar.told.{key}", event["player"], {})


def _neutral(fields: Callable[[dict], dict]):
    """A sentence about nobody in particular: the engine's own, its names in the reader's
    language."""
    return lambda event, reader: render(event["key"], fields(event))


def _swap(event: dict) -> dict:
    return {**_cell(event["a"], "a_"), **_cell(event["b"], "b_")}


def _blast(event: dict) -> dict:
    # a line holds 3 or more candies and a mega-blast 5: the name is the plural one
    return {**event["params"], "name": candy(event["candy"], event["params"].get("count", 5))}


_TELLERS: dict[str, Callable[[dict, Reader], str]] = {
    "swap": _actor("swap", _swap),
    "choose": _actor("choose", lambda e: {"count": e["count"]}),
    "blast": _neutral(_blast),
    "keep": _actor("keep", lambda e: {"candies": kept_phrase(e["kept"])}),
    "returned": _neutral(lambda e: {"count": e["count"]}),
    "tilt": _actor("tilt", lambda e: {"count": len(e["moves"])}),
    "refill": _neutral(lambda e: {"count": len(e["cells"])}),
    "bag_empty": _neutral(lambda e: {"count": e["count"]}),
    "win": _seat("win"),
    "no_winner": _neutral(lambda e: e["params"]),
    "turn": _seat("turn"),
    "draw": _actor("draw", lambda e: {"candy": candy(e["candy"])}),
    "draw_none": _actor("draw_none"),
    "draw_back": _neutral(lambda e: {"name": candy(e["candy"])}),
    "replace": _actor("replace", lambda e: {"candy": candy(e["candy"]), "old": candy(e["removed"]),
                                            **_cell(e["cell"])}),
}

def story(events: list[dict], game, *, actor: int, you=None) -> str:
    """The events of an action by ``actor`` as numbered lines, each citing its rule: ``"1. You
    swap the candies at row 1, column 4 and row 2, column 4. (W1)"``."""
    return numbered_story(events, lambda e: tell(e, game, actor=actor, you=you))


def in_the_log(you):
    """Whom a board's log speaks to as "you": the seats in ``you``, and nobody at one shared
    screen (``you`` None). There the log, read back, must say who did what, so every player is
    named ("Ana keeps 1 Mint."); the status line and the hint still speak to the player to
    move."""
    return frozenset() if you is None else you


def log_line(event: dict, game, *, actor: int, you=None) -> str:
    """:func:`tell` for a board's log (:func:`in_the_log`)."""
    return tell(event, game, actor=actor, you=in_the_log(you))


TURN_ENDS = frozenset({"turn", "win", "no_winner"})
"""Event types that close a player's turn (W3, O2, O3): the turn's summary is told then."""


def turn_summary(events: list[dict], game, *, actor: int, you=None) -> str:
    """One sentence summing up a turn from all its events: ``"Ben's turn: kept 1 Mint and
    1 Gumdrop."``, ``"Your turn: you kept nothing."``, and the win when it came."""
    kept = kept_in(events)
    won = any(e.get("type") == "win" for e in events)
    key = "won" if won else "kept" if kept else "nothing"
    return Reader(game, actor, you).personal(f"sugar.summary.{key}", actor,
                                             {"candies": kept_phrase(kept)})


def log_summary(events: list[dict], game, *, actor: int, you=None) -> str:
    """:func:`turn_summary` for a board's log (:func:`in_the_log`)."""
    return turn_summary(events, game, actor=actor, you=in_the_log(you))


# ----- the objective ----------------------------------------------------------------------

def objective_text(objective: dict) -> str:
    """The objective card in words: ``"Keep 9 candies of any type."``, ``"Keep 2 candies of
    each of 4 different types."``, ``"Keep 3 candies of one type and 2 of each of 2 other
    types."`` (O1)."""
    if "total" in objective:
        return render("sugar.objective.total", {"count": objective["total"]})
    sizes: dict[int, int] = {}
    for k in sorted(objective["groups"], reverse=True):
        sizes[k] = sizes.get(k, 0) + 1
    parts = []
    for i, (k, m) in enumerate(sizes.items()):
        which = "first" if i == 0 else "other"
        key = f"sugar.objective.{which}_many" if m > 1 else f"sugar.objective.{which}"
        parts.append(render(key, {"count": k, "types": m}))
    return render("sugar.objective.groups", {"parts": join_words(parts)})


def missing(kept: dict[str, int], objective: dict) -> list[tuple[str | None, int]]:
    """What a player still lacks (O1), as ``(type, n)``: n more of that kept type, or of a
    type not kept yet (``None``); for a total, ``[(None, n)]``. Empty when met. Groups are
    matched largest to the most-kept types, which leaves the fewest candies missing."""
    if meets(kept, objective):
        return []
    if "total" in objective:
        return [(None, objective["total"] - sum(kept.values()))]
    order = sorted((k for k in kept if kept[k]), key=lambda k: (-kept[k], TYPES.index(k)))
    lacking = []
    for i, k in enumerate(sorted(objective["groups"], reverse=True)):
        kind = order[i] if i < len(order) else None
        have = kept[kind] if kind else 0
        if have < k:
            lacking.append((kind, k - have))
    return lacking


def needed_text(kept: dict[str, int], objective: dict) -> str:
    """What a player still needs, as one sentence that names the candy types (O1): ``"Still to
    keep: 1 more Mint and 2 candies of one type not kept yet: Candy Corn, Gumdrop or
    Lollipop."``, or ``"The objective is met."``. When several kept types would do as well
    (kept as often), each of them is named ("1 more Mint or Gumdrop"); the types not kept yet
    are listed unless none is kept at all (then any type would do), once however many groups
    they could fill ("from the types not kept yet (...): 2 candies of one type and 1 of each
    of 2 others")."""
    lacking = missing(kept, objective)
    if not lacking:
        return render("sugar.needed.met")
    if "total" in objective:
        return render("sugar.needed.total", {"count": lacking[0][1]})
    parts = []
    # (candies lacking, the types that could give them) -> how many types lack that many
    groups: dict[tuple[int, tuple[str, ...]], int] = {}
    for kind, n in lacking:
        if kind is None:
            could = tuple(t for t in TYPES if not kept.get(t))
        else:
            could = tuple(t for t in TYPES if kept.get(t) == kept[kind])
        groups[(n, could)] = groups.get((n, could), 0) + 1
    new = tuple(t for t in TYPES if not kept.get(t))
    from_new = [(n, m) for (n, could), m in groups.items() if could == new and m < len(new)]
    if len(from_new) > 1:       # the types not kept yet are named once, for every group they fill
        for (n, could), m in groups.items():
            if could != new:
                parts += _needed_parts(n, could, m, new=False)
        return _needed_from_new(parts, new, from_new)
    for (n, could), m in groups.items():
        parts += _needed_parts(n, could, m, new=could == new)
    return render("sugar.needed.groups", {"parts": join_words(parts)})


def _needed_from_new(parts: list[str], new: tuple[str, ...], from_new: list[tuple[int, int]]) -> str:
    """The sentence when several groups (``(n, m)``: ``m`` types lacking ``n`` each) are to
    come from the types not kept yet: those types named once (unless nothing is kept: any type
    would do), then what each group takes of them ("2 candies of one type and 1 of each of 2
    others"), after what the kept types lack (``parts``)."""
    words = []
    for i, (n, m) in enumerate(from_new):
        key = ("sugar.needed.of_each" if m > 1 else "sugar.needed.of_one") if i == 0 \
            else ("sugar.needed.of_others" if m > 1 else "sugar.needed.of_another")
        words.append(render(key, {"count": n, "types": m}))
    if len(new) == len(TYPES):       # nothing kept yet: any type would do, none is named
        return render("sugar.needed.groups", {"parts": join_words(words)})
    params = {"candies": join_words([candy(kind, 1) for kind in new]), "new": join_words(words)}
    if not parts:
        return render("sugar.needed.only_new", params)
    return render("sugar.needed.groups_new", dict(params, parts=join_words(parts)))


def _needed_parts(n: int, could: tuple[str, ...], m: int, *, new: bool) -> list[str]:
    """The words for ``m`` types that each lack ``n`` candies, any ``m`` of the types
    ``could`` (the types not kept yet when ``new``)."""
    if m >= len(could):        # every one of them is needed: each is named on its own
        return [render("sugar.needed.more", {"count": n, "candy": candy(kind, n)}) for kind in could]
    if new and len(could) == len(TYPES):     # nothing kept yet: any type would do
        key = "sugar.needed.new_types" if m > 1 else "sugar.needed.new_type"
        return [render(key, {"count": n, "types": m})]
    if new:
        key = "sugar.needed.new_types_named" if m > 1 else "sugar.needed.new_type_named"
        return [render(key, {"count": n, "types": m, "candies": _either(could, 1)})]
    if m == 1:
        return [render("sugar.needed.more", {"count": n, "candy": _either(could, n)})]
    return [render("sugar.needed.more_each", {"count": n, "types": m, "candies": _either(could, 1)})]


def _either(kinds: tuple[str, ...], count: int) -> str:
    """``"Candy Corn, Gumdrop or Lollipop"``: the types' names for ``count`` candies each."""
    return join_words([candy(kind, count) for kind in kinds], "sugar.needed.or")
