"""Puzzles that ask a drink, the little help or the end of the turn, the shipped puzzle file,
and a session that answers every kind of puzzle (issue 25 item 4).

The shipped puzzles' accepted answers are re-checked with the engine itself: every accepted
answer and the best other choices are played in fresh deals of what the lid and the stacks
hide (D2, S3), and measured on the real outcome (a pick still to come is measured by the
engine's own preview of it, in that deal). The same puzzle is found whatever the hidden
marbles and stacks."""

from __future__ import annotations

import copy
import random
import statistics
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from potion_widget import Game, RuleError
from potion_widget.games.potion.analysis import _completions, _fit, _open_needs
from potion_widget.games.potion.engine.components import HELP_POINTS
from potion_widget.games.potion.master import sample_world
from potion_widget.games.potion.puzzle_kinds import (
    ASKS, FIT_WEIGHT, MARGINS, canonical, choice_worths, head_start, judge_decision)
from potion_widget.games.potion.puzzle_session import ASK_RULES, PuzzleSession
from potion_widget.games.potion.puzzles import FORMAT, FORMATS, THEMES, _missed_by, load_puzzles, mine, read_puzzles
from potion_widget.i18n.messages import LANGUAGES

DEALS = 40
"""Fresh deals of the hidden marbles and stacks per choice in the engine's re-check."""

NEW = ("drink", "help", "end_turn")


@pytest.fixture(scope="module")
def shipped() -> dict:
    return load_puzzles()


def _of(shipped: dict, ask: str) -> list[dict]:
    return [p for p in shipped["puzzles"] if p["ask"] == ask]


# ----- the engine's re-check ------------------------------------------------------------------
def _settled(before: dict, after: Game, seat: int, taken: Counter) -> float:
    """The desk a decision leaves in one deal, measured on the engine's real state: points
    completed since ``before`` (the player's state then), the points the marbles held (and
    ``taken`` by a pick still to come) complete, the fit's weight, the help's cost (F1)."""
    player = after.state["players"][seat]
    done = sum(after.tile(e["tile"]).points for e in player["completed"][len(before["completed"]):])
    done += HELP_POINTS * (player["helps"] - before["helps"])
    needs = _open_needs(after, player)
    held = Counter(player["hand"]) + Counter(player["pool"]) + taken
    return done + _completions(needs, held)[1] + FIT_WEIGHT * _fit(needs, held)


def _in_deal(deal: Game, action: dict) -> dict:
    """``action`` played by the engine in one deal: its worth per usual pick still to come
    (the engine's own preview of each pick in this deal), or under ``None`` when the pick is
    made; an end of turn's head start on the real burners and pool after it."""
    seat = deal.current
    before = copy.deepcopy(deal.state["players"][seat])
    trial = deal.clone()
    if action["type"] != "no_help":
        trial.apply(action)
    player = trial.state["players"][seat]
    if action["type"] == "end_turn":
        burners = [(b["tile"], b["filled"]) for b in player["burners"] if b is not None]
        return {None: head_start(trial, burners, player["pool"])}
    if trial.state["turn"]["picked"]:
        return {None: _settled(before, trial, seat, Counter())}
    return {(p["track"], p["pos"]): _settled(before, trial, seat, Counter(p["colors"]))
            for p in trial.pick_previews()}


def _engine_value(game: Game, action: dict, deals: list[Game]) -> float:
    """The mean over the deals of ``action``'s worth, then the best pick still to come."""
    rows = [_in_deal(deal, action) for deal in deals]
    return max(statistics.fmean(row[key] for row in rows) for key in rows[0])


def _others(game: Game, ask: str, accepted: set[str]) -> list[dict]:
    """The choices to re-check beside the accepted: every other usual pick; of the other
    decisions the three best others by the miner's ranking, and not asking for help."""
    if ask == "pick":
        return [a for a in game.legal_actions() if a["type"] == "pick" and canonical(a) not in accepted]
    ranked = choice_worths(game, ask)
    others = [a for a, _ in ranked if canonical(a) not in accepted][:3]
    return others + [a for a, _ in ranked if a["type"] == "no_help" and a not in others]


