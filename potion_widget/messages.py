"""The message catalog: every user-facing sentence, keyed by id, one folder per language.

A language folder (``data/messages/<lang>/``) holds JSON files of ``{"id": "template"}``;
they are merged into one catalog. When ``params["count"]`` is 1 and the catalog has
``<id>.one``, that singular form is used. Templates use ``{name}`` placeholders filled from an
event's or a refusal's ``params``, so a front end can render the same keys in any language.

>>> render("refuse.not_selectable", {"track": 1, "pos": 8})
"There is no marble you can take at track 1, position 8."
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

DEFAULT_LANGUAGE = "en"


@lru_cache(maxsize=None)
def catalog(language: str = DEFAULT_LANGUAGE) -> dict[str, str]:
    """Every message of ``language``, merged from its folder's files (a fresh dict each call
    would be wasteful: callers must not mutate the result)."""
    folder = resources.files("potion_widget") / "data" / "messages" / language
    merged: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            for key, template in json.loads(entry.read_text(encoding="utf-8")).items():
                if key in merged:
                    raise ValueError(f"message id {key!r} is defined twice in {language!r}")
                merged[key] = template
    return merged


def render(key: str, params: dict | None = None, language: str = DEFAULT_LANGUAGE) -> str:
    """The sentence for ``key`` with ``params`` filled in.

    An unknown key raises ``KeyError``: a message missing from the catalog is a bug, and
    the catalog test would rather see it than print a raw id to a learner.
    """
    messages = catalog(language)
    if not params:
        return messages[key]
    if params.get("count") == 1:
        # A sentence about one thing may have its own form: "<key>.one".
        return (messages.get(key + ".one") or messages[key]).format_map(params)
    return messages[key].format_map(params)
