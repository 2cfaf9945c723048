"""``Game.from_state`` validation: every kind of bad input names its field.

PROTOCOL.md: invalid input raises ``StateError`` (a ``ValueError``) naming the field and the
problem, never a bare ``KeyError`` or ``TypeError``, and a valid state round-trips exactly
(``Game.from_state(s).to_state() == s``). Each case below breaks one thing in an otherwise
valid state taken from a real game and asserts the ``.field`` reported. A hypothesis fuzz then
mutates valid states at random: each mutant either validates (and round-trips, and the engine
can list and try its actions) or raises ``StateError``, nothing else.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget.games.potion.engine import Game, RuleError, StateError

ROOT = Path(__file__).resolve().parents[3]


def _policy():
    spec = importlib.util.spec_from_file_location("make_golden",
                                                  ROOT / "scripts" / "make_golden.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.choose


choose = _policy()


def played(players=2, seed=5, steps=60, until=None, **options) -> Game:
    """A game played by the golden policy for ``steps`` actions (or until ``until(game)``)."""
    game = Game.new(players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(10_000 if until else steps):
        if game.phase == "over" or (until and until(game)):
            break
        game.apply(choose(game, rng))
    return game


def _mid_game(game: Game) -> bool:
    s = game.state
    return (s["phase"] == "play" and s["turn"]["number"] > 6 and s["players"][0]["completed"]
            and s["players"][1]["pool"] and s["current"] == 0 and not game.player["hand"]
            and all(b is not None and any(b["filled"]) for b in s["players"][0]["burners"]))


PLAY = played(until=_mid_game, remove="beginner").to_state()
MARKET = played(3, seed=2, steps=80, market="market").to_state()
DRAFT = Game.new(3, seed=4).to_state()
TIEBREAK = played(2, seed=3, until=lambda g: g.phase == "tiebreak", remove="beginner").to_state()
OVER = played(2, seed=3, until=lambda g: g.phase == "over", remove="beginner").to_state()


def test_base_states_are_what_the_cases_need():
    assert PLAY["phase"] == "play" and PLAY["current"] == 0
    assert PLAY["players"][0]["completed"] and PLAY["players"][1]["pool"]
    assert all(b is not None for b in PLAY["players"][0]["burners"])
    assert "balm" not in PLAY["kinds"] and "lava" not in PLAY["kinds"]
    assert MARKET["options"]["market"] == "market" and MARKET["phase"] == "play"
    assert DRAFT["phase"] == "draft" and TIEBREAK["phase"] == "tiebreak"
    assert OVER["phase"] == "over" and all(p["hand"] for p in OVER["players"])   # F3 picks
    for state in (PLAY, MARKET, DRAFT, TIEBREAK, OVER):
        assert Game.from_state(state).to_state() == state


def refused(state, field: str) -> StateError:
    """Asserts ``from_state`` refuses ``state`` naming ``field``, leaving the input as it was."""
    before = json.dumps(state, sort_keys=True, default=id)
    with pytest.raises(StateError) as caught:
        Game.from_state(state)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.field == field, f"expected field {field!r}, got {error.field!r}: {error}"
    assert error.problem and str(error).startswith(f"{field}: ")
    assert json.dumps(state, sort_keys=True, default=id) == before, "from_state changed its input"
    return error


def take_from_dispenser(state: dict, color: str) -> str:
    """Removes one ``color`` marble from the dispenser (to move it elsewhere)."""
    for track in state["dispenser"]:
        if color in track:
            track.remove(color)
            return color
    raise AssertionError(f"no {color} marble in the dispenser")


def with_(base: dict, change) -> dict:
    state = copy.deepcopy(base)
    change(state)
    return state


# ----- the whole document -----------------------------------------------------------------------

@pytest.mark.parametrize("value", [[], None, "state", 42, 4.5, True, ("format",)])
def test_not_a_dict_is_refused_at_the_root(value):
    error = refused(value, "state")      # the whole state is named (it was named "")
    assert "object" in error.problem


def test_non_json_data_is_refused_naming_its_field():
    refused(with_(PLAY, lambda s: s.update(rng=object())), "rng")


@pytest.mark.parametrize("key", sorted(PLAY))
def test_missing_top_level_field_is_named(key):
    error = refused(with_(PLAY, lambda s: s.pop(key)), key)
    assert "missing" in error.problem or key == "stacks"    # "five stacks are needed"


@pytest.mark.parametrize("key", ["colour_blind", "Phase", "history"])
def test_extra_top_level_field_is_named(key):
    error = refused(with_(PLAY, lambda s: s.update({key: True})), key)
    assert "not a known field" in error.problem


@pytest.mark.parametrize("value", ["potion-explosion/2", "", None, 1, "POTION-EXPLOSION/1"])
def test_wrong_format_string(value):
    refused(with_(PLAY, lambda s: s.update(format=value)), "format")


def test_list_given_as_tuple_is_refused():
    refused(with_(PLAY, lambda s: s.update(dispenser=tuple(s["dispenser"]))), "dispenser")


# ----- numbers, booleans ------------------------------------------------------------------------

def _set(path: str, value):
    """A change that sets ``path`` ("players.0.skills") to ``value``."""
    def change(state):
        *parents, last = path.split(".")
        node = state
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


INT_FIELDS = [("countdown", "countdown"), ("rng.draws", "rng.draws"), ("rng.seed", "rng.seed"),
              ("options.track_capacity", "options.track_capacity"),
              ("options.countdown", "options.countdown"), ("turn.number", "turn.number"),
              ("first", "first"), ("current", "current"), ("supply.skills", "supply.skills"),
              ("supply.helps", "supply.helps"), ("players.0.skills", "players[0].skills"),
              ("players.1.helps", "players[1].helps")]


@pytest.mark.parametrize("path,field", INT_FIELDS, ids=[f for _, f in INT_FIELDS])
@pytest.mark.parametrize("value", [True, False], ids=["true", "false"])
def test_bool_where_int_names_the_field(path, field, value):
    refused(with_(PLAY, _set(path, value)), field)


@pytest.mark.parametrize("path,field", INT_FIELDS, ids=[f for _, f in INT_FIELDS])
def test_float_where_int_names_the_field(path, field):
    value = PLAY
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    refused(with_(PLAY, _set(path, float(value))), field)


@pytest.mark.parametrize("path,field", INT_FIELDS, ids=[f for _, f in INT_FIELDS])
def test_text_where_int_names_the_field(path, field):
    refused(with_(PLAY, _set(path, "1")), field)


@pytest.mark.parametrize("path,value", [("countdown", -1), ("countdown", 16), ("current", 2),
                                         ("first", -1), ("turn.number", -1),
                                         ("options.track_capacity", 0), ("rng.draws", -5),
                                         ("supply.helps", -1)])
def test_int_out_of_range_names_the_field(path, value):
    refused(with_(PLAY, _set(path, value)), path)


@pytest.mark.parametrize("path", ["turn.picked", "turn.helped", "end_triggered",
                                  "players.0.awarded.variety", "players.0.completed.0.drunk"])
@pytest.mark.parametrize("value", [1, 0, "true", None])
def test_non_bool_where_bool_names_the_field(path, value):
    field = {"players.0.awarded.variety": "players[0].awarded.variety",
             "players.0.completed.0.drunk": "players[0].completed[0].drunk"}.get(path, path)
    refused(with_(PLAY, _set(path, value)), field)


# ----- marbles (C1, D2, D3, I4) -----------------------------------------------------------------

@pytest.mark.parametrize("value", ["green", "Red", None, 3, ["red"]])
def test_unknown_colour_in_a_track_names_the_marble(value):
    """C1: only the four colours."""
    refused(with_(PLAY, lambda s: s["dispenser"][2].__setitem__(0, value)), "dispenser[2][0]")


@pytest.mark.parametrize("where,field", [
    (lambda s: s["players"][1]["pool"], "players[1].pool[0]"),
    (lambda s: s["players"][0]["burners"][0]["filled"], None),
])
def test_unknown_colour_elsewhere_names_the_marble(where, field):
    state = copy.deepcopy(PLAY)
    marbles = where(state)
    index = next(i for i, m in enumerate(marbles) if m is not None)
    marbles[index] = "purple"
    refused(state, field or f"players[0].burners[0].filled[{index}]")


def test_track_over_capacity_names_the_track():
    """D3: a track holds at most ``track_capacity`` marbles."""
    def overfill(s):
        while len(s["dispenser"][0]) <= s["options"]["track_capacity"]:
            donor = max(s["dispenser"][1:], key=len)
            s["dispenser"][0].append(donor.pop())
    error = refused(with_(PLAY, overfill), "dispenser[0]")
    assert "D3" in error.problem


def test_lower_capacity_than_a_track_holds_names_the_track():
    state = with_(DRAFT, _set("options.track_capacity", 15))
    refused(state, "dispenser[0]")


def test_more_than_20_marbles_of_a_colour_is_refused():
    """C1: 20 marbles of each colour."""
    def recolour(s):
        take_from_dispenser(s, "blue")
        s["dispenser"][4].append("red")
    error = refused(with_(PLAY, recolour), "dispenser")
    assert "21 red" in error.problem and "C1" in error.problem


def test_more_marbles_than_the_tracks_hold_is_refused():
    """D11: a returned marble must always fit."""
    def shrink(s):
        s["options"]["track_capacity"] = 2
        s["dispenser"] = [["red", "blue"]] * 5
        for p in s["players"]:
            p["pool"] = []
            p["burners"] = [None, None]
        s["players"][1]["pool"] = ["black"]
    error = refused(with_(PLAY, shrink), "dispenser")
    assert "D11" in error.problem


def test_pool_over_3_names_the_pool():
    """I4: at most 3 marbles in a pool."""
    def fill(s):
        pool = s["players"][1]["pool"]
        while len(pool) < 4:
            pool.append(take_from_dispenser(s, "yellow"))
    error = refused(with_(PLAY, fill), "players[1].pool")
    assert "I4" in error.problem


def test_hand_of_a_non_active_player_is_refused():
    """Only the active player may hold marbles in hand."""
    state = with_(PLAY, lambda s: s["players"][1]["hand"].append(take_from_dispenser(s, "red")))
    refused(state, "players[1].hand")


def test_hand_of_the_active_player_is_allowed_in_play_only():
    state = with_(PLAY, lambda s: s["players"][0]["hand"].append(take_from_dispenser(s, "red")))
    assert Game.from_state(state).to_state() == state
    draft = with_(DRAFT, lambda s: s["players"][s["current"]]["hand"].append(
        take_from_dispenser(s, "red")))
    refused(draft, f"players[{DRAFT['current']}].hand")


def test_full_burner_is_refused():
    """I5: a full potion is complete at once, so no burner is full."""
    def fill(s):
        burner = s["players"][0]["burners"][0]
        recipe = Game.from_state(PLAY).tile(burner["tile"]).recipe
        for h, m in enumerate(burner["filled"]):
            if m is None:
                burner["filled"][h] = take_from_dispenser(s, recipe[h])
    error = refused(with_(PLAY, fill), "players[0].burners[0].filled")
    assert "I5" in error.problem


@pytest.mark.parametrize("delta", [-1, 1, 5])
def test_filled_of_the_wrong_length_is_refused(delta):
    def resize(s):
        filled = s["players"][0]["burners"][1]["filled"]
        if delta < 0:
            filled.pop(filled.index(None))
        else:
            filled.extend([None] * delta)
    refused(with_(PLAY, resize), "players[0].burners[1].filled")


def test_three_burners_are_refused():
    """I1: two burners each."""
    refused(with_(PLAY, lambda s: s["players"][1]["burners"].append(None)),
            "players[1].burners")


# ----- tiles (C2, S3, S4) -----------------------------------------------------------------------

@pytest.mark.parametrize("value", ["wisdom-9", "wisdom-0", "Wisdom-1", "", 7, None])
def test_unknown_tile_on_a_burner(value):
    refused(with_(PLAY, lambda s: s["players"][0]["burners"][0].update(tile=value)),
            "players[0].burners[0].tile")


def test_unknown_tile_in_a_stack():
    def change(s):
        stack = next(i for i, st_ in enumerate(s["stacks"]) if st_)
        s["stacks"][stack][0] = "joy-42"
        s["_stack"] = stack
    state = with_(PLAY, change)
    stack = state.pop("_stack")
    refused(state, f"stacks[{stack}][0]")


def test_a_tile_in_two_places_names_the_second():
    """C2: each tile is in one place only."""
    def duplicate(s):
        top = next(st_ for st_ in s["stacks"] if st_)[-1]
        s["players"][1]["completed"].append({"tile": top, "drunk": False})
    state = with_(PLAY, duplicate)
    index = len(state["players"][1]["completed"]) - 1
    error = refused(state, f"players[1].completed[{index}].tile")
    assert "stacks[" in error.problem


def test_a_burner_tile_also_completed_is_refused():
    def duplicate(s):
        s["players"][0]["completed"].append({"tile": s["players"][0]["burners"][0]["tile"],
                                             "drunk": True})
    state = with_(PLAY, duplicate)
    refused(state, f"players[0].completed[{len(state['players'][0]['completed']) - 1}].tile")


def test_a_tile_of_a_kind_not_in_play_is_refused():
    """S1: the beginner game has no Filter of Lavamancing."""
    state = with_(PLAY, lambda s: s["players"][1]["completed"].append(
        {"tile": "lava-1", "drunk": False}))
    error = refused(state, f"players[1].completed[{len(state['players'][1]['completed']) - 1}]"
                           f".tile")
    assert "lava" in error.problem


def test_removing_a_kind_in_use_from_kinds_is_refused():
    kind = Game.from_state(PLAY).tile(PLAY["players"][0]["completed"][0]["tile"]).kind
    state = with_(PLAY, lambda s: s["kinds"].remove(kind))
    with pytest.raises(StateError) as caught:
        Game.from_state(state)
    assert "not in play" in caught.value.problem


@pytest.mark.parametrize("kinds,field", [([], "kinds"), (["wisdom", "wisdom"], "kinds"),
                                         (["wisdom", "potion"], "kinds[1]"),
                                         ("wisdom", "kinds"), ([1], "kinds[0]")])
def test_bad_kinds(kinds, field):
    refused(with_(PLAY, lambda s: s.update(kinds=kinds)), field)


CUSTOM_1 = {"kind": "wisdom", "recipe": ["red"], "points": 9, "starter": False}
CUSTOM_7 = {"kind": "joy", "recipe": ["red", "blue", "black", "yellow", "red", "blue", "red"],
            "points": 1, "starter": True}


def with_custom(tiles: dict, place: bool = True) -> dict:
    """The play state with custom tiles; when ``place``, the 1-hole tile is on a burner and
    the 7-hole one on top of a stack."""
    state = copy.deepcopy(PLAY)
    state["tiles"] = copy.deepcopy(tiles)
    if place:
        if "lesson-1" in tiles:
            state["players"][1]["burners"][1] = {"tile": "lesson-1", "filled": [None]}
        if "lesson-7" in tiles:
            state["stacks"][4].append("lesson-7")
    return state


def test_custom_tiles_extend_the_catalog_and_round_trip():
    """C2: a teaching state may carry its own tiles of 1 to 7 holes."""
    state = with_custom({"lesson-1": CUSTOM_1, "lesson-7": CUSTOM_7})
    game = Game.from_state(state)
    assert game.to_state() == state
    assert game.tile("lesson-1").recipe == ("red",)
    assert len(game.tile("lesson-7").recipe) == 7
    assert Game.from_state(game.to_state()).tile("lesson-7").points == 1
    assert game.clone().tile("lesson-1").points == 9
    game.legal_actions()


def test_custom_tile_is_usable_in_play():
    """I5: placing the one red marble completes the 1-hole custom potion, worth its points."""
    state = with_custom({"lesson-1": CUSTOM_1})
    state["current"] = 1
    state["players"][1]["hand"] = [take_from_dispenser(state, "red")]
    state["turn"]["picked"] = True
    game = Game.from_state(state)
    before = game.scores()[1]
    game.apply({"type": "place", "color": "red", "burner": 1, "hole": 0})
    assert {"tile": "lesson-1", "drunk": False} in game.state["players"][1]["completed"]
    assert game.scores()[1] == before + 9
    game.undo()
    assert game.to_state() == state


@pytest.mark.parametrize("holes", [0, 8, 12])
def test_custom_tile_with_0_or_8_holes_is_refused(holes):
    tile = dict(CUSTOM_1, recipe=["red"] * holes)
    error = refused(with_custom({"lesson-1": tile}, place=False), "tiles.lesson-1.recipe")
    assert "1 to 7" in error.problem


@pytest.mark.parametrize("change,field", [
    (lambda t: t.update(kind="potion"), "tiles.lesson-1.kind"),
    (lambda t: t.update(recipe=["red", "green"]), "tiles.lesson-1.recipe[1]"),
    (lambda t: t.update(recipe="red"), "tiles.lesson-1.recipe"),
    (lambda t: t.update(points=2.5), "tiles.lesson-1.points"),
    (lambda t: t.update(points=True), "tiles.lesson-1.points"),
    (lambda t: t.update(starter=1), "tiles.lesson-1.starter"),
    (lambda t: t.pop("points"), "tiles.lesson-1.points"),
    (lambda t: t.update(name="Lesson"), "tiles.lesson-1.name"),
], ids=["kind", "colour", "recipe-text", "float-points", "bool-points", "int-starter",
        "missing", "extra"])
def test_bad_custom_tile_names_its_field(change, field):
    tile = dict(CUSTOM_1)
    change(tile)
    refused(with_custom({"lesson-1": tile}, place=False), field)


def test_custom_tile_of_a_kind_not_in_play_is_refused_where_used():
    tile = dict(CUSTOM_1, kind="lava")
    Game.from_state(with_custom({"lesson-1": tile}, place=False))   # defined, unused: fine
    refused(with_custom({"lesson-1": tile}), "players[1].burners[1].tile")


def test_custom_tile_may_not_redefine_a_catalog_tile():
    same = Game.from_state(PLAY).tile("wisdom-1").to_dict()
    Game.from_state(with_custom({"wisdom-1": same}, place=False))
    refused(with_custom({"wisdom-1": dict(same, points=same["points"] + 1)}, place=False),
            "tiles.wisdom-1")


def test_tiles_not_an_object_is_refused():
    refused(with_(PLAY, lambda s: s.update(tiles=[CUSTOM_1])), "tiles")


# ----- stacks and market (S3, S4) ---------------------------------------------------------------

def test_market_state_round_trips():
    """S4: a market game's state, with custom tiles too."""
    assert Game.from_state(MARKET).to_state() == MARKET
    state = copy.deepcopy(MARKET)
    state["tiles"] = {"lesson-7": dict(CUSTOM_7, kind=state["kinds"][0])}
    state["deck"].insert(0, "lesson-7")
    assert Game.from_state(state).to_state() == state


