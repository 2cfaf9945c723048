"""E. The end of the turn, in order: E0 conditions, E1 keep and discard, E2 draw, E3 skill
tokens, E4 the end trigger, E5 passing play and the last round."""

from collections import Counter

import pytest

from positions import (B, K, R, Y, burner, dispenser_count, done, game_of, make_state,
                       marbles_in, of_type, player, refused, types)

from potion_widget.games.potion.engine import Game, StateError


def end(game, **choices):
    return game.apply({"type": "end_turn", **choices})


def ana_game(ana=None, others=None, **overrides):
    overrides.setdefault("picked", True)
    others = others if others is not None else [player("Ben")]
    return game_of(players=[ana or player("Ana")] + others, **overrides)


# ----- E0 when the turn may end -----------------------------------------------------------

def test_E0_not_before_the_usual_pick():
    game = ana_game(picked=False)
    refused(game, {"type": "end_turn"}, "E0")
    assert {"type": "end_turn"} not in game.legal_actions()


def test_E0_not_with_a_marble_in_hand_that_fits():
    ana = player("Ana", hand=[R], burners=[burner("wisdom-1"), None])
    game = ana_game(ana)
    refused(game, {"type": "end_turn"}, "I3")
    assert {"type": "end_turn"} not in game.legal_actions()


def test_E0_the_steps_run_in_order():
    ana = player("Ana", hand=[B, B, K, Y], pool=[R],
                 completed=[done("joy-3"), done("joy-4"), done("joy-5")])
    game = ana_game(ana, countdown=1)
    events = end(game, keep=[K, Y], draw=[0, 1])
    assert types(events) == ["to_pool", "discarded", "returned", "drew", "drew", "skill",
                             "end_triggered", "turn_passed"]
    assert [e["rule"] for e in events] == ["E1", "E1", "D11", "E2", "E2", "E3", "E4", "E5"]


# ----- E1 hand to pool, the rest discarded ---------------------------------------------------

def test_E1_the_hand_goes_to_the_pool_while_it_has_room():
    game = ana_game(player("Ana", hand=[B, K], pool=[Y]))
    end(game)
    assert Counter(game.state["players"][0]["pool"]) == {Y: 1, B: 1, K: 1}
    assert game.state["players"][0]["hand"] == []


def test_E1_with_more_than_the_room_the_player_chooses_and_the_rest_is_discarded():
    ana = player("Ana", hand=[B, K, Y, B], pool=[R])
    game = ana_game(ana)
    in_dispenser = dispenser_count(game.state)
    before = marbles_in(game.to_state())
    events = end(game, keep=[B, Y])
    assert Counter(game.state["players"][0]["pool"]) == {R: 1, B: 1, Y: 1}
    assert Counter(of_type(events, "discarded")[0]["colors"]) == {B: 1, K: 1}
    assert dispenser_count(game.state) - in_dispenser == Counter({B: 1, K: 1})
    assert marbles_in(game.to_state()) == before


def test_E1_without_a_choice_the_hand_fills_the_pool_in_hand_order():
    game = ana_game(player("Ana", hand=[Y, K, B, R]))
    events = end(game)
    assert game.state["players"][0]["pool"] == [Y, K, B]
    assert of_type(events, "discarded")[0]["colors"] == [R]


@pytest.mark.parametrize("keep", [[B], [B, K, Y], [R, B]])
def test_E1_keep_must_fill_the_room_exactly_from_the_hand(keep):
    # Room for 2: one marble is not enough (no discard while the pool has room), three is
    # too many, and a red is not in the hand.
    refused(ana_game(player("Ana", hand=[B, K, Y], pool=[Y])),
            {"type": "end_turn", "keep": keep}, "E1")


def test_E1_a_full_pool_sends_the_whole_hand_back():
    game = ana_game(player("Ana", hand=[B], pool=[R, R, R]))
    events = end(game)
    assert game.state["players"][0]["pool"] == [R, R, R]
    assert of_type(events, "discarded")[0]["colors"] == [B]
    assert of_type(events, "returned")[0]["marbles"][0][0] == B


# ----- E2 drawing new potions --------------------------------------------------------------

