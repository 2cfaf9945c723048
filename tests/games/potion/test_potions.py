"""P. Drinking potions: P1-P2 for every kind, each kind's effect (P3-P10), refusals (P11)."""

from collections import Counter

import pytest

from positions import (B, K, R, Y, burner, dispenser_count, done, game_of, marbles_in, of_type,
                       player, refused, track, types, with_track)


def desk(completed, **fields):
    """Ana's desk holding ``completed`` potions (tile ids, or (id, drunk) pairs)."""
    entries = [done(c) if isinstance(c, str) else done(*c) for c in completed]
    return player("Ana", completed=entries, **fields)


def game_for(completed, dispenser=None, others=None, **fields):
    others = others if others is not None else [player("Ben")]
    return game_of(dispenser, [desk(completed, **fields)] + others)


def drink(game, potion, choice):
    return game.apply({"type": "drink", "potion": potion, "choice": choice})


def entry(game, tile):
    return next(c for c in game.player["completed"] if c["tile"] == tile)


# ----- P1 drinking --------------------------------------------------------------------------

def test_P1_drinking_turns_the_potion_and_applies_its_effect():
    game = game_for(["wisdom-3"])
    score = game.scores()[0]
    events = drink(game, "wisdom-3", {"track": 0, "pos": 0})
    assert entry(game, "wisdom-3")["drunk"] is True
    assert game.player["hand"] == [B]
    assert types(events)[0] == "drank" and events[0]["rule"] == "P1"
    assert game.scores()[0] == score                       # a drunk potion keeps its points


