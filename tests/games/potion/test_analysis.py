"""Honest previews (D2) and the ranking of picks (potion_widget.games.potion.analysis).

Every expectation is computed from the engine: the real outcome of a pick comes from
``Game.pick_previews`` or from applying the pick, the possible arrangements of the hidden
marbles are enumerated or shuffled here and handed to ``Game.from_state``.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget import Game
from potion_widget.games.potion import analysis
from potion_widget.games.potion.analysis import honest_preview, honest_previews, unseen_marbles
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.heatmap import heat_cells
from potion_widget.games.potion.hints import hint
from potion_widget.games.potion.analysis import hover_previews
from potion_widget.games.potion.odds import odds_words, percent
from potion_widget.games.potion.engine.components import VISIBLE

from positions import shuffle_hidden


def _position(seed: int, moves: int) -> Game:
    """A game after the draft and ``moves`` plausible actions, stopped where a pick is due."""
    game = Game.new(2, seed=seed, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    rng = random.Random(seed)
    for _ in range(moves):
        if game.phase != "play":
            break
        game.apply(plausible_move(game, rng))
    for _ in range(200):                       # go on to the next moment a pick is allowed
        if game.phase != "play" or not game.state["turn"]["picked"]:
            break
        game.apply(plausible_move(game, rng))
    return game




def _hidden(game: Game) -> list:
    return [column[VISIBLE:] for column in game.state["dispenser"]]


@settings(max_examples=25, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60), shuffle=st.integers(0, 10**6),
       sampled=st.booleans())
def test_honest_preview_ignores_the_order_under_the_lids(seed, moves, shuffle, sampled):
    game = _position(seed, moves)
    if game.phase != "play":
        return
    twin = shuffle_hidden(game, random.Random(shuffle))
    budget = 1 if sampled else analysis._EXACT_BUDGET      # force the sampled path, or not
    with mock.patch.object(analysis, "_EXACT_BUDGET", budget):
        mine, theirs = honest_previews(game, samples=50), honest_previews(twin, samples=50)
    assert mine == theirs
    assert [len(c) for c in _hidden(game)] == [len(c) for c in _hidden(twin)]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_all_seeing_is_the_engine_outcome_and_honest_covers_it(seed):
    checked = 0
    for moves in (0, 15, 40):
        game = _position(seed, moves)
        real = {(p["track"], p["pos"]): p for p in game.pick_previews()}
        honest = honest_previews(game)
        seeing = honest_previews(game, all_seeing=True)
        assert len(honest) == len(seeing) == len(real)
        for h, s in zip(honest, seeing, strict=True):
            r = real[(s["track"], s["pos"])]
            assert s["certain"] == r["count"] and s["distribution"] == {r["count"]: 1.0}
            assert s["outcomes"] == [(r["colors"], 1.0)] or (
                len(s["outcomes"]) == 1 and s["outcomes"][0][0] == r["colors"])
            assert r["count"] in h["distribution"]          # the truth is a possible outcome
            assert h["certain"] <= min(h["distribution"]) <= r["count"]
            assert abs(sum(h["distribution"].values()) - 1) < 1e-9
            checked += 1
    assert checked > 0


def _play_state(seed: int = 1) -> dict:
    game = Game.new(2, seed=seed, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    return game.to_state()


def test_exact_distribution_matches_every_arrangement():
    """A small position whose chain reaches under the lid: the honest distribution equals the
    engine's outcome tallied over every arrangement of the hidden marbles."""
    state = _play_state()
    visible0 = ["yellow", "black", "red"] + ["black"] * 6
    tracks = [visible0, ["blue", "red", "yellow", "blue", "red", "yellow", "blue", "red", "red"],
              ["blue"], [], ["red", "red"]]
    hidden = ["black", "yellow", "yellow", "blue"]
    counts = [3, 1, 0, 0, 0]
    tally: Counter = Counter()
    arrangements = sorted(set(permutations(hidden)))
    preview = None
    for arrangement in arrangements:
        s = dict(state, dispenser=[list(t) for t in tracks])
        rest = list(arrangement)
        for column, n in zip(s["dispenser"], counts, strict=True):
            column.extend(rest[:n])
            del rest[:n]
        game = Game.from_state(s)
        assert unseen_marbles(game) == Counter(hidden)
        real = {(p["track"], p["pos"]): p["count"] for p in game.pick_previews()}
        tally[real[(0, 2)]] += 1
        this = honest_preview(game, 0, 2)
        assert preview is None or this == preview
        preview = this
    expected = {n: k / len(arrangements) for n, k in tally.items()}
    assert preview["exact"] and preview["samples"] is None
    assert preview["distribution"].keys() == expected.keys()
    for n, p in expected.items():
        assert preview["distribution"][n] == pytest.approx(p)
    assert preview["certain"] == 1 + 7          # red, then the visible blacks for sure
    assert len(expected) > 1 and preview["p_more"] > 0


