"""Benchmark: ExpertBot against GreedyBot in 2-player games, seats alternated.

Prints the expert's wins, losses and ties with the number of games, its win rate, its
median and 90th-percentile thinking time per turn (all the ``choose`` calls of one turn), and
the honest preview's cost per pick (``honest_previews`` timed apart, outside the think time).

    .venv/bin/python scripts/bench_expert.py --games 200
"""

from __future__ import annotations

import argparse
import statistics
import time

from matches import Tally, spread, timed_game

from potion_widget import Game
from potion_widget.games.potion.analysis import honest_previews
from potion_widget.games.potion.bots import GreedyBot
from potion_widget.games.potion.expert import ExpertBot

PREVIEW: list[float] = []
"""Seconds per pick of ``honest_previews``, one figure per position where the expert picks."""


def play(seed: int, expert_seat: int, think: list[float]) -> tuple[list[int], int]:
    """One game; returns the winners and the expert's seat. Appends the expert's think time
    per turn to ``think``."""
    game = Game.new(2, seed=seed, remove=None, record=False)
    bots = [None, None]
    bots[expert_seat] = ExpertBot(seed=seed)
    bots[1 - expert_seat] = GreedyBot(seed=seed)
    return timed_game(game, bots, expert_seat, think, after_choice=_time_previews), expert_seat


def _time_previews(game, action: dict) -> None:
    """The honest preview's cost per pick where the expert picks (outside its think time)."""
    if action["type"] == "pick" and game.phase == "play":
        start = time.perf_counter()
        n = len(honest_previews(game))
        PREVIEW.append((time.perf_counter() - start) / n)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    tally = Tally(args.first_seed)
    think: list[float] = []
    start = time.perf_counter()
    for i in range(args.games):
        tally.add(*play(args.first_seed + i, i % 2, think))
    print(tally.line("expert"))
    print(f"think time per turn over {len(think)} turns: {spread(think, 4)}; "
          f"wall {time.perf_counter() - start:.1f} s")
    if PREVIEW:
        print(f"honest preview cost per pick over {len(PREVIEW)} positions: median "
              f"{1e6 * statistics.median(PREVIEW):.0f} us, mean {1e6 * statistics.fmean(PREVIEW):.0f} us, "
              f"max {1e6 * max(PREVIEW):.0f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
