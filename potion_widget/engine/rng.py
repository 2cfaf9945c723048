"""The game's only source of randomness (D12): a counter-based generator.

Draw ``n`` of seed ``s`` is a fixed mix of the two numbers (SplitMix64's finaliser), so the
generator's whole state is ``{"seed", "draws"}``: it lives in the game state, survives a JSON
round-trip, and a replay from the same seed and actions is exact on any machine.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = (z + _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """Draws from, and advances, the ``rng`` dict of a game state in place."""

    __slots__ = ("_state", "_key")

    def __init__(self, state: dict):
        self._state = state
        self._key = _mix(state["seed"] & _MASK)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (n >= 1); consumes one draw."""
        state = self._state
        draws = state["draws"]
        state["draws"] = draws + 1
        # _mix inlined: this is the engine's most frequent call
        z = (self._key + (draws + 1) * _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def shuffle(self, items: list) -> None:
        """Shuffles ``items`` in place (Fisher-Yates), one draw per element but the first."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]
