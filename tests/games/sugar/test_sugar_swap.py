"""The turn: a swap (W1-W3), and the empty cell it may not touch (R4)."""

import pytest
from sugar_boards import STUCK, SWAP, edited, game, refused


def test_W1_W2_a_swap_that_makes_a_line_blasts_and_keeps_one():
    g = game(SWAP)
    events = g.apply({"type": "swap", "a": [0, 2], "b": [0, 3]})
    assert events[0]["type"] == "swap" and events[0]["rule"] == "W1"
    blast = next(e for e in events if e["type"] == "blast")
    assert sorted(map(tuple, blast["cells"])) == [(0, 0), (0, 1), (0, 2)]
    assert next(e for e in events if e["type"] == "keep")["kept"] == {"mint": 1}     # B4


def test_W2_either_order_names_the_same_swap():
    one, two = game(SWAP), game(SWAP)
    one.apply({"type": "swap", "a": [0, 2], "b": [0, 3]})
    two.apply({"type": "swap", "a": [0, 3], "b": [0, 2]})
    assert one.state == two.state


@pytest.mark.parametrize("a, b", [([0, 0], [1, 1]), ([0, 0], [0, 2]), ([3, 3], [5, 3])])
def test_W1_diagonal_or_distant_cells_are_refused(a, b):
    assert refused(game(SWAP), {"type": "swap", "a": a, "b": b}) == "W1"


def test_W1_the_same_cell_twice_is_refused():
    assert refused(game(SWAP), {"type": "swap", "a": [2, 2], "b": [2, 2]}) == "W1"


def test_W2_same_types_or_no_line_are_refused():
    assert refused(game(SWAP), {"type": "swap", "a": [0, 0], "b": [0, 1]}) == "W2"   # mint, mint
    assert refused(game(SWAP), {"type": "swap", "a": [5, 0], "b": [5, 1]}) == "W2"   # no line


def test_R4_an_empty_cell_cannot_be_swapped():
    g = game(edited(STUCK, {(2, 2): "."}))
    assert refused(g, {"type": "swap", "a": [2, 2], "b": [2, 3]}) == "R4"


def test_W1_legal_swaps_are_neighbours_of_different_types_that_blast():
    g = game(SWAP)
    swaps = g.legal_actions()
    assert {"type": "swap", "a": [0, 2], "b": [0, 3]} in swaps
    for action in swaps:
        (ra, ca), (rb, cb) = action["a"], action["b"]
        assert abs(ra - rb) + abs(ca - cb) == 1
        g.clone().apply(action)           # each is accepted


def test_W3_the_turn_passes_clockwise_after_the_blasts():
    g = game(SWAP, players=3)
    events = g.apply({"type": "swap", "a": [0, 2], "b": [0, 3]})
    if g.phase == "swap":
        assert g.state["current"] == 1 and events[-1]["rule"] == "W3"
        assert g.state["quiet"] == 0
