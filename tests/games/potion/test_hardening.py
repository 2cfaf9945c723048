"""Every input inside its contract (issue 15, part 4): each test names the defect it guards.

- atomic scenario writes: a failed ``scenarios.save`` leaves the old file byte for byte;
- the command line answers every bad file with its JSON error, never a traceback;
- ``scenarios.load_file`` raises ``FileError`` naming the file for one that is not JSON, and
  ``StateError`` naming the field for JSON that is not a state;
- ``Game.apply`` and ``Game.from_state`` raise ``RuleError`` / ``StateError`` only, for any
  value JSON can carry and for Python values too, and change nothing;
- error messages echo at most a short cut of a value given from outside;
- the size limits of PROTOCOL.md ("Limits") are enforced at load, at once.
"""

from __future__ import annotations

import gc
import json
import math
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.engine import Game, RuleError, StateError
from potion_widget.core.errors import shown
from potion_widget.games.potion.engine.validate import MAX_CUSTOM_TILES, MAX_MARBLES, MAX_NAME, MAX_TILES, MAX_WHOLE

ROOT = Path(__file__).resolve().parents[3]
LONG_MESSAGE = 400
"""No refusal or state error is longer than this, whatever the value it names."""


def nested(depth: int, inner=0):
    value = inner
    for _ in range(depth):
        value = [value]
    return value


def playing_game(record: bool = True) -> Game:
    game = Game.new(["Ana", "Ben"], seed=3, record=record)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    return game


def drinking_game() -> Game:
    """A game whose active player has a completed potion to drink."""
    return scenarios.load("touching")


# --------------------------------------------------------------- atomic scenario writes
@pytest.mark.parametrize("field", ["title", "purpose"])
def test_defect_save_emptied_the_old_file_when_writing_failed(tmp_path, field):
    """A title or purpose with a lone surrogate cannot be written as UTF-8: the save fails
    with a clear error and the file already there is exactly as it was."""
    game = playing_game()
    path = scenarios.save(game, tmp_path / "mine.json", name="mine", title="Mine",
                          purpose="A position.")
    before = path.read_bytes()
    fields = {"title": "Mine", "purpose": "A position."}
    fields[field] = "bad \ud800 text"
    with pytest.raises(ValueError, match="UTF-8"):
        scenarios.save(Game.new(3, seed=1), path, name="mine", **fields)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.json"]   # no temporary left


