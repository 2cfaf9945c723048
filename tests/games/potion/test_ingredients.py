"""I. Ingredients: burners, placing marbles, the must-place rule, the pool, completion (I1-I5)."""

from collections import Counter

import pytest

from positions import (B, K, R, Y, burner, dispenser_count, done, game_of, make_state,
                       marbles_in, of_type, player, refused, types, with_track)

from potion_widget.games.potion.engine import Game, StateError


def game_with(ana, **overrides):
    return game_of(players=[ana, player("Ben")], **overrides)


# ----- I1 two burners ------------------------------------------------------------------

def test_I1_each_player_has_two_burners():
    game = Game.new(3, seed=1)
    assert all(p["burners"] == [None, None] for p in game.state["players"])
    while game.phase == "draft":
        game.apply({"type": "draft", "tile": game.state["draft"]["revealed"][0]})
    assert all(len(p["burners"]) == 2 and None not in p["burners"]
               for p in game.state["players"])


def test_I1_a_third_burner_is_not_a_valid_state():
    ana = player("Ana", burners=[None, None, None])
    with pytest.raises(StateError):
        Game.from_state(make_state(players=[ana, player("Ben")]))


# ----- I2 placing ------------------------------------------------------------------------

def test_I2_a_marble_goes_into_an_empty_hole_of_its_colour_and_stays():
    ana = player("Ana", hand=[Y], burners=[burner("wisdom-1"), None])   # red red yellow yellow
    game = game_with(ana)
    events = game.apply({"type": "place", "color": Y, "burner": 0})
    assert game.player["hand"] == []
    assert game.player["burners"][0]["filled"] == [None, None, Y, None]   # first free yellow
    assert events[0]["type"] == "placed" and events[0]["rule"] == "I2"
    game.apply({"type": "pick", "track": 0, "pos": 0})
    assert game.player["burners"][0]["filled"] == [None, None, Y, None]


def test_I2_a_chosen_hole_of_the_right_colour():
    ana = player("Ana", hand=[Y], burners=[burner("wisdom-1"), None])
    game = game_with(ana)
    game.apply({"type": "place", "color": Y, "burner": 0, "hole": 3})
    assert game.player["burners"][0]["filled"] == [None, None, None, Y]


@pytest.mark.parametrize("action", [
    {"type": "place", "color": Y, "burner": 0, "hole": 0},      # a red hole
    {"type": "place", "color": Y, "burner": 0, "hole": 2},      # already filled
    {"type": "place", "color": Y, "burner": 0, "hole": 9},      # no such hole
    {"type": "place", "color": Y, "burner": 1},                 # no potion on burner 1
    {"type": "place", "color": Y, "burner": 2},                 # no burner 2
    {"type": "place", "color": K, "burner": 0},                 # no black in hand
    {"type": "place", "color": B, "burner": 0},                 # blue in hand, no blue hole
])
def test_I2_placements_that_break_the_rule_are_refused(action):
    ana = player("Ana", hand=[Y, B], burners=[burner("wisdom-1", [None, None, Y, None]), None])
    refused(game_with(ana), action, "I2")


# ----- I3 you must place what fits ---------------------------------------------------------

def test_I3_a_marble_that_fits_cannot_go_to_the_pool():
    ana = player("Ana", hand=[R], burners=[burner("wisdom-1"), None])
    refused(game_with(ana), {"type": "to_pool", "color": R}, "I3")


def test_I3_the_turn_cannot_end_with_a_fitting_marble_in_hand():
    ana = player("Ana", hand=[K, R], burners=[burner("wisdom-1"), None])
    game = game_with(ana, picked=True)
    refused(game, {"type": "end_turn"}, "I3")
    game.apply({"type": "place", "color": R, "burner": 0})
    game.apply({"type": "end_turn"})                       # the black fits nowhere: fine


def test_I3_a_marble_from_the_pool_is_bound_too():
    ana = player("Ana", pool=[R], burners=[burner("wisdom-1"), None])
    game = game_with(ana, picked=True)
    game.apply({"type": "from_pool", "color": R})
    refused(game, {"type": "to_pool", "color": R}, "I3")
    refused(game, {"type": "end_turn"}, "I3")


def test_I3_the_player_chooses_which_potion_it_goes_to():
    ana = player("Ana", hand=[R], burners=[burner("wisdom-1"), burner("joy-1")])
    game = game_with(ana)
    game.apply({"type": "place", "color": R, "burner": 1})
    assert game.player["burners"][1]["filled"] == [None, R, None, None]
    assert game.player["burners"][0]["filled"] == [None] * 4


