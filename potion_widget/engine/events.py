"""Events: what an accepted action did, step by step, each citing its rule.

An event is a plain dict: ``type``, ``rule`` (a RULES.md ID), ``key`` and ``params`` (the
message catalog entry and what fills it, so any language can be shown), ``text`` (the
sentence in the language spoken when it happened, with the rule cited) and fields for
drawing it (``track``, ``positions``...).
"""

from __future__ import annotations

from ..messages import fillers


def make_event(type_: str, rule: str, key: str, params: dict, fields: dict) -> dict:
    """One event; ``fields`` are the structured data a front end animates from."""
    return {"type": type_, "rule": rule, "key": key, "params": params,
            "text": f"{fillers()[key](params)} ({rule})", **fields}


def describe_marbles(marbles: list[str]) -> str:
    """``"2 red, 1 blue"``: a short list used inside event sentences (colours in first-seen
    order), in the language spoken now: each colour counted by the catalog's own phrase
    (``narr.colors``: "2 de color rojo"), never a number glued to an English colour id."""
    say = fillers()
    counted = [say["narr.colors"]({"count": marbles.count(c), "color": c})
               for c in dict.fromkeys(marbles)]
    return ", ".join(counted) or say["goal.count.marble"]({"count": 0})
