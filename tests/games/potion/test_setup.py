"""S. Setup: removed kinds, the starter draft, stacks or market, the countdown (S1-S5)."""

import inspect

import pytest

from positions import burner, game_of, make_state, of_type, player, refused

from potion_widget.games.potion.engine import COMPILED, KINDS, TILES, Game, StateError, setup


def all_tiles(state):
    """Every tile id in the state, wherever it lies."""
    found = list(state.get("draft", {}).get("revealed", []))
    for stack in state.get("stacks", []):
        found += stack
    found += [t for t in state.get("market", []) if t]
    found += state.get("deck", [])
    for p in state["players"]:
        found += [b["tile"] for b in p["burners"] if b]
        found += [c["tile"] for c in p["completed"]]
    return found


def draft_all(game):
    """Plays the whole draft, each player taking the first tile on offer."""
    while game.phase == "draft":
        game.apply({"type": "draft", "tile": game.state["draft"]["revealed"][0]})


# ----- S1 removed kinds ------------------------------------------------------------------

def test_S1_the_beginner_preset_removes_balm_and_lava():
    state = Game.new(2, seed=1, remove="beginner").to_state()
    assert state["kinds"] == ["wisdom", "magnetic", "abyssal", "love", "joy", "sands"]


def test_S1_two_chosen_kinds_are_removed_and_none_of_their_tiles_is_used():
    state = Game.new(2, seed=1, remove=["sands", "wisdom"]).to_state()
    assert set(state["kinds"]) == set(KINDS) - {"sands", "wisdom"}
    tiles = all_tiles(state)
    assert len(tiles) == 48 == len(set(tiles))
    assert {TILES[t].kind for t in tiles} == set(state["kinds"])


def test_S1_random_removal_takes_two_kinds_and_depends_on_the_seed():
    removed = set()
    for seed in range(12):
        state = Game.new(2, seed=seed).to_state()
        assert len(state["kinds"]) == 6
        gone = frozenset(KINDS) - set(state["kinds"])
        assert len(gone) == 2
        assert {TILES[t].kind for t in all_tiles(state)} == set(state["kinds"])
        removed.add(gone)
    assert len(removed) > 1


@pytest.mark.parametrize("remove", [["wisdom"], ["wisdom", "wisdom"], ["wisdom", "potato"],
                                    ["wisdom", "love", "joy"], "easy", 3])
def test_S1_a_removal_that_is_not_two_kinds_is_refused(remove):
    with pytest.raises(StateError) as info:
        Game.new(2, seed=1, remove=remove)
    assert info.value.field == "options.remove"


# ----- S2 the starter draft ----------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_S2_two_starters_per_player_of_the_kinds_in_play_are_revealed(players):
    state = Game.new(players, seed=5, remove=["balm", "joy"]).to_state()
    revealed = state["draft"]["revealed"]
    assert len(revealed) == 2 * players == len(set(revealed))
    assert all(TILES[t].starter and TILES[t].kind in state["kinds"] for t in revealed)
    assert state["phase"] == "draft" and state["turn"]["number"] == 0


def test_S2_the_draft_order_is_A_B_B_A():
    game = Game.new(["Ana", "Ben"], seed=2)
    assert game.state["draft"]["order"] == [0, 1, 1, 0]
    seen = []
    while game.phase == "draft":
        seen.append(game.current)
        game.apply({"type": "draft", "tile": game.state["draft"]["revealed"][0]})
    assert seen == [0, 1, 1, 0]


def test_S2_the_draft_order_with_three_players_and_another_first_player():
    game = Game.new(3, seed=2, first=1)
    seen = []
    while game.phase == "draft":
        seen.append(game.current)
        game.apply({"type": "draft", "tile": game.state["draft"]["revealed"][-1]})
    assert seen == [1, 2, 0, 0, 2, 1]
    assert game.current == 1                                  # then the first player starts


