"""The shape of an action (PROTOCOL.md): checked before any rule, refused under ``"format"``.

>>> check_format({"type": "pick", "track": 2, "pos": 3})
>>> check_format({"type": "pick", "track": "2", "pos": 3})
Traceback (most recent call last):
...
potion_widget.engine.errors.RuleError: The field 'track' of a pick must be a whole number, not '2'. (format)
"""

from __future__ import annotations

from typing import Final

from .components import COLORS
from .errors import RuleError, shown

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


def is_int(value) -> bool:
    """A JSON whole number: ``True`` is not one, nor is ``3.0``."""
    return type(value) is int


_REQUIRED: Final = {kind: tuple(n for n, (_, required) in fields.items() if required)
                    for kind, fields in ACTION_FIELDS.items()}


def _well_formed_taking(action) -> bool:
    return (len(action) == 3 and type(action.get("track")) is int
            and type(action.get("pos")) is int)


def _well_formed_place(action) -> bool:
    size = 4 if "hole" in action else 3
    return (len(action) == size and action.get("color") in COLORS
            and type(action.get("burner")) is int and type(action.get("hole", 0)) is int)


def _well_formed_end_turn(action) -> bool:
    size = 1
    if "keep" in action:
        keep = action["keep"]
        if type(keep) is not list:
            return False
        for value in keep:
            if type(value) is not str or value not in COLORS:
                return False
        size += 1
    if "draw" in action:
        draw = action["draw"]
        if type(draw) is not list:
            return False
        for value in draw:
            if type(value) is not int:
                return False
        size += 1
    return len(action) == size


def _well_formed_drink(action) -> bool:
    size = 3 if "choice" in action else 2
    return (len(action) == size and type(action.get("potion")) is str
            and isinstance(action.get("choice", action), dict))


# The shapes almost every action has, recognised in a few comparisons; any other action
# (including every malformed one) goes through the field-by-field check that names the problem.
_WELL_FORMED: Final = {
    "pick": _well_formed_taking,
    "help": _well_formed_taking,
    "place": _well_formed_place,
    "end_turn": _well_formed_end_turn,
    "drink": _well_formed_drink,
}


def check_format(action) -> None:
    """Raises ``RuleError("format", ...)`` unless ``action`` is a well-formed action."""
    if isinstance(action, dict):
        kind = action.get("type")
        well_formed = _WELL_FORMED.get(kind) if type(kind) is str else None
        if well_formed is not None and well_formed(action):
            return
    _check_fields(action)


def _check_fields(action) -> None:
    if not isinstance(action, dict):
        raise RuleError("format", "refuse.format.not_object", value=_show(action))
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in ACTION_FIELDS:
        raise RuleError("format", "refuse.format.type", value=_show(kind),
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
    if expected == INT:
        ok = is_int(value)
    elif expected == COLOR:
        ok = value in COLORS if isinstance(value, str) else False
    elif expected == TEXT:
        ok = isinstance(value, str)
    elif expected == OBJECT:
        ok = isinstance(value, dict)
    elif expected == COLORS_LIST:
        ok = isinstance(value, list) and all(isinstance(v, str) and v in COLORS for v in value)
    elif expected == LIST:
        ok = isinstance(value, list)
    elif expected == INTS_LIST:
        ok = isinstance(value, list) and all(is_int(v) for v in value)
    else:  # pragma: no cover - the table above names only the kinds handled here
        raise AssertionError(expected)
    if not ok:
        raise RuleError("format", f"refuse.format.{expected}", type=kind, field=name,
                        value=_show(value))


def _show(value) -> str:
    return shown(value, 40)
