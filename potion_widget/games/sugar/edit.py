"""Sugar Blast's position editor: edits of a state, each one checked by the engine's own checks
(``Game.from_state``), and what the board's editor draws from. The edit mode itself (requests,
refusals, saving a scenario) is every game's: ``lessons/edit_mode.py``.

Every edit takes a state (docs/SUGAR_BLAST.md) and returns a *new* state the engine accepts;
the state given is never changed. An edit the engine would refuse raises
:class:`~potion_widget.lessons.edit_mode.EditError`, which says in plain words which part of the
position is wrong and why, naming the rule.

>>> from potion_widget.games.sugar.engine import Game
>>> state = Game.new(["Ana", "Ben"], seed=3).to_state()
>>> apply_edit(state, {"op": "set_current", "player": 1})["current"]
1
>>> try:
...     apply_edit(state, {"op": "set_candy", "row": 9, "col": 0, "candy": "mint"})
... except EditError as refused:
...     print(refused.key, refused.field)
sugar.edit.bad_row board

What an edit implies, decided here once (G1: each type has its 12 candies, on the board, in
the bag or kept):

- A **candy put on the grid** comes out of the bag, and the candy it replaces goes back there;
  an emptied cell's candy goes back too. When the bag holds none of that type, the edit is
  refused: one must come off the board or out of a player's kept candies first.
- A player's **kept candies** come from the bag and go back to it.
- The **player to move**, the **objective card** and the **phase** (the swap phase, or the
  blast phase when the board holds a blast) are set as they are; the engine refuses a board
  that holds a line in the swap phase, or no blast in the blast phase (B9), and kept candies
  that meet the objective while the game goes on (O4).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from ...core.bounds import Bounds
from ...core.errors import StateError, shown
from ...i18n.messages import render
from ...lessons.edit_mode import EditError, EditKit
from .engine import PER_TYPE, SIZE, TYPES, Game, cards
from .engine import board as geometry
from .engine.objectives import card_objective, meets
from .narration import candy, kept_phrase, objective_text
from .scenarios import LIBRARY

PHASES = ("swap", "blast")
"""The phases an edited position may be in (a replace needs a drawn candy; the end comes by
play)."""


# ----------------------------------------------------------------------- checking results
def checked(state: dict) -> dict:
    """``state`` once the engine accepts it, as a private copy; the engine's refusal becomes an
    :class:`EditError` naming the place in words, with the engine's reason and rule."""
    try:
        return Game.from_state(state).to_state()
    except StateError as error:
        place = place_words(state, error.field) if isinstance(state, dict) \
            else render("sugar.edit.place.position")
        raise EditError(error.field, "ui.edit.refused", place=place, problem=error.problem) from None


_PLACES: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(p), k) for p, k in (
    (r"^board\[(?P<row>\d+)\]\[(?P<col>\d+)\]", "sugar.edit.place.cell"),
    (r"^board", "sugar.edit.place.board"),
    (r"^bag", "sugar.edit.place.bag"),
    (r"^players\[(?P<player>\d+)\]\.kept", "sugar.edit.place.kept"),
    (r"^players\[(?P<player>\d+)\]", "sugar.edit.place.player"),
    (r"^current", "sugar.edit.place.current"),
    (r"^(phase|drawn|quiet)", "sugar.edit.place.phase"),
    (r"^objective", "sugar.edit.place.objective"),
    (r"^winner", "sugar.edit.place.winner"),
))


def place_words(state: dict, field: str) -> str:
    """The part of the position a state field names, in words: ``"board[1][2]"`` is "row 2,
    column 3", ``"players[1].kept.mint"`` is "Ben's kept candies"."""
    for pattern, key in _PLACES:
        match = pattern.match(field)
        if match:
            params: dict[str, Any] = {k: int(v) for k, v in match.groupdict().items()}
            if "row" in params:
                params = {"row": params["row"] + 1, "col": params["col"] + 1}
            if "player" in params:
                players = state.get("players") or []
                seat = params["player"]
                params["name"] = players[seat]["name"] if seat < len(players) else str(seat)
            return render(key, params)
    return render("sugar.edit.place.position")


# ----------------------------------------------------------------------- argument checks
def _index(value, field: str, high: int, key: str, **params) -> int:
    if type(value) is not int or not 0 <= value <= high:
        raise EditError(field, key, value=shown(value, 20), high=high, **params)
    return value


