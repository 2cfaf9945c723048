"""Listed actions and drink choices, built once and shared between listings alike.

A playout lists the legal actions three times a turn and a drink's choices whenever it drinks,
and building those dicts anew was most of what listing cost. So each is built once for what it
depends on (the picks for a dispenser's shape, a Filter of Lavamancing's choices for where one
colour lies on one track...) and handed out again. A shared dict or list is like any other to
its caller: change it and the engine stops sharing, so later listings are built afresh and
untouched (a listing obtained before the change holds the same object).

This module stays plain Python in the compiled engine (see ``hatch_build.py``): a compiled
class cannot replace ``dict``'s and ``list``'s own methods, which the shared kinds need to
stop being shared when someone changes them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, TypeVar

_Function = TypeVar("_Function", bound=Callable)

_CACHES: list = []
"""Every cache of shared listings (:func:`shared`): all are emptied when a shared dict or
list is changed, so nothing built before the change is handed out again."""


def shared(size: int) -> Callable[[_Function], _Function]:
    """A function (whose arguments are texts, numbers and tuples of them) remembering its
    results for the last ``size`` arguments, among the caches a change to a shared listing
    empties. Its result must be built of :class:`ListedAction` and :class:`ListedList`."""
    def remembering(function: _Function) -> _Function:
        cached = lru_cache(maxsize=size)(function)
        _CACHES.append(cached)
        return cached  # type: ignore[return-value]
    return remembering


def _unshare(change):
    """``change`` (a dict or list method) on a shared listing, which then stops being shared."""
    def changed(self, *args, **kwargs):
        for cache in _CACHES:             # later listings are built afresh
            cache.cache_clear()
        return change(self, *args, **kwargs)
    return changed


def plain(value):
    """``value`` with every shared dict and list inside it copied as a plain one."""
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return value


class _Copied:
    """What a shared dict or list gives when copied, deep-copied or pickled: plain data."""

    __slots__ = ()

    def __copy__(self):
        return plain(self)

    def __deepcopy__(self, memo):
        return plain(self)      # its items are ints, texts and shared lists or choices

    def __reduce__(self):
        return (type(plain(self)), (plain(self),))


class ListedAction(_Copied, dict):
    """A listed action or drink choice, shared by every listing it belongs to. It is a dict
    like any other: change one and the engine stops sharing it."""

    __slots__ = ()

    __setitem__ = _unshare(dict.__setitem__)
    __delitem__ = _unshare(dict.__delitem__)
    __ior__ = _unshare(dict.__ior__)
    clear = _unshare(dict.clear)
    pop = _unshare(dict.pop)
    popitem = _unshare(dict.popitem)
    setdefault = _unshare(dict.setdefault)
    update = _unshare(dict.update)


class ListedList(_Copied, list):
    """A list inside a shared drink choice (its positions, tracks, holes): a list like any
    other, which stops being shared when changed, as its choice does."""

    __slots__ = ()

    __setitem__ = _unshare(list.__setitem__)
    __delitem__ = _unshare(list.__delitem__)
    __iadd__ = _unshare(list.__iadd__)
    __imul__ = _unshare(list.__imul__)
    append = _unshare(list.append)
    extend = _unshare(list.extend)
    insert = _unshare(list.insert)
    pop = _unshare(list.pop)
    remove = _unshare(list.remove)
    reverse = _unshare(list.reverse)
    sort = _unshare(list.sort)
    clear = _unshare(list.clear)


@shared(8192)
def takings(heights: tuple[int, ...], picks: bool, helps: bool) -> tuple[ListedAction, ...]:
    """The picks (when ``picks``) then the helps (when ``helps``) for tracks with ``heights``
    selectable marbles: what a turn's listing starts with, in one tuple."""
    return ((taking_actions("pick", heights) if picks else ())
            + (taking_actions("help", heights) if helps else ()))


@shared(8192)
def taking_actions(kind: str, heights: tuple[int, ...]) -> tuple[ListedAction, ...]:
    """Every pick (or help) for tracks with ``heights`` selectable marbles (D2)."""
    listed: tuple[ListedAction, ...] = ()
    for track, height in enumerate(heights):
        listed += _track_actions(kind, track, height)
    return listed


@shared(128)
def _track_actions(kind: str, track: int, height: int) -> tuple[ListedAction, ...]:
    """The picks (or helps) of one track: a dispenser shape not seen before is listed from
    these (90 in all) instead of building every action anew."""
    return tuple(ListedAction(type=kind, track=track, pos=p) for p in range(height))
