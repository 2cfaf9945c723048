"""D. The dispenser: tracks, what may be taken, the slide, collisions, explosions, returns
(RULES.md D1-D12). Every expected result is worked out by hand from the track as written."""

from collections import Counter

import pytest

from positions import (B, K, R, Y, burner, dispenser_count, game_of, make_state, marbles_in,
                       of_type, player, refused, track, types, with_track)

from potion_widget.games.potion.engine import Game, StateError

ISSUE_TRACK_1 = "blue blue yellow black yellow blue yellow yellow black yellow"
ISSUE_TRACK_2 = "red blue yellow blue blue red red black"


def pick(game, t, p):
    return game.apply({"type": "pick", "track": t, "pos": p})


def hand(game):
    return Counter(game.player["hand"])


# ----- D1 five tracks, bottom first ------------------------------------------------------

def test_D1_five_tracks_numbered_from_the_left():
    state = Game.new(2, seed=4).to_state()
    assert len(state["dispenser"]) == 5
    game = game_of(with_track(track("red blue"), at=4))
    pick(game, 4, 0)
    assert game.player["hand"] == [R]                  # position 0 is the bottom marble
    assert game.state["dispenser"][4] == [B]


def test_D1_there_is_no_sixth_track():
    refused(game_of(), {"type": "pick", "track": 5, "pos": 0}, "D2")


def test_D1_a_state_needs_exactly_five_tracks():
    with pytest.raises(StateError):
        Game.from_state(make_state([[B], [R], [Y], [K]]))


# ----- D2 positions 0..7 selectable, the ninth visible only --------------------------------

def test_D2_picking_the_ninth_marble_of_the_issue_track_is_refused():
    game = game_of(with_track(track(ISSUE_TRACK_1)))
    error = refused(game, {"type": "pick", "track": 0, "pos": 8}, "D2")
    assert "ninth marble" in str(error)


def test_D2_position_7_is_the_highest_that_may_be_taken():
    column = track("blue red blue red blue red blue yellow black red blue")
    game = game_of(with_track(column))
    pick(game, 0, 7)
    assert game.player["hand"] == [Y]


def test_D2_hidden_marbles_above_the_ninth_cannot_be_taken():
    column = track("blue red blue red blue red blue yellow black red blue")
    refused(game_of(with_track(column)), {"type": "pick", "track": 0, "pos": 9}, "D2")


def test_D2_no_marble_there_is_refused():
    game = game_of(with_track(track("blue red")))
    refused(game, {"type": "pick", "track": 0, "pos": 2}, "D2")
    refused(game, {"type": "pick", "track": 1, "pos": 0}, "D2")
    refused(game, {"type": "pick", "track": 0, "pos": -1}, "D2")


def test_D2_the_little_help_cannot_take_the_ninth_marble_either():
    refused(game_of(with_track(track(ISSUE_TRACK_1))), {"type": "help", "track": 0, "pos": 8},
            "D2")


def test_D2_the_legal_picks_are_positions_0_to_7_only():
    game = game_of(with_track(track(ISSUE_TRACK_1)))
    picks = [(a["track"], a["pos"]) for a in game.legal_actions() if a["type"] == "pick"]
    assert picks == [(0, p) for p in range(8)]


# ----- D3 capacity ---------------------------------------------------------------------

def test_D3_a_track_holds_16_marbles_by_default():
    state = Game.new(2, seed=9).to_state()
    assert state["options"]["track_capacity"] == 16
    assert [len(column) for column in state["dispenser"]] == [16] * 5


def test_D3_a_track_over_capacity_is_an_invalid_state():
    with pytest.raises(StateError):
        Game.from_state(make_state([[B, R] * 8 + [B], [], [], [], []]))
    with pytest.raises(StateError):
        Game.from_state(make_state([[B, R, B, R], [], [], [], []], capacity=3))


def test_D3_the_capacity_is_an_option_but_must_hold_all_80_marbles():
    state = Game.new(2, seed=1, track_capacity=20).to_state()
    assert state["options"]["track_capacity"] == 20
    with pytest.raises(StateError):
        Game.new(2, seed=1, track_capacity=15)       # 5 x 15 = 75 < 80


# ----- D4 setup fills the tracks -----------------------------------------------------------

def test_D4_setup_shuffles_the_80_marbles_into_full_tracks():
    a = Game.new(2, seed=1).to_state()["dispenser"]
    b = Game.new(2, seed=2).to_state()["dispenser"]
    assert sum(len(c) for c in a) == 80
    assert all(len(c) == 16 for c in a)
    assert a != b                                      # shuffled, differently per seed


