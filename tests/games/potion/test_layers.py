"""The package's parts, and each engine's modules, import each other in layers, never in a circle.

``pyproject.toml`` declares the layers (``[tool.importlinter]``). The package's run one way,
``games`` -> ``lessons`` -> ``board`` -> ``core`` -> ``i18n`` with no import excused, and neither
game imports the other. Inside Potion Explosion's engine: ``game`` (the public API) on top, then ``legal``, the
rules (``potions``, ``turn_end``, ``flow``, ``ending``), the ``table`` (state access, events,
desk and dispenser queries), and the components below; Sugar Blast's engine likewise. A module
may import only the layers below its own, directly or through another module, inside a function
or not; a rule names ``Game`` under ``if TYPE_CHECKING:`` only. ``lint-imports`` (import-linter,
a dev dependency) checks it, and that the engines import no widget, traitlets nor IPython.

Imports are not the only way up: a rule that called a method of ``Game`` would depend on the
top layer at run time. The last test keeps the modules below ``game`` to the game's data.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

from potion_widget.games import GAMES, kit

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "potion_widget" / "games" / "potion" / "engine"
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
ABOVE_THE_LAYERS = {"classroom"}
"""The package's folder that may use every layer (the teacher's tools, issue 23)."""


def _contracts() -> dict[str, dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    return {c["id"]: c for c in config["contracts"]}


def test_the_engine_keeps_its_import_layers_and_imports_no_widget():
    assert LINT_IMPORTS.exists(), "lint-imports is missing: `make setup` installs the dev extras"
    run = subprocess.run([str(LINT_IMPORTS), "--no-cache", "--no-logo"], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "6 kept, 0 broken" in run.stdout, run.stdout


def test_every_engine_module_has_its_layer():
    """A new module must be given a layer: one left out would escape the contract."""
    layered = {name.strip() for layer in _contracts()["engine-layers"]["layers"]
               for name in layer.split("|")}
    modules = {p.stem for p in ENGINE.glob("*.py") if p.name != "__init__.py"}
    assert modules == layered


def test_no_contract_excuses_an_import():
    """A layer that needs an exception is a layer in the wrong place: the contracts hold
    without ``ignore_imports``."""
    excused = {cid: c["ignore_imports"] for cid, c in _contracts().items() if c.get("ignore_imports")}
    assert excused == {}


def test_every_part_of_the_package_has_its_layer():
    """The package's layers (``package-layers``) name its folders: a new folder or a module
    left beside them would escape the contract. Only the public API, the command line and the
    classroom (which uses the games) stand above the layers."""
    layered = set(_contracts()["package-layers"]["layers"])
    package = ROOT / "potion_widget"
    parts = {p.name for p in package.iterdir() if (p / "__init__.py").is_file()}
    modules = {p.name for p in package.glob("*.py")}
    assert parts - ABOVE_THE_LAYERS == layered
    assert modules <= {"__init__.py", "__main__.py", "cli.py"}


def test_each_game_is_registered_once_with_its_kit():
    """Adding a game is its folder plus one line in the registry: every folder of ``games/``
    is registered, and its kit names it."""
    folders = {p.name for p in (ROOT / "potion_widget" / "games").iterdir() if (p / "kit.py").is_file()}
    assert set(GAMES) == folders
    assert all(kit(name).name == name for name in GAMES)


def _game_members() -> set[str]:
    """The methods and properties of ``Game`` (its data attributes are not among them)."""
    tree = ast.parse((ENGINE / "game.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}


def test_no_module_below_the_game_calls_back_into_it():
    """Below ``game``, a module reads a game's data (``state``, ``tiles``, ``rng``,
    ``skills_due``) and calls ``table`` for the rest (``emit``,
    ``active_player``, ``fits``...), never a method of ``Game``."""
    members = _game_members()
    calls = set()
    for path in ENGINE.glob("*.py"):
        if path.name in ("game.py", "__init__.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id == "game" and node.attr in members):
                calls.add((path.stem, node.attr))
    assert calls == set()


HISTORY_AND_API = {"apply", "undo", "clone"}
"""What only ``Game`` may do: a rule that applied, undid or cloned would add history or run
another rule's checks behind the table's back (``rules.RULES``)."""


def _history_calls(source: str) -> set[str]:
    """The names of ``HISTORY_AND_API`` called in ``source``, on any object."""
    return {node.func.attr for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in HISTORY_AND_API}


def test_no_rule_applies_undoes_or_clones_whatever_it_calls_the_game():
    """Stricter than the test above: a call of ``apply``, ``undo`` or ``clone`` on any object
    (a game under another name, a copy) is refused below ``game``."""
    calls = {(path.stem, name) for path in ENGINE.glob("*.py")
             if path.name not in ("game.py", "__init__.py")
             for name in _history_calls(path.read_text())}
    assert calls == set()


def test_the_history_call_search_finds_a_call_under_another_name():
    """The search above can fail: a rule written with ``twin.clone().apply(action)`` is caught."""
    assert _history_calls("def f(game, action):\n    twin = game\n    twin.clone().apply(action)\n") \
        == {"apply", "clone"}
