"""Events: what an accepted action did, step by step, each citing its rule.

An event is a plain dict: ``type``, ``rule`` (a RULES.md ID), ``key`` and ``params`` (the
message catalog entry and what fills it, so any language can be shown), ``text`` (the
English sentence with the rule cited) and fields for drawing it (``track``, ``positions``...).
"""

from __future__ import annotations

from ..messages import render


def make_event(type_: str, rule: str, key: str, params: dict, fields: dict) -> dict:
    """One event; ``fields`` are the structured data a front end animates from."""
    return {"type": type_, "rule": rule, "key": key, "params": params,
            "text": f"{render(key, params)} ({rule})", **fields}


def count_colors(marbles) -> dict[str, int]:
    """``{"red": 2, "blue": 1}`` for a list of colours, in first-seen order."""
    counts: dict[str, int] = {}
    for color in marbles:
        counts[color] = counts.get(color, 0) + 1
    return counts


def describe_marbles(marbles) -> str:
    """``"2 red, 1 blue"``: a short English list used inside event sentences."""
    counts = count_colors(marbles)
    return ", ".join(f"{n} {color}" for color, n in counts.items()) or "no marbles"
