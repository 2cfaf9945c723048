"""ExpertBot: legal, reproducible, fair (never reads under the lid), and stronger than greedy.

The full measure (200 games, seats alternated) is ``scripts/bench_expert.py``; the games here
are few and quick.
"""

from __future__ import annotations

import random

import pytest

from potion_widget import Game
from potion_widget.games.potion.bots import GreedyBot
from potion_widget.games.potion.expert import ExpertBot, desk_value

from positions import shuffle_hidden


def _is_legal(game: Game, action: dict) -> bool:
    if action["type"] in ("drink", "end_turn"):
        base = {"type": action["type"]} if action["type"] == "end_turn" else {
            "type": "drink", "potion": action["potion"]}
        if base not in game.legal_actions():
            return False
        if action["type"] == "drink":
            return action["choice"] in game.legal_choices(base)
        option = {k: v for k, v in action.items() if k != "type"}
        return option in game.legal_choices(base)
    return action in game.legal_actions()


def _play(seed: int, expert_seat: int, *, check: bool = False) -> tuple[Game, list[dict]]:
    game = Game.new(2, seed=seed, record=False)
    bots = [GreedyBot(seed=seed), GreedyBot(seed=seed)]
    bots[expert_seat] = ExpertBot(seed=seed)
    actions = []
    for _ in range(3000):
        if game.phase == "over":
            return game, actions
        action = bots[game.current].choose(game)
        if check and game.current == expert_seat:
            assert _is_legal(game, action), action
        actions.append(action)
        game.apply(action)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [11, 12])
def test_the_expert_plays_only_legal_actions(seed):
    game, _ = _play(seed, seed % 2, check=True)
    assert game.phase == "over"


def test_the_expert_is_reproducible_by_seed():
    game = Game.new(2, seed=21, record=False)
    twin = game.clone()
    first, second = ExpertBot(seed=3), ExpertBot(seed=3)
    for _ in range(120):
        if game.phase == "over":
            break
        a, b = first.choose(game), second.choose(twin)
        assert a == b
        game.apply(a)
        twin.apply(b)
    assert game.to_state() == twin.to_state()




@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_expert_never_reads_the_hidden_marbles(seed):
    """At every pick of a game, a copy whose hidden marbles lie in another order gets the same
    choice, though the pick's real outcome differs in some of them."""
    game = Game.new(2, seed=seed, record=False)
    bot, greedy, rng = ExpertBot(seed=seed), GreedyBot(seed=seed), random.Random(seed)
    compared = differing = 0
    while game.phase != "over" and compared < 12:
        if game.phase == "play" and not game.state["turn"]["picked"]:
            twin = shuffle_hidden(game, rng)
            if twin.to_state()["dispenser"] != game.state["dispenser"]:
                choice = bot.choose(game)
                assert bot.choose(twin) == choice
                compared += 1
                real = {(p["track"], p["pos"]): p["count"] for p in game.pick_previews()}
                other = {(p["track"], p["pos"]): p["count"] for p in twin.pick_previews()}
                differing += real != other
        game.apply((bot if game.current == 0 else greedy).choose(game))
    assert compared >= 5 and differing >= 1


def test_desk_value_grows_with_useful_marbles():
    game = Game.new(2, seed=4, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    seat = game.current
    burner = next(b for b in game.player["burners"] if b)
    colour = game.tile(burner["tile"]).recipe[0]
    assert desk_value(game, seat, {colour: 1}) > desk_value(game, seat)


def test_the_expert_beats_greedy_in_quick_games():
    """10 games, seats alternated. The benchmark measured the expert winning well over 90%
    of 200 games, so 6 or more wins of 10 fails by chance far less than once in a thousand."""
    wins = 0
    for i in range(10):
        game, _ = _play(1000 + i, i % 2)
        wins += game.winners() == [i % 2]
    assert wins >= 6
