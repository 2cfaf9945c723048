"""The refusals cite what SUGAR_BLAST.md's contract says, whatever the phase: "a blast outside
the blast phase B3", "a replace outside the replace phase N1", "a swap or draw in the blast
phase B3; a swap or draw in the replace phase N1", and for a swap "the same cell twice or cells
not neighbours W1" before "an empty cell R4" and "same types or no blast W2"."""

import pytest
from sugar_boards import STUCK, SWAP, edited, game, refused

from potion_widget.games.sugar import scenarios as sugar_scenarios

BLAST_PHASE = "sugar-keep"
REPLACE_PHASE = "sugar-replace"


def _in(name: str):
    return sugar_scenarios.load(name)


def test_B3_a_blast_in_the_replace_phase_is_a_blast_outside_the_blast_phase():
    g = _in(REPLACE_PHASE)
    assert g.phase == "replace"
    assert refused(g, {"type": "blast", "square": [0, 0]}) == "B3"
    assert refused(g, {"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]}) == "B3"


def test_N1_a_replace_in_the_blast_phase_is_a_replace_outside_the_replace_phase():
    g = _in(BLAST_PHASE)
    assert g.phase == "blast"
    assert refused(g, {"type": "replace", "cell": [0, 0]}) == "N1"


@pytest.mark.parametrize("name, kind, rule", [
    (BLAST_PHASE, "swap", "B3"), (BLAST_PHASE, "draw", "B3"),
    (REPLACE_PHASE, "swap", "N1"), (REPLACE_PHASE, "draw", "N1"),
])
def test_B3_N1_a_swap_or_a_draw_in_the_blast_or_replace_phase(name, kind, rule):
    action = {"type": "swap", "a": [0, 0], "b": [0, 1]} if kind == "swap" else {"type": "draw"}
    assert refused(_in(name), action) == rule


def test_B3_N1_a_blast_or_a_replace_in_the_swap_phase():
    assert refused(game(SWAP), {"type": "blast", "square": [0, 0]}) == "B3"
    assert refused(game(SWAP), {"type": "replace", "cell": [0, 0]}) == "N1"


def test_W1_a_diagonal_swap_of_one_type_is_refused_as_not_neighbours_before_W2():
    g = game(SWAP)
    board = g.state["board"]
    same = next((r, c) for r in range(5) for c in range(5) if board[r][c] == board[r + 1][c + 1])
    a, b = list(same), [same[0] + 1, same[1] + 1]
    assert refused(g, {"type": "swap", "a": a, "b": b}) == "W1"


def test_W1_a_diagonal_swap_with_an_empty_cell_is_refused_as_not_neighbours_before_R4():
    g = game(edited(STUCK, {(2, 2): "."}))
    assert refused(g, {"type": "swap", "a": [2, 2], "b": [3, 3]}) == "W1"


def _state_with(path, value) -> dict:
    state = sugar_scenarios.load(REPLACE_PHASE).to_state()
    where = state
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return state


@pytest.mark.parametrize("path, field", [
    (("board", 2, 3), "board[2][3]"), (("drawn",), "drawn"),
    (("bag", "corn"), "bag.corn"), (("players", 0, "kept", "corn"), "players[0].kept.corn"),
])
@pytest.mark.parametrize("value", [["corn"], {"corn": 1}, 10 ** 5000], ids=["list", "object", "huge"])
def test_G1_G2_N1_a_cell_or_drawn_that_is_a_list_or_an_object_names_its_field(path, field, value):
    """``from_state`` raised ``TypeError: unhashable type`` for a board cell or ``drawn``
    that is a list or an object, and ``ValueError`` writing a bag count of 5,000 digits."""
    from potion_widget.games.sugar.engine import Game, StateError

    with pytest.raises(StateError) as error:
        Game.from_state(_state_with(path, value))
    assert error.value.field == field