# ----- D5 the slide ---------------------------------------------------------------------

def test_D5_marbles_above_a_gap_slide_down_in_order_hidden_ones_too():
    column = track("blue red yellow black red blue yellow black red blue yellow")
    game = game_of(with_track(column))
    pick(game, 0, 0)                                    # nothing below: no collision
    assert game.state["dispenser"][0] == column[1:]
    # The 10th marble (blue, hidden before) is now the visible ninth; the 9th is selectable.
    assert game.state["dispenser"][0][8] == B and game.state["dispenser"][0][7] == R


def test_D5_a_track_may_end_up_empty():
    game = game_of(with_track([Y]))
    pick(game, 0, 0)
    assert game.state["dispenser"][0] == []
    Game.from_state(game.to_state())                   # still a valid state


# ----- D6 collisions ---------------------------------------------------------------------

def test_D6_a_collision_where_the_gap_closes_between_different_colours():
    game = game_of(with_track(track("red blue yellow")))
    events = pick(game, 0, 1)
    collisions = of_type(events, "collision")
    assert len(collisions) == 1
    c = collisions[0]
    assert c["rule"] == "D6" and c["colors"] == [R, Y] and c["exploded"] is False
    assert c["positions"] == [0, 1]


def test_D6_taking_the_bottom_marble_collides_with_nothing():
    game = game_of(with_track(track("red red red")))
    events = pick(game, 0, 0)
    assert of_type(events, "collision") == []
    assert game.player["hand"] == [R]
    assert game.state["dispenser"][0] == [R, R]


def test_D6_taking_the_top_marble_collides_with_nothing():
    game = game_of(with_track(track("red red red")))
    events = pick(game, 0, 2)
    assert of_type(events, "collision") == []
    assert game.state["dispenser"][0] == [R, R]


# ----- D7 explosions and chains ------------------------------------------------------------

def test_D7_issue_example_pick_position_3_chain_of_two_explosions():
    game = game_of(with_track(track(ISSUE_TRACK_1)))
    events = pick(game, 0, 3)
    # black taken; yellow(2) meets yellow(4): 2 yellow; blue(0,1) meet blue(5): 3 blue;
    # then nothing lies below the gap.
    assert hand(game) == {K: 1, Y: 2, B: 3}
    assert game.state["dispenser"][0] == track("yellow yellow black yellow")
    explosions = of_type(events, "explosion")
    assert [(e["step"], e["color"], e["count"]) for e in explosions] == [(1, Y, 2), (2, B, 3)]
    assert all(e["rule"] == "D7" for e in explosions)


def test_D7_issue_example_pick_position_2_ends_with_a_black_marble():
    game = game_of(with_track(track(ISSUE_TRACK_2)))
    events = pick(game, 0, 2)
    assert hand(game) == {Y: 1, B: 3, R: 3}
    assert game.state["dispenser"][0] == [K]
    assert [(e["color"], e["count"]) for e in of_type(events, "explosion")] == [(B, 3), (R, 3)]


def test_D7_the_story_of_a_pick_comes_in_order():
    game = game_of(with_track(track(ISSUE_TRACK_2)))
    events = pick(game, 0, 2)
    assert types(events) == ["picked", "collision", "explosion", "collision", "explosion",
                             "took"]
    assert [e["rule"] for e in events] == ["T2", "D7", "D7", "D7", "D7", "T2"]
    took = events[-1]
    assert took["count"] == 7


def test_D7_the_chain_stops_at_two_different_colours():
    # pick the black: red meets red and explodes (2), then yellow meets blue: stop.
    game = game_of(with_track(track("yellow red black red blue")))
    events = pick(game, 0, 2)
    assert hand(game) == {K: 1, R: 2}
    assert game.state["dispenser"][0] == [Y, B]
    last = of_type(events, "collision")[-1]
    assert last["colors"] == [Y, B] and last["exploded"] is False


def test_D7_the_chain_stops_where_nothing_is_below():
    game = game_of(with_track(track("red black red yellow")))
    pick(game, 0, 1)
    assert hand(game) == {K: 1, R: 2}
    assert game.state["dispenser"][0] == [Y]


def test_D7_the_whole_contiguous_run_of_the_colour_explodes():
    # blue x2 below the gap, blue x3 above: all five go.
    game = game_of(with_track(track("red blue blue yellow blue blue blue black")))
    pick(game, 0, 3)
    assert hand(game) == {Y: 1, B: 5}
    assert game.state["dispenser"][0] == [R, K]


