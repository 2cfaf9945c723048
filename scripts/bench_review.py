"""How long a review and puzzle mining take (issue 25): a review of a 60-action game at the
default sample size, and the puzzles mined per minute at the command line's default strength
(every theme: a pick, a drink's effect, the little help, the end of the turn).

    python scripts/bench_review.py [--actions 60] [--samples 8] [--puzzles 20]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from potion_widget import Game
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.puzzles import mine
from potion_widget.games.potion.review import DEFAULT_SAMPLES, review


def _record(actions: int, seed: int) -> dict:
    """The first ``actions`` actions of a seeded game of the expert against itself."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    start = game.to_state()
    bot = ExpertBot(seed=seed)
    while game.phase != "over" and len(game.history()[1]) < actions:
        game.apply(bot.choose(game))
    return {"game": "potion", "state": start, "actions": game.history()[1]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=60)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--puzzles", type=int, default=20)
    args = parser.parse_args()
    record = _record(args.actions, seed=11)
    started = time.perf_counter()
    judged = review(record, samples=args.samples)
    took = time.perf_counter() - started
    print(f"review: {len(record['actions'])} actions, {len(judged.moves)} decisions judged, "
          f"{args.samples} worlds each: {took:.1f} s")
    started = time.perf_counter()
    found = mine(args.puzzles, seed=1)
    took = time.perf_counter() - started
    themes = Counter(puzzle["theme"] for puzzle in found["puzzles"])
    print(f"puzzles: {len(found['puzzles'])} mined in {took:.1f} s "
          f"({60 * len(found['puzzles']) / took:.0f} a minute; by theme: "
          + ", ".join(f"{theme} {count}" for theme, count in sorted(themes.items())) + ")")


if __name__ == "__main__":
    main()
