"""An adversarial review of the engine against RULES.md and PROTOCOL.md.

Each test names the rule it probes. Tests that pass confirm tricky behaviour at the edges
(hidden marbles, empty tracks, the gap at position 0, the ninth marble, first player != 0...).
A test marked ``xfail(strict=True)`` asserts what the rules say where the engine differs;
its reason names the rule and the difference.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from positions import (B, K, R, Y, burner, dispenser_count, done, game_of, make_state,
                       marbles_in, of_type, player, refused, track, types, with_track)

from potion_widget.games.potion.engine import Game, RuleError, StateError

ROOT = Path(__file__).resolve().parents[3]


def pick(game, t, p):
    return game.apply({"type": "pick", "track": t, "pos": p})


def hand(game, who=0):
    return game.state["players"][who]["hand"]


def drink(game, potion, choice):
    return game.apply({"type": "drink", "potion": potion, "choice": choice})


def with_completed(potions, dispenser=None, others=None, **overrides):
    """Ana holds the completed potions ``potions`` (a tile id, or ``(id, drunk)``)."""
    entries = [done(p) if isinstance(p, str) else done(*p) for p in potions]
    others = others if others is not None else [player("Ben")]
    return game_of(dispenser, [player("Ana", completed=entries)] + others, **overrides)


# ===== D. The dispenser: collisions and chains at the edges ==================================

def test_D6_taking_the_bottom_marble_closes_the_gap_at_position_0_with_no_collision():
    game = game_of(with_track(track("red red blue")))
    events = pick(game, 0, 0)
    assert hand(game) == [R]
    assert of_type(events, "collision") == [] and of_type(events, "explosion") == []
    assert game.state["dispenser"][0] == [R, B]


def test_D6_taking_the_top_marble_collides_with_nothing():
    game = game_of(with_track(track("blue red red")))
    events = pick(game, 0, 2)
    assert hand(game) == [R]
    assert of_type(events, "collision") == []
    assert game.state["dispenser"][0] == [B, R]


def test_D6_a_different_colour_collision_is_reported_and_stops_everything():
    game = game_of(with_track(track("blue red yellow yellow")))
    events = pick(game, 0, 1)
    assert hand(game) == [R]
    (collision,) = of_type(events, "collision")
    assert collision["rule"] == "D6" and collision["exploded"] is False
    assert collision["colors"] == [B, Y] and collision["positions"] == [0, 1]


def test_D7_explosion_takes_the_run_below_the_gap_too():
    # blue blue red blue yellow: taking the red brings blue(3) onto blue(1), whose run goes
    # down to position 0: three blues explode, then nothing is below: the chain stops.
    game = game_of(with_track(track("blue blue red blue yellow")))
    events = pick(game, 0, 2)
    assert Counter(hand(game)) == {R: 1, B: 3}
    assert game.state["dispenser"][0] == [Y]
    (explosion,) = of_type(events, "explosion")
    assert explosion["count"] == 3 and explosion["positions"] == [0, 1, 2]


def test_D7_a_run_reaching_under_the_lid_explodes_whole_with_its_hidden_marbles():
    # Positions 9..11 are hidden; the run of reds 1..11 is contiguous, so all of it goes.
    game = game_of(with_track([K, R, K] + [R] * 10 + [B]))
    pick(game, 0, 2)        # the black at 2: red(1) meets the red run 3..12
    assert Counter(hand(game)) == {K: 1, R: 11}
    assert game.state["dispenser"][0] == [K, B]


def test_D7_hidden_marbles_slide_into_view_and_can_chain():
    # Taking position 7 brings the hidden marbles down; the one at 8 (ninth) meets 6.
    column = [B, K, B, K, B, K, Y, R, Y, Y, K, K]
    game = game_of(with_track(column))
    events = pick(game, 0, 7)
    # yellow(6) meets yellow(8->7): 6,7,8 yellows explode (3), then black(5) meets black 10->6
    # and 11: 5, and the two blacks explode (3), then blue(4) meets nothing above: stop.
    assert len(of_type(events, "explosion")) == 2
    assert Counter(hand(game)) == {R: 1, Y: 3, K: 3}
    assert game.state["dispenser"][0] == [B, K, B, K, B]


def test_D7_chain_ending_in_an_empty_track():
    game = game_of(with_track(track("red blue yellow blue red")))
    events = pick(game, 0, 2)
    assert len(of_type(events, "explosion")) == 2
    assert game.state["dispenser"][0] == []
    assert Counter(hand(game)) == {Y: 1, B: 2, R: 2}


def test_D8_a_touching_run_stays_when_a_different_colour_lands_on_it():
    game = game_of(with_track(track("red red yellow blue")))
    events = pick(game, 0, 2)
    assert hand(game) == [Y]
    assert of_type(events, "explosion") == []
    assert game.state["dispenser"][0] == [R, R, B]


def test_D9_taking_the_end_of_a_run_explodes_nothing():
    game = game_of(with_track(track("red red red blue")))
    pick(game, 0, 2)
    assert hand(game) == [R]
    assert game.state["dispenser"][0] == [R, R, B]


def test_D9_taking_the_middle_of_three_takes_them_all():
    game = game_of(with_track(track("blue red red red blue")))
    events = pick(game, 0, 2)
    assert Counter(hand(game)) == {R: 3, B: 2}      # then blue meets blue: a chain
    assert len(of_type(events, "explosion")) == 2
    assert game.state["dispenser"][0] == []


def test_D10_help_makes_marbles_touch_and_a_later_collision_explodes_the_whole_group():
    # The help takes the yellow: two reds touch quietly (D8). The usual pick of the black
    # then brings the bottom red onto that pair: all three reds explode.
    game = game_of(with_track(track("red black red yellow red blue")))
    events = game.apply({"type": "help", "track": 0, "pos": 3})
    assert of_type(events, "explosion") == []
    quiet = of_type(events, "collision")
    assert [c["rule"] for c in quiet] == ["D10"] and quiet[0]["exploded"] is False
    assert game.state["dispenser"][0] == [R, K, R, R, B]
    pick(game, 0, 1)             # the black: red(0) meets the touching pair: 3 reds explode
    assert Counter(hand(game)) == {Y: 1, K: 1, R: 3}
    assert game.state["dispenser"][0] == [B]


def test_D10_a_potion_takes_without_explosion():
    game = with_completed(["wisdom-3"], with_track(track("red blue red")))
    drink(game, "wisdom-3", {"track": 0, "pos": 1})
    assert hand(game) == [B]
    assert game.state["dispenser"][0] == [R, R]


def test_D2_the_ninth_marble_is_refused_to_pick_help_and_potions():
    column = [B, K, R, Y, B, K, R, Y, B, K]
    game = with_completed(["wisdom-3", "lava-3"], with_track(column))
    refused(game, {"type": "pick", "track": 0, "pos": 8}, "D2")
    refused(game, {"type": "help", "track": 0, "pos": 8}, "D2")
    refused(game, {"type": "pick", "track": 0, "pos": 9}, "D2")
    refused(game, {"type": "drink", "potion": "wisdom-3", "choice": {"track": 0, "pos": 8}},
            "P3")
    refused(game, {"type": "drink", "potion": "lava-3",
                   "choice": {"track": 0, "positions": [0, 4, 8]}}, "P10")


def test_D2_a_pick_on_an_empty_track_or_beyond_a_short_one_is_refused():
    game = game_of(with_track(track("red blue")))
    refused(game, {"type": "pick", "track": 1, "pos": 0}, "D2")
    refused(game, {"type": "pick", "track": 0, "pos": 2}, "D2")
    refused(game, {"type": "pick", "track": 5, "pos": 0}, "D2")
    refused(game, {"type": "pick", "track": 0, "pos": -1}, "D2")


def test_D11_returns_conserve_marbles_and_respect_capacity():
    # Capacity 4, tracks 0..2 full and track 3 nearly so: returns find room in 3 and 4 only.
    dispenser = [[B, K, R, Y], [K, R, Y, B], [R, Y, B, K], [Y, B, K], []]
    ana = player("Ana", hand=[R, R, B, B, Y], pool=[])
    game = game_of(dispenser, [ana, player("Ben")], picked=True, capacity=4)
    before = marbles_in(game.to_state())
    events = game.apply({"type": "end_turn", "keep": [R, B, Y]})
    assert marbles_in(game.to_state()) == before
    assert all(len(t) <= 4 for t in game.state["dispenser"])
    assert game.state["dispenser"][:3] == dispenser[:3]
    (returned,) = of_type(events, "returned")
    assert sorted(m for m, _ in returned["marbles"]) == [B, R]
    assert all(t in (3, 4) for _, t in returned["marbles"])


# ===== T. The turn ===========================================================================

def test_T1_a_second_pick_is_refused():
    game = game_of()
    pick(game, 0, 0)
    refused(game, {"type": "pick", "track": 1, "pos": 0}, "T1")


def test_T3_help_before_and_after_the_pick_once_and_never_in_the_tiebreak():
    game = game_of()
    game.apply({"type": "help", "track": 0, "pos": 0})
    refused(game, {"type": "help", "track": 1, "pos": 0}, "T3")
    assert game.state["players"][0]["helps"] == 1
    assert game.state["supply"]["helps"] == 20
    game2 = game_of(picked=True)
    game2.apply({"type": "help", "track": 0, "pos": 0})
    assert game2.state["turn"]["helped"] is True


def test_C3_help_from_an_empty_supply_is_still_given():
    game = game_of(supply={"skills": 11, "helps": 0})
    game.apply({"type": "help", "track": 0, "pos": 0})
    assert game.state["supply"]["helps"] == 0
    assert game.state["players"][0]["helps"] == 1
    assert game.scores()[0] == -2


def test_T4_no_pick_needed_when_nothing_is_selectable_even_after_a_help():
    game = game_of(with_track([R]))
    game.apply({"type": "help", "track": 0, "pos": 0})
    assert {"type": "end_turn"} in game.legal_actions()
    game.apply({"type": "end_turn"})
    assert game.current == 1


def test_E0_refused_before_the_pick_while_a_marble_is_selectable():
    game = game_of(with_track([R], at=4))
    refused(game, {"type": "end_turn"}, "E0")


# ===== I. Ingredients, pool ===================================================================

def test_I3_before_I4_a_fitting_marble_is_refused_under_I3_even_with_a_full_pool():
    ana = player("Ana", hand=[R, B], pool=[Y, Y, K], burners=[burner("wisdom-1"), None])
    game = game_of(players=[ana, player("Ben")], picked=True)
    refused(game, {"type": "to_pool", "color": R}, "I3")
    refused(game, {"type": "to_pool", "color": B}, "I4")


def test_I3_a_marble_from_the_pool_must_be_placed_before_the_turn_ends():
    ana = player("Ana", pool=[R], burners=[burner("wisdom-1"), None])
    game = game_of(players=[ana, player("Ben")], picked=True)
    game.apply({"type": "from_pool", "color": R})
    refused(game, {"type": "end_turn"}, "I3")
    refused(game, {"type": "to_pool", "color": R}, "I3")
    assert {"type": "end_turn"} not in game.legal_actions()
    assert {"type": "to_pool", "color": R} not in game.legal_actions()


def test_I5_completion_returns_marbles_and_the_burner_stays_empty():
    tiles = {"t-1": {"kind": "wisdom", "recipe": [R, B], "points": 3, "starter": False}}
    ana = player("Ana", hand=[B], burners=[burner("t-1", [R, None], tiles), None])
    game = game_of(players=[ana, player("Ben")], picked=True, tiles=tiles)
    in_dispenser = dispenser_count(game.state)
    events = game.apply({"type": "place", "color": B, "burner": 0})
    assert types(events) == ["placed", "completed", "returned"]
    assert game.state["players"][0]["burners"] == [None, None]
    assert dispenser_count(game.state) - in_dispenser == Counter({R: 1, B: 1})
    assert game.state["players"][0]["completed"] == [{"tile": "t-1", "drunk": False}]


# ===== P. Potions =============================================================================

def test_P1_a_potion_completed_this_turn_may_be_drunk_once():
    tiles = {"t-1": {"kind": "wisdom", "recipe": [B], "points": 1, "starter": False}}
    ana = player("Ana", hand=[B], burners=[burner("t-1", None, tiles), None])
    game = game_of(players=[ana, player("Ben")], picked=True, tiles=tiles)
    game.apply({"type": "place", "color": B, "burner": 0})
    drink(game, "t-1", {"track": 0, "pos": 0})
    refused(game, {"type": "drink", "potion": "t-1", "choice": {"track": 0, "pos": 0}}, "P1")


def test_P4_magnetic_pair_reaching_the_ninth_is_refused_under_P4_when_another_pair_exists():
    column = [B, K, K, K, K, K, K, K, R]     # only pairs: (0,1) and (7,8)
    game = with_completed(["magnetic-3"], with_track(column))
    refused(game, {"type": "drink", "potion": "magnetic-3", "choice": {"track": 0, "pos": 7}},
            "P4")
    refused(game, {"type": "drink", "potion": "magnetic-3", "choice": {"track": 0, "pos": 1}},
            "P4")
    drink(game, "magnetic-3", {"track": 0, "pos": 0})
    assert Counter(hand(game)) == {B: 1, K: 1}


def test_P5_abyssal_rules():
    game = with_completed(["abyssal-3"], [[R, B], [R], [B, B], [], [Y]])
    refused(game, {"type": "drink", "potion": "abyssal-3", "choice": {"tracks": []}}, "P5")
    refused(game, {"type": "drink", "potion": "abyssal-3", "choice": {"tracks": [0, 1]}}, "P5")
    refused(game, {"type": "drink", "potion": "abyssal-3", "choice": {"tracks": [3]}}, "P5")
    refused(game, {"type": "drink", "potion": "abyssal-3", "choice": {"tracks": [4, 4]}}, "P5")
    drink(game, "abyssal-3", {"tracks": [4, 2, 0]})
    assert Counter(hand(game)) == {R: 1, B: 1, Y: 1}
    assert game.state["dispenser"] == [[B], [R], [B], [], []]


def test_P6_balm_rules():
    column = [B, B, B, K, R, R, R, R, R]       # red run 4..8: 8 is the ninth
    game = with_completed(["balm-3"], with_track(column))
    refused(game, {"type": "drink", "potion": "balm-3",
                   "choice": {"track": 0, "pos": 0, "count": 1}}, "P6")
    refused(game, {"type": "drink", "potion": "balm-3",
                   "choice": {"track": 0, "pos": 4, "count": 5}}, "P6")
    refused(game, {"type": "drink", "potion": "balm-3",
                   "choice": {"track": 0, "pos": 2, "count": 2}}, "P6")
    drink(game, "balm-3", {"track": 0, "pos": 5, "count": 3})     # part of a longer run
    assert hand(game) == [R, R, R]
    assert game.state["dispenser"][0] == [B, B, B, K, R, R]


def test_P7_love_takes_another_pool_whole_and_not_ones_own():
    ben = player("Ben", pool=[R, B, R])
    game = with_completed(["love-3"], others=[ben, player("Cy", pool=[])])
    refused(game, {"type": "drink", "potion": "love-3", "choice": {"player": 0}}, "P7")
    refused(game, {"type": "drink", "potion": "love-3", "choice": {"player": 2}}, "P7")
    refused(game, {"type": "drink", "potion": "love-3", "choice": {"player": 3}}, "P7")
    drink(game, "love-3", {"player": 1})
    assert hand(game) == [R, B, R]
    assert game.state["players"][1]["pool"] == []


def test_P8_joy_with_fewer_holes_than_pool_marbles_moves_the_first_ones():
    tiles = {"t-1": {"kind": "wisdom", "recipe": [B, B, B], "points": 1, "starter": False}}
    ana = player("Ana", pool=[R, Y, K], burners=[burner("t-1", [B, None, None], tiles), None],
                 completed=[done("joy-3")])
    game = game_of(players=[ana, player("Ben")], tiles=tiles)
    refused(game, {"type": "drink", "potion": "joy-3", "choice": {"holes": [[0, 1]]}}, "P8")
    refused(game, {"type": "drink", "potion": "joy-3", "choice": {"holes": [[0, 0], [0, 1]]}},
            "P8")
    refused(game, {"type": "drink", "potion": "joy-3", "choice": {"holes": [[0, 1], [0, 1]]}},
            "P8")
    events = drink(game, "joy-3", {"holes": [[0, 2], [0, 1]]})
    # red into hole 2, yellow into hole 1: the potion completes (I5) and its marbles return
    assert game.state["players"][0]["pool"] == [K]
    assert "completed" in types(events)
    assert game.state["players"][0]["burners"][0] is None


def test_P9_sands_reuses_wisdom_and_neither_explodes():
    game = with_completed([("wisdom-3", True), "sands-3"], with_track(track("red blue red")))
    drink(game, "sands-3", {"potion": "wisdom-3", "choice": {"track": 0, "pos": 1}})
    assert hand(game) == [B]
    assert game.state["dispenser"][0] == [R, R]


def test_P10_lava_rules():
    column = [R, B, R, R, B, R, R, R, R]
    game = with_completed(["lava-3"], with_track(column))
    refused(game, {"type": "drink", "potion": "lava-3",
                   "choice": {"track": 0, "positions": [0, 2, 3, 5, 6, 7]}}, "P10")
    refused(game, {"type": "drink", "potion": "lava-3",
                   "choice": {"track": 0, "positions": [0, 1]}}, "P10")
    refused(game, {"type": "drink", "potion": "lava-3",
                   "choice": {"track": 0, "positions": []}}, "P10")
    before = marbles_in(game.to_state())
    drink(game, "lava-3", {"track": 0, "positions": [0, 2, 3, 5, 6]})
    assert hand(game) == []
    assert marbles_in(game.to_state()) == before
    assert game.state["dispenser"][0][:4] == [B, B, R, R]


@pytest.mark.parametrize("potion, dispenser, others", [
    ("wisdom-3", [[], [], [], [], []], None),
    ("magnetic-3", [[R, R, R], [], [B], [], []], None),
    ("abyssal-3", [[], [], [], [], []], None),
    ("balm-3", [[R, B, R], [K], [], [], []], None),
    ("love-3", None, [player("Ben", pool=[])]),
    ("joy-3", None, None),
    ("lava-3", [[], [], [], [], []], None),
])
def test_P11_an_effect_that_can_do_nothing(potion, dispenser, others):
    game = with_completed([potion], dispenser, others)
    refused(game, {"type": "drink", "potion": potion, "choice": {}}, "P11")
    assert {"type": "drink", "potion": potion} not in game.legal_actions()
    assert game.state["players"][0]["completed"][0]["drunk"] is False


# ===== E. End of turn ==========================================================================

def test_E1_hand_within_room_all_goes_to_the_pool_and_keep_may_not_leave_one_out():
    ana = player("Ana", hand=[R, B], pool=[Y])
    game = game_of(players=[ana, player("Ben")], picked=True)
    refused(game, {"type": "end_turn", "keep": [R]}, "E1")
    game.apply({"type": "end_turn"})
    assert game.state["players"][0]["pool"] == [Y, R, B]


def test_E2_draw_from_an_empty_stack_and_too_many_or_too_few_draws_are_refused():
    stacks = [["wisdom-8"], [], [], [], []]
    game = game_of(players=[player("Ana"), player("Ben")], picked=True, stacks=stacks)
    refused(game, {"type": "end_turn", "draw": [1]}, "E2")
    refused(game, {"type": "end_turn", "draw": [0, 0]}, "E2")
    refused(game, {"type": "end_turn", "draw": []}, "E2")
    events = game.apply({"type": "end_turn", "draw": [0]})
    assert [e["tile"] for e in of_type(events, "drew")] == ["wisdom-8"]
    assert game.state["players"][0]["burners"][1] is None
    assert "end_triggered" in types(events)


def test_E2_two_draws_from_one_stack_take_its_top_then_the_next():
    game = game_of(picked=True)
    game.apply({"type": "end_turn", "draw": [2, 2]})
    assert [b["tile"] for b in game.state["players"][0]["burners"]] == ["abyssal-7", "abyssal-8"]


def market_state(market, deck, **overrides):
    state = make_state(picked=True, **overrides)
    del state["stacks"]
    state["options"]["market"] = "market"
    state["market"] = market
    state["deck"] = deck
    return state


def test_S4_a_market_place_refills_from_the_top_of_the_deck_then_stays_empty():
    state = market_state(["wisdom-8", None, None, None, None], [])
    state["market"] = ["wisdom-8", "magnetic-8", "abyssal-8", "love-8", "joy-8"]
    state["deck"] = ["wisdom-7", "magnetic-7"]          # the last one is the top
    game = Game.from_state(state)
    game.apply({"type": "end_turn", "draw": [3, 3]})
    tiles = [b["tile"] for b in game.state["players"][0]["burners"]]
    assert tiles == ["love-8", "magnetic-7"]
    assert game.state["market"][3] == "wisdom-7"
    assert game.state["deck"] == []


def test_S4_E4_market_end_trigger_when_market_and_deck_are_empty():
    state = market_state(["wisdom-8", None, None, None, None], [])
    game = Game.from_state(state)
    events = game.apply({"type": "end_turn", "draw": [0]})
    assert game.state["market"] == [None] * 5
    assert "end_triggered" in types(events)


def test_E3_awards_in_catalog_order_from_the_countdown_then_the_supply():
    # joy-3..5 and wisdom-3..5 (3 each) and 5 kinds: wisdom first (catalog order), then joy,
    # then variety. The countdown has one token left: the rest come from the supply, even an
    # empty one (C3).
    potions = ["joy-3", "joy-4", "joy-5", ("wisdom-3", True), "wisdom-4", "wisdom-5",
               "magnetic-3", "love-3", "abyssal-3"]
    game = with_completed(potions, picked=True, countdown=1,
                          supply={"skills": 1, "helps": 21})
    events = game.apply({"type": "end_turn", "draw": [0, 0]})
    skills = of_type(events, "skill")
    assert [(e["kind"], e["source"]) for e in skills] == [
        ("wisdom", "countdown"), ("joy", "supply"), (None, "supply")]
    assert game.state["countdown"] == 0 and game.state["supply"]["skills"] == 0
    assert game.state["players"][0]["skills"] == 3
    assert game.state["players"][0]["awarded"] == {"kinds": ["wisdom", "joy"], "variety": True}
    assert "end_triggered" in types(events)


def test_E3_a_sixth_potion_of_a_kind_and_a_second_variety_earn_nothing():
    potions = ["joy-1", "joy-2", "joy-3", "joy-4", "joy-5", "joy-6",
               "wisdom-3", "magnetic-3", "love-3", "abyssal-3"]
    ana = player("Ana", completed=[done(p) for p in potions], skills=2,
                 awarded={"kinds": ["joy"], "variety": True})
    game = game_of(players=[ana, player("Ben")], picked=True)
    events = game.apply({"type": "end_turn", "draw": [0, 0]})
    assert of_type(events, "skill") == []


def test_E3_only_the_player_whose_turn_ends_is_checked():
    ben = player("Ben", completed=[done("joy-3"), done("joy-4"), done("joy-5")])
    game = game_of(players=[player("Ana"), ben], picked=True)
    events = game.apply({"type": "end_turn", "draw": [0, 0]})
    assert of_type(events, "skill") == []
    assert game.state["players"][1]["skills"] == 0


def play_empty_turn(game):
    """The active player's whole turn on a dispenser with one track: pick then end."""
    if game.state["dispenser"] != [[], [], [], [], []] and not game.state["turn"]["picked"]:
        t = next(i for i, c in enumerate(game.state["dispenser"]) if c)
        pick(game, t, 0)
    return game.apply({"type": "end_turn", "draw": []})