def test_I3_is_checked_before_I4():
    ana = player("Ana", hand=[R], pool=[B, B, B], burners=[burner("wisdom-1"), None])
    refused(game_with(ana), {"type": "to_pool", "color": R}, "I3")


def test_I3_a_marble_whose_holes_are_full_may_go_to_the_pool():
    ana = player("Ana", hand=[R], burners=[burner("wisdom-1", [R, R, None, None]), None])
    game = game_with(ana)
    game.apply({"type": "to_pool", "color": R})
    assert game.player["pool"] == [R]


# ----- I4 the pool ----------------------------------------------------------------------

def test_I4_the_pool_holds_at_most_three():
    ana = player("Ana", hand=[B, B, B, B])
    game = game_with(ana)
    for _ in range(3):
        game.apply({"type": "to_pool", "color": B})
    assert game.player["pool"] == [B, B, B]
    refused(game, {"type": "to_pool", "color": B}, "I4")


def test_I4_marbles_move_freely_between_hand_and_pool():
    ana = player("Ana", hand=[K], pool=[Y, B])
    game = game_with(ana)
    events = game.apply({"type": "from_pool", "color": Y})
    game.apply({"type": "to_pool", "color": K})
    game.apply({"type": "to_pool", "color": Y})
    assert Counter(game.player["pool"]) == {B: 1, K: 1, Y: 1}
    assert game.player["hand"] == []
    assert events[0]["rule"] == "I4"


@pytest.mark.parametrize("action", [{"type": "from_pool", "color": R},
                                    {"type": "to_pool", "color": R}])
def test_I4_moving_a_marble_that_is_not_there_is_refused(action):
    ana = player("Ana", hand=[K], pool=[Y])
    refused(game_with(ana), action, "I4")


def test_I4_the_pool_stays_between_turns_and_only_its_owner_uses_it():
    ana = player("Ana", pool=[Y])
    game = game_with(ana, picked=True)
    game.apply({"type": "end_turn"})
    assert game.state["players"][0]["pool"] == [Y]
    refused(game, {"type": "from_pool", "color": Y}, "I4")     # Ben's turn: not his pool
    game.apply({"type": "pick", "track": 1, "pos": 0})
    game.apply({"type": "end_turn"})
    game.apply({"type": "from_pool", "color": Y})               # Ana again
    assert game.player["hand"] == [Y]


def test_I4_a_state_with_four_in_a_pool_is_invalid():
    ana = player("Ana", pool=[B, B, B, B])
    with pytest.raises(StateError):
        Game.from_state(make_state(players=[ana, player("Ben")]))


# ----- I3 + I4 + E1 the rulebook's pool example --------------------------------------------

def test_I3_I4_E1_the_rulebook_pool_example():
    """4 red and 3 black in hand, 2 blue in the pool; the burners' empty holes are 4 red and
    1 blue, none black. Place the reds and one blue from the pool, take the other blue into
    the hand, put the 3 black in the pool, end the turn: the pool holds 3 black and the blue
    goes back to the dispenser."""
    # magnetic-5: blue blue blue blue red red, 3 blues in: holes left blue, red, red.
    # wisdom-3:   blue black black red red, blue and blacks in: holes left red, red.
    ana = player("Ana", hand=[R, R, R, R, K, K, K], pool=[B, B],
                 burners=[burner("magnetic-5", [B, B, B, None, None, None]),
                          burner("wisdom-3", [B, K, K, None, None])])
    game = game_with(ana, picked=True)
    before = marbles_in(game.to_state())
    refused(game, {"type": "to_pool", "color": R}, "I3")      # a red must be placed
    for b in (0, 0, 1, 1):
        game.apply({"type": "place", "color": R, "burner": b})
    game.apply({"type": "from_pool", "color": B})
    game.apply({"type": "place", "color": B, "burner": 0})     # both potions complete
    game.apply({"type": "from_pool", "color": B})
    for _ in range(3):
        game.apply({"type": "to_pool", "color": K})
    assert game.player["hand"] == [B]
    in_dispenser = dispenser_count(game.state)
    events = game.apply({"type": "end_turn"})
    ana = game.state["players"][0]
    assert ana["pool"] == [K, K, K]
    assert ana["hand"] == []
    assert of_type(events, "discarded")[0]["colors"] == [B]
    assert dispenser_count(game.state) - in_dispenser == Counter({B: 1})
    assert [c["tile"] for c in ana["completed"]] == ["wisdom-3", "magnetic-5"]
    assert marbles_in(game.to_state()) == before


