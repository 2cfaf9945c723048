"""The engine's exceptions: each names what went wrong in the learner's terms."""

from __future__ import annotations

from typing import Final

from ..i18n.messages import render

SHOWN: Final = 80
"""At most this many characters of a value given from outside are echoed in an error."""

_SAFE_INT: Final = 2 ** 53
"""Whole numbers beyond this (JavaScript's exact integers) are echoed by :func:`shown`."""


def shown(value, limit: int = SHOWN) -> str:
    """``repr(value)``, cut to at most ``limit`` characters with ``...``: how an error echoes a
    value given from outside. It never raises, and its cost is bounded by ``limit``, whatever
    the value (a list of a million items, a number of 5,000 digits, nesting 2,000 deep).

    >>> shown("red")
    "'red'"
    >>> shown(list(range(10 ** 6)), 20)
    '[0, 1, 2, 3, 4, 5...'
    >>> shown(10 ** 5000)
    'a whole number of 5001 digits'
    """
    text = _prefix(value, limit)
    return text if len(text) <= limit else text[:max(limit - 3, 0)] + "..."


def _prefix(value, budget: int) -> str:
    """``repr(value)``, or a text longer than ``budget`` that begins like it."""
    if budget <= 0:
        return "..."
    if isinstance(value, (str, bytes, bytearray)):
        return repr(value[:budget + 1])
    if isinstance(value, int) and not isinstance(value, bool):
        if -_SAFE_INT <= value <= _SAFE_INT:
            return repr(value)
        digits = len(str(abs(value))) if value.bit_length() < 10_000 else None
        if digits is None or digits > budget:
            approx = int(value.bit_length() * 0.30103) + 1
            return f"a whole number of {digits or approx} digits"
        return repr(value)
    if isinstance(value, dict):
        return _items(value, budget, "{", "}", dict)
    if isinstance(value, list):
        return _items(value, budget, "[", "]", list)
    if isinstance(value, tuple):
        if len(value) == 1:
            return _items(value, budget, "(", ",)", tuple)
        return _items(value, budget, "(", ")", tuple)
    if isinstance(value, (set, frozenset)):
        if not value:
            return f"{type(value).__name__}()"
        if isinstance(value, frozenset):
            return _items(value, budget, "frozenset({", "})", frozenset)
        return _items(value, budget, "{", "}", set)
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails is named by its type
        text = f"<{type(value).__name__}>"
    return text


def _items(value, budget: int, opening: str, closing: str, kind: type) -> str:
    text = opening
    first = True
    for item in value:
        if not first:
            text += ", "
        first = False
        if kind is dict:
            text += _prefix(item, budget - len(text))
            if len(text) > budget:
                return text
            text += ": "
            item = value[item]
        text += _prefix(item, budget - len(text))
        if len(text) > budget:
            return text
    return text + closing


_TEXT_PARAM: Final = 120
"""A text parameter of a refusal longer than this (an unknown field's name...) is cut."""


def _bounded(value):
    """A refusal's parameter as it may be echoed: small values as they are, any other cut."""
    if value is None or isinstance(value, bool):
        return value
    if type(value) is int:
        return value if -_SAFE_INT <= value <= _SAFE_INT else shown(value)
    if type(value) is str:
        return value if len(value) <= _TEXT_PARAM else value[:SHOWN - 3] + "..."
    if type(value) is float:
        return value
    return shown(value)


def _bounded_params(params: dict) -> dict:
    """A refusal's parameters, each as it may be echoed (:func:`_bounded`)."""
    for name, value in params.items():
        kind = type(value)
        if kind is str:
            if len(value) > _TEXT_PARAM:
                params[name] = _bounded(value)
        elif kind is not int or not -_SAFE_INT <= value <= _SAFE_INT:
            params[name] = _bounded(value)
    return params


class RuleError(ValueError):
    """A refused action: illegal under a rule, or not well formed.

    ``rule`` is a RULES.md ID (``"D2"``) or ``"format"``; ``key`` and ``params`` select the
    sentence in the message catalog, and ``str(error)`` is that sentence in English with the
    rule cited. A game that raised it is exactly as it was before the action.
    """

    def __init__(self, rule: str, key: str, **params):
        self.rule = rule
        self.key = key
        self.params = _bounded_params(params)
        self.message = render(key, params)
        super().__init__(f"{self.message} ({rule})")

    def to_dict(self) -> dict:
        """The refusal as plain JSON data, as the widget and the command line report it."""
        return {"rule": self.rule, "key": self.key, "params": dict(self.params),
                "message": str(self)}


class StateError(ValueError):
    """A game state that is not valid: ``field`` names where (``"players[1].pool"``).

    ``key`` and ``params`` select the reason in the message catalog, as a :class:`RuleError`'s
    do (a long or odd parameter is cut the same way). ``str(error)`` is always
    ``"{field}: {reason in English}"``, whatever the language spoken, so a program or a log
    reads the same text everywhere; ``problem`` is the reason in the language spoken when it is
    read (English by default), for a learner's eyes.
    """

    def __init__(self, field: str, key: str, **params):
        if len(field) > 2 * SHOWN:
            field = field[:2 * SHOWN - 3] + "..."
        self.field = field
        self.key = key
        self.params = _bounded_params(params)
        super().__init__(f"{field}: {render(key, self.params, 'en')}")

    @property
    def problem(self) -> str:
        """The reason, without the field, in the language spoken now."""
        return render(self.key, self.params)


class HistoryError(ValueError):
    """``undo()`` with no accepted action left to take back."""
