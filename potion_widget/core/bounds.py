"""The largest a legal action can be, and the check that refuses a larger one at once.

Both games' boards ask :func:`oversize` before anything else reads a request's action (its
words, its previews, the timeline's note): a list with more entries than any legal action's,
a text longer than any, nesting deeper, a number no front end can hold exactly, or a value
that is not JSON data is refused under ``format``, naming the field. Each game derives its
:class:`Bounds` from its own components (Potion Explosion's in ``engine.rules``, Sugar
Blast's in ``sugar_blast.checks``).

The check reads at most a few entries past the bounds, whatever the action holds: a list of
a million entries costs what a list of nine does.

>>> bounds = Bounds(depth=2, objects=1, fields=3, entries={"draw": 2}, entries_else=8, text=12)
>>> oversize({"type": "end_turn", "draw": [0] * 10 ** 6}, bounds).params["field"]
'draw'
>>> oversize({"type": "end_turn", "draw": [0, 1]}, bounds) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, NamedTuple

from .errors import RuleError, shown

NUMBER_MOST: Final = 2 ** 53
"""Whole numbers beyond this are not held exactly by the front end (JavaScript's numbers),
and no action needs one."""


class Bounds(NamedTuple):
    """The largest a legal action of one game can be."""

    depth: int
    """Containers nested in the deepest legal action, the action itself counted."""
    objects: int
    """Objects nested in the deepest legal action, the action itself counted."""
    fields: int
    """The most fields of an object (the action, or an object inside it)."""
    entries: Mapping[str, int]
    """The most entries of the list held by each list field, by the field's name."""
    entries_else: int
    """The most entries of any other list (the longest list of any legal action)."""
    text: int
    """The longest text of any legal action (an id, a colour, a type, a field's name)."""


def _refuse(key: str, field: str, **params) -> RuleError:
    return RuleError("format", f"refuse.format.{key}", field=field, **params)


def oversize(action, bounds: Bounds, whole: str = "action") -> RuleError | None:
    """The ``format`` refusal of an ``action`` larger than any legal one, or not JSON data,
    naming the field (``"choice.positions"``, ``"holes[2]"``; ``whole`` names the whole);
    ``None`` when it is within ``bounds`` (its shape is then the format check's business)."""
    stack = [(whole, action, 1, 1)]
    while stack:
        field, value, depth, objects = stack.pop()
        if value is None or isinstance(value, (bool, float)):
            continue
        if isinstance(value, str):
            if len(value) > bounds.text:
                return _refuse("text_length", field, count=bounds.text, given=len(value))
        elif isinstance(value, int):
            if not -NUMBER_MOST <= value <= NUMBER_MOST:
                return _refuse("number", field, most=NUMBER_MOST)
        elif isinstance(value, dict):
            if depth > bounds.depth or objects > bounds.objects:
                return _refuse("depth", field, count=min(bounds.depth, bounds.objects)
                               if objects > bounds.objects else bounds.depth)
            if len(value) > bounds.fields:
                return _refuse("entries", field, count=bounds.fields, given=len(value))
            for key, item in value.items():
                if not isinstance(key, str) or len(key) > bounds.text:
                    return _refuse("not_json", field, value=shown(key, 40))
                stack.append((key if field == whole else f"{field}.{key}", item,
                              depth + 1, objects + 1))
        elif isinstance(value, (list, tuple)):
            if depth > bounds.depth:
                return _refuse("depth", field, count=bounds.depth)
            most = bounds.entries.get(field.rsplit(".", 1)[-1], bounds.entries_else)
            if len(value) > most:
                return _refuse("entries", field, count=most, given=len(value))
            stack.extend((f"{field}[{i}]", item, depth + 1, objects)
                         for i, item in enumerate(value))
        else:
            return _refuse("not_json", field, value=shown(value, 40))
    return None
