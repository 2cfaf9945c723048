"""The site's pages as ``scripts/build_site.py`` writes them, without building the site: the
landing page lists the lessons of each language under its own name, and a scenario link opens
a notebook that shows the board on that position, in the link's language."""

from __future__ import annotations

import ast
import importlib.util
import json
import pathlib

import nbformat
import pytest

from potion_widget.lessons import scenarios
from potion_widget.i18n.messages import LANGUAGES, catalog

REPO = pathlib.Path(__file__).resolve().parents[2]


def _builder():
    spec = importlib.util.spec_from_file_location("build_site", REPO / "scripts" / "build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = _builder()


def test_the_site_takes_every_language_with_a_lesson_folder():
    folders = sorted(p.name for p in (REPO / "notebooks").iterdir()
                     if p.is_dir() and p.name in LANGUAGES)
    assert BUILD.languages() == ["en"] + folders


def test_the_landing_page_lists_the_lessons_of_each_language(tmp_path, monkeypatch):
    monkeypatch.setattr(BUILD, "languages", lambda: ["en", "es", "ja"])
    lessons = [{"file": "01_explosions.ipynb", "title": "1. Explosions", "language": "en"},
               {"file": "es-01_explosions.ipynb", "title": "1. Explosiones", "language": "es"},
               {"file": "ja-01_explosions.ipynb", "title": "1. 爆発", "language": "ja"}]
    links = [{"file": f"scenario-{lang}-touching.ipynb", "name": "touching", "title": "Touching",
              "language": lang} for lang in ("en", "es", "ja")]
    BUILD.landing_page(tmp_path, lessons, links, "0.1.0", "0.29")
    page = (tmp_path / "index.html").read_text()
    for lang in ("en", "es", "ja"):
        section = page.split(f'id="lessons-{lang}"')[1].split("</section>")[0]
        assert f"<h2>{LANGUAGES[lang]}</h2>" in section
        own = [item for item in lessons if item["language"] == lang]
        assert [f"path={item['file']}" in section for item in own] == [True]
        assert all(f"path={item['file']}" not in section for item in lessons if item not in own)
        assert f"path=scenario-{lang}-touching.ipynb" in page
    assert "{{" not in page


@pytest.mark.parametrize("language", ["en", "es", "ja"])
def test_a_scenario_link_opens_a_board_on_that_position_in_its_language(language):
    record = scenarios.info("touching")
    nb = nbformat.from_dict(BUILD.scenario_notebook(record, language))
    nbformat.validate(nb)
    code = nb.cells[1].source
    assert code.startswith(BUILD.INSTALL)
    body = code.split("\n", 1)[1]           # the %pip line is the site's; run the rest here
    namespace: dict = {}
    tree = ast.parse(body)
    last = tree.body.pop()
    try:
        exec(compile(tree, "<scenario>", "exec"), namespace)   # noqa: S102 - the built cell
        widget = eval(compile(ast.Expression(last.value), "<scenario>", "eval"), namespace)  # noqa: S307
    finally:
        from potion_widget import set_language
        set_language("en")
    assert widget.language == language
    assert widget.game.to_state() == scenarios.load("touching").to_state()
    assert widget.messages["ui.title"] == catalog(language)["ui.title"]
    assert nb.cells[0].source.startswith(f"# {record['title']}")
    assert catalog(language)["site.scenario_run"] in nb.cells[0].source


def test_a_scenario_file_can_be_given_by_its_path(tmp_path):
    game = scenarios.load("chains")
    path = scenarios.save(game, tmp_path / "my-position.json", name="my-position",
                          title="My position", purpose="One to discuss.")
    record = BUILD.scenario_record(str(path))
    assert record["name"] == "my-position"
    code = BUILD.scenario_notebook(record, "en")["cells"][1]["source"].split("\n", 1)[1]
    calls = [node for node in ast.walk(ast.parse(code)) if isinstance(node, ast.Call)
             and getattr(node.func, "attr", "") == "loads"]
    assert json.loads(ast.literal_eval(calls[0].args[0])) == game.to_state()