def test_E2_each_empty_burner_draws_the_top_of_the_chosen_stack_one_by_one():
    game = ana_game(stacks=[["joy-3", "joy-4"], ["love-3"], [], [], []])
    events = end(game, draw=[0, 0])
    ana = game.state["players"][0]
    assert [b["tile"] for b in ana["burners"]] == ["joy-4", "joy-3"]
    assert all(m is None for b in ana["burners"] for m in b["filled"])
    assert [(e["tile"], e["place"], e["burner"]) for e in of_type(events, "drew")] == [
        ("joy-4", 0, 0), ("joy-3", 0, 1)]
    assert game.state["stacks"] == [[], ["love-3"], [], [], []]


def test_E2_only_empty_burners_are_refilled():
    ana = player("Ana", burners=[burner("wisdom-1", [R, None, None, None]), None])
    game = ana_game(ana)
    end(game, draw=[3])
    burners = game.state["players"][0]["burners"]
    assert burners[0] == {"tile": "wisdom-1", "filled": [R, None, None, None]}
    assert burners[1]["tile"] == "love-7"


def test_E2_when_no_tile_is_left_the_burner_stays_empty():
    game = ana_game(stacks=[[], [], ["lava-3"], [], []])
    end(game, draw=[2])
    assert [b and b["tile"] for b in game.state["players"][0]["burners"]] == ["lava-3", None]


@pytest.mark.parametrize("draw", [[1, 0], [0], [0, 0, 0], [7, 0]])
def test_E2_draw_refusals(draw):
    # [1, 0]: stack 1 is empty; [0]: the second burner needs a place; [0, 0, 0]: one too
    # many; [7, 0]: no such place.
    game = ana_game(stacks=[["joy-3", "joy-4"], [], ["love-3"], [], []])
    refused(game, {"type": "end_turn", "draw": draw}, "E2")


def test_E2_pool_marbles_cannot_go_onto_the_new_tiles_this_turn():
    ana = player("Ana", pool=[B, B], hand=[R, R])
    game = ana_game(ana, stacks=[["magnetic-6"], ["magnetic-5"], [], [], []])
    events = end(game, draw=[0, 1])
    ana = game.state["players"][0]
    # The new tiles want blue and red, yet they are drawn empty after E1 and play passes.
    assert [b["filled"] for b in ana["burners"]] == [[None] * 6, [None] * 6]
    assert Counter(ana["pool"]) == {B: 2, R: 1}
    assert game.current == 1
    assert types(events).index("to_pool") < types(events).index("drew")


# ----- E3 skill tokens -------------------------------------------------------------------

def test_E3_three_of_a_kind_earns_one_token_drunk_ones_count():
    ana = player("Ana", completed=[done("joy-3", True), done("joy-4"), done("joy-5", True)])
    game = ana_game(ana)
    events = end(game)
    ana = game.state["players"][0]
    assert ana["skills"] == 1 and ana["awarded"]["kinds"] == ["joy"]
    (skill,) = of_type(events, "skill")
    assert skill["kind"] == "joy" and skill["source"] == "countdown"
    assert game.state["countdown"] == 3


def test_E3_two_of_a_kind_earn_nothing():
    game = ana_game(player("Ana", completed=[done("joy-3"), done("joy-4"), done("love-3")]))
    assert of_type(end(game), "skill") == []


def test_E3_the_kind_token_is_given_once_not_again_at_four_or_six():
    six = [done(f"joy-{n}") for n in range(1, 7)]
    ana = player("Ana", completed=six, skills=1, awarded={"kinds": ["joy"], "variety": False})
    game = ana_game(ana)
    assert of_type(end(game), "skill") == []
    assert game.state["players"][0]["skills"] == 1


def test_E3_several_kinds_each_earn_a_token_in_catalog_order_then_variety():
    completed = [done(t) for t in ("love-3", "love-4", "love-5", "wisdom-3", "wisdom-4",
                                   "wisdom-5", "abyssal-3", "lava-3", "joy-3")]
    game = ana_game(player("Ana", completed=completed))
    skills = of_type(end(game), "skill")
    # Catalog order: wisdom before love; then the token for 5 different kinds.
    assert [s["kind"] for s in skills] == ["wisdom", "love", None]
    assert game.state["players"][0]["skills"] == 3
    assert game.state["players"][0]["awarded"] == {"kinds": ["wisdom", "love"], "variety": True}


