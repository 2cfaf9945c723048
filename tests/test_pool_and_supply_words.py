"""The pool and the supply are two words in every language (issue 21).

A player's pool (the three marbles kept between turns, I4) and the general supply of tokens
(where a skill or help token comes from once the countdown is spent, C3, S5, E3) shared one
word in Spanish, French and Dutch ("reserva" and "reserva general"): a learner reading "the
reserva is empty" could not tell which. The pool keeps the word each language's rulebook
gives it; the supply has a word of its own, in the catalogs, the lessons and the rule texts.
"""

from __future__ import annotations

import pathlib
import re

import pytest

from potion_widget.i18n.messages import catalog

ROOT = pathlib.Path(__file__).resolve().parents[1]

WORDS = {"es": ("reserva", "suministro"), "fr": ("réserve", "stock"), "nl": ("voorraad", "bank"),
         "en": ("pool", "supply")}
"""Per language, the pool's word and the supply's."""

SHARED = {"es": r"reservas?\s+general", "fr": r"réserves?\s+générale", "nl": r"algemene\s+voorraad",
          "en": r"general\s+pool"}
"""How the supply was said with the pool's word."""

POOL_KEYS = ("ui.edit.pool", "ui.edit.place.pool")
SUPPLY_KEYS = ("ui.supply", "ui.edit.place.supply", "ui.edit.bad_skills", "ui.edit.bad_helps")


def _texts(language: str) -> dict[str, str]:
    """Every text of ``language`` a learner reads: catalog sentences, lessons, rule texts."""
    texts = {f"catalog {k}": v for k, v in catalog(language).items()}
    lessons = ROOT / "notebooks" / ("" if language == "en" else language)
    for path in sorted(lessons.glob("[0-9][0-9]_*.md")):
        texts[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
    data = ROOT / "potion_widget" / "games" / "potion" / "data"
    rules = data / ("RULES.md" if language == "en" else f"rules/{language}.md")
    texts[str(rules.relative_to(ROOT))] = rules.read_text(encoding="utf-8")
    return texts


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_pool_and_the_supply_have_a_word_each(language):
    pool, supply = WORDS[language]
    words = catalog(language)
    for key in POOL_KEYS:
        assert pool in words[key].lower(), (key, words[key])
    for key in SUPPLY_KEYS:
        assert supply in words[key].lower() and pool not in words[key].lower(), (key, words[key])


@pytest.mark.parametrize("language", sorted(WORDS))
def test_no_text_calls_the_supply_by_the_pools_word(language):
    found = [f"{where}: {m.group(0)!r}" for where, text in _texts(language).items()
             for m in re.finditer(SHARED[language], text, re.IGNORECASE)]
    assert not found, found
    # the rule texts name the supply where the English names it (C3, S5, E3)
    rules = [t for where, t in _texts(language).items() if where.startswith("potion_widget")][0]
    assert len(re.findall(WORDS[language][1], rules, re.IGNORECASE)) >= 3
