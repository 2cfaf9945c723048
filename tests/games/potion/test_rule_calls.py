"""``Game.apply`` calls the most frequent action types' rules by name (the compiled build calls
a known function directly, and one read from a table as a Python object): each function it
names for a type must be the one ``rules.RULES`` registers for that type, the check where it
checks and the perform where it performs, so the table stays the one registry of the rules.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from potion_widget.games.potion.engine.rule_table import RULES

GAME = Path(__file__).resolve().parents[3] / "potion_widget" / "games" / "potion" / "engine" / "game.py"


def _named_calls() -> list[tuple[str, str, object]]:
    """(action type, "check" or "perform", the function called) for every branch of
    ``apply`` on ``kind == <type>``; a check's result is assigned, a perform's is not."""
    tree = ast.parse(GAME.read_text(encoding="utf-8"))
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    apply = next(n for n in game.body if isinstance(n, ast.FunctionDef) and n.name == "apply")
    calls = []
    for node in ast.walk(apply):
        if not (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
                and isinstance(node.test.left, ast.Name) and node.test.left.id == "kind"
                and isinstance(node.test.ops[0], ast.Eq)):
            continue
        kind = node.test.comparators[0].value
        statement = node.body[0]
        role = "check" if isinstance(statement, ast.Assign) else "perform"
        call = statement.value
        module = importlib.import_module(f"potion_widget.games.potion.engine.{call.func.value.id}")
        calls.append((kind, role, getattr(module, call.func.attr)))
    return calls


def test_every_rule_apply_names_is_the_one_the_table_registers():
    calls = _named_calls()
    assert calls, "apply names no rule: this test no longer reads it"
    for kind, role, function in calls:
        registered = getattr(RULES[kind], role)
        assert function is registered, f"apply calls {function} to {role} a {kind}: RULES has {registered}"


def test_a_type_apply_checks_by_name_it_also_performs_by_name():
    calls = _named_calls()
    checked = [kind for kind, role, _ in calls if role == "check"]
    performed = [kind for kind, role, _ in calls if role == "perform"]
    assert checked == performed
    assert len(set(checked)) == len(checked)
