"""The one message catalog: every id the code uses exists, in Python and in the front end, and
every sentence can be filled from its parameters."""

import re
import string
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from potion_widget.lessons import goals
from potion_widget.games.potion.engine import COLORS, KINDS
from potion_widget.i18n.messages import _filler, catalog, render

ROOT = Path(__file__).resolve().parents[1]
LITERAL = re.compile(r"[\"'`]((?:event|refuse|ui|kind|lesson|goal|picture)\.[A-Za-z0-9_.]+"
                     r"(?:\{\w+\}|\$\{\w+\})?[A-Za-z0-9_.]*)[\"'`]")
PLACEHOLDER = re.compile(r"\{(\w+)\}|\$\{(\w+)\}")

# The values a key built at run time can take, named after its placeholder.
DYNAMIC = {
    "why": ["completed", "discarded", "lava"],                      # event.returned_{why}
    "expected": ["int", "color", "text", "object", "list", "colors", "ints"],   # check_field
    "kind": list(KINDS) + ["unknown"],
    "step": ["E1", "E2", "E3", "E4", "E5"],
    "color": list(COLORS), "c": list(COLORS), "filled": list(COLORS),
    "noun": list(goals.NOUNS),                                      # goals.count
    "key": [],              # lessons.say(key): its keys are the literals passed to say()
}


SAID = re.compile(r"\bsay\(\s*\"([a-z_.]+)\"")
"""``lessons.say("right", ...)`` names ``lesson.right``."""


def used_ids() -> set[str]:
    ids = {f"lesson.{key}" for key in SAID.findall(
        (ROOT / "potion_widget" / "lessons" / "exercises.py").read_text(encoding="utf-8"))}
    files = [*ROOT.glob("potion_widget/**/*.py"), *ROOT.glob("js/src/potion/**/*.ts"), *ROOT.glob("js/src/board/*.ts")]
    for path in files:
        for literal in LITERAL.findall(path.read_text(encoding="utf-8")):
            if literal.endswith("."):
                continue      # a prefix, as in startswith("ui.color.")
            holes = [a or b for a, b in PLACEHOLDER.findall(literal)]
            if not holes:
                ids.add(literal)
                continue
            (name,) = holes
            for value in DYNAMIC[name]:
                ids.add(PLACEHOLDER.sub(value, literal))
    return ids


def test_every_message_id_the_code_uses_is_in_the_catalog():
    ids = used_ids()
    assert len(ids) > 100
    missing = sorted(i for i in ids if i not in catalog("en"))
    assert not missing, f"ids used in the code but missing from the catalog: {missing}"


def test_singular_forms_have_their_plural():
    messages = catalog("en")
    for key in messages:
        if key.endswith(".one"):
            assert key[:-4] in messages, key


@pytest.mark.parametrize("key", sorted(catalog("en")))
def test_every_template_is_well_formed(key):
    names = [name for _, name, _, _ in string.Formatter().parse(catalog("en")[key]) if name]
    text = render(key, {name: "x" for name in names} or None)
    assert "{" not in text and text.strip()


def test_a_singular_form_is_chosen_for_one():
    assert render("event.tiebreak_pick", {"player": "Ana", "count": 1}) == \
        "Ana takes 1 marble in the tie-break."
    assert "2 marbles" in render("event.tiebreak_pick", {"player": "Ana", "count": 2})


TEMPLATES = sorted(catalog("en").items())


@given(data=st.data())
def test_a_compiled_sentence_is_what_format_map_gives(data):
    key, template = data.draw(st.sampled_from(TEMPLATES))
    # a singular form may name other fields than its plural ("just the {color} marble")
    one = catalog("en").get(key + ".one", "")
    names = {name for text in (template, one)
             for _, name, _, _ in string.Formatter().parse(text) if name}
    values = st.one_of(st.text(max_size=12), st.integers(), st.booleans(), st.none(),
                       st.lists(st.integers(), max_size=3))
    params = {name: data.draw(values, label=name) for name in sorted(names)}
    # the number counted: ``count`` unless it is None, else the first whole number in the
    # template's order (the catalog's documented rule)
    order = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    counted = params.get("count")
    if counted is None:
        counted = next((params[n] for n in order if type(params.get(n)) is int), None)
    if counted is not None and counted == 1 and key + ".one" in catalog("en"):
        template = catalog("en")[key + ".one"]
    if (counted is not None and counted == 0 and not isinstance(counted, bool)
            and key + ".zero" in catalog("en")):
        template = catalog("en")[key + ".zero"]
    assert render(key, params or None) == template.format_map(params)


def test_a_missing_parameter_is_a_key_error_as_with_format_map():
    with pytest.raises(KeyError, match="color"):
        render("event.placed", {"hole": 1, "tile": "x", "burner": 0})


@pytest.mark.parametrize("template", ["{count:>3} marbles", "{name!r} left", "{0} left",
                                      "{player.name} left"])
def test_only_plain_named_fields_are_allowed_in_a_template(template):
    with pytest.raises(ValueError, match="only plain"):
        _filler("test.key", template)


def test_an_unknown_message_id_is_a_key_error():
    with pytest.raises(KeyError, match="event.no_such_message"):
        render("event.no_such_message", {"count": 1})
