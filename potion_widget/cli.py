"""The command line, ``potion-widget`` (or ``python -m potion_widget``).

For learners and teachers:

- ``potion-widget lessons [FOLDER] [--language es]`` writes the lessons of one language into a
  folder the learner owns (``tutorial.write_lessons``: a lesson already there is kept);
- ``potion-widget lab [FOLDER] [--language es]`` does the same, then opens the first lesson in
  JupyterLab there (JupyterLab is the ``lab`` extra: ``pip install "potion-widget[lab]"``);
- the lessons' folder gets a progress file (``learner_progress``) that the exercises record in;
  ``potion-widget class FOLDER`` turns a folder of such files into the class's table;
- ``potion-widget teacher LESSON.ipynb ...`` writes each lesson's answer key and printable
  handout (``classroom.teacher``);
- ``potion-widget export LESSON.ipynb [--to html|pdf]`` runs a lesson and writes it as a page
  (or a PDF) showing every board as its still picture, offline (``classroom.export``).

For the engine's users: ``potion-widget replay STATE.json ACTIONS.json`` replays the actions
on the state (or, given one file, the record ``{"game", "state", "actions"}`` a board's timeline
saves: ``potion-widget replay RECORD.json``) and prints the final state as JSON (exit 0),
replayed by the engine of the game the record names (``"potion"``, ``"sugar"``: a key of the
games' registry; a record that names none, and a state file with an actions file, are Potion
Explosion's). At the first
refused action it prints ``{"refused": {"index", "rule", "message"}, "state": ...}`` with the
state before that action and exits 2. A state file that is not a valid state exits 1 and names
the bad field. ``potion-widget review RECORD.json`` judges each decision of a saved Potion
Explosion game against the searching player (``games.potion.review``) and prints it in words
(``--json``: as data), with the same exit codes. ``potion-widget puzzles --count N --seed S
--out FILE.json`` mines puzzles from the Master's games against itself (``games.potion.puzzles``;
``--ask`` a decision, ``--per-ask N``/``--per-theme N`` at most N of each) and says how many a minute it found.
``potion-widget demo`` prints a short seeded demo game.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from .classroom import class_table, teacher
from .core.errors import RuleError, StateError
from .games import GAMES, kit
from .games.potion.engine import Game
from .games.potion import puzzles
from .games.potion.review import DEFAULT_SAMPLES, review
from .board.files import write_atomically
from .i18n.messages import LANGUAGES, render, set_language
from .lessons import learner_progress
from .lessons.scenarios import read_json as _load
from .lessons.tutorial import write_lessons

FIRST_LESSON = "00_the_game.ipynb"
LAB_MISSING = ('JupyterLab is not installed in this Python: install it with '
               '`pip install "potion-widget[lab]"` (or `pip install jupyterlab`), then run this again.')
"""The one sentence ``lab`` says when JupyterLab is missing (it is an extra, not a dependency:
the boards also run in Notebook 7, VS Code and the lesson site without it)."""


def replay(state_path: str, actions_path: str | None = None) -> int:
    try:
        loaded = _load(state_path)
        named = None
        if actions_path is None:
            named, loaded, actions = _record(loaded)
        game = kit(named or "potion").game.from_state(loaded)
    except StateError as error:
        print(json.dumps({"error": str(error), "field": error.field}))
        return 1
    except (OSError, ValueError) as error:       # ValueError: not UTF-8 JSON (read_json)
        print(json.dumps({"error": f"cannot read the state file: {error}"}))
        return 1
    try:
        if actions_path is not None:
            actions = _load(actions_path)
    except (OSError, ValueError) as error:
        print(json.dumps({"error": f"cannot read the actions file: {error}"}))
        return 1
    if not isinstance(actions, list):
        print(json.dumps({"error": "the actions file must hold a JSON list of actions"}))
        return 1
    for index, action in enumerate(actions):
        try:
            game.apply(action)
        except RuleError as error:
            print(json.dumps({"refused": {"index": index, "rule": error.rule,
                                          "message": str(error)},
                              "state": game.to_state()}))
            return 2
    print(json.dumps(game.to_state()))
    return 0


def review_record(path: str, samples: int, seed: int, as_json: bool, language: str,
                  you: list[int] | None = None) -> int:
    """Prints the review of the saved game ``path`` (exit 0), or why it cannot be reviewed:
    a file that is no valid record exits 1, a refused action exits 2."""
    try:
        named, state, actions = _record(_load(path))
        record = {"game": named or "potion", "state": state, "actions": actions}
        judged = review(record, samples=samples, seed=seed, you=you, language=language)
    except StateError as error:
        print(json.dumps({"error": str(error), "field": error.field}))
        return 1
    except RuleError as error:
        print(render("review.refused", {"index": getattr(error, "index", "?"),
                                        "message": error.message}, language))
        return 2
    except (OSError, ValueError) as error:
        print(json.dumps({"error": f"cannot review this file: {error}"}))
        return 1
    print(json.dumps(judged.to_dict(), ensure_ascii=False) if as_json else judged.table())
    return 0


def write_puzzles(count: int, seed: int, out: str, strength: int, asks=None, per_ask=None,
                  per_theme=None) -> int:
    """Mines ``count`` puzzles (asking ``asks``, at most ``per_ask`` of each and ``per_theme``
    of each theme) and writes them to ``out`` (whole or not at all); exit 0, or 1 when the
    file cannot be written (nothing is left half written)."""
    start = time.perf_counter()
    found = puzzles.mine(count, seed, strength=strength, asks=tuple(asks or puzzles.ASKS),
                         per_ask=per_ask, per_theme=per_theme)
    minutes = (time.perf_counter() - start) / 60
    try:
        write_atomically(Path(out), (json.dumps(found, ensure_ascii=False) + "\n").encode("utf-8"))
    except OSError as error:
        print(json.dumps({"error": f"cannot write the puzzles: {error}"}))
        return 1
    tally = Counter(p["theme"] for p in found["puzzles"])
    themes = ", ".join(f"{theme} {n}" for theme, n in sorted(tally.items())) or "-"
    rate = len(found["puzzles"]) / minutes if minutes > 0 else 0.0
    print(f"{len(found['puzzles'])} puzzles written to {out} (themes: {themes}); "
          f"mined in {minutes * 60:.1f} s, {rate:.1f} a minute")
    return 0


def _record(data) -> tuple:
    """The game named, the state and the actions of a record file (``ValueError`` saying
    what is missing or wrong)."""
    if not isinstance(data, dict) or "state" not in data or "actions" not in data:
        raise ValueError("a single file must be a record with \"state\" and \"actions\" "
                         "(or give the actions file too)")
    named = data.get("game")
    if named is not None and named not in GAMES:
        raise ValueError(f"the record names no game this package plays: \"game\" must be "
                         f"one of {', '.join(GAMES)}")
    return named, data["state"], data["actions"]


def demo(seed: int) -> int:
    """Plays the draft and a few turns of a seeded game, printing each step's story."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    while game.phase == "draft":
        _say(game.apply(game.legal_actions()[0]))
    for _ in range(4):
        best = max(game.pick_previews(), key=lambda p: (p["count"], -p["track"], -p["pos"]))
        _say(game.apply({"type": "pick", "track": best["track"], "pos": best["pos"]}))
        while any(a["type"] == "place" for a in game.legal_actions()):
            _say(game.apply(next(a for a in game.legal_actions() if a["type"] == "place")))
        _say(game.apply(dict(game.legal_choices({"type": "end_turn"})[0], type="end_turn")))
    print()
    print(game)
    return 0


