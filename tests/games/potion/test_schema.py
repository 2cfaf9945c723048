"""The published JSON Schemas for the game state and for actions (the PROTOCOL.md contract).

Each malformed example below breaks one thing in an otherwise valid document, and the test checks
that the schema reports that exact place and keyword, so it cannot pass for another reason.
"""

import copy
import random

import jsonschema
import pytest

from potion_widget.games.potion.schema import load_schema

STATE_SCHEMA = load_schema("state")
ACTION_SCHEMA = load_schema("action")
STATE = jsonschema.Draft202012Validator(STATE_SCHEMA)
ACTION = jsonschema.Draft202012Validator(ACTION_SCHEMA)

# The example state of PROTOCOL.md, copied as it stands.
PROTOCOL_STATE = {
    "format": "potion-explosion/1",
    "rng": {"seed": 7, "draws": 0},
    "options": {"track_capacity": 16, "countdown": 4, "market": "stacks"},
    "kinds": ["wisdom", "magnetic", "abyssal", "balm", "love", "joy"],
    "dispenser": [["red", "red", "blue"], ["black"], [], ["yellow", "blue"], ["red"]],
    "stacks": [["abyssal-4", "wisdom-6"], [], [], [], []],
    "countdown": 4,
    "supply": {"skills": 11, "helps": 21},
    "players": [
        {
            "name": "Ana",
            "burners": [{"tile": "wisdom-1", "filled": ["red", None, None, "blue"]}, None],
            "hand": [],
            "pool": ["black"],
            "completed": [{"tile": "abyssal-3", "drunk": False}],
            "skills": 0,
            "helps": 0,
            "awarded": {"kinds": [], "variety": False},
        }
    ],
    "first": 0,
    "current": 0,
    "turn": {"number": 1, "picked": False, "helped": False},
    "end_triggered": False,
    "phase": "play",
}

# PROTOCOL.md shows one player for brevity; a game has 2 to 4 (C4), so the valid base state adds
# a second one.
SECOND_PLAYER = {
    "name": "Ben",
    "burners": [{"tile": "love-1", "filled": [None, None, None, None]}, None],
    "hand": [],
    "pool": [],
    "completed": [],
    "skills": 0,
    "helps": 1,
    "awarded": {"kinds": [], "variety": False},
}


def base_state():
    state = copy.deepcopy(PROTOCOL_STATE)
    state["players"].append(copy.deepcopy(SECOND_PLAYER))
    return state


def market_state():
    state = base_state()
    state["options"]["market"] = "market"
    del state["stacks"]
    state["market"] = ["wisdom-6", None, "joy-5", "balm-3", "love-4"]
    state["deck"] = ["abyssal-4", "magnetic-3"]
    return state


def draft_state():
    state = base_state()
    state["phase"] = "draft"
    state["turn"] = {"number": 0, "picked": False, "helped": False}
    state["draft"] = {"revealed": ["joy-2", "balm-1", "love-2"], "order": [1, 0]}
    return state


def tiebreak_state():
    state = base_state()
    state["phase"] = "tiebreak"
    state["end_triggered"] = True
    state["players"][0]["hand"] = ["red", "red"]      # a tie-break pick lies in the hand (F3)
    return state


def _collect(error, found):
    found.add((tuple(error.absolute_path), error.validator))
    for sub in error.context:
        _collect(sub, found)


def state_errors(state):
    """Every (instance path, keyword) the state schema reports, sub-schema errors included."""
    found = set()
    for error in STATE.iter_errors(state):
        _collect(error, found)
    return found


def action_errors(action):
    """Like state_errors, but inside the root oneOf only the branch of the action's own type.

    A pick with a bad track also fails every other branch on its "type"; following only the
    pick branch makes sure the error found is the one meant.
    """
    branches = [b["properties"]["type"]["const"] for b in ACTION_SCHEMA["oneOf"]]
    branch = branches.index(action["type"]) if action.get("type") in branches else None
    found = set()
    for error in ACTION.iter_errors(action):
        if error.validator == "oneOf" and not error.absolute_path and branch is not None:
            found.add(((), "oneOf"))
            for sub in error.context:
                if sub.relative_schema_path[0] == branch:
                    _collect(sub, found)
        else:
            _collect(error, found)
    return found


