"""Every rule of docs/SUGAR_BLAST.md is named by a Sugar Blast test; the objective cards of
the package's own design end with no winner (O3) in under 20% of random games (G6); every
sentence the engine says is in the catalog; each module has its import layer."""

import re
import sys
import tomllib
from pathlib import Path

from potion_widget.i18n.messages import catalog
from potion_widget.games.sugar.engine import Game, cards

ROOT = Path(__file__).resolve().parents[3]
RULES = ROOT / "docs" / "SUGAR_BLAST.md"
HERE = Path(__file__).resolve().parent
RULE_LINE = re.compile(r"^- \*\*([A-Z]\d+)\*\*", re.MULTILINE)

sys.path.insert(0, str(ROOT / "scripts"))
from check_sugar_objectives import LIMIT, quiet_share  # noqa: E402


def named(rule: str, text: str) -> bool:
    return re.search(rf"(?<![A-Za-z0-9]){rule}(?![0-9A-Za-z])", text) is not None


def test_sugar_blast_md_lists_the_ids_of_every_area():
    ids = RULE_LINE.findall(RULES.read_text(encoding="utf-8"))
    assert len(ids) == len(set(ids)) == 30
    assert {i[0] for i in ids} == set("GWNBRO")


def test_every_sugar_blast_rule_id_is_named_by_a_test():
    here = Path(__file__).resolve()
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(HERE.glob("*.py")) if p != here)
    missing = [rule for rule in RULE_LINE.findall(RULES.read_text(encoding="utf-8"))
               if not named(rule, text)]
    assert not missing, f"rules with no test naming them: {', '.join(missing)}"
    assert not named("B1", "B10") and named("B1", "test_B1_lines")


def test_G6_each_own_design_card_ends_with_no_winner_in_under_a_fifth_of_random_games():
    for card_id, card in cards().items():
        if card["own_design"]:
            assert quiet_share(card_id, games=60, first_seed=500) < LIMIT, card_id


def test_every_sugar_sentence_the_code_names_is_in_the_catalog():
    english = catalog("en")
    source = "\n".join(p.read_text(encoding="utf-8")
                       for p in (ROOT / "potion_widget" / "games" / "sugar" / "engine").glob("*.py"))
    keys = {f"sugar.event.{k}" for k in re.findall(r'event\("\w+", "\w+", "(\w+)"', source)}
    keys |= {f"sugar.refuse.{k}" for k in re.findall(r'_refuse\("\w+", "(\w+)"', source)}
    assert len(keys) > 25
    assert sorted(k for k in keys if k not in english) == []
    game = Game.new(2, seed=1)
    assert "(" in game.apply(game.legal_actions()[0])[0]["text"]


def test_every_sugar_blast_module_has_its_import_layer():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    layers = next(c for c in config["contracts"] if c["id"] == "sugar-blast-layers")["layers"]
    layered = {name.strip() for layer in layers for name in layer.split("|")}
    modules = {p.stem for p in (ROOT / "potion_widget" / "games" / "sugar" / "engine").glob("*.py")
               if p.name != "__init__.py"}
    assert modules == layered