def _candy(value, field: str, allow_none: bool = False) -> str | None:
    if value is None and allow_none:
        return None
    if not isinstance(value, str) or value not in TYPES:
        raise EditError(field, "sugar.edit.bad_candy", value=shown(value, 20),
                        candies=", ".join(candy(t) for t in TYPES))
    return value


def _player(state: dict, player) -> int:
    count = len(state["players"])
    if type(player) is not int or not 0 <= player < count:
        raise EditError("players", "ui.edit.bad_player", value=shown(player, 20), low=0,
                        high=count - 1)
    return player


def _from_bag(s: dict, kind: str, count: int, field: str) -> None:
    """Takes ``count`` candies of ``kind`` out of the bag (G1), refusing when it has fewer:
    saying so when it has none, else how many it has."""
    left = s["bag"][kind]
    if not left:
        raise EditError(field, "sugar.edit.none_left", candy=candy(kind, PER_TYPE))
    if left < count:
        raise EditError(field, "sugar.edit.few_left", count=left, candy=candy(kind, left),
                        total=PER_TYPE)
    s["bag"][kind] -= count


# ----------------------------------------------------------------------- the edits
def set_candy(state: dict, row: int, col: int, kind: str | None) -> dict:
    """The state with a ``kind`` candy at ``row``, ``col`` (counted from 0; ``None`` empties
    the cell): it comes out of the bag, the candy it replaces goes back."""
    s = checked(state)
    r = _index(row, "board", SIZE - 1, "sugar.edit.bad_row")
    c = _index(col, "board", SIZE - 1, "sugar.edit.bad_col")
    k = _candy(kind, f"board[{r}][{c}]", allow_none=True)
    old = s["board"][r][c]
    if old == k:
        return s
    if k is not None:
        _from_bag(s, k, 1, f"board[{r}][{c}]")
    if old is not None:
        s["bag"][old] += 1
    s["board"][r][c] = k
    if s["phase"] == "swap" and geometry.has_line(s["board"]):
        raise EditError(f"board[{r}][{c}]", "sugar.edit.line_in_swap", row=r + 1, col=c + 1)
    return checked(s)


def set_kept(state: dict, player: int, kind: str, count: int) -> dict:
    """The state with ``player`` having kept ``count`` candies of ``kind``: they come from
    the bag and go back to it."""
    s = checked(state)
    p = _player(s, player)
    k = _candy(kind, f"players[{p}].kept")
    n = _index(count, f"players[{p}].kept", PER_TYPE, "sugar.edit.bad_count")
    kept = s["players"][p]["kept"]
    have = kept.get(k, 0)
    if n > have:
        _from_bag(s, k, n - have, f"players[{p}].kept")
    else:
        s["bag"][k] += have - n
    if n:
        kept[k] = n
    else:
        kept.pop(k, None)
    if meets(kept, s["objective"]):
        raise EditError(f"players[{p}].kept", "sugar.edit.meets", name=s["players"][p]["name"])
    return checked(s)


def set_current(state: dict, player: int) -> dict:
    """The state with ``player`` to move."""
    s = checked(state)
    s["current"] = _player(s, player)
    return checked(s)


def set_objective(state: dict, card: str) -> dict:
    """The state with the objective card ``card`` (an id of :func:`cards`)."""
    s = checked(state)
    deck = cards()
    if not isinstance(card, str) or card not in deck:
        raise EditError("objective", "sugar.edit.bad_card", value=shown(card, 30),
                        cards=", ".join(deck))
    s["objective"] = card_objective(deck[card])
    for p, player in enumerate(s["players"]):
        if meets(player["kept"], s["objective"]):
            raise EditError(f"players[{p}].kept", "sugar.edit.meets", name=player["name"])
    return checked(s)


def set_phase(state: dict, phase: str) -> dict:
    """The state in ``phase`` (one of :data:`PHASES`). A swap phase whose board holds a line,
    or a blast phase whose board holds none, is refused (B9), in words of the phase: the
    board a line needs is the one thing the editor cannot make in the swap phase, so the
    refusal says why the position stays as it is rather than what to do first."""
    s = checked(state)
    if phase not in PHASES:
        raise EditError("phase", "sugar.edit.bad_phase", value=shown(phase, 20))
    if s["phase"] in ("replace", "over"):
        raise EditError("phase", "sugar.edit.phase_now", phase=render(f"sugar.edit.phase.{s['phase']}"))
    line = geometry.has_line(s["board"])
    if phase == "blast" and not line:
        raise EditError("phase", "sugar.edit.no_line_to_blast")
    if phase == "swap" and line:
        raise EditError("phase", "sugar.edit.line_left")
    s["phase"] = phase
    return checked(s)