@pytest.mark.parametrize("ask", ASKS)
def test_the_engine_rechecks_every_shipped_accepted_set_in_fresh_deals(shipped, ask):
    """Each shipped puzzle of ``ask``: every accepted answer and the other choices (every
    other pick; else the three best others and not asking for help) played by the engine in
    fresh deals of what is hidden: the
    accepted within the margin of the best, the others the gap below (less what the sampling
    can miss: nothing when nothing hidden counts)."""
    for puzzle in _of(shipped, ask):
        game = Game.from_state(puzzle["state"])
        rng = random.Random(puzzle["id"])
        deals = [sample_world(game, rng) for _ in range(DEALS)]
        accepted = {canonical(a) for a in puzzle["accepted"]}
        others = _others(game, ask, accepted)
        best = _engine_value(game, puzzle["best"], deals)
        margin = MARGINS[ask]
        tolerance = 0.0 if game.state["turn"]["picked"] and ask != "end_turn" else 0.6
        assert abs(best - puzzle["values"]["best"]) <= tolerance + 1e-3, puzzle["id"]
        for action in puzzle["accepted"]:
            assert _engine_value(game, action, deals) >= best - margin["accept"] - tolerance - 1e-9, puzzle["id"]
        for action in others:
            assert _engine_value(game, action, deals) <= best - margin["gap"] + tolerance + 1e-9, \
                (puzzle["id"], action)


# ----- the shipped file -----------------------------------------------------------------------
def test_the_shipped_file_holds_every_theme_and_a_spread_of_difficulty(shipped):
    assert shipped["format"] == FORMAT and 30 <= len(shipped["puzzles"]) <= 40
    themes = Counter(p["theme"] for p in shipped["puzzles"])
    assert set(themes) <= set(THEMES)
    for theme in ("completes", "chain", "effect", "help", "end"):
        assert themes[theme] >= 3, theme
    for ask in ASKS:
        assert len(_of(shipped, ask)) >= 3, ask
    assert len({p["difficulty"] for p in shipped["puzzles"]}) >= 2
    assert len({p["id"] for p in shipped["puzzles"]}) == len(shipped["puzzles"])


def test_every_shipped_puzzle_is_a_legal_position_whose_answers_the_engine_accepts(shipped):
    for puzzle in shipped["puzzles"]:
        game = Game.from_state(puzzle["state"])
        assert game.current == puzzle["player"] and game.phase == "play"
        assert canonical(puzzle["best"]) in {canonical(a) for a in puzzle["accepted"]}
        for action in puzzle["accepted"]:
            assert action["type"] == puzzle["ask"]
            game.clone().apply(action)
        assert puzzle["rules"] and puzzle["difficulty"] in (0, 1, 2)


def test_the_rules_of_each_kind_name_its_decision(shipped):
    first = {"drink": "P1", "help": "T3", "end_turn": "E1"}
    for ask in NEW:
        for puzzle in _of(shipped, ask):
            assert puzzle["rules"][0] == first[ask], puzzle["id"]
            assert puzzle["theme"] == {"drink": "effect", "help": "help", "end_turn": "end"}[ask]
    for puzzle in _of(shipped, "help"):
        assert "F1" in puzzle["rules"]           # the help's cost


def test_a_file_of_the_first_format_is_read_as_picks(shipped):
    picks = _of(shipped, "pick")
    old = {"format": FORMATS[0], "seed": 1, "accept": 0.25, "gap": 2.0,
           "puzzles": [{k: v for k, v in p.items() if k != "ask"} for p in picks]}
    read = read_puzzles(old)
    assert [p["ask"] for p in read["puzzles"]] == ["pick"] * len(picks)
    session = PuzzleSession(old)
    assert session.answer(picks[0]["best"])["right"]


# ----- hidden information (D2) -------------------------------------------------------------------
@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(deal=st.integers(0, 10_000), which=st.integers(0, 100), ask=st.sampled_from(NEW))
def test_D2_a_new_kind_of_puzzle_is_found_whatever_the_lid_and_stacks_hide(shipped, deal, which, ask):
    puzzles = _of(shipped, ask)
    puzzle = puzzles[which % len(puzzles)]
    game = Game.from_state(puzzle["state"])
    shuffled = sample_world(game, random.Random(deal))
    again = judge_decision(shuffled, ask)
    assert again is not None
    assert _missed_by(shuffled, puzzle, shipped["seed"]) == puzzle["difficulty"]
    assert [canonical(a) for a in again["accepted"]] == [canonical(a) for a in puzzle["accepted"]]
    assert again["values"] == puzzle["values"] and again["best"] == puzzle["best"]


# ----- the session ----------------------------------------------------------------------------------
def _session_at(shipped: dict, ask: str, language: str | None = None) -> PuzzleSession:
    session = PuzzleSession(shipped, language=language)
    session.index = next(i for i, p in enumerate(shipped["puzzles"]) if p["ask"] == ask)
    return session