def test_E3_five_different_kinds_earn_one_token_once():
    five = [done(t) for t in ("wisdom-3", "magnetic-3", "abyssal-3", "love-3", "joy-3")]
    game = ana_game(player("Ana", completed=five))
    (skill,) = of_type(end(game), "skill")
    assert skill["kind"] is None and skill["key"] == "event.skill_variety"
    assert game.state["players"][0]["awarded"]["variety"] is True


def test_E3_the_variety_token_is_not_given_again_for_a_sixth_kind():
    six = [done(t) for t in ("wisdom-3", "magnetic-3", "abyssal-3", "love-3", "joy-3",
                             "balm-3")]
    ana = player("Ana", completed=six, skills=1, awarded={"kinds": [], "variety": True})
    game = ana_game(ana)
    assert of_type(end(game), "skill") == []
    assert game.state["players"][0]["skills"] == 1


def test_E3_four_kinds_earn_nothing():
    four = [done(t) for t in ("wisdom-3", "magnetic-3", "abyssal-3", "love-3")]
    assert of_type(end(ana_game(player("Ana", completed=four))), "skill") == []


def test_E3_tokens_come_from_the_countdown_then_from_the_supply():
    completed = [done(t) for t in ("wisdom-3", "wisdom-4", "wisdom-5", "joy-3", "joy-4",
                                   "joy-5", "love-3", "lava-3", "sands-3")]
    game = ana_game(player("Ana", completed=completed), countdown=1,
                    supply={"skills": 5, "helps": 21})
    skills = of_type(end(game), "skill")
    assert [(s["kind"], s["source"]) for s in skills] == [
        ("wisdom", "countdown"), ("joy", "supply"), (None, "supply")]
    assert game.state["countdown"] == 0
    assert game.state["supply"]["skills"] == 3


def test_E3_C3_a_token_is_given_from_an_empty_supply_which_stays_at_0():
    three = [done(t) for t in ("joy-3", "joy-4", "joy-5")]
    game = ana_game(player("Ana", completed=three), countdown=0,
                    supply={"skills": 0, "helps": 21})
    (skill,) = of_type(end(game), "skill")
    assert skill["source"] == "supply"
    assert game.state["supply"]["skills"] == 0
    assert game.state["players"][0]["skills"] == 1


def test_E3_only_for_the_player_whose_turn_ends():
    ben = player("Ben", completed=[done(t) for t in ("joy-3", "joy-4", "joy-5")])
    game = ana_game(others=[ben])
    assert of_type(end(game), "skill") == []
    assert game.state["players"][1]["skills"] == 0


def test_E3_a_loaded_game_counts_each_players_potions_at_the_end_of_their_own_turn():
    """A state may be loaded with a token not yet given (a teacher's position): the engine
    only skips the count for players who completed nothing since it last counted."""
    ben = player("Ben", completed=[done(t) for t in ("joy-3", "joy-4", "joy-5")])
    game = ana_game(others=[ben])
    assert of_type(end(game), "skill") == []
    game.apply({"type": "pick", "track": 4, "pos": 1})
    (skill,) = of_type(end(game), "skill")
    assert skill["kind"] == "joy" and game.state["players"][1]["skills"] == 1


