"""Blasts: lines, mega-blasts, the choice among them, what each removes and keeps (B1-B9)."""

import pytest
from sugar_boards import STUCK, board, edited, game, position, refused, totals

from potion_widget.games.sugar.engine import TYPES, Game, StateError
from potion_widget.games.sugar.engine import board as geometry

# A T of marshmallows in the square at [0, 0] with its row run on to a line of 4 (row 2).
CROSS = edited(STUCK, {(2, 0): "m", (2, 1): "m", (2, 2): "m", (2, 3): "m", (1, 1): "m", (0, 1): "m"})
LINE3 = edited(STUCK, {(0, 0): "g", (0, 1): "g", (0, 2): "g"})
LINE4_ONE_OTHER = edited(STUCK, {(0, c): "g" for c in range(4)})            # row 0: g g g g a g
LINE4_CHOICE = edited(LINE4_ONE_OTHER, {(0, 5): "m"})                         # row 0: g g g g a m
LINE4_ALONE = edited(LINE4_ONE_OTHER, {(0, 4): ".", (0, 5): "."})             # row 0: g g g g . .
LINE5 = edited(STUCK, {(0, c): "g" for c in range(5)} | {(0, 5): "t"})
LONG_CROSS = edited(STUCK, {(0, c): "g" for c in range(6)} | {(1, 2): "g", (2, 2): "g", (5, 3): "m"})


def blasting(text: str, **kwargs) -> Game:
    return game(text, phase="blast", **kwargs)


def first(events, type_):
    return next(e for e in events if e["type"] == type_)


def test_B1_lines_are_maximal_runs_of_three_or_more_told_apart_by_length():
    found = geometry.lines(board(LINE5))
    assert [len(o["cells"]) for o in found] == [5]
    assert [len(o["cells"]) for o in geometry.lines(board(LONG_CROSS))] == [6, 3]
    assert geometry.lines(board(STUCK)) == []
    broken = board(edited(LINE4_ONE_OTHER, {(0, 2): "."}))                   # g g . g: no line
    assert geometry.lines(broken) == []


def test_B2_each_square_holding_a_mega_blast_is_its_own_option():
    options = geometry.options(board(CROSS))
    squares = sorted(o["square"] for o in options if o["kind"] == "mega")
    assert squares == [(0, 0), (0, 1)]
    assert sorted(geometry.options(board(LONG_CROSS))[2]["cells"]) == [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]
    assert [o["square"] for o in geometry.megas(board(LONG_CROSS))] == [(0, 0), (0, 1), (0, 2)]


def test_B3_the_active_player_chooses_among_every_option_with_its_keep_choices():
    g = blasting(CROSS)
    actions = g.legal_actions()
    squares = [a for a in actions if "square" in a]
    assert {tuple(a["square"]) for a in squares} == {(0, 0), (0, 1)}
    assert sorted(a["keep"] for a in squares if a["square"] == [0, 1]) == ["corn", "lollipop", "mint"]
    lines = [a for a in actions if "line" in a]
    assert len(lines) == 3                   # the line of 4 with 2 keep choices, and the column of 3
    for action in actions:
        g.clone().apply(action)


