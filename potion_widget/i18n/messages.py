"""The message catalog: every user-facing sentence, keyed by id, one folder per language.

A language folder (``data/messages/<lang>/``) holds JSON files of ``{"id": "template"}``;
they are merged into one catalog. Templates use ``{name}`` placeholders filled from an event's
or a refusal's ``params``, so a front end can render the same keys in any language.

Numbers: the number a sentence counts is its ``count`` parameter, else the first of its
placeholders that holds a whole number ("You draw {needed} new potions this turn, not
{given}" counts ``needed``). When it is 0 and the catalog has ``<id>.zero``, that form is used;
otherwise the language's plural rule (:data:`PLURAL_RULES`) names a category, and ``<id>.one``
is used for the category ``"one"`` when the catalog has it. English and most languages say
"one" for 1 only; French for 0 and 1; Japanese has no grammatical number and never uses it.

Which language: :func:`set_language` sets the package's default; :func:`speaking` sets one for
a block of code (a widget built with ``language=`` renders its own texts inside it). A
language's catalog falls back to English for an id it does not have yet, so a new English
sentence never breaks a running lesson (the completeness test still fails until translated).
Colour ids given in a colour placeholder (``{color}``, ``{above}``...) are shown by their name
in the language (``ui.color.<id>``).

>>> render("refuse.not_selectable", {"track": 1, "pos": 7})
'There is no marble you can take at track 1, position 7.'
"""

from __future__ import annotations

import ast
import contextlib
import functools
import json
import string
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from functools import lru_cache
from importlib import resources

DEFAULT_LANGUAGE = "en"

LANGUAGES = {"en": "English", "es": "Español", "fr": "Français", "ja": "日本語",
             "nl": "Nederlands"}
"""Every language a learner can choose, by its ISO 639-1 code, with its name in itself."""

PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "fr": lambda n: "one" if n in (0, 1) else "other",
    "ja": lambda n: "other",
}
"""The plural category of a count, for languages whose rule is not English's ("one" for 1)."""

NO_GRAMMATICAL_NUMBER = frozenset({"ja"})
"""Languages whose catalog may leave out the ``.one`` forms English has."""

VARIANTS = (".zero", ".one")
"""Suffixes of the forms a sentence with a ``{count}`` may have besides its own."""

COLOUR_FIELDS = frozenset({"color", "above", "below", "hole_color", "c", "filled"})
"""Placeholders that hold a colour id: shown as ``ui.color.<id>`` of the language."""

_default = [DEFAULT_LANGUAGE]
_speaking: ContextVar[str | None] = ContextVar("potion_widget_language", default=None)


def set_language(code: str) -> None:
    """Make ``code`` (``"en"``, ``"es"``, ``"fr"``, ``"ja"``, ``"nl"``) the package's
    language: every widget, lesson and sentence made afterwards without its own ``language``.

    >>> set_language("xx")
    Traceback (most recent call last):
    ...
    ValueError: unknown language 'xx': choose one of en, es, fr, ja, nl
    """
    _default[0] = check_language(code)


def check_language(code: str) -> str:
    """``code`` when it names a language the package has, else ``ValueError``."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(sorted(LANGUAGES))}")
    return code


def get_language() -> str:
    """The language sentences are written in now: the one :func:`speaking` set for this
    block, else the package's default."""
    return _speaking.get() or _default[0]


@contextlib.contextmanager
def speaking(language: str | None) -> Iterator[None]:
    """Within the block, sentences are rendered in ``language`` (``None``: leave it as is)."""
    if language is None:
        yield
        return
    token = _speaking.set(check_language(language))
    try:
        yield
    finally:
        _speaking.reset(token)


def chooses_language(init):
    """An ``__init__`` that takes ``language=`` (default: the one spoken now), keeps it as
    ``self.language`` and runs in it."""
    @functools.wraps(init)
    def with_language(self, *args, language: str | None = None, **kwargs):
        self.language = check_language(language) if language else get_language()
        with speaking(self.language):
            init(self, *args, **kwargs)
    return with_language


def spoken(method):
    """A method run in its object's ``language`` (see :func:`speaking`)."""
    @functools.wraps(method)
    def in_language(self, *args, **kwargs):
        with speaking(getattr(self, "language", None)):
            return method(self, *args, **kwargs)
    return in_language


@lru_cache(maxsize=None)
def own_catalog(language: str) -> dict[str, str]:
    """The messages ``language``'s own folder has (empty when it has no folder), merged
    from its files; callers must not mutate the result."""
    folder = resources.files("potion_widget") / "data" / "messages" / language
    merged: dict[str, str] = {}
    if not folder.is_dir():
        return merged
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            for key, template in json.loads(entry.read_text(encoding="utf-8")).items():
                if key in merged:
                    raise ValueError(f"message id {key!r} is defined twice in {language!r}")
                merged[key] = template
    return merged


