"""The rules' own words, by ID, for whatever cites a rule to a learner (the widget's
tooltips, the lessons).

The text is ``data/RULES.md``, the package's copy of ``docs/RULES.md`` (a test keeps the two
equal), so what a tooltip says is what the rules file says.

>>> rule_texts()["D8"].startswith("Marbles of one colour that already touch never explode")
True
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

_RULE_LINE = re.compile(r"^- \*\*([A-Z]\d+)\*\* (.*)$")
_MARKUP = re.compile(r"\*+|`")


@lru_cache(maxsize=None)
def rule_texts() -> dict[str, str]:
    """Rule ID -> its text as plain words (markdown emphasis and code marks removed), in the
    order of the rules file. A rule's continuation lines are joined to it."""
    text = (resources.files("potion_widget") / "data" / "RULES.md").read_text(encoding="utf-8")
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