def test_E3_an_end_of_turn_taken_back_and_played_again_gives_the_token_again():
    ana = player("Ana", hand=[Y], completed=[done("wisdom-3"), done("wisdom-4")],
                 burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = ana_game(ana)
    game.apply({"type": "place", "color": Y, "burner": 0})
    first = end(game)
    game.undo()
    assert game.state["players"][0]["skills"] == 0
    again = end(game)
    assert of_type(again, "skill") == of_type(first, "skill") != []
    assert game.state["players"][0]["skills"] == 1


def test_E3_a_potion_completed_this_turn_counts_at_its_end():
    ana = player("Ana", hand=[Y], completed=[done("wisdom-3"), done("wisdom-4")],
                 burners=[burner("wisdom-1", [R, R, Y, None]), None])
    game = ana_game(ana)
    game.apply({"type": "place", "color": Y, "burner": 0})
    assert game.state["players"][0]["skills"] == 0           # not before the end of turn
    (skill,) = of_type(end(game), "skill")
    assert skill["kind"] == "wisdom"


# ----- E4 the end trigger ------------------------------------------------------------------

def test_E4_the_countdown_emptied_at_this_end_of_turn_triggers_the_end():
    three = [done(t) for t in ("joy-3", "joy-4", "joy-5")]
    game = ana_game(player("Ana", completed=three), countdown=1)
    events = end(game)
    assert game.state["countdown"] == 0
    assert game.state["end_triggered"] is True
    (trigger,) = of_type(events, "end_triggered")
    assert trigger["rule"] == "E4" and trigger["key"] == "event.end_countdown"


def test_E4_no_potion_tile_left_triggers_the_end():
    game = ana_game(stacks=[[], ["joy-3"], [], [], []])
    events = end(game, draw=[1])
    assert game.state["end_triggered"] is True
    assert of_type(events, "end_triggered")[0]["key"] == "event.end_no_tiles"


def test_E4_with_tiles_and_tokens_left_nothing_is_triggered():
    game = ana_game(stacks=[[], ["joy-3", "joy-4", "joy-5"], [], [], []])
    events = end(game, draw=[1, 1])
    assert game.state["end_triggered"] is False
    assert of_type(events, "end_triggered") == []


def test_E4_S4_tiles_left_in_the_deck_still_count():
    # E4 triggers "when no potion tile is left ... in the market and its deck". Either such
    # a state is refused (S4 refills a place at once, so it cannot arise in play) or the
    # deck's tiles keep the game going.
    ana = player("Ana", burners=[None, burner("joy-1")])
    state = make_state(players=[ana, player("Ben")], picked=True)
    del state["stacks"]
    state["options"]["market"] = "market"
    state["market"] = [None] * 5
    state["deck"] = ["joy-3", "joy-4"]
    try:
        game = Game.from_state(state)
    except StateError:
        return
    events = end(game)
    assert of_type(events, "end_triggered") == []
    assert game.state["players"][0]["burners"][0] is not None


# ----- E5 play passes; the last round ----------------------------------------------------

def test_E5_play_passes_to_the_next_player_and_back_to_the_first():
    game = ana_game()
    end(game)
    assert game.current == 1 and game.state["turn"]["number"] == 2
    game.apply({"type": "pick", "track": 1, "pos": 0})
    events = end(game)
    assert game.current == 0 and events[-1]["type"] == "turn_passed"


def _three(first, current):
    players = [player("Ana", completed=[done("wisdom-3")]), player("Ben"), player("Cy")]
    return game_of(players=players, first=first, current=current, countdown=0, picked=True)


def test_E5_equal_turns_the_game_ends_after_the_player_before_the_first():
    game = _three(first=0, current=1)                        # Ben triggers the end
    events = end(game)
    assert of_type(events, "end_triggered") and game.phase == "play" and game.current == 2
    game.apply({"type": "pick", "track": 0, "pos": 0})
    events = end(game)                                       # Cy, last in turn order
    assert game.phase == "over"
    assert types(events)[-1] == "game_over"
    assert "turn_passed" not in types(events)


def test_E5_when_the_last_player_triggers_the_end_the_game_ends_at_once():
    game = _three(first=0, current=2)
    events = end(game)
    assert game.phase == "over" and types(events)[-2:] == ["end_triggered", "game_over"]


def test_E5_the_first_player_triggering_the_end_gives_everyone_else_a_turn():
    game = _three(first=1, current=1)
    end(game)
    played = []
    while game.phase == "play":
        played.append(game.current)
        game.apply({"type": "pick", "track": game.current, "pos": 0})
        end(game)
    assert played == [2, 0]                                  # 0 is right before first 1
    assert game.phase == "over"


def test_E5_the_end_is_triggered_once():
    game = _three(first=0, current=0)
    assert of_type(end(game), "end_triggered")
    game.apply({"type": "pick", "track": 0, "pos": 0})
    assert of_type(end(game), "end_triggered") == []


def test_E5_no_action_after_the_game_is_over():
    game = _three(first=0, current=2)
    end(game)
    refused(game, {"type": "pick", "track": 0, "pos": 0}, "E5")
    assert game.legal_actions() == []
