"""The learner's copies of the lessons (``potion_widget.lessons.tutorial``, ``make tutorial``).

Issue 21, item 5: opening and running the authors' lessons rewrote tracked files, each lesson
opened "unsaved", and the file browser listed every lesson twice. The learner now works on
copies in a folder of their own: one notebook per lesson, ready to open unchanged.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import subprocess
import sys

import pytest

from potion_widget.lessons import tutorial
from potion_widget.i18n.messages import LANGUAGES

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"


def _lessons(language: str) -> list[str]:
    folder = NOTEBOOKS if language == "en" else NOTEBOOKS / language
    return sorted(p.name for p in folder.glob("[0-9][0-9]_*.ipynb"))


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_folder_holds_one_notebook_per_lesson_and_the_rules(tmp_path, language):
    done = tutorial.write_lessons(tmp_path, language)
    names = _lessons(language)
    assert [p.name for p in done["written"]] == names and done["kept"] == []
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names + ["RULES.md", "SUGAR_BLAST.md"])
    # the lessons of that language, not another's
    source = NOTEBOOKS if language == "en" else NOTEBOOKS / language
    for name in names:
        copy = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        original = json.loads((source / name).read_text(encoding="utf-8"))
        assert [c["id"] for c in copy["cells"]] == [c["id"] for c in original["cells"]]
        assert "".join(copy["cells"][-1]["source"]) == "".join(original["cells"][-1]["source"])


def test_a_copy_is_unpaired_and_carries_the_kernels_own_metadata(tmp_path):
    """JupyterLab marks a notebook changed as it opens when its kernelspec or language_info
    differ from the kernel's (measured: the display name "Python 3" and a language_info of
    only a name each did): the copy carries what the kernel reports."""
    tutorial.write_lessons(tmp_path)
    # asked of ipykernel in a process of its own: importing ipykernel here would give every
    # widget made later in this test run a kernel's comm, and the widget tests' harness no
    # longer sees their updates
    reported = json.loads(subprocess.run(
        [sys.executable, "-c", _KERNEL_REPORT], capture_output=True, text=True, check=True).stdout)
    for path in sorted(tmp_path.glob("*.ipynb")):
        metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
        assert "jupytext" not in metadata, path.name          # nothing pairs it with a text twin
        assert metadata["kernelspec"] == {"display_name": reported["display_name"],
                                          "language": reported["language"], "name": "python3"}
        assert metadata["language_info"] == reported["language_info"]


_KERNEL_REPORT = """
import json
import os
from ipykernel.ipkernel import IPythonKernel
from jupyter_client.kernelspec import KernelSpecManager
spec = KernelSpecManager().get_kernel_spec("python3")
print(json.dumps({"display_name": spec.display_name, "language": spec.language,
                  "language_info": dict(IPythonKernel.language_info)}))
"""


def test_a_copy_keeps_the_lessons_cells_folded_and_has_no_outputs(tmp_path):
    tutorial.write_lessons(tmp_path)
    import nbformat
    folded = 0
    for path in sorted(tmp_path.glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        nbformat.validate(notebook)
        for cell in (c for c in notebook.cells if c.cell_type == "code"):
            assert cell.outputs == [] and cell.execution_count is None
            if re.search(r"\b(?:Do|Predict|GuidedTurn)\(", cell.source):
                assert cell.metadata["jupyter"]["source_hidden"] is True, (path.name, cell.source[:50])
                folded += 1
    assert folded >= 30


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_link_to_the_rules_opens_a_file_beside_the_lesson(tmp_path, language):
    """Whatever folder JupyterLab was started in, a link relative to the lesson reaches the
    rules (issue 21: "../docs/RULES.md" was dead with the lessons' folder as the root)."""
    tutorial.write_lessons(tmp_path, language)
    linked = set()
    for path in sorted(tmp_path.glob("*.ipynb")):
        text = "".join("".join(c["source"]) for c in json.loads(path.read_text())["cells"]
                       if c["cell_type"] == "markdown")
        links = re.findall(r"\]\(([^)]*\.md)\)", text)
        assert links, path.name
        for link in links:
            assert "/" not in link and (tmp_path / link).is_file(), (path.name, link)
            linked.add(link)
    assert linked == {"RULES.md", "SUGAR_BLAST.md"}
    assert (tmp_path / "RULES.md").read_text(encoding="utf-8") == \
        (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert (tmp_path / "SUGAR_BLAST.md").read_text(encoding="utf-8") == \
        (ROOT / "docs" / "SUGAR_BLAST.md").read_text(encoding="utf-8")


def test_a_lesson_the_learner_already_has_is_kept(tmp_path):
    tutorial.write_lessons(tmp_path)
    mine = tmp_path / "01_explosions.ipynb"
    mine.write_text(mine.read_text(encoding="utf-8") + " ",
                    encoding="utf-8")
    before = mine.read_text(encoding="utf-8")
    (tmp_path / "02_little_help.ipynb").unlink()
    done = tutorial.write_lessons(tmp_path)
    assert [p.name for p in done["written"]] == ["02_little_help.ipynb"]
    assert mine in done["kept"] and mine.read_text(encoding="utf-8") == before


def test_a_language_without_lessons_is_refused_by_name(tmp_path):
    with pytest.raises(ValueError, match="'xx'"):
        tutorial.write_lessons(tmp_path, "xx")
    assert not any(tmp_path.iterdir())


def test_make_tutorial_opens_the_learners_copies_not_the_tracked_lessons():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\ntutorial:", 1)[1].split("\n\n", 1)[0]
    assert "potion_widget.lessons.tutorial $(MY_LESSONS)" in recipe
    assert "cd $(MY_LESSONS) && " in recipe and "notebooks/" not in recipe
    assert "my-lessons/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()


def test_lab_opens_the_lessons_with_the_file_browsers_modified_column_hidden(tmp_path):
    """Issue 21: at 1024 px JupyterLab's file browser cut the lessons' names
    ("04_potions_tak..."), its Modified column taking the room. make tutorial opens Lab with
    tutorial.LAB_CONFIG on its configuration path, whose defaults hide that column; JupyterLab's
    own settings server is asked what it makes of that folder."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\ntutorial:", 1)[1].split("\n\n", 1)[0]
    assert "JUPYTER_CONFIG_PATH=$(LAB_CONFIG)" in recipe
    assert "LAB_CONFIG := $(CURDIR)/potion_widget/data/lab\n" in makefile
    assert tutorial.LAB_CONFIG == ROOT / "potion_widget" / "data" / "lab"
    env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTER")}
    env["JUPYTER_CONFIG_PATH"] = str(tutorial.LAB_CONFIG)
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path)          # nothing of this machine's own settings
    asked = subprocess.run(
        [sys.executable, "-c", "import json; from jupyterlab_server.settings_utils import "
         f"_get_overrides; print(json.dumps(_get_overrides({str(tmp_path)!r})[0]))"],
        capture_output=True, text=True, check=True, env=env).stdout
    browser = json.loads(asked)["@jupyterlab/filebrowser-extension:browser"]
    assert browser["showLastModifiedColumn"] is False
    schema = pathlib.Path(sys.prefix, "share", "jupyter", "lab", "schemas", "@jupyterlab",
                          "filebrowser-extension", "browser.json")
    assert "showLastModifiedColumn" in json.loads(schema.read_text(encoding="utf-8"))["properties"]
