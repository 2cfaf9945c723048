"""The catalogs of the other languages against English: once a language has its folder
(``data/messages/<lang>/``), it has every English id, no id English lacks, the same
placeholders in each sentence, and no sentence left in English by mistake.

Other rules (docs/translating.md): ``<id>.one`` and ``<id>.zero`` forms follow English, except
that a language without grammatical number (Japanese) may leave out ``.one``, and a language
may add either form to a sentence with a ``{count}``.
"""

from __future__ import annotations

import re
import string
from importlib import resources

import pytest

from potion_widget.i18n.rule_texts import _parse, rule_texts, rules_file
from potion_widget.i18n.messages import (DEFAULT_LANGUAGE, LANGUAGES, NO_GRAMMATICAL_NUMBER, VARIANTS, _filler,
                                         catalog, own_catalog, render, speaking)

FOLDER = resources.files("potion_widget") / "data" / "messages"
PRESENT = sorted(p.name for p in FOLDER.iterdir() if p.is_dir() and p.name != DEFAULT_LANGUAGE)
"""The languages translated so far: a language without a folder is not checked yet."""

ENGLISH = own_catalog(DEFAULT_LANGUAGE)
SAME_AS_ENGLISH = "same_as_english.txt"
"""In a language's folder: ids whose sentence is rightly the English one (a proper name),
one a line."""


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def base_of(key: str) -> str | None:
    """The sentence a ``.one``/``.zero`` form belongs to, or None for a sentence itself."""
    for suffix in VARIANTS:
        if key.endswith(suffix) and key[:-len(suffix)] in ENGLISH:
            return key[:-len(suffix)]
    return None


def same_as_english(language: str) -> set[str]:
    listed = FOLDER / language / SAME_AS_ENGLISH
    if not listed.is_file():
        return set()
    return {line.strip() for line in listed.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}


def test_every_language_folder_is_a_language_the_package_offers():
    assert set(PRESENT) <= set(LANGUAGES) - {DEFAULT_LANGUAGE}


@pytest.mark.parametrize("language", PRESENT)
def test_a_language_has_every_english_sentence(language):
    own = own_catalog(language)
    missing = [key for key in ENGLISH if key not in own
               and not (language in NO_GRAMMATICAL_NUMBER and key.endswith(".one")
                        and base_of(key))]
    assert not missing, f"{language} lacks {len(missing)} ids: {missing[:40]}"


@pytest.mark.parametrize("language", PRESENT)
def test_a_language_has_no_sentence_english_lacks(language):
    extra = []
    for key in own_catalog(language):
        if key in ENGLISH:
            continue
        base = base_of(key)
        if base is None or "count" not in placeholders(ENGLISH[base]):
            extra.append(key)
    assert not extra, f"{language} has ids English does not: {extra[:40]}"


@pytest.mark.parametrize("language", PRESENT)
def test_a_sentence_has_the_placeholders_of_its_english_one(language):
    wrong = []
    for key, template in own_catalog(language).items():
        got = placeholders(template)
        if key in ENGLISH:       # a sentence, or a form English has: its very placeholders
            expected = placeholders(ENGLISH[key])
            if got != expected:
                wrong.append((key, sorted(got), sorted(expected)))
        elif base_of(key) is not None:
            # a form English lacks has its sentence's placeholders, save perhaps {count}
            expected = placeholders(ENGLISH[base_of(key)])
            if not expected - {"count"} <= got <= expected:
                wrong.append((key, sorted(got), sorted(expected)))
    assert not wrong, f"{language}: placeholders differ from English: {wrong[:20]}"


@pytest.mark.parametrize("language", PRESENT)
def test_every_sentence_of_a_language_renders(language):
    own = own_catalog(language)
    for key, template in own.items():
        _filler(key, template)             # only plain {name} fields
        text = render(key, {name: "x" for name in placeholders(template)} | {"count": 2},
                      language)
        assert "{" not in text and text.strip(), key


@pytest.mark.parametrize("language", PRESENT)
def test_no_sentence_is_left_in_english(language):
    """A sentence equal to its English one is a forgotten translation, unless it says
    nothing in words (``+{count}``) or is listed in the folder's same_as_english.txt."""
    allowed = same_as_english(language)
    left = []
    for key, template in own_catalog(language).items():
        if key in allowed or ENGLISH.get(key) != template:
            continue
        words = re.sub(r"\{\w+\}", "", template)
        if re.search(r"[A-Za-z]{2,}", words):
            left.append(key)
    assert not left, f"{language}: still in English: {left[:40]}"
    assert allowed <= set(ENGLISH), f"{language}: {SAME_AS_ENGLISH} names unknown ids"


