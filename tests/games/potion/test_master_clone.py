"""The quick copy of a state that playouts rely on (``Game.clone``, ``Game.to_state``): equal
to the state, and sharing no list or dict with it, in every phase and with either supply of
tiles (S3 stacks, S4 market), so a playout can never change the game it was cloned from."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from potion_widget import Game
from potion_widget.games.potion.bots import plausible_move


def _containers(value, found: list) -> list:
    """Every list and dict inside ``value``, ``value`` included."""
    if isinstance(value, (list, dict)):
        found.append(value)
        for item in (value.values() if isinstance(value, dict) else value):
            _containers(item, found)
    return found


def _played(seed: int, actions: int, market: str, players: int) -> Game:
    game = Game.new(players, seed=seed, market=market, record=False)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.phase == "over":
            break
        if game.phase == "play":
            game.apply(plausible_move(game, rng))
        else:
            game.apply(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), actions=st.integers(0, 400),
       market=st.sampled_from(["stacks", "market"]), players=st.integers(2, 4))
def test_a_clone_equals_its_game_and_shares_nothing_that_changes(seed, actions, market, players):
    game = _played(seed, actions, market, players)
    for copy in (game.clone().state, game.to_state()):
        assert copy == game.state
        theirs = {id(c) for c in _containers(game.state, [])}
        assert not any(id(c) in theirs for c in _containers(copy, []))


def test_a_playout_on_a_clone_leaves_the_game_as_it_was():
    game = _played(8, 30, "stacks", 2)
    before = game.to_state()
    twin = game.clone()
    rng = random.Random(1)
    while twin.phase == "play":
        twin.apply(plausible_move(twin, rng))
    assert game.state == before and twin.state != before


def test_a_state_with_its_own_tiles_is_copied_whole():
    game = _played(5, 0, "stacks", 2)
    state = game.to_state()
    state["tiles"] = {"wisdom-x": {"kind": "wisdom", "recipe": ["red", "blue"], "points": 2,
                                   "starter": False}}
    state["stacks"][0].append("wisdom-x")
    copy = Game.from_state(state).clone().state
    assert copy == state and copy["tiles"] is not state["tiles"]
    assert copy["tiles"]["wisdom-x"]["recipe"] is not state["tiles"]["wisdom-x"]["recipe"]