@pytest.mark.parametrize("change,field", [
    (lambda s: s.update(stacks=[[], [], [], [], []]), "market"),
    (lambda s: s.pop("deck"), "market"),
    (lambda s: s["market"].append(None), "market"),
    (lambda s: s.update(market={}), "market"),
    (lambda s: s["market"].__setitem__(1, "joy-99"), "market[1]"),
    (lambda s: s["deck"].append(s["market"][0]), None),
], ids=["with-stacks", "no-deck", "six-places", "not-a-list", "unknown", "twice"])
def test_bad_market_names_its_field(change, field):
    state = with_(MARKET, change)
    refused(state, field or f"deck[{len(state['deck']) - 1}]")


@pytest.mark.parametrize("change,field", [
    (lambda s: s.update(market=[None] * 5, deck=[]), "stacks"),
    (lambda s: s["stacks"].pop(), "stacks"),
    (lambda s: s["stacks"].__setitem__(0, "wisdom-1"), "stacks[0]"),
], ids=["with-market", "four-stacks", "not-a-list"])
def test_bad_stacks_names_its_field(change, field):
    refused(with_(PLAY, change), field)


# ----- players ----------------------------------------------------------------------------------

@pytest.mark.parametrize("change,field", [
    (lambda s: s.update(players=s["players"][:1], current=0, first=0), "players"),
    (lambda s: s["players"].extend(copy.deepcopy(s["players"][:1]) * 3), None),
    (lambda s: s["players"][0].update(nickname="A"), "players[0].nickname"),
    (lambda s: s["players"][1].pop("awarded"), "players[1].awarded"),
    (lambda s: s["players"][0].update(name=7), "players[0].name"),
    (lambda s: s["players"][0].update(burners=None), "players[0].burners"),
    (lambda s: s["players"][1].update(completed={}), "players[1].completed"),
    (lambda s: s["players"][0]["completed"][0].pop("drunk"), "players[0].completed[0].drunk"),
    (lambda s: s["players"][0]["awarded"].update(kinds=["joy", "joy"]),
     "players[0].awarded.kinds"),
    (lambda s: s["players"][0]["awarded"].update(kinds=["tea"]), "players[0].awarded.kinds[0]"),
    (lambda s: s["players"][0].update(hand="red"), "players[0].hand"),
    (lambda s: s["players"][0].update(players=[]), "players[0].players"),
], ids=["one", "five", "extra", "missing", "name", "burners", "completed", "entry", "twice",
        "kind", "hand-text", "nested"])