def ended_state(n, first, current, picked=True, **overrides):
    names = ["Ana", "Ben", "Cy", "Di"][:n]
    return make_state(players=[player(x) for x in names], first=first, current=current,
                      picked=picked, stacks=[[], [], [], [], []], **overrides)


def test_E4_E5_first_player_1_trigger_on_the_first_players_turn_lets_player_0_play():
    game = Game.from_state(ended_state(2, first=1, current=1))
    events = game.apply({"type": "end_turn"})
    assert types(events)[-2:] == ["end_triggered", "turn_passed"]
    assert game.current == 0 and game.phase == "play"
    pick(game, 0, 0)
    events = game.apply({"type": "end_turn"})
    assert "turn_passed" not in types(events)
    assert game.phase in ("over", "tiebreak")


def test_E5_first_player_1_trigger_by_player_0_ends_the_game_at_once():
    game = Game.from_state(ended_state(2, first=1, current=0))
    events = game.apply({"type": "end_turn"})
    assert "turn_passed" not in types(events)
    assert game.phase in ("over", "tiebreak")


def test_E5_three_players_first_2_the_round_ends_after_player_1():
    game = Game.from_state(ended_state(3, first=2, current=2))
    game.apply({"type": "end_turn"})
    assert game.current == 0
    pick(game, 0, 0)
    game.apply({"type": "end_turn"})
    assert game.current == 1 and game.phase == "play"
    pick(game, 0, 0)
    game.apply({"type": "end_turn"})
    assert game.phase in ("over", "tiebreak")


