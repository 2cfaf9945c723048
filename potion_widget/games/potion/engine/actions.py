"""The shape of an action (PROTOCOL.md): checked before any rule, refused under ``"format"``.

>>> check_format({"type": "pick", "track": 2, "pos": 3})
>>> check_format({"type": "pick", "track": "2", "pos": 3})
Traceback (most recent call last):
...
potion_widget.core.errors.RuleError: The field 'track' of a pick must be a whole number, not '2'. (format)
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .components import COLORS
from ....core.errors import RuleError, shown
from .well_formed import well_formed   # written from ACTION_FIELDS (scripts/make_well_formed.py)

# What a field holds (names of the checks in check_field)
INT: Final = "int"
COLOR: Final = "color"
TEXT: Final = "text"
COLORS_LIST: Final = "colors"
INTS_LIST: Final = "ints"
OBJECT: Final = "object"
LIST: Final = "list"

# type -> {field: (kind, required)}
ACTION_FIELDS: Final[dict[str, dict[str, tuple[str, bool]]]] = {
    "pick": {"track": (INT, True), "pos": (INT, True)},
    "help": {"track": (INT, True), "pos": (INT, True)},
    "place": {"color": (COLOR, True), "burner": (INT, True), "hole": (INT, False)},
    "to_pool": {"color": (COLOR, True)},
    "from_pool": {"color": (COLOR, True)},
    "drink": {"potion": (TEXT, True), "choice": (OBJECT, False)},
    "end_turn": {"keep": (COLORS_LIST, False), "draw": (INTS_LIST, False)},
    "draft": {"tile": (TEXT, True)},
}


CHOICE_FIELDS: Final[dict[str, str]] = {
    "track": INT,            # a track of the dispenser
    "pos": INT,              # the lowest marble taken from ``track``
    "count": INT,            # how many marbles, from ``pos`` up
    "positions": INTS_LIST,  # marbles of ``track``, by position
    "tracks": INTS_LIST,     # the bottom marble of each of these tracks
    "player": INT,           # another player's seat
    "holes": LIST,           # [burner, hole] pairs on the drinker's burners
    "potion": TEXT,          # a potion the drinker has drunk
    "choice": OBJECT,        # that potion's own choice, in the shape of its kind
}
"""Every field a drink's ``choice`` may have (PROTOCOL.md), and what it holds. A potion
effect declares its choice as some of these names (``ChoiceShape``); its format check,
the widget's choice prompts and the schema's agreement test all read that one declaration."""


class ChoiceShape(NamedTuple):
    """The shape of a potion effect's choice, declared once beside the effect.

    ``fields`` names the choice's fields, each one of ``CHOICE_FIELDS``; ``run`` is how many
    touching marbles from ``pos`` up a choice of ``track`` and ``pos`` without ``count`` takes.

    >>> ChoiceShape(("track", "pos"), run=2).to_json()
    {'fields': ['track', 'pos'], 'run': 2}
    """

    fields: tuple[str, ...]
    run: int = 1

    def to_json(self) -> dict:
        return {"fields": list(self.fields), "run": self.run}


def is_int(value) -> bool:
    """A JSON whole number: ``True`` is not one, nor is ``3.0``."""
    return type(value) is int


_REQUIRED: Final = {kind: tuple(n for n, (_, required) in fields.items() if required)
                    for kind, fields in ACTION_FIELDS.items()}


SCALARS: Final = frozenset({INT, COLOR, TEXT})
"""The field shapes whose values are immutable (a whole number or a text)."""


def fits(expected: str, value) -> bool:
    """Whether ``value`` has the ``expected`` shape (one of the names above)."""
    if expected == INT:
        return type(value) is int
    if expected == COLOR:
        return value in COLORS if isinstance(value, str) else False
    if expected == TEXT:
        return isinstance(value, str)
    if expected == OBJECT:
        return isinstance(value, dict)
    if expected == COLORS_LIST:
        if not isinstance(value, list):
            return False
        for v in value:
            if not (isinstance(v, str) and v in COLORS):
                return False
        return True
    if expected == INTS_LIST:
        if not isinstance(value, list):
            return False
        for v in value:
            if type(v) is not int:
                return False
        return True
    if expected == LIST:
        return isinstance(value, list)
    raise AssertionError(expected)   # pragma: no cover - ACTION_FIELDS names only these


def check_format(action) -> None:
    """Raises ``RuleError("format", ...)`` unless ``action`` is a well-formed action."""
    if well_formed(action):
        return
    # Any other action, every malformed one included, goes through the field-by-field check
    # that names the problem.
    _check_fields(action)


def _check_fields(action) -> None:
    if not isinstance(action, dict):
        raise RuleError("format", "refuse.format.not_object", field="action", value=_show(action))
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in ACTION_FIELDS:
        raise RuleError("format", "refuse.format.type", field="type", value=_show(kind),
                        known=", ".join(ACTION_FIELDS))
    fields = ACTION_FIELDS[kind]
    for name, value in action.items():
        if name == "type":
            continue
        spec = fields.get(name)
        if spec is None:
            raise RuleError("format", "refuse.format.unknown_field", type=kind, field=name)
        if spec[0] == INT and type(value) is int:
            continue    # the common case, checked inline for speed
        check_field(kind, name, spec[0], value)
    for name in _REQUIRED[kind]:
        if name not in action:
            raise RuleError("format", "refuse.format.missing", type=kind, field=name)


def check_field(kind: str, name: str, expected: str, value) -> None:
    """Raises a format refusal unless ``value`` has the ``expected`` shape."""
    if not fits(expected, value):
        raise RuleError("format", f"refuse.format.{expected}", type=kind, field=name,
                        value=_show(value))


def _show(value) -> str:
    return shown(value, 40)
