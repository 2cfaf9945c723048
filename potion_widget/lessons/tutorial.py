"""The learner's own copies of the lessons: one notebook per lesson in a folder the learner owns.

The lessons' source is the authors' (``notebooks/NN_name.md`` paired with ``NN_name.ipynb``
through jupytext). A learner who opened those would see every lesson twice, change tracked
files by running them, and see each open "unsaved". :func:`write_lessons` writes instead, into a
folder of the learner's choice, the notebooks of one language only, each ready to run:

- no pairing: the notebook's jupytext metadata is dropped, so nothing writes a text twin;
- the kernel's own metadata: JupyterLab marks a notebook changed as it opens when its
  ``kernelspec`` or ``language_info`` differ from what the kernel reports (a partial
  ``language_info`` or the display name "Python 3" for "Python 3 (ipykernel)" is enough);
  the copy carries what the kernel of this Python reports, so it opens unchanged;
- the rules beside the lessons: each link into the project's rules files points at a copy
  in the same folder, so it works whatever folder JupyterLab was started in.

JupyterLab is opened on that folder with :data:`LAB_CONFIG` on its configuration path: the file
browser then leaves out its Modified column, so a lesson's whole name shows on a small screen.

A copy already in the folder is the learner's (their answers, their edits): it is kept, never
overwritten. ``potion-widget lessons FOLDER [--language es]`` does the same from the command line
(an installed wheel carries the lessons of every language), as does ``python -m
potion_widget.lessons.tutorial FOLDER [--language es]`` (``make tutorial`` uses it).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import re
import sys
from importlib import resources

from . import learner_progress
from ..i18n.messages import LANGUAGES

PROJECT_LESSONS = pathlib.Path(__file__).resolve().parents[2] / "notebooks"
"""The lessons' source in a clone of the project (English here, other languages in ``<lang>/``)."""

PACKAGED_LESSONS = pathlib.Path(__file__).resolve().parents[1] / "data" / "lessons"
"""The lessons as an installed wheel carries them, laid out as ``notebooks/`` (the wheel maps
that folder here: pyproject.toml's wheel ``sources``); absent in a clone."""


def lessons_source() -> pathlib.Path:
    """Where this installation's lessons are: the wheel's copy when installed from a wheel,
    else the project's ``notebooks/`` (a clone, an editable install)."""
    return PACKAGED_LESSONS if PACKAGED_LESSONS.is_dir() else PROJECT_LESSONS

RULES_FILES = {
    "RULES.md": ("games", "potion", "data", "RULES.md"),
    "SUGAR_BLAST.md": ("games", "sugar", "data", "RULES.md"),
}
"""The rules files a lesson links to, by their name in ``docs/``: the package's copies of them
(kept equal to ``docs/`` by the tests)."""

_RULES_LINK = re.compile(r"\]\((?:\.\./)+docs/(" + "|".join(map(re.escape, RULES_FILES)) + r")\)")
"""A markdown link from a lesson into the project's ``docs/`` rules files."""

LAB_CONFIG = pathlib.Path(__file__).resolve().parents[1] / "data" / "lab"
"""A folder for ``JUPYTER_CONFIG_PATH`` when JupyterLab opens the lessons: its
``labconfig/default_setting_overrides.json`` hides the file browser's Modified column, which at
1024 px wide took the room of the lessons' names ("04_potions_tak..."). These are defaults
only: a learner's own settings still win."""

LESSON = re.compile(r"\d\d_[a-z0-9_]+\.ipynb")
"""A lesson notebook's name: ``00_the_game.ipynb``."""


def kernel_metadata() -> dict:
    """The notebook metadata the Python kernel (ipykernel) of this interpreter reports when it
    starts: its ``kernelspec`` as ipykernel installs it and its ``language_info`` (the tests
    compare both with what Jupyter and ipykernel say)."""
    major, minor, micro = sys.version_info[:3]
    return {
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                       "name": "python3"},
        "language_info": {"codemirror_mode": {"name": "ipython", "version": major},
                          "file_extension": ".py", "mimetype": "text/x-python", "name": "python",
                          "nbconvert_exporter": "python", "pygments_lexer": f"ipython{major}",
                          "version": f"{major}.{minor}.{micro}"},
    }


def learner_copy(notebook: dict) -> dict:
    """A lesson notebook (its JSON) as the learner's copy: unpaired, with the kernel's
    metadata, no outputs, and its links to the rules pointing beside it."""
    copy = dict(notebook)
    metadata = {k: v for k, v in notebook.get("metadata", {}).items() if k != "jupytext"}
    copy["metadata"] = {**metadata, **kernel_metadata()}
    cells = []
    for cell in notebook["cells"]:
        cell = dict(cell)
        if cell["cell_type"] == "markdown":
            cell["source"] = _RULES_LINK.sub(r"](\1)", _text(cell["source"]))
        elif cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
        cells.append(cell)
    copy["cells"] = cells
    return copy


def write_lessons(folder, language: str = "en", source=None) -> dict[str, list[pathlib.Path]]:
    """Writes the lessons of ``language`` into ``folder`` (made if missing) as the learner's
    copies (:func:`learner_copy`), with the rules files beside them.

    ``source`` is the lessons' folder (by default :func:`lessons_source`; a language other
    than English is its ``<lang>/`` subfolder). A lesson already in ``folder`` is kept
    as it is. Returns ``{"written": [...], "kept": [...]}``, the notebooks' paths in order.
    Raises ``ValueError`` for a language without lessons."""
    if language not in LANGUAGES:
        raise ValueError(f"no lessons in {language!r}: the languages are {', '.join(LANGUAGES)}")
    base = pathlib.Path(source) if source is not None else lessons_source()
    lessons = base if language == "en" else base / language
    names = sorted(p.name for p in lessons.glob("*.ipynb") if LESSON.fullmatch(p.name))
    if not names:
        raise ValueError(f"no lessons in {language!r} in {lessons}")
    target = pathlib.Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    done: dict[str, list[pathlib.Path]] = {"written": [], "kept": []}
    for name in names:
        path = target / name
        if path.exists():
            done["kept"].append(path)
            continue
        notebook = json.loads((lessons / name).read_text(encoding="utf-8"))
        path.write_text(json.dumps(learner_copy(notebook), indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        done["written"].append(path)
    for name, parts in RULES_FILES.items():
        text = resources.files("potion_widget").joinpath(*parts).read_text(encoding="utf-8")
        (target / name).write_text(text, encoding="utf-8")
    return done


def _text(source) -> str:
    """A cell's source as one string (a notebook file may store it as a list of lines)."""
    return "".join(source) if isinstance(source, list) else source


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m potion_widget.lessons.tutorial",
                                     description="Write the learner's copies of the lessons.")
    parser.add_argument("folder", help="the learner's lesson folder (made if missing)")
    parser.add_argument("--language", default="en", choices=list(LANGUAGES))
    args = parser.parse_args(argv)
    done = write_lessons(args.folder, args.language)
    learner_progress.start(args.folder)      # the exercises record the learner's results there
    print(f"{len(done['written'])} lessons written to {args.folder}, "
          f"{len(done['kept'])} already there kept as they are")
    return 0


if __name__ == "__main__":
    sys.exit(main())
