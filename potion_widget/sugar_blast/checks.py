"""Whether an action may be taken, checked before anything changes: :func:`check` returns
what to do or raises :class:`RuleError`. Where two refusals apply, the first in the contract's
order cites: the action's form (``"format"``), the end (O2/O3), the phase, G2, then the rest."""

from __future__ import annotations

from ..engine.errors import RuleError, shown
from . import board as geometry
from .candies import TYPES, on_board
from .events import candy_name
from .rules import option_key

SHAPES = {"swap": {"a", "b"}, "draw": set(), "replace": {"cell"}}


def _refuse(rule: str, key: str, **params) -> RuleError:
    return RuleError(rule, f"sugar.refuse.{key}", **params)


def _is_cell(value) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value)


def check_format(action) -> None:
    """Refuses (``"format"``) an action that is not one of the contract's forms."""
    if not isinstance(action, dict) or action.get("type") not in ("swap", "draw", "replace", "blast"):
        raise _refuse("format", "format", action=shown(action))
    kind = action["type"]
    fields = set(action) - {"type"}
    if kind == "blast":
        ok = fields in ({"line"}, {"square"}, {"line", "keep"}, {"square", "keep"}) \
            and ("keep" not in action or isinstance(action["keep"], str)) \
            and (_is_cell(action["square"]) if "square" in action else
                 isinstance(action["line"], list) and 1 <= len(action["line"]) <= 6
                 and all(_is_cell(c) for c in action["line"]))
    else:
        ok = fields == SHAPES[kind] and all(_is_cell(action[f]) for f in fields)
    if not ok:
        raise _refuse("format", "format", action=shown(action))


def check_phase(state: dict, kind: str) -> None:
    """Refuses an action the game's end or its phase does not allow (O2, O3, B3, N1)."""
    phase = state["phase"]
    if phase == "over":
        if state["winner"] is not None:
            raise _refuse("O2", "over_won", player=state["players"][state["winner"]]["name"])
        raise _refuse("O3", "over_quiet")
    if phase == "blast" and kind != "blast":
        raise _refuse("B3", "choose_first")
    if phase == "replace" and kind != "replace":
        raise _refuse("N1", "place_first", name=candy_name(state["drawn"]))
    if phase == "swap" and kind == "replace":
        raise _refuse("N1", "nothing_drawn")
    if phase == "swap" and kind == "blast":
        raise _refuse("B3", "no_blast_now")


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