def _say(events) -> None:
    for event in events:
        print(event["text"])


def lessons(folder: str, language: str, name: str | None = None) -> int:
    """Writes the lessons of ``language`` into ``folder``, with the progress file their
    exercises record in (named ``name`` when given), and says what it did."""
    done = write_lessons(folder, language)
    learner_progress.start(folder, name)
    print(f"{len(done['written'])} lessons written to {folder}, "
          f"{len(done['kept'])} already there kept as they are")
    return 0


def lab(folder: str, language: str, name: str | None = None) -> int:
    """Writes the lessons into ``folder`` (keeping the learner's) and opens the first one in
    JupyterLab there; returns JupyterLab's exit status, or 1 with one sentence when it is not
    installed."""
    if importlib.util.find_spec("jupyterlab") is None:
        print(LAB_MISSING, file=sys.stderr)
        return 1
    lessons(folder, language, name)
    command = [sys.executable, "-m", "jupyterlab", FIRST_LESSON]
    if hasattr(os, "getuid") and os.getuid() == 0:     # JupyterLab refuses root unless told
        command.append("--allow-root")
    return subprocess.call(command, cwd=Path(folder))


def export(lesson: str, to: str, out: str | None) -> int:
    """Runs ``lesson`` and writes it as a page or a PDF with every board's still picture."""
    # nbconvert comes with the lab extra: the other commands must work without it
    from .classroom import export as exporting
    try:
        written, boards, pictures = exporting.export(lesson, to, out)
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"{written}: {boards} boards, {pictures} still pictures")
    return 0


