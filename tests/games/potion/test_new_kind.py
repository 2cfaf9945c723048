"""A new potion kind touches its effect's module, its data and its messages only (issue 15).

The effect declares the shape of its choice once (``potions.Effect.shape``); the format check
of a drink's choice, the legal listing, ``apply`` and the widget's ``kinds`` trait (which the
front end's choice prompts read: ``js/tests/choice_shapes.test.ts``) all pick the kind up
from there, and the kinds themselves from the tile data: the state schema as
``load_schema`` gives it, the state checks, and the TypeScript types generated from the
schema files (which leave a kind open). These tests add a toy kind to a copy of the package,
touching exactly those three places, then validate, list, refuse, play and send it, regenerate
the types and run the format-agreement tests on the copy; and they check that no other code
names a kind, so nothing else would have needed an edit.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from potion_widget.games.potion.engine import KINDS

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "potion_widget"

TOY_EFFECT = '''

# ----- a toy kind, added by tests/games/potion/test_new_kind.py ------------------------------------

def _sieve_choices(game):
    return [{"track": t, "positions": [0, 1]} for t, column in enumerate(_tracks(game))
            if len(column) >= 2]


def _sieve_check(game, choice):
    track, positions = choice["track"], choice["positions"]
    if sorted(positions) != [0, 1]:
        return RuleError("P3", "refuse.sieve_bottom_two")
    return _first_unselectable(game, "P3", track, positions)


def _sieve_perform(game, choice):
    _to_hand(game, choice["track"], choice["positions"], "P3")


EFFECTS["sieve"] = Effect(ChoiceShape(("track", "positions")), _some_selectable,
                          _sieve_choices, _sieve_check, _sieve_perform)
'''

TOY_SCRIPT = '''
import json, sys
import jsonschema
from potion_widget import scenarios
from potion_widget.games.potion.engine import Game, KINDS, RuleError, StateError
from potion_widget.games.potion.schema import load_schema
from potion_widget.games.potion.widget import _kinds_info

schema = jsonschema.Draft202012Validator(load_schema("state"))

state = scenarios.load("potion-wisdom").to_state()
state["kinds"][0] = "sieve"                  # the wisdom stacks' place, now the sieve's
for stack in state["stacks"]:
    stack[:] = [t.replace("wisdom-", "sieve-") for t in stack]
mine = state["players"][state["current"]]["completed"]
mine[0]["tile"] = "sieve-1"
game = Game.from_state(state)
out = {"kinds": list(KINDS), "info": _kinds_info()["sieve"]}
out["schema_errors"] = [e.message for e in schema.iter_errors(state)]
out["schema_kinds"] = load_schema("state")["$defs"]["kind"]["enum"]
unknown = json.loads(json.dumps(state))
unknown["kinds"][0] = "sloth"
unknown["stacks"] = [[t.replace("sieve-", "sloth-") for t in stack] for stack in unknown["stacks"]]
out["unknown_kind_schema"] = sorted({e.validator for e in schema.iter_errors(unknown)})
try:
    Game.from_state(unknown)
except StateError as e:
    out["unknown_kind_state"] = str(e)
out["listed"] = [a for a in game.legal_actions() if a["type"] == "drink"]
out["choices"] = game.legal_choices({"type": "drink", "potion": "sieve-1"})
refusals = []
for choice in ({"track": 0}, {"track": 0, "positions": [0, 2]}, {"track": 0, "pos": 0}):
    try:
        game.clone().apply({"type": "drink", "potion": "sieve-1", "choice": choice})
    except RuleError as e:
        refusals.append([e.rule, e.key, str(e)])
out["refusals"] = refusals
events = game.apply({"type": "drink", "potion": "sieve-1", "choice": out["choices"][0]})
out["events"] = [[e["type"], e["rule"], e["text"]] for e in events]
out["after_schema_errors"] = [e.message for e in schema.iter_errors(game.to_state())]
json.dump(out, sys.stdout)
'''


def _add_toy_kind(package: Path) -> None:
    """The three places a new kind touches: its effect, its data, its messages."""
    potions = package / "games" / "potion" / "engine" / "potions.py"
    potions.write_text(potions.read_text() + TOY_EFFECT)
    tiles_file = package / "games" / "potion" / "data" / "potion_tiles.json"
    data = json.loads(tiles_file.read_text())
    data["kinds"]["sieve"] = {"rule": "P3"}
    wisdom = [t for t in data["tiles"] if t["kind"] == "wisdom"]
    data["tiles"] += [{**t, "id": t["id"].replace("wisdom-", "sieve-"), "kind": "sieve"}
                      for t in wisdom]
    tiles_file.write_text(json.dumps(data))
    (package / "data" / "messages" / "en" / "sieve.json").write_text(json.dumps({
        "kind.sieve.name": "Sieve of Toys",
        "kind.sieve.effect": "Take the two bottom marbles of one track.",
        "refuse.sieve_bottom_two": "The Sieve of Toys takes the two bottom marbles.",
    }))


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    """A copy of the package with the toy kind added, and the types' generator beside it."""
    copy = tmp_path_factory.mktemp("toy")
    shutil.copytree(PACKAGE, copy / "potion_widget",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "static"))
    shutil.copytree(PACKAGE / "static", copy / "potion_widget" / "static")
    _add_toy_kind(copy / "potion_widget")
    (copy / "js").mkdir()
    shutil.copy(ROOT / "js" / "gen-types.mjs", copy / "js")
    if (ROOT / "js" / "node_modules").exists():
        (copy / "js" / "node_modules").symlink_to(ROOT / "js" / "node_modules")
    return copy


