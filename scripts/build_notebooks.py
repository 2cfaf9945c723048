"""Keeps the tutorial notebooks in step with their sources.

Each lesson is written as MyST Markdown (``notebooks/NN_name.md``), the text a teacher edits;
jupytext pairs it with ``notebooks/NN_name.ipynb`` (``notebooks/jupytext.toml``), so a lesson
opened and edited in Jupyter saves to both. The committed notebooks carry no outputs. A code
cell that sets up an exercise is folded (``folds``): the option is written into the source
(``with_folds``), so the notebook jupytext serves from the text is folded too.

An outcome the prose states is written as its value followed by the scenario claim it comes
from, ``4<!--collisions/same-colours.takes-->``: the learner reads "4", the comment is invisible,
and the tests replay every claim against the engine. This script fills each such value from the
claims, so prose can never drift from the rules.

It also writes ``docs/notebook_rules.md``, which lesson cites which rule and how many exercises
of each kind each lesson has, read from the lessons themselves, and the English catalog of the
scenarios' words (``potion_widget/data/messages/en/scenarios.json``: titles, purposes and
questions, which the lessons show in the learner's language).

Translated lessons live in one folder per language, ``notebooks/<lang>/NN_name.md`` (see
docs/translating.md); they are filled and paired the same way, with the same claims.

Usage: ``python scripts/build_notebooks.py`` fills the values in the sources and writes the
notebooks and the table; ``--check`` changes nothing and exits 1 naming what is out of date.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SCENARIOS = ROOT / "potion_widget" / "games" / "potion" / "data" / "scenarios"
SUGAR_SCENARIOS = ROOT / "potion_widget" / "games" / "sugar" / "data" / "scenarios"
RULES_TABLE = ROOT / "docs" / "notebook_rules.md"
SCENARIO_MESSAGES = ROOT / "potion_widget" / "data" / "messages" / "en" / "scenarios.json"
SUGAR_SCENARIO_MESSAGES = ROOT / "potion_widget" / "data" / "messages" / "en" / "sugar_scenarios.json"

EXERCISES = {"Do": "do the move", "GuidedTurn": "guided turn", "Predict": "predict"}
"""The exercise kinds, by the class a lesson's code cell calls."""
RULE_ID = re.compile(r"\b([CDSTIPEF]\d{1,2})\b")
SUGAR_RULE_ID = re.compile(r"\b([GWNBRO]\d{1,2})\b")
"""Sugar Blast's rule IDs (docs/SUGAR_BLAST.md): letters Potion Explosion's rules never use."""

CLAIM_REF = re.compile(
    r"(?P<value>[^\s<>*]+)<!--(?P<scenario>[a-z0-9-]+)/(?P<claim>[a-z0-9-]+)\.(?P<measure>[a-z_]+)-->")
"""A stated outcome: its value, then the claim it comes from in an HTML comment."""

CLAIM_CALL = re.compile(r"Predict\(\"([a-z0-9-]+)\", \"([a-z0-9-]+)\"")
"""A predict-then-reveal exercise on a scenario claim."""

HAND_WRITTEN_OUTCOME = re.compile(
    r"(?<![\w{>;])-?\d+\s+(marbles?|steps?|points?|tokens?|potions?|explosions?)\b")
"""An outcome-like number written by hand in prose; the tests forbid it (tie it to a claim)."""

def list_join(language: str) -> str:
    """How a list value (scores) is written in ``language``: the catalog's "a and b"
    (``narr.list.and``) with non-breaking spaces, so it reads "24 and 18" ("24 en 18", "24と18")
    and stays one token in the source."""
    sys.path.insert(0, str(ROOT))
    from potion_widget.i18n.messages import render
    return render("narr.list.and", {"head": "\0", "item": "\0"}, language) \
        .split("\0")[1].replace(" ", "&nbsp;")


def language_of(name: str) -> str:
    """The language of a lesson: ``"nl/01_explosions"`` is Dutch, ``"01_explosions"`` English."""
    return name.split("/")[0] if "/" in name else "en"


def lesson_names() -> list[str]:
    """The English lessons in order: every ``NN_name.md`` in ``notebooks/``."""
    return sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.md"))


def languages() -> list[str]:
    """The languages with a lesson folder, ``notebooks/<lang>/`` (English is ``notebooks/``)."""
    return sorted(p.name for p in NOTEBOOKS.iterdir()
                  if p.is_dir() and re.fullmatch(r"[a-z]{2}", p.name))


def translated_names(language: str) -> list[str]:
    """The lessons of ``language`` in order, as ``"<lang>/NN_name"``."""
    return sorted(f"{language}/{p.stem}" for p in (NOTEBOOKS / language).glob("[0-9][0-9]_*.md"))