def class_progress(folder: str, language: str) -> int:
    """Prints the class's table made from the progress files in ``folder``."""
    set_language(language)
    print(class_table.render_table(folder))
    return 0


def teachers_edition(lessons: list[str], out: str | None) -> int:
    """Writes each lesson's answer key and handout, and says where."""
    for lesson in lessons:
        key, sheet = teacher.write(lesson, out)
        print(f"{key}\n{sheet}")
    return 0


def default_folder(language: str) -> str:
    """Where the lessons go when no folder is named: ``my-lessons/<language>``, as ``make
    tutorial`` writes them."""
    return str(Path("my-lessons") / language)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="potion-widget",
                                     description="Learn Potion Explosion in Jupyter: the lessons, "
                                                 "and the rules engine's tools.")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, words in (("lessons", "write the lessons into a folder you own"),
                        ("lab", "write the lessons, then open them in JupyterLab")):
        command = commands.add_parser(name, help=words)
        command.add_argument("folder", nargs="?",
                             help="the lessons' folder (made if missing; default my-lessons/LANGUAGE)")
        command.add_argument("--language", default="en", choices=list(LANGUAGES))
        command.add_argument("--name", help="the learner's name, as the progress file records it")
    table = commands.add_parser("class", help="the class's table from a folder of progress files")
    table.add_argument("folder", help="a folder holding the learners' progress files")
    table.add_argument("--language", default="en", choices=list(LANGUAGES))
    exporting = commands.add_parser("export", help="a lesson as a page or PDF showing every board's picture")
    exporting.add_argument("lesson", help="the lesson notebook (.ipynb)")
    exporting.add_argument("--to", default="html", choices=["html", "pdf"])
    exporting.add_argument("-o", "--output", help="the file to write (default: beside the lesson)")
    edition = commands.add_parser("teacher", help="each lesson's answer key and printable handout")
    edition.add_argument("lessons", nargs="+", help="lesson notebooks (.ipynb)")
    edition.add_argument("-o", "--output", help="the folder to write into (default: beside each lesson)")
    run = commands.add_parser("replay", help="replay actions on a state, print the final state")
    run.add_argument("state", help="a state's JSON file (either game's), or a record a board saved")
    run.add_argument("actions", nargs="?",
                     help="a JSON list of actions; leave it out when STATE is a saved record")
    judging = commands.add_parser("review", help="judge each decision of a saved game against the searching player")
    judging.add_argument("record", help="a record a board's timeline saved ({\"game\", \"state\", \"actions\"})")
    judging.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                         help="sampled worlds behind each decision (more: surer, slower)")
    judging.add_argument("--seed", type=int, default=0)
    judging.add_argument("--json", action="store_true", help="print the review as JSON data")
    judging.add_argument("--you", type=int, action="append", metavar="SEAT",
                         help="a seat (0 is the first player) to speak to as \"you\"; others are named")
    judging.add_argument("--language", default="en", choices=list(LANGUAGES))
    mining = commands.add_parser("puzzles", help="mine puzzles with one clearly best decision from the Master's games")
    mining.add_argument("--count", type=int, default=10)
    mining.add_argument("--seed", type=int, default=0)
    mining.add_argument("--strength", type=int, default=2, help="the Master's worlds a decision in the games mined")
    mining.add_argument("--out", required=True, help="the puzzle file to write (JSON)")
    mining.add_argument("--ask", action="append", choices=list(puzzles.ASKS),
                        help="a decision to ask (pick, drink, help, end_turn); all by default")
    mining.add_argument("--per-ask", type=int, help="at most this many puzzles asking each decision")
    mining.add_argument("--per-theme", type=int, help="at most this many puzzles of each theme")
    show = commands.add_parser("demo", help="print a short seeded demo game")
    show.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command in ("lessons", "lab"):
        folder = args.folder or default_folder(args.language)
        return (lessons if args.command == "lessons" else lab)(folder, args.language, args.name)
    if args.command == "class":
        return class_progress(args.folder, args.language)
    if args.command == "teacher":
        return teachers_edition(args.lessons, args.output)
    if args.command == "export":
        return export(args.lesson, args.to, args.output)
    if args.command == "replay":
        return replay(args.state, args.actions)
    if args.command == "puzzles":
        return write_puzzles(args.count, args.seed, args.out, args.strength, args.ask, args.per_ask,
                             args.per_theme)
    if args.command == "review":
        return review_record(args.record, args.samples, args.seed, args.json, args.language, args.you)
    return demo(args.seed)


if __name__ == "__main__":
    sys.exit(main())
