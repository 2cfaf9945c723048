"""MasterBot: legal, reproducible, fair (its choice never depends on anything hidden: D2, S3),
and a sampled world keeps everything the player can see.

Its strength against the expert is a benchmark, not a test: ``scripts/bench_master.py``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from potion_widget import Game
from potion_widget.games.potion.analysis import unseen_marbles
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine.components import VISIBLE
from potion_widget.games.potion.master import MasterBot, every_move, sample_world

from positions import shuffle_lids
from test_expert import _is_legal

QUICK = {"strength": 2, "width": 3}
"""A weak, quick Master: the tests check its promises, not its strength."""


def _position(seed: int, turns: int) -> Game:
    """A play-phase position after the draft and ``turns`` seeded plausible actions."""
    game = Game.new(2, seed=seed, record=False)
    rng = random.Random(seed)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    for _ in range(turns):
        if game.phase != "play":
            break
        game.apply(plausible_move(game, rng))
    return game


def _hide_differently(game: Game, rng: random.Random) -> Game:
    """The same game as a player sees it, with everything hidden in another order: the marbles
    under the lids across the tracks (D2), the tiles under the stacks' tops (S3), and another
    seed for the dispenser's future (D11)."""
    state = game.to_state()
    shuffle_lids(state, rng)
    under = [t for stack in state["stacks"] for t in stack[:-1]]
    rng.shuffle(under)
    for stack in state["stacks"]:
        n = max(0, len(stack) - 1)
        stack[:n] = under[:n]
        del under[:n]
    state["rng"] = {"seed": rng.randrange(1, 10**6), "draws": rng.randrange(100)}
    return Game.from_state(state, record=False)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 60), shuffle=st.integers(0, 10**6))
@example(seed=3575, turns=59, shuffle=0)
def test_the_master_never_reads_what_is_hidden(seed, turns, shuffle):
    """D2, S3: shuffling the hidden marbles and the tiles under the stacks' tops, and changing
    the game's own generator, never changes the Master's choice. (The example: an end of turn
    that draws two tiles from one stack, once judged in the real game, read the second.)"""
    game = _position(seed, turns)
    if game.phase != "play":
        return
    twin = _hide_differently(game, random.Random(shuffle))
    assert MasterBot(seed=7, **QUICK).choose(twin) == MasterBot(seed=7, **QUICK).choose(game)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 60), shuffle=st.integers(0, 10**6))
def test_the_appraisal_never_depends_on_what_is_hidden(seed, turns, shuffle):
    """D2, S3: what a review reads (each searched move's value and spread) is the same in
    every game that looks the same."""
    game = _position(seed, turns)
    if game.phase != "play":
        return
    twin = _hide_differently(game, random.Random(shuffle))
    bot = MasterBot(seed=3, **QUICK)
    moves = bot.candidates(game) or every_move(game)[:3]
    assert bot.candidates(twin) == bot.candidates(game)
    assert bot.appraise(twin, actions=moves) == bot.appraise(game, actions=moves)


@pytest.mark.parametrize("seed", [3, 4])
def test_the_master_plays_a_whole_game_of_legal_actions(seed):
    game = Game.new(2, seed=seed, record=False)
    bots = [MasterBot(seed=seed, **QUICK), MasterBot(seed=seed + 1, **QUICK)]
    for _ in range(3000):
        if game.phase == "over":
            break
        action = bots[game.current].choose(game)
        assert _is_legal(game, action), action
        game.apply(action)
    assert game.phase == "over"
    assert sum(bot.playouts for bot in bots) > 0


def test_the_master_is_reproducible_by_seed():
    game = _position(9, 20)
    choices = {str(MasterBot(seed=5, **QUICK).choose(game.clone())) for _ in range(2)}
    assert len(choices) == 1


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), turns=st.integers(0, 60), world=st.integers(0, 10**6))
def test_a_sampled_world_keeps_what_is_seen(seed, turns, world):
    """D2, S3: a world changes only hidden things: the visible marbles, every desk, the
    stacks' tops and sizes stay; the hidden marbles are the same multiset."""
    game = _position(seed, turns)
    sample = sample_world(game, random.Random(world))
    real, seen = game.state, sample.state
    for a, b in zip(real["dispenser"], seen["dispenser"], strict=True):
        assert a[:VISIBLE] == b[:VISIBLE] and len(a) == len(b)
    assert unseen_marbles(sample) == unseen_marbles(game)
    assert seen["players"] == real["players"] and seen["turn"] == real["turn"]
    assert [s[-1:] for s in seen["stacks"]] == [s[-1:] for s in real["stacks"]]
    assert Counter(t for s in seen["stacks"] for t in s) == \
        Counter(t for s in real["stacks"] for t in s)
    assert sample.legal_actions() == game.legal_actions()


def test_appraise_ranks_every_legal_move_with_its_sample_size():
    """What a review asks: every legal move in full, each over the same number of worlds,
    best first; the Master's own choice is the best of its candidates."""
    game = _position(12, 10)
    while game.state["turn"]["picked"] or game.phase != "play":
        game.apply(plausible_move(game, random.Random(1)))
    bot = MasterBot(seed=2, strength=2, width=4)
    rows = bot.appraise(game)
    assert [r.action for r in rows if r.action["type"] == "pick"] and \
        sorted(map(str, (r.action for r in rows))) == sorted(map(str, every_move(game)))
    assert all(r.worlds == 2 and r.spread >= 0 for r in rows)
    assert [r.value for r in rows] == sorted((r.value for r in rows), reverse=True)
    best = bot.choose(game)
    assert best["type"] == "pick"
    searched = bot.appraise(game, actions=bot.candidates(game))
    assert best == searched[0].action


def test_appraise_takes_a_sample_size():
    game = _position(13, 0)
    moves = every_move(game)[:2]
    rows = MasterBot(seed=1).appraise(game, samples=3, actions=moves)
    assert [r.worlds for r in rows] == [3, 3]


def test_a_strength_below_one_is_refused():
    with pytest.raises(ValueError, match="at least 1"):
        MasterBot(strength=0)
    with pytest.raises(ValueError, match="reply is one of"):
        MasterBot(reply="never")


def test_candidates_are_empty_where_the_master_does_not_search():
    game = Game.new(2, seed=3, record=False)
    bot = MasterBot(seed=1, **QUICK)
    assert game.phase == "draft" and bot.candidates(game) == []
    game = _position(3, 0)
    picks = bot.candidates(game)
    assert picks and all(a["type"] == "pick" for a in picks) and len(picks) <= QUICK["width"]