def test_D7_a_run_reaching_under_the_lid_explodes_whole():
    # Decision as implemented: contiguity includes hidden marbles (positions 9 and up):
    # the red at 0 meets the run of 10 reds at positions 2-11, all 11 explode.
    game = game_of(with_track(track("red yellow") + [R] * 10 + [B]))
    pick(game, 0, 1)
    assert hand(game) == {Y: 1, R: 11}
    assert game.state["dispenser"][0] == [B]


def test_D7_exploded_marbles_never_leave_the_game():
    state = make_state(with_track(track(ISSUE_TRACK_1)))
    before = marbles_in(state)
    game = Game.from_state(state)
    pick(game, 0, 3)
    assert marbles_in(game.to_state()) == before


# ----- D8 touching is not colliding ------------------------------------------------------

def test_D8_runs_that_already_touch_do_not_explode():
    game = game_of(with_track(track("red red blue yellow yellow")))
    events = pick(game, 0, 2)                          # red meets yellow
    assert game.player["hand"] == [B]
    assert game.state["dispenser"][0] == track("red red yellow yellow")
    assert of_type(events, "explosion") == []


def test_D8_a_run_elsewhere_in_the_dispenser_stays():
    tracks = with_track(track("red blue"))
    tracks[1] = track("yellow yellow yellow")
    game = game_of(tracks)
    pick(game, 0, 0)
    assert game.state["dispenser"][1] == [Y, Y, Y]


# ----- D9 the middle of three ----------------------------------------------------------

def test_D9_taking_the_middle_of_three_explodes_the_rest():
    game = game_of(with_track(track("blue red red red yellow")))
    pick(game, 0, 2)
    assert hand(game) == {R: 3}
    assert game.state["dispenser"][0] == [B, Y]


def test_D9_taking_one_inside_a_run_of_five_takes_all_five():
    game = game_of(with_track(track("black yellow yellow yellow yellow yellow")))
    pick(game, 0, 2)
    assert hand(game) == {Y: 5}
    assert game.state["dispenser"][0] == [K]


# ----- D10 help and potions never explode --------------------------------------------------

def test_D10_issue_example_the_little_help_takes_only_the_yellow():
    game = game_of(with_track(track(ISSUE_TRACK_2)))
    events = game.apply({"type": "help", "track": 0, "pos": 2})
    assert game.player["hand"] == [Y]
    assert game.state["dispenser"][0] == track("red blue blue blue red red black")
    assert of_type(events, "explosion") == []
    quiet = of_type(events, "collision")
    assert len(quiet) == 1 and quiet[0]["rule"] == "D10" and quiet[0]["exploded"] is False


def test_D10_a_potion_never_explodes():
    p = player("Ana", completed=[{"tile": "wisdom-1", "drunk": False}])
    game = game_of(with_track(track("red blue red")), players=[p, player("Ben")])
    game.apply({"type": "drink", "potion": "wisdom-1", "choice": {"track": 0, "pos": 1}})
    assert game.player["hand"] == [B]
    assert game.state["dispenser"][0] == [R, R]


def test_D10_quietly_touching_marbles_stay_when_nothing_collides_with_them():
    game = game_of(with_track(track("yellow red blue red")))
    game.apply({"type": "help", "track": 0, "pos": 2})       # red red now touch
    pick(game, 0, 0)                                          # nothing below position 0
    assert game.state["dispenser"][0] == [R, R]
    assert sorted(game.player["hand"]) == [B, Y]


def test_D10_a_new_collision_with_their_group_explodes_them_all():
    game = game_of(with_track(track("yellow red blue red black red")))
    game.apply({"type": "help", "track": 0, "pos": 2})       # yellow red red black red
    pick(game, 0, 3)                                          # black: red meets red red
    assert Counter(game.player["hand"]) == {B: 1, K: 1, R: 3}
    assert game.state["dispenser"][0] == [Y]


# ----- D11 returning marbles -------------------------------------------------------------

def _completing_position(capacity=16, tracks=None):
    """Ana holds the last red of joy-1 (blue red red yellow): placing it completes it."""
    tiles = {"burner": burner("joy-1", [B, R, None, Y])}
    ana = player("Ana", hand=[R], burners=[tiles["burner"], None])
    return game_of(tracks if tracks is not None else with_track([K]), [ana, player("Ben")],
                   capacity=capacity, picked=True)