def test_save_replaces_the_file_whole(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text("old", "utf-8")
    game = playing_game()
    scenarios.save(game, path, name="mine", title="Mine", purpose="A position.")
    assert scenarios.load_file(path).to_state() == game.to_state()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.json"]


# ---------------------------------------------------------------- bad files, everywhere
BAD_FILES = {
    "not-utf8": b"\xff\xfe{\"format\": 1}",
    "huge-integer": b"[" + b"7" * 5000 + b"]",
    "nested-1000": b"[" * 1000 + b"]" * 1000,
    "nested-100000": b"[" * 100_000 + b"]" * 100_000,
    "not-json": b"this is not JSON",
    "empty": b"",
}
NOT_STATES = {"null": b"null", "number": b"42", "text": b"\"a state\"", "list": b"[1, 2]",
              "true": b"true", "deep-state": b"{\"state\": " + b"[" * 900 + b"]" * 900 + b"}",
              "big-number-state": b"{\"format\": " + b"9" * 4000 + b"}"}


def run_cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "potion_widget", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


@pytest.fixture(scope="module")
def state_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("cli") / "state.json"
    path.write_text(json.dumps(playing_game().to_state()), "utf-8")
    return path


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_defect_cli_printed_a_traceback_for_a_bad_state_file(tmp_path, state_file, name):
    """PROTOCOL.md: a state file that cannot be read exits 1 with a JSON error, and so does
    an actions file; never a traceback."""
    bad = tmp_path / "bad.json"
    bad.write_bytes(BAD_FILES[name])
    actions = tmp_path / "actions.json"
    actions.write_text("[]", "utf-8")
    for args, which in (((bad, actions), "state"), ((state_file, bad), "actions")):
        run = run_cli("replay", *args)
        assert run.returncode == 1, run.stderr
        assert "Traceback" not in run.stderr
        out = json.loads(run.stdout)
        assert f"the {which} file" in out["error"]
        assert len(run.stdout) < LONG_MESSAGE


@pytest.mark.parametrize("name", ["null", "number", "deep-state", "big-number-state"])
def test_cli_names_the_field_of_a_file_that_is_not_a_state(tmp_path, name):
    bad = tmp_path / "bad.json"
    bad.write_bytes(NOT_STATES[name])
    actions = tmp_path / "actions.json"
    actions.write_text("[]", "utf-8")
    run = run_cli("replay", bad, actions)
    assert run.returncode == 1, run.stderr
    out = json.loads(run.stdout)
    assert "field" in out and len(run.stdout) < LONG_MESSAGE


def test_cli_refuses_deeply_nested_and_huge_actions_with_the_refusal(tmp_path, state_file):
    actions = tmp_path / "actions.json"
    actions.write_text(json.dumps([{"type": "pick", "track": nested(900), "pos": 0}]), "utf-8")
    run = run_cli("replay", state_file, actions)
    assert run.returncode == 2, run.stderr
    assert json.loads(run.stdout)["refused"]["rule"] == "format"


@pytest.mark.parametrize("name", sorted(NOT_STATES))
def test_defect_load_file_raised_type_value_and_recursion_errors(tmp_path, name):
    """``scenarios.load_file`` promises ``StateError`` naming the field for JSON that is not a
    state (a state nested 900 deep said only ": must be plain JSON data")."""
    path = tmp_path / "bad.json"
    path.write_bytes(NOT_STATES[name])
    with pytest.raises(StateError) as error:
        scenarios.load_file(path)
    assert type(error.value) is StateError and error.value.field
    assert str(error.value).startswith(error.value.field + ": ")
    assert len(str(error.value)) < LONG_MESSAGE


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_file_that_is_not_json_says_so_naming_the_file_not_as_a_state_error(tmp_path, name):
    """An empty file was "StateError: : the file is not JSON", a state error naming no field."""
    path = tmp_path / "bad.json"
    path.write_bytes(BAD_FILES[name])
    with pytest.raises(scenarios.FileError) as error:
        scenarios.load_file(path)
    assert not isinstance(error.value, StateError)
    assert error.value.field == "bad.json" and str(error.value).startswith("bad.json: the file ")
    assert len(str(error.value)) < LONG_MESSAGE


def test_an_empty_or_blank_file_is_not_json(tmp_path):
    for text in (b"", b"  \n"):
        path = tmp_path / "empty.json"
        path.write_bytes(text)
        with pytest.raises(scenarios.FileError, match="empty.json: the file is empty: it is not JSON"):
            scenarios.load_file(path)


@pytest.mark.parametrize("depth", [2001, 5000])
def test_a_state_nested_thousands_deep_names_its_field(depth):
    state = playing_game().to_state()
    state["players"][1]["pool"] = nested(depth)
    with pytest.raises(StateError) as error:
        Game.from_state(state)
    assert error.value.field == "players[1].pool" and error.value.key == "state.too_deep"


def test_a_value_that_is_not_json_names_its_field():
    state = playing_game().to_state()
    state["players"][0]["completed"] = object()
    with pytest.raises(StateError) as error:
        Game.from_state(state)
    assert error.value.field == "players[0].completed"
    with pytest.raises(StateError) as error:
        Game.from_state(object())
    assert error.value.field == "state"


def _clock() -> float:
    """This thread's processor time, for the checks that a refusal's work is bounded: another
    process's load on a shared machine does not lengthen it. The collector is kept out of the
    timed calls too (see ``_no_collector``): its passes over the module's million-entry values
    are not the call's work."""
    return time.thread_time()


@pytest.fixture(autouse=True)
def _no_collector():
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


# ------------------------------------------------------- any value, never another error
HOSTILE = [10 ** 5000, -10 ** 5000, 10 ** 4000, 2 ** 64, nested(2000), nested(990),
           {"a": nested(2000)}, 1.0, math.nan, math.inf, -math.inf, b"1", bytearray(b"1"),
           {"red"}, frozenset({1}), ("red",), (1, 2), None, True, object(), "x" * 10 ** 6,
           list(range(10 ** 6)), {str(i): i for i in range(10 ** 5)}, [[0, 0]] * 10 ** 5,
           {10 ** 5000: 1}, {(1, 2): 3}, "\ud800", complex(1, 2), range(3)]
FIELDS = [("pick", "track"), ("pick", "pos"), ("help", "track"), ("place", "color"),
          ("place", "burner"), ("place", "hole"), ("to_pool", "color"), ("from_pool", "color"),
          ("drink", "potion"), ("drink", "choice"), ("end_turn", "keep"), ("end_turn", "draw"),
          ("draft", "tile"), ("pick", "type"), ("pick", "extra")]
BASE = {"pick": {"track": 0, "pos": 0}, "help": {"track": 0, "pos": 0},
        "place": {"color": "red", "burner": 0}, "to_pool": {"color": "red"},
        "from_pool": {"color": "red"}, "drink": {"potion": "x"}, "end_turn": {},
        "draft": {"tile": "x"}}


def refused_quietly(game: Game, action) -> RuleError:
    """Applies ``action``: it must be refused with a short ``RuleError`` changing nothing."""
    before = game.to_state()
    try:
        game.apply(action)
    except RuleError as error:
        assert type(error) is RuleError
        assert len(str(error)) < LONG_MESSAGE, len(str(error))
        json.dumps(error.to_dict())        # the refusal itself is plain, sendable data
        assert game.to_state() == before
        return error
    raise AssertionError(f"accepted {shown(action)}")


@pytest.mark.parametrize("record", [True, False])
@pytest.mark.parametrize("kind,field", FIELDS)
def test_defect_apply_raised_value_recursion_and_type_errors(kind, field, record):
    """A track of 10**5000, a choice nested 2,000 deep, floats, NaN, bytes, sets, tuples...:
    ``apply`` refuses each with ``RuleError`` (the rule's or ``"format"``), never another
    exception, and the game is unchanged."""
    for game in (playing_game(record), drinking_game()):
        for value in HOSTILE:
            action = {"type": kind, **BASE[kind], field: value}
            if not (kind == "drink" and field == "choice" and isinstance(value, dict)
                    and game.phase == "play" and not value):
                refused_quietly(game, action)
    refused_quietly(playing_game(record), {"type": "pick", "track": 10 ** 5000, "pos": 0})


@pytest.mark.parametrize("value", HOSTILE[:12] + [[], {}, 0, "pick"],
                         ids=lambda v: shown(v, 30))
def test_any_value_as_a_whole_action_is_refused(value):
    refused_quietly(playing_game(), value)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
    | st.sampled_from(["red", "blue", "black", "yellow", "pick", "place", "drink", "end_turn",
                       "track", "pos", "color", "burner", "hole", "keep", "draw", "choice"]),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8) | st.sampled_from(["type", "track", "pos", "color"]),
                      children, max_size=4),
    max_leaves=20)