def _state(session: PuzzleSession) -> tuple:
    return (session.index, session.rating, session.streak, session.answered, session.solved)


@pytest.mark.parametrize("ask", NEW)
def test_a_session_judges_each_kind_and_explains_it(shipped, ask):
    session = _session_at(shipped, ask)
    puzzle = session.puzzle
    right = session.answer(puzzle["best"])
    assert right["right"] and right["streak"] == 1 and right["change"] > 0
    assert right["explanation"].startswith("Right! ")
    session.index -= 1
    game = session.game()
    accepted = {canonical(a) for a in puzzle["accepted"]}
    wrong_action = next(a for a, _ in choice_worths(game, ask)
                        if a["type"] == ask and canonical(a) not in accepted)
    wrong = session.answer(wrong_action)
    assert not wrong["right"] and wrong["streak"] == 0 and wrong["change"] < 0
    assert wrong["explanation"].startswith("Not the best: your choice (")


@pytest.mark.parametrize("ask", ASKS)
def test_an_answer_of_another_kind_is_refused_naming_the_rule_and_the_ask(shipped, ask):
    session = _session_at(shipped, ask)
    before = _state(session)
    game = session.game()
    other = next(a for a in game.legal_actions() if a["type"] != ask)
    with pytest.raises(RuleError) as refused:
        session.answer(other)
    assert refused.value.rule == ASK_RULES[ask]
    assert "This puzzle asks" in str(refused.value)
    malformed = {"pick": {"type": "pick", "track": "0", "pos": 0},
                 "help": {"type": "help", "track": 0, "pos": "0"},
                 "drink": {"type": "drink", "potion": 3},
                 "end_turn": {"type": "end_turn", "draw": "0"}}[ask]
    with pytest.raises(RuleError) as refused:
        session.answer(malformed)                          # not well formed
    assert refused.value.rule == "format" and "This puzzle asks" in str(refused.value)
    assert _state(session) == before


def test_an_answer_the_engine_refuses_names_the_engines_rule_and_the_ask(shipped):
    session = _session_at(shipped, "help")
    before = _state(session)
    with pytest.raises(RuleError) as refused:
        session.answer({"type": "help", "track": 0, "pos": 8})   # the ninth marble (D2)
    assert refused.value.rule == "D2" and "which marble to take with the little help" in str(refused.value)
    assert _state(session) == before


def test_an_end_of_turn_answered_without_what_is_forced_is_judged(shipped):
    for puzzle in _of(shipped, "end_turn"):
        game = Game.from_state(puzzle["state"])
        options = game.legal_choices({"type": "end_turn"})
        if len({canonical(o["keep"]) for o in options}) == 1:
            session = PuzzleSession(shipped)
            session.index = shipped["puzzles"].index(puzzle)
            assert session.answer({"type": "end_turn", "draw": puzzle["best"]["draw"]})["right"]
            return
    pytest.skip("no shipped end of turn where the pool takes every marble")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_puzzle_says_what_it_asks_in_the_learners_language(shipped, language):
    for ask in ASKS:
        session = _session_at(shipped, ask, language)
        text = session.ask
        assert text and "{" not in text and "puzzle." not in text
        if ask == "drink":
            game = session.game()
            names = {a["potion"] for a in game.legal_actions() if a["type"] == "drink"}
            assert len(names) >= 1
        result = session.answer(session.puzzle["best"])
        assert result["right"] and "{" not in result["explanation"]


def test_mining_the_new_kinds_is_the_same_for_the_same_seed():
    first = mine(count=2, seed=5, strength=1, max_games=1, asks=("help", "end_turn"))
    assert first["puzzles"] and first == mine(count=2, seed=5, strength=1, max_games=1, asks=("help", "end_turn"))
    assert {p["ask"] for p in first["puzzles"]} <= {"help", "end_turn"}


def test_two_ways_of_writing_one_choice_are_one_answer():
    one = {"type": "drink", "potion": "abyssal-1", "choice": {"tracks": [2, 0]}}
    assert canonical(one) == canonical({"type": "drink", "potion": "abyssal-1", "choice": {"tracks": [0, 2]}})
    assert canonical(one) != canonical({"type": "drink", "potion": "abyssal-1", "choice": {"tracks": [0, 3]}})
    keep = {"type": "end_turn", "keep": ["red", "blue"], "draw": [3, 1]}
    assert canonical(keep) == canonical({"type": "end_turn", "draw": [1, 3], "keep": ["blue", "red"]})
