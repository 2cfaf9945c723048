"""The violations the audit still finds and that are not mended yet, each with what is left to
do (``known.json`` beside this file).

A lesson's run fails on any violation this list does not name, so nothing new slips in while the
list is worked off; a listed violation that no longer shows is reported as gone in the table,
so the entry can be deleted. An entry names a lesson (its file's stem), a language (or ``"*"``),
a check and a notebook cell (``-1`` for the lesson as a whole, ``"*"`` for every cell of the
lesson where a check's finding moves between boards from run to run, as a few pixels of layout
do): it never hides another check or another lesson.
"""

from __future__ import annotations

import json
import pathlib

KNOWN_FILE = pathlib.Path(__file__).with_name("known.json")


def load(path: pathlib.Path = KNOWN_FILE) -> list[dict]:
    """The known violations, each ``{"lesson", "language", "check", "cell", "left"}``."""
    entries = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    for entry in entries:
        missing = {"lesson", "language", "check", "cell", "left"} - set(entry)
        if missing:
            raise ValueError(f"known violation {entry} lacks {', '.join(sorted(missing))}")
    return entries


def matches(entry: dict, violation) -> bool:
    """Whether ``entry`` names ``violation`` (its lesson, language, check and cell)."""
    return (entry["lesson"] == violation.lesson
            and entry["language"] in ("*", violation.language)
            and entry["check"] == violation.check
            and entry["cell"] in ("*", violation.cell))


def split(violations: list, entries: list[dict]) -> tuple[list, list]:
    """``violations`` as (new, known): the known ones are named by an entry."""
    new, known = [], []
    for violation in violations:
        (known if any(matches(e, violation) for e in entries) else new).append(violation)
    return new, known


def gone(entries: list[dict], lesson: str, language: str, violations: list) -> list[dict]:
    """The entries of ``lesson`` in ``language`` that no violation of this run matched."""
    return [e for e in entries if e["lesson"] == lesson and e["language"] in ("*", language)
            and not any(matches(e, v) for v in violations)]
