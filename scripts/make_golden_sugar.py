"""Sugar Blast's golden playthroughs: seeded full games stored as JSON, replayed by the tests.

    python scripts/make_golden_sugar.py            check: replay, report the first difference
    python scripts/make_golden_sugar.py --write    regenerate tests/golden/sugar_blast_*.json

Each game is ``Game.new(players, seed, objective=...)`` played to its end by seeded bots (the
first seat greedy, the others random). A file holds the game's ``new`` arguments, the first
state, and for every step the action, the state after it and the legal actions after it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from potion_widget.games.sugar.engine import Game
from potion_widget.games.sugar.engine.bots import GreedyBot, RandomBot

ROOT = Path(__file__).resolve().parents[1]
GOLDEN_DIR = ROOT / "tests" / "golden"

GAMES = [(2, 3, "four-pairs"), (3, 5, "nine-any"), (4, 8, "three-pairs")]
"""(players, seed, objective card) of each stored game."""


def path_of(players: int, seed: int) -> Path:
    return GOLDEN_DIR / f"sugar_blast_{players}p_seed{seed}.json"


def play(players: int, seed: int, objective: str) -> dict:
    """The record of one seeded game."""
    game = Game.new(players, seed=seed, objective=objective)
    bots = [GreedyBot(seed)] + [RandomBot(seed * 10 + i) for i in range(1, players)]
    record = {"new": {"players": players, "seed": seed, "objective": objective},
              "start": game.to_state(), "legal": game.legal_actions(), "steps": []}
    while not game.over:
        action = bots[game.state["current"]].choose(game)
        game.apply(action)
        record["steps"].append({"action": action, "state": game.to_state(),
                                "legal": game.legal_actions()})
    return record


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the stored games")
    args = parser.parse_args()
    differ = False
    for players, seed, objective in GAMES:
        record = play(players, seed, objective)
        path = path_of(players, seed)
        if args.write:
            path.write_text(json.dumps(record, separators=(",", ":")) + "\n", encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}: {len(record['steps'])} steps")
        elif not path.exists() or json.loads(path.read_text(encoding="utf-8")) != record:
            differ = True
            print(f"{path.relative_to(ROOT)} differs from a replay")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
