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
    """``"2 red, 1 blue"``: a short English list used inside event sentences (colours in
    first-seen order)."""
    return ", ".join([f"{marbles.count(c)} {c}" for c in dict.fromkeys(marbles)]) or "no marbles"
