"""T. The turn: one usual pick, at most one little help, then the end (T1-T4)."""

from collections import Counter

from positions import (B, K, R, Y, burner, done, game_of, of_type, player, refused, track,
                       types, with_track)


# ----- T1 one usual pick, one help, any number of the rest --------------------------------

def test_T1_a_second_usual_pick_is_refused():
    game = game_of()
    game.apply({"type": "pick", "track": 0, "pos": 0})
    refused(game, {"type": "pick", "track": 1, "pos": 0}, "T1")


def test_T1_the_usual_pick_is_mandatory():
    game = game_of()
    refused(game, {"type": "end_turn"}, "E0")
    game.apply({"type": "help", "track": 0, "pos": 0})     # a help is not the usual pick
    refused(game, {"type": "end_turn"}, "E0")
    game.apply({"type": "pick", "track": 1, "pos": 0})
    game.apply({"type": "end_turn"})
    assert game.current == 1


def test_T1_any_number_of_drinks_placements_and_pool_moves_in_a_turn():
    ana = player("Ana", hand=[R, R, Y], pool=[K],
                 burners=[burner("wisdom-1"), None],
                 completed=[done("wisdom-3"), done("wisdom-4")])
    game = game_of(with_track(track("blue yellow blue yellow")), [ana, player("Ben")])
    game.apply({"type": "place", "color": R, "burner": 0})
    game.apply({"type": "place", "color": R, "burner": 0})
    game.apply({"type": "from_pool", "color": K})
    game.apply({"type": "to_pool", "color": K})
    game.apply({"type": "drink", "potion": "wisdom-3", "choice": {"track": 0, "pos": 0}})
    game.apply({"type": "drink", "potion": "wisdom-4", "choice": {"track": 0, "pos": 0}})
    game.apply({"type": "pick", "track": 0, "pos": 0})
    assert game.current == 0
    assert game.state["players"][0]["burners"][0]["filled"] == [R, R, None, None]


def test_T1_only_the_active_player_acts_and_the_turn_then_passes():
    ben = player("Ben", pool=[B])
    game = game_of(players=[player("Ana"), ben], picked=True)
    # Every action is the active player's: Ben's pool is not Ana's to take from.
    refused(game, {"type": "from_pool", "color": B}, "I4")
    events = game.apply({"type": "end_turn"})
    assert events[-1]["type"] == "turn_passed" and events[-1]["player"] == 1
    assert game.current == 1
    assert game.state["turn"] == {"number": 2, "picked": False, "helped": False}


# ----- T2 the usual pick ------------------------------------------------------------------

def test_T2_the_picked_marble_and_every_exploded_one_go_to_the_hand():
    game = game_of(with_track(track("yellow blue red blue")))
    events = game.apply({"type": "pick", "track": 0, "pos": 2})
    assert Counter(game.player["hand"]) == {R: 1, B: 2}
    assert game.state["dispenser"][0] == [Y]
    assert game.state["turn"]["picked"] is True
    # blue meets blue and explodes; above the gap nothing is left to collide.
    assert types(events) == ["picked", "collision", "explosion", "took"]
    assert events[0]["rule"] == "T2" and events[0]["color"] == R
    assert events[-1]["colors"] == [R, B, B]   # in the order they came: the pick, then the explosion


def test_T2_a_pick_adds_to_what_the_hand_already_holds():
    ana = player("Ana", hand=[K])
    game = game_of(players=[ana, player("Ben")])
    game.apply({"type": "pick", "track": 0, "pos": 0})
    assert game.player["hand"] == [K, B]


# ----- T3 the little help ---------------------------------------------------------------

def test_T3_help_takes_a_token_and_one_marble_without_explosion():
    game = game_of(with_track(track("yellow blue red blue")))
    events = game.apply({"type": "help", "track": 0, "pos": 2})
    state = game.to_state()
    assert state["players"][0]["hand"] == [R]
    assert state["players"][0]["helps"] == 1
    assert state["supply"]["helps"] == 20
    assert state["dispenser"][0] == [Y, B, B]               # the blues touch, quietly
    assert state["turn"] == {"number": 1, "picked": False, "helped": True}
    assert events[0]["type"] == "helped" and events[0]["rule"] == "T3"
    assert of_type(events, "explosion") == []


