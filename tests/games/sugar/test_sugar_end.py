"""The objective and the end (O1-O4)."""

import pytest
from sugar_boards import LONELY, STUCK, edited, game, position, refused

from potion_widget.games.sugar.engine import TYPES, Game, StateError
from potion_widget.games.sugar.engine.objectives import meets

LINE3 = edited(STUCK, {(0, 0): "g", (0, 1): "g", (0, 2): "g"})


@pytest.mark.parametrize("kept, objective, met", [
    ({"corn": 5, "mint": 4}, {"total": 9}, True),
    ({"corn": 5, "mint": 3}, {"total": 9}, False),
    ({"corn": 2, "mint": 2, "cane": 3, "gumdrop": 2}, {"groups": [2, 2, 2, 2]}, True),
    ({"corn": 8, "mint": 2, "cane": 1}, {"groups": [2, 2, 2]}, False),     # one type per group
    ({"corn": 3, "mint": 5}, {"groups": [5, 3]}, True),
    ({"corn": 4, "mint": 4}, {"groups": [5, 3]}, False),
    ({}, {"groups": [1]}, False),
])
def test_O1_kept_candies_meet_an_objective(kept, objective, met):
    assert meets(kept, objective) is met


def test_O2_the_first_to_meet_the_objective_wins_at_once_without_tilt_or_refill():
    g = game(LINE3, phase="blast", kept=[{"corn": 4, "mint": 4}, {}], objective={"total": 9})
    bag = sum(g.state["bag"].values())
    events = g.apply({"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]})
    assert [e["type"] for e in events] == ["blast", "keep", "returned", "win"]
    assert events[-1]["rule"] == "O2"
    assert g.state["winner"] == 0 and g.phase == "over"
    assert sum(g.state["bag"].values()) == bag + 2                 # the others went back
    assert [g.state["board"][0][c] for c in range(3)] == [None, None, None]
    Game.from_state(g.to_state())                                   # a valid end
    assert refused(g, {"type": "draw"}) == "O2"
    assert g.legal_actions() == []


def _quiet_game(quiet: int):
    rest = {k: 12 for k in TYPES}
    rest["mint"] -= 3                                  # 2 on the board, 1 in the bag
    kept = [{k: rest[k] for k in TYPES[:3]}, {k: rest[k] for k in TYPES[3:]}]
    return game(LONELY, kept=kept, quiet=quiet)


def test_O3_a_quiet_round_ends_the_game_with_no_winner():
    g = _quiet_game(quiet=1)
    events = g.apply({"type": "draw"})               # the mint goes back (N3): nobody kept
    assert events[-1]["rule"] == "O3"
    assert g.phase == "over" and g.state["winner"] is None and g.state["current"] == 0
    assert g.state["quiet"] == 2


def test_O3_a_turn_with_a_blast_resets_quiet():
    g = game(LINE3, phase="blast", quiet=1)
    g.apply({"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]})
    if g.phase == "swap":
        assert g.state["quiet"] == 0


def test_O4_any_action_after_the_end_is_refused_format_first():
    g = _quiet_game(quiet=1)
    g.apply({"type": "draw"})
    assert refused(g, {"type": "draw"}) == "O3"
    assert refused(g, {"type": "swap", "a": [9, 9], "b": [0, 0]}) == "O3"
    assert refused(g, {"type": "jump"}) == "format"


def test_O4_a_player_meeting_the_objective_must_be_the_winner():
    state = position(STUCK, kept=[{"corn": 6}, {}], objective={"total": 5})
    with pytest.raises(StateError) as error:
        Game.from_state(state)
    assert error.value.field == "winner"
    over = position(STUCK, kept=[{"corn": 6}, {}], objective={"total": 5}, phase="over")
    over["winner"] = 1
    with pytest.raises(StateError):
        Game.from_state(over)
    over["winner"] = 0
    assert Game.from_state(over).winner == 0
