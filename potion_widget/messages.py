"""The message catalog: every user-facing sentence, keyed by id, one folder per language.

A language folder (``data/messages/<lang>/``) holds JSON files of ``{"id": "template"}``;
they are merged into one catalog. When ``params["count"]`` is 1 and the catalog has
``<id>.one``, that singular form is used. Templates use ``{name}`` placeholders filled from an
event's or a refusal's ``params``, so a front end can render the same keys in any language.

>>> render("refuse.not_selectable", {"track": 1, "pos": 7})
'There is no marble you can take at track 1, position 7.'
"""

from __future__ import annotations

import ast
import json
import string
from collections.abc import Callable
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
    return fillers(language)[key](params or {})


Filler = Callable[[dict], str]


class Fillers(dict):
    """The filler of each message id of one language: ``fillers[key](params)`` is
    ``render(key, params)``. Each is compiled the first time it is asked for (compiling the
    whole catalog up front would cost every start-up 15 ms)."""

    def __init__(self, templates: dict[str, str]):
        super().__init__()
        self.templates = templates

    def __missing__(self, key: str) -> Filler:
        many = _filler(key, self.templates[key])       # KeyError: an unknown id
        singular = self.templates.get(key + ".one")
        if singular is None:
            filler = many
        else:
            # A sentence about one thing may have its own form: "<key>.one".
            one = _filler(key + ".one", singular)
            def filler(params: dict) -> str:
                return (one if params.get("count") == 1 else many)(params)
        self[key] = filler
        return filler


@lru_cache(maxsize=None)
def fillers(language: str = DEFAULT_LANGUAGE) -> Fillers:
    """Every message of ``language`` as a function of its parameters, for callers that write
    many sentences (the engine's events)."""
    return Fillers(catalog(language))


def _filler(key: str, template: str) -> Filler:
    """A function giving ``template.format_map(params)``, compiled once from the template.

    Every accepted action writes several sentences, and ``format_map`` parses its template
    again and hashes each field name on every call: that was most of the cost of an event.
    The template becomes ``lambda params: f"...{params['name']}..."``, built as a syntax tree
    (the catalog's text is never read as code) and compiled; each field is formatted with
    ``format(value, "")`` as ``format_map`` does. Templates hold plain ``{name}`` fields only.
    """
    pieces: list[ast.expr] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if literal:
            pieces.append(ast.Constant(literal))
        if name is None:
            continue
        if spec or conversion or not name.isidentifier():
            raise ValueError(f"message {key!r}: only plain {{name}} fields are allowed "
                             f"in {template!r}")
        field = ast.Subscript(ast.Name("params", ast.Load()), ast.Constant(name), ast.Load())
        pieces.append(ast.FormattedValue(field, conversion=-1, format_spec=None))
    arguments = ast.arguments(posonlyargs=[], args=[ast.arg("params")], kwonlyargs=[],
                              kw_defaults=[], defaults=[])
    tree = ast.Expression(ast.Lambda(arguments, ast.JoinedStr(pieces)))
    return eval(compile(ast.fix_missing_locations(tree), f"<message {key}>", "eval"), {})
