"""The shape of an action (PROTOCOL.md): checked before any rule, refused under ``"format"``.

>>> check_format({"type": "pick", "track": 2, "pos": 3})
>>> check_format({"type": "pick", "track": "2", "pos": 3})
Traceback (most recent call last):
...
potion_widget.engine.errors.RuleError: The field 'track' of a pick must be a whole number, not '2'. (format)
"""

from __future__ import annotations

from .components import COLORS
from .errors import RuleError

INT, COLOR, TEXT, COLORS_LIST, INTS_LIST, OBJECT, LIST = (
    "int", "color", "text", "colors", "ints", "object", "list")

# type -> {field: (kind, required)}
ACTION_FIELDS: dict[str, dict[str, tuple[str, bool]]] = {
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


_REQUIRED = {kind: tuple(n for n, (_, required) in fields.items() if required)
             for kind, fields in ACTION_FIELDS.items()}


def check_format(action) -> None:
    """Raises ``RuleError("format", ...)`` unless ``action`` is a well-formed action."""
    if not isinstance(action, dict):
        raise RuleError("format", "refuse.format.not_object", value=_show(action))
    kind = action.get("type")
    fields = ACTION_FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise RuleError("format", "refuse.format.type", value=_show(kind),
                        known=", ".join(ACTION_FIELDS))
    for name, value in action.items():
        if name == "type":
            continue
        spec = fields.get(name)
        if spec is None:
            raise RuleError("format", "refuse.format.unknown_field", type=kind, field=name)
        if spec[0] is INT and type(value) is int:
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
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