def test_T3_help_only_once_a_turn():
    game = game_of()
    game.apply({"type": "help", "track": 0, "pos": 0})
    refused(game, {"type": "help", "track": 1, "pos": 0}, "T3")


def test_T3_help_before_the_usual_pick_can_set_up_an_explosion():
    # The rulebook's advice: the help makes red meet red for the usual pick that follows.
    game = game_of(with_track(track("black red blue yellow red")))
    game.apply({"type": "help", "track": 0, "pos": 2})     # black red yellow red
    game.apply({"type": "pick", "track": 0, "pos": 2})     # yellow: red meets red
    assert Counter(game.player["hand"]) == {B: 1, Y: 1, R: 2}
    assert game.state["dispenser"][0] == [K]


def test_T3_help_after_the_usual_pick_is_allowed():
    game = game_of()
    game.apply({"type": "pick", "track": 0, "pos": 0})
    game.apply({"type": "help", "track": 1, "pos": 0})
    assert game.player["hand"] == [B, K]
    assert game.player["helps"] == 1


def test_T3_the_help_is_once_per_turn_not_once_per_game():
    game = game_of()
    game.apply({"type": "help", "track": 0, "pos": 0})
    game.apply({"type": "pick", "track": 1, "pos": 0})
    game.apply({"type": "end_turn"})
    game.apply({"type": "help", "track": 2, "pos": 0})       # Ben's turn
    assert [p["helps"] for p in game.state["players"]] == [1, 1]


# ----- T4 nothing selectable ------------------------------------------------------------

def test_T4_with_nothing_selectable_the_turn_ends_without_a_pick():
    game = game_of([[], [], [], [], []])
    assert [a["type"] for a in game.legal_actions()] == ["end_turn"]
    game.apply({"type": "end_turn"})
    assert game.current == 1


def test_T4_a_single_selectable_marble_still_requires_the_pick():
    game = game_of(with_track([Y], at=3))
    refused(game, {"type": "end_turn"}, "E0")


# ----- listed actions are dicts like any other ----------------------------------------------

def test_T2_a_listed_pick_may_be_changed_and_later_listings_are_untouched():
    game = game_of()
    first = game.legal_actions()[0]
    assert first == {"type": "pick", "track": 0, "pos": 0}
    first["pos"] = 8                                   # a caller's own variant of it
    refused(game, first, "D2")
    assert game.legal_actions()[0] == {"type": "pick", "track": 0, "pos": 0}
    help_action = next(a for a in game.legal_actions() if a["type"] == "help")
    help_action.update(pos=1)
    assert next(a for a in game.legal_actions() if a["type"] == "help")["pos"] == 0


def test_I4_a_listed_move_from_the_pool_may_be_changed_and_later_listings_are_untouched():
    """The moves from a pool are shared between listings too (the same pool lists the same
    moves), in colour order whatever the pool's order."""
    game = game_of(players=[player("Ana", pool=[Y, R, Y]), player("Ben", pool=[R, Y])])
    listed = [a for a in game.legal_actions() if a["type"] == "from_pool"]
    assert listed == [{"type": "from_pool", "color": R}, {"type": "from_pool", "color": Y}]
    listed[0]["color"] = B                             # a caller's own variant of it
    refused(game, listed[0], "I4")
    again = [a for a in game.legal_actions() if a["type"] == "from_pool"]
    assert again == [{"type": "from_pool", "color": R}, {"type": "from_pool", "color": Y}]
    game.apply(again[1])
    assert game.player["hand"] == [Y] and game.player["pool"] == [R, Y]


def test_T2_undo_replays_the_action_as_it_was_taken_not_as_changed_after():
    game = game_of()
    pick = game.legal_actions()[0]
    game.apply(pick)
    after_pick = game.to_state()
    pick["track"] = 3                                  # changed after the game took it
    game.apply({"type": "help", "track": 1, "pos": 0})
    game.undo()                                        # replays the pick from its own copy
    assert game.to_state() == after_pick
