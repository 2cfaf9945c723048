"""The listed actions shared between listings: the picks and helps of a dispenser shape, and
the moves from a pool. (The other actions are built anew: a shared one is a dict subclass,
which every field read by subscript pays for, and a placement is read a dozen times once
taken; the moves from the pool are listed at every step but seldom taken.)

This module stays plain Python in the compiled engine (see ``hatch_build.py``): a compiled
class cannot replace ``dict``'s own methods, which ``ListedAction`` needs to stop being shared
when someone changes it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from .components import COLORS


def _unshare(change):
    """``change`` (a dict method) on a listed action, which then stops being shared."""
    def changed(self, *args, **kwargs):
        for cached in _SHARING:           # later listings are built afresh
            cached.cache_clear()
        return change(self, *args, **kwargs)
    return changed


class ListedAction(dict):
    """A listed pick, help or move from the pool, shared by every listing that holds it
    (building them anew was most of the time ``legal_actions`` took). It is a dict like any
    other: change one and the engine stops sharing it, so later listings are untouched (a
    listing obtained before the change holds the same object)."""

    __slots__ = ()

    __setitem__ = _unshare(dict.__setitem__)
    __delitem__ = _unshare(dict.__delitem__)
    __ior__ = _unshare(dict.__ior__)
    clear = _unshare(dict.clear)
    pop = _unshare(dict.pop)
    popitem = _unshare(dict.popitem)
    setdefault = _unshare(dict.setdefault)
    update = _unshare(dict.update)

    def __copy__(self) -> dict:
        return dict(self)

    def __deepcopy__(self, memo) -> dict:
        return dict(self)      # its values are ints and text

    def __reduce__(self):
        return (dict, (dict(self),))


@lru_cache(maxsize=8192)
def takings(heights: tuple[int, ...], picks: bool, helps: bool) -> tuple[ListedAction, ...]:
    """The picks (when ``picks``) then the helps (when ``helps``) for tracks with ``heights``
    selectable marbles: what a turn's listing starts with, in one tuple."""
    return ((taking_actions("pick", heights) if picks else ())
            + (taking_actions("help", heights) if helps else ()))


@lru_cache(maxsize=8192)
def taking_actions(kind: str, heights: tuple[int, ...]) -> tuple[ListedAction, ...]:
    """Every pick (or help) for tracks with ``heights`` selectable marbles (D2)."""
    listed: tuple[ListedAction, ...] = ()
    for track, height in enumerate(heights):
        listed += _track_actions(kind, track, height)
    return listed


@lru_cache(maxsize=None)
def _track_actions(kind: str, track: int, height: int) -> tuple[ListedAction, ...]:
    """The picks (or helps) of one track: a dispenser shape not seen before is listed from
    these (90 in all) instead of building every action anew."""
    return tuple(ListedAction(type=kind, track=track, pos=p) for p in range(height))


@lru_cache(maxsize=None)
def from_pool(*pool: str) -> tuple[ListedAction, ...]:
    """The moves from a pool holding ``pool`` (in its order) to the hand (I4): one for each
    colour it holds, in colour order. A pool holds three marbles at most, so there are few
    pools, and a listing asks for them at every step of a turn with a marble in the pool."""
    return tuple(ListedAction(type="from_pool", color=color)
                 for color in COLORS if color in pool)


_SHARING: Final = (takings, taking_actions, _track_actions, from_pool)
"""Every store of shared actions: a change to any listed action empties them all."""