def test_E5_turn_number_grows_by_one_each_player_turn():
    game = game_of(picked=True)
    game.apply({"type": "end_turn", "draw": [0, 1]})
    assert game.state["turn"] == {"number": 2, "picked": False, "helped": False}


# ===== F. End of the game ===================================================================

def test_F1_scores_at_any_moment():
    ana = player("Ana", completed=[done("wisdom-3"), done("joy-3", True)], skills=2, helps=3)
    game = game_of(players=[ana, player("Ben", helps=1)])
    from potion_widget.games.potion.engine import TILES
    assert game.scores() == [TILES["wisdom-3"].points + TILES["joy-3"].points + 8 - 6, -2]


def test_F3_tiebreak_in_turn_order_from_first_player_1_and_a_player_with_nothing_takes_0():
    # All three tied at 0. First is 1: order Ben, Cy, Ana.
    # The dispenser holds one run: Ben's pick takes everything, the others take 0.
    state = ended_state(3, first=1, current=0, dispenser=with_track(track("red blue red")))
    game = Game.from_state(state)
    events = game.apply({"type": "end_turn"})
    assert game.phase == "tiebreak"
    assert of_type(events, "tiebreak")[0]["players"] == [1, 2, 0]
    assert game.current == 1
    events = pick(game, 0, 1)
    assert game.phase == "over"
    assert game.winners() == [1]
    assert [e["count"] for e in of_type(events, "tiebreak_pick")] == [3, 0, 0]


