"""The class's table, from a folder of the learners' progress files (``learner_progress``).

The teacher collects each learner's ``potion-progress.json`` (renamed as they like, in one
folder or one subfolder per learner) and runs ``potion-widget class FOLDER``. Per exercise: the
share of learners who solved it, the share right at the first try, the most common wrong moves
in words; per learner: what they solved, what at the first try, and their time. A learner is
named by the name they typed, else by their file's name. Nothing is sent anywhere.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ..i18n.messages import render
from ..lessons import learner_progress

COMMON = 3
"""How many of an exercise's most common wrong moves the table names."""


def collect(folder) -> list[tuple[str, dict]]:
    """Every progress file under ``folder`` as ``(learner's name, contents)``, in the order of
    their paths; other JSON files are passed over."""
    learners = []
    for file in sorted(Path(folder).rglob("*.json")):
        try:
            data = learner_progress.load(file)
        except ValueError:
            continue
        name = data.get("learner") or render("class.unnamed", {"file": file.relative_to(folder).as_posix()})
        learners.append((name, data))
    return learners


def exercises(learners: list[tuple[str, dict]]) -> list[dict]:
    """Per exercise (in the order first met): its title, the learners who tried it, how many
    solved it, how many were right at the first try, and its wrong moves counted."""
    rows: dict[str, dict] = {}
    for _name, data in learners:
        for key, entry in data["exercises"].items():
            row = rows.setdefault(key, {"key": key, "title": entry["title"], "lesson": entry.get("lesson", ""),
                                        "tried": 0, "solved": 0, "first_try": 0, "wrong": Counter()})
            row["tried"] += 1
            row["solved"] += bool(entry["solved"])
            row["first_try"] += bool(entry["first_try_right"])
            row["wrong"].update(entry["wrong"])
    return list(rows.values())


def per_learner(learners: list[tuple[str, dict]]) -> list[dict]:
    """Per learner: the exercises tried, solved, right at the first try, and the seconds their
    solves took in all."""
    rows = []
    for name, data in learners:
        entries = list(data["exercises"].values())
        rows.append({"learner": name, "tried": len(entries),
                     "solved": sum(bool(e["solved"]) for e in entries),
                     "first_try": sum(bool(e["first_try_right"]) for e in entries),
                     "seconds": round(sum(e["seconds"] or 0 for e in entries), 1)})
    return rows


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    """A Markdown table (readable as text, and as a table where Markdown is drawn)."""
    def line(cells):
        return "| " + " | ".join(c.replace("|", "/").replace("\n", " ") for c in cells) + " |"
    return [line(header), line(["---"] * len(header)), *map(line, rows)]


def render_table(folder) -> str:
    """The class's table of ``folder`` in the language spoken now, as Markdown text."""
    learners = collect(folder)
    if not learners:
        return render("class.none", {"folder": str(folder)})
    count = len(learners)
    lines = [render("class.learners", {"count": count}), "", "### " + render("class.exercises"), ""]
    header = [render("class.exercise"), render("class.solved"), render("class.first_try"), render("class.wrong")]
    lines += _table(header,
                    [[row["title"],
                      render("class.share", {"part": row["solved"], "count": count}),
                      render("class.share", {"part": row["first_try"], "count": count}),
                      "; ".join(render("class.times", {"words": words, "count": n})
                                for words, n in row["wrong"].most_common(COMMON))]
                     for row in exercises(learners)])
    lines += ["", "### " + render("class.per_learner"), ""]
    header = [render("class.learner"), render("class.solved"), render("class.first_try"), render("class.time")]
    lines += _table(header,
                    [[row["learner"],
                      render("class.share", {"part": row["solved"], "count": row["tried"]}),
                      render("class.share", {"part": row["first_try"], "count": row["tried"]}),
                      render("class.seconds", {"seconds": row["seconds"]})]
                     for row in per_learner(learners)])
    return "\n".join(lines)
