"""The marble dispenser (D1-D11): taking marbles, the slide, collisions, chains, returns.

A track is a list of colours from the bottom (position 0) upwards, hidden marbles included.
These functions change the lists they are given and report what happened as plain tuples;
the game turns those reports into events.

>>> track = ["red", "blue", "yellow", "blue", "blue", "red", "red", "black"]
>>> first, steps = pick_with_explosions(track, 2)
>>> first, [(s.color, s.size) for s in steps if s.exploded]
('yellow', [('blue', 3), ('red', 3)])
>>> track
['black']
"""

from __future__ import annotations

from functools import partial
from typing import Final, NamedTuple

from .components import SELECTABLE, TRACKS
from ....core.rng import Rng


class Collision(NamedTuple):
    """Two marbles meeting where a gap closed (D6), after the slide.

    ``pos`` is the position of the marble that slid down; it met the one at ``pos - 1``.
    When ``exploded`` (D7), the run ``lo`` up to (not including) ``hi`` left the track.
    """

    pos: int
    below: str
    above: str
    exploded: bool
    lo: int = 0
    hi: int = 0

    @property
    def color(self) -> str:
        return self.below

    @property
    def size(self) -> int:
        return self.hi - self.lo


_collision: Final = partial(tuple.__new__, Collision)
"""``_collision((pos, below, above, exploded, lo, hi))`` is ``Collision(pos, below, above,
exploded, lo, hi)``, every field given, built in C: the named tuple's own constructor is a
Python function, called for every pick and every marble taken quietly."""


def is_selectable(tracks: list[list[str]], track: int, pos: int) -> bool:
    """Whether a marble lies at (track, pos) and may be taken: positions 0..7 only (D2)."""
    return 0 <= track < TRACKS and 0 <= pos < SELECTABLE and pos < len(tracks[track])


def selectable_positions(tracks: list[list[str]]):
    """Every (track, pos) that may be taken (D2), track by track, bottom first."""
    for t, column in enumerate(tracks):
        for p in range(min(SELECTABLE, len(column))):
            yield t, p


def pick_with_explosions(track: list[str], pos: int) -> tuple[str, list[Collision]]:
    """Takes the marble at ``pos`` and resolves the chain it starts (D5-D9).

    Returns the taken marble and every collision in order; the exploded runs have been
    removed from ``track``. The chain stops at two different colours or where nothing
    meets (D7).
    """
    first = track.pop(pos)
    steps: list[Collision] = []
    gap = pos
    while 0 < gap < len(track):
        below, above = track[gap - 1], track[gap]
        if below != above:
            steps.append(_collision((gap, below, above, False, 0, 0)))
            break
        lo = gap - 1
        while lo > 0 and track[lo - 1] == below:
            lo -= 1
        hi = gap + 1
        end = len(track)
        while hi < end and track[hi] == below:
            hi += 1
        steps.append(_collision((gap, below, above, True, lo, hi)))
        del track[lo:hi]
        gap = lo
    return first, steps


def remove_quietly(track: list[str], positions) -> tuple[list[str], list[Collision]]:
    """Removes the marbles at ``positions`` with no explosion (D10).

    Returns the removed colours (bottom first) and the collisions of same-colour marbles
    the slide caused, which by D10 explode nothing.
    """
    positions = sorted(set(positions))
    removed = [track[p] for p in positions]
    for p in reversed(positions):
        del track[p]
    meetings: list[Collision] = []
    shift = 0
    previous: int | None = None
    for p in positions:
        if previous is None or p != previous + 1:
            gap = p - shift
            if 0 < gap < len(track) and track[gap - 1] == track[gap]:
                meetings.append(_collision((gap, track[gap - 1], track[gap], False, 0, 0)))
        previous = p
        shift += 1
    # A run of removed positions closes one gap: only its first position counts, which the
    # loop above did by skipping positions contiguous with the previous one.
    return removed, meetings


def preview_pick(track: list[str], pos: int) -> dict:
    """What a usual pick at ``pos`` would take, without changing ``track``.

    ``positions`` are the positions, before the pick, of every marble that would leave.
    """
    column = list(track)
    origin = list(range(len(track)))
    first, steps = pick_with_explosions(column, pos)
    del origin[pos]
    positions = [pos]
    colors = {first: 1}
    exploded = 0
    for step in steps:
        if step.exploded:
            exploded += 1
            positions.extend(origin[step.lo:step.hi])
            del origin[step.lo:step.hi]
            colors[step.color] = colors.get(step.color, 0) + step.size
    positions.sort()
    return {"count": len(positions), "steps": exploded, "colors": colors,
            "positions": positions}


def return_marbles(tracks: list[list[str]], marbles: list[str], capacity: int,
                   rng: Rng) -> list[tuple[str, int]]:
    """Rolls ``marbles`` back into the dispenser (D11); never causes an explosion.

    They go one by one in random order, each onto the top of a uniformly random track, or
    when that one is full the nearest track with room (ties at random). Returns
    ``(colour, track)`` in the order they went in. The caller guarantees there is room.
    """
    order = list(marbles)
    rng.shuffle(order)
    placed = []
    for color in order:
        t = rng.below(TRACKS)
        if len(tracks[t]) >= capacity:
            t = _nearest_with_room(tracks, t, capacity, rng)
        tracks[t].append(color)
        placed.append((color, t))
    return placed


def _nearest_with_room(tracks, start: int, capacity: int, rng: Rng) -> int:
    """The nearest track to ``start`` with room; of two as near, the lower or the higher at
    random (one draw). Tested side by side, not through a list of candidates for each
    distance: tracks fill up in the second half of a game, and a marble returned then often
    finds its track full."""
    for distance in range(1, TRACKS):
        lower, higher = start - distance, start + distance
        lower_room = lower >= 0 and len(tracks[lower]) < capacity
        higher_room = higher < TRACKS and len(tracks[higher]) < capacity
        if lower_room and higher_room:
            return higher if rng.below(2) else lower
        if lower_room:
            return lower
        if higher_room:
            return higher
    raise AssertionError("a returned marble found no room: the state holds too many marbles")
