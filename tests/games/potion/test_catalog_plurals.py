"""Every count in the catalogs agrees with its noun, in every language: each template is
rendered with the number it counts (its ``count``, else its first whole number: see
``messages.py``) at 1 and at 2, and the word after that number must not be a plural at 1 nor a
singular at 2. The nouns are learned from the catalogs' own ``.one`` forms, in each language
("marbles"/"marble", "canicas"/"canica"...), so a new noun with a ``.one`` form is checked too.
No template writes "(s)". Japanese has no grammatical number."""

from __future__ import annotations

import re

import pytest

from potion_widget.i18n.messages import COLOUR_FIELDS, LANGUAGES, NO_GRAMMATICAL_NUMBER, own_catalog, render

_ADJ = (r"(?:(?:new|more|other|empty|different|whole|nueva|nuevas|nuevo|nuevos|más|otra|otras|"
        r"otro|otros|distintos|nouvelle|nouvelles|nouveau|nouveaux|autres|nieuwe|andere|meer|"
        r"lege|leeg)\s+)?")

WORDS = frozenset({"name", "player", "players", "candy", "kind", "tile", "potion", "potions",
                   "type", "types", "winners", "others", "names", "move", "what", "marbles",
                   "colors", "colours", "candies", "kept_names", "draws", "effect", "old",
                   "removed_names", "victim", "seat", "source", "keep", "choices", "known",
                   "value", "field", "reason", "text", "message", "action", "op", "fields",
                   "phase", "phases", "measure", "file", "title", "say", "prompt", "setup",
                   "objective", "shape", "why", "did", "does", "asked", "feedback", "item",
                   "head", "inner", "first", "second", "takes", "made", "parts", "problem", "needs",
                   "error", "filled", "recipe", "steps", "more", "odds", "percent", "left"})
"""Placeholders that hold words, never a number the sentence counts."""


def _nouns(language: str) -> tuple[set[str], set[str]]:
    """The plural and the singular nouns of ``language``, from each ``.one`` form beside its
    plural: the word after the count in each."""
    catalog = own_catalog(language)
    plural, singular = set(), set()
    for key, one in catalog.items():
        many = catalog.get(key[:-len(".one")]) if key.endswith(".one") else None
        if many is None:
            continue
        a = re.search(r"(?:\{count\}|\b1)\s+" + _ADJ + r"(\w+)", one)
        b = re.search(r"\{count\}\s+" + _ADJ + r"(\w+)", many)
        if a and b and a.group(1) != b.group(1):
            singular.add(a.group(1))
            plural.add(b.group(1))
    return plural - singular, singular - plural


def _counted(template: str, numbers: set[str]) -> str | None:
    names = re.findall(r"\{(\w+)\}", template)
    if "count" in names:
        return "count"
    return next((n for n in names if n in numbers), None)


def _numbers(catalog: dict, nouns: set[str]) -> set[str]:
    """The placeholders that hold a number counted by a noun after it."""
    found = {"count"}
    for template in catalog.values():
        for m in re.finditer(r"\{(\w+)\}\s+" + _ADJ + r"(\w+)", template):
            if m.group(2) in nouns and m.group(1) not in WORDS | COLOUR_FIELDS:
                found.add(m.group(1))
    return found


def mismatches(language: str) -> list[str]:
    catalog = own_catalog(language)
    plural, singular = _nouns(language)
    numbers = _numbers(catalog, plural | singular)
    found = []
    for key, template in catalog.items():
        if key.endswith((".one", ".zero")):
            continue
        variants = template + catalog.get(key + ".one", "") + catalog.get(key + ".zero", "")
        names = set(re.findall(r"\{(\w+)\}", variants))
        counted = _counted(template, numbers)
        if counted is None:
            continue
        for n in (1, 2):
            params = {name: (n if name == counted else 7 if name in numbers
                             else "C" if name in COLOUR_FIELDS else "Q") for name in names}
            text = render(key, params, language)
            # a colour ("C") may stand between the number and its noun: "2 red marbles"
            for m in re.finditer(rf"(?<![\d.,]){n}\s+" + _ADJ + r"(?:C\s+)?(\w+)", text):
                word = m.group(1)
                if (n == 1 and word in plural) or (n == 2 and word in singular):
                    found.append(f"{key}: {text}")
    return found


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_no_template_writes_s_in_brackets(language):
    assert [k for k, t in own_catalog(language).items() if "(s)" in t] == []


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - NO_GRAMMATICAL_NUMBER))
def test_every_count_agrees_with_its_noun_at_1_and_2(language):
    assert mismatches(language) == []


def test_the_refusal_of_extra_draws_says_potion_for_one():
    """The report that opened this: "You draw 1 new potions this turn, not 20000." (E2)."""
    assert render("refuse.draw_extra", {"needed": 1, "given": 3}, "en") == \
        "You draw 1 new potion this turn, not 3."
    assert render("refuse.draw_extra", {"needed": 0, "given": 3}, "en") == \
        "You draw no new potion this turn, not 3."
