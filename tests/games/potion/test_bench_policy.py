"""The benchmark is honest: its simulation policy plays exactly the games its public-API policy
plays (same seed, same choices), so the two figures of ``make bench`` measure the same work."""

import importlib.util
import random
from pathlib import Path

import pytest

from potion_widget.games.potion.engine import Game

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "bench.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("bench", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = load_bench()


def finished(players: int, seed: int, record: bool, market: str) -> Game:
    game = Game.new(players, seed=seed, record=record, market=market)
    rng = random.Random(seed)
    turn = bench.play_turn if record else bench.play_turn_direct
    while game.phase == "draft":
        game.apply(rng.choice(game.legal_actions()))
    while game.phase == "play":
        turn(game, rng)
    return game


@pytest.mark.parametrize("players,seed,market", [(2, 0, "stacks"), (3, 1, "market"),
                                                 (4, 2, "stacks")])
def test_simulation_and_public_api_policies_play_the_same_game(players, seed, market):
    """D12: same seed and same choices give the same game, with or without history."""
    api = finished(players, seed, True, market)
    simulated = finished(players, seed, False, market)
    assert api.phase in ("over", "tiebreak")
    assert simulated.to_state() == api.to_state()


def test_a_game_stalled_under_the_policy_is_left_out_not_played_forever():
    # Seed 554 with 4 players: the policy never takes a marble back from its pool, and soon
    # every marble of the colours still needed lies in pools and half-filled potions.
    assert bench.play_game(4, 554, record=False) is None
    game = Game.new(4, seed=554, record=False)
    rng = random.Random(554)
    while game.phase == "draft":
        game.apply(bench._choice(game.legal_actions(), rng))
    potions = []
    for _ in range(bench.STALLED_AFTER * 4):
        bench.play_turn_direct(game, rng)
        potions.append(sum(len(p["completed"]) for p in game.state["players"]))
    assert game.phase == "play"
    assert potions[-1] == potions[len(potions) // 2]     # nobody completed one for 800 turns
    assert bench.play_game(2, 3, record=False) > 0       # an ordinary game still counts
