"""The scenario library: every scenario loads and validates, and every claim the lessons make
about a scenario is what the engine does (so a lesson can never drift from the rules)."""

from __future__ import annotations

import doctest
import json

import pytest

from potion_widget import Game, StateError
from potion_widget.games.potion import outcomes, scenarios
from potion_widget.games.potion.engine import kind_rule

NAMES = scenarios.names()
CLAIMS = [(name, c["id"]) for name in NAMES for c in scenarios.claims(name)]


def test_the_library_is_listed_with_title_and_one_line_purpose():
    listed = scenarios.list_scenarios()
    assert [s["name"] for s in listed] == NAMES
    assert len(NAMES) >= 15
    for entry in listed:
        assert entry["title"] and entry["purpose"] and "\n" not in entry["purpose"]


@pytest.mark.parametrize("name", NAMES)
def test_scenario_loads_validates_and_round_trips(name):
    data = scenarios.info(name)
    assert data["name"] == name
    assert set(data) == {"name", "title", "purpose", "state", "claims"}
    game = scenarios.load(name)
    assert game.to_state() == data["state"]            # validated by Game.from_state, lossless
    assert scenarios.check(name) == []


@pytest.mark.parametrize("name,claim_id", CLAIMS)
def test_claim_holds_in_the_engine(name, claim_id):
    entry = scenarios.claim(name, claim_id)
    result = outcomes.outcome(scenarios.load(name), entry["action"], entry.get("before", ()))
    for key, expected in scenarios.expectations(entry).items():
        got = result[key]
        if key in ("hand", "pool"):
            got, expected = sorted(got), sorted(expected)
        assert got == expected, f"{name}/{claim_id}: {key}"
    if "refused" in entry:
        assert not result["legal"] and result["refused"] == entry["refused"]


def test_every_claim_states_something_and_can_be_asked():
    for name, claim_id in CLAIMS:
        entry = scenarios.claim(name, claim_id)
        stated = scenarios.expectations(entry)
        assert stated, f"{name}/{claim_id} states nothing"
        assert set(stated) <= set(outcomes.MEASURES)
        if "ask" in entry:
            assert entry["ask"] in stated, f"{name}/{claim_id} asks about a measure it does not state"


def test_a_wrong_claim_is_caught():
    entry = dict(scenarios.claim("touching", "middle-of-three"), takes=4)
    problems = scenarios.check_claim(scenarios.load("touching"), entry)
    assert problems and "takes" in problems[0]


def test_every_potion_kind_has_a_scenario_where_its_rule_is_shown():
    for kind in ("wisdom", "magnetic", "abyssal", "balm", "love", "joy", "sands", "lava"):
        name = f"potion-{kind}"
        assert name in NAMES
        rules = {scenarios.claim(name, c["id"]).get("refused") for c in scenarios.claims(name)}
        drinks = [c for c in scenarios.claims(name) if c["action"]["type"] == "drink"]
        assert any(c.get("legal", True) and "refused" not in c for c in drinks), kind
        assert kind_rule(kind) in rules or kind == "lava" and "P10" in rules


def test_the_misreadings_are_each_claimed():
    # touching marbles (D8), the ninth marble (D2), help and potions never explode (D10),
    # pool marbles and new potions (E2/I5), no second token for a kind (E3)
    assert scenarios.claim("touching", "touching-stay")["takes"] == 1
    assert scenarios.claim("chains", "ninth-marble")["refused"] == "D2"
    assert scenarios.claim("little-help", "help-never-explodes")["steps"] == 0
    assert scenarios.claim("potion-wisdom", "wisdom-take")["steps"] == 0
    assert scenarios.claim("end-of-turn", "no-new-tile-yet")["refused"] == "I2"
    assert scenarios.claim("sixth-potion", "sixth-no-token")["skills"] == 0


def test_a_teacher_saves_a_position_and_loads_it_back(tmp_path):
    game = scenarios.load("little-help")
    game.apply({"type": "help", "track": 0, "pos": 2})
    path = scenarios.save(game, tmp_path / "after-help.json", name="after-help",
                          title="After the help", purpose="The chain is set up.",
                          claims=[{"id": "chain", "action": {"type": "pick", "track": 0,
                                                             "pos": 2}, "takes": 5}])
    again = scenarios.load_file(path)
    assert again.to_state() == game.to_state()
    assert json.loads(path.read_text())["claims"][0]["takes"] == 5
    # a bare state file loads too
    (tmp_path / "bare.json").write_text(json.dumps(game.to_state()))
    assert scenarios.load_file(tmp_path / "bare.json").to_state() == game.to_state()


def test_save_refuses_a_claim_the_engine_contradicts_and_a_bad_name(tmp_path):
    game = scenarios.load("touching")
    with pytest.raises(ValueError, match="takes"):
        scenarios.save(game, tmp_path / "x.json", name="x", title="X", purpose="p",
                       claims=[{"id": "c", "action": {"type": "pick", "track": 1, "pos": 2},
                                "takes": 2}])
    with pytest.raises(ValueError):
        scenarios.save(game, tmp_path / "y.json", name="Bad Name", title="Y", purpose="p")
    assert not (tmp_path / "x.json").exists()


def test_an_invalid_scenario_file_names_the_field(tmp_path):
    data = scenarios.info("touching")
    data["state"]["players"][0]["pool"] = ["red"] * 4
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data))
    with pytest.raises(StateError) as info:
        scenarios.load_file(path)
    assert info.value.field == "players[0].pool"


def test_unknown_scenario_names_the_known_ones():
    with pytest.raises(KeyError, match="touching"):
        scenarios.load("no-such-scenario")


def test_outcome_does_not_change_the_game():
    game = scenarios.load("chains")
    before = game.to_state()
    outcomes.outcome(game, {"type": "pick", "track": 0, "pos": 2})
    assert game.to_state() == before and isinstance(game, Game)


@pytest.mark.parametrize("module", [scenarios, outcomes])
def test_docstring_examples(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
