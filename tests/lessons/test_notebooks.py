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

from potion_widget.games.potion import scenarios
from potion_widget.games.sugar import scenarios as sugar_scenarios

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOK_DIR = ROOT / "notebooks"


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  ROOT / "scripts" / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def library_of(scenario: str):
    """The scenario library that holds ``scenario``: Sugar Blast's or Potion Explosion's."""
    return sugar_scenarios if scenario in sugar_scenarios.names() else scenarios


BUILDER = _builder()
NAMES = BUILDER.lesson_names()
EVERY = BUILDER.all_names()
"""The English lessons, then the translated ones (``"es/01_explosions"``)."""


@pytest.fixture(scope="module")
def builder():
    return BUILDER


@pytest.fixture(scope="module")
def notebooks():
    import nbformat
    return {name: nbformat.read(NOTEBOOK_DIR / f"{name}.ipynb", as_version=4) for name in EVERY}


@pytest.fixture(scope="module")
def sources(builder):
    """Each lesson's MyST source as a list of (cell type, text)."""
    return {name: [(c.cell_type, c.source) for c in builder.read_source(name).cells]
            for name in EVERY}


def test_every_lesson_is_a_source_paired_with_its_notebook():
    assert NAMES and NAMES[0].startswith("00_")
    assert sorted(p.stem for p in NOTEBOOK_DIR.glob("*.ipynb")) == NAMES
    for language in BUILDER.languages():
        folder = NOTEBOOK_DIR / language
        assert [f"{language}/{p.stem}" for p in sorted(folder.glob("*.ipynb"))] == \
            BUILDER.translated_names(language)


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
    for name in EVERY:
        text = (NOTEBOOK_DIR / f"{name}.md").read_text(encoding="utf-8")
        assert builder.fill(text, claims, builder.language_of(name)) == text, \
            f"{name}: run scripts/build_notebooks.py"
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
                claim = library_of(match["scenario"]).claim(match["scenario"], match["claim"])
                assert match["measure"] in claim, (name, match.group(0))
                used += 1
            for scenario, claim_id in builder.CLAIM_CALL.findall(text):
                assert "ask" in library_of(scenario).claim(scenario, claim_id), (name, claim_id)
                used += 1
    assert used > 20


def test_the_outcome_after_an_exercise_stays_folded_until_opened(builder, sources):
    """Predict, then reveal: text right after an exercise that states its outcome is folded
    in a <details> block, so reading on does not give the answer away."""
    for name, cells in sources.items():
        for (kind, before), (_, text) in zip(cells, cells[1:], strict=False):
            first_paragraph = text.strip("\n").split("\n\n")[0]
            if kind == "code" and builder.CLAIM_CALL.search(before) and \
                    builder.CLAIM_REF.search(first_paragraph):
                assert text.startswith("<details>"), (name, first_paragraph)


def test_every_scenario_is_used_by_a_lesson(sources):
    text = "\n".join(src for cells in sources.values() for _, src in cells)
    for name in scenarios.names() + sugar_scenarios.names():
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


ENGINE_LEAKS = {
    "a tile id": re.compile(r"\b(wisdom|magnetic|abyssal|balm|love|joy|sands|lava)-\d\b"),
    "a Python dict or list": re.compile(r"[{\[]\s*['\"]|['\"]\s*:\s"),
    "a plural written '(s)'": re.compile(r"\w\(s\)"),
    "a phase's engine name": re.compile(r"\b(tiebreak|end_turn|to_pool|from_pool)\b"),
    "a missing value": re.compile(r"\b(None|undefined|NaN)\b"),
    "a name with a wrong verb": re.compile(r"\bYou (chooses|takes|drinks|draws|has|is)\b|\bYou's\b"),
    "a Sugar Blast engine id": re.compile(
        r"(?<![\w-])(line[3-6]|marshmallow|corn|cane|gumdrop|lollipop|mint)(?![\w-])"),
}
"""What must never reach a learner's eyes: the engine's ids and data, or broken grammar."""

WIDGET_TEXT_FIELDS = {
    "HTMLModel": ("value",), "LabelModel": ("value",), "ButtonModel": ("description", "tooltip"),
    "ToggleButtonsModel": ("_options_labels", "tooltips"),
}


def learner_texts(nb) -> list[tuple[str, str]]:
    """Every text a learner reads after running the notebook: its prose, printed and displayed
    outputs, and the widgets' texts (buttons, feedback, each board's told events and turn
    summary), as (where, text)."""
    texts = [(f"cell {i}", c.source) for i, c in enumerate(nb.cells) if c.cell_type == "markdown"]
    for i, cell in enumerate(c for c in nb.cells if c.cell_type == "code"):
        for out in cell.outputs:
            if out.output_type == "stream":
                texts.append((f"code cell {i} output", out.text))
            for mime in ("text/plain", "text/html", "text/markdown"):
                if mime in out.get("data", {}) and "widget-view" not in str(out["data"].keys()):
                    texts.append((f"code cell {i} {mime}", out["data"][mime]))
    states = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model_id, model in states.get("state", {}).items():
        state, name = model.get("state", {}), model.get("model_name", "")
        for field in WIDGET_TEXT_FIELDS.get(name, ()):
            value = state.get(field)
            for text in value if isinstance(value, list) else [value]:
                if isinstance(text, str):
                    texts.append((f"{name} {model_id[:6]}", text))
        if "events" in state and "summary" in state:        # a board of either game
            texts += [(f"board {model_id[:6]} log", e["say"]) for e in state["events"]]
            texts.append((f"board {model_id[:6]} summary", state["summary"]))
            if state.get("error"):
                texts.append((f"board {model_id[:6]} refusal", state["error"]["message"]))
        if "objective_text" in state:                       # a Sugar Blast board's own words
            texts.append((f"board {model_id[:6]} objective", state["objective_text"]))
            texts += [(f"board {model_id[:6]} progress", p["needed"]) for p in state.get("progress", [])]
            texts += [(f"board {model_id[:6]} option", o["label"]) for o in state.get("options", [])]
    return texts


