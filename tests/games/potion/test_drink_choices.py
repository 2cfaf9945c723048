"""A drink's choices, listed in plain loops for speed, are the choices the rules give (P3,
P5, P8, P9, P10) in the listing's order, and a caller who changes a listed choice, or a list
inside one, changes no later listing. Each effect's quick test of whether it can do anything
now (P11, asked at every listing while a potion waits undrunk) says what its choices say."""

from __future__ import annotations

import random
from itertools import combinations, permutations

from hypothesis import given, settings, strategies as st

from potion_widget import Game
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine.catalog import TILES
from potion_widget.games.potion.engine.components import COLORS, POOL_SIZE, SELECTABLE
from potion_widget.games.potion.engine.potions import EFFECTS

LISTED_KINDS = ["wisdom", "abyssal", "joy", "lava"]
"""The kinds with many choices, each written the plain way below."""


def _selectable(game: Game) -> list[list[str]]:
    return [track[:SELECTABLE] for track in game.state["dispenser"]]


def _desk(game: Game) -> dict:
    return game.state["players"][game.state["current"]]


def plain_choices(game: Game, kind: str) -> list[dict]:
    """Every choice of ``kind``'s effect now, written the plain way from its rule."""
    tracks = _selectable(game)
    if kind == "wisdom":            # P3: any one marble that may be taken
        return [{"track": t, "pos": p} for t, track in enumerate(tracks) for p in range(len(track))]
    if kind == "abyssal":           # P5: the bottom marble of tracks of different colours
        full = [t for t, track in enumerate(tracks) if track]
        return [{"tracks": list(chosen)} for size in range(1, len(COLORS) + 1)
                for chosen in combinations(full, size)
                if len({tracks[t][0] for t in chosen}) == size]
    if kind == "joy":               # P8: the pool's marbles into empty holes, in order
        holes = [[b, h] for b, burner in enumerate(_desk(game)["burners"]) if burner is not None
                 for h, marble in enumerate(burner["filled"]) if marble is None]
        count = min(len(_desk(game)["pool"]), len(holes))
        return [{"holes": [list(hole) for hole in chosen]}
                for chosen in permutations(holes, count)] if count else []
    if kind == "lava":              # P10: 1 to 5 marbles of one colour of one track
        return [{"track": t, "positions": list(chosen)}
                for t, track in enumerate(tracks) for color in COLORS
                for spots in [[p for p, marble in enumerate(track) if marble == color]]
                for size in range(1, min(5, len(spots)) + 1)
                for chosen in combinations(spots, size)]
    if kind == "sands":             # P9: another drunk potion's effect again
        drunk = [entry["tile"] for entry in _desk(game)["completed"]
                 if entry["drunk"] and TILES[entry["tile"]].kind != "sands"]
        return [{"potion": tile, "choice": inner} for tile in dict.fromkeys(drunk)
                if EFFECTS[TILES[tile].kind].possible(game)
                for inner in (plain_choices(game, TILES[tile].kind)
                              if TILES[tile].kind in LISTED_KINDS
                              else EFFECTS[TILES[tile].kind].choices(game))]
    raise AssertionError(kind)


def _positions(seed: int, actions: int) -> list[Game]:
    """Positions of a random game, each with the active player given a pool and drunk
    potions of every kind (the listing reads them; nothing is played on from these)."""
    game = Game.new(2, seed=seed, record=False)
    rng = random.Random(seed)
    found = []
    for _ in range(actions):
        if game.phase == "over":
            break
        if game.phase == "play":
            twin = game.clone()
            desk = _desk(twin)
            desk["pool"] = [rng.choice(COLORS) for _ in range(rng.randint(0, POOL_SIZE))]
            desk["completed"] = [{"tile": f"{kind}-{rng.randint(1, 8)}", "drunk": True}
                                 for kind in rng.sample(sorted(EFFECTS), rng.randint(0, 8))]
            found.append(twin)
            game.apply(plausible_move(game, rng))
        else:
            game.apply(rng.choice(game.legal_actions()))
    return found


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), actions=st.integers(1, 120))
def test_P3_P5_P8_P9_P10_choices_are_the_plain_ones_in_order(seed, actions):
    for game in _positions(seed, actions):
        for kind in [*LISTED_KINDS, "sands"]:
            assert EFFECTS[kind].choices(game) == plain_choices(game, kind)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), actions=st.integers(1, 120))
def test_P11_each_effect_is_possible_exactly_when_it_has_a_choice(seed, actions):
    for game in _positions(seed, actions):
        for kind, effect in EFFECTS.items():
            assert effect.possible(game) == bool(effect.choices(game)), kind


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), actions=st.integers(1, 80), which=st.integers(0, 10**6))
def test_P3_P5_P8_P9_P10_a_changed_choice_changes_no_later_listing(seed, actions, which):
    for game in _positions(seed, actions)[-3:]:
        for kind in [*LISTED_KINDS, "sands"]:
            listed = EFFECTS[kind].choices(game)
            if not listed:
                continue
            choice = listed[which % len(listed)]
            inner = choice.get("choice", choice)        # a Sands of Time choice holds one
            nested = next((v for v in inner.values() if isinstance(v, list)), None)
            if nested is not None:
                nested.append(99)
                if nested[0] != 99 and isinstance(nested[0], list):
                    nested[0].append(99)                # a Prismatic Joy's [burner, hole]
            choice["changed"] = True
            again = EFFECTS[kind].choices(game)
            assert again == plain_choices(game, kind)
            assert all(a is not choice for a in again)
