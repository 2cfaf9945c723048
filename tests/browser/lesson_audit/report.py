"""The audit's table: one row per lesson (boards, updates, checks, violations, seconds), kept
in ``test-artifacts/audit.md`` with every violation, and printed at the end of the run."""

from __future__ import annotations

import pathlib
from collections import Counter

_state: dict = {"path": None, "tallies": []}

HEADER = ("| lesson | language | boards | updates | checks | violations | by check | moves not made | seconds |\n"
          "| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |")


def start(path: pathlib.Path) -> None:
    """Starts a new table written to ``path``."""
    _state["path"] = path
    _state["tallies"] = []
    _write()


def add(tally) -> None:
    """Adds a lesson's tally and rewrites the file."""
    _state["tallies"].append(tally)
    _write()


def row(tally) -> str:
    kinds = Counter(v.check for v in tally.violations)
    by = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) or "-"
    return (f"| {tally.lesson} | {tally.language} | {tally.boards} | {tally.updates} | {tally.checks} "
            f"| {len(tally.violations)} | {by} | {len(tally.unplayed)} | {tally.seconds:.0f} |")


def table() -> str:
    tallies = _state["tallies"]
    if not tallies:
        return ""
    total = (f"| all | - | {sum(t.boards for t in tallies)} | {sum(t.updates for t in tallies)} "
             f"| {sum(t.checks for t in tallies)} | {sum(len(t.violations) for t in tallies)} | - "
             f"| {sum(len(t.unplayed) for t in tallies)} | {sum(t.seconds for t in tallies):.0f} |")
    return "\n".join([HEADER, *(row(t) for t in tallies), total])


def _write() -> None:
    path = _state["path"]
    if path is None:
        return
    lines = ["# Lesson audit", "", table(), ""]
    lines += ["Seconds by part: " + "; ".join(
        f"{t.language} {t.lesson}: " + ", ".join(f"{k} {v:.0f}" for k, v in t.timing.most_common())
        for t in _state["tallies"]), ""]
    for t in _state["tallies"]:
        if t.violations or t.unplayed:
            lines += [f"## {t.language} {t.lesson}", ""]
            lines += [f"- {v.line()}" for v in t.violations]
            lines += [f"- not played by mouse: {u}" for u in t.unplayed]
            lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