def test_bad_player_names_its_field(change, field):
    refused(with_(PLAY, change), field or "players")


# ----- phases: draft (S2) and tie-break (F3) ----------------------------------------------------

@pytest.mark.parametrize("change,field", [
    (lambda s: s.pop("draft"), "draft"),
    (lambda s: s["draft"].update(order=[]), "draft.order"),
    (lambda s: s["draft"]["order"].append(7), None),
    (lambda s: s["draft"]["order"].__setitem__(0, (s["current"] + 1) % 3), "current"),
    (lambda s: s["draft"].update(revealed=s["draft"]["revealed"][:2]), "draft.revealed"),
    (lambda s: s["draft"]["revealed"].__setitem__(0, "joy-77"), "draft.revealed[0]"),
    (lambda s: s["draft"].update(picked=[]), "draft.picked"),
    (lambda s: s.update(draft=[]), "draft"),
    (lambda s: s["draft"]["revealed"].append(s["draft"]["revealed"][0]), None),
], ids=["missing", "empty-order", "order-range", "not-current", "few-revealed",
        "unknown-revealed", "extra", "not-object", "twice"])
def test_bad_draft_names_its_field(change, field):
    state = with_(DRAFT, change)
    if field is None:
        field = (f"draft.order[{len(state['draft']['order']) - 1}]"
                 if state["draft"]["order"][-1] == 7
                 else f"draft.revealed[{len(state['draft']['revealed']) - 1}]")
    refused(state, field)


