"""The game's only source of randomness (D12): a counter-based generator.

Draw ``n`` of seed ``s`` is a fixed mix of the two numbers (SplitMix64's finaliser), so the
generator's whole state is ``{"seed", "draws"}``: it lives in the game state, survives a JSON
round-trip, and a replay from the same seed and actions is exact on any machine.
"""

from __future__ import annotations

import struct
from typing import Final

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_MIX_1: Final = 0xBF58476D1CE4E5B9
_MIX_2: Final = 0x94D049BB133111EB


def _mix(z: int) -> int:
    z = (z + _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * _MIX_1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
    return z ^ (z >> 31)


# Mixing one number at a time costs a dozen big-integer operations per draw. Instead, a block
# of _LANES consecutive draws is mixed at once: each number sits in its own 128-bit lane of
# one large integer, wide enough that a 64-bit number times a 64-bit constant never spills
# into the next lane, and every step is masked back to 64 bits per lane. The results are the
# same numbers _mix gives one by one (tests/games/potion/test_rng.py checks it).
_LANES: Final = 32
_LANE_BITS: Final = 128
_ONES: Final = sum(1 << (_LANE_BITS * i) for i in range(_LANES))
_LANE_MASK: Final = _MASK * _ONES
_STEPS: Final = sum((i * _GOLDEN) << (_LANE_BITS * i) for i in range(_LANES))
_NO_BLOCK: Final = -(1 << 62)
"""``_block_start`` before the first draw: no draw counter is this far from it, so the first
draw mixes a block. (An integer, not -inf: the compiled engine keeps it in an int slot.)"""
_WORDS: Final = struct.Struct(f"<{_LANES * _LANE_BITS // 64}Q")   # little-endian on every machine


def mix_block(key: int, first: int) -> list[int]:
    """``_mix(key + n * GOLDEN - GOLDEN)`` for draws ``n = first .. first + _LANES - 1``: the
    raw 64-bit numbers of those draws, computed together."""
    z = ((((key + first * _GOLDEN) & _MASK) * _ONES) + _STEPS) & _LANE_MASK
    z = (((z ^ (z >> 30)) & _LANE_MASK) * _MIX_1) & _LANE_MASK
    z = (((z ^ (z >> 27)) & _LANE_MASK) * _MIX_2) & _LANE_MASK
    z = (z ^ (z >> 31)) & _LANE_MASK
    words = _WORDS.unpack(z.to_bytes(_LANES * _LANE_BITS // 8, "little"))
    return list(words[::_LANE_BITS // 64])      # the low 64-bit word of each lane


# A searching player clones one position thousands of times, and every clone draws the same
# numbers again: blocks start at a multiple of _LANES, whatever the counter's history, and the
# blocks and keys computed lately are kept for every generator of the process to share. Each is
# a pure function of the seed and the counter, so sharing them changes no number drawn.
_KEPT: Final = 1024
"""At most this many blocks (about 1.5 kB each) and keys are kept; then the store starts afresh."""
_BLOCKS: Final[dict[tuple[int, int], list[int]]] = {}
_KEYS: Final[dict[int, int]] = {}


def _key_of(seed: int) -> int:
    """The generator's key for ``seed``: the mix of its low 64 bits."""
    key = _KEYS.get(seed)
    if key is None:
        if len(_KEYS) >= _KEPT:
            _KEYS.clear()
        key = _mix(seed & _MASK)
        _KEYS[seed] = key
    return key


def _block_at(key: int, start: int) -> list[int]:
    """The raw numbers of the draws counted ``start .. start + _LANES - 1`` (the counter's value
    before each draw), computed once and kept while the store has room. Read it, never change it."""
    found = _BLOCKS.get((key, start))
    if found is None:
        if len(_BLOCKS) >= _KEPT:
            _BLOCKS.clear()
        found = mix_block(key, start + 1)
        _BLOCKS[(key, start)] = found
    return found


class Rng:
    """Draws from, and advances, the ``rng`` dict of a game state in place."""

    __slots__ = ("_state", "_key", "_block", "_block_start")

    def __init__(self, state: dict, key: int | None = None, block: list[int] | None = None,
                 block_start: int = _NO_BLOCK):
        """``key``: the seed's key, when known; ``block`` and ``block_start``: the block of
        draws last used and the counter it starts at, when known (a twin's)."""
        self._state = state
        self._key = _key_of(state["seed"]) if key is None else key
        self._block: list[int] = [] if block is None else block
        self._block_start = block_start

    def twin(self, state: dict) -> Rng:
        """A generator for ``state``, a copy of this one's: same seed, so same key and blocks."""
        return Rng(state, self._key, self._block, self._block_start)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (n >= 1); consumes one draw."""
        state = self._state
        draws: int = state["draws"]     # typed: the compiled build then counts in machine integers
        state["draws"] = draws + 1
        i = draws - self._block_start
        if not 0 <= i < _LANES:
            i = draws % _LANES
            start = draws - i
            self._block = _block_at(self._key, start)
            self._block_start = start
        return (self._block[i] * n) >> 64

    def shuffle(self, items: list) -> None:
        """Shuffles ``items`` in place (Fisher-Yates), one draw per element but the first."""
        # below(i + 1) for each i, inlined: a call per marble returned cost more than its draw
        state = self._state
        for i in range(len(items) - 1, 0, -1):
            draws: int = state["draws"]
            state["draws"] = draws + 1
            k = draws - self._block_start
            if not 0 <= k < _LANES:
                k = draws % _LANES
                self._block = _block_at(self._key, draws - k)
                self._block_start = draws - k
            j = (self._block[k] * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
