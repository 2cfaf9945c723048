"""The quick paths a playout runs agree with plain definitions of the same rules, on random
games: the legal listing (PROTOCOL.md's order) with the listing written the plain way, a clone
with a copy through ``marshal``, and a game played on from a clone with the same game played on
from its saved state (the generator's draws, D12, and the skill tokens counted, E3, included)."""

from __future__ import annotations

import marshal
import random

from hypothesis import given, settings, strategies as st

from potion_widget import Game
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine.components import COLORS, POOL_SIZE, SELECTABLE
from potion_widget.games.potion.engine.legal import can_end_turn
from potion_widget.games.potion.engine.potions import drinkable
from potion_widget.games.potion.engine.table import open_holes


def plain_listing(game: Game) -> list[dict]:
    """Every legal action, listed the plain way: PROTOCOL.md's order (draft picks, usual picks,
    helps, placements by colour, burner and hole, moves to and from the pool in colour order,
    drinks in order of completion, the end of the turn)."""
    s = game.state
    heights = [min(len(track), SELECTABLE) for track in s["dispenser"]]
    taking = [(t, p) for t, height in enumerate(heights) for p in range(height)]
    if s["phase"] == "draft":
        return [{"type": "draft", "tile": t} for t in s["draft"]["revealed"]]
    if s["phase"] == "tiebreak":
        return [{"type": "pick", "track": t, "pos": p} for t, p in taking]
    if s["phase"] != "play":
        return []
    result = []
    if not s["turn"]["picked"]:
        result += [{"type": "pick", "track": t, "pos": p} for t, p in taking]
    if not s["turn"]["helped"]:
        result += [{"type": "help", "track": t, "pos": p} for t, p in taking]
    player = s["players"][s["current"]]
    hand, pool = player["hand"], player["pool"]
    holes = open_holes(game, player) if hand else []
    open_colors = {color for color, _, _ in holes}
    fitting = [c for c in COLORS if c in hand and c in open_colors]
    for color in fitting:
        result += [{"type": "place", "color": color, "burner": b, "hole": h}
                   for c, b, h in holes if c == color]
    if hand and len(pool) < POOL_SIZE:
        result += [{"type": "to_pool", "color": c} for c in COLORS
                   if c in hand and c not in open_colors]
    result += [{"type": "from_pool", "color": c} for c in COLORS if c in pool]
    drinks = []
    for entry in player["completed"]:
        if not entry["drunk"] and entry["tile"] not in drinks and drinkable(game, entry):
            drinks.append(entry["tile"])
    result += [{"type": "drink", "potion": tile} for tile in drinks]
    if can_end_turn(game, must_place=bool(fitting)):
        result.append({"type": "end_turn"})
    return result


@settings(max_examples=12, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4),
       market=st.sampled_from(["stacks", "market"]), remove=st.sampled_from([None, "beginner"]))
def test_quick_paths_agree_with_plain_ones_along_random_games(seed, players, market, remove):
    """At every step of a random game: the listing equals the plain one (T1-T4, I2-I4, P1,
    P11, E0); a clone's state equals a copy through marshal; and a whole turn played on a clone
    and on a game loaded from the saved state gives equal states (D12 draws, E3 tokens)."""
    game = Game.new(players, seed=seed, market=market, remove=remove, record=False)
    rng = random.Random(seed)
    while game.phase != "over":
        assert game.legal_actions() == plain_listing(game)
        twin = game.clone()
        assert twin.state == marshal.loads(marshal.dumps(game.state))
        if game.phase == "play" and not game.state["turn"]["picked"]:
            loaded = Game.from_state(marshal.loads(marshal.dumps(game.state)), record=False)
            moves = random.Random(rng.random()).getstate()
            for trial in (twin, loaded):
                mover = random.Random()
                mover.setstate(moves)       # the same moves on both
                start = trial.state["turn"]["number"]
                while trial.phase == "play" and trial.state["turn"]["number"] == start:
                    trial.apply(plausible_move(trial, mover))
            assert twin.state == loaded.state
        if game.phase == "play":
            game.apply(plausible_move(game, rng))
        else:
            game.apply(rng.choice(game.legal_actions()))
