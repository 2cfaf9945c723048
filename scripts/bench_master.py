"""Benchmark: MasterBot against GreedyBot and against ExpertBot in 2-player games, seats
alternated.

Prints, for each opponent, the Master's wins, losses and ties with the number of games and
its win rate; then its median and 90th-percentile thinking time per turn (all the ``choose``
calls of one turn) and its playouts per second (one candidate move in one sampled world, the
rest of the turn played by the expert). The issue's figure is 200 games against the expert:

    .venv/bin/python scripts/bench_master.py --games 200 --against expert
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from matches import Tally, spread, timed_game

from potion_widget import Game
from potion_widget.games.potion.bots import GreedyBot
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.master import (DEFAULT_REPLY, DEFAULT_STRENGTH, DEFAULT_WIDTH,
                                               REPLIES, MasterBot)

OPPONENTS = {"greedy": GreedyBot, "expert": ExpertBot}


def play(seed: int, master: MasterBot, opponent, master_seat: int,
         think: list[float], cpu: list[float] | None = None) -> list[int]:
    """One game; returns the winners. Appends the Master's think time per turn to ``think``
    (wall clock) and to ``cpu`` (this process's processor time: on a machine shared with
    other work, the wall clock counts their time too)."""
    game = Game.new(2, seed=seed, remove=None, record=False)
    bots = [None, None]
    bots[master_seat] = master
    bots[1 - master_seat] = opponent
    return timed_game(game, bots, master_seat, think, cpu)


def match(name: str, games: int, first_seed: int, settings: dict,
          think: list[float], cpu: list[float], counters: list[int], progress: bool) -> None:
    """Plays ``games`` games against the opponent ``name`` and prints the result."""
    tally = Tally(first_seed)
    for i in range(games):
        seed = first_seed + i
        seat = i % 2
        master = MasterBot(seed=seed, **settings)
        winners = play(seed, master, OPPONENTS[name](seed=seed), seat, think, cpu)
        counters.append(master.playouts)
        tally.add(winners, seat)
        if progress:
            print(f"  {name} game {i + 1}/{games} (seed {seed}): wins {tally.wins}, losses "
                  f"{tally.losses}, ties {tally.ties}; median processor time a turn "
                  f"{statistics.median(cpu):.3f} s", file=sys.stderr, flush=True)
    print(f"against {name}: {tally.line('master')}", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games against each opponent")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--against", choices=["both", *OPPONENTS], default="both")
    parser.add_argument("--strength", type=int, default=DEFAULT_STRENGTH,
                        help="sampled worlds per candidate move")
    parser.add_argument("--width", type=int, default=DEFAULT_WIDTH, help="picks searched")
    parser.add_argument("--reply", choices=REPLIES, default=DEFAULT_REPLY,
                        help="how a playout counts the next player's reply")
    parser.add_argument("--progress", action="store_true", help="a line per game on stderr")
    args = parser.parse_args(argv)
    names = list(OPPONENTS) if args.against == "both" else [args.against]
    settings = {"strength": args.strength, "width": args.width, "reply": args.reply}
    print("MasterBot " + ", ".join(f"{k} {v}" for k, v in settings.items()))
    think: list[float] = []
    cpu: list[float] = []
    playouts: list[int] = []
    start = time.perf_counter()
    for name in names:
        match(name, args.games, args.first_seed, settings, think, cpu, playouts, args.progress)
    print(f"think time per turn over {len(think)} turns: {spread(think)} (wall clock); "
          f"{spread(cpu)} (processor time); whole run {time.perf_counter() - start:.1f} s")
    print(f"playouts: {sum(playouts)} in {sum(think):.1f} s of thought, "
          f"{sum(playouts) / sum(think):.0f} per second ({sum(playouts) / sum(cpu):.0f} per "
          f"second of processor time)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