def test_S2_a_drafted_tile_goes_on_the_first_empty_burner_recipe_side_up():
    game = Game.new(["Ana", "Ben"], seed=3)
    offer = list(game.state["draft"]["revealed"])
    events = game.apply({"type": "draft", "tile": offer[2]})
    ana = game.state["players"][0]
    assert ana["burners"][0] == {"tile": offer[2], "filled": [None] * len(TILES[offer[2]].recipe)}
    assert ana["burners"][1] is None
    assert offer[2] not in game.state["draft"]["revealed"]
    assert events[0]["type"] == "drafted" and events[0]["rule"] == "S2"
    game.apply({"type": "draft", "tile": offer[0]})           # Ben
    game.apply({"type": "draft", "tile": offer[1]})           # Ben again
    game.apply({"type": "draft", "tile": offer[3]})           # Ana's second: burner 1
    ana, ben = game.state["players"]
    assert [b["tile"] for b in ana["burners"]] == [offer[2], offer[3]]
    assert [b["tile"] for b in ben["burners"]] == [offer[0], offer[1]]


def test_S2_after_the_draft_the_first_player_plays_turn_1():
    game = Game.new(2, seed=3, first=1)
    draft_all(game)
    state = game.to_state()
    assert state["phase"] == "play" and "draft" not in state
    assert state["current"] == 1
    assert state["turn"] == {"number": 1, "picked": False, "helped": False}


def test_S2_a_tile_not_on_offer_cannot_be_drafted():
    game = Game.new(2, seed=3)
    offered = set(game.state["draft"]["revealed"])
    other = next(t for t in game.state["stacks"][0] if t not in offered)
    refused(game, {"type": "draft", "tile": other}, "S2")


def test_S2_nothing_but_the_draft_during_the_draft_and_no_draft_after():
    game = Game.new(2, seed=3)
    refused(game, {"type": "pick", "track": 0, "pos": 0}, "S2")
    refused(game, {"type": "end_turn"}, "S2")
    draft_all(game)
    refused(game, {"type": "draft", "tile": "wisdom-1"}, "S2")


# ----- S3 five stacks dealt round-robin ------------------------------------------------------

@pytest.mark.parametrize("players, sizes", [(2, [9, 9, 9, 9, 8]), (3, [9, 9, 8, 8, 8]),
                                            (4, [8, 8, 8, 8, 8])])
def test_S3_the_other_tiles_are_dealt_round_robin_into_five_stacks(players, sizes):
    # 48 tiles of 6 kinds minus 2 revealed per player, dealt one to each stack in turn.
    state = Game.new(players, seed=8, remove="beginner").to_state()
    assert [len(s) for s in state["stacks"]] == sizes
    in_play = {t for t, tile in TILES.items() if tile.kind in state["kinds"]}
    stacked = [t for s in state["stacks"] for t in s]
    assert set(stacked) | set(state["draft"]["revealed"]) == in_play
    assert len(stacked) == len(set(stacked))


def test_S3_unrevealed_starters_go_into_the_stacks_shuffled():
    state = Game.new(2, seed=8, remove="beginner").to_state()
    stacked = [t for s in state["stacks"] for t in s]
    assert sum(TILES[t].starter for t in stacked) == 12 - 4
    other = Game.new(2, seed=9, remove="beginner").to_state()
    assert other["stacks"] != state["stacks"]


def test_S3_only_the_top_of_a_stack_is_drawn():
    # The last element of a stack is its visible top (PROTOCOL.md).
    ana = player("Ana", hand=[], burners=[None, burner("wisdom-1")])
    game = game_of(players=[ana, player("Ben")], picked=True,
                   stacks=[["joy-3", "joy-4"], [], [], [], []])
    events = game.apply({"type": "end_turn", "draw": [0]})
    assert game.state["players"][0]["burners"][0]["tile"] == "joy-4"
    assert game.state["stacks"][0] == ["joy-3"]
    assert of_type(events, "drew")[0]["tile"] == "joy-4"


# ----- S4 the market option --------------------------------------------------------------

def test_S4_a_new_market_game_has_five_face_up_tiles_and_a_deck():
    state = Game.new(2, seed=4, market="market").to_state()
    assert "stacks" not in state
    assert len(state["market"]) == 5 and all(state["market"])
    assert len(state["deck"]) == 48 - 4 - 5
    assert set(state["market"]) | set(state["deck"]) | set(state["draft"]["revealed"]) == {
        t for t, tile in TILES.items() if tile.kind in state["kinds"]}


