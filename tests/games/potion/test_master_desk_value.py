"""``desk_value``, the judgement every playout of the Master ends on, is quicker with plain
dicts; this differential test proves it gives exactly the former value (the same float, so
ExpertBot's and MasterBot's choices do not change) on positions from seeded games of 2 to 4
players, with and without extra marbles."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

from hypothesis import given, settings, strategies as st

from potion_widget import Game
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine.components import HELP_POINTS, POOL_SIZE, SKILL_POINTS
from potion_widget.games.potion.expert import (_DRINK, _PROGRESS, _SPARE, _SPARE_FIT, _set_bonus,
                                               desk_value)

COLOURS = ["blue", "black", "red", "yellow"]


def _former_desk_value(game: Game, seat: int, extra: Counter | None = None) -> float:
    """``desk_value`` as it was written with Counters (before the plain-dict version)."""
    desk = game.state["players"][seat]
    tiles = game.tiles
    kinds: Counter = Counter()
    value = SKILL_POINTS * desk["skills"] + HELP_POINTS * desk["helps"]
    for entry in desk["completed"]:
        tile = tiles[entry["tile"]]
        kinds[tile.kind] += 1
        value += tile.points + (0 if entry["drunk"] else _DRINK.get(tile.kind, 0.5))
    have = Counter(desk["hand"]) + Counter(desk["pool"])
    if extra:
        have.update(extra)
    burners = []
    for burner in desk["burners"]:
        if burner:
            tile = tiles[burner["tile"]]
            missing = Counter(c for c, m in zip(tile.recipe, burner["filled"], strict=True)
                              if m is None)
            filled = sum(1 for m in burner["filled"] if m is not None)
            burners.append((tile, missing, filled))
    best = None
    for order in permutations(range(len(burners))):
        left = Counter(have)
        plan = 0.0
        counts = Counter(kinds)
        still_open: Counter = Counter()
        for i in order:
            tile, missing, filled = burners[i]
            used = 0
            short = Counter()
            for colour, need in missing.items():
                n = min(need, left[colour])
                left[colour] -= n
                used += n
                if need > n:
                    short[colour] = need - n
            holes = len(tile.recipe)
            if not short:
                counts[tile.kind] += 1
                plan += tile.points + _DRINK.get(tile.kind, 0.5)
            else:
                plan += _PROGRESS * tile.points * ((filled + used) / holes) ** 1.5
                still_open.update(short)
        spare = sorted(left.elements(), key=lambda c: -still_open[c])[:POOL_SIZE]
        plan += sum(_SPARE_FIT if still_open[c] else _SPARE for c in spare)
        plan += _set_bonus(counts, desk["awarded"])
        if best is None or plan > best:
            best = plan
    if best is None:
        best = _set_bonus(kinds, desk["awarded"]) + _SPARE * min(POOL_SIZE, sum(have.values()))
    return value + best


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), actions=st.integers(0, 300))
def test_desk_value_is_the_former_value_exactly(seed, players, actions):
    game = Game.new(players, seed=seed, record=False)
    rng = random.Random(seed)
    while game.phase == "draft":
        game.apply(rng.choice(game.legal_actions()))
    for _ in range(actions):
        if game.phase != "play":
            break
        game.apply(plausible_move(game, rng))
    for seat in range(players):
        extra = Counter({c: rng.randrange(0, 4) for c in rng.sample(COLOURS, rng.randrange(4))})
        for marbles in (None, extra, dict(extra)):
            assert desk_value(game, seat, marbles) == _former_desk_value(game, seat, marbles)