def assert_state_rejected(state, path, keyword):
    errors = state_errors(state)
    assert (tuple(path), keyword) in errors, sorted(errors, key=str)
    top = {tuple(e.absolute_path) for e in STATE.iter_errors(state)}
    assert all(path[: len(p)] == p or p[: len(path)] == tuple(path) for p in top), top


def assert_action_rejected(action, path, keyword):
    assert not ACTION.is_valid(action)
    errors = action_errors(action)
    assert (tuple(path), keyword) in errors, sorted(errors, key=str)


# -- the schemas themselves ---------------------------------------------------------------------

@pytest.mark.parametrize("name", ["state", "action"])
def test_schema_is_a_valid_draft_2020_12_schema(name):
    schema = load_schema(name)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


def _properties(node, where=""):
    if isinstance(node, dict):
        for key, value in node.get("properties", {}).items():
            yield f"{where}/properties/{key}", value
        for key, value in node.items():
            yield from _properties(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _properties(value, f"{where}/{i}")


@pytest.mark.parametrize("name", ["state", "action"])
def test_every_property_is_described(name):
    schema = load_schema(name)
    undescribed = [
        where
        for where, prop in _properties(schema)
        if not where.split("/properties/")[0].endswith(("/if", "/then", "/else"))
        and not prop.get("description")
    ]
    assert undescribed == []


@pytest.mark.parametrize("name", ["state", "action"])
def test_every_object_is_closed(name):
    def objects(node):
        if isinstance(node, dict):
            if "properties" in node and node.get("type") == "object":
                yield node
            for value in node.values():
                yield from objects(value)
        elif isinstance(node, list):
            for value in node:
                yield from objects(value)

    found = list(objects(load_schema(name)))
    assert found
    assert all(node["additionalProperties"] is False for node in found)


def test_load_schema_returns_a_fresh_copy_and_refuses_other_names():
    first = load_schema("state")
    first["title"] = "changed"
    assert load_schema("state")["title"] != "changed"
    with pytest.raises(ValueError):
        load_schema("event")


# -- valid states -------------------------------------------------------------------------------

def test_protocol_example_state_validates_once_it_has_two_players():
    STATE.validate(base_state())


def test_protocol_example_as_printed_fails_only_on_its_single_player():
    # C4: 2 to 4 players. The printed example lists only Ana.
    errors = state_errors(PROTOCOL_STATE)
    assert errors == {(("players",), "minItems")}


@pytest.mark.parametrize(
    "make", [market_state, draft_state, tiebreak_state], ids=["market", "draft", "tiebreak"]
)
def test_other_valid_forms(make):
    STATE.validate(make())


def test_finished_game_keeps_the_tiebreak_picks_in_hand():
    state = tiebreak_state()
    state["phase"] = "over"
    state["players"][1]["hand"] = ["blue"]
    STATE.validate(state)


def test_teaching_scenario_may_define_its_own_tiles_and_kinds():
    state = base_state()
    state["kinds"] = ["wisdom", "abyssal", "love"]
    state["stacks"] = [["wisdom-9"], [], [], [], []]
    state["tiles"] = {
        "wisdom-9": {"kind": "wisdom", "recipe": ["blue"], "points": 1, "starter": False},
    }
    STATE.validate(state)


# -- malformed states ---------------------------------------------------------------------------

def _set(state, path, value):
    target = state
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return state


@pytest.mark.parametrize(
    "path, value, keyword",
    [
        (("format",), "potion-explosion/2", "const"),
        (("rng", "seed"), "7", "type"),
        (("rng", "draws"), -1, "minimum"),
        (("options", "track_capacity"), 0, "minimum"),
        (("options", "market"), "shop", "enum"),
        (("kinds", 0), "sloth", "enum"),
        (("kinds",), [], "minItems"),
        (("dispenser", 0, 1), "green", "enum"),
        (("dispenser",), [[], [], [], []], "minItems"),
        (("stacks", 0, 0), "Wisdom 6", "pattern"),
        (("countdown",), 2.5, "type"),
        (("supply", "helps"), -1, "minimum"),
        (("players", 0, "pool"), ["black", "red", "red", "blue"], "maxItems"),
        (("players", 0, "pool", 0), "purple", "enum"),
        (("players", 0, "hand"), "red", "type"),
        (("players", 0, "skills"), True, "type"),
        (("players", 0, "helps"), 1.5, "type"),
        (("players", 0, "burners"), [None], "minItems"),
        (("players", 0, "burners", 0, "filled"), ["red", "red", "yellow", "blue"], "contains"),
        (("players", 0, "burners", 0, "filled"), [None] * 8, "maxItems"),
        (("players", 0, "burners", 0, "filled", 1), "green", "enum"),
        (("players", 0, "completed", 0, "drunk"), 0, "type"),
        (("players", 0, "awarded", "kinds"), ["joy", "joy"], "uniqueItems"),
        (("players", 0, "awarded", "variety"), "no", "type"),
        (("first",), False, "type"),
        (("current",), -1, "minimum"),
        (("turn", "number"), 1.5, "type"),
        (("turn", "picked"), 1, "type"),
        (("end_triggered",), None, "type"),
        (("phase",), "setup", "enum"),
    ],
    ids=lambda p: "/".join(map(str, p)) if isinstance(p, tuple) else None,
)
def test_malformed_state_value_is_rejected_at_its_path(path, value, keyword):
    assert_state_rejected(_set(base_state(), path, copy.deepcopy(value)), path, keyword)


@pytest.mark.parametrize(
    "container, field",
    [
        ((), "players"),
        ((), "phase"),
        (("rng",), "draws"),
        (("options",), "market"),
        (("players", 1), "awarded"),
        (("players", 0, "completed", 0), "drunk"),
        (("turn",), "helped"),
    ],
)
def test_missing_field_is_rejected(container, field):
    state = base_state()
    target = state
    for key in container:
        target = target[key]
    del target[field]
    assert_state_rejected(state, container, "required")
    assert any(field in e.message for e in STATE.iter_errors(state))


@pytest.mark.parametrize(
    "container",
    [(), ("rng",), ("supply",), ("players", 0), ("players", 0, "burners", 0), ("turn",)],
)
def test_unknown_field_is_rejected(container):
    state = base_state()
    target = state
    for key in container:
        target = target[key]
    target["colour_blind"] = True
    assert_state_rejected(state, container, "additionalProperties")


def test_five_players_are_rejected():
    state = base_state()
    state["players"] = state["players"] * 3
    assert_state_rejected(state, ("players",), "maxItems")


def test_stacks_and_market_together_are_rejected():
    state = base_state()
    state["market"] = ["wisdom-6", None, None, None, None]
    assert_state_rejected(state, ("market",), "not")

    state = market_state()
    state["stacks"] = [[], [], [], [], []]
    assert_state_rejected(state, ("stacks",), "not")


def test_market_option_requires_market_and_deck():
    state = base_state()
    state["options"]["market"] = "market"
    assert_state_rejected(state, (), "required")
    assert {e.message for e in STATE.iter_errors(state)} >= {
        "'market' is a required property",
        "'deck' is a required property",
    }


def test_market_place_and_deck_are_checked():
    state = market_state()
    state["market"] = state["market"][:4]
    assert_state_rejected(state, ("market",), "minItems")
    state = market_state()
    state["deck"].append("abyssal-4")
    assert_state_rejected(state, ("deck",), "uniqueItems")


def test_draft_phase_requires_draft_and_turn_zero():
    state = draft_state()
    del state["draft"]
    assert_state_rejected(state, (), "required")

    state = draft_state()
    state["turn"]["number"] = 1
    assert_state_rejected(state, ("turn", "number"), "const")


def test_draft_record_outside_the_draft_is_rejected():
    state = base_state()
    state["draft"] = {"revealed": [], "order": []}
    assert_state_rejected(state, ("draft",), "not")


def test_a_tiebreak_record_is_not_part_of_a_state():
    state = tiebreak_state()
    state["tiebreak"] = {"order": [1]}
    assert_state_rejected(state, (), "additionalProperties")


def test_a_tiebreak_pick_holds_colours():
    state = tiebreak_state()
    state["players"][0]["hand"] = ["red", "pink"]
    assert_state_rejected(state, ("players", 0, "hand", 1), "enum")


def test_custom_tile_is_checked():
    state = base_state()
    state["tiles"] = {"wisdom-9": {"kind": "wisdom", "recipe": [], "points": 1, "starter": False}}
    assert_state_rejected(state, ("tiles", "wisdom-9", "recipe"), "minItems")

    state = base_state()
    state["tiles"] = {"Wisdom_9": {"kind": "wisdom", "recipe": ["red"], "points": 1, "starter": False}}
    assert_state_rejected(state, ("tiles",), "pattern")


# -- actions ------------------------------------------------------------------------------------

# Every action example of PROTOCOL.md; the drink's "{...}" is given a real Potion of Wisdom choice.
PROTOCOL_ACTIONS = [
    {"type": "pick", "track": 2, "pos": 3},
    {"type": "help", "track": 0, "pos": 0},
    {"type": "place", "color": "red", "burner": 0, "hole": 2},
    {"type": "to_pool", "color": "black"},
    {"type": "from_pool", "color": "black"},
    {"type": "drink", "potion": "wisdom-1", "choice": {"track": 1, "pos": 4}},
    {"type": "end_turn", "keep": ["black"], "draw": [3, 0]},
    {"type": "draft", "tile": "joy-2"},
    # The optional fields left out, and the forms legal_actions() lists.
    {"type": "place", "color": "red", "burner": 1},
    {"type": "drink", "potion": "wisdom-1"},
    {"type": "end_turn"},
]

CHOICES = {
    "wisdom": {"track": 0, "pos": 7},
    "magnetic": {"track": 4, "pos": 2},
    "abyssal": {"tracks": [0, 2, 3]},
    "balm": {"track": 1, "pos": 0, "count": 3},
    "love": {"player": 1},
    "joy": {"holes": [[0, 1], [1, 3]]},
    "lava": {"track": 2, "positions": [0, 3, 5]},
    "sands": {"potion": "balm-2", "choice": {"track": 1, "pos": 0, "count": 2}},
}


@pytest.mark.parametrize("action", PROTOCOL_ACTIONS, ids=lambda a: a["type"])
def test_protocol_actions_validate(action):
    ACTION.validate(action)


@pytest.mark.parametrize("kind", sorted(CHOICES))
def test_each_kinds_choice_validates(kind):
    ACTION.validate({"type": "drink", "potion": f"{kind}-1", "choice": CHOICES[kind]})


@pytest.mark.parametrize(
    "action, path, keyword",
    [
        ({"type": "jump"}, ("type",), "const"),
        ({"track": 0, "pos": 0}, (), "required"),
        ({"type": "pick", "track": "2", "pos": 3}, ("track",), "type"),
        ({"type": "pick", "track": 5, "pos": 3}, ("track",), "maximum"),
        ({"type": "pick", "track": 2, "pos": -1}, ("pos",), "minimum"),
        ({"type": "pick", "track": 2, "pos": True}, ("pos",), "type"),
        ({"type": "pick", "track": 2.5, "pos": 0}, ("track",), "type"),
        ({"type": "pick", "track": 2}, (), "required"),
        ({"type": "pick", "track": 2, "pos": 3, "explode": True}, (), "additionalProperties"),
        ({"type": "help", "track": None, "pos": 0}, ("track",), "type"),
        ({"type": "place", "color": "green", "burner": 0}, ("color",), "enum"),
        ({"type": "place", "color": "red", "burner": 2}, ("burner",), "maximum"),
        ({"type": "place", "color": "red", "burner": False}, ("burner",), "type"),
        ({"type": "place", "colour": "red", "burner": 0}, (), "additionalProperties"),
        ({"type": "to_pool", "color": "Red"}, ("color",), "enum"),
        ({"type": "from_pool"}, (), "required"),
        ({"type": "drink", "potion": "wisdom 1"}, ("potion",), "pattern"),
        ({"type": "drink", "potion": "wisdom-1", "choice": [0, 1]}, ("choice",), "anyOf"),
        ({"type": "drink", "potion": "wisdom-1", "choice": {"track": 0}}, ("choice",), "required"),
        (
            {"type": "drink", "potion": "wisdom-1", "choice": {"track": 0, "pos": 1, "n": 2}},
            ("choice",),
            "additionalProperties",
        ),
        ({"type": "drink", "potion": "abyssal-1", "choice": {"tracks": [5]}}, ("choice", "tracks", 0), "maximum"),
        ({"type": "drink", "potion": "love-1", "choice": {"player": "Ana"}}, ("choice", "player"), "type"),
        ({"type": "drink", "potion": "joy-1", "choice": {"holes": [[0, 1, 2]]}}, ("choice", "holes", 0), "items"),
        ({"type": "drink", "potion": "joy-1", "choice": {"holes": [[2, 1]]}}, ("choice", "holes", 0, 0), "maximum"),
        (
            {"type": "drink", "potion": "sands-1",
             "choice": {"potion": "wisdom-1", "choice": {"track": True, "pos": 0}}},
            ("choice", "choice", "track"),
            "type",
        ),
        ({"type": "end_turn", "keep": ["green"]}, ("keep", 0), "enum"),
        ({"type": "end_turn", "draw": [5]}, ("draw", 0), "maximum"),
        ({"type": "end_turn", "draw": 3}, ("draw",), "type"),
        ({"type": "draft", "tile": 7}, ("tile",), "type"),
    ],
    ids=lambda p: str(p.get("type", "no-type")) if isinstance(p, dict) else None,
)
def test_malformed_action_is_rejected_at_its_path(action, path, keyword):
    assert_action_rejected(action, path, keyword)


# -- what the engine produces -------------------------------------------------------------------

def _game_class():
    engine = pytest.importorskip("potion_widget.games.potion.engine")
    game_class = getattr(engine, "Game", None)
    if game_class is None:
        pytest.skip("potion_widget.games.potion.engine has no Game yet")
    return game_class


NEW_GAMES = [
    pytest.param(2, {}, seed, id=f"2p-stacks-seed{seed}") for seed in (0, 1, 7, 2024)
] + [
    pytest.param(4, {"market": "market"}, seed, id=f"4p-market-seed{seed}") for seed in (0, 3, 99)
]


@pytest.mark.parametrize("players, options, seed", NEW_GAMES)
def test_new_game_state_and_legal_actions_validate(players, options, seed):
    game = _game_class().new(players, seed=seed, **options)
    STATE.validate(game.to_state())
    actions = game.legal_actions()
    assert actions
    for action in actions:
        ACTION.validate(action)


def _complete(game, action):
    """A legal action as it is applied: drinks and end_turn with their first listed choice."""
    if action["type"] not in ("drink", "end_turn"):
        return action
    choices = game.legal_choices(action)
    if not choices:
        return action
    choice = choices[0]
    return {**action, "choice": choice} if action["type"] == "drink" else {**action, **choice}


@pytest.mark.parametrize("players, options, seed", NEW_GAMES[:2] + NEW_GAMES[-1:])
def test_states_and_actions_of_a_seeded_playout_validate(players, options, seed):
    game = _game_class().new(players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(60):
        STATE.validate(game.to_state())
        actions = game.legal_actions()
        if not actions:
            break
        for action in actions:
            ACTION.validate(action)
        action = _complete(game, rng.choice(actions))
        ACTION.validate(action)
        game.apply(action)
    STATE.validate(game.to_state())