def test_draft_record_outside_the_draft_is_refused():
    refused(with_(PLAY, lambda s: s.update(draft=copy.deepcopy(DRAFT["draft"]))), "draft")


def test_unknown_phase_is_refused():
    refused(with_(PLAY, lambda s: s.update(phase="setup")), "phase")


def test_a_tiebreak_record_is_not_part_of_a_state():
    """F3 needs no record: the tied players follow from the scores, the picker from
    ``current``, and the picks lie in the hands."""
    refused(with_(TIEBREAK, lambda s: s.update(tiebreak={"order": [0, 1]})), "tiebreak")


@pytest.mark.parametrize("change,field", [
    (lambda s: s["players"][1].update(skills=s["players"][1]["skills"] + 1), "phase"),
    (lambda s: s["players"][0]["hand"].append(s["dispenser"][4].pop()), "players[0].hand"),
    (lambda s: s["players"][1]["hand"].append(s["dispenser"][4].pop()), "players[1].hand"),
    (lambda s: s.update(dispenser=[[], [], [], [], []]), "dispenser"),
], ids=["no-tie", "picker-holds-marbles", "next-holds-marbles", "nothing-to-pick"])
def test_bad_tiebreak_names_its_field(change, field):
    refused(with_(TIEBREAK, change), field)