def _market_game(market, deck, burners=(None, None)):
    state = make_state(players=[player("Ana", burners=list(burners)), player("Ben")],
                       picked=True)
    del state["stacks"]
    state["options"]["market"] = "market"
    state["market"] = market
    state["deck"] = deck
    return Game.from_state(state)


def test_S4_a_tile_taken_from_the_market_is_replaced_by_the_top_of_the_deck_in_place():
    game = _market_game(["wisdom-3", "love-3", "joy-3", "lava-3", "sands-3"],
                        ["balm-3", "balm-4", "balm-5"])
    game.apply({"type": "end_turn", "draw": [1, 1]})
    ana = game.state["players"][0]
    # love-3 is drawn; balm-5 (the deck's top) takes its place and is drawn next.
    assert [b["tile"] for b in ana["burners"]] == ["love-3", "balm-5"]
    assert game.state["market"] == ["wisdom-3", "balm-4", "joy-3", "lava-3", "sands-3"]
    assert game.state["deck"] == ["balm-3"]


def test_S4_with_the_deck_empty_the_place_stays_empty():
    game = _market_game(["wisdom-3", "love-3", None, None, None], [])
    game.apply({"type": "end_turn", "draw": [0, 1]})
    assert game.state["market"] == [None, None, None, None, None]
    assert game.state["end_triggered"] is True           # no tile left anywhere (E4)


def test_S4_an_empty_market_place_cannot_be_drawn_from():
    game = _market_game(["wisdom-3", None, None, None, None], [], burners=(None, burner("joy-1")))
    refused(game, {"type": "end_turn", "draw": [2]}, "E2")


def test_S4_the_market_option_is_refused_with_an_unknown_value():
    with pytest.raises(StateError) as info:
        Game.new(2, seed=1, market="shop")
    assert info.value.field == "options.market"


# ----- S5 the skill countdown ------------------------------------------------------------

@pytest.mark.parametrize("players, size", [(2, 4), (3, 5), (4, 6)])
def test_S5_countdown_size_by_player_count(players, size):
    state = Game.new(players, seed=1).to_state()
    assert state["countdown"] == size == state["options"]["countdown"]
    assert state["supply"]["skills"] == 15 - size


def test_S5_the_countdown_size_is_an_option():
    state = Game.new(2, seed=1, countdown=7).to_state()
    assert state["countdown"] == 7 and state["options"]["countdown"] == 7
    assert state["supply"]["skills"] == 8


@pytest.mark.parametrize("countdown", [-1, 16, "4", 2.0])
def test_S5_a_countdown_outside_0_to_15_is_refused(countdown):
    with pytest.raises(StateError) as info:
        Game.new(2, seed=1, countdown=countdown)
    assert info.value.field == "options.countdown"


# ----- options refused -------------------------------------------------------------------

@pytest.mark.parametrize("options, field", [
    ({"first": 2}, "options.first"),
    ({"first": -1}, "options.first"),
    ({"seed": "seven"}, "options.seed"),
    ({"track_capacity": 10}, "options.track_capacity"),
    ({"countdwon": 3}, "options.countdwon"),       # a misspelt option is named, not ignored
])
def test_S1_S5_bad_options_are_refused_with_state_error(options, field):
    options = dict(options)
    seed = options.pop("seed", 1)
    with pytest.raises(StateError) as info:
        Game.new(2, seed=seed, **options)
    assert info.value.field == field
    assert isinstance(info.value, ValueError)


@pytest.mark.skipif(COMPILED, reason="a compiled function has no signature to read")
def test_S1_S5_the_named_options_are_the_keyword_parameters_of_a_new_state():
    keyword_only = [name for name, p in inspect.signature(setup.new_state).parameters.items()
                    if p.kind is p.KEYWORD_ONLY]
    assert list(setup.OPTIONS) == keyword_only


def test_S2_a_new_game_is_a_valid_state_that_round_trips():
    state = Game.new(4, seed=12, market="market", remove=["joy", "love"]).to_state()
    assert Game.from_state(state).to_state() == state
