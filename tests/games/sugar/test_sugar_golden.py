"""Golden playthroughs of Sugar Blast for 2, 3 and 4 players (scripts/make_golden_sugar.py):
the stored actions replayed from the seed give the stored state and legal actions at every
step (G5 setup, W swaps, B blasts, R tilts and refills, O the end)."""

import json
from pathlib import Path

import pytest

from potion_widget.games.sugar.engine import Game

GOLDEN = sorted((Path(__file__).resolve().parents[2] / "golden").glob("sugar_blast_*.json"))


def test_there_is_a_golden_game_for_2_3_and_4_players():
    players = sorted(json.loads(p.read_text())["new"]["players"] for p in GOLDEN)
    assert players == [2, 3, 4]


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_a_golden_game_replays_exactly(path):
    record = json.loads(path.read_text(encoding="utf-8"))
    game = Game.new(**record["new"])
    assert game.to_state() == record["start"]
    assert game.legal_actions() == record["legal"]
    for i, step in enumerate(record["steps"]):
        game.apply(step["action"])
        assert game.to_state() == step["state"], f"step {i}"
        assert game.legal_actions() == step["legal"], f"step {i}"
    assert game.over and record["steps"]
