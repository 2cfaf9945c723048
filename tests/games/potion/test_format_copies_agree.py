"""The action format is written in several places: the engine's field table (which checks
actions) and each potion effect's declared choice shape, the JSON Schema (which other tools
validate against), the protocol document (which people read) and the choices the engine lists
for each potion. These tests make the copies agree, so a change to one that forgets another
fails here. The schema and the protocol hold one definition per shape of choice, not per kind,
and the position each kind is drunk in is built from the engine's own catalog: a new kind of an
existing shape needs none of them edited (tests/games/potion/test_new_kind.py runs this file on a
package with a toy kind added)."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from positions import QUIET, K, R, Y, burner, done, make_state, player, track

from potion_widget.games.potion.engine import KINDS, TILES, Game
from potion_widget.games.potion.engine.actions import ACTION_FIELDS, CHOICE_FIELDS, INT, INTS_LIST, LIST, OBJECT, TEXT
from potion_widget.games.potion.engine.potions import EFFECTS
from potion_widget.games.potion.schema import load_schema

ROOT = pathlib.Path(__file__).resolve().parents[3]
PROTOCOL = (ROOT / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
SCHEMA = load_schema("action")


def _resolve(node: dict) -> dict:
    """A schema node with its ``$ref`` (to a definition of this schema) followed."""
    while "$ref" in node:
        node = SCHEMA["$defs"][node["$ref"].rsplit("/", 1)[1]]
    return node


def _json_kind(node: dict) -> str:
    """What a schema node holds, named as ``CHOICE_FIELDS`` names it."""
    node = _resolve(node)
    if node.get("type") == "integer":
        return INT
    if node.get("type") == "string":
        return TEXT
    if "anyOf" in node or node.get("type") == "object":
        return OBJECT
    if node.get("type") == "array":
        return INTS_LIST if _resolve(node["items"]).get("type") == "integer" else LIST
    raise AssertionError(node)


def _choice_definition(fields: tuple[str, ...]) -> dict:
    """The one definition of the schema's ``choice`` with exactly these fields, all required."""
    found = [_resolve(option) for option in SCHEMA["$defs"]["choice"]["anyOf"]
             if set(_resolve(option)["properties"]) == set(fields)]
    assert len(found) == 1, fields
    assert set(found[0]["required"]) == set(fields), fields
    return found[0]


def _schema_variants() -> dict[str, dict]:
    return {v["properties"]["type"]["const"]: v for v in SCHEMA["oneOf"]}


def test_the_schema_and_the_engines_field_table_name_the_same_actions_and_fields():
    variants = _schema_variants()
    assert set(variants) == set(ACTION_FIELDS)
    for kind, fields in ACTION_FIELDS.items():
        variant = variants[kind]
        assert set(variant["properties"]) - {"type"} == set(fields), kind
        required = {name for name, (_, needed) in fields.items() if needed}
        assert set(variant["required"]) - {"type"} == required, kind
        assert variant["additionalProperties"] is False, kind


def test_the_protocol_documents_every_action_with_its_fields():
    rows = re.findall(r"^\| (`\{\"type\".*?) \|", PROTOCOL, flags=re.M)
    documented: dict[str, set[str]] = {}
    for row in rows:
        for example in re.findall(r"`(\{.*?\})`", row):
            kind = re.search(r'"type": "(\w+)"', example).group(1)
            documented[kind] = set(re.findall(r'"(\w+)":', example)) - {"type"}
    assert set(documented) == set(ACTION_FIELDS)
    for kind, fields in ACTION_FIELDS.items():
        assert documented[kind] == set(fields), kind


def _documented_shapes() -> set[frozenset[str]]:
    """The choice shapes PROTOCOL.md lists, each as its set of keys."""
    line = PROTOCOL.split("The shapes:")[1].split("\n\n")[0]
    return {frozenset(re.findall(r'"(\w+)"', shape)) for shape in re.findall(r"`(\{.*?\})`", line)}


def _kind_tiles() -> dict[str, list[str]]:
    """The catalog's tiles of each kind, in catalog order."""
    tiles: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for tile_id, tile in TILES.items():
        tiles[tile.kind].append(tile_id)
    return tiles


def drinking(kind: str) -> tuple[Game, dict]:
    """A position where Ana may drink a potion of ``kind``, and that drink as listed.

    Built from the catalog for any kind, so that every effect finds what it works on: a run of
    one colour on a track, marbles in both pools, empty holes on Ana's burner, and a drunk
    potion of every other kind (for an effect that reuses another's).
    """
    tiles = _kind_tiles()
    mine, brewing = tiles[kind][:2]
    completed = [done(mine)] + [done(tiles[other][0], drunk=True) for other in KINDS if other != kind]
    ana = player("Ana", burners=[burner(brewing), None], pool=[Y], completed=completed)
    ben = player("Ben", pool=[K, R])
    state = make_state([track("red red blue black"), *QUIET[1:]], [ana, ben], stacks=[[], [], [], [], []])
    return Game.from_state(state), {"type": "drink", "potion": mine}


@pytest.fixture(scope="module")
def listed() -> dict[str, list[dict]]:
    """The choices the engine lists for a drink of each kind, in the position built for it."""
    found = {}
    for kind in KINDS:
        game, drink = drinking(kind)
        assert drink in game.legal_actions(), kind
        found[kind] = game.legal_choices(drink)
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_each_kinds_choice_has_one_shape_in_the_engine_the_schema_and_the_protocol(kind, listed):
    """The shape the effect declares is the schema's, the protocol's and the listing's."""
    fields = EFFECTS[kind].shape.fields
    definition = _choice_definition(fields)
    for name in fields:
        assert _json_kind(definition["properties"][name]) == CHOICE_FIELDS[name], (kind, name)
    assert frozenset(fields) in _documented_shapes(), kind
    choices = listed[kind]
    assert choices, f"the engine lists no choice for a {kind} potion in a position made for it"
    for choice in choices:
        assert set(choice) == set(fields), (kind, json.dumps(choice))


def test_every_documented_shape_is_a_kinds_and_a_schema_definition():
    declared = {frozenset(effect.shape.fields) for effect in EFFECTS.values()}
    defined = {frozenset(_resolve(option)["properties"]) for option in SCHEMA["$defs"]["choice"]["anyOf"]}
    assert _documented_shapes() == declared == defined


def test_the_protocol_names_no_kind_outside_its_examples():
    """PROTOCOL.md points at the tile data for the kinds: a kind's name appears only in an
    example value (a quoted id, the example state), so a new kind needs no line there."""
    prose = re.sub(r"```json.*?```", "", PROTOCOL, flags=re.S)
    prose = re.sub(r'"[^"]*"', '""', prose)
    named = {kind for kind in KINDS if re.search(rf"\b{kind}\b", prose)}
    assert named == set()


def test_every_choice_field_is_known_to_the_format_check():
    declared = {name for effect in EFFECTS.values() for name in effect.shape.fields}
    assert declared == set(CHOICE_FIELDS)
