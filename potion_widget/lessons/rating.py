"""A learner's puzzle rating, Glicko-style: a rating that rises with each puzzle solved and
falls with each missed, by how surprising the result was, and a deviation that says how sure
the rating is (it shrinks as answers come in, so early answers move the rating most).

The update is Glicko's for one result against a puzzle of known rating (Glickman, "The Glicko
system"): a puzzle's own deviation is fixed at :data:`PUZZLE_DEVIATION`.

>>> start = Rating()
>>> after = start.after(1500, solved=True)
>>> after.value > start.value and after.deviation < start.deviation
True
>>> start.after(1500, solved=False).value < start.value
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Q = math.log(10) / 400
START = 1500.0
START_DEVIATION = 350.0
LEAST_DEVIATION = 50.0
"""A rating is never treated as surer than this: a learner's play changes."""
PUZZLE_DEVIATION = 60.0


def _g(deviation: float) -> float:
    return 1 / math.sqrt(1 + 3 * Q * Q * deviation * deviation / math.pi ** 2)


@dataclass(frozen=True)
class Rating:
    """A learner's rating and its deviation."""

    value: float = START
    deviation: float = START_DEVIATION

    def expected(self, puzzle: float) -> float:
        """The chance, by the ratings, that the learner solves a puzzle rated ``puzzle``."""
        return 1 / (1 + 10 ** (-_g(PUZZLE_DEVIATION) * (self.value - puzzle) / 400))

    def after(self, puzzle: float, *, solved: bool) -> "Rating":
        """The rating after one answer to a puzzle rated ``puzzle``."""
        g = _g(PUZZLE_DEVIATION)
        e = self.expected(puzzle)
        d2 = 1 / (Q * Q * g * g * e * (1 - e))
        spread = 1 / (1 / self.deviation ** 2 + 1 / d2)
        value = self.value + Q * spread * g * ((1.0 if solved else 0.0) - e)
        return Rating(value, max(LEAST_DEVIATION, math.sqrt(spread)))
