"""Translated lessons (``notebooks/<lang>/NN_name.md``) against their English ones: the same
lessons, the same cells in the same order, the same headings, the same stated outcomes (so
every engine-checked number is the English lesson's), and code that differs only in the
words a learner reads. The lessons' headless runs and leak scan cover them in
test_notebooks.py and test_lesson_exercises.py. The rules are in docs/translating.md.
"""

from __future__ import annotations

import ast
import re

import pytest

from potion_widget.i18n.messages import LANGUAGES

from test_notebooks import BUILDER, NOTEBOOK_DIR

LANGUAGE_FOLDERS = BUILDER.languages()
TRANSLATED = [name for lang in LANGUAGE_FOLDERS for name in BUILDER.translated_names(lang)]

TRANSLATABLE_KEYS = {"label", "say"}
"""Dict keys whose string value a learner reads (a mark's label, a guided step's words)."""
TRANSLATABLE_ARGUMENTS = {"prompt", "players"}
"""Keyword arguments whose strings a learner reads (a goal's own words, players' names)."""
HEADING = re.compile(r"^#{1,6} ", flags=re.M)


def language_line(language: str) -> str:
    """The lines a translated lesson's first code cell starts with."""
    return f'from potion_widget import set_language\nset_language("{language}")\n'


class _Words(ast.NodeTransformer):
    """Blanks every string a learner reads, so that only the code itself is compared."""

    def _blank(self, node):
        for child in ast.walk(node):
            if isinstance(child, ast.Constant) and isinstance(child.value, str):
                child.value = "…"
        return node

    def visit_Dict(self, node):
        self.generic_visit(node)
        for key, value in zip(node.keys, node.values, strict=True):
            if isinstance(key, ast.Constant) and key.value in TRANSLATABLE_KEYS:
                self._blank(value)
        return node

    def visit_keyword(self, node):
        self.generic_visit(node)
        if node.arg in TRANSLATABLE_ARGUMENTS:
            self._blank(node.value)
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id == "print":
            for arg in node.args:
                self._blank(arg)
        # Game.new(["Red bot", "Blue bot"], ...): the players' names, given first
        if isinstance(node.func, ast.Attribute) and node.func.attr == "new" and node.args:
            self._blank(node.args[0])
        return node


def stated(text: str, language: str) -> list[tuple[str, str]]:
    """The stated outcomes of a text, in order: each claim reference with its value, a list's
    value compared with the English joining word (each language joins with its own)."""
    join = BUILDER.list_join(language)
    return [(m["value"].replace(join, BUILDER.list_join("en")), m.group(0)[len(m["value"]):])
            for m in BUILDER.CLAIM_REF.finditer(text)]


def code_shape(source: str) -> str:
    return ast.dump(_Words().visit(ast.parse(source)))


def cells(name: str) -> list[tuple[str, str]]:
    return [(c.cell_type, c.source) for c in BUILDER.read_source(name).cells]


def english_of(name: str) -> str:
    return name.split("/", 1)[1]


def test_every_lesson_folder_is_a_language_and_has_every_lesson():
    for language in LANGUAGE_FOLDERS:
        assert language in LANGUAGES and language != "en", language
        have = [english_of(n) for n in BUILDER.translated_names(language)]
        assert have == BUILDER.lesson_names(), f"notebooks/{language}/ lacks a lesson"


@pytest.mark.parametrize("name", TRANSLATED)
def test_a_translated_lesson_has_the_english_cells_and_sections(name):
    language = name.split("/")[0]
    own, english = cells(name), cells(english_of(name))
    assert [kind for kind, _ in own] == [kind for kind, _ in english], \
        f"{name}: not the same cells in the same order as the English lesson"
    for i, ((kind, text), (_, original)) in enumerate(zip(own, english, strict=True)):
        if kind == "markdown":
            assert len(HEADING.findall(text)) == len(HEADING.findall(original)), \
                f"{name}, cell {i}: not the same headings"
            assert stated(text, language) == stated(original, "en"), \
                f"{name}, cell {i}: the stated outcomes differ from the English ones"
            assert "](../docs/" not in text, f"{name}, cell {i}: links go to ../../docs/"
        else:
            if i == next(j for j, (k, _) in enumerate(own) if k == "code"):
                assert text.startswith(language_line(language)), \
                    f"{name}: the first code cell starts with {language_line(language)!r}"
                text = text[len(language_line(language)):]
            assert code_shape(text) == code_shape(original), \
                f"{name}, cell {i}: the code differs from the English lesson's beyond its words"


def test_the_lesson_checks_can_fail():
    english = '{"track": 0, "pos": 1, "label": "red"}'
    assert code_shape('{"track": 0, "pos": 1, "label": "rojo"}') == code_shape(english)
    assert code_shape('{"track": 1, "pos": 1, "label": "rojo"}') != code_shape(english)
    assert code_shape('Do("chains", "most_marbles", prompt="Haz...")') == \
        code_shape('Do("chains", "most_marbles", prompt="Make...")')
    assert code_shape('Do("cadenas", "most_marbles")') != code_shape('Do("chains", "most_marbles")')
    assert code_shape('Game.new(["Bot rojo"], seed=3)') == code_shape('Game.new(["Red bot"], seed=3)')
    assert code_shape('Game.new(["Red bot"], seed=4)') != code_shape('Game.new(["Red bot"], seed=3)')
    told = "takes 3<!--touching/middle-of-three.takes--> marbles"
    assert stated(told, "en") != stated("toma 3 canicas", "es")
    assert stated("24&nbsp;en&nbsp;18<!--game-end/last-turn.scores-->", "nl") == \
        stated("24&nbsp;and&nbsp;18<!--game-end/last-turn.scores-->", "en")
    assert NOTEBOOK_DIR.is_dir()