def test_sampling_is_seeded_and_stated():
    state = _play_state()
    state["dispenser"] = [["yellow", "black", "red"] + ["black"] * 6 + ["black", "yellow"] * 3,
                          ["blue"] * 2, ["red"] * 3, ["yellow", "blue"], []]
    game = Game.from_state(state)
    with mock.patch.object(analysis, "_EXACT_BUDGET", 1):
        a = honest_preview(game, 0, 2, samples=120, seed=4)
        b = honest_preview(game, 0, 2, samples=120, seed=4)
    assert a == b and not a["exact"] and a["samples"] == 120
    assert abs(sum(a["distribution"].values()) - 1) < 1e-9
    exact = honest_preview(game, 0, 2)
    assert exact["exact"]
    assert abs(a["mean"] - exact["mean"]) < 1.0      # a sample of 120 lies near the truth


@pytest.mark.parametrize("measure", ["marbles", "fit", "completes", "points"])
def test_analysis_ranks_every_pick(measure):
    game = _position(3, 20)
    rows = analysis.analysis(game, measure)
    picks = [a for a in game.legal_actions() if a["type"] == "pick"]
    assert sorted((r["track"], r["pos"]) for r in rows) == sorted(
        (a["track"], a["pos"]) for a in picks)
    values = [r["value"] for r in rows]
    assert values == sorted(values, reverse=True)
    assert [r["rank"] for r in rows] == list(range(1, len(rows) + 1))
    assert rows == analysis.analysis(game, measure)            # deterministic
    assert all(r["words"].startswith("take ") or r["words"] for r in rows)
    with pytest.raises(ValueError):
        analysis.analysis(game, "luck")


def test_all_seeing_analysis_matches_playing_the_pick():
    game = _position(5, 10)
    assert not game.player["hand"]
    by_marbles = {(r["track"], r["pos"]): r["value"]
                  for r in analysis.analysis(game, "marbles", honest=False)}
    by_fit = {(r["track"], r["pos"]): r["value"]
              for r in analysis.analysis(game, "fit", honest=False)}
    for action in (a for a in game.legal_actions() if a["type"] == "pick"):
        trial = game.clone()
        trial.apply(action)
        key = (action["track"], action["pos"])
        assert by_marbles[key] == len(trial.player["hand"])
        placed = 0
        while places := [a for a in trial.legal_actions() if a["type"] == "place"]:
            trial.apply(places[0])
            placed += 1
        assert by_fit[key] == placed


# ----- the hover previews a board shows (potion_widget.games.potion.odds) -----------------------------------
@settings(max_examples=25, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60), shuffle=st.integers(0, 10**6))
def test_honest_hover_previews_never_change_when_only_the_hidden_marbles_move(seed, moves,
                                                                               shuffle):
    """D2: what a hover, the heat map and a hint tell the player (numbers and sentences) use
    only what they see."""
    game = _position(seed, moves)
    twin = shuffle_hidden(game, random.Random(shuffle))
    assert hover_previews(game) == hover_previews(twin)
    words = [(p["key"], p["params"]) for p in hover_previews(game)]
    assert words == [(p["key"], p["params"]) for p in hover_previews(twin)]
    # the heat map and the expert's hint read the same honest previews
    assert heat_cells(game, "fit") == heat_cells(twin, "fit")
    if game.phase == "play":
        assert hint(game) == hint(twin)


@pytest.mark.parametrize("seed", [0, 4])
def test_all_seeing_hover_previews_are_the_engines_real_outcome(seed):
    """The teacher's all-seeing preview tells exactly what the pick then does (D5-D9)."""
    checked = 0
    for moves in (0, 10, 30, 50):
        game = _position(seed, moves)
        for entry in hover_previews(game, "all-seeing"):
            trial = game.clone()
            events = trial.apply({"type": "pick", "track": entry["track"], "pos": entry["pos"]})
            taken = Counter(trial.player["hand"]) - Counter(game.player["hand"])
            assert entry["count"] == sum(taken.values()) and entry["colors"] == dict(taken)
            assert entry["steps"] == sum(1 for e in events if e["type"] == "explosion")
            assert entry["key"] == "ui.preview.pick"       # a certainty: no odds
            checked += 1
    assert checked > 0


def test_a_chain_that_reaches_under_the_lid_says_its_odds_in_words():
    state = _play_state()
    # track 0: a red pick makes the blacks collide, and the group of blacks runs under the lid
    state["dispenser"] = [["yellow", "black", "red"] + ["black"] * 6 + ["black", "yellow", "blue"],
                          ["blue"] * 2, ["red"] * 3, ["yellow", "blue"], []]
    game = Game.from_state(state)
    preview = honest_preview(game, 0, 2)
    entry = next(e for e in hover_previews(game) if (e["track"], e["pos"]) == (0, 2))
    assert entry["key"] == "ui.explore.preview.odds" and entry["count"] == preview["certain"]
    assert entry["params"]["percent"] == percent(preview["p_more"]) and 0 < percent(
        preview["p_more"]) < 100
    words = odds_words(preview)
    assert f"takes {preview['certain']} marbles for sure" in words
    assert f"{entry['params']['percent']}% chance of {entry['params']['more']} or more" in words
    with mock.patch.object(analysis, "_EXACT_BUDGET", 1):
        sampled = honest_preview(game, 0, 2, samples=60)
    assert "estimated from 60 arrangements" in odds_words(sampled)


def test_percentages_never_claim_certainty_that_is_not_there():
    assert [percent(p) for p in (0, 0.001, 0.35, 0.996, 1)] == [0, 1, 35, 99, 100]
