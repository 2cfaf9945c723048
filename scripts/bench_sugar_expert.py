"""Benchmark: Sugar Blast's ExpertBot against its GreedyBot in 2-player games, seats alternated.

Prints the expert's wins, losses and games with no winner (O3), its win rate (overall, and
from the first and the second seat), and its median and 90th-percentile thinking time per turn
(all its ``choose`` calls of one turn: the swap and any chain's choices). The objective cards
come in turn, each played once from either seat.

    .venv/bin/python scripts/bench_sugar_expert.py --games 200

Both players are fair: each tries its actions on refills drawn from the bag's counts by its own
seeded generator, never on the game's real draws.
"""

from __future__ import annotations

import argparse
import statistics
import time

from potion_widget.games.sugar.engine import Game, cards
from potion_widget.games.sugar.engine.bots import GreedyBot
from potion_widget.games.sugar.engine.expert import ExpertBot


def play(seed: int, objective: str, expert_seat: int, think: list[float]) -> int | None:
    """One game; returns its winner's seat (or None). Appends the expert's think time per turn
    to ``think``."""
    game = Game.new(2, seed=seed, objective=objective)
    bots = [None, None]
    bots[expert_seat] = ExpertBot(seed=seed)
    bots[1 - expert_seat] = GreedyBot(seed=seed)
    turn_time = 0.0
    for _ in range(10_000):
        if game.over:
            break
        seat = game.state["current"]
        if seat == expert_seat:
            start = time.perf_counter()
            action = bots[seat].choose(game)
            turn_time += time.perf_counter() - start
            game.apply(action)
            if game.state["current"] != seat or game.over:
                think.append(turn_time)
                turn_time = 0.0
        else:
            game.apply(bots[seat].choose(game))
    else:
        raise RuntimeError(f"game {seed} did not end")
    return game.winner


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args(argv)
    deck = list(cards())
    by_seat = [[0, 0, 0], [0, 0, 0]]        # wins, losses, no winner; expert first, second
    think: list[float] = []
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.first_seed + i
        seat = i % 2
        winner = play(seed, deck[(i // 2) % len(deck)], seat, think)
        outcome = 2 if winner is None else 0 if winner == seat else 1
        by_seat[seat][outcome] += 1
    wins, losses, ties = (by_seat[0][k] + by_seat[1][k] for k in range(3))
    think.sort()
    p90 = think[min(len(think) - 1, int(0.9 * len(think)))]
    print(f"Sugar Blast expert against the greedy player, {args.games} games: wins {wins}, losses {losses}, "
          f"no winner {ties}; win rate {wins / args.games:.1%} (seats alternated, seeds "
          f"{args.first_seed}..{args.first_seed + args.games - 1}, the 8 cards in turn)")
    for name, (w, lost, none) in zip(("first", "second"), by_seat, strict=True):
        print(f"  from the {name} seat: wins {w}, losses {lost}, no winner {none}")
    print(f"think time per turn over {len(think)} turns: median {statistics.median(think):.4f} s,"
          f" 90th percentile {p90:.4f} s; wall {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
