"""C. Components: marbles, tiles, tokens, players (RULES.md C1-C4)."""

from collections import Counter

import pytest

from positions import B, K, R, Y, game_of, make_state, player

from potion_widget.games.potion.engine import COLORS, KINDS, TILES, Game, StateError


# ----- C1 marbles ------------------------------------------------------------------------

def test_C1_four_colours():
    assert set(COLORS) == {"blue", "black", "red", "yellow"}
    assert len(COLORS) == 4


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_C1_a_new_game_holds_20_marbles_of_each_colour(seed):
    state = Game.new(2, seed=seed).to_state()
    counts = Counter(m for column in state["dispenser"] for m in column)
    assert counts == {B: 20, K: 20, R: 20, Y: 20}


def test_C1_a_state_with_21_marbles_of_one_colour_is_refused():
    tracks = [[B] * 11, [B] * 10, [], [], []]
    with pytest.raises(StateError):
        Game.from_state(make_state(tracks))
    # 20 is fine: a teaching scenario may hold fewer than 80, never more of a colour.
    Game.from_state(make_state([[B] * 10, [B] * 10, [], [], []]))


# ----- C2 potion tiles -------------------------------------------------------------------

def test_C2_eight_kinds_of_eight_tiles():
    assert len(KINDS) == 8
    assert set(KINDS) == {"wisdom", "magnetic", "abyssal", "balm", "love", "joy", "sands", "lava"}
    per_kind = Counter(t.kind for t in TILES.values())
    assert per_kind == {k: 8 for k in KINDS}
    assert len(TILES) == 64


def test_C2_each_recipe_has_4_to_7_holes_of_real_colours_and_a_point_value():
    for tile_id, tile in TILES.items():
        assert 4 <= len(tile.recipe) <= 7, tile_id
        assert set(tile.recipe) <= set(COLORS), tile_id
        assert isinstance(tile.points, int) and tile.points > 0, tile_id


def test_C2_tile_ids_are_kind_and_number():
    for kind in KINDS:
        assert {f"{kind}-{n}" for n in range(1, 9)} <= set(TILES)


def test_C2_every_kind_has_starter_tiles():
    # The starter draft (S2) deals 2 per player from 6 kinds: 8 starters must exist even
    # with the two kinds richest in starters removed.
    starters = Counter(t.kind for t in TILES.values() if t.starter)
    assert set(starters) == set(KINDS)
    assert sum(sorted(starters.values())[:6]) >= 8


def test_C2_a_tile_lies_in_one_place_only():
    p = player("Ana", completed=[{"tile": "wisdom-8", "drunk": False}])
    with pytest.raises(StateError):      # wisdom-8 is also in the default stacks
        Game.from_state(make_state(players=[p, player("Ben")]))


# ----- C3 tokens -------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_C3_fifteen_skill_tokens_and_21_little_helps(players):
    state = Game.new(players, seed=3).to_state()
    assert state["countdown"] + state["supply"]["skills"] == 15
    assert state["supply"]["helps"] == 21


def test_C3_a_little_help_is_still_given_when_the_supply_is_empty():
    game = game_of(supply={"skills": 11, "helps": 0})
    game.apply({"type": "help", "track": 0, "pos": 0})
    state = game.to_state()
    assert state["players"][0]["helps"] == 1
    assert state["supply"]["helps"] == 0
    assert game.scores()[0] == -2


def test_C3_a_help_token_comes_from_the_supply_while_it_has_some():
    game = game_of()
    game.apply({"type": "help", "track": 0, "pos": 0})
    assert game.to_state()["supply"]["helps"] == 20


# The skill-token side of C3 (a token from an empty supply, which stays at 0) is checked in
# test_end_of_turn.py with the E3 awards.


# ----- C4 players ------------------------------------------------------------------------

@pytest.mark.parametrize("count", [2, 3, 4])
def test_C4_two_to_four_players(count):
    state = Game.new(count, seed=1).to_state()
    assert len(state["players"]) == count


@pytest.mark.parametrize("count", [0, 1, 5])
def test_C4_other_player_counts_are_refused(count):
    with pytest.raises(StateError):
        Game.new(count, seed=1)


def test_C4_players_are_seated_in_the_order_given_and_player_0_is_first():
    state = Game.new(["Ana", "Ben", "Cy"], seed=1).to_state()
    assert [p["name"] for p in state["players"]] == ["Ana", "Ben", "Cy"]
    assert state["first"] == 0 and state["current"] == 0


def test_C4_another_first_player_may_be_chosen():
    state = Game.new(["Ana", "Ben", "Cy"], seed=1, first=2).to_state()
    assert state["first"] == 2 and state["current"] == 2


def test_C4_play_goes_round_in_seat_order():
    game = game_of(players=[player("Ana"), player("Ben"), player("Cy")])
    seen = []
    for _ in range(4):
        seen.append(game.current)
        column = next(t for t, c in enumerate(game.state["dispenser"]) if c)
        game.apply({"type": "pick", "track": column, "pos": 0})
        game.apply({"type": "end_turn"})
    assert seen == [0, 1, 2, 0]