def test_P1_a_potion_completed_this_turn_may_be_drunk_at_once():
    ana = player("Ana", hand=[Y], burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = game_of(None, [ana, player("Ben")])
    game.apply({"type": "place", "color": Y, "burner": 0})
    drink(game, "wisdom-1", {"track": 1, "pos": 0})
    assert entry(game, "wisdom-1")["drunk"] is True
    assert game.player["hand"] == [K]


def test_P1_drinking_before_the_usual_pick_leaves_the_pick_to_make():
    game = game_for(["wisdom-3"])
    drink(game, "wisdom-3", {"track": 0, "pos": 0})
    assert game.state["turn"]["picked"] is False
    game.apply({"type": "pick", "track": 1, "pos": 0})


def test_P1_a_drunk_potion_cannot_be_drunk_again():
    refused(game_for([("wisdom-3", True)]), {"type": "drink", "potion": "wisdom-3",
                                             "choice": {"track": 0, "pos": 0}}, "P1")


def test_P1_only_your_own_completed_potions():
    ben = player("Ben", completed=[done("wisdom-4")])
    game = game_for([], others=[ben], burners=[burner("wisdom-3"), None])
    choice = {"track": 0, "pos": 0}
    refused(game, {"type": "drink", "potion": "wisdom-4", "choice": choice}, "P1")   # Ben's
    refused(game, {"type": "drink", "potion": "wisdom-3", "choice": choice}, "P1")   # brewing


def test_P1_a_drink_needs_a_choice():
    refused(game_for(["wisdom-3"]), {"type": "drink", "potion": "wisdom-3"}, "format")


# ----- P2 taken by a potion: to the hand, no explosion, selectable only -------------------------

@pytest.mark.parametrize("potion, column, choice, rule", [
    ("wisdom-3", "blue red blue red blue red blue red yellow", {"track": 0, "pos": 8}, "P3"),
    # yellow at 7 and black at 8 would be a fine pair, but for the ninth marble
    ("magnetic-3", "blue red blue red blue red blue yellow black", {"track": 0, "pos": 7}, "P4"),
    # three yellows at 6, 7, 8: the run may not reach the ninth
    ("balm-3", "blue red blue red blue red yellow yellow yellow",
     {"track": 0, "pos": 6, "count": 3}, "P6"),
    ("lava-3", "red blue red blue red blue red blue red", {"track": 0, "positions": [0, 8]},
     "P10"),
])
def test_P2_a_potion_never_takes_the_ninth_marble(potion, column, choice, rule):
    game = game_for([potion], with_track(track(column)))
    refused(game, {"type": "drink", "potion": potion, "choice": choice}, rule)


def test_P2_the_same_potions_take_up_to_position_7():
    game = game_for(["magnetic-3", "balm-3"],
                    with_track(track("blue red blue red blue yellow yellow black yellow")))
    drink(game, "balm-3", {"track": 0, "pos": 5, "count": 2})
    assert game.player["hand"] == [Y, Y]
    drink(game, "magnetic-3", {"track": 0, "pos": 4})        # blue and black (was at 7)
    assert game.player["hand"] == [Y, Y, B, K]


def test_P2_marbles_a_potion_takes_never_explode():
    game = game_for(["magnetic-3"], with_track(track("yellow red blue yellow")))
    events = drink(game, "magnetic-3", {"track": 0, "pos": 1})
    assert Counter(game.player["hand"]) == {R: 1, B: 1}
    assert game.state["dispenser"][0] == [Y, Y]
    assert of_type(events, "explosion") == []
    assert [e["rule"] for e in of_type(events, "collision")] == ["D10"]


# ----- P3 Potion of Wisdom -------------------------------------------------------------------

def test_P3_wisdom_takes_one_marble_of_your_choice():
    game = game_for(["wisdom-3"], with_track(track("red blue red black")))
    events = drink(game, "wisdom-3", {"track": 0, "pos": 1})
    assert game.player["hand"] == [B]
    assert game.state["dispenser"][0] == [R, R, K]             # red meets red: nothing
    took = of_type(events, "took")[0]
    assert took["rule"] == "P3" and took["colors"] == [B]


def test_P3_wisdom_needs_a_marble_there():
    refused(game_for(["wisdom-3"], with_track([B])),
            {"type": "drink", "potion": "wisdom-3", "choice": {"track": 1, "pos": 0}}, "P3")


# ----- P4 Potion of Magnetical Attraction ----------------------------------------------------

def test_P4_magnetic_takes_two_touching_marbles_of_different_colours():
    game = game_for(["magnetic-3"], with_track(track("black black red yellow")))
    drink(game, "magnetic-3", {"track": 0, "pos": 1})
    assert game.player["hand"] == [K, R]
    assert game.state["dispenser"][0] == [K, Y]


def test_P4_magnetic_refuses_two_of_the_same_colour():
    game = game_for(["magnetic-3"], with_track(track("black black red yellow")))
    refused(game, {"type": "drink", "potion": "magnetic-3", "choice": {"track": 0, "pos": 0}},
            "P4")


def test_P4_magnetic_refuses_a_pair_with_a_missing_marble():
    game = game_for(["magnetic-3"], with_track(track("black red")))
    refused(game, {"type": "drink", "potion": "magnetic-3", "choice": {"track": 0, "pos": 1}},
            "P4")


# ----- P5 Abyssal Draft ----------------------------------------------------------------------

ABYSS = [track("red blue"), track("red yellow"), track("blue red"), track("yellow"), []]


def test_P5_abyssal_takes_one_bottom_marble_of_each_chosen_colour_one_per_track():
    game = game_for(["abyssal-3"], ABYSS)
    drink(game, "abyssal-3", {"tracks": [3, 0, 2]})
    assert Counter(game.player["hand"]) == {R: 1, B: 1, Y: 1}
    assert game.state["dispenser"] == [[B], [R, Y], [R], [], []]


def test_P5_abyssal_may_take_a_single_marble():
    game = game_for(["abyssal-3"], ABYSS)
    drink(game, "abyssal-3", {"tracks": [1]})
    assert game.player["hand"] == [R]


@pytest.mark.parametrize("tracks", [[0, 1], [], [0, 0], [4], [7]])
def test_P5_abyssal_refusals(tracks):
    # [0, 1]: two reds; []: nothing; [0, 0]: one track twice; [4]: empty track; [7]: no track.
    game = game_for(["abyssal-3"], ABYSS)
    refused(game, {"type": "drink", "potion": "abyssal-3", "choice": {"tracks": tracks}}, "P5")


def test_P5_abyssal_takes_only_from_the_bottom_row():
    game = game_for(["abyssal-3"], ABYSS)
    drink(game, "abyssal-3", {"tracks": [0]})
    # The blue above the red was not on offer: red is the only marble taken.
    assert game.player["hand"] == [R]
    assert game.state["dispenser"][0] == [B]


# ----- P6 Balm of Uttermost Stickiness ---------------------------------------------------------

def test_P6_balm_takes_a_run_of_one_colour():
    game = game_for(["balm-3"], with_track(track("blue red red red yellow")))
    drink(game, "balm-3", {"track": 0, "pos": 1, "count": 3})
    assert game.player["hand"] == [R, R, R]
    assert game.state["dispenser"][0] == [B, Y]


def test_P6_balm_may_take_part_of_a_longer_run():
    game = game_for(["balm-3"], with_track(track("blue red red red yellow")))
    events = drink(game, "balm-3", {"track": 0, "pos": 2, "count": 2})
    assert game.player["hand"] == [R, R]
    assert game.state["dispenser"][0] == [B, R, Y]
    assert of_type(events, "explosion") == []


@pytest.mark.parametrize("choice", [{"track": 0, "pos": 1, "count": 1},
                                    {"track": 0, "pos": 0, "count": 2},
                                    {"track": 0, "pos": 3, "count": 3},
                                    {"track": 1, "pos": 0, "count": 2}])
def test_P6_balm_refusals(choice):
    # one marble; blue+red; red+yellow+nothing; an empty track.
    game = game_for(["balm-3"], with_track(track("blue red red red yellow")))
    refused(game, {"type": "drink", "potion": "balm-3", "choice": choice}, "P6")


# ----- P7 Elixir of Blind Love ---------------------------------------------------------------

def test_P7_love_takes_another_players_whole_pool():
    others = [player("Ben", pool=[B]), player("Cy", pool=[K, Y, K])]
    game = game_for(["love-3"], others=others)
    events = drink(game, "love-3", {"player": 2})
    assert Counter(game.player["hand"]) == {K: 2, Y: 1}
    assert game.state["players"][2]["pool"] == []
    assert game.state["players"][1]["pool"] == [B]
    assert of_type(events, "took")[0]["rule"] == "P7"


def test_P7_love_marbles_that_fit_must_then_be_placed():
    ben = player("Ben", pool=[R])
    game = game_for(["love-3"], others=[ben], burners=[burner("wisdom-1"), None])
    drink(game, "love-3", {"player": 1})
    refused(game, {"type": "to_pool", "color": R}, "I3")


@pytest.mark.parametrize("target", [0, 1, 3, -1])
def test_P7_love_refusals(target):
    # yourself; an empty pool; no player 3; no player -1.
    others = [player("Ben"), player("Cy", pool=[K])]
    game = game_for(["love-3"], others=others, pool=[Y])
    refused(game, {"type": "drink", "potion": "love-3", "choice": {"player": target}}, "P7")


# ----- P8 Potion of Prismatic Joy ------------------------------------------------------------

def test_P8_joy_puts_pool_marbles_into_holes_of_any_colour():
    game = game_for(["joy-3"], pool=[K, B], burners=[burner("wisdom-1"), burner("joy-1")])
    events = drink(game, "joy-3", {"holes": [[1, 2], [0, 0]]})
    # The first pool marble goes to the first hole chosen.
    assert game.player["burners"][1]["filled"] == [None, None, K, None]
    assert game.player["burners"][0]["filled"] == [B, None, None, None]
    assert game.player["pool"] == []
    assert [e["rule"] for e in of_type(events, "placed")] == ["P8", "P8"]


def test_P8_joy_with_fewer_holes_than_marbles_the_first_go_the_rest_stay():
    game = game_for(["joy-3"], pool=[K, B, Y],
                    burners=[burner("wisdom-1", [R, None, Y, None]), None])
    in_dispenser = dispenser_count(game.state)
    events = drink(game, "joy-3", {"holes": [[0, 3], [0, 1]]})
    assert game.player["pool"] == [Y]
    # black into hole 3 and blue into hole 1 fill the potion: it completes (I5).
    assert game.player["burners"] == [None, None]
    assert game.player["completed"][-1] == {"tile": "wisdom-1", "drunk": False}
    assert dispenser_count(game.state) - in_dispenser == Counter({R: 1, Y: 1, K: 1, B: 1})
    assert "completed" in types(events)


@pytest.mark.parametrize("holes", [[[0, 0]], [[0, 0], [0, 1], [0, 3]], [[0, 2], [0, 0]],
                                   [[0, 0], [0, 0]], [[1, 0], [0, 0]]])
def test_P8_joy_refusals(holes):
    # too few; too many; a filled hole; one hole twice; an empty burner.
    game = game_for(["joy-3"], pool=[K, B], burners=[burner("wisdom-1", [None, None, Y, None]),
                                                     None])
    refused(game, {"type": "drink", "potion": "joy-3", "choice": {"holes": holes}}, "P8")


# ----- P9 Sands of Time ----------------------------------------------------------------------

def test_P9_sands_applies_a_drunk_potions_effect_again_and_it_stays_drunk():
    game = game_for([("wisdom-3", True), "sands-3"], with_track(track("yellow black")))
    events = drink(game, "sands-3", {"potion": "wisdom-3", "choice": {"track": 0, "pos": 1}})
    assert game.player["hand"] == [K]
    assert entry(game, "wisdom-3")["drunk"] is True
    assert entry(game, "sands-3")["drunk"] is True
    assert types(events)[:2] == ["drank", "reused"]
    assert events[1]["rule"] == "P9"


def test_P9_sands_may_reuse_a_potion_drunk_this_turn():
    game = game_for(["magnetic-3", "sands-3"], with_track(track("yellow black red blue")))
    drink(game, "magnetic-3", {"track": 0, "pos": 0})
    drink(game, "sands-3", {"potion": "magnetic-3", "choice": {"track": 0, "pos": 0}})
    assert game.player["hand"] == [Y, K, R, B]
    assert game.state["dispenser"][0] == []


def test_P9_sands_cannot_reuse_a_sands_of_time():
    game = game_for([("sands-4", True), ("wisdom-3", True), "sands-3"])
    refused(game, {"type": "drink", "potion": "sands-3",
                   "choice": {"potion": "sands-4",
                              "choice": {"potion": "wisdom-3",
                                         "choice": {"track": 0, "pos": 0}}}}, "P9")


def test_P9_sands_refuses_an_undrunk_or_foreign_potion():
    ben = player("Ben", completed=[done("wisdom-4", True)])
    game = game_for([("wisdom-3", True), "magnetic-3", "sands-3"], others=[ben])
    choice = {"track": 0, "pos": 0}
    refused(game, {"type": "drink", "potion": "sands-3",
                   "choice": {"potion": "magnetic-3", "choice": choice}}, "P9")
    refused(game, {"type": "drink", "potion": "sands-3",
                   "choice": {"potion": "wisdom-4", "choice": choice}}, "P9")


def test_P9_sands_checks_the_reused_effects_own_rule():
    game = game_for([("magnetic-3", True), "sands-3"], with_track(track("red red blue")))
    refused(game, {"type": "drink", "potion": "sands-3",
                   "choice": {"potion": "magnetic-3", "choice": {"track": 0, "pos": 0}}}, "P4")


def test_P9_sands_with_only_a_sands_drunk_has_nothing_to_do():
    game = game_for([("sands-4", True), "sands-3"])
    refused(game, {"type": "drink", "potion": "sands-3",
                   "choice": {"potion": "sands-4", "choice": {}}}, "P11")


def test_P9_sands_targeting_an_effect_that_is_impossible_now():
    # The drunk Love would find no pool to take, but the Wisdom could: the Sands can do
    # something, so the refusal names its own rule (P9), not P11.
    game = game_for([("love-3", True), ("wisdom-3", True), "sands-3"])
    refused(game, {"type": "drink", "potion": "sands-3",
                   "choice": {"potion": "love-3", "choice": {"player": 1}}}, "P9")


# ----- P10 Filter of Lavamancing -------------------------------------------------------------

LAVA_TRACK = track("red blue red red yellow red black red red")   # 6 reds in 0..7, one at 8


def test_P10_lava_sends_marbles_of_one_colour_back_not_to_the_hand():
    game = game_for(["lava-3"], with_track(LAVA_TRACK))
    before = marbles_in(game.to_state())
    events = drink(game, "lava-3", {"track": 0, "positions": [0, 2, 5]})   # need not touch
    assert game.player["hand"] == []
    assert marbles_in(game.to_state()) == before
    removed = of_type(events, "removed")[0]
    assert removed["rule"] == "P10" and removed["colors"] == [R, R, R]
    returned = of_type(events, "returned")[0]
    assert returned["rule"] == "D11" and sorted(m for m, _ in returned["marbles"]) == [R, R, R]
    assert of_type(events, "explosion") == []
    # Track 0 lost the three reds at 0, 2, 5; the rest slid down in order, under whatever
    # returned on top of it.
    rest = track("blue red yellow black red red")
    assert game.state["dispenser"][0][:len(rest)] == rest


def test_P10_lava_may_remove_five():
    game = game_for(["lava-3"], with_track(LAVA_TRACK))
    drink(game, "lava-3", {"track": 0, "positions": [0, 2, 3, 5, 7]})
    assert sum(len(c) for c in game.state["dispenser"]) == len(LAVA_TRACK)


@pytest.mark.parametrize("positions", [[], [0, 2, 3, 5, 6, 7], [0, 1], [0, 0], [7, 8], [9]])
def test_P10_lava_refusals(positions):
    # none; six; two colours; twice the same; the ninth; past the ninth.
    game = game_for(["lava-3"], with_track(LAVA_TRACK))
    refused(game, {"type": "drink", "potion": "lava-3",
                   "choice": {"track": 0, "positions": positions}}, "P10")


# ----- P11 an effect that can do nothing ----------------------------------------------------

EMPTY = [[], [], [], [], []]
MONO = [[R, R], [B], [Y, Y, Y], [], [K]]


@pytest.mark.parametrize("potion, dispenser, fields, choice", [
    ("wisdom-3", EMPTY, {}, {"track": 0, "pos": 0}),
    ("magnetic-3", MONO, {}, {"track": 0, "pos": 0}),
    ("abyssal-3", EMPTY, {}, {"tracks": [0]}),
    ("balm-3", [[R, B, R], [B], [Y, K], [], [K]], {}, {"track": 0, "pos": 0, "count": 2}),
    ("love-3", None, {"pool": [B]}, {"player": 1}),
    ("joy-3", None, {"burners": [burner("wisdom-1"), None]}, {"holes": []}),
    ("joy-3", None, {"pool": [B]}, {"holes": []}),
    ("sands-3", None, {}, {"potion": "wisdom-3", "choice": {}}),
    ("lava-3", EMPTY, {}, {"track": 0, "positions": [0]}),
])
def test_P11_a_drink_that_can_do_nothing_is_refused_and_stays_undrunk(potion, dispenser,
                                                                        fields, choice):
    game = game_for([potion], dispenser, **fields)
    refused(game, {"type": "drink", "potion": potion, "choice": choice}, "P11")
    assert entry(game, potion)["drunk"] is False
    assert {"type": "drink", "potion": potion} not in game.legal_actions()


def test_P11_balm_ignores_a_pair_reaching_the_ninth_marble():
    column = track("red blue red blue red blue red yellow yellow")    # yellows at 7 and 8
    game = game_for(["balm-3"], with_track(column))
    refused(game, {"type": "drink", "potion": "balm-3",
                   "choice": {"track": 0, "pos": 7, "count": 2}}, "P11")


def test_P11_magnetic_ignores_a_pair_reaching_the_ninth_marble():
    column = [R] * 8 + [B]                                           # red at 7, blue at 8
    game = game_for(["magnetic-3"], with_track(column))
    refused(game, {"type": "drink", "potion": "magnetic-3",
                   "choice": {"track": 0, "pos": 7}}, "P11")


def test_P11_a_possible_effect_with_a_bad_choice_names_the_effects_rule():
    game = game_for(["wisdom-3"], with_track([B]))
    error = refused(game, {"type": "drink", "potion": "wisdom-3",
                           "choice": {"track": 2, "pos": 0}}, "P3")
    assert error.rule != "P11"
