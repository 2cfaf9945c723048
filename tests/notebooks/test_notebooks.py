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


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  ROOT / "scripts" / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILDER = _builder()
NAMES = BUILDER.lesson_names()


@pytest.fixture(scope="module")
def builder():
    return BUILDER


@pytest.fixture(scope="module")
def notebooks():
    import nbformat
    return {name: nbformat.read(NOTEBOOK_DIR / f"{name}.ipynb", as_version=4) for name in NAMES}


@pytest.fixture(scope="module")
def sources(builder):
    """Each lesson's MyST source as a list of (cell type, text)."""
    return {name: [(c.cell_type, c.source) for c in builder.read_source(name).cells]
            for name in NAMES}


def test_every_lesson_is_a_source_paired_with_its_notebook():
    assert NAMES and NAMES[0].startswith("00_")
    assert sorted(p.stem for p in NOTEBOOK_DIR.glob("*.ipynb")) == NAMES


def test_notebooks_are_committed_clean_and_start_with_the_imports(notebooks):
    for name, nb in notebooks.items():
        code = [c for c in nb.cells if c.cell_type == "code"]
        assert code and code[0].source.startswith("from potion_widget"), name
        for cell in code:
            assert cell.outputs == [] and cell.execution_count is None, name
            assert not cell.source.lstrip().startswith(("%", "!")), f"{name}: a dev cell"


def test_committed_notebooks_equal_their_sources(builder, notebooks, sources):
    # a notebook edited without its source (or the reverse) is caught here
    for name, nb in notebooks.items():
        assert sources[name] == [(c.cell_type, c.source) for c in nb.cells], name
    assert builder.main(["--check"]) == 0


def test_every_stated_outcome_is_its_claims_value(builder):
    claims = builder.load_claims()
    stated = 0
    for name in NAMES:
        text = (NOTEBOOK_DIR / f"{name}.md").read_text(encoding="utf-8")
        assert builder.fill(text, claims) == text, f"{name}: run scripts/build_notebooks.py"
        stated += len(builder.CLAIM_REF.findall(text))
    assert stated >= 10


def test_prose_states_no_outcome_by_hand(builder, sources):
    for name, cells in sources.items():
        for kind, text in cells:
            if kind == "markdown":
                found = builder.HAND_WRITTEN_OUTCOME.search(builder.CLAIM_REF.sub("", text))
                assert found is None, f"{name}: tie {found.group(0)!r} to a scenario claim"


def test_every_claim_the_lessons_use_exists_and_states_what_they_use(builder, sources):
    used = 0
    for name, cells in sources.items():
        for _kind, text in cells:
            for match in builder.CLAIM_REF.finditer(text):
                claim = scenarios.claim(match["scenario"], match["claim"])
                assert match["measure"] in claim, (name, match.group(0))
                used += 1
            for scenario, claim_id in builder.CLAIM_CALL.findall(text):
                assert "ask" in scenarios.claim(scenario, claim_id), (name, claim_id)
                used += 1
    assert used > 20


def test_the_outcome_after_an_exercise_stays_folded_until_opened(builder, sources):
    """Predict, then reveal: text right after an exercise that states its outcome is folded
    in a <details> block, so reading on does not give the answer away."""
    for name, cells in sources.items():
        for (kind, before), (_, text) in zip(cells, cells[1:]):
            first_paragraph = text.strip("\n").split("\n\n")[0]
            if kind == "code" and builder.CLAIM_CALL.search(before) and \
                    builder.CLAIM_REF.search(first_paragraph):
                assert text.startswith("<details>"), (name, first_paragraph)


def test_every_scenario_is_used_by_a_lesson(sources):
    text = "\n".join(src for cells in sources.values() for _, src in cells)
    for name in scenarios.names():
        assert f'"{name}"' in text or f"{name}/" in text, name


def test_lessons_cover_every_rule_id_they_promise():
    table = (ROOT / "docs" / "notebook_rules.md").read_text(encoding="utf-8")
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*([A-Z]\d+)\*\*", rules, flags=re.M)
    required = [i for i in ids if i[0] in "DTIPEF"]
    listed = set(re.findall(r"\b([CDSTIPEF]\d+)\b", table))
    assert not set(required) - listed
    text = "\n".join(p.read_text(encoding="utf-8") for p in NOTEBOOK_DIR.glob("*.md"))
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
