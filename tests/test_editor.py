"""The position editor (``potion_widget.games.potion.edit.editor``): each edit gives a state the engine accepts,
a refused edit names the part of the position in plain words and changes nothing, and random
valid edits always give states that load and round-trip."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget.games.potion.edit import editor
from potion_widget.lessons import scenarios
from potion_widget.games.potion.edit.editor import EditError, apply_edit
from potion_widget.games.potion.engine import COLORS, Game


def played(seed: int = 0) -> dict:
    """A 2-player game (Ana, Ben) past the draft, full tracks, Ana to make her first pick."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    return game.to_state()


def roomy(seed: int = 0) -> dict:
    """:func:`played` with each track cut to 10 marbles: 30 marbles out, room for edits."""
    state = played(seed)
    state["dispenser"] = [track[:10] for track in state["dispenser"]]
    return state


def refused(function, state, *args, **kwargs) -> EditError:
    """The refusal of an edit, after checking the state given is exactly as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(EditError) as info:
        function(state, *args, **kwargs)
    assert state == before
    assert str(info.value) and "[" not in str(info.value)     # words, not a field path
    return info.value


def loads(state: dict) -> dict:
    """The state round-trips through the engine unchanged."""
    assert Game.from_state(state).to_state() == state
    return state


# ----------------------------------------------------------------- the dispenser
def test_set_marble_replaces_appends_and_a_marble_above_the_top_falls_onto_it():
    state = scenarios.load("touching").to_state()
    track = state["dispenser"][0]
    after = loads(editor.set_marble(state, 0, 1, "red"))
    assert after["dispenser"][0] == track[:1] + ["red"] + track[2:]
    assert state["dispenser"][0] == track              # the state given is not changed
    fell = loads(editor.set_marble(state, 0, 12, "red"))
    assert fell["dispenser"][0] == track + ["red"]


def test_taking_a_marble_out_lets_the_marbles_above_slide_down_D5():
    state = played()
    track = state["dispenser"][2]
    after = loads(editor.set_marble(state, 2, 3, None))
    assert after["dispenser"][2] == track[:3] + track[4:]


def test_places_under_the_lid_can_be_set_D2():
    full = played()
    assert len(full["dispenser"][4]) == 16
    color = "yellow" if full["dispenser"][4][13] != "yellow" else "red"
    error = refused(editor.set_marble, full, 4, 13, color)      # all 20 are there already
    assert str(error).startswith(f"All 20 {color} marbles") and "(C1)" in str(error)
    yellow = full["dispenser"][0].index(color)
    state = loads(editor.set_marble(full, 0, yellow, None))     # one taken out first
    after = loads(editor.set_marble(state, 4, 13, color))
    assert after["dispenser"][4][13] == color
    assert editor.is_hidden(13) and not editor.is_hidden(8)
    told = editor.describe({"op": "set_marble", "track": 4, "pos": 13, "color": color},
                           state, after)
    assert told["text"] == f"Edit: a {color} marble at track 4, position 13, under the lid."


def test_more_than_20_marbles_of_a_colour_is_refused_C1():
    state = played()
    # the full dispenser holds 20 of each colour: a 21st red marble (anywhere) is refused
    error = refused(editor.add_marble, state, 0, "hand", "red")
    assert error.field == "players[0].hand" and "All 20 red marbles" in str(error)
    assert "(C1)" in str(error)


@pytest.mark.parametrize("args, field, words", [
    ((7, 0, "red"), "dispenser", "There is no track 7"),
    ((0, 16, "red"), "dispenser[0]", "Track 0 has no position 16"),
    ((0, 0, "green"), "dispenser[0]", "'green' is not a marble colour"),
    ((0, True, "red"), "dispenser[0]", "no position True"),
])
def test_a_bad_place_or_colour_is_refused_in_words(args, field, words):
    error = refused(editor.set_marble, played(), *args)
    assert error.field == field and words in str(error)


def test_taking_a_marble_from_an_empty_place_is_refused():
    state = scenarios.load("touching").to_state()
    error = refused(editor.set_marble, state, 0, 10, None)
    assert str(error) == "Track 0 has no marble at position 10 to take out."


# ----------------------------------------------------------------- tiles and holes
def test_a_tile_taken_from_a_stack_goes_on_a_burner_with_empty_holes():
    state = played()
    tile = state["stacks"][1][0]
    after = loads(editor.set_tile(state, 1, 0, tile))
    assert tile not in after["stacks"][1]
    on = after["players"][1]["burners"][0]
    assert on["tile"] == tile and on["filled"] == [None] * len(Game.from_state(after).tile(tile).recipe)
    # the tile that was there left the position; the stacks hold one tile fewer
    assert sum(map(len, after["stacks"])) == sum(map(len, state["stacks"])) - 1


def test_a_tile_off_the_desk_leaves_the_position_and_can_come_back():
    state = played()
    tile = state["players"][0]["burners"][0]["tile"]
    empty = loads(editor.set_tile(state, 0, 0, None))
    assert empty["players"][0]["burners"][0] is None
    back = loads(editor.set_tile(empty, 0, 0, tile))
    assert back["players"][0]["burners"][0]["tile"] == tile


def test_a_tile_already_on_a_desk_or_of_a_kind_not_in_play_is_refused():
    state = played()
    ben = state["players"][1]["burners"][0]["tile"]
    error = refused(editor.set_tile, state, 0, 0, ben)
    assert "already on Ben's burner 0" in str(error) and error.field == "players[0].burners[0]"
    assert "balm" not in state["kinds"]
    error = refused(editor.set_tile, state, 0, 0, "balm-1")
    assert "is not in this game" in str(error) and "Balm" in str(error)
    assert "balm-1" not in str(error)           # the potion by its name, never its id
    refused(editor.set_tile, state, 0, 0, "no-such-tile")


def test_a_market_place_refills_from_the_deck_S4():
    game = Game.new(["Ana", "Ben"], seed=2, remove="beginner", market="market")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    state = game.to_state()
    tile, top = state["market"][2], state["deck"][-1]
    after = loads(editor.set_tile(state, 0, 0, tile))
    assert after["market"][2] == top and len(after["deck"]) == len(state["deck"]) - 1


def test_filling_holes_and_the_last_hole_is_refused_I5():
    state = roomy()
    burner = state["players"][0]["burners"][0]
    recipe = Game.from_state(state).tile(burner["tile"]).recipe
    s = state
    for hole, color in enumerate(recipe[:-1]):
        s = loads(editor.fill_hole(s, 0, 0, hole, color))
    assert s["players"][0]["burners"][0]["filled"][:-1] == list(recipe[:-1])
    error = refused(editor.fill_hole, s, 0, 0, len(recipe) - 1, recipe[-1])
    assert "(I5)" in str(error) and str(error).startswith("Ana's burner 0: ")
    emptied = loads(editor.fill_hole(s, 0, 0, 0, None))
    assert emptied["players"][0]["burners"][0]["filled"][0] is None
    refused(editor.fill_hole, state, 0, 0, 9, "red")


def test_completed_potions_added_marked_drunk_and_removed():
    state = played()
    tile = state["stacks"][0][-1]
    after = loads(editor.add_completed(state, 1, tile))
    assert after["players"][1]["completed"] == [{"tile": tile, "drunk": False}]
    drunk = loads(editor.set_drunk(after, 1, 0, True))
    assert drunk["players"][1]["completed"][0]["drunk"] is True
    gone = loads(editor.remove_completed(drunk, 1, 0))
    assert gone["players"][1]["completed"] == []
    assert "Ben has no completed potion" in str(refused(editor.remove_completed, gone, 1, 0))


# ----------------------------------------------------------------- hands, pools, tokens
def test_only_the_player_to_move_may_hold_marbles_in_hand():
    state = scenarios.load("touching").to_state()
    ana = loads(editor.set_hand(state, 0, ["red", "blue"]))
    assert ana["players"][0]["hand"] == ["red", "blue"]
    error = refused(editor.set_hand, state, 1, ["red"])
    assert str(error) == "Ben's hand: only the active player may hold marbles in hand."
    assert error.field == "players[1].hand"


def test_pool_holds_at_most_three_I4_and_marbles_are_added_and_removed_one_by_one():
    state = scenarios.load("touching").to_state()
    s = state
    for color in ("red", "red", "blue"):
        s = loads(editor.add_marble(s, 1, "pool", color))
    assert s["players"][1]["pool"] == ["red", "red", "blue"]
    assert "(I4)" in str(refused(editor.add_marble, s, 1, "pool", "black"))
    s = loads(editor.remove_marble(s, 1, "pool", 0))
    assert s["players"][1]["pool"] == ["red", "blue"]
    assert "not a place for loose marbles" in str(refused(editor.add_marble, s, 1, "bag", "red"))


def test_tokens_come_from_the_supply_and_go_back_to_it():
    state = played()
    supply = state["supply"]
    after = loads(editor.set_tokens(state, 1, skills=2, helps=3))
    assert (after["players"][1]["skills"], after["players"][1]["helps"]) == (2, 3)
    assert after["supply"] == {"skills": supply["skills"] - 2, "helps": supply["helps"] - 3}
    back = loads(editor.set_tokens(after, 1, skills=0))
    assert back["supply"]["skills"] == supply["skills"]
    error = refused(editor.set_tokens, state, 0, skills=supply["skills"] + 1)
    assert "Ana can hold 0 to" in str(error)


def test_player_to_move_phase_and_turn():
    state = played()
    assert loads(editor.set_current(state, 1))["current"] == 1
    over = loads(editor.set_phase(state, "over"))
    assert over["phase"] == "over"
    refused(editor.set_phase, state, "draft")
    turn = loads(editor.set_turn(state, number=5, picked=True))
    assert turn["turn"] == {"number": 5, "picked": True, "helped": False}
    # the hand belongs to the player to move: moving the turn away from a full hand is refused
    holding = editor.set_marble(state, 0, 0, None)
    holding = editor.add_marble(holding, 0, "hand", state["dispenser"][0][0])
    assert "only the active player" in str(refused(editor.set_current, holding, 1))


def test_leaving_the_draft_ends_it():
    state = Game.new(["Ana", "Ben"], seed=1, remove="beginner").to_state()
    refused(editor.set_current, state, 1)
    after = loads(editor.set_phase(state, "play"))
    assert "draft" not in after and after["turn"]["number"] == 1


# ----------------------------------------------------------------- edits as data
def test_apply_edit_runs_the_named_operation():
    state = roomy()
    after = apply_edit(state, {"op": "set_marble", "track": 1, "pos": 0, "color": "red"})
    assert after == editor.set_marble(state, 1, 0, "red")
    assert apply_edit(state, {"op": "set_turn", "picked": True})["turn"]["picked"] is True


@pytest.mark.parametrize("edit, words", [
    ({"op": "explode"}, "'explode' is not an edit"),
    ("set_marble", "'set_marble' is not an edit"),
    ({"op": "set_marble", "track": 1}, "takes the fields track, pos, color"),
    ({"op": "set_current", "player": 0, "extra": 1}, "takes the fields player"),
    ({"op": "set_marbles", "player": 0, "area": "hand", "colors": "red"}, "a list of colours"),
])
def test_a_malformed_edit_is_refused_in_words(edit, words):
    state = played()
    error = refused(apply_edit, state, edit)
    assert words in str(error)


def test_every_operation_is_told_in_words():
    state = roomy()
    tile = state["stacks"][0][-1]
    edits = [
        {"op": "set_marble", "track": 0, "pos": 0, "color": None},
        {"op": "set_tile", "player": 0, "burner": 1, "tile": None},
        {"op": "set_tile", "player": 0, "burner": 1, "tile": tile},
        {"op": "fill_hole", "player": 0, "burner": 1, "hole": 0, "color": "red"},
        {"op": "add_completed", "player": 1, "tile": state["stacks"][1][-1]},
        {"op": "set_drunk", "player": 1, "index": 0, "drunk": True},
        {"op": "remove_completed", "player": 1, "index": 0},
        {"op": "add_marble", "player": 0, "area": "hand", "color": state["dispenser"][0][0]},
        {"op": "remove_marble", "player": 0, "area": "hand", "index": 0},
        {"op": "set_marbles", "player": 1, "area": "pool", "colors": ["red", "blue"]},
        {"op": "set_current", "player": 1},
        {"op": "set_tokens", "player": 1, "skills": 1},
        {"op": "set_turn", "number": 3},
        {"op": "set_phase", "phase": "over"},
    ]
    s = state
    for edit in edits:
        after = apply_edit(s, edit)
        told = editor.describe(edit, s, after)
        assert told["type"] == "edited" and told["text"].startswith("Edit: ")
        assert "{" not in told["text"] and "None" not in told["text"], told
        s = after


# ----------------------------------------------------------------- invariants
EDITS = st.one_of(
    st.builds(lambda t, p, c: {"op": "set_marble", "track": t, "pos": p, "color": c},
              st.integers(0, 4), st.integers(0, 15), st.sampled_from([None, *COLORS])),
    st.builds(lambda i, b, h, c: {"op": "fill_hole", "player": i, "burner": b, "hole": h,
                                  "color": c},
              st.integers(0, 1), st.integers(0, 1), st.integers(0, 6),
              st.sampled_from([None, *COLORS])),
    st.builds(lambda i, a, c: {"op": "add_marble", "player": i, "area": a, "color": c},
              st.integers(0, 1), st.sampled_from(["hand", "pool"]), st.sampled_from(COLORS)),
    st.builds(lambda i, a: {"op": "remove_marble", "player": i, "area": a, "index": 0},
              st.integers(0, 1), st.sampled_from(["hand", "pool"])),
    st.builds(lambda i, b, k: {"op": "set_tile", "player": i, "burner": b, "tile": k},
              st.integers(0, 1), st.integers(0, 1),
              st.sampled_from([None, "wisdom-3", "love-5", "joy-7", "abyssal-2"])),
    st.builds(lambda i, k: {"op": "add_completed", "player": i, "tile": k},
              st.integers(0, 1), st.sampled_from(["magnetic-4", "sands-2", "wisdom-8"])),
    st.builds(lambda i, s, h: {"op": "set_tokens", "player": i, "skills": s, "helps": h},
              st.integers(0, 1), st.integers(0, 20), st.integers(0, 25)),
    st.builds(lambda i: {"op": "set_current", "player": i}, st.integers(0, 1)),
    st.builds(lambda p: {"op": "set_phase", "phase": p}, st.sampled_from(["play", "over", "tiebreak"])),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(EDITS, max_size=12), st.integers(0, 3))
def test_random_edits_give_states_the_engine_accepts_or_change_nothing(edits, seed):
    """Whatever the edits, each is applied (a state that loads and round-trips) or refused
    (naming a field, the state untouched)."""
    state = roomy(seed)
    for edit in edits:
        before = copy.deepcopy(state)
        try:
            after = apply_edit(state, edit)
        except EditError as error:
            assert state == before and isinstance(error.field, str) and str(error)
            continue
        assert state == before
        assert Game.from_state(after).to_state() == after
        state = after
