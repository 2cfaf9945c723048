"""A Sugar Blast state's checks: :func:`validate` raises :class:`StateError` naming the field
of the first problem found. The state's form is the contract of docs/SUGAR_BLAST.md."""

from __future__ import annotations

from ....core.errors import StateError, shown
from . import board as geometry
from .candies import FORMAT, PER_TYPE, SEATS, SIZE, TYPES
from .objectives import check_objective, meets

FIELDS = ("format", "rng", "board", "bag", "objective", "players", "current", "phase", "drawn",
          "quiet", "winner")
PHASES = ("swap", "replace", "blast", "over")


def invalid(field: str, problem: str) -> StateError:
    """A Sugar Blast state error: its reasons are still English sentences, carried whole."""
    return StateError(field, "state.sugar_blast", problem=problem)


def _count(value, field: str, low: int = 0, high: int | None = None) -> int:
    if type(value) is not int or value < low:
        raise StateError(field, "state.at_least", low=low, value=shown(value))
    if high is not None and value > high:
        raise StateError(field, "state.range", low=low, high=high, value=shown(value))
    return value


def validate(state) -> None:
    """Checks every field of ``state`` and how they agree (G1-G4, B9, O3, O4)."""
    if not isinstance(state, dict):
        raise invalid("state", "must be an object")
    for name in FIELDS:
        if name not in state:
            raise invalid(name, "is missing")
    extra = sorted(set(state) - set(FIELDS))
    if extra:
        raise invalid(extra[0], "is not a field of a Sugar Blast state")
    if state["format"] != FORMAT:
        raise invalid("format", f"must be {FORMAT!r}")
    rng = state["rng"]
    if not isinstance(rng, dict) or set(rng) != {"seed", "draws"}:
        raise invalid("rng", "must be {'seed': ..., 'draws': ...}")
    if type(rng["seed"]) is not int:
        raise invalid("rng.seed", "must be a whole number")
    _count(rng["draws"], "rng.draws")
    totals = dict.fromkeys(TYPES, 0)
    board = state["board"]
    if not isinstance(board, list) or len(board) != SIZE:
        raise invalid("board", f"must be {SIZE} rows")
    for r, row in enumerate(board):
        if not isinstance(row, list) or len(row) != SIZE:
            raise invalid(f"board[{r}]", f"must be a row of {SIZE} cells")
        for c, kind in enumerate(row):
            if kind is not None and (not isinstance(kind, str) or kind not in totals):
                raise invalid(f"board[{r}][{c}]", f"must be a candy type or null, not {shown(kind)}")
            if kind is not None:
                totals[kind] += 1
    bag = state["bag"]
    if not isinstance(bag, dict) or set(bag) != set(TYPES):
        raise invalid("bag", "must list the 6 candy types")
    for kind in TYPES:
        totals[kind] += _count(bag[kind], f"bag.{kind}", 0, PER_TYPE)
    check_objective(state["objective"])
    players = state["players"]
    if not isinstance(players, list) or len(players) not in SEATS:
        raise invalid("players", "must list 2 to 4 players")
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, dict) or set(player) != {"name", "seat", "kept"}:
            raise invalid(where, "must have exactly 'name', 'seat' and 'kept'")
        if not isinstance(player["name"], str) or not player["name"]:
            raise invalid(f"{where}.name", "must be a text")
        if player["seat"] != SEATS[len(players)][i]:
            raise invalid(f"{where}.seat", f"must be {SEATS[len(players)][i]!r} (G4)")
        kept = player["kept"]
        if not isinstance(kept, dict):
            raise invalid(f"{where}.kept", "must be an object")
        for kind, n in kept.items():
            if kind not in totals:
                raise invalid(f"{where}.kept", f"{shown(kind)} is not a candy type")
            totals[kind] += _count(n, f"{where}.kept.{kind}", 1, PER_TYPE)
    current = state["current"]
    if type(current) is not int or not 0 <= current < len(players):
        raise invalid("current", "must be a player's index")
    phase = state["phase"]
    if phase not in PHASES:
        raise invalid("phase", f"must be one of {', '.join(PHASES)}")
    drawn = state["drawn"]
    if phase == "replace":
        if not isinstance(drawn, str) or drawn not in totals:
            raise invalid("drawn", "must name the drawn candy's type in the replace phase (N1)")
        totals[drawn] += 1
    elif drawn is not None:
        raise invalid("drawn", "must be null outside the replace phase (N1)")
    for kind, n in totals.items():
        if n != PER_TYPE:
            raise invalid(f"bag.{kind}", f"the candies of type {kind} add up to {n}, not {PER_TYPE} (G1, G3)")
    quiet = _count(state["quiet"], "quiet")
    winner = state["winner"]
    if winner is not None and (type(winner) is not int or not 0 <= winner < len(players)):
        raise invalid("winner", "must be null or a player's index")
    for i, player in enumerate(players):
        if meets(player["kept"], state["objective"]) and winner != i:
            raise invalid("winner", f"player {i} meets the objective, so must be the winner (O4)")
    if winner is not None and phase != "over":
        raise invalid("phase", "must be 'over' when there is a winner (O2)")
    if phase == "over":
        if winner is None and quiet < len(players):
            raise invalid("quiet", "the game ends with no winner only after a quiet round (O3)")
        return
    if quiet >= len(players):
        raise invalid("quiet", "a quiet round ends the game (O3)")
    if phase == "blast":
        if not geometry.options(board):
            raise invalid("board", "holds no blast in the blast phase (B9)")
    elif geometry.has_line(board):
        raise invalid("board", f"holds a line in the {phase} phase (B9)")