def test_F3_only_the_tied_players_pick_and_a_second_tie_is_shared():
    ana = player("Ana", completed=[done("wisdom-3")])
    ben = player("Ben", completed=[done("wisdom-4")])
    cy = player("Cy")
    state = make_state(players=[ana, ben, cy], first=2, current=1, picked=True,
                       stacks=[[], [], [], [], []],
                       dispenser=[[R, B], [K, Y], [], [], []])
    game = Game.from_state(state)
    game.apply({"type": "end_turn"})
    assert game.phase == "tiebreak"
    assert game.current == 0                    # from the first player (2): Ana, then Ben
    assert game.legal_actions()[0] == {"type": "pick", "track": 0, "pos": 0}
    assert all(a["type"] == "pick" for a in game.legal_actions())
    pick(game, 0, 0)
    assert game.current == 1
    pick(game, 1, 1)
    assert game.phase == "over"
    assert game.winners() == [0, 1]
    assert [p["hand"] for p in game.state["players"]] == [[R], [Y], []]


def test_F3_tiebreak_pick_explodes():
    state = ended_state(2, first=0, current=1, dispenser=with_track(track("red blue red")))
    game = Game.from_state(state)
    game.apply({"type": "end_turn"})
    pick(game, 0, 1)               # Ana: 3 marbles; Ben finds nothing and takes 0
    assert game.winners() == [0]
    assert marbles_in(game.to_state()) == Counter({R: 2, B: 1})