# ----- I5 completion --------------------------------------------------------------------

def test_I5_a_full_potion_completes_at_once_and_its_marbles_return():
    ana = player("Ana", hand=[Y], burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = game_with(ana)
    in_dispenser = dispenser_count(game.state)
    events = game.apply({"type": "place", "color": Y, "burner": 0})
    assert types(events) == ["placed", "completed", "returned"]
    assert events[1]["rule"] == "I5" and events[1]["tile"] == "wisdom-1"
    assert game.player["completed"] == [{"tile": "wisdom-1", "drunk": False}]
    assert game.player["burners"] == [None, None]
    assert dispenser_count(game.state) - in_dispenser == Counter({R: 2, Y: 2})


def test_I5_the_burner_stays_empty_until_the_end_of_the_turn():
    ana = player("Ana", hand=[Y, R], burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = game_with(ana, picked=True)
    game.apply({"type": "place", "color": Y, "burner": 0})
    refused(game, {"type": "place", "color": R, "burner": 0}, "I2")
    events = game.apply({"type": "end_turn", "draw": [0, 1], "keep": [R]})
    assert [e["burner"] for e in of_type(events, "drew")] == [0, 1]
    assert all(b is not None for b in game.state["players"][0]["burners"])


def test_I5_at_most_two_potions_complete_in_a_turn():
    ana = player("Ana", hand=[Y, B, R], completed=[done("lava-1")],
                 burners=[burner("wisdom-1", [R, R, Y, None]),
                          burner("joy-1", [None, R, R, Y])])
    game = game_with(ana)
    game.apply({"type": "place", "color": Y, "burner": 0})
    game.apply({"type": "place", "color": B, "burner": 1})
    assert game.player["burners"] == [None, None]
    # Nothing left to brew on: the red cannot be placed anywhere this turn.
    refused(game, {"type": "place", "color": R, "burner": 0}, "I2")
    game.apply({"type": "to_pool", "color": R})
    assert [c["tile"] for c in game.player["completed"]] == ["lava-1", "wisdom-1", "joy-1"]


def test_I5_a_potion_filled_by_joy_marbles_of_other_colours_returns_them_too():
    ana = player("Ana", pool=[K], completed=[done("joy-3")],
                 burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = game_with(ana)
    in_dispenser = dispenser_count(game.state)
    game.apply({"type": "drink", "potion": "joy-3", "choice": {"holes": [[0, 3]]}})
    assert dispenser_count(game.state) - in_dispenser == Counter({R: 2, Y: 1, K: 1})
    assert game.player["completed"][-1] == {"tile": "wisdom-1", "drunk": False}


def test_I5_a_full_burner_in_a_state_is_invalid():
    ana = player("Ana", burners=[burner("wisdom-1", [R, R, Y, Y]), None])
    with pytest.raises(StateError):
        Game.from_state(make_state(players=[ana, player("Ben")]))


def test_I5_marbles_are_conserved_through_completion():
    ana = player("Ana", hand=[Y], burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = game_with(ana, dispenser=with_track([B, K]))
    before = marbles_in(game.to_state())
    game.apply({"type": "place", "color": Y, "burner": 0})
    assert marbles_in(game.to_state()) == before


def test_I2_the_open_colours_are_the_colours_of_the_open_holes_in_every_played_position():
    """``open_colors`` (asked at every end of turn, I3) is a faster reading of ``open_holes``
    (which lists the placements): the two must agree on every desk of real games."""
    from potion_widget.games.potion.engine import legal
    seen = 0
    for seed in range(4):
        game = Game.new(2, seed=seed)
        while game.phase != "over" and game.state["turn"]["number"] < 60:
            for desk in game.state["players"]:
                holes = legal.open_holes(game, desk)
                assert legal.open_colors(game, desk) == {color for color, _, _ in holes}
                seen += bool(holes)
            actions = game.legal_actions()
            by_type = {a["type"]: a for a in reversed(actions)}   # the first of each type
            game.apply(by_type.get("place") or by_type.get("end_turn") or actions[0])
    assert seen > 100