ACTIONS = st.builds(lambda kind, fields: {"type": kind, **fields},
                    st.sampled_from(sorted(BASE) + ["fly"]),
                    st.dictionaries(st.sampled_from(["track", "pos", "color", "burner", "hole",
                                                     "potion", "choice", "keep", "draw", "tile"]),
                                    JSON, max_size=3))
DRINKER = drinking_game()


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(JSON, ACTIONS))
def test_any_json_value_as_an_action_raises_only_rule_errors(action):
    """Any JSON value as an action is accepted or refused with ``RuleError``; a refused one
    changes nothing."""
    for game in (playing_game(), DRINKER.clone()):
        before = game.to_state()
        try:
            game.apply(action)
        except RuleError as error:
            assert len(str(error)) < LONG_MESSAGE
            assert game.to_state() == before


def mutate(state: dict, path: tuple, value) -> dict:
    state = json.loads(json.dumps(state))
    target = state
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return state


STATE_PATHS = [("format",), ("rng", "seed"), ("rng", "draws"), ("options", "track_capacity"),
               ("options", "countdown"), ("options", "market"), ("kinds",), ("kinds", 0),
               ("dispenser",), ("dispenser", 0), ("dispenser", 0, 0), ("countdown",),
               ("supply", "skills"), ("players",), ("players", 0), ("players", 0, "name"),
               ("players", 0, "hand"), ("players", 0, "pool"), ("players", 0, "skills"),
               ("players", 0, "burners", 0), ("players", 0, "completed"), ("first",),
               ("current",), ("turn", "number"), ("turn", "picked"), ("phase",), ("stacks",),
               ("stacks", 0), ("stacks", 0, 0), ("end_triggered",), ("tiles",), ("extra",)]


