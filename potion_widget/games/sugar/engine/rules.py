"""The steps of a turn, acting on a state dict: drawing from the bag, setup (G5), a blast with
its kept candies (B3-B8, O2), the tilt and refill (R1, R2, R4), the chain (R3, B3) and the end
of a turn (W3, O3). Each returns the events it made; checks that refuse live in ``checks``."""

from __future__ import annotations

from ....core.rng import Rng
from . import board as geometry
from .candies import SEATS, TYPES
from .events import candy_name, counted, event
from .objectives import meets


def draw_from_bag(state: dict, rng: Rng) -> str | None:
    """One random candy taken out of the bag (each candy equally likely), or None if empty."""
    bag = state["bag"]
    total = sum(bag.values())
    if not total:
        return None
    n = rng.below(total)
    for kind in TYPES:
        if n < bag[kind]:
            bag[kind] -= 1
            return kind
        n -= bag[kind]
    raise AssertionError("the bag's counts changed while drawing")


def fill_setup(state: dict, rng: Rng) -> None:
    """Fills the board from the bag with no line on it (G5): cells south to north, west to east;
    a candy that would make a line of three with the two cells before it in its row or column
    is set aside, and the set-aside candies go back to the bag when the board is full (or when
    nothing left in the bag fits a cell, before drawing for it again)."""
    board, bag = state["board"], state["bag"]
    aside: list[str] = []
    for r, c in geometry.SETUP_ORDER:
        while True:
            if not any(n and not geometry.makes_setup_line(board, r, c, k) for k, n in bag.items()):
                for kind in aside:
                    bag[kind] += 1
                aside.clear()
            kind = draw_from_bag(state, rng)
            if geometry.makes_setup_line(board, r, c, kind):
                aside.append(kind)
                continue
            board[r][c] = kind
            break
    for kind in aside:
        bag[kind] += 1


def option_key(option: dict) -> tuple:
    """How an option is told apart: a line by its cells, a mega-blast by its square."""
    if option["kind"] == "mega":
        return ("square", option["square"])
    return ("line", frozenset(option["cells"]))


def blast_rule(option: dict) -> str:
    """The rule an option's removal follows (B4, B5, B6)."""
    if option["kind"] == "mega":
        return "B5"
    return {3: "B4", 4: "B5"}.get(len(option["cells"]), "B6")


def resolve(state: dict, rng: Rng, option: dict, keep: str | None) -> list[dict]:
    """Resolves one option (B3-B8): removes its candies, gives the active player the ones kept,
    returns the rest to the bag, checks the objective (O2), and, unless the game was won, tilts
    and refills the board (R1, R2)."""
    board, bag = state["board"], state["bag"]
    player = state["players"][state["current"]]
    kind = option["type"]
    removed = geometry.removed_cells(board, option)
    candies = [board[r][c] for r, c in removed]
    keeps = {kind: 2 if blast_rule(option) == "B6" else 1}
    if geometry.takes_other(option):
        others = geometry.other_types(board, option)
        if others:
            keeps[keep if keep is not None else others[0]] = 1
    rule = blast_rule(option)
    shape = geometry.option_shape(option)
    events = [event("blast", "B2" if option["kind"] == "mega" else rule,
                    "mega" if option["kind"] == "mega" else "line",
                    {"player": player["name"], "name": candy_name(kind), "count": len(option["cells"]),
                     "removed": len(removed)},
                    option=shape, candy=kind, cells=[list(c) for c in removed])]
    for r, c in removed:
        board[r][c] = None
    for kind_ in candies:
        bag[kind_] += 1
    for kind_, n in keeps.items():
        bag[kind_] -= n
        player["kept"][kind_] = player["kept"].get(kind_, 0) + n
    events.append(event("keep", rule, "keep",
                        {"player": player["name"], "candies": counted(keeps),
                         "count": sum(keeps.values())}, kept=dict(keeps)))
    back = len(candies) - sum(keeps.values())
    events.append(event("returned", "B8", "returned", {"count": back}, count=back))
    if meets(player["kept"], state["objective"]):
        state["winner"] = state["current"]
        state["phase"] = "over"
        events.append(event("win", "O2", "win", {"player": player["name"]}, player=state["current"]))
        return events
    events += tilt_and_refill(state, rng)
    return events


def tilt_and_refill(state: dict, rng: Rng) -> list[dict]:
    """Tilts the board towards the active player (R1), then fills the empty cells from the bag
    in that player's order until it runs out (R2, R4)."""
    board = state["board"]
    player = state["players"][state["current"]]
    seat = player["seat"]
    moves = geometry.tilt(board, seat)
    events = [event("tilt", "R1", "tilt", {"player": player["name"], "count": len(moves)},
                    seat=seat, moves=[[list(a), list(b)] for a, b in moves])]
    filled = []
    for r, c in geometry.FILL_ORDER[seat]:
        if board[r][c] is not None:
            continue
        kind = draw_from_bag(state, rng)
        if kind is None:
            break
        board[r][c] = kind
        filled.append([r, c, kind])
    events.append(event("refill", "R2", "refill", {"count": len(filled)}, cells=filled))
    empty = sum(row.count(None) for row in board)
    if empty:
        events.append(event("bag_empty", "R4", "bag_empty", {"count": empty}, count=empty))
    return events


def chain(state: dict, rng: Rng) -> list[dict]:
    """Resolves blasts while the board holds them (R3): by itself when exactly one option
    needs no choice (B3's Decision), else it stops in the blast phase for the player to choose;
    when none is left, the turn ends (W3), having kept candies."""
    events: list[dict] = []
    while True:
        found = geometry.options(state["board"])
        if not found:
            return events + end_turn(state, kept=True)
        if len(found) > 1 or geometry.keep_choices(state["board"], found[0]):
            state["phase"] = "blast"
            events.append(event("choose", "B3", "choose", {"count": len(found)}, count=len(found)))
            return events
        events += resolve(state, rng, found[0], None)
        if state["phase"] == "over":
            return events


def end_turn(state: dict, kept: bool) -> list[dict]:
    """Ends the turn (W3, O3): ``quiet`` to 0 if the player kept a candy, else one more; a
    quiet round ends the game with no winner, else the turn passes clockwise."""
    state["quiet"] = 0 if kept else state["quiet"] + 1
    players = state["players"]
    if state["quiet"] >= len(players):
        state["phase"] = "over"
        return [event("no_winner", "O3", "no_winner", {"count": state["quiet"]})]
    state["current"] = (state["current"] + 1) % len(players)
    state["phase"] = "swap"
    return [event("turn", "W3", "turn", {"player": players[state["current"]]["name"]},
                  player=state["current"])]


def new_state(names: list[str], seed: int, objective: dict, first: int) -> dict:
    """A new game's state before setup: every candy in the bag (G1, G3), seats by G4."""
    seats = SEATS[len(names)]
    return {"format": "sugar-blast/1", "rng": {"seed": seed, "draws": 0},
            "board": [[None] * 6 for _ in range(6)], "bag": dict.fromkeys(TYPES, 12),
            "objective": objective,
            "players": [{"name": name, "seat": seats[i], "kept": {}} for i, name in enumerate(names)],
            "current": first, "phase": "swap", "drawn": None, "quiet": 0, "winner": None}