def test_a_finished_game_keeps_the_tiebreak_picks_in_hand_and_only_those():
    assert Game.from_state(OVER).to_state() == OVER
    # with Ben 2 points lower there was no tie, so no hand may hold anything
    refused(with_(OVER, lambda s: s["players"][1].update(helps=1)), "players[0].hand")


def test_tiebreak_picks_in_hand_count_toward_20_of_a_colour():
    """C1: a tie-break pick holds real marbles."""
    def add(s):
        take_from_dispenser(s, "yellow")
        s["players"][1]["hand"].append("black")
    refused(with_(OVER, add), "dispenser")


# ----- fuzz: random mutations of valid states -------------------------------------------------

BASES = {"play": PLAY, "market": MARKET, "draft": DRAFT, "tiebreak": TIEBREAK, "over": OVER,
         "custom": with_custom({"lesson-1": CUSTOM_1, "lesson-7": CUSTOM_7})}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 25) | st.floats(allow_nan=False, width=32)
    | st.sampled_from(["red", "blue", "black", "yellow", "green", "wisdom-1", "joy-3",
                       "lava-2", "play", "draft", "over", "stacks", "market", ""]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["tile", "filled", "kind", "recipe", "points", "starter",
                                       "order", "taken", "revealed", "x"]), inner, max_size=3),
    max_leaves=8)


