"""F. The end of the game: the score (F1), the winner (F2), the tie-break pick (F3)."""

from collections import Counter

import pytest

from positions import (B, K, R, Y, done, game_of, make_state, marbles_in, of_type, player, refused,
                       track, with_track)

from potion_widget.games.potion.engine import Game, StateError


# ----- F1 the score ---------------------------------------------------------------------

def test_F1_points_of_completed_potions_plus_4_per_skill_minus_2_per_help():
    # wisdom-3 is worth 6, joy-1 3 (catalog); drunk or not, both count.
    ana = player("Ana", completed=[done("wisdom-3", True), done("joy-1")], skills=2, helps=3)
    ben = player("Ben", helps=1)
    game = game_of(players=[ana, ben])
    assert game.scores() == [6 + 3 + 2 * 4 - 3 * 2, -2]


def test_F1_a_teaching_tile_scores_its_own_points():
    tiles = {"lesson-1": {"kind": "joy", "recipe": [B, R], "points": 12, "starter": False}}
    ana = player("Ana", completed=[done("lesson-1")])
    assert game_of(players=[ana, player("Ben")], tiles=tiles).scores() == [12, 0]


def test_F1_the_score_follows_the_game_as_it_goes():
    game = game_of()
    assert game.scores() == [0, 0]
    game.apply({"type": "help", "track": 0, "pos": 0})
    assert game.scores() == [-2, 0]


# ----- F2 the winner --------------------------------------------------------------------

def _last_turn(players, first=0, dispenser=None):
    """The turn that ends the game: the end is triggered (empty countdown) and the player
    before the first is to play, pick already made."""
    current = (first - 1) % len(players)
    return game_of(dispenser, players, first=first, current=current, countdown=0, picked=True)


def test_F2_the_highest_score_wins():
    players = [player("Ana", completed=[done("wisdom-3")]), player("Ben", completed=[done("joy-1")]),
               player("Cy")]
    game = _last_turn(players)
    events = game.apply({"type": "end_turn"})
    over = events[-1]
    assert over["type"] == "game_over" and over["rule"] == "F2"
    assert over["winners"] == [0] and over["scores"] == [6, 3, 0]
    assert game.winners() == [0]
    assert game.phase == "over" and "tiebreak" not in game.state


def test_F2_no_winner_before_the_end():
    game = game_of(players=[player("Ana", completed=[done("wisdom-3")]), player("Ben")])
    assert game.winners() == []


# ----- F3 the tie-break --------------------------------------------------------------------

def _tied(first=0, dispenser=None):
    # Ana and Cy tie on 6; Ben has 3.
    players = [player("Ana", completed=[done("wisdom-3")]), player("Ben", completed=[done("joy-1")]),
               player("Cy", completed=[done("wisdom-4")])]
    return _last_turn(players, first=first, dispenser=dispenser)


def test_F3_a_tie_for_the_best_score_starts_a_tie_break_in_turn_order_from_the_first():
    game = _tied(first=1)
    events = game.apply({"type": "end_turn"})
    assert game.phase == "tiebreak"
    tiebreak = of_type(events, "tiebreak")[0]
    assert tiebreak["rule"] == "F3"
    assert tiebreak["players"] == [2, 0]          # from the first player (Ben): Cy, then Ana
    assert game.current == 2


def test_F3_each_tied_player_picks_with_explosions_and_the_most_marbles_wins():
    tracks = [track("blue red red red yellow"), track("black yellow"), [], [], []]
    game = _tied(dispenser=tracks)
    game.apply({"type": "end_turn"})
    assert game.current == 0
    game.apply({"type": "pick", "track": 1, "pos": 0})      # Ana: 1 black
    assert game.current == 2 and game.phase == "tiebreak"
    events = game.apply({"type": "pick", "track": 0, "pos": 2})   # Cy: 3 red (D7)
    assert of_type(events, "explosion")[0]["count"] == 2
    assert game.phase == "over"
    assert game.winners() == [2]
    assert [p["hand"] for p in game.state["players"]] == [[K], [], [R, R, R]]   # F3: hands
    assert of_type(events, "game_over")[0]["winners"] == [2]


def test_F3_a_tie_after_the_picks_is_shared():
    tracks = [track("blue red"), track("black yellow"), [], [], []]
    game = _tied(dispenser=tracks)
    game.apply({"type": "end_turn"})
    game.apply({"type": "pick", "track": 0, "pos": 0})
    game.apply({"type": "pick", "track": 1, "pos": 1})
    assert game.phase == "over"
    assert game.winners() == [0, 2]


