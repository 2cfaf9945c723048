"""Positions for Sugar Blast's tests: a board drawn as text, north row first, one letter per
cell (m marshmallow, c corn, a cane, g gumdrop, l lollipop, t mint, . empty); the bag holds
every candy not on the board, kept or drawn, so a position always has 12 of each type."""

from __future__ import annotations

from potion_widget.games.sugar.engine import SEATS, TYPES, Game, cards
from potion_widget.games.sugar.engine.bots import RandomBot

LETTERS = {"m": "marshmallow", "c": "corn", "a": "cane", "g": "gumdrop", "l": "lollipop",
           "t": "mint", ".": None}


def board(text: str) -> list[list]:
    """``board[row][col]`` from 6 lines of 6 letters, the north row (row 5) first."""
    rows = [line.split() if " " in line.strip() else list(line.strip())
            for line in text.strip().splitlines()]
    assert len(rows) == 6 and all(len(r) == 6 for r in rows), rows
    return [[LETTERS[ch] for ch in row] for row in reversed(rows)]


def position(text: str, players: int = 2, kept=None, phase: str = "swap", current: int = 0,
             objective=None, drawn=None, quiet: int = 0, seed: int = 3) -> dict:
    """A valid state with that board (the bag holds the rest)."""
    cells = board(text)
    kept = kept or [{} for _ in range(players)]
    bag = dict.fromkeys(TYPES, 12)
    for row in cells:
        for kind in row:
            if kind:
                bag[kind] -= 1
    for k in kept:
        for kind, n in k.items():
            bag[kind] -= n
    if drawn:
        bag[drawn] -= 1
    return {"format": "sugar-blast/1", "rng": {"seed": seed, "draws": 0}, "board": cells,
            "bag": bag, "objective": objective or {"id": "far", "total": 60},
            "players": [{"name": name, "seat": SEATS[players][i], "kept": dict(kept[i])}
                        for i, name in enumerate(["Ana", "Ben", "Cleo", "Dev"][:players])],
            "current": current, "phase": phase, "drawn": drawn, "quiet": quiet, "winner": None}


def game(text: str, **kwargs) -> Game:
    return Game.from_state(position(text, **kwargs))


def refused(game_: Game, action) -> str:
    """The rule a refused action cites, checking that the refusal changed nothing."""
    before = game_.to_state()
    try:
        game_.apply(action)
    except ValueError as error:
        assert game_.to_state() == before
        return error.rule
    raise AssertionError(f"{action} was accepted")


# A board with no line and no swap that makes one (each letter's copies kept apart).
STUCK = """
mcagtl
agtlmc
tlmcag
mcagtl
agtlmc
tlmcag
"""

# STUCK with corn at row 5, col 0: a pair of corn in the north row, still no swap that blasts.
STUCK_PAIR = """
ccagtl
agtlmc
tlmcag
mcagtl
agtlmc
tlmcag
"""

# No line; swapping row 0's cells at columns 2 and 3 makes a line of 3 mints.
SWAP = """
mcagtl
agtlmc
tlmcag
mcagtl
agtlmc
ttltag
"""


def edited(text: str, cells: dict) -> str:
    """``text`` with some cells changed: ``{(row, col): letter}`` (row 0 is the last line)."""
    rows = [list(line.strip()) for line in text.strip().splitlines()]
    for (r, c), letter in cells.items():
        rows[5 - r][c] = letter
    return "\n".join("".join(row) for row in rows)


def totals(state: dict) -> dict:
    """Each type's candies across board, bag, kept and drawn."""
    count = dict(state["bag"])
    for row in state["board"]:
        for kind in row:
            if kind:
                count[kind] += 1
    for player in state["players"]:
        for kind, n in player["kept"].items():
            count[kind] += n
    if state["drawn"]:
        count[state["drawn"]] += 1
    return count

# Two mints apart and nothing else: no swap, no line.
LONELY = """
......
......
......
......
......
t.t...
"""


CARDS = list(cards())


def played_position(seed: int, card: int, moves: int) -> Game:
    """A 2-player game on objective card ``card`` after ``moves`` seeded random actions (or at
    its end, if it ends sooner)."""
    g = Game.new(2, seed=seed, objective=CARDS[card % len(CARDS)])
    bot = RandomBot(seed)
    for _ in range(moves):
        if g.over:
            break
        g.apply(bot.choose(g))
    return g
