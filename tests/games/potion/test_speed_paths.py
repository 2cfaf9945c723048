"""What the playouts' quick paths share or look up stays true: a clone played on, or changed
through its ``state``, never changes its original (nor the original its clone); the holes
table a game and its clones share (``catalog.HOLES``, ``game.holes``) is every tile's recipe,
and playing never writes it; and the end of a turn's quick test of a marble that must be
placed (``table.must_place``, I3) says what the fitting colours say; and the clone's quick
test of a state's fields (their number, and stacks among them) says what comparing them says."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings, strategies as st

from potion_widget import Game
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine.catalog import HOLES, TILES, holes_by_color
from potion_widget.games.potion.engine.game import (_PLAYING_WITH_STACKS,
                                                    _PLAYING_WITH_STACKS_SIZE)
from potion_widget.games.potion.engine.table import fitting_colors, must_place


def _step(game: Game, rng: random.Random) -> None:
    if game.phase == "play":
        game.apply(plausible_move(game, rng))
    else:
        game.apply(rng.choice(game.legal_actions()))


def _played(seed: int, actions: int, players: int, market: str) -> Game:
    game = Game.new(players, seed=seed, market=market, record=False)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.phase == "over":
            break
        _step(game, rng)
    return game


def _deface(value) -> None:
    """Changes every list and dict inside ``value`` in place (what a careless reader of
    ``game.state`` might do)."""
    if isinstance(value, list):
        for item in value:
            _deface(item)
        value.append("changed")
    elif isinstance(value, dict):
        for item in list(value.values()):
            _deface(item)
        value["changed"] = True


def test_the_holes_table_is_every_tile_s_recipe_by_colour():
    assert HOLES.keys() == TILES.keys()
    for tile_id, tile in TILES.items():
        for color in set(tile.recipe):
            assert HOLES[tile_id][color] == tuple(
                h for h, c in enumerate(tile.recipe) if c == color)
        assert sum(map(len, HOLES[tile_id].values())) == len(tile.recipe)


def test_a_state_s_own_tiles_get_their_own_holes():
    game = Game.new(2, seed=5)
    state = game.to_state()
    state["tiles"] = {"wisdom-x": {"kind": "wisdom", "recipe": ["red", "blue", "red"],
                                   "points": 2, "starter": False}}
    state["stacks"][0].append("wisdom-x")
    loaded = Game.from_state(state)
    assert loaded.holes["wisdom-x"] == {"red": (0, 2), "blue": (1,)}
    assert loaded.clone().holes is loaded.holes
    assert holes_by_color(("red", "blue", "red")) == {"red": (0, 2), "blue": (1,)}


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), actions=st.integers(0, 300), players=st.integers(2, 4),
       market=st.sampled_from(["stacks", "market"]), moves=st.integers(1, 40))
def test_a_clone_and_its_original_stay_independent_after_random_play(
        seed, actions, players, market, moves):
    game = _played(seed, actions, players, market)
    twin = game.clone()
    # the same game loaded from a copy of its state: what the original and the clone must
    # each still be after the other was played on and defaced
    alone = Game.from_state(game.to_state(), record=False)
    holes = copy.deepcopy(HOLES)
    rng_twin, rng_game = random.Random(seed + 1), random.Random(seed + 2)
    for _ in range(moves):                       # the clone plays on first ...
        if twin.phase == "over":
            break
        _step(twin, rng_twin)
    assert game.state == alone.state
    played = twin.to_state()
    twin_alone = Game.from_state(played, record=False)
    for _ in range(moves):                       # ... then the original
        if game.phase == "over":
            break
        _step(game, rng_game)
    assert twin.state == twin_alone.state == played
    _deface(twin.state)                          # changing the clone's state in place
    assert "changed" not in str(game.state)
    _deface(game.state)
    assert twin_alone.state == played
    assert HOLES == holes and game.holes is twin.holes is HOLES


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_must_place_says_what_the_fitting_colours_say_all_game_long(seed, players):
    """I3: a marble in hand must be placed exactly when a colour in hand fits an empty hole."""
    game = Game.new(players, seed=seed, record=False)
    rng = random.Random(seed)
    while game.phase != "over":
        for desk in game.state["players"]:
            assert must_place(game, desk) == bool(fitting_colors(game, desk))
        _step(game, rng)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4),
       market=st.sampled_from(["stacks", "market"]), own_tiles=st.booleans())
def test_the_clone_s_two_step_test_of_the_fields_says_what_comparing_them_says(
        seed, players, market, own_tiles):
    """In every phase, with stacks or a market, with the state's own tiles or not."""
    state = Game.new(players, seed=seed, market=market, record=False).to_state()
    if own_tiles:
        state["tiles"] = {"wisdom-x": {"kind": "wisdom", "recipe": ["red", "blue"],
                                       "points": 2, "starter": False}}
    game = Game.from_state(state, record=False)
    rng = random.Random(seed)
    seen = set()
    while True:
        fields = game.state.keys()
        quick = len(fields) == _PLAYING_WITH_STACKS_SIZE and "stacks" in fields
        assert quick == (fields == _PLAYING_WITH_STACKS)
        seen.add(quick)
        if game.phase == "over":
            break
        _step(game, rng)
    assert seen == ({True, False} if market == "stacks" and not own_tiles else {False})
