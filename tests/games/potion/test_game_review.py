"""A review judges each decision of a saved game against the searching player (issue 25).

The review replays the record; at each pick that begins a turn, each drink, each help and
each end of a turn where a potion could have been drunk, the Master appraises the move played
beside the moves it searches, in the same sampled worlds. What it reads is what the player to
move could see (D2): shuffling what is hidden changes nothing it says.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from potion_widget import Game, RuleError
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.master import MasterBot, sample_world
from potion_widget.games.potion.review import JUDGED, VERDICT_ORDER, VERDICTS, review, verdict

SAMPLES = 2
"""Worlds per decision in these tests: enough to judge, quick to run."""


def _record(seed: int, turns: int, bot=None) -> dict:
    """A record of the first ``turns`` turns of a seeded game played by ``bot`` (the expert)."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    start = game.to_state()
    bot = bot or ExpertBot(seed=seed)
    while game.phase != "over" and game.state["turn"]["number"] <= turns:
        game.apply(bot.choose(game))
    return {"game": "potion", "state": start, "actions": game.history()[1]}


@pytest.fixture(scope="module")
def record() -> dict:
    return _record(seed=6, turns=4)


@pytest.fixture(scope="module")
def judged(record):
    return review(record, samples=SAMPLES)


def test_each_verdict_is_the_first_whose_bound_the_points_lost_stay_under():
    for (name, below), (_, above) in zip(VERDICTS, ((None, 0.0), *VERDICTS[:-1]), strict=True):
        assert verdict(above) == name
        if below != float("inf"):
            assert verdict(below) != name
    assert list(VERDICT_ORDER) == [name for name, _ in VERDICTS]


def test_every_decision_of_the_kinds_judged_is_reviewed_in_the_order_played(record, judged):
    game = Game.from_state(record["state"])
    searched = []
    for index, action in enumerate(record["actions"]):
        if game.phase == "play" and action["type"] in JUDGED and \
                MasterBot(strength=SAMPLES).candidates(game):
            searched.append(index)
        game.apply(action)
    assert [move.index for move in judged.moves] == searched
    assert judged.actions == len(record["actions"])
    assert {move.seat for move in judged.moves} == {0, 1}


def test_a_judgement_is_its_numbers_in_words(record, judged):
    """The verdict follows the points lost; the best move is legal where it was judged; the
    sentence tells the move played in words and, when it was not the best, the better one
    with the points and the worlds behind them."""
    game = Game.from_state(record["state"])
    by_index = {move.index: move for move in judged.moves}
    for index, action in enumerate(record["actions"]):
        move = by_index.get(index)
        if move is not None:
            assert move.played == action
            assert move.lost >= 0 and move.verdict == verdict(move.lost)
            assert move.seat == game.current and move.worlds == SAMPLES
            trial = game.clone()
            trial.apply(move.best)             # the better move was a legal move there
            assert "{" not in move.sentence and "'type'" not in move.sentence
            name = ["Ana", "Ben"][move.seat]
            assert move.sentence.startswith(name)      # nobody is "you" by default
            if move.verdict == "best" or move.best == move.played:
                assert move.sentence.endswith("the best move here.")
            else:
                assert "Better: " in move.sentence and f"over {SAMPLES} ways" in move.sentence
        game.apply(action)


def test_the_table_gives_a_line_per_decision_and_each_players_tally(judged):
    lines = judged.table().splitlines()
    assert len(lines) == len(judged.moves) + 2
    for seat, line in zip((0, 1), lines[-2:], strict=True):
        counts = judged.counts(seat)
        assert sum(counts.values()) == len(judged.of(seat))
        assert line.startswith(["Ana", "Ben"][seat] + ": ")
        for name, count in counts.items():
            assert (f"{name}: {count}" in line) == bool(count)


def test_a_review_speaks_to_the_seats_given_as_you_and_in_the_language_asked(record):
    mine = review(record, samples=SAMPLES, you=[0], language="es")
    assert mine.of(0) and not any(move.sentence.startswith("Ana") for move in mine.of(0))
    assert any(move.sentence.startswith("Tomaste ") for move in mine.of(0))
    assert all(move.sentence.startswith("Ben ") for move in mine.of(1))
    assert not any("Better" in move.sentence or "best move" in move.sentence for move in mine.moves)


def test_the_masters_own_searched_picks_are_judged_best():
    """A game the Master played itself, judged by the same Master: each pick it chose by
    appraising the same moves in the same worlds is the best."""
    master = MasterBot(seed=3, strength=SAMPLES)
    record = _record(seed=3, turns=2, bot=master)
    judged = review(record, master=MasterBot(seed=3, strength=SAMPLES), samples=SAMPLES)
    picks = [move for move in judged.moves if move.played["type"] == "pick"]
    assert picks and all(move.verdict == "best" and move.lost == 0 for move in picks)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), deal=st.integers(0, 10_000))
def test_D2_a_review_reads_nothing_hidden(seed, deal):
    """The first decision of a game, judged in the real game and in one whose hidden marbles
    and stacked potions were dealt afresh (the same visible table): the same judgement."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    bot = ExpertBot(seed=seed)
    while game.phase != "play":
        game.apply(bot.choose(game))
    first = bot.choose(game)
    shuffled = sample_world(game, random.Random(deal)).to_state()
    results = [review({"state": state, "actions": [first]}, samples=SAMPLES).to_dict()["moves"]
               for state in (game.to_state(), shuffled)]
    assert results[0] == results[1]
    assert len(results[0]) == 1


def test_a_refused_action_names_its_place_in_the_record(record):
    broken = {**record, "actions": [*record["actions"][:5], {"type": "pick", "track": 9, "pos": 0}]}
    with pytest.raises(RuleError) as refused:
        review(broken, samples=SAMPLES)
    assert refused.value.index == 5


def test_a_record_of_another_game_is_refused_in_words():
    with pytest.raises(ValueError, match="Potion Explosion's games"):
        review({"game": "sugar", "state": {}, "actions": []})


def _command(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "potion_widget", "review", *arguments],
                          capture_output=True, text=True, timeout=600)


def test_the_command_line_prints_the_review_or_says_why_not(record, judged, tmp_path):
    saved = tmp_path / "game.json"
    saved.write_text(json.dumps(record))
    run = _command(str(saved), "--samples", str(SAMPLES))
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == judged.table()
    data = json.loads(_command(str(saved), "--samples", str(SAMPLES), "--json").stdout)
    assert data == json.loads(json.dumps(judged.to_dict()))

    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({**record, "actions": [{"type": "pick", "track": 9, "pos": 0}]}))
    before = broken.read_bytes()
    refused = _command(str(broken))
    assert refused.returncode == 2 and refused.stdout.startswith("Action 0 of the record is refused")
    assert broken.read_bytes() == before

    other = tmp_path / "sugar.json"
    other.write_text(json.dumps({"game": "sugar", "state": {}, "actions": []}))
    wrong = _command(str(other))
    assert wrong.returncode == 1 and "another game's" in json.loads(wrong.stdout)["error"]
