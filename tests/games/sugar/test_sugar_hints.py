"""Sugar Blast's hint and ranked swaps (potion_widget.games.sugar: hints, ranking): the hint is
the expert's move in one sentence with why; every blasting swap is ranked by what it surely
keeps for the objective (O1), with the chance of a chain after the refill (R2, R3) counted from
the bag's counts; neither changes when only the bag's order does."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget import sugar_scenarios
from potion_widget.i18n.messages import LANGUAGES, render, speaking
from potion_widget.games.sugar.engine import Game
from potion_widget.games.sugar.engine.bots import RandomBot
from potion_widget.games.sugar.engine.expert import ExpertBot
from potion_widget.games.sugar.hints import hint
from potion_widget.games.sugar.narration import describe_action, kept_phrase, option_label
from potion_widget.games.sugar.ranking import heat_cells, ranked_swaps
from potion_widget.games.sugar.views import blast_options

from sugar_boards import played_position



def _reordered(g: Game, seed: int, draws: int) -> Game:
    """The same position with another generator: the bag's counts kept, its order changed."""
    state = g.to_state()
    state["rng"] = {"seed": seed, "draws": draws}
    return Game.from_state(state)


def test_the_hint_says_the_experts_swap_and_why_in_one_sentence():
    g = sugar_scenarios.load("sugar-line-four")
    before = g.to_state()
    advice = hint(g)
    assert g.to_state() == before                           # the game is not changed
    assert advice["action"] == ExpertBot(seed=0).choose(g)
    move = describe_action(advice["action"], g)
    text = advice["text"]
    assert text.startswith(move[:1].upper() + move[1:] + ": it makes a line of 4 Gumdrops in row 2")
    assert "you keep 1 Gumdrop and 1 Candy Cane, 2 candies your objective still needs" in text
    assert "{" not in text and "None" not in text
    assert [m["cell"] for m in advice["marks"]] == [advice["action"]["a"], advice["action"]["b"]]
    assert "(B3)" not in text                    # one blast after the swap: nothing to choose


def test_a_swap_that_makes_several_blasts_at_once_says_to_choose_its_blast_first_B3():
    g = Game.new(["Ana", "Computer"], 5, objective="three-pairs")
    advice = hint(g)
    g.apply(advice["action"])
    count = len(blast_options(g))
    assert g.state["phase"] == "blast" and count > 1
    assert f"The swap makes {count} blasts at once: choose this one first (B3)." in advice["text"]
    # the sentence's blast is one the board then offers
    named = advice["text"].split(": it makes ")[1].split(" and you keep")[0]
    assert named in [option["label"] for option in blast_options(g)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hint_is_written_in_every_language(language):
    g = sugar_scenarios.load("sugar-line-four")
    text = hint(g, language=language)["text"]
    with speaking(language):
        assert option_label({"kind": "line", "type": "gumdrop", "cells": [(1, c) for c in range(4)],
                             "along": ("row", 1)}) in text
        assert kept_phrase({"gumdrop": 1, "cane": 1}) in text
    assert "{" not in text and "sugar." not in text


def test_a_hint_for_a_game_that_is_over_is_refused():
    g = Game.new(2, seed=4, objective="nine-any")
    while not g.over:
        g.apply(RandomBot(1).choose(g))
    with pytest.raises(ValueError):
        hint(g)
    assert render("sugar.explore.hint.none")


def test_a_winning_swap_is_ranked_first_and_said_to_win_O2():
    g = sugar_scenarios.load("sugar-line-four")
    state = g.to_state()
    state["objective"] = {"total": 2}
    won = Game.from_state(state)
    rows = ranked_swaps(won)
    assert rows[0]["wins"] and rows[0]["chain"] == 0
    assert "wins the game (O2)" in hint(won)["text"]


def test_every_blasting_swap_is_ranked_once_by_what_it_surely_keeps_for_the_objective():
    g = played_position(7, 1, 4)
    rows = ranked_swaps(g)
    swaps = [a for a in g.legal_actions() if a["type"] == "swap"]
    assert sorted(map(str, (r["action"] for r in rows))) == sorted(map(str, swaps))
    assert [r["rank"] for r in rows] == list(range(1, len(rows) + 1))
    keys = [(r["wins"], r["for_objective"], r["value"]) for r in rows]
    assert keys == sorted(keys, key=lambda k: (not k[0], -k[1], -k[2]))
    for row in rows:
        assert 0 <= row["for_objective"] <= sum(row["keeps"].values())
        assert 0 <= row["chain"] <= 1
    text = str(rows)
    assert rows[0]["move"] in text and "200 refills" in text


def test_the_heat_map_marks_each_swapped_cell_by_its_best_swap():
    rows = ranked_swaps(played_position(3, 0, 2))
    cells = heat_cells(rows)
    assert cells and all(0 <= c["level"] <= 1 for c in cells)
    assert len({tuple(c["cell"]) for c in cells}) == len(cells)
    for c in cells:
        best = min(r["rank"] for r in rows if c["cell"] in (r["action"]["a"], r["action"]["b"]))
        assert c["rank"] == best
    assert max(c["level"] for c in cells) in (0.0, 1.0)


def _choice_position() -> Game:
    """The first seeded game whose first swap (in the engine's order) leaves a choice of
    blasts (B3)."""
    for seed in range(200):
        g = Game.new(2, seed=seed, objective="nine-any")
        for action in g.legal_actions():
            trial = g.clone()
            trial.apply(action)
            if trial.phase == "blast":
                return trial
    raise AssertionError("no seeded game leaves a choice of blasts")


def test_a_hint_in_the_blast_phase_names_the_blast_to_choose_and_what_it_keeps_B3():
    g = _choice_position()
    advice = hint(g)
    assert advice["action"]["type"] == "blast"
    assert advice["text"].startswith("Blast the ") and ": you keep " in advice["text"]
    assert advice["marks"] and "{" not in advice["text"]


def test_when_no_swap_blasts_nothing_is_ranked_and_the_hint_is_to_draw_N1():
    g = sugar_scenarios.load("sugar-draw")
    assert g.legal_actions() == [{"type": "draw"}]
    assert ranked_swaps(g) == []
    assert hint(g)["text"] == "Draw a candy: no swap on the board makes a line (N1)."
    g.apply({"type": "draw"})
    placed = hint(g)
    assert placed["action"]["type"] == "replace"
    assert placed["marks"] == [{"cell": placed["action"]["cell"]}]


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2 ** 20), st.integers(0, 7), st.integers(0, 5), st.integers(0, 2 ** 20),
       st.integers(0, 300))
def test_ranked_swaps_and_hints_do_not_change_when_only_the_bags_order_does(seed, card, moves,
                                                                          other, draws):
    g = played_position(seed, card, moves)
    if g.over:
        return
    twin = _reordered(g, other, draws)
    assert ranked_swaps(g) == ranked_swaps(twin)
    bot = ExpertBot(seed=0, samples=2)
    assert hint(g, ExpertBot(seed=0, samples=2)) == hint(twin, bot)