# ===== S. Setup ==============================================================================

@pytest.mark.parametrize("n, first", [(2, 1), (3, 2), (4, 3), (4, 0)])
def test_S2_draft_order_ABBA_from_the_first_player(n, first):
    game = Game.new(n, seed=5, first=first)
    s = game.state
    order = [(first + k) % n for k in range(n)]
    assert s["draft"]["order"] == order + order[::-1]
    assert s["current"] == first and s["turn"]["number"] == 0
    assert len(s["draft"]["revealed"]) == 2 * n
    from potion_widget.games.potion.engine import TILES
    assert all(TILES[t].starter and TILES[t].kind in s["kinds"] for t in s["draft"]["revealed"])
    seen = []
    while game.phase == "draft":
        seen.append(game.current)
        tile = game.legal_actions()[-1]["tile"]
        before = [b for b in game.player["burners"]]
        game.apply({"type": "draft", "tile": tile})
        assert game.state["players"][seen[-1]]["burners"][before.index(None)]["tile"] == tile
    assert seen == order + order[::-1]
    assert game.current == first and game.state["turn"]["number"] == 1


@pytest.mark.parametrize("n, countdown", [(2, 4), (3, 5), (4, 6)])
def test_S3_S5_stacks_and_countdown(n, countdown):
    game = Game.new(n, seed=3, remove="beginner")
    s = game.state
    from potion_widget.games.potion.engine import TILES
    in_stacks = [t for st in s["stacks"] for t in st]
    in_play = [t for t, tile in TILES.items() if tile.kind in s["kinds"]]
    assert sorted(in_stacks + s["draft"]["revealed"]) == sorted(in_play)
    assert sorted(len(st) for st in s["stacks"])[-1] - sorted(len(st) for st in s["stacks"])[0] <= 1
    assert s["countdown"] == countdown == s["options"]["countdown"]
    assert s["supply"] == {"skills": 15 - countdown, "helps": 21}
    assert "balm" not in s["kinds"] and "lava" not in s["kinds"] and len(s["kinds"]) == 6
    assert [len(t) for t in s["dispenser"]] == [16] * 5
    assert dispenser_count(s) == Counter({B: 20, K: 20, R: 20, Y: 20})


