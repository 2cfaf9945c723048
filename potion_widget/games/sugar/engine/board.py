"""The board's geometry as pure functions: lines and mega-blasts (B1, B2), what an option
removes (B4-B6), which swaps blast (W2, N1), the tilt (R1) and the refill order (R2).

A board is ``board[row][col]``: a type id or ``None`` (an empty cell, R4). Row 0 is the south
edge and col 0 the west edge. Cells are ``(row, col)`` tuples inside the engine.
"""

from __future__ import annotations

from typing import Final

from .candies import SIZE

Cell = tuple[int, int]
Board = list[list]

_RANGE: Final = range(SIZE)


def _spans(values) -> list[tuple[str, int, int]]:
    """The maximal runs of 3 or more candies of one type along one row's or column's
    ``values``: ``(type, start, end)``, ``end`` excluded. (No run of 3 can start in the last two
    cells, so the scan stops before them.)"""
    found = []
    start = 0
    while start < SIZE - 2:
        kind = values[start]
        end = start + 1
        if kind is not None:
            while end < SIZE and values[end] == kind:
                end += 1
            if end - start >= 3:
                found.append((kind, start, end))
        start = end
    return found


ROWS: Final = [[(r, c) for c in _RANGE] for r in _RANGE]
COLUMNS: Final = [[(r, c) for r in _RANGE] for c in _RANGE]


def lines(board: Board) -> list[dict]:
    """Every line on the board (B1): ``{"kind": "line", "type", "cells", "along"}``, where
    ``along`` is ``("row", r)`` or ``("col", c)``; rows first, south to north, then columns
    west to east."""
    found = []
    for r, row in enumerate(board):
        for kind, start, end in _spans(row):
            found.append({"kind": "line", "type": kind, "cells": ROWS[r][start:end], "along": ("row", r)})
    for c, column in enumerate(zip(*board, strict=True)):
        for kind, start, end in _spans(column):
            found.append({"kind": "line", "type": kind, "cells": COLUMNS[c][start:end], "along": ("col", c)})
    return found


def square_cells(row: int, col: int) -> list[Cell]:
    """The 9 cells of the 3 x 3 square whose south-west cell is ``(row, col)``."""
    return [(row + i, col + j) for i in range(3) for j in range(3)]


def mega_type(board: Board, row: int, col: int) -> str | None:
    """The type of the mega-blast in the square at ``(row, col)`` (B2), or None: one whole row
    and one whole column of the square of that type (a T, an L or a +). At most one type can
    have both, since any row and column of a square cross."""
    for i in range(3):
        kind = board[row + i][col]
        if kind is None or board[row + i][col + 1] != kind or board[row + i][col + 2] != kind:
            continue
        for j in range(3):
            if board[row][col + j] == kind and board[row + 1][col + j] == kind \
                    and board[row + 2][col + j] == kind:
                return kind
    return None


def megas(board: Board) -> list[dict]:
    """Every mega-blast (B2): ``{"kind": "mega", "type", "square", "cells"}``, one per square
    (each square holding one is its own option), the 5 matching cells in ``cells``."""
    found = []
    for r in range(SIZE - 2):
        for c in range(SIZE - 2):
            kind = mega_type(board, r, c)
            if kind is not None:
                cells = [cell for cell in square_cells(r, c) if board[cell[0]][cell[1]] == kind
                         and (all(board[cell[0]][c + j] == kind for j in range(3))
                              or all(board[r + i][cell[1]] == kind for i in range(3)))]
                found.append({"kind": "mega", "type": kind, "square": (r, c), "cells": cells})
    return found


def options(board: Board) -> list[dict]:
    """Every blast the active player may choose (B3): the lines, then the mega-blasts. A
    mega-blast holds a whole row and a whole column of its square, each a line of 3 (B1), so
    the squares are looked at only when some type has a line along a row and one along a
    column: most boards a search meets have none."""
    found = lines(board)
    along_rows = {line["type"] for line in found if line["along"][0] == "row"}
    if any(line["type"] in along_rows for line in found if line["along"][0] == "col"):
        return found + megas(board)
    return found


def option_shape(option: dict) -> dict:
    """An option as the events and the board name it, in JSON: ``{"kind": "mega", "square":
    [r, c]}``, or ``{"kind": "line3"`` to ``"line6"``, ``"line": [[r, c], ...]}`` by its length."""
    if option["kind"] == "mega":
        return {"kind": "mega", "square": list(option["square"])}
    return {"kind": f"line{len(option['cells'])}", "line": [list(c) for c in option["cells"]]}


def has_line(board: Board) -> bool:
    """Whether any line is on the board (B9). (A mega-blast always holds a line of 3.)"""
    return any(_spans(row) for row in board) or any(_spans(column) for column in zip(*board, strict=True))


def removed_cells(board: Board, option: dict) -> list[Cell]:
    """The cells an option empties, empty cells left out (B4, B5, B6)."""
    kind = option["kind"]
    if kind == "mega":
        cells = square_cells(*option["square"])
    elif len(option["cells"]) == 3:
        cells = list(option["cells"])
    elif len(option["cells"]) == 4:
        axis, index = option["along"]
        cells = ROWS[index] if axis == "row" else COLUMNS[index]
    else:
        line = set(option["cells"])
        cells = list(option["cells"]) + [(r, c) for r in _RANGE for c in _RANGE
                                         if board[r][c] == option["type"] and (r, c) not in line]
    return [cell for cell in cells if board[cell[0]][cell[1]] is not None]


