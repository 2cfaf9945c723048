"""The rules' own words, by ID, for whatever cites a rule to a learner (the widget's
tooltips, the lessons).

The text is ``data/RULES.md``, the package's copy of ``docs/RULES.md`` (a test keeps the two
equal), so what a tooltip says is what the rules file says. A language may have its own
translation, ``data/rules/<lang>.md``, with the same rule lines (``- **D8** ...``) under the
same IDs; a rule it lacks is given in English.

>>> rule_texts()["D8"].startswith("Marbles of one colour that already touch never explode")
True
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from importlib import resources

from .messages import DEFAULT_LANGUAGE, get_language

_RULE_LINE = re.compile(r"^- \*\*([A-Z]\d+)\*\* (.*)$")
_MARKUP = re.compile(r"\*+|`")


def rule_texts(language: str | None = None) -> dict[str, str]:
    """Rule ID -> its text as plain words (markdown emphasis and code marks removed), in the
    order of the rules file, in ``language`` (by default the one spoken now) where it has
    the rule, else in English."""
    return _texts("potion", language or get_language())


def sugar_rule_texts(language: str | None = None) -> dict[str, str]:
    """Sugar Blast's rules by ID (``games/sugar/data/RULES.md``, the package's copy of
    ``docs/SUGAR_BLAST.md``), as plain words in the order of that file; a language with its own
    ``games/sugar/data/rules/<lang>.md`` gives its rules from there, the others in English.

    >>> sugar_rule_texts()["W1"].startswith("On your turn you swap two candies")
    True
    """
    return _texts("sugar", language or get_language())


@lru_cache(maxsize=None)
def _texts(game: str, language: str) -> dict[str, str]:
    """The rules kept in ``games/<game>/data/`` in
    ``language``, each rule the translation lacks in English."""
    english = _parse(rules_file(DEFAULT_LANGUAGE, game))
    if language == DEFAULT_LANGUAGE:
        return english
    own_file = rules_file(language, game)
    own = _parse(own_file) if own_file.is_file() else {}
    return {rule: own.get(rule, text) for rule, text in english.items()}


def rules_file(language: str, game: str = "potion"):
    """Where the rules of ``language`` are: ``RULES.md`` in English, else ``rules/<lang>.md``
    (it may not exist), in the game's ``games/<game>/data/`` (``"potion"``, ``"sugar"``)."""
    folder = resources.files("potion_widget") / "games" / game / "data"
    return folder / "RULES.md" if language == DEFAULT_LANGUAGE else folder / "rules" / f"{language}.md"


def _parse(path) -> dict[str, str]:
    """The rule lines of a rules file, by ID; a rule's continuation lines are joined to it."""
    text = path.read_text(encoding="utf-8")
    rules: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        match = _RULE_LINE.match(line)
        if match:
            current = match.group(1)
            rules[current] = match.group(2).strip()
        elif current and line.startswith("  ") and line.strip():
            rules[current] += " " + line.strip()
        else:
            current = None
    return {rule: _MARKUP.sub("", body) for rule, body in rules.items()}


_CITED = re.compile(r"\b([CDSTIPEFGWNBRO]\d{1,2})\b")


def with_rule_tooltips(escaped_html: str) -> str:
    """``escaped_html`` (text already escaped for HTML) with every rule ID it cites wrapped in
    an ``<abbr>`` whose tooltip is the rule's text, so a learner can read the rule where it is
    cited. IDs that are not rules are left as they are.

    >>> with_rule_tooltips("No explosion (D10).")[:40]
    'No explosion (<abbr class="pw-rule-cite"'
    """
    texts = rule_texts()

    def cite(match: re.Match) -> str:
        rule = match.group(1)
        if rule not in texts:
            return rule
        title = html.escape(f"{rule}: {texts[rule]}", quote=True)
        return f'<abbr class="pw-rule-cite" title="{title}">{rule}</abbr>'
    return _CITED.sub(cite, escaped_html)
