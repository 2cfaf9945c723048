"""Components, seats and setup (G1-G7)."""

import pytest
from sugar_boards import totals

from potion_widget.games.sugar.engine import PER_TYPE, SEATS, TYPES, Game, StateError, cards
from potion_widget.games.sugar.engine import board as geometry


def test_G1_G3_seventy_two_candies_of_six_types_board_and_bag():
    game = Game.new(3, seed=11)
    state = game.state
    assert len(TYPES) == 6 and PER_TYPE == 12
    assert totals(state) == dict.fromkeys(TYPES, 12)
    assert sum(state["bag"].values()) == 72 - 36          # G3: the bag holds the rest
    assert set(state["bag"]) == set(TYPES)


def test_G2_the_board_is_six_by_six_and_full_after_setup():
    board = Game.new(2, seed=5).state["board"]
    assert len(board) == 6 and all(len(row) == 6 for row in board)
    assert all(kind in TYPES for row in board for kind in row)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_G4_seats_by_number_of_players_and_first_player(players):
    """G4: the seats by number of players, and who goes first (option first)."""
    game = Game.new(players, seed=1, first=players - 1)
    assert [p["seat"] for p in game.state["players"]] == list(SEATS[players])
    assert game.state["current"] == players - 1
    assert Game.new(players, seed=1).state["current"] == 0
    assert SEATS[3] == ("south", "west", "north") and SEATS[2] == ("south", "north")


@pytest.mark.parametrize("bad, field", [(dict(players=5), "players"), (dict(players=["A"]), "players"),
                                        (dict(first=2), "first"), (dict(seed="x"), "seed"),
                                        (dict(objective="nope"), "objective"),
                                        (dict(objective={"total": 0}), "objective.total"),
                                        (dict(objective={"groups": [2, 13]}), "objective.groups[1]")])
def test_G4_G6_a_bad_option_is_a_state_error_naming_it(bad, field):
    options = dict(players=2, seed=1) | bad
    with pytest.raises(StateError) as error:
        Game.new(**options)
    assert error.value.field == field


def test_G5_setup_never_leaves_a_line_and_is_seeded():
    for seed in range(150):
        board = Game.new(2 + seed % 3, seed=seed).state["board"]
        assert not geometry.has_line(board), seed
        assert not geometry.options(board), seed
    assert Game.new(2, seed=9).state == Game.new(2, seed=9).state
    assert Game.new(2, seed=9).state["board"] != Game.new(2, seed=10).state["board"]


def test_G5_the_setup_check_looks_at_the_two_cells_before_in_row_and_column():
    board = [[None] * 6 for _ in range(6)]
    board[0][0] = board[0][1] = "mint"
    board[0][3] = board[1][3] = "corn"
    assert geometry.makes_setup_line(board, 0, 2, "mint")
    assert not geometry.makes_setup_line(board, 0, 2, "corn")
    assert geometry.makes_setup_line(board, 2, 3, "corn")
    assert not geometry.makes_setup_line(board, 2, 3, "mint")


def test_G6_eight_cards_the_source_two_and_six_marked_own_design():
    deck = cards()
    assert len(deck) == 8
    assert deck["nine-any"]["total"] == 9 and not deck["nine-any"]["own_design"]
    assert deck["four-pairs"]["groups"] == [2, 2, 2, 2] and not deck["four-pairs"]["own_design"]
    assert sum(card["own_design"] for card in deck.values()) == 6


def test_G6_objective_by_card_by_dict_or_drawn_at_random():
    assert Game.new(2, seed=1, objective="four-pairs").state["objective"] == \
        {"id": "four-pairs", "groups": [2, 2, 2, 2]}
    assert Game.new(2, seed=1, objective={"groups": [5]}).state["objective"] == {"groups": [5]}
    drawn = {Game.new(2, seed=s).state["objective"]["id"] for s in range(40)}
    assert len(drawn) >= 5 and drawn <= set(cards())


def test_G7_no_power_cards():
    with pytest.raises(TypeError):
        Game.new(2, seed=1, powers=12)
    state = Game.new(2, seed=1).state
    assert not any("power" in key for key in state)
