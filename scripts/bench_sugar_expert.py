"""Benchmark: Sugar Blast's ExpertBot against its GreedyBot in 2-player games, seats alternated.

For each set of seeds (``--first-seed``, one or more; ``--games`` seeds from each) it prints the
expert's wins, losses and games with no winner (O3), its win rate, and the same from the first
and the second seat; then its median and 90th-percentile thinking time per turn (all its
``choose`` calls of one turn: the swap and any chain's choices), and the cost of one hint
(``hints.hint``, which asks the expert) on the positions where the expert was to move. The
objective cards come in turn, each played once from either seat.

    .venv/bin/python scripts/bench_sugar_expert.py --games 200
    .venv/bin/python scripts/bench_sugar_expert.py --games 200 --first-seed 0 200 400

Seeds 0-199 are the claim's; the race's constants and the playout's weight (engine/expert.py)
were set on them, so the other sets show how the expert does on seeds it was not tuned on (the
greedy reply it imagines was chosen on seeds 1000-1499, its number of imagined refills on seeds
3000-3399).
Both players are fair: each tries its actions on refills drawn from the bag's counts by its
own seeded generator, never on the game's real draws.

``--foresight`` measures how much the refills decide: it replaces the expert by
:class:`ForesightProbe`, the same search run on the game's real future (it reads the bag's
order, which no fair player may), a bound on what better judgement alone could win here.

    .venv/bin/python scripts/bench_sugar_expert.py --games 1000 --first-seed 1000 --foresight
"""

from __future__ import annotations

import argparse
import time

from matches import spread

from potion_widget.games.sugar.engine import Game, cards
from potion_widget.games.sugar.engine.bots import GreedyBot
from potion_widget.games.sugar.engine.expert import SAMPLES, ExpertBot, judge
from potion_widget.games.sugar.hints import hint


class ForesightProbe(ExpertBot):
    """Not a fair player, and not part of the package: the expert's judgement
    (:func:`~potion_widget.games.sugar.engine.expert.judge`) of each action on one copy of the
    real game, whose generator draws the very refills the game will. Only a measuring stick."""

    def choose(self, game: Game) -> dict:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = game.state["current"]
        reply_seed = self._rng.below(1 << 62)
        values = [judge(game.clone(), action, me, reply_seed) for action in actions]
        return actions[values.index(max(values))]     # the first best, as the expert's ties


def play(seed: int, objective: str, expert_seat: int, think: list[list[float]], samples: int,
         positions: list[Game] | None = None, expert: type[ExpertBot] = ExpertBot) -> int | None:
    """One game; returns its winner's seat (or None). Appends the expert's think time per turn
    to ``think[0]`` (wall clock) and ``think[1]`` (this process's processor time: on a shared
    machine the wall clock counts other work too) and, when ``positions`` is given, a copy of
    each position it was to move in."""
    game = Game.new(2, seed=seed, objective=objective)
    bots = [None, None]
    bots[expert_seat] = expert(seed=seed, samples=samples)
    bots[1 - expert_seat] = GreedyBot(seed=seed)
    turn_time = turn_cpu = 0.0
    for _ in range(10_000):
        if game.over:
            break
        seat = game.state["current"]
        if seat == expert_seat:
            if positions is not None and turn_time == 0.0:
                positions.append(game.clone())
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(game)
            turn_time += time.perf_counter() - start
            turn_cpu += time.process_time() - start_cpu
            game.apply(action)
            if game.state["current"] != seat or game.over:
                think[0].append(turn_time)
                think[1].append(turn_cpu)
                turn_time = turn_cpu = 0.0
        else:
            game.apply(bots[seat].choose(game))
    else:
        raise RuntimeError(f"game {seed} did not end")
    return game.winner


def match(first_seed: int, games: int, think: list[list[float]], samples: int,
          positions: list[Game] | None, expert: type[ExpertBot] = ExpertBot) -> list[list[int]]:
    """``games`` games from ``first_seed`` on, seats alternated; the expert's wins, losses and
    games with no winner from the first seat and from the second."""
    deck = list(cards())
    by_seat = [[0, 0, 0], [0, 0, 0]]
    for i in range(games):
        seat = i % 2
        winner = play(first_seed + i, deck[(i // 2) % len(deck)], seat, think, samples, positions,
                      expert)
        by_seat[seat][2 if winner is None else 0 if winner == seat else 1] += 1
    return by_seat


def hint_times(positions: list[Game], count: int) -> list[float]:
    """The time of one hint on each of ``count`` of the positions, spread over them."""
    step = max(1, len(positions) // max(1, count))
    times = []
    for game in positions[::step][:count]:
        start = time.perf_counter()
        hint(game, language="en")
        times.append(time.perf_counter() - start)
    return times


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games in each set of seeds")
    parser.add_argument("--first-seed", type=int, nargs="+", default=[0],
                        help="the first seed of each set (several sets: several numbers)")
    parser.add_argument("--samples", type=int, default=SAMPLES,
                        help="the expert's imagined refills per choice")
    parser.add_argument("--hints", type=int, default=40,
                        help="how many positions to time one hint on (0: none)")
    parser.add_argument("--foresight", action="store_true",
                        help="play the foresight probe (it reads the real refills) instead")
    args = parser.parse_args(argv)
    expert = ForesightProbe if args.foresight else ExpertBot
    who = "foresight probe" if args.foresight else "expert"
    think: list[list[float]] = [[], []]
    positions: list[Game] | None = [] if args.hints else None
    start = time.perf_counter()
    for first in args.first_seed:
        by_seat = match(first, args.games, think, args.samples, positions, expert)
        wins, losses, ties = (by_seat[0][k] + by_seat[1][k] for k in range(3))
        print(f"Sugar Blast {who} against the greedy player, {args.games} games: wins {wins}, "
              f"losses {losses}, no winner {ties}; win rate {wins / args.games:.1%} (seats "
              f"alternated, seeds {first}..{first + args.games - 1}, the 8 cards in turn)")
        for name, (w, lost, none) in zip(("first", "second"), by_seat, strict=True):
            print(f"  from the {name} seat: wins {w}, losses {lost}, no winner {none}")
    print(f"think time per turn over {len(think[0])} turns: {spread(think[0], 4)} (processor "
          f"time: {spread(think[1], 4)}); wall {time.perf_counter() - start:.1f} s")
    if positions:
        times = hint_times(positions, args.hints)
        print(f"one hint, over {len(times)} of the expert's positions: {spread(times, 4)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