def test_B3_a_line_may_be_named_in_any_order_and_a_wrong_option_is_refused():
    g = blasting(LINE3)
    events = g.clone().apply({"type": "blast", "line": [[0, 2], [0, 0], [0, 1]]})
    assert first(events, "keep")["kept"] == {"gumdrop": 1}
    assert refused(g, {"type": "blast", "line": [[0, 0], [0, 1]]}) == "B3"
    assert refused(g, {"type": "blast", "square": [0, 0]}) == "B3"
    assert refused(g, {"type": "swap", "a": [0, 0], "b": [0, 1]}) == "B3"
    assert refused(g, {"type": "draw"}) == "B3"
    assert refused(game(STUCK), {"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]}) == "B3"


def test_B3_one_option_needing_no_choice_resolves_by_itself():
    g = game(edited(LINE3, {(0, 2): "c", (1, 2): "g"}))     # row 0: g g c c a g, (1, 2) is g
    events = g.apply({"type": "swap", "a": [0, 2], "b": [1, 2]})
    assert first(events, "blast")["rule"] == "B4"


def test_B4_a_line_of_three_removes_three_and_keeps_one():
    g = blasting(LINE3)
    events = g.apply({"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]})
    blast = first(events, "blast")
    assert blast["rule"] == "B4" and len(blast["cells"]) == 3
    assert first(events, "keep")["kept"] == {"gumdrop": 1}
    assert first(events, "returned")["count"] == 2
    assert totals(g.state) == dict.fromkeys(TYPES, 12)


def test_B5_a_line_of_four_removes_its_row_and_keeps_one_of_another_type_chosen():
    g = blasting(LINE4_CHOICE)
    line = [[0, c] for c in range(4)]
    assert refused(g, {"type": "blast", "line": line}) == "B3"                       # keep missing
    assert refused(g, {"type": "blast", "line": line, "keep": "mint"}) == "B3"       # not removed
    assert refused(g, {"type": "blast", "line": line, "keep": "gumdrop"}) == "B3"    # the blast's own
    events = g.apply({"type": "blast", "line": line, "keep": "marshmallow"})
    assert sorted(map(tuple, first(events, "blast")["cells"])) == [(0, c) for c in range(6)]
    assert first(events, "keep")["kept"] == {"gumdrop": 1, "marshmallow": 1}
    assert first(events, "returned")["count"] == 4


def test_B5_exactly_one_other_type_is_kept_without_a_choice():
    g = blasting(LINE4_ONE_OTHER)
    line = [[0, c] for c in range(4)]
    assert refused(g, {"type": "blast", "line": line, "keep": "cane"}) == "B3"
    events = g.apply({"type": "blast", "line": line})
    assert first(events, "keep")["kept"] == {"gumdrop": 1, "cane": 1}


def test_B5_with_no_other_type_removed_only_the_blast_type_is_kept():
    events = blasting(LINE4_ALONE).apply({"type": "blast", "line": [[0, c] for c in range(4)]})
    assert first(events, "keep")["kept"] == {"gumdrop": 1}
    assert len(first(events, "blast")["cells"]) == 4


def test_B5_a_mega_blast_removes_its_square():
    g = blasting(CROSS)
    events = g.apply({"type": "blast", "square": [0, 1], "keep": "corn"})
    blast = first(events, "blast")
    assert blast["rule"] == "B2" and blast["option"] == {"kind": "mega", "square": [0, 1]}
    assert sorted(map(tuple, blast["cells"])) == sorted(geometry.square_cells(0, 1))
    keep = first(events, "keep")
    assert keep["rule"] == "B5" and keep["kept"] == {"marshmallow": 1, "corn": 1}


def test_B6_a_line_of_five_removes_every_candy_of_its_type_and_keeps_two():
    g = blasting(LINE5)
    on_board = sum(row.count("gumdrop") for row in g.state["board"])
    events = g.apply({"type": "blast", "line": [[0, c] for c in range(5)]})
    blast = first(events, "blast")
    assert blast["rule"] == "B6" and len(blast["cells"]) == on_board
    assert first(events, "keep")["kept"] == {"gumdrop": 2}


def test_B7_a_long_cross_is_one_option_at_a_time():
    """B7: a long cross is never scored twice at once: one option, then look again."""
    g = blasting(LONG_CROSS)
    kinds = sorted(len(a["line"]) for a in g.legal_actions() if "line" in a)
    assert kinds == [3, 6]
    events = g.apply({"type": "blast", "line": [[0, c] for c in range(6)]})
    assert first(events, "keep")["kept"] == {"gumdrop": 2}       # not 2 + 1 for the column


def test_B8_only_the_active_player_keeps_and_the_rest_goes_back_to_the_bag():
    g = blasting(LINE4_CHOICE, current=1)
    events = g.apply({"type": "blast", "line": [[0, c] for c in range(4)], "keep": "cane"})
    assert g.state["players"][0]["kept"] == {}
    kept = sum(e["params"]["count"] for e in events if e["type"] == "keep")
    assert sum(g.state["players"][1]["kept"].values()) == kept
    assert all(e["rule"] == "B8" for e in events if e["type"] == "returned")


def test_B9_a_line_in_the_swap_phase_or_no_option_in_the_blast_phase_is_invalid():
    with pytest.raises(StateError) as error:
        Game.from_state(position(LINE3))
    assert error.value.field == "board"
    with pytest.raises(StateError) as error:
        Game.from_state(position(STUCK, phase="blast"))
    assert error.value.field == "board"
