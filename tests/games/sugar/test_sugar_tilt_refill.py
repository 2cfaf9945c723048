"""Tilt, refill, chains and empty cells (R1-R4)."""

import pytest
from sugar_boards import STUCK, board, edited, game, totals

from potion_widget.games.sugar.engine import TYPES, Game
from potion_widget.games.sugar.engine import board as geometry
from potion_widget.games.sugar.engine.bots import RandomBot

HOLES = """
am....
......
c.....
......
g.....
......
"""


@pytest.mark.parametrize("seat, where", [
    ("south", {(0, 0): "g", (1, 0): "c", (2, 0): "a", (0, 1): "m"}),
    ("north", {(5, 0): "a", (4, 0): "c", (3, 0): "g", (5, 1): "m"}),
    ("west", {(5, 0): "a", (5, 1): "m", (3, 0): "c", (1, 0): "g"}),
    ("east", {(5, 5): "m", (5, 4): "a", (3, 5): "c", (1, 5): "g"}),
])
def test_R1_the_board_tilts_towards_the_active_seat_keeping_the_order(seat, where):
    cells = board(HOLES)
    moves = geometry.tilt(cells, seat)
    expected = board(edited("\n".join(["......"] * 6), where))
    assert cells == expected
    assert all(a != b for a, b in moves) and (not moves) == (seat == "west")


def test_R1_lanes_are_columns_for_south_and_north_rows_for_west_and_east():
    assert geometry.LANES["south"][0] == [(r, 0) for r in range(6)]
    assert geometry.LANES["north"][0] == [(r, 0) for r in reversed(range(6))]
    assert geometry.LANES["west"][0] == [(0, c) for c in range(6)]
    assert geometry.LANES["east"][0] == [(0, c) for c in reversed(range(6))]


def test_R2_refill_order_per_seat():
    """R2: the empty cells are filled nearest the active seat first, left to right."""
    order = geometry.FILL_ORDER
    assert order["south"][:7] == [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (1, 0)]
    assert order["north"][:7] == [(5, 5), (5, 4), (5, 3), (5, 2), (5, 1), (5, 0), (4, 5)]
    assert order["west"][:7] == [(5, 0), (4, 0), (3, 0), (2, 0), (1, 0), (0, 0), (5, 1)]
    assert order["east"][:7] == [(0, 5), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (0, 4)]
    assert all(sorted(cells) == sorted(geometry.SETUP_ORDER) for cells in order.values())


@pytest.mark.parametrize("players, current", [(2, 1), (3, 1), (4, 3)])
def test_R1_R2_in_a_game_the_tilt_and_the_refill_follow_the_active_seat(players, current):
    line = edited(STUCK, {(0, 0): "g", (0, 1): "g", (0, 2): "g"})
    g = game(line, players=players, current=current, phase="blast")
    seat = g.state["players"][current]["seat"]
    events = g.apply({"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]})
    tilt = next(e for e in events if e["type"] == "tilt")
    assert tilt["rule"] == "R1" and tilt["seat"] == seat
    refill = next(e for e in events if e["type"] == "refill")
    cells = [(r, c) for r, c, _ in refill["cells"]]
    order = geometry.FILL_ORDER[seat]
    assert cells == sorted(cells, key=order.index) and len(cells) == 3


def test_R3_chains_happen_and_every_blast_of_a_chain_is_kept_by_the_active_player():
    chains = 0
    for seed in range(40):
        g = Game.new(2, seed=seed, objective={"total": 72})
        bot = RandomBot(seed)
        for _ in range(12):
            if g.over:
                break
            me = g.state["current"]
            other = [dict(p["kept"]) for i, p in enumerate(g.state["players"]) if i != me]
            events = g.apply(bot.choose(g))
            blasts = [e for e in events if e["type"] == "blast"]
            chains += len(blasts) > 1
            assert [dict(p["kept"]) for i, p in enumerate(g.state["players"]) if i != me] == other
    assert chains > 0


def test_R4_when_the_bag_runs_out_the_last_cells_stay_empty_and_hold_no_line():
    line = edited(STUCK, {(0, 0): "g", (0, 1): "g", (0, 2): "g"})
    rest = {k: 12 - sum(r.count(k) for r in board(line)) for k in TYPES}
    first = {k: rest[k] for k in TYPES[:3]}
    second = {k: rest[k] for k in TYPES[3:]}
    g = game(line, kept=[first, second], phase="blast", objective={"total": 72})
    assert sum(g.state["bag"].values()) == 0          # 3 removed, 1 kept: 2 for 3 cells
    events = g.apply({"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]})
    empty = next(e for e in events if e["type"] == "bag_empty")
    assert empty["rule"] == "R4"
    assert empty["count"] == 1 and sum(row.count(None) for row in g.state["board"]) == 1
    assert totals(g.state) == dict.fromkeys(TYPES, 12)
    holes = edited(STUCK, {(0, 1): "."})
    assert geometry.lines(board(edited(holes, {(0, 0): "l", (0, 2): "l"}))) == []
