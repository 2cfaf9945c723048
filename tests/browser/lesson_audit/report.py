"""The audit's table: one row per lesson (boards, updates, checks, violations, seconds), kept
in ``test-artifacts/audit.md`` with every violation, and printed at the end of the run."""

from __future__ import annotations

import pathlib
from collections import Counter

_state: dict = {"path": None, "tallies": []}

HEADER = ("| lesson | language | boards | updates | checks | violations | of them known | by check "
          "| moves not made | seconds |\n"
          "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |")


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
            f"| {len(tally.violations)} | {len(tally.known)} | {by} | {len(tally.unplayed)} "
            f"| {tally.seconds:.0f} |")


def table() -> str:
    tallies = _state["tallies"]
    if not tallies:
        return ""
    total = (f"| all | - | {sum(t.boards for t in tallies)} | {sum(t.updates for t in tallies)} "
             f"| {sum(t.checks for t in tallies)} | {sum(len(t.violations) for t in tallies)} "
             f"| {sum(len(t.known) for t in tallies)} | - "
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
        if t.violations or t.unplayed or t.gone:
            lines += [f"## {t.language} {t.lesson}", ""]
            lines += [f"- {v.line()}" for v in t.violations]
            lines += [f"- not played by mouse: {u}" for u in t.unplayed]
        if t.gone:
            lines += [f"- known.json names {e['check']} at cell {e['cell']}, not found this run: "
                      "delete the entry if it is mended" for e in t.gone]
            lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
