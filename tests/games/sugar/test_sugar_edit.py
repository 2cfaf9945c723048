"""Sugar Blast's position editor (``games/sugar/edit.py``): every edit gives a state the engine
accepts and keeps each type's 12 candies (G1); a refused edit names the place and the rule and
changes nothing; an accepted edit is told in words."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget.games.sugar.edit import OPERATIONS, apply_edit, describe
from potion_widget.games.sugar.engine import PER_TYPE, SIZE, TYPES, Game, cards
from potion_widget.lessons.edit_mode import EditError
from sugar_boards import totals


value = st.one_of(st.integers(-2, 11), st.sampled_from([*TYPES, None, "toffee", "swap", "blast",
                                                        "over", *cards()]), st.booleans())
EDITS = st.one_of(
    st.builds(lambda r, c, k: {"op": "set_candy", "row": r, "col": c, "candy": k},
              st.integers(-1, SIZE), st.integers(-1, SIZE), st.sampled_from([*TYPES, None, 3])),
    st.builds(lambda p, k, n: {"op": "set_kept", "player": p, "candy": k, "count": n},
              st.integers(-1, 3), st.sampled_from([*TYPES, "toffee"]), st.integers(-1, 11)),
    st.builds(lambda p: {"op": "set_current", "player": p}, st.integers(-1, 3)),
    st.builds(lambda c: {"op": "set_objective", "card": c}, st.sampled_from([*cards(), "none", 7])),
    st.builds(lambda p: {"op": "set_phase", "phase": p}, st.sampled_from(["swap", "blast", "over", 1])),
    st.builds(lambda op, v: {"op": op, "row": v}, st.sampled_from([*OPERATIONS, "fly"]), value),
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**16), players=st.integers(2, 4), edits=st.lists(EDITS, max_size=8))
def test_every_edit_is_checked_and_a_refused_one_changes_nothing(seed, players, edits):
    state = Game.new(players, seed).to_state()
    for edit in edits:
        before = copy.deepcopy(state)
        try:
            after = apply_edit(state, edit)
        except EditError as error:
            assert state == before                            # the state given is unchanged
            assert error.message and error.to_dict()["rule"] == "edit"
            continue
        assert state == before
        assert Game.from_state(after).to_state() == after     # the engine accepts it
        assert all(n == PER_TYPE for n in totals(after).values())   # G1
        assert describe(edit, before, after)["text"].startswith("Edit: ")
        state = after


def test_a_candy_comes_out_of_the_bag_and_the_one_it_replaces_goes_back():
    state = Game.new(2, 3).to_state()
    old = state["board"][2][2]
    new = next(t for t in TYPES if t != old and state["bag"][t])
    after = apply_edit(state, {"op": "set_candy", "row": 2, "col": 2, "candy": new})
    if after["board"][2][2] == new:
        assert after["bag"][new] == state["bag"][new] - 1
        assert after["bag"][old] == state["bag"][old] + 1


def test_a_line_in_the_swap_phase_is_refused_naming_b9():
    state = Game.new(2, 3).to_state()
    board = state["board"]
    # the cell right of two equal neighbours in a row makes a line of three with them
    for r in range(SIZE):
        for c in range(SIZE - 2):
            if board[r][c] is not None and board[r][c] == board[r][c + 1] and state["bag"][board[r][c]]:
                with pytest.raises(EditError) as refused:
                    apply_edit(state, {"op": "set_candy", "row": r, "col": c + 2, "candy": board[r][c]})
                assert "(B9)" in refused.value.message
                assert refused.value.key == "sugar.edit.line_in_swap"
                return
    raise AssertionError("this seed's board has no two equal neighbours in a row")


def test_kept_candies_that_meet_the_objective_are_refused_naming_o4():
    state = Game.new(["Ana", "Ben"], 1, objective="nine-any").to_state()
    kept = {}
    with pytest.raises(EditError) as refused:
        for kind in TYPES:          # keep candies until the objective would be met
            n = min(state["bag"][kind], 9 - sum(kept.values()))
            state = apply_edit(state, {"op": "set_kept", "player": 0, "candy": kind, "count": n})
            kept[kind] = n
    assert refused.value.key == "sugar.edit.meets" and "(O4)" in refused.value.message
    assert "Ana" in refused.value.message


def test_a_type_with_every_candy_in_play_is_refused_naming_g1():
    state = Game.new(2, 0).to_state()
    kind = TYPES[0]
    left = state["bag"][kind]
    state = apply_edit(state, {"op": "set_kept", "player": 1, "candy": kind, "count": left}) if left else state
    assert state["bag"][kind] == 0
    cell = next((r, c) for r in range(SIZE) for c in range(SIZE) if state["board"][r][c] != kind)
    with pytest.raises(EditError) as refused:
        apply_edit(state, {"op": "set_candy", "row": cell[0], "col": cell[1], "candy": kind})
    assert refused.value.key == "sugar.edit.none_left" and "(G1)" in refused.value.message


def test_more_kept_candies_than_the_bag_holds_are_refused_saying_how_many_are_left_g1():
    state = Game.new(["Ana", "Ben"], 0, objective="ten-any").to_state()
    kind = next(t for t in TYPES if state["bag"][t] >= 2)
    left = state["bag"][kind]
    with pytest.raises(EditError) as refused:
        apply_edit(state, {"op": "set_kept", "player": 1, "candy": kind, "count": left + 1})
    assert refused.value.key == "sugar.edit.few_left" and "(G1)" in refused.value.message
    assert f"only {left} " in refused.value.message          # what the bag holds, not "all"
    # and that many are accepted
    after = apply_edit(state, {"op": "set_kept", "player": 1, "candy": kind, "count": left})
    assert after["players"][1]["kept"][kind] == left and after["bag"][kind] == 0


def _blast_phase_state() -> dict:
    """A game whose first swap leaves a blast to choose (B3): the blast phase."""
    for seed in range(200):
        game = Game.new(2, seed)
        for action in game.legal_actions():
            trial = game.clone()
            trial.apply(action)
            if trial.state["phase"] == "blast":
                return trial.to_state()
    raise AssertionError("no swap of 200 seeds leaves a blast to choose")


def test_a_phase_the_board_cannot_be_in_is_refused_naming_b9_and_the_advice_can_be_followed():
    swap = Game.new(2, 3).to_state()
    with pytest.raises(EditError) as refused:
        apply_edit(swap, {"op": "set_phase", "phase": "blast"})
    assert refused.value.key == "sugar.edit.no_line_to_blast" and "(B9)" in refused.value.message
    blast = _blast_phase_state()
    with pytest.raises(EditError) as refused:
        apply_edit(blast, {"op": "set_phase", "phase": "swap"})
    assert refused.value.key == "sugar.edit.line_left" and "(B9)" in refused.value.message
    # a line refused in the swap phase advises no phase change: the blast phase would be refused
    # too, as the board holds no line to blast before the candy is put
    board = swap["board"]
    r, c = next((r, c) for r in range(SIZE) for c in range(SIZE - 2)
                if board[r][c] == board[r][c + 1] and swap["bag"][board[r][c]])
    with pytest.raises(EditError) as refused:
        apply_edit(swap, {"op": "set_candy", "row": r, "col": c + 2, "candy": board[r][c]})
    assert "blast phase" not in refused.value.message