def all_names() -> list[str]:
    """Every lesson: the English ones, then each language's (``"es/01_explosions"``)."""
    return lesson_names() + [n for lang in languages() for n in translated_names(lang)]


def load_claims() -> dict[tuple[str, str], dict]:
    """Every scenario claim of both games' libraries, by (scenario, claim id)."""
    claims = {}
    for path in sorted(SCENARIOS.glob("*.json")) + sorted(SUGAR_SCENARIOS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for entry in data["claims"]:
            claims[(data["name"], entry["id"])] = entry
    return claims


def format_value(value, language: str = "en") -> str:
    if isinstance(value, list):
        return list_join(language).join(str(v) for v in value)
    return str(value)


def fill(text: str, claims: dict, language: str = "en") -> str:
    """``text`` with every stated outcome set to its claim's value, lists joined in
    ``language`` (a ``KeyError`` names a claim or measure that does not exist)."""
    def value(match: re.Match) -> str:
        key = (match["scenario"], match["claim"])
        if key not in claims:
            raise KeyError(f"no claim {key[0]}/{key[1]}")
        if match["measure"] not in claims[key]:
            raise KeyError(f"claim {key[0]}/{key[1]} states no {match['measure']}")
        ref = match.group(0)[len(match["value"]):]
        return format_value(claims[key][match["measure"]], language) + ref
    return CLAIM_REF.sub(value, text)


def read_source(name: str):
    """The lesson's MyST source as a notebook node (jupytext)."""
    import jupytext   # slow to import: only when reading a lesson
    return jupytext.read(NOTEBOOKS / f"{name}.md", fmt="md:myst")


EXERCISE_CALL = re.compile(r"\b(?:" + "|".join(EXERCISES) + r")\(")
"""A call that builds an exercise: its arguments name the claim or goal, the answer's key."""

CODE_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(?P<body>.*?)^```$", re.M | re.S)
"""A MyST code cell: its fence line, then its options (a YAML block between ``---`` lines, the
form jupytext writes) and its code."""

FOLD_OPTION = "jupyter:\n  source_hidden: true\n"
"""The cell metadata that folds a code cell's input in Jupyter, as a MyST code-cell option."""


def folds(code: str) -> bool:
    """Whether a code cell's input is folded in the notebook: one that builds an exercise (its
    claim or goal names the answer: ``"no-pick-needed"``, ``"empties_track(2)"``) or spells out
    positions or moves as data (it holds a dict) sets up an exercise, and showing it would give
    the answer away; the learner reads the exercise, and a teacher unfolds the code with a
    click."""
    return "{" in code or EXERCISE_CALL.search(code) is not None


def with_folds(text: str) -> str:
    """A lesson's MyST ``text`` with the folding option on every code cell that :func:`folds`.

    The option lives in the source, so a notebook served from the text through jupytext (as
    JupyterLab does with the pairing) is folded as the committed ``.ipynb`` is."""
    def cell(match: re.Match) -> str:
        body = match["body"]
        options, code = "", body
        if body.startswith("---\n"):
            end = body.index("---\n", 4) + 4
            options, code = body[:end], body[end:]
        if not folds(code) or "source_hidden" in options:
            return match.group(0)
        options = options[:4] + FOLD_OPTION + options[4:] if options else f"---\n{FOLD_OPTION}---\n"
        fence = match.group(0)[:match.start("body") - match.start()]
        return fence + options + code + "```"
    return CODE_CELL.sub(cell, text)


def notebook_text(name: str) -> str:
    """The ``.ipynb`` text for a lesson: its source's cells, no outputs, ids from the lesson's
    number and the cell's place (so a rebuild changes nothing that did not change)."""
    import nbformat
    source = read_source(name)
    cells = []
    for i, cell in enumerate(source.cells):
        # the cell's metadata is the source's (the folding option, see with_folds)
        common = {"id": f"{pathlib.PurePosixPath(name).name[:2]}-{i:02d}",
                  "metadata": dict(cell.metadata), "source": cell.source}
        if cell.cell_type == "code":
            cells.append({"cell_type": "code", "execution_count": None, "outputs": [], **common})
        else:
            cells.append({"cell_type": cell.cell_type, **common})
    notebook = {
        "cells": cells,
        "metadata": {
            "jupytext": {"formats": "ipynb,md:myst"},
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4, "nbformat_minor": 5,
    }
    node = nbformat.from_dict(notebook)
    nbformat.validate(node)
    return nbformat.writes(node) + "\n"


def lesson_facts(name: str) -> dict:
    """A lesson's title, the rule IDs it cites (Potion Explosion's, then Sugar Blast's), and
    its exercises counted by kind."""
    cells = read_source(name).cells
    title = next(c.source.splitlines()[0].lstrip("# ") for c in cells if c.cell_type == "markdown")
    code = "\n".join(c.source for c in cells if c.cell_type == "code")
    text = "\n".join(c.source for c in cells)
    return {"title": title, "rules": set(RULE_ID.findall(text)),
            "sugar_rules": set(SUGAR_RULE_ID.findall(text)),
            "exercises": {kind: len(re.findall(rf"\b{kind}\(", code)) for kind in EXERCISES}}


def rules_table(names: list[str]) -> str:
    """``docs/notebook_rules.md``: every rule, the lessons that cite it, and each lesson's
    exercises by kind."""
    facts = {name: lesson_facts(name) for name in names}
    from potion_widget.i18n.rule_texts import rule_texts, sugar_rule_texts    # the rules files' words, lines joined
    rules = rule_texts().items()
    lines = [
        "# Which lesson teaches which rule",
        "",
        "Written by `scripts/build_notebooks.py` from the lessons themselves (`make notebooks`);",
        "a test fails when it is out of date. A lesson cites a rule by its ID where it teaches it.",
        "",
        "## The lessons and their exercises",
        "",
        "| lesson | " + " | ".join(EXERCISES.values()) + " | rules cited |",
        "| --- | " + " | ".join("---" for _ in EXERCISES) + " | --- |",
    ]
    for name, fact in facts.items():
        counts = " | ".join(str(fact["exercises"][kind]) for kind in EXERCISES)
        cited = ", ".join(sorted(fact["rules"], key=lambda r: (r[0], int(r[1:])))
                          + _in_rules_order(fact["sugar_rules"]))
        lines.append(f"| `{name}` {fact['title']} | {counts} | {cited} |")
    total = {kind: sum(f["exercises"][kind] for f in facts.values()) for kind in EXERCISES}
    lines.append("| all | " + " | ".join(str(total[kind]) for kind in EXERCISES) + " | |")
    lines += ["", "## Each rule and the lessons that cite it", "", "| ID | rule | lessons |",
              "| --- | --- | --- |"]
    lines += _rule_rows(rules, facts, "rules")
    lines += ["", "## Each Sugar Blast rule and the lessons that cite it", "",
              "The rules of Sugar Blast are in `docs/SUGAR_BLAST.md`.", "",
              "| ID | rule | lessons |", "| --- | --- | --- |"]
    lines += _rule_rows(sugar_rule_texts().items(), facts, "sugar_rules")
    return "\n".join(lines) + "\n"


def _in_rules_order(cited: set[str]) -> list[str]:
    order = {"G": 0, "W": 1, "N": 2, "B": 3, "R": 4, "O": 5}
    return sorted(cited, key=lambda r: (order[r[0]], int(r[1:])))


def _rule_rows(rules, facts: dict, field: str) -> list[str]:
    """One table row per rule: its first sentence and the lessons citing it."""
    rows = []
    for rule, text in rules:
        first = text.removeprefix("Decision: ").split(". ")[0].rstrip(".")
        first = first if len(first) <= 90 else first[:87].rsplit(" ", 1)[0] + "..."
        where = ", ".join(n[:2] for n, f in facts.items() if rule in f[field]) or "none"
        rows.append(f"| {rule} | {first} | {where} |")
    return rows


def scenario_messages(library: str = "lessons.scenarios") -> str:
    """The English catalog of the packaged scenarios' words (of ``potion_widget.<library>``),
    as its JSON file's text."""
    sys.path.insert(0, str(ROOT))
    import importlib
    entries = importlib.import_module(f"potion_widget.{library}").catalog_entries()
    return json.dumps(entries, ensure_ascii=False, indent=2) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    claims = load_claims()
    stale = []
    for name in all_names():
        md_path = NOTEBOOKS / f"{name}.md"
        text = md_path.read_text(encoding="utf-8")
        filled = fill(text, claims, language_of(name))
        if check and filled != text:
            stale.append(f"{name}.md (a stated outcome differs from its claim)")
        elif check and with_folds(text) != text:
            stale.append(f"{name}.md (an exercise's set-up code is not folded)")
        filled = with_folds(filled)
        if not check and filled != text:
            md_path.write_text(filled, encoding="utf-8")
        nb_path = NOTEBOOKS / f"{name}.ipynb"
        built = notebook_text(name)
        if check:
            if not nb_path.exists() or nb_path.read_text(encoding="utf-8") != built:
                stale.append(f"{name}.ipynb")
        else:
            nb_path.write_text(built, encoding="utf-8")
    generated = {RULES_TABLE: rules_table(lesson_names()),
                 SCENARIO_MESSAGES: scenario_messages(),
                 SUGAR_SCENARIO_MESSAGES: scenario_messages("games.sugar.scenarios")}
    for path, text in generated.items():
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date (run python scripts/build_notebooks.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