def keep_choices(board: Board, option: dict) -> list[str]:
    """The types the player may choose for the second kept candy (B5): empty when the option
    keeps no second candy or when at most one other type was removed (no choice then)."""
    if not takes_other(option):
        return []
    others = other_types(board, option)
    return others if len(others) >= 2 else []


def takes_other(option: dict) -> bool:
    """Whether the option keeps a candy of another type too (B5: a line of 4, a mega-blast)."""
    return option["kind"] == "mega" or len(option["cells"]) == 4


def other_types(board: Board, option: dict) -> list[str]:
    """The types other than the blast's among the candies the option removes, first seen first."""
    seen = dict.fromkeys(board[r][c] for r, c in removed_cells(board, option))
    seen.pop(option["type"], None)
    return list(seen)


NEIGHBOURS: Final = [((r, c), (r, c + 1)) for r in _RANGE for c in range(SIZE - 1)] + \
    [((r, c), (r + 1, c)) for r in range(SIZE - 1) for c in _RANGE]
"""Every pair of orthogonally adjacent cells (W1), once each: the row pairs, then the column
pairs."""


def _line_through(board: Board, r: int, c: int) -> bool:
    """Whether the candy at ``(r, c)`` is in a line of 3 or more."""
    kind = board[r][c]
    row = board[r]
    n = 1
    x = c - 1
    while x >= 0 and row[x] == kind:
        n += 1
        x -= 1
    x = c + 1
    while x < SIZE and row[x] == kind:
        n += 1
        x += 1
    if n >= 3:
        return True
    n = 1
    y = r - 1
    while y >= 0 and board[y][c] == kind:
        n += 1
        y -= 1
    y = r + 1
    while y < SIZE and board[y][c] == kind:
        n += 1
        y += 1
    return n >= 3


def swap_blasts(board: Board, a: Cell, b: Cell) -> bool:
    """Whether swapping the candies at ``a`` and ``b`` makes a line (W2). A board in the swap
    phase holds no line, so a new one must pass through one of the two cells."""
    (ra, ca), (rb, cb) = a, b
    board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
    try:
        return _line_through(board, ra, ca) or _line_through(board, rb, cb)
    finally:
        board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]


def blasting_swaps(board: Board) -> list[tuple[Cell, Cell]]:
    """Every pair of neighbouring cells whose swap blasts (W1, W2), in :data:`NEIGHBOURS` order."""
    return [(a, b) for a, b in NEIGHBOURS
            if board[a[0]][a[1]] is not None and board[b[0]][b[1]] is not None
            and board[a[0]][a[1]] != board[b[0]][b[1]] and swap_blasts(board, a, b)]


def any_swap_blasts(board: Board) -> bool:
    """Whether some swap on the board would blast (N1 applies only when none would)."""
    for a, b in NEIGHBOURS:
        x, y = board[a[0]][a[1]], board[b[0]][b[1]]
        if x is not None and y is not None and x != y and swap_blasts(board, a, b):
            return True
    return False


def _lanes(seat: str) -> list[list[Cell]]:
    """Each lane of the tilt towards ``seat``, listed from that seat's edge outwards (R1)."""
    if seat == "south":
        return [[(r, c) for r in _RANGE] for c in _RANGE]
    if seat == "north":
        return [[(r, c) for r in reversed(_RANGE)] for c in _RANGE]
    if seat == "west":
        return [[(r, c) for c in _RANGE] for r in _RANGE]
    return [[(r, c) for c in reversed(_RANGE)] for r in _RANGE]


LANES: Final = {seat: _lanes(seat) for seat in ("south", "west", "north", "east")}


def tilt(board: Board, seat: str) -> list[tuple[Cell, Cell]]:
    """Slides every candy along its lane towards ``seat``'s edge, keeping their order, so the
    gaps end on the far side (R1); changes ``board`` and returns each move ``(from, to)``."""
    moves = []
    for lane in LANES[seat]:
        to = 0
        for i, (r, c) in enumerate(lane):
            kind = board[r][c]
            if kind is None:
                continue
            if i != to:
                tr, tc = lane[to]
                board[tr][tc] = kind
                board[r][c] = None
                moves.append(((r, c), (tr, tc)))
            to += 1
    return moves


def _fill_order(seat: str) -> list[Cell]:
    """The order in which empty cells are refilled for ``seat`` (R2): nearest that seat's edge
    first, and within one distance from that player's left to right."""
    down = list(reversed(_RANGE))
    if seat == "south":
        return [(r, c) for r in _RANGE for c in _RANGE]
    if seat == "north":
        return [(r, c) for r in down for c in down]
    if seat == "west":
        return [(r, c) for c in _RANGE for r in down]
    return [(r, c) for c in down for r in _RANGE]


FILL_ORDER: Final = {seat: _fill_order(seat) for seat in ("south", "west", "north", "east")}

SETUP_ORDER: Final = FILL_ORDER["south"]
"""Setup fills row 0 to row 5, each from col 0 to col 5 (G5)."""


def makes_setup_line(board: Board, r: int, c: int, kind: str) -> bool:
    """Whether ``kind`` at ``(r, c)`` would make a line of three with the two cells before it in
    its row or in its column (G5: setup fills south to north, west to east)."""
    return (c >= 2 and board[r][c - 1] == kind and board[r][c - 2] == kind) or \
        (r >= 2 and board[r - 1][c] == kind and board[r - 2][c] == kind)
