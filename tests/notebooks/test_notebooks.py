"""The tutorial notebooks: they run headless from top to bottom, carry no outputs, and every
outcome their prose states comes from a scenario claim (which test_scenarios replays against
the engine), so a lesson can never drift silently from the rules.

nbformat and nbclient are imported here only: nbformat is slow to import.
"""

from __future__ import annotations

import importlib.util
import pathlib
import re

import pytest

from potion_widget import scenarios

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOK_DIR = ROOT / "notebooks"
NAMES = ["01_explosions", "02_little_help", "03_ingredients", "04_potions",
         "05_end_of_turn", "06_full_game"]


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  ROOT / "scripts" / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def builder():
    return _builder()


@pytest.fixture(scope="module")
def notebooks():
    import nbformat
    return {name: nbformat.read(NOTEBOOK_DIR / f"{name}.ipynb", as_version=4) for name in NAMES}


def test_the_six_lessons_are_there_in_order(builder):
    assert list(builder.LESSONS) == NAMES
    assert sorted(p.stem for p in NOTEBOOK_DIR.glob("*.ipynb")) == NAMES


def test_notebooks_are_committed_clean_and_start_with_the_imports(notebooks):
    for name, nb in notebooks.items():
        code = [c for c in nb.cells if c.cell_type == "code"]
        assert code and code[0].source.startswith("from potion_widget"), name
        for cell in code:
            assert cell.outputs == [] and cell.execution_count is None, name
            assert not cell.source.lstrip().startswith(("%", "!")), f"{name}: a dev cell"


def test_committed_notebooks_match_the_lesson_texts(builder, notebooks):
    # a hand edit of a notebook (and so of a number in its prose) is caught here
    claims = builder.load_claims()
    for name, nb in notebooks.items():
        built = builder.build(name, claims)
        assert [(c["cell_type"], c["source"]) for c in built["cells"]] == \
            [(c.cell_type, c.source) for c in nb.cells], name


def test_prose_states_no_outcome_by_hand(builder):
    for name, cells in builder.LESSONS.items():
        for kind, text in cells:
            if kind == "markdown":
                found = builder.HAND_WRITTEN_OUTCOME.search(text)
                assert found is None, f"{name}: write {found.group(0)!r} as a claim placeholder"


def test_every_claim_the_notebooks_use_exists_and_states_what_they_use(builder):
    used = 0
    for name, cells in builder.LESSONS.items():
        for _kind, text in cells:
            for scenario, claim_id, measure in builder.PLACEHOLDER.findall(text):
                assert measure in scenarios.claim(scenario, claim_id), (name, claim_id, measure)
                used += 1
            for scenario, claim_id in builder.CLAIM_CALL.findall(text):
                assert "ask" in scenarios.claim(scenario, claim_id), (name, claim_id)
                used += 1
    assert used > 60


def test_the_outcome_after_an_exercise_stays_folded_until_opened(builder):
    """Predict, then reveal: text right after an exercise that states its outcome is folded
    in a <details> block, so reading on does not give the answer away."""
    folded = 0
    for name, cells in builder.LESSONS.items():
        built = builder.build(name)["cells"]
        for i in range(1, len(cells)):
            (kind, before), (_, text) = cells[i - 1], cells[i]
            first_paragraph = text.strip("\n").split("\n\n")[0]
            if (kind == "code" and builder.CLAIM_CALL.search(before)
                    and builder.PLACEHOLDER.search(first_paragraph)):
                assert built[i]["source"].startswith("<details>"), (name, i)
                assert not builder.PLACEHOLDER.search(built[i]["source"])   # filled in
                folded += 1
    assert folded >= 10


def test_every_scenario_is_used_by_a_lesson(builder):
    text = "\n".join(src for cells in builder.LESSONS.values() for _, src in cells)
    for name in scenarios.names():
        assert f'"{name}"' in text or f"{{{{{name}/" in text, name


def test_lessons_cover_every_rule_id_they_promise():
    table = (ROOT / "docs" / "notebook_rules.md").read_text(encoding="utf-8")
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*([A-Z]\d+)\*\*", rules, flags=re.M)
    required = [i for i in ids if i[0] in "DTIPEF"]
    listed = set(re.findall(r"\b([CDSTIPEF]\d+)\b", table))
    assert not set(required) - listed
    text = "\n".join(p.read_text(encoding="utf-8") for p in NOTEBOOK_DIR.glob("*.ipynb"))
    cited = set(re.findall(r"\b([CDSTIPEF]\d+)\b", text))
    assert not set(required) - cited, "a rule ID no notebook cites"


@pytest.mark.notebooks
@pytest.mark.parametrize("name", NAMES)
def test_notebook_runs_top_to_bottom(name, notebooks):
    from nbclient import NotebookClient
    nb = notebooks[name]
    client = NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(NOTEBOOK_DIR)}})
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
              if o.output_type == "error"]
    assert not errors
    # every exercise and board rendered as a widget
    views = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
             if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(views) >= 3