def _in_copy(copy: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Runs this Python with the copy's package ahead of the installed one."""
    env = {**os.environ, "PYTHONPATH": str(copy)}
    return subprocess.run([sys.executable, *args], cwd=cwd or copy, env=env, capture_output=True,
                          text=True)


@pytest.fixture(scope="module")
def toy(copy) -> dict:
    run = _in_copy(copy, "-c", textwrap.dedent(TOY_SCRIPT))
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_the_catalog_and_the_widgets_kinds_info_pick_the_toy_kind_up(toy):
    assert toy["kinds"][-1] == "sieve"
    assert toy["info"] == {"name": "Sieve of Toys", "effect": "Take the two bottom marbles of one track.",
                           "rule": "P3", "choice": {"fields": ["track", "positions"], "run": 1}}


def test_the_copys_state_schema_and_state_checks_accept_the_toy_kind_and_no_other(toy):
    """C2 and S1: the kinds come from the tile data, for the schema as for ``from_state``."""
    assert toy["schema_kinds"][-1] == "sieve"
    assert toy["schema_errors"] == [] and toy["after_schema_errors"] == []
    assert toy["unknown_kind_schema"] == ["enum"]
    assert "kinds[0]" in toy["unknown_kind_state"] and "sloth" in toy["unknown_kind_state"]


def test_the_legal_listing_offers_the_toy_drink_and_its_choices(toy):
    assert toy["listed"] == [{"type": "drink", "potion": "sieve-1"}]
    assert toy["choices"] and all(set(c) == {"track", "positions"} for c in toy["choices"])


def test_the_toy_choices_format_is_checked_from_its_declared_shape(toy):
    missing, wrong, unknown = toy["refusals"]
    assert missing[:2] == ["format", "refuse.format.missing"] and "positions" in missing[2]
    assert wrong[:2] == ["P3", "refuse.sieve_bottom_two"]
    assert unknown[:2] == ["format", "refuse.format.unknown_field"] and "pos" in unknown[2]


def test_the_toy_drink_is_applied_and_told(toy):
    assert [e[:2] for e in toy["events"]] == [["drank", "P1"], ["took", "P3"]]
    assert "Sieve of Toys" in toy["events"][0][2]


def test_the_generated_types_need_no_edit_for_the_toy_kind(copy):
    """The copy's schemas give the TypeScript types as they are committed: a kind is a string."""
    if shutil.which("node") is None or not (copy / "js" / "node_modules").exists():
        pytest.fail("node and the JS dependencies (npm ci in js/) are needed to generate the types")
    run = subprocess.run(["node", "gen-types.mjs", "--check", f"--out={ROOT / 'js' / 'src' / 'generated'}"],
                         cwd=copy / "js", capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "export type Kind = string;" in (ROOT / "js" / "src" / "generated" / "state.ts").read_text()


def test_the_format_agreement_tests_pass_with_the_toy_kind(copy):
    """The engine, the schema and the protocol agree on the toy kind's choice, in a position the
    engine builds for it: no scenario, schema or protocol line was added for it."""
    run = _in_copy(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA",
                   str(ROOT / "tests" / "games" / "potion" / "test_format_copies_agree.py"))
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "[sieve]" in run.stdout


CODE = [*PACKAGE.rglob("*.py"), *(ROOT / "js" / "src").rglob("*.ts"), *(ROOT / "js" / "src").rglob("*.css"),
        *(PACKAGE / "data" / "schema").glob("*.json")]

NAMING_KINDS = {
    "potion_widget/games/potion/engine/potions.py": "the effects, one per kind",
    "potion_widget/games/potion/engine/catalog.py": "the beginner preset leaves two kinds out (S1)",
    "potion_widget/games/potion/words.py": "a phrase per kind for a learner; other kinds get a plain one",
    "potion_widget/games/potion/expert.py": "a drink's worth per kind; other kinds get a middle value",
    "js/src/potion/style.css": "a band colour per kind; other kinds get grey",
}
"""The code that names a kind, and why a new kind needs none of it (each has a default)."""


def test_no_other_code_names_a_potion_kind():
    kinds = "|".join(KINDS)
    names = re.compile(rf"""["']({kinds})["']|\bkind-({kinds})\b""")   # a text, or a CSS class
    naming = {str(path.relative_to(ROOT)) for path in CODE if names.search(path.read_text())}
    assert naming == set(NAMING_KINDS)
