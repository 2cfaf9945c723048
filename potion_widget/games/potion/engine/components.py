"""The physical game: colours, counts and sizes (rules C1-C4, D1-D3, I1, I4).

The names are ``Final``: the compiled engine (``hatch_build.py``) then reads them as constants
instead of looking each one up by name at every use.
"""

from typing import Final

COLORS: Final = ("blue", "black", "red", "yellow")
"""The four marble colours (C1), in the order the engine lists them."""

MARBLES_PER_COLOR: Final = 20
TRACKS: Final = 5                # D1
SELECTABLE: Final = 8            # D2: positions 0..7 may be taken
VISIBLE: Final = 9               # D2: position 8 is seen but never taken
DEFAULT_CAPACITY: Final = 16     # D3
BURNERS: Final = 2               # I1
POOL_SIZE: Final = 3             # I4
SKILL_TOKENS: Final = 15         # C3
HELP_TOKENS: Final = 21          # C3
SKILL_POINTS: Final = 4          # F1
HELP_POINTS: Final = -2          # F1
MIN_PLAYERS: Final = 2           # C4
MAX_PLAYERS: Final = 4
COUNTDOWN_BY_PLAYERS: Final = {2: 4, 3: 5, 4: 6}   # S5
SAME_KIND_FOR_SKILL: Final = 3   # E3
KINDS_FOR_VARIETY: Final = 5     # E3
FORMAT: Final = "potion-explosion/1"
