"""The teacher's edition of a lesson: its answer key and a printable handout.

The lesson's exercises are the ones its notebook makes: its code cells run here, in order, as a
kernel would run them (without a kernel: each board is made but nothing is drawn), and every
exercise a cell shows is kept. From each, in the lesson's language:

- the answer key, written from the engine: a do-the-move exercise's right moves (all of them,
  the engine's judgement of the start position) in words, what each does and why, and the
  rules its events cite; a prediction's answer, played on the exercise's own board, with what happened
  step by step; a guided turn's steps;
- the handout: the exercises numbered, each with its question and the still picture of its
  position, on one page to print.
"""

from __future__ import annotations

import ast
import contextlib
import html
import io
import json
from pathlib import Path

from ..i18n.messages import get_language, render, set_language, speaking
from ..lessons import learner_progress
from ..lessons.exercises import Do, GuidedTurn, Predict, _Exercise


def _cells(notebook: dict) -> list[tuple[str, str]]:
    return [(c["cell_type"], "".join(c["source"]) if isinstance(c["source"], list) else c["source"])
            for c in notebook["cells"]]


def title(notebook: dict) -> str:
    """The lesson's title: its first heading."""
    for kind, source in _cells(notebook):
        if kind == "markdown":
            for line in source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return ""


def exercises(path) -> tuple[str, list[_Exercise]]:
    """The language of the lesson at ``path`` and the exercises it shows, in order: its code
    cells run in one namespace (each cell's last expression is what the cell shows); what the
    cells print is not kept, and the language the lesson sets is set back afterwards."""
    notebook = json.loads(Path(path).read_text(encoding="utf-8"))
    namespace: dict = {"__name__": "__lesson__"}
    found: list[_Exercise] = []
    before = get_language()
    try:
        with contextlib.redirect_stdout(io.StringIO()), learner_progress.paused():
            _run(notebook, namespace, found, str(path))
        return get_language(), found
    finally:
        set_language(before)


def _run(notebook: dict, namespace: dict, found: list, name: str) -> None:
    """Runs the notebook's code cells in ``namespace``, adding each exercise a cell shows to
    ``found``."""
    for kind, source in _cells(notebook):
        if kind != "code":
            continue
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, name, "exec"), namespace)  # noqa: S102 - the lesson's own code
        if last is not None:
            shown = eval(compile(ast.Expression(last.value), name, "eval"), namespace)  # noqa: S307
            if isinstance(shown, _Exercise) and shown not in found:
                found.append(shown)


def rules_cited(events: list[dict]) -> list[str]:
    """The rules a move's events cite, each once, in the order they acted."""
    return list(dict.fromkeys(e["rule"] for e in events if e.get("rule")))


def question(exercise: _Exercise) -> str:
    """What the exercise asks, in words."""
    if isinstance(exercise, Predict):
        return f"{exercise.question} {render('lesson.the_move', {'move': exercise.move})}"
    if isinstance(exercise, Do):
        return exercise.prompt
    return render("teacher.guided")


def answers(exercise: _Exercise) -> list[str]:
    """The exercise's answer in words, from the engine (see the module's docstring). A
    prediction is answered on its own board, which then shows the move made."""
    if isinstance(exercise, Do):
        start = exercise._start_game
        lines = [render("teacher.right_moves")]
        for judged in exercise.solution.right:
            events = start.clone().apply(judged.action)
            lines.append("- " + render("teacher.move_line", {
                "move": exercise._describe(judged.action, start),
                "did": exercise.goal.text("did", **judged.facts),
                "why": exercise.goal.text("why", **judged.facts),
                "rules": render("teacher.rule_separator").join(rules_cited(events))}))
        return lines
    if isinstance(exercise, Predict):
        exercise.answer(exercise.options[0])
        truth = exercise._show_value(exercise.truth)
        lines = [render("teacher.answer", {"value": truth})]
        exercise.answer(exercise.truth)              # the verdict of the right answer tells why
        lines += exercise.feedback.splitlines()[1:]
        exercise.reset()
        return lines
    assert isinstance(exercise, GuidedTurn)
    return [render("teacher.steps")] + [f"{n}. {step['say']}" for n, step in enumerate(exercise.steps, 1)]


def answer_key(path) -> str:
    """The lesson's answer key, as Markdown, in the lesson's language."""
    notebook = json.loads(Path(path).read_text(encoding="utf-8"))
    language, found = exercises(path)
    with speaking(language), learner_progress.paused():     # the key's answers are nobody's tries
        lines = ["# " + render("teacher.key_title", {"lesson": title(notebook)}), ""]
        for number, exercise in enumerate(found, 1):
            lines += [f"## {render('teacher.exercise', {'n': number})}", "", question(exercise), "",
                      *answers(exercise), ""]
    return "\n".join(lines)


def handout(path) -> str:
    """The lesson's exercises numbered, each with its question and the still picture of its
    position, as one HTML page to print, in the lesson's language (the pictures inline:
    nothing is fetched)."""
    notebook = json.loads(Path(path).read_text(encoding="utf-8"))
    language, found = exercises(path)
    with speaking(language):
        heading = render("teacher.handout_title", {"lesson": title(notebook)})
        parts = [f"<!DOCTYPE html><html lang=\"{language}\"><head><meta charset=\"utf-8\">"
                 f"<title>{html.escape(heading)}</title><style>"
                 "body{font-family:sans-serif;max-width:48em;margin:auto}"
                 "section{break-inside:avoid;margin:1.5em 0}"
                 "section svg{max-width:100%;height:auto}</style></head><body>",
                 f"<h1>{html.escape(heading)}</h1>",
                 f"<p>{html.escape(render('teacher.name_line'))}</p>"]
        for number, exercise in enumerate(found, 1):
            picture = exercise._picture(exercise._start_game) or ""
            parts.append(f"<section class=\"exercise\"><h2>{html.escape(render('teacher.exercise', {'n': number}))}"
                         f"</h2><p>{html.escape(question(exercise))}</p>{picture}</section>")
        parts.append("</body></html>")
    return "\n".join(parts)


def write(path, out=None) -> tuple[Path, Path]:
    """Writes the lesson's answer key (``NN_name-key.md``) and handout (``NN_name-handout.html``)
    into ``out`` (by default beside the lesson); returns both paths."""
    path = Path(path)
    folder = Path(out) if out is not None else path.parent
    folder.mkdir(parents=True, exist_ok=True)
    key = folder / f"{path.stem}-key.md"
    sheet = folder / f"{path.stem}-handout.html"
    key.write_text(answer_key(path) + "\n", encoding="utf-8")
    sheet.write_text(handout(path) + "\n", encoding="utf-8")
    return key, sheet