@pytest.mark.parametrize("path", STATE_PATHS, ids=lambda p: ".".join(map(str, p)))
def test_defect_from_state_raised_value_recursion_and_type_errors(path):
    """``from_state`` accepts a value where it is valid and refuses every other hostile value
    anywhere with a short ``StateError``, never another exception."""
    state = playing_game().to_state()
    for value in HOSTILE:
        try:
            bad = mutate(state, path, value)
        except (TypeError, ValueError, RecursionError):     # not JSON: put it in directly
            bad = json.loads(json.dumps(state))
            target = bad
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        try:
            Game.from_state(bad)        # a few are valid there: None for a burner...
        except StateError as error:
            assert type(error) is StateError
            assert len(str(error)) < LONG_MESSAGE, (path, len(str(error)))


@pytest.mark.parametrize("value", [None, 42, "state", [], nested(2000), {10 ** 5000: 1},
                                   {"format": 10 ** 5000}, ("x",), {1, 2}])
def test_any_value_as_a_state_is_refused(value):
    with pytest.raises(StateError):
        Game.from_state(value)


# ------------------------------------------------------------------ bounded messages
def test_defect_a_refusal_echoed_a_whole_huge_value():
    """A list of a million entries once gave a 3 MB message: every echoed value is cut."""
    game = playing_game()
    for action in ({"type": "end_turn", "keep": list(range(10 ** 6))},
                   {"type": "pick", "track": list(range(10 ** 6)), "pos": 0},
                   {"type": "pick", "x" * 10 ** 6: 1},
                   {"type": "y" * 10 ** 6},
                   list(range(10 ** 6)),
                   {"type": "pick", "track": 10 ** 4000, "pos": 0}):
        error = refused_quietly(game, action)
        assert len(json.dumps(error.to_dict())) < 2 * LONG_MESSAGE
    state = game.to_state()
    for path, value in ((("phase",), "x" * 10 ** 6), (("kinds",), ["x" * 10 ** 6]),
                        (("stacks", 0, 0), "t" * 10 ** 6), (("turn", "number"), 10 ** 4000),
                        (("tiles",), {"k" * 10 ** 6: {}}), (("z" * 10 ** 6,), 1)):
        with pytest.raises(StateError) as error:
            Game.from_state(mutate(state, path, value))
        assert len(str(error.value)) < LONG_MESSAGE


def test_shown_cuts_any_value_quickly():
    assert shown("red") == "'red'"
    assert shown([1, ("a",), {2}]) == "[1, ('a',), {2}]"
    for value in HOSTILE:
        start = _clock()
        text = shown(value)
        assert len(text) <= 80 and _clock() - start < 0.05


# ------------------------------------------------------------------------ size limits
def big_state(tiles: int) -> dict:
    state = playing_game().to_state()
    kind = state["kinds"][0]
    state["tiles"] = {f"big-{i}": {"kind": kind, "recipe": ["red"], "points": 1,
                                   "starter": False} for i in range(tiles)}
    state["stacks"][0] = state["stacks"][0] + list(state["tiles"])
    return state


def test_defect_a_200000_tile_state_took_seconds_to_load():
    """No size limit: a 200,000-tile state loaded in 4 s and undid in 2 s per move. It is
    refused at once, naming the field and the limit."""
    state = big_state(200_000)
    start = _clock()
    with pytest.raises(StateError) as error:
        Game.from_state(state)
    assert _clock() - start < 0.05
    assert error.value.field == "tiles" and str(MAX_CUSTOM_TILES) in error.value.problem


@pytest.mark.parametrize("path,value,field", [
    (("dispenser", 0), ["red"] * 10 ** 6, "dispenser[0]"),
    (("stacks", 1), ["x"] * 10 ** 6, "stacks[1]"),
    (("players", 0, "hand"), ["red"] * 10 ** 6, "players[0].hand"),
    (("players", 0, "pool"), ["red"] * 10 ** 6, "players[0].pool"),
    (("players", 0, "completed"), [{}] * 10 ** 6, "players[0].completed"),
    (("players", 0, "name"), "n" * 10 ** 6, "players[0].name"),
    (("players",), [{}] * 10 ** 6, "players"),
])
def test_every_long_list_is_refused_at_once(path, value, field):
    state = mutate(playing_game().to_state(), path, value)
    start = _clock()
    with pytest.raises(StateError) as error:
        Game.from_state(state)
    assert _clock() - start < 0.05
    assert error.value.field == field


