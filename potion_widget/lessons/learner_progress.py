"""The learner's progress file: each exercise's result, in a small JSON file beside the lessons.

A folder of lessons written for a learner (``potion-widget lessons``) holds ``potion-progress.json``;
while it is there, every exercise run in that folder records in it what the learner did:

- ``tries``: the moves or answers judged (a move the game refused is not a try: it changed nothing);
- ``solved`` and ``first_try_right``;
- ``seconds``: from the exercise's board appearing to its first right answer;
- ``wrong``: each wrong move or answer in words, as the learner was told it.

Nothing is sent anywhere: the learner hands the file in (or the teacher collects the folders), and
``potion-widget class`` makes the class's table from such files. The learner's name is only what
was typed (``potion-widget lessons --name``, ``potion_widget.progress(name=...)``); without a
file in the folder nothing is recorded (the authors' notebooks, a test run).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

from ..i18n.messages import render

FILE = "potion-progress.json"
KIND = "potion-widget progress"
"""The file's ``kind``: how a teacher's folder of files tells a progress file from others."""


_paused = [False]


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """Within the block nothing is recorded: the teacher's edition answers the exercises
    itself, and those answers are nobody's tries."""
    before, _paused[0] = _paused[0], True
    try:
        yield
    finally:
        _paused[0] = before


def path(folder=None) -> Path:
    """The progress file of ``folder`` (by default the working folder: a notebook's own, in
    Jupyter)."""
    return Path(folder if folder is not None else Path.cwd()) / FILE


def start(folder=None, name: str | None = None) -> Path:
    """Makes the progress file of ``folder`` if it is missing, so exercises record there; a
    ``name`` given becomes the learner's name (an existing file keeps its results)."""
    target = path(folder)
    data = load(target) if target.exists() else {"kind": KIND, "version": 1, "learner": "",
                                                 "exercises": {}}
    if name is not None:
        data["learner"] = name.strip()
    _write(target, data)
    return target


def load(file) -> dict:
    """A progress file's contents; ``ValueError`` for a file that is not one."""
    try:
        data = json.loads(Path(file).read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{file} is not a progress file: {error}") from None
    if not isinstance(data, dict) or data.get("kind") != KIND or not isinstance(data.get("exercises"), dict):
        raise ValueError(f"{file} is not a progress file (no \"kind\": \"{KIND}\")")
    return data


def lesson_name() -> str:
    """The notebook the kernel runs, as its lesson's name (``01_explosions``): JupyterLab and
    Notebook tell a kernel its notebook's path in ``JPY_SESSION_NAME``; "" elsewhere."""
    return Path(os.environ.get("JPY_SESSION_NAME", "")).stem


def record(key: str, title: str, *, right: bool, words: str, seconds: float,
           solved: bool | None = None, folder=None) -> dict | None:
    """Adds one try at the exercise ``key`` (its question ``title`` in words) to the progress
    file of ``folder``, and returns the exercise's entry; None (nothing written) when the
    folder has no progress file. ``solved`` (by default ``right``) is whether this try solves
    the exercise: a guided turn's right step does not until its last."""
    if _paused[0]:
        return None
    try:
        return _add_try(path(folder), key, title, right=right, words=words, seconds=seconds, solved=solved)
    except OSError:
        # a folder the kernel cannot read or write (the lesson site's drive without its
        # service worker): the exercise goes on, unrecorded
        return None


def _add_try(target: Path, key: str, title: str, *, right: bool, words: str, seconds: float,
             solved: bool | None) -> dict | None:
    if not target.exists():
        return None
    data = load(target)
    entry = data["exercises"].setdefault(key, {"title": title, "lesson": lesson_name(), "tries": 0,
                                               "solved": False, "first_try_right": None,
                                               "seconds": None, "wrong": []})
    entry["tries"] += 1
    if entry["first_try_right"] is None:
        entry["first_try_right"] = right
    if (right if solved is None else solved) and not entry["solved"]:
        entry["solved"], entry["seconds"] = True, round(seconds, 1)
    if not right:
        entry["wrong"].append(words)
    _write(target, data)
    return entry


def _write(target: Path, data: dict) -> None:
    # written whole then moved into place: a kernel stopped mid-write leaves the old file
    scratch = target.with_name(target.name + ".part")
    scratch.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    scratch.replace(target)


class Summary:
    """A learner's own summary of a progress file, in the language spoken now: shown as text in
    a notebook cell (``potion_widget.progress()``)."""

    def __init__(self, file: Path, data: dict | None):
        self.file, self.data = file, data

    def lines(self) -> list[str]:
        if self.data is None or not self.data["exercises"]:
            return [render("progress.none", {"file": self.file.name})]
        entries = list(self.data["exercises"].values())
        lines = []
        if self.data.get("learner"):
            lines.append(render("progress.learner", {"learner": self.data["learner"]}))
        lines += [render("progress.tried", {"count": len(entries)}),
                  render("progress.solved", {"count": sum(e["solved"] for e in entries)}),
                  render("progress.first_try", {"count": sum(bool(e["first_try_right"]) for e in entries)})]
        for entry in entries:
            state = ("first_try" if entry["first_try_right"] else "solved") if entry["solved"] else "open"
            lines.append(render("progress.line", {"title": entry["title"],
                                                  "state": render(f"progress.state.{state}"),
                                                  "tries": entry["tries"]}))
            if entry["wrong"]:
                lines.append(render("progress.wrong", {"moves": "; ".join(entry["wrong"])}))
        return lines

    def __repr__(self) -> str:
        return "\n".join(self.lines())


def summary(folder=None, name: str | None = None) -> Summary:
    """The learner's summary of ``folder``'s progress file; with ``name``, the file is made
    (if missing) and carries that name from now on."""
    if name is not None:
        start(folder, name)
    target = path(folder)
    return Summary(target, load(target) if target.exists() else None)