def test_D11_a_completed_potions_marbles_go_on_top_of_tracks():
    before_tracks = [[K], [K, Y], [], [Y], [K]]
    game = _completing_position(tracks=before_tracks)
    events = game.apply({"type": "place", "color": R, "burner": 0})
    returned = of_type(events, "returned")
    assert len(returned) == 1 and returned[0]["rule"] == "D11"
    went = returned[0]["marbles"]
    assert Counter(m for m, _ in went) == {B: 1, R: 2, Y: 1}
    after = game.state["dispenser"]
    for t in range(5):
        # The old column is untouched underneath; the returned ones are on top, in order.
        assert after[t][:len(before_tracks[t])] == before_tracks[t]
        assert after[t][len(before_tracks[t]):] == [m for m, where in went if where == t]


def test_D11_a_full_track_sends_the_marble_to_the_nearest_track_with_room():
    # Capacity 5: tracks 0-3 are full, so the four marbles of the potion all go to track 4.
    tracks = [[K] * 5, [Y] * 5, [K] * 5, [Y] * 5, [K]]
    game = _completing_position(capacity=5, tracks=tracks)
    game.apply({"type": "place", "color": R, "burner": 0})
    after = game.state["dispenser"]
    assert after[:4] == tracks[:4]
    assert after[4][0] == K and Counter(after[4][1:]) == {B: 1, R: 2, Y: 1}


ONE_RED_HOLE = {"lesson-red": {"kind": "wisdom", "recipe": [R], "points": 1, "starter": False}}


def _one_marble_return(tracks, capacity, seed):
    """Ana places a red into a one-hole potion: it completes and that one red returns."""
    ana = player("Ana", hand=[R], burners=[{"tile": "lesson-red", "filled": [None]}, None])
    game = Game.from_state(make_state(tracks, [ana, player("Ben")], capacity=capacity,
                                      picked=True, tiles=ONE_RED_HOLE,
                                      rng={"seed": seed, "draws": 0}))
    events = game.apply({"type": "place", "color": R, "burner": 0})
    (returned,) = of_type(events, "returned")
    assert len(game.state["dispenser"][returned["marbles"][0][1]]) <= capacity
    return returned["marbles"][0][1]


def test_D11_the_nearest_track_with_room_not_any_track_with_room():
    # Capacity 1; only tracks 0 and 1 have room. A marble aimed at 0 stays there; aimed at
    # 1, 2, 3 or 4 it ends in track 1 (the nearest with room). So about 1 in 5 lands in
    # track 0; picking any track with room would put about half there.
    tracks = [[], [], [K], [Y], [K]]
    landed = Counter(_one_marble_return(tracks, 1, seed) for seed in range(100))
    assert set(landed) == {0, 1}
    assert 5 <= landed[0] <= 35


def test_D11_never_into_a_full_track():
    tracks = [[K], [Y], [], [K], [Y]]
    assert {_one_marble_return(tracks, 1, seed) for seed in range(20)} == {2}


def test_D11_tracks_are_chosen_at_random_each_track_can_be_reached():
    reached = set()
    for seed in range(30):
        game = _completing_position()
        state = game.to_state()
        state["rng"] = {"seed": seed, "draws": 0}
        game = Game.from_state(state)
        events = game.apply({"type": "place", "color": R, "burner": 0})
        reached.update(t for _, t in of_type(events, "returned")[0]["marbles"])
    assert reached == {0, 1, 2, 3, 4}


def test_D11_returning_never_causes_an_explosion():
    tracks = [[R], [R], [R], [R], [R]]                    # every top is red
    ana = player("Ana", hand=[R], burners=[burner("abyssal-5", [R, R, R, None, Y, Y]), None])
    game = game_of(tracks, [ana, player("Ben")], picked=True)
    game.apply({"type": "place", "color": R, "burner": 0})
    after = game.state["dispenser"]
    assert sum(len(c) for c in after) == 5 + 6
    assert dispenser_count(game.state) == {R: 9, Y: 2}
    assert all(c[0] == R for c in after)


# ----- D12 seeded randomness -----------------------------------------------------------

def test_D12_same_seed_same_setup_other_seed_other_setup():
    assert Game.new(3, seed=42).to_state() == Game.new(3, seed=42).to_state()
    assert Game.new(3, seed=42).to_state() != Game.new(3, seed=43).to_state()


def test_D12_same_state_and_actions_give_the_same_returns():
    def play():
        game = _completing_position()
        game.apply({"type": "place", "color": R, "burner": 0})
        return game.to_state()
    first, second = play(), play()
    assert first == second
    assert first["rng"]["draws"] > 0                      # the shuffle used the generator
