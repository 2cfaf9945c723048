"""Scores and winners (F1-F3), read from a state alone.

The tie-break needs no record of its own: the tied players follow from the scores (which no
tie-break pick changes), the one picking now is ``current``, and each tied player's pick lies
in their hand (F3), so a state says everything about it.
"""

from __future__ import annotations

from .components import HELP_POINTS, SKILL_POINTS


def scores(state: dict, tiles: dict) -> list[int]:
    """Each player's score by F1: completed potions (drunk or not), skill and help tokens."""
    return [sum(tiles[c["tile"]].points for c in p["completed"])
            + SKILL_POINTS * p["skills"] + HELP_POINTS * p["helps"]
            for p in state["players"]]


def tied_for_best(state: dict, tiles: dict) -> list[int]:
    """The players with the highest score (F2), in turn order from the first player (F3)."""
    points = scores(state, tiles)
    best = max(points)
    n = len(points)
    return [seat for seat in ((state["first"] + k) % n for k in range(n)) if points[seat] == best]


def winners(state: dict, tiles: dict) -> list[int]:
    """The winners, in seat order: the best score (F2), then among those tied the most marbles
    taken in the tie-break, a tie after that shared (F3). Without a tie-break every hand is
    empty at the end, so the best score alone decides."""
    tied = tied_for_best(state, tiles)
    taken = {seat: len(state["players"][seat]["hand"]) for seat in tied}
    most = max(taken.values())
    return sorted(seat for seat in tied if taken[seat] == most)