OPERATIONS: dict[str, tuple[Callable[..., dict], tuple[str, ...]]] = {
    "set_candy": (set_candy, ("row", "col", "candy")),
    "set_kept": (set_kept, ("player", "candy", "count")),
    "set_current": (set_current, ("player",)),
    "set_objective": (set_objective, ("card",)),
    "set_phase": (set_phase, ("phase",)),
}
"""Each edit as data, ``{"op": name, **fields}``: its function and its fields (the front
end's editor sends edits in this form)."""


def apply_edit(state: dict, edit: dict) -> dict:
    """The state after ``edit`` (``{"op": "set_candy", "row": 2, "col": 3, "candy":
    "mint"}``); an edit that is not well formed is refused like any other, naming what is
    wrong."""
    if not isinstance(edit, dict) or edit.get("op") not in OPERATIONS:
        op = edit.get("op") if isinstance(edit, dict) else edit
        raise EditError("", "ui.edit.bad_op", value=shown(op, 30))
    function, fields = OPERATIONS[edit["op"]]
    if set(edit) - {"op"} != set(fields):
        raise EditError("", "ui.edit.bad_fields", op=edit["op"], fields=", ".join(fields))
    return function(state, *(edit[f] for f in fields))


def describe(edit: dict, before: dict, after: dict) -> dict:
    """An accepted edit told as an event for the log: ``{"type": "edited", "rule": "",
    "key", "params", "text"}``."""
    op = edit["op"]
    params: dict[str, Any] = {}
    if op == "set_candy":
        params = {"row": edit["row"] + 1, "col": edit["col"] + 1}
        if edit["candy"] is None:
            key = "sugar.edit.told.empty"
            params["candy"] = candy(before["board"][edit["row"]][edit["col"]])
        else:
            # a candy put where another was: that one went back to the bag (G1), said so
            old = before["board"][edit["row"]][edit["col"]]
            key = "sugar.edit.told.replaced" if old else "sugar.edit.told.candy"
            params["candy"] = candy(edit["candy"])
            if old:
                params["old"] = candy(old)
    elif op == "set_kept":
        player = after["players"][edit["player"]]
        key = "sugar.edit.told.kept" if player["kept"] else "sugar.edit.told.kept_none"
        params = {"name": player["name"], "kept": kept_phrase(player["kept"])}
    elif op == "set_current":
        key = "sugar.edit.told.current"
        params = {"name": after["players"][edit["player"]]["name"]}
    elif op == "set_objective":
        key = "sugar.edit.told.objective"
        params = {"objective": objective_text(after["objective"])}
    else:
        key = "sugar.edit.told.phase"
        params = {"phase": render(f"sugar.edit.phase.{edit['phase']}")}
    return {"type": "edited", "rule": "", "key": key, "params": params, "text": render(key, params)}


def editor_info(game: Game) -> dict:
    """What the front end's editor draws from: each candy type with its name, how many of it
    are left in the bag, the objective cards with their words, the phases with their names,
    and the players' names."""
    state = game.state
    return {
        "candies": [{"type": t, "name": candy(t), "left": state["bag"][t]} for t in TYPES],
        "cards": [{"id": i, "text": objective_text(card_objective(c))} for i, c in cards().items()],
        "phases": [{"id": p, "name": render(f"sugar.edit.phase.{p}")} for p in PHASES],
        "players": [p["name"] for p in state["players"]],
    }


EDITS = EditKit(open=Game.from_state, apply=apply_edit, describe=describe, info=editor_info,
                library=LIBRARY)
"""Sugar Blast's edit kit."""

EDIT_BOUNDS = Bounds(
    depth=1, objects=1,
    fields=1 + max(len(fields) for _, fields in OPERATIONS.values()),
    entries={}, entries_else=0,
    text=max(len(w) for w in (*OPERATIONS, *TYPES, *cards(), *PHASES, "player", "candy", "count",
                              "phase", "card", "row", "col", "op")))
"""The largest an edit can be: a larger one is refused before the editor reads it."""
