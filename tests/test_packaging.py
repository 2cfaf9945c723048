"""The package installs the standard way: its license ships, and everything it imports at run
time is a declared dependency."""

from __future__ import annotations

import ast
import pathlib
import re
import sys

import pytest

tomllib = pytest.importorskip("tomllib")      # Python 3.11+; 3.10 has no TOML reader built in
ROOT = pathlib.Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


NEEDS_LAB = {"classroom/export.py"}
"""Modules only a command of the ``lab`` extra imports (``potion-widget export``): their imports
may come from that extra."""


def _top_level_imports(lab: bool = False) -> set[str]:
    """The top-level names the package's modules import (with ``lab``, only the modules that
    need the ``lab`` extra; else all the others)."""
    names = set()
    for path in (ROOT / "potion_widget").rglob("*.py"):
        if (path.relative_to(ROOT / "potion_widget").as_posix() in NEEDS_LAB) != lab:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names


def test_every_third_party_import_is_a_declared_dependency():
    """Defect (issue 15): ``ipywidgets`` was imported but not declared, so an install that did
    not happen to bring it in failed at import."""
    third_party = _top_level_imports() - set(sys.stdlib_module_names) - {"potion_widget"}
    declared = {re.split(r"[<>=!~ \[;]", spec, maxsplit=1)[0].lower().replace("-", "_")
                for spec in PYPROJECT["project"]["dependencies"]}
    assert third_party, "the scan found no third-party import at all"
    assert third_party <= declared, sorted(third_party - declared)


def test_the_lab_commands_imports_are_declared_in_the_lab_extra():
    """``potion-widget export`` needs nbconvert: declared in the ``lab`` extra it is installed
    with, and imported by no module the other commands import."""
    third_party = _top_level_imports(lab=True) - set(sys.stdlib_module_names) - {"potion_widget"}
    declared = {re.split(r"[<>=!~ \[;]", spec, maxsplit=1)[0].lower().replace("-", "_")
                for spec in PYPROJECT["project"]["dependencies"] + PYPROJECT["project"]["optional-dependencies"]["lab"]}
    assert {"nbconvert", "nbclient"} <= third_party <= declared, sorted(third_party - declared)


def test_the_license_the_metadata_names_ships_with_the_package():
    """Defect (issue 15): the metadata said MIT but no LICENSE file existed."""
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text
    assert "LICENSE" in project["license-files"]


def test_defect_the_anywidget_bound_stopped_below_0_12():
    """``anywidget<0.12`` would have conflicted as soon as 0.12 came out: the bound allows the
    tested 0.11 and every later 0.x, and still refuses what came before it."""
    requirements = pytest.importorskip("packaging.requirements")
    [anywidget] = [requirements.Requirement(spec) for spec in PYPROJECT["project"]["dependencies"]
                   if spec.startswith("anywidget")]
    allowed = anywidget.specifier
    assert all(allowed.contains(v) for v in ("0.11.0", "0.12.0", "0.13.2", "0.99.0")), str(allowed)
    assert not allowed.contains("0.10.0"), str(allowed)


def test_the_readme_links_work_on_a_package_index():
    """Issue 23: the README is the long description a package index shows, where a link
    relative to the repository (``docs/RULES.md``) leads nowhere: every link is absolute, made
    from the one address in ``[project.urls]`` (``#`` links stay within the page)."""
    source = PYPROJECT["project"]["urls"]["Source"]
    readme = (ROOT / PYPROJECT["project"]["readme"]).read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)\s]+)\)", readme)
    assert targets
    relative = [t for t in targets if not t.startswith(("https://", "#"))]
    assert relative == []
    for target in targets:
        if target.startswith(source + "/blob/main/"):
            assert (ROOT / target.removeprefix(source + "/blob/main/")).is_file(), target


def test_the_metadata_a_package_index_shows():
    """Issue 23: classifiers (Python versions, Jupyter, Education), keywords, project URLs,
    and ``py.typed`` (the package's annotations are meant to be read by type checkers)."""
    project = PYPROJECT["project"]
    classifiers = project["classifiers"]
    low = tuple(int(p) for p in project["requires-python"].removeprefix(">=").split("."))
    versions = [c.rsplit(" ", 1)[1] for c in classifiers
                if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)]
    assert versions and min(tuple(map(int, v.split("."))) for v in versions) == low
    assert {"Framework :: Jupyter", "Intended Audience :: Education", "Topic :: Education",
            "Typing :: Typed"} <= set(classifiers)
    assert project["keywords"] and {"Source", "Issues"} <= set(project["urls"])
    assert (ROOT / "potion_widget" / "py.typed").is_file()
    assert project["scripts"]["potion-widget"] == "potion_widget.cli:main"