def test_S4_new_market_game_has_five_face_up_tiles_and_a_deck():
    game = Game.new(2, seed=4, market="market")
    s = game.state
    assert "stacks" not in s and len(s["market"]) == 5 and None not in s["market"]
    assert len(s["deck"]) == 48 - 4 - 5


def test_S1_random_removal_removes_two_kinds():
    kinds = {tuple(Game.new(2, seed=seed).state["kinds"]) for seed in range(12)}
    assert all(len(k) == 6 for k in kinds) and len(kinds) > 1


# ===== Validation (PROTOCOL.md) ================================================================

def test_state_error_names_the_field_for_a_pool_of_another_colour():
    state = make_state(players=[player("Ana", pool=["green"]), player("Ben")])
    with pytest.raises(StateError) as info:
        Game.from_state(state)
    assert info.value.field == "players[0].pool[0]"


def test_countdown_left_cannot_exceed_the_starting_size():
    state = make_state(countdown=6)            # options.countdown is 4
    with pytest.raises(StateError) as info:
        Game.from_state(state)
    assert "countdown" in info.value.field


def test_round_trip_is_lossless_after_play():
    game = Game.new(3, seed=8, market="market", first=2)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    pick(game, 0, 0)
    s = game.to_state()
    assert Game.from_state(s).to_state() == s
    assert json.loads(json.dumps(s)) == s