def catalog(language: str | None = None) -> dict[str, str]:
    """Every message of ``language`` (by default the one spoken now): its own, and English
    for an id it lacks. An English ``.one``/``.zero`` form is not borrowed for a sentence the
    language has itself (its grammar may not want it). Callers must not mutate the result."""
    return _catalog(language or get_language())


@lru_cache(maxsize=None)
def _catalog(language: str) -> dict[str, str]:
    own = own_catalog(language)
    if language == DEFAULT_LANGUAGE:
        return own
    merged = dict(own)
    for key, template in own_catalog(DEFAULT_LANGUAGE).items():
        if key in merged:
            continue
        base, dot, suffix = key.rpartition(".")
        if dot and "." + suffix in VARIANTS and base in own:
            continue
        merged[key] = template
    return merged


def render(key: str, params: dict | None = None, language: str | None = None) -> str:
    """The sentence for ``key`` with ``params`` filled in, in ``language`` (by default the
    one spoken now, :func:`get_language`).

    An unknown key raises ``KeyError``: a message missing from the catalog is a bug, and
    the catalog test would rather see it than print a raw id to a learner.
    """
    return fillers(language or get_language())[key](params or {})


Filler = Callable[[dict], str]


class Fillers(dict):
    """The filler of each message id of one language: ``fillers[key](params)`` is
    ``render(key, params)``. Each is compiled the first time it is asked for (compiling the
    whole catalog up front would cost every start-up 15 ms)."""

    def __init__(self, templates: dict[str, str], language: str = DEFAULT_LANGUAGE):
        super().__init__()
        self.templates = templates
        self.language = language
        self.colours = {k[len("ui.color."):]: v for k, v in templates.items()
                        if k.startswith("ui.color.")}

    def __missing__(self, key: str) -> Filler:
        many = _filler(key, self.templates[key], self.colours)    # KeyError: an unknown id
        zero_text = self.templates.get(key + ".zero")
        one_text = self.templates.get(key + ".one")
        if zero_text is None and one_text is None:
            filler = many
        else:
            # A sentence about no thing or one thing may have its own form.
            zero = many if zero_text is None else _filler(key + ".zero", zero_text, self.colours)
            one = many if one_text is None else _filler(key + ".one", one_text, self.colours)
            rule = PLURAL_RULES.get(self.language, _english_plural)
            counted = counted_fields(self.templates[key])
            def filler(params: dict) -> str:
                n = counted_number(params, counted)
                if n is None or isinstance(n, bool) or not isinstance(n, int):
                    return (one if n == 1 else many)(params)
                if n == 0 and zero_text is not None:
                    return zero(params)
                return (one if rule(n) == "one" else many)(params)
        self[key] = filler
        return filler


def counted_fields(template: str) -> tuple[str, ...]:
    """The placeholders that may hold the number a sentence counts, in the order they are
    looked at: ``count`` first, then the template's own, in the order they appear."""
    names = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    return ("count", *dict.fromkeys(n for n in names if n != "count"))


def counted_number(params: dict, counted: tuple[str, ...]):
    """The number a sentence with ``params`` counts: its ``count``, else its first whole
    number among ``counted`` (``None`` when it has none)."""
    n = params.get("count")
    if n is not None:
        return n
    for name in counted[1:]:
        value = params.get(name)
        if type(value) is int:
            return value
    return None


def _english_plural(n: int) -> str:
    return "one" if n == 1 else "other"


def fillers(language: str | None = None) -> Fillers:
    """Every message of ``language`` (by default the one spoken now) as a function of its
    parameters, for callers that write many sentences (the engine's events)."""
    return _fillers(language or get_language())


@lru_cache(maxsize=None)
def _fillers(language: str) -> Fillers:
    return Fillers(_catalog(language), language)


def _filler(key: str, template: str, colours: dict[str, str] | None = None) -> Filler:
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
        field: ast.expr = ast.Subscript(ast.Name("params", ast.Load()), ast.Constant(name),
                                        ast.Load())
        if colours and name in COLOUR_FIELDS:
            field = ast.Call(ast.Name("colour", ast.Load()), [field], [])
        pieces.append(ast.FormattedValue(field, conversion=-1, format_spec=None))
    arguments = ast.arguments(posonlyargs=[], args=[ast.arg("params")], kwonlyargs=[],
                              kw_defaults=[], defaults=[])
    tree = ast.Expression(ast.Lambda(arguments, ast.JoinedStr(pieces)))
    namespace = {"colour": _colour_namer(colours or {})}
    return eval(compile(ast.fix_missing_locations(tree), f"<message {key}>", "eval"), namespace)


def _colour_namer(colours: dict[str, str]) -> Callable:
    """A colour id's name in the language; any other value as it is."""
    def colour(value):
        return colours.get(value, value) if type(value) is str else value
    return colour
