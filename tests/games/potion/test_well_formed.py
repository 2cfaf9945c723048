"""The quick format check (``engine/well_formed.py``) is written from the one field table
(``actions.ACTION_FIELDS``) by ``scripts/make_well_formed.py``: the committed module must be
what the script writes now, the script must follow the table, and the usual actions must take
the quick way (the field-by-field check accepts them too, only slower).
``tests/games/potion/test_action_format.py`` checks that both ways judge every action alike."""

from __future__ import annotations

import importlib.util
import random
import subprocess
from collections import defaultdict
import sys
from pathlib import Path

import pytest

from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.engine.actions import ACTION_FIELDS, INT, TEXT
from potion_widget.games.potion.engine.well_formed import well_formed
from potion_widget.core.errors import RuleError

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "scripts" / "make_well_formed.py"
REWRITE = "edit ACTION_FIELDS, then run python scripts/make_well_formed.py --write"


def load_script():
    spec = importlib.util.spec_from_file_location("make_well_formed", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_well_formed = load_script()


def written(source: str):
    """The ``well_formed`` function of a module text, run as an engine module would be."""
    namespace = {"__name__": "potion_widget.games.potion.engine.written",
                 "__package__": "potion_widget.games.potion.engine"}
    exec(compile(source, "<written>", "exec"), namespace)
    return namespace["well_formed"]


def test_the_committed_module_is_what_the_script_writes_from_the_field_table():
    assert make_well_formed.MODULE.read_text(encoding="utf-8") == make_well_formed.source(), REWRITE


def test_the_scripts_check_mode_agrees_and_writes_nothing():
    before = make_well_formed.MODULE.read_bytes()
    run = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "up to date" in run.stdout
    assert make_well_formed.MODULE.read_bytes() == before


def test_the_script_follows_the_table(monkeypatch):
    """A field added to the table (an optional text on a pick) is checked by the module the
    script writes, and a type added is known to it."""
    table = {kind: dict(fields) for kind, fields in ACTION_FIELDS.items()}
    table["pick"]["note"] = (TEXT, False)
    table["wait"] = {"turns": (INT, True)}
    monkeypatch.setattr(make_well_formed, "ACTION_FIELDS", table)
    check = written(make_well_formed.source())
    assert check({"type": "pick", "track": 1, "pos": 2, "note": "first"})
    assert check({"type": "pick", "track": 1, "pos": 2})
    assert not check({"type": "pick", "track": 1, "pos": 2, "note": 3})
    assert not check({"type": "help", "track": 1, "pos": 2, "note": "first"})
    assert check({"type": "wait", "turns": 2})
    assert not check({"type": "wait", "turns": "2"})
    assert not well_formed({"type": "wait", "turns": 2})    # the committed table has no wait


def test_a_field_shape_the_script_cannot_write_is_refused(monkeypatch):
    monkeypatch.setattr(make_well_formed, "ACTION_FIELDS", {"pick": {"track": ("float", True)}})
    with pytest.raises(ValueError, match="float"):
        make_well_formed.source()


@pytest.mark.parametrize("action", [
    {"type": "draft", "tile": "wisdom-1"},
    {"type": "pick", "track": 1, "pos": 2},
    {"type": "help", "track": 0, "pos": 7},
    {"type": "place", "color": "red", "burner": 0},
    {"type": "place", "color": "red", "burner": 1, "hole": 3},
    {"type": "to_pool", "color": "blue"},
    {"type": "from_pool", "color": "black"},
    {"type": "drink", "potion": "wisdom-1"},
    {"type": "drink", "potion": "wisdom-1", "choice": {"track": 0, "pos": 1}},
    {"type": "end_turn"},
    {"type": "end_turn", "keep": ["red", "blue"], "draw": [0, 4]},
])
def test_every_usual_action_takes_the_quick_way(action):
    assert well_formed(action)


def test_every_legal_action_of_a_game_takes_the_quick_way():
    game = Game.new(["Ana", "Ben"], seed=5, remove="beginner", record=False)
    rng = random.Random(5)
    for _ in range(200):
        listed = game.legal_actions()
        if not listed:
            break
        assert all(well_formed(a) for a in listed)
        chosen = rng.choice([a for a in listed if a["type"] != "drink"] or listed)
        if chosen["type"] == "drink":
            chosen = {**chosen, "choice": game.legal_choices(chosen)[0]}
        assert well_formed(chosen)
        game.apply(chosen)


def test_a_dict_that_adds_what_it_is_asked_for_goes_the_long_way_unchanged():
    """The quick check reads fields by subscript: a dict subclass that adds a missing field
    when asked (``__missing__``) would be changed, and a pick with a stray field taken for a
    good one. Such a dict goes to the field-by-field check, which names the stray field."""
    action = defaultdict(int, {"type": "pick", "pos": 0, "stray": 1})
    before = dict(action)
    assert not well_formed(action)
    assert action == before
    game = Game.new(["Ana", "Ben"], seed=5, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    state = game.to_state()
    with pytest.raises(RuleError) as refused:
        game.apply(action)
    assert refused.value.rule == "format" and "stray" in str(refused.value)
    assert action == before and game.to_state() == state