# ===== API: legal_actions, legal_choices, undo, clone ========================================

def test_legal_actions_deterministic_and_in_the_documented_order():
    ana = player("Ana", hand=[R, Y, B], pool=[K], burners=[burner("wisdom-1"), None],
                 completed=[done("wisdom-3"), done("joy-3", True)])
    game = game_of(players=[ana, player("Ben")])
    listed = game.legal_actions()
    assert listed == game.clone().legal_actions() == Game.from_state(game.to_state()).legal_actions()
    kinds = [a["type"] for a in listed]
    order = ["pick", "help", "place", "to_pool", "from_pool", "drink", "end_turn"]
    assert kinds == sorted(kinds, key=order.index)
    assert {"type": "to_pool", "color": B} in listed
    assert {"type": "to_pool", "color": R} not in listed
    assert [a for a in listed if a["type"] == "place"] == [
        {"type": "place", "color": R, "burner": 0, "hole": 0},
        {"type": "place", "color": R, "burner": 0, "hole": 1},
        {"type": "place", "color": Y, "burner": 0, "hole": 2},
        {"type": "place", "color": Y, "burner": 0, "hole": 3}]
    assert {"type": "drink", "potion": "wisdom-3"} in listed
    assert {"type": "drink", "potion": "joy-3"} not in listed
    assert "end_turn" not in kinds


