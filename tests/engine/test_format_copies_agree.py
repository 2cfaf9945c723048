"""The action format is written in several places: the engine's field table (which checks
actions) and each potion effect's declared choice shape, the JSON Schema (which other tools
validate against), the protocol document (which people read) and the choices the engine lists
for each potion. These tests make the copies agree, so a change to one that forgets another
fails here. The schema holds one definition per shape of choice, not per kind: a new kind of
an existing shape finds its definition there."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from potion_widget import scenarios
from potion_widget.engine import KINDS
from potion_widget.engine.actions import (ACTION_FIELDS, CHOICE_FIELDS, INT, INTS_LIST, LIST, OBJECT,
                                          TEXT)
from potion_widget.engine.potions import EFFECTS
from potion_widget.schema import load_schema

ROOT = pathlib.Path(__file__).resolve().parents[2]
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


def _documented_choice_keys() -> dict[str, set[str]]:
    line = PROTOCOL.split("`choice` for each kind:")[1].split("\n\n")[0]
    keys = {}
    for kind, shape in re.findall(r"(\w+)\s+`(\{.*?\})`", line):
        keys[kind] = set(re.findall(r'"(\w+)"', shape))
    return keys


def _listed_choices() -> dict[str, list[dict]]:
    """The choices the engine lists for each kind, from the teaching scenarios that drink it."""
    found: dict[str, list[dict]] = {}
    for name in scenarios.names():
        game = scenarios.load(name)
        for action in game.legal_actions():
            if action["type"] == "drink":
                kind = game.tile(action["potion"]).kind
                found.setdefault(kind, []).extend(game.legal_choices(action))
    return found


@pytest.fixture(scope="module")
def listed():
    return _listed_choices()


@pytest.mark.parametrize("kind", KINDS)
def test_each_kinds_choice_has_one_shape_in_the_engine_the_schema_and_the_protocol(kind, listed):
    """The shape the effect declares is the schema's, the protocol's and the listing's."""
    fields = EFFECTS[kind].shape.fields
    definition = _choice_definition(fields)
    for name in fields:
        assert _json_kind(definition["properties"][name]) == CHOICE_FIELDS[name], (kind, name)
    assert _documented_choice_keys()[kind] == set(fields), kind
    choices = listed.get(kind)
    assert choices, f"no teaching scenario lets a player drink a {kind} potion"
    for choice in choices:
        assert set(choice) == set(fields), (kind, json.dumps(choice))


def test_every_choice_field_is_known_to_the_format_check():
    declared = {name for effect in EFFECTS.values() for name in effect.shape.fields}
    assert declared == set(CHOICE_FIELDS)