def test_the_completeness_checks_can_fail():
    """The checks above on a made-up translation with each fault."""
    fake = {"ui.title": "Potion Explosion", "ui.hidden": "+{count}",
            "ui.marble": "canica {color}, pista {track}", "ui.extra": "más"}
    assert [k for k in ("ui.title", "ui.hidden", "ui.marble") if k in fake]
    assert placeholders(fake["ui.marble"]) != placeholders(ENGLISH["ui.marble"])
    assert "ui.extra" not in ENGLISH and base_of("ui.extra") is None
    assert re.search(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", fake["ui.title"]))
    assert not re.search(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", fake["ui.hidden"]))


# ----- the machinery every language relies on ----------------------------------------------
def test_a_missing_sentence_falls_back_to_english_but_not_its_singular(monkeypatch):
    own_catalog.cache_clear()
    from potion_widget.i18n import messages
    messages._catalog.cache_clear()
    messages._fillers.cache_clear()
    fake = {"event.tiebreak_pick": "{player} toma {count} canicas en el desempate."}
    monkeypatch.setattr(messages, "own_catalog",
                        lambda lang: fake if lang == "es" else own_catalog.__wrapped__(lang))
    try:
        merged = messages._catalog("es")
        assert merged["event.tiebreak_pick"] == fake["event.tiebreak_pick"]
        assert "event.tiebreak_pick.one" not in merged     # the English form is not borrowed
        assert merged["ui.title"] == ENGLISH["ui.title"]    # a missing id: English
        assert render("event.tiebreak_pick", {"player": "Ana", "count": 1}, "es") == \
            "Ana toma 1 canicas en el desempate."
    finally:
        messages._catalog.cache_clear()
        messages._fillers.cache_clear()


def test_plural_rules_choose_the_form_of_each_language():
    from potion_widget.i18n.messages import Fillers
    templates = {"k": "{count} billes", "k.one": "{count} bille", "k.zero": "aucune bille"}
    french, english = Fillers(templates, "fr"), Fillers(templates, "en")
    assert [french["k"]({"count": n}) for n in (0, 1, 2)] == ["aucune bille", "1 bille",
                                                             "2 billes"]
    japanese = Fillers({"k": "ビー玉{count}個", "k.zero": "ビー玉なし"}, "ja")
    assert [japanese["k"]({"count": n}) for n in (0, 1, 2)] == ["ビー玉なし", "ビー玉1個",
                                                               "ビー玉2個"]
    no_zero = Fillers({"k": "{count} billes", "k.one": "{count} bille"}, "fr")
    assert no_zero["k"]({"count": 0}) == "0 bille"          # French: singular for 0
    assert english["k"]({"count": 1}) == "1 bille"


def test_colour_ids_are_named_in_the_language():
    from potion_widget.i18n.messages import Fillers
    templates = {"ui.color.red": "rojo", "k": "la canica de color {color} ({above})"}
    fill = Fillers(templates, "es")["k"]
    assert fill({"color": "red", "above": "blue"}) == "la canica de color rojo (blue)"
    assert fill({"color": 3, "above": "rojo"}) == "la canica de color 3 (rojo)"


def test_speaking_sets_the_language_for_a_block_only():
    import potion_widget
    assert potion_widget.get_language() == "en"
    with speaking("fr"):
        assert potion_widget.get_language() == "fr"
    assert potion_widget.get_language() == "en"
    potion_widget.set_language("nl")
    try:
        assert potion_widget.get_language() == "nl"
        assert catalog() is catalog("nl")
    finally:
        potion_widget.set_language("en")
    with pytest.raises(ValueError, match="unknown language"):
        potion_widget.set_language("english")


# ----- the rules' words -----------------------------------------------------------------------
RULE_FILES = sorted(lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE
                    and rules_file(lang).is_file())


@pytest.mark.parametrize("language", RULE_FILES)
def test_a_translated_rules_file_has_every_rule_under_its_id(language):
    english, own = _parse(rules_file(DEFAULT_LANGUAGE)), _parse(rules_file(language))
    assert list(own) == list(english), f"data/rules/{language}.md: not the rules' IDs in order"
    left = [rule for rule in own if own[rule] == english[rule]]
    assert not left, f"data/rules/{language}.md: still in English: {left}"


def test_a_rule_missing_from_a_language_is_given_in_english():
    english = rule_texts("en")
    assert rule_texts("en")["D8"].startswith("Marbles of one colour")
    for language in LANGUAGES:
        assert list(rule_texts(language)) == list(english)
