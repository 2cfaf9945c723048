"""When no swap can blast: draw and replace (N1-N3)."""

from sugar_boards import LONELY, STUCK, STUCK_PAIR, SWAP, game, refused

from potion_widget.games.sugar.engine import TYPES


def test_N1_only_a_draw_is_legal_when_no_swap_can_blast():
    g = game(STUCK)
    assert g.legal_actions() == [{"type": "draw"}]
    assert refused(game(SWAP), {"type": "draw"}) == "N1"


def test_N1_a_draw_shows_a_candy_held_by_neither_bag_nor_board():
    g = game(STUCK)
    bag = sum(g.state["bag"].values())
    events = g.apply({"type": "draw"})
    assert g.phase == "replace" and g.state["drawn"] in TYPES
    assert sum(g.state["bag"].values()) == bag - 1 and events[0]["rule"] == "N1"
    drawn = g.state["drawn"]
    cells = [a["cell"] for a in g.legal_actions()]
    assert cells and all(g.state["board"][r][c] != drawn for r, c in cells)
    assert len(cells) == 36 - sum(row.count(drawn) for row in g.state["board"])


def test_N1_refusals_in_and_out_of_the_replace_phase():
    g = game(STUCK, phase="replace", drawn="mint")
    assert refused(g, {"type": "replace", "cell": [0, 0]}) == "N1"    # a mint already
    assert refused(g, {"type": "replace", "cell": [6, 0]}) == "G2"
    assert refused(g, {"type": "swap", "a": [0, 0], "b": [0, 1]}) == "N1"
    assert refused(g, {"type": "draw"}) == "N1"
    assert refused(game(STUCK), {"type": "replace", "cell": [0, 1]}) == "N1"


def test_N1_N2_a_replacement_that_makes_no_line_ends_the_turn_quietly():
    g = game(STUCK, phase="replace", drawn="mint")
    g.apply({"type": "replace", "cell": [0, 1]})        # a lollipop between mint and marshmallow
    state = g.state
    assert state["board"][0][1] == "mint" and state["drawn"] is None
    assert state["current"] == 1 and state["quiet"] == 1 and state["phase"] == "swap"


def test_N2_a_replacement_that_makes_a_line_blasts_as_after_a_swap():
    """N2: a replacement that makes a line runs the blast steps as after a swap."""
    g = game(STUCK_PAIR, phase="replace", drawn="corn")
    events = g.apply({"type": "replace", "cell": [5, 2]})
    assert [e["rule"] for e in events][:2] == ["N1", "B4"]
    keep = next(e for e in events if e["type"] == "keep")
    assert keep["kept"] == {"corn": 1}            # then perhaps a chain (R3)
    assert g.state["players"][0]["kept"]["corn"] >= 1 and g.state["quiet"] == 0


def _all_kept(board_counts: dict, bag_left: dict) -> list[dict]:
    """Kept candies for two players so that the bag holds exactly ``bag_left``."""
    rest = {k: 12 - board_counts.get(k, 0) - bag_left.get(k, 0) for k in TYPES}
    first = {k: n for k, n in rest.items() if k in TYPES[:3] and n}
    second = {k: n for k, n in rest.items() if k in TYPES[3:] and n}
    return [first, second]


def test_N3_with_an_empty_bag_the_turn_passes():
    g = game(STUCK, kept=_all_kept(dict.fromkeys(TYPES, 6), {}))
    assert sum(g.state["bag"].values()) == 0
    events = g.apply({"type": "draw"})
    assert events[0]["rule"] == "N3"
    assert g.state["current"] == 1 and g.state["quiet"] == 1 and g.state["drawn"] is None


def test_N3_when_every_candy_on_the_board_is_the_drawn_type_it_goes_back():
    g = game(LONELY, kept=_all_kept({"mint": 2}, {"mint": 1}))
    assert g.legal_actions() == [{"type": "draw"}]
    events = g.apply({"type": "draw"})
    assert [e["rule"] for e in events][:2] == ["N1", "N3"]
    assert g.state["bag"]["mint"] == 1 and g.state["current"] == 1 and g.phase == "swap"