def test_legal_choices_for_end_turn_are_all_accepted():
    ana = player("Ana", hand=[R, Y, B, B], pool=[K])
    stacks = [["wisdom-8"], [], ["abyssal-8", "abyssal-7"], [], []]
    game = game_of(players=[ana, player("Ben")], picked=True, stacks=stacks)
    choices = game.legal_choices({"type": "end_turn"})
    keeps = {tuple(c["keep"]) for c in choices}
    assert keeps == {(B, B), (B, R), (B, Y), (R, Y)}
    draws = {tuple(c["draw"]) for c in choices}
    assert draws == {(0, 2), (2, 0), (2, 2)}
    for c in choices:
        game.clone().apply({"type": "end_turn", **c})


def test_legal_choices_of_an_impossible_drink_raise_the_refusal():
    game = with_completed(["love-3"])
    with pytest.raises(RuleError) as info:
        game.legal_choices({"type": "drink", "potion": "love-3"})
    assert info.value.rule == "P11"


def test_undo_and_clone_are_exact_and_independent():
    game = Game.new(2, seed=12)
    states = [game.to_state()]
    import random
    rng = random.Random(1)
    for _ in range(40):
        if game.phase not in ("draft", "play", "tiebreak"):
            break
        a = dict(rng.choice(game.legal_actions()))
        if a["type"] == "drink":
            a["choice"] = rng.choice(game.legal_choices(a))
        elif a["type"] == "end_turn":
            a.update(rng.choice(game.legal_choices(a)))
        twin = game.clone()
        game.apply(a)
        assert twin.to_state() == states[-1]
        states.append(game.to_state())
    while states:
        assert game.to_state() == states.pop()
        if states:
            game.undo()


# ===== Command line ==========================================================================

def run_cli(tmp_path, state, actions):
    (tmp_path / "s.json").write_text(json.dumps(state), "utf-8")
    (tmp_path / "a.json").write_text(json.dumps(actions), "utf-8")
    return subprocess.run([sys.executable, "-m", "potion_widget", "replay",
                           str(tmp_path / "s.json"), str(tmp_path / "a.json")],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_cli_refusal_exit_2_with_index_rule_message_and_the_state_before(tmp_path):
    state = make_state(dispenser=with_track(track("red blue red")))
    actions = [{"type": "pick", "track": 0, "pos": 0}, {"type": "pick", "track": 0, "pos": 0}]
    run = run_cli(tmp_path, state, actions)
    assert run.returncode == 2
    out = json.loads(run.stdout)
    assert out["refused"]["index"] == 1 and out["refused"]["rule"] == "T1"
    assert out["refused"]["message"]
    game = Game.from_state(state)
    pick(game, 0, 0)
    assert out["state"] == game.to_state()


def test_cli_format_refusal_and_invalid_state(tmp_path):
    run = run_cli(tmp_path, make_state(), [{"type": "jump"}])
    assert run.returncode == 2 and json.loads(run.stdout)["refused"]["rule"] == "format"
    bad = make_state()
    bad["countdown"] = -1
    run = run_cli(tmp_path, bad, [])
    assert run.returncode == 1 and "countdown" in run.stdout


# ===== Events (PROTOCOL.md) ====================================================================

def test_every_event_carries_type_rule_key_params_and_text_over_a_seeded_game():
    import random
    from test_rule_coverage import rule_ids
    ids = set(rule_ids())
    game = Game.new(3, seed=21, market="market", first=1)
    rng = random.Random(21)
    seen = set()
    while game.phase != "over":
        a = dict(rng.choice(game.legal_actions()))
        if a["type"] == "drink":
            a["choice"] = rng.choice(game.legal_choices(a))
        elif a["type"] == "end_turn":
            a.update(rng.choice(game.legal_choices(a)))
        for e in game.apply(a):
            assert {"type", "rule", "key", "params", "text"} <= set(e)
            assert e["rule"] in ids and e["text"].endswith(f"({e['rule']})")
            seen.add(e["type"])
    assert {"picked", "took", "placed", "completed", "returned", "drew", "turn_passed",
            "end_triggered", "game_over"} <= seen


def test_D7_explosion_event_fields():
    game = game_of(with_track(track("red blue yellow blue red")))
    events = pick(game, 0, 2)
    first, second = of_type(events, "explosion")
    assert {k: first[k] for k in ("step", "track", "color", "positions", "count", "rule")} == {
        "step": 1, "track": 0, "color": B, "positions": [1, 2], "count": 2, "rule": "D7"}
    assert (second["step"], second["color"], second["count"]) == (2, R, 2)