@pytest.mark.parametrize("path,value,field", [
    (("players", 0, "name"), "n" * (MAX_NAME + 1), "players[0].name"),
    (("turn", "number"), MAX_WHOLE + 1, "turn.number"),
    (("rng", "draws"), MAX_WHOLE + 1, "rng.draws"),
    (("rng", "seed"), 2 ** 65, "rng.seed"),
    (("options", "track_capacity"), MAX_MARBLES + 1, "options.track_capacity"),
    (("players", 0, "skills"), 10 ** 20, "players[0].skills"),
])
def test_numbers_and_names_have_limits(path, value, field):
    with pytest.raises(StateError) as error:
        Game.from_state(mutate(playing_game().to_state(), path, value))
    assert error.value.field == field


def test_the_tile_limits_hold_at_their_bounds():
    Game.from_state(big_state(MAX_CUSTOM_TILES))             # inside: accepted
    with pytest.raises(StateError):
        Game.from_state(big_state(MAX_CUSTOM_TILES + 1))
    assert MAX_TILES >= 64 + MAX_CUSTOM_TILES


def test_every_scenario_is_inside_the_limits():
    for name in scenarios.names():
        Game.from_state(scenarios.info(name)["state"])


# ------------------------------------------------------------------ the widget's answer
def test_defect_the_widget_answered_internal_for_an_action_nested_989_deep():
    """An action nested hundreds deep is answered with a refusal (the engine's or the
    malformed request's), never with an ``internal`` error, at every depth around where
    Python's recursion limit lies, and for huge and non-JSON values too."""
    from potion_widget.games.potion.widget import PotionWidget

    widget = PotionWidget(players=["Ana", "Ben"], seed=0)
    replies = []
    widget._send = lambda msg, buffers=None: (replies.append(msg["content"])
                                              if msg.get("method") == "custom" else None)
    while widget.game.phase == "draft":
        widget.play(widget.legal[0])
    before = widget.game.to_state()
    values = [nested(depth) for depth in range(850, 1010, 3)] + HOSTILE[:4]
    for number, value in enumerate(values):
        for action in ({"type": "pick", "track": value, "pos": 0},
                       {"type": "end_turn", "keep": value}, {"type": "end_turn", "draw": [value]},
                       {"type": "drink", "potion": "x", "choice": {"holes": value}}):
            widget._handle_message(widget, {"kind": "action", "id": number,
                                            "state_id": widget.state_id, "action": action}, [])
            reply = replies[-1]
            assert reply["ok"] is False
            assert reply["error"]["rule"] != "internal", reply["error"]["message"]
            assert len(reply["error"]["message"]) < LONG_MESSAGE
    assert widget.game.to_state() == before
    widget.close()


@pytest.mark.parametrize("options,field", [
    ({"players": 10 ** 5000}, "options.players"), ({"players": 10 ** 9}, "options.players"),
    ({"players": ["a" * (MAX_NAME + 1), "b"]}, "options.players"),
    ({"seed": 10 ** 5000}, "options.seed"), ({"track_capacity": 10 ** 30},
                                             "options.track_capacity")])
def test_a_new_game_is_made_inside_the_limits(options, field):
    """``Game.new`` refuses what ``from_state`` would refuse, so every new game round-trips
    (a seed of 10**5000 made a game whose saved state could not be loaded back)."""
    start = _clock()
    with pytest.raises(StateError) as error:
        Game.new(**options)
    assert error.value.field == field and _clock() - start < 0.05
    assert len(str(error.value)) < LONG_MESSAGE


def test_the_widget_echoes_bounded_values_in_its_errors():
    """The widget's own checks (``show``, ``marks``, ``you``) cut the value they name."""
    import traitlets

    from potion_widget.games.potion.widget import PotionWidget

    widget = PotionWidget()
    for name, value in (("show", "s" * 10 ** 5), ("marks", [list(range(10 ** 5))]),
                        ("you", list(range(10 ** 5)))):
        with pytest.raises(traitlets.TraitError) as error:
            setattr(widget, name, value)
        assert len(str(error.value)) < LONG_MESSAGE
    with pytest.raises(ValueError) as error:
        scenarios.load("Z" * 10 ** 6)
    assert len(str(error.value)) < LONG_MESSAGE
    widget.close()
