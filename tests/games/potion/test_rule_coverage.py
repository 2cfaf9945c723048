"""Every rule of docs/RULES.md is named by at least one test.

A rule's ID counts as named when it appears as a whole word in a file under ``tests/``, where
underscores separate words too, so ``test_D9_middle`` names D9 while ``D10`` does not name D1.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RULES = ROOT / "docs" / "RULES.md"
TESTS = ROOT / "tests"

RULE_LINE = re.compile(r"^- \*\*([A-Z]\d+)\*\*", re.MULTILINE)


def rule_ids() -> list[str]:
    return RULE_LINE.findall(RULES.read_text(encoding="utf-8"))


def files_under_tests() -> list[Path]:
    here = Path(__file__).resolve()
    return [p for p in sorted(TESTS.rglob("*"))
            if p.is_file() and p.suffix in (".py", ".json", ".md") and p.resolve() != here]


def named(rule: str, text: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9]){rule}(?![0-9A-Za-z])", text) is not None


def test_rules_md_lists_ids_of_every_area():
    ids = rule_ids()
    assert len(ids) == len(set(ids)), "an ID is listed twice in RULES.md"
    assert {i[0] for i in ids} == set("CDSTIPEF")
    assert len(ids) >= 40


def test_whole_word_matching():
    assert named("D9", "def test_D9_taking_the_middle")
    assert named("E0", '"rule": "E0"')
    assert not named("D1", "test_D10_help")
    assert not named("C1", "AC1 is not C1x")


def test_every_rule_id_is_named_by_a_test():
    text = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in files_under_tests())
    missing = [rule for rule in rule_ids() if not named(rule, text)]
    assert not missing, f"rules with no test naming them: {', '.join(missing)}"
