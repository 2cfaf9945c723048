"""Sugar Blast's events, in the shape both games share (``event_shape.make_event``), with
sentences from the catalog's ``sugar.*`` ids."""

from __future__ import annotations

from ....core.event_shape import make_event
from ....i18n.messages import fillers


def candy_name(kind: str) -> str:
    """A candy type's name in the language spoken now."""
    return fillers()[f"sugar.candy.{kind}"]({})


def counted(kinds: dict[str, int]) -> str:
    """``"1 Candy Corn, 1 Mint"``: candies counted by type, in the language spoken now."""
    say = fillers()["sugar.counted"]
    return ", ".join(say({"count": n, "name": candy_name(kind)}) for kind, n in kinds.items())


def cell_words(cell) -> dict:
    """A cell as a learner reads it: row and column counted from 1 (south-west is row 1,
    column 1)."""
    return {"row": cell[0] + 1, "col": cell[1] + 1}


def kept_in(events: list[dict]) -> dict[str, int]:
    """The candies the ``keep`` events among ``events`` add up to, by type, in the order they
    were first kept: what the acting player kept through an action or a turn."""
    kept: dict[str, int] = {}
    for e in events:
        if e.get("type") == "keep":
            for kind, n in e["kept"].items():
                kept[kind] = kept.get(kind, 0) + n
    return kept


def event(type_: str, rule: str, key: str, params: dict, **fields) -> dict:
    """One event (``type``, ``rule``, ``key``, ``params``, ``text`` and drawing ``fields``)."""
    return make_event(type_, rule, f"sugar.event.{key}", params, fields)
