"""The physical game: colours, counts and sizes (rules C1-C4, D1-D3, I1, I4)."""

COLORS = ("blue", "black", "red", "yellow")
"""The four marble colours (C1), in the order the engine lists them."""

MARBLES_PER_COLOR = 20
TRACKS = 5                # D1
SELECTABLE = 8            # D2: positions 0..7 may be taken
VISIBLE = 9               # D2: position 8 is seen but never taken
DEFAULT_CAPACITY = 16     # D3
BURNERS = 2               # I1
POOL_SIZE = 3             # I4
SKILL_TOKENS = 15         # C3
HELP_TOKENS = 21          # C3
SKILL_POINTS = 4          # F1
HELP_POINTS = -2          # F1
MIN_PLAYERS, MAX_PLAYERS = 2, 4   # C4
COUNTDOWN_BY_PLAYERS = {2: 4, 3: 5, 4: 6}   # S5
SAME_KIND_FOR_SKILL = 3   # E3
KINDS_FOR_VARIETY = 5     # E3
FORMAT = "potion-explosion/1"