def test_F3_with_nothing_selectable_every_tied_player_takes_0_and_the_tie_is_shared():
    game = _tied(dispenser=[[], [], [], [], []])
    events = game.apply({"type": "end_turn"})
    assert game.phase == "over"
    picks = of_type(events, "tiebreak_pick")
    assert [(e["player"], e["count"]) for e in picks] == [(0, 0), (2, 0)]
    assert game.winners() == [0, 2]


def test_F3_a_player_left_with_nothing_selectable_takes_0():
    game = _tied(dispenser=with_track([Y], at=3))
    game.apply({"type": "end_turn"})
    events = game.apply({"type": "pick", "track": 3, "pos": 0})    # Ana takes the last one
    assert [(e["player"], e["count"]) for e in of_type(events, "tiebreak_pick")] == [
        (0, 1), (2, 0)]
    assert game.phase == "over" and game.winners() == [0]


def test_F3_in_the_tie_break_only_a_pick_and_only_a_selectable_one():
    game = _tied()
    game.apply({"type": "end_turn"})
    refused(game, {"type": "help", "track": 0, "pos": 0}, "F3")
    refused(game, {"type": "end_turn"}, "F3")
    refused(game, {"type": "pick", "track": 0, "pos": 7}, "D2")
    assert all(a["type"] == "pick" for a in game.legal_actions())


def test_F3_tie_break_marbles_go_into_the_pickers_hand_and_are_conserved():
    game = _tied(dispenser=[track("blue red red red yellow"), [], [], [], []])
    before = marbles_in(game.to_state())
    game.apply({"type": "end_turn"})
    game.apply({"type": "pick", "track": 0, "pos": 2})
    state = game.to_state()
    assert marbles_in(state) == before
    assert [p["hand"] for p in state["players"]] == [[R, R, R], [], []]
    assert state["phase"] == "tiebreak" and state["current"] == 2
    # the state alone says who is tied and who has picked: it round-trips and plays on
    again = Game.from_state(state)
    assert again.to_state() == state
    again.apply({"type": "pick", "track": 0, "pos": 0})
    assert again.winners() == [0]


def test_F3_a_tie_break_state_needs_no_record_beyond_the_protocols_fields():
    """The tied players follow from the scores, the picker from ``current``: a position saved
    in the middle of a tie-break is an ordinary state."""
    tracks = [track("blue red red red yellow"), track("black yellow"), [], [], []]
    players = [player("Ana", completed=[done("wisdom-3")]), player("Ben", completed=[done("joy-1")]),
               player("Cy", completed=[done("wisdom-4")])]
    state = make_state(tracks, players, phase="tiebreak", current=0, end_triggered=True)
    game = Game.from_state(state)
    game.apply({"type": "pick", "track": 1, "pos": 0})
    assert game.current == 2
    game.apply({"type": "pick", "track": 0, "pos": 2})
    assert game.phase == "over" and game.winners() == [2]


def test_F3_scores_are_not_changed_by_the_tie_break():
    game = _tied(dispenser=[track("blue red red red yellow"), [], [], [], []])
    game.apply({"type": "end_turn"})
    game.apply({"type": "pick", "track": 0, "pos": 2})
    game.apply({"type": "pick", "track": 0, "pos": 0})
    assert game.scores() == [6, 3, 6]
    assert game.winners() == [0]
    assert Counter(game.state["players"][0]["hand"]) == {R: 3}


def test_F3_a_saved_tie_break_is_checked_against_the_picks_it_implies():
    """Before ``current``, every tied player has picked, and a pick takes a marble or more;
    from ``current`` on, nobody has picked yet."""
    tracks = [track("blue red red red yellow"), track("black yellow"), [], [], []]

    def saved(ana_hand, cy_hand, current):
        players = [player("Ana", completed=[done("wisdom-3")], hand=ana_hand),
                   player("Ben", completed=[done("joy-1")]),
                   player("Cy", completed=[done("wisdom-4")], hand=cy_hand)]
        return make_state(tracks, players, phase="tiebreak", current=current,
                          end_triggered=True)

    Game.from_state(saved([K], [], 2))
    for state, field in ((saved([], [], 2), "players[0].hand"),      # Ana's pick took nothing?
                         (saved([K], [R], 2), "players[2].hand"),    # Cy has not picked yet
                         (saved([], [], 1), "current")):             # Ben is not tied
        with pytest.raises(StateError) as refused_state:
            Game.from_state(state)
        assert refused_state.value.field == field and "(F3)" in str(refused_state.value)


def test_F3_a_tie_break_record_of_an_earlier_version_is_refused_with_the_reason():
    state = make_state(phase="over", end_triggered=True)
    state["tiebreak"] = {"order": [], "taken": [None, None]}
    with pytest.raises(StateError) as refused_state:
        Game.from_state(state)
    assert refused_state.value.field == "tiebreak" and "hands" in str(refused_state.value)
