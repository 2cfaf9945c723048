"""Whether an action may be taken, checked before anything changes: :func:`check` returns
what to do or raises :class:`RuleError`. Where two refusals apply, the first in the contract's
order cites: the action's form (``"format"``), the end (O2/O3), the phase, G2, then the rest."""

from __future__ import annotations

from ....core.bounds import Bounds
from ....core.errors import RuleError, shown
from . import board as geometry
from .candies import SIZE, TYPES, on_board
from .events import candy_name
from .rules import option_key

SHAPES = {"swap": {"a", "b"}, "draw": set(), "replace": {"cell"}}
BLAST_SHAPES = ({"line"}, {"square"}, {"line", "keep"}, {"square", "keep"})
"""The fields of each action type besides ``type``: a blast names a line or a square, and may
name the type it keeps."""

_KINDS = ("swap", "draw", "replace", "blast")

ACTION_BOUNDS = Bounds(
    depth=3,                               # the action, a blast's line, each cell of it
    objects=1,                             # the action holds no object
    fields=1 + max(len(f) for f in (*SHAPES.values(), *BLAST_SHAPES)),
    entries={"line": SIZE, "a": 2, "b": 2, "cell": 2, "square": 2},   # a line is in one row (B1)
    entries_else=SIZE,
    text=max(len(w) for w in (*TYPES, *_KINDS, "square", "keep", "line", "cell", "type")))
"""The largest a legal action can be (:func:`potion_widget.core.bounds.oversize`)."""


def _refuse(rule: str, key: str, **params) -> RuleError:
    return RuleError(rule, f"sugar.refuse.{key}", **params)


def _is_cell(value) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value)


def check_format(action) -> None:
    """Refuses (``"format"``) an action that is not one of the contract's forms, naming the
    field that is not (``field``: ``"action"`` for a value that is no action at all)."""
    if not isinstance(action, dict):
        raise _refuse("format", "format", field="action", action=shown(action))
    kind = action.get("type")
    if kind not in _KINDS:
        raise RuleError("format", "refuse.format.type", field="type", value=shown(kind, 40),
                        known=", ".join(_KINDS))
    allowed = {"line", "square", "keep"} if kind == "blast" else SHAPES[kind]
    for field in action:
        if field != "type" and field not in allowed:
            raise RuleError("format", "refuse.format.unknown_field", type=kind,
                            field=shown(field, 40) if not isinstance(field, str) else field)
    if kind == "blast":
        named = [f for f in ("line", "square") if f in action]
        if len(named) != 1:
            raise _refuse("format", "format_line_or_square", field="line")
        needed = named
        if "keep" in action and not isinstance(action["keep"], str):
            raise _refuse("format", "format_keep", field="keep", value=shown(action["keep"], 40))
    else:
        needed = sorted(SHAPES[kind])
    for field in needed:
        if field not in action:
            raise RuleError("format", "refuse.format.missing", type=kind, field=field)
        value = action[field]
        if field == "line":
            if not (isinstance(value, list) and 1 <= len(value) <= SIZE):
                raise _refuse("format", "format_line", field="line", most=SIZE, value=shown(value, 40))
            for i, cell in enumerate(value):
                if not _is_cell(cell):
                    raise _refuse("format", "format_cell", field=f"line[{i}]", value=shown(cell, 40))
        elif not _is_cell(value):
            raise _refuse("format", "format_cell", field=field, value=shown(value, 40))


def check_phase(state: dict, kind: str) -> None:
    """Refuses an action the game's end or its phase does not allow (O2, O3, B3, N1), citing
    what SUGAR_BLAST.md's contract says: a blast outside the blast phase B3, a replace outside
    the replace phase N1, a swap or a draw in the blast phase B3 and in the replace phase N1."""
    phase = state["phase"]
    if phase == "over":
        if state["winner"] is not None:
            raise _refuse("O2", "over_won", player=state["players"][state["winner"]]["name"])
        raise _refuse("O3", "over_quiet")
    if kind == "blast" and phase != "blast":
        raise _refuse("B3", "no_blast_now")
    if kind == "replace" and phase != "replace":
        raise _refuse("N1", "nothing_drawn")
    if phase == "blast" and kind != "blast":
        raise _refuse("B3", "choose_first")
    if phase == "replace" and kind != "replace":
        raise _refuse("N1", "place_first", name=candy_name(state["drawn"]))


def _on_board(cell) -> tuple[int, int]:
    if not on_board(*cell):
        raise _refuse("G2", "off_board", row=cell[0], col=cell[1])
    return cell[0], cell[1]


def check_swap(state: dict, action: dict) -> tuple:
    """The two cells of an allowed swap (W1, W2, R4)."""
    board = state["board"]
    a, b = _on_board(action["a"]), _on_board(action["b"])
    if a == b:
        raise _refuse("W1", "same_cell")
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise _refuse("W1", "not_neighbours")
    x, y = board[a[0]][a[1]], board[b[0]][b[1]]
    if x is None or y is None:
        raise _refuse("R4", "empty_cell")
    if x == y:
        raise _refuse("W2", "same_type", name=candy_name(x))
    if not geometry.swap_blasts(board, a, b):
        raise _refuse("W2", "no_line")
    return a, b


def check_draw(state: dict) -> None:
    """A draw is allowed only when no swap on the board could blast (N1)."""
    if geometry.any_swap_blasts(state["board"]):
        raise _refuse("N1", "swap_can_blast")


def check_replace(state: dict, action: dict) -> tuple[int, int]:
    """The cell the drawn candy may take: one holding a candy of a different type (N1)."""
    r, c = _on_board(action["cell"])
    if state["board"][r][c] is None or state["board"][r][c] == state["drawn"]:
        raise _refuse("N1", "unfit_cell", name=candy_name(state["drawn"]))
    return r, c


def check_blast(state: dict, action: dict) -> tuple[dict, str | None]:
    """The option named and the type kept besides, when that needs a choice (B3, B5)."""
    board = state["board"]
    if "square" in action:
        _on_board(action["square"])
        wanted = ("square", tuple(action["square"]))
    else:
        cells = [_on_board(cell) for cell in action["line"]]
        wanted = ("line", frozenset(cells))
        if len(cells) != len(wanted[1]):
            raise _refuse("B3", "not_option")
    option = next((o for o in geometry.options(board) if option_key(o) == wanted), None)
    if option is None:
        raise _refuse("B3", "not_option")
    choices = geometry.keep_choices(board, option)
    keep = action.get("keep")
    if choices and keep is None:
        raise _refuse("B3", "keep_missing", choices=", ".join(candy_name(k) for k in choices))
    if not choices and keep is not None:
        raise _refuse("B3", "keep_unneeded")
    if keep is not None and keep not in choices:
        raise _refuse("B3", "keep_wrong", keep=shown(keep) if keep not in TYPES else candy_name(keep),
                      choices=", ".join(candy_name(k) for k in choices))
    return option, keep