@pytest.mark.notebooks
@pytest.mark.parametrize("name", EVERY)
def test_notebook_runs_top_to_bottom_and_speaks_a_learners_language(name, notebooks):
    from nbclient import NotebookClient
    nb = notebooks[name]
    folder = (NOTEBOOK_DIR / name).parent
    client = NotebookClient(nb, timeout=120, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(folder)}})
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
              if o.output_type == "error"]
    assert not errors
    # every exercise and board rendered as a widget
    views = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
             if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(views) >= 3
    texts = learner_texts(nb)
    assert any("board" in where for where, _ in texts), "the widgets' state was not read"
    leaks = [(where, what, text[:200]) for where, text in texts
             for what, pattern in ENGINE_LEAKS.items() if pattern.search(text)]
    assert not leaks, leaks


def test_the_leak_patterns_catch_what_they_promise():
    samples = {
        "a tile id": "You draw joy-5 from stack 0.",
        "a Python dict or list": "drinking with choice {'track': 1, 'pos': 1}",
        "a plural written '(s)'": "Pick takes 3 marble(s)",
        "a phase's engine name": "play / tiebreak / over",
        "a missing value": "Winner: None.",
        "a name with a wrong verb": "It is You's turn",
        "a Sugar Blast engine id": "A line4 of gumdrop blasts.",
    }
    assert samples.keys() == ENGINE_LEAKS.keys()
    for what, sample in samples.items():
        assert ENGINE_LEAKS[what].search(sample), what
    fine = "Computer drinks Elixir of Blind Love (4 points) and takes your 3 red marbles."
    assert not any(p.search("Ben keeps 1 Mint and 1 Candy Corn.") for p in ENGINE_LEAKS.values())
    assert not any(p.search(fine) for p in ENGINE_LEAKS.values())


def test_every_lesson_links_the_rules_and_the_link_resolves(sources):
    for name, cells in sources.items():
        links = re.findall(r"\]\(([^)]*RULES\.md)\)", "\n".join(text for _, text in cells))
        assert links, f"{name} does not link the rules"
        folder = (NOTEBOOK_DIR / name).parent
        assert all((folder / link).resolve() == ROOT / "docs" / "RULES.md" for link in links), name


def test_the_code_that_sets_up_an_exercise_is_folded(builder, notebooks):
    folded = 0
    for name, nb in notebooks.items():
        for cell in (c for c in nb.cells if c.cell_type == "code"):
            hidden = cell.metadata.get("jupyter", {}).get("source_hidden", False)
            assert hidden == builder.folds(cell.source), (name, cell.source[:60])
            folded += hidden
    assert folded >= 8


ANSWER_HOLDING = re.compile(r"\b(?:Do|Predict|GuidedTurn)\(|\{|\bbefore=")
"""Code that holds an exercise's answer: the exercise's call (its claim or goal names what is
asked: ``"no-pick-needed"``, ``"empties_track(2)"``), positions or moves as data, set-up moves."""


def test_every_answer_holding_cell_is_folded_in_its_text_source(builder):
    """JupyterLab serves a paired lesson from its ``.md`` (jupytext): the folding must be
    there, not only in the ``.ipynb`` (issue 21: the answers were shown unfolded)."""
    import jupytext
    folded = 0
    for name in EVERY:
        notebook = jupytext.read(NOTEBOOK_DIR / f"{name}.md", fmt="md:myst")
        for cell in (c for c in notebook.cells if c.cell_type == "code"):
            if ANSWER_HOLDING.search(cell.source):
                assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, \
                    (name, cell.source[:60])
                folded += 1
    assert folded >= 30 * len(builder.languages() + ["en"])


def test_an_unfolded_exercise_in_a_source_is_folded_by_the_build(builder):
    text = ("```{code-cell}\nfrom potion_widget.lessons.exercises import Do\n```\n\n"
            "```{code-cell}\nDo(\"chains\", \"empties_track(2)\")\n```\n\n"
            "```{code-cell}\n---\ntags: [x]\n---\nPredict(\"touching\", \"touching-stay\")\n```\n")
    built = builder.with_folds(text)
    import jupytext
    cells = [c for c in jupytext.reads("---\njupytext:\n  text_representation:\n"
                                       "    format_name: myst\n---\n\n" + built, fmt="md:myst").cells
             if c.cell_type == "code"]
    hidden = [c.metadata.get("jupyter", {}).get("source_hidden", False) for c in cells]
    assert hidden == [False, True, True]
    assert cells[2].metadata["tags"] == ["x"]
    assert builder.with_folds(built) == built     # once is enough: the build changes nothing more
