"""Sugar Blast's components (G1, G2, G4): the candy types, the board's size, the seats."""

from __future__ import annotations

from typing import Final

TYPES: Final = ("marshmallow", "corn", "cane", "gumdrop", "lollipop", "mint")
"""The 6 candy types (G1, a Decision: the source names only the first three)."""

PER_TYPE: Final = 12
"""Candies of each type in the game (G1)."""

SIZE: Final = 6
"""The board is SIZE x SIZE (G2)."""

SEATS: Final = {2: ("south", "north"), 3: ("south", "west", "north"),
                4: ("south", "west", "north", "east")}
"""Each player's side of the board by number of players, in turn order (G4, a Decision)."""

FORMAT: Final = "sugar-blast/1"
"""The ``format`` of a Sugar Blast state."""


def on_board(row: int, col: int) -> bool:
    """Whether ``[row, col]`` is a cell of the board (G2)."""
    return 0 <= row < SIZE and 0 <= col < SIZE