def paths(value, prefix=()):
    """Every place in a JSON value: tuples of keys and indexes."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, prefix + (i,))


def leaves(value):
    """Values found in the state, to mutate with plausible data (a colour, a tile id...)."""
    if isinstance(value, dict):
        for item in value.values():
            yield from leaves(item)
    elif isinstance(value, list):
        for item in value:
            yield from leaves(item)
    else:
        yield value


@st.composite
def mutants(draw):
    name = draw(st.sampled_from(sorted(BASES)))
    state = copy.deepcopy(BASES[name])
    plausible = sorted({repr(v): v for v in leaves(state)}.items())
    for _ in range(draw(st.integers(1, 3))):
        where = list(paths(state))
        path = draw(st.sampled_from(where))
        parent = state
        for part in path[:-1]:
            parent = parent[part]
        target = parent[path[-1]] if path else state
        op = draw(st.sampled_from(["replace", "plausible", "delete", "add", "append", "pop",
                                   "swap"]))
        if op in ("replace", "plausible") and path:
            value = draw(json_values) if op == "replace" else draw(st.sampled_from(plausible))[1]
            parent[path[-1]] = value
        elif op == "delete" and path:
            if isinstance(parent, dict):
                del parent[path[-1]]
            else:
                parent.pop(path[-1])
        elif op == "add" and isinstance(target, dict):
            target[draw(st.sampled_from(["x", "tiles", "draft", "tiebreak", "market", "deck",
                                         "stacks", "hand", "tile"]))] = draw(json_values)
        elif op == "append" and isinstance(target, list):
            target.append(draw(st.sampled_from(plausible))[1] if draw(st.booleans())
                          else draw(json_values))
        elif op == "pop" and isinstance(target, list) and target:
            target.pop(draw(st.integers(0, len(target) - 1)))
        elif op == "swap" and isinstance(target, list) and len(target) > 1:
            i = draw(st.integers(0, len(target) - 1))
            j = draw(st.integers(0, len(target) - 1))
            target[i], target[j] = target[j], target[i]
    return state


@settings(derandomize=True, database=None, deadline=None, max_examples=400,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(state=mutants())
def test_mutated_states_validate_or_raise_state_error(state):
    """Random mutations of valid states either validate (then round-trip exactly, and the
    engine lists and tries its actions without crashing) or raise ``StateError`` naming a
    field; never a ``KeyError``, ``TypeError`` or anything else."""
    before = json.dumps(state, sort_keys=True)
    try:
        game = Game.from_state(state)
    except StateError as error:
        assert isinstance(error.field, str) and isinstance(error.problem, str)
        assert json.dumps(state, sort_keys=True) == before
        return
    assert game.to_state() == state
    assert len(game.scores()) == len(state["players"])
    str(game)
    legal = game.legal_actions()
    for action in legal[:: max(1, len(legal) // 8)]:
        for full in _completions(game, action):
            try:
                game.clone().apply(full)
            except RuleError:
                pass


def _completions(game, action):
    if action["type"] == "drink":
        return [dict(action, choice=c) for c in game.legal_choices(action)[:3]]
    if action["type"] == "end_turn":
        return [dict(action, **c) for c in game.legal_choices(action)[:3]]
    return [action]


# ----- draft details found while testing (S2) ----------------------------------------------------

def test_draft_phase_with_a_turn_number_is_refused():
    """S2: no turn has been played during the draft (PROTOCOL.md, the state schema)."""
    refused(with_(DRAFT, _set("turn.number", 5)), "turn.number")


def test_play_phase_with_turn_number_0_is_refused():
    refused(with_(PLAY, _set("turn.number", 0)), "turn.number")


def test_draft_state_whose_drafter_has_no_empty_burner_is_refused():
    """S2: a drafted tile goes on the player's first empty burner, so a drafter still to pick
    needs an empty burner for each pick; otherwise ``legal_actions`` would list draft actions
    that ``apply`` refuses."""
    def fill(s):
        drafter = s["players"][s["current"]]
        for b in (0, 1):
            tile = s["stacks"][b].pop()
            drafter["burners"][b] = {"tile": tile,
                                     "filled": [None] * len(Game.from_state(DRAFT).tile(tile)
                                                            .recipe)}
    refused(with_(DRAFT, fill), f"players[{DRAFT['current']}].burners")
