"""Benchmark: what the explorer's tools cost. Short (about 15 s).

Positions: every moment a usual pick is due in seeded 2-player games between two
``ExpertBot``s (seeds 0 to ``--games`` - 1). At each position it times, best of ``--repeat``:

* ``honest_previews`` (D2: every legal pick's outcome over the arrangements of the hidden
  marbles, exact or sampled), per pick; the share of picks whose chance was sampled;
* the all-seeing preview of the same picks, per pick, for comparison;
* what a board computes after each action with the explorer's tools on: its hover previews
  (``hover_previews``) and the heat map (``heat_cells``, measure ``"fit"``);
* a hint (``hints.hint``: the expert's choice and its sentence).

    .venv/bin/python scripts/bench_analysis.py --games 10
"""

from __future__ import annotations

import argparse
import statistics
import time

from potion_widget import Game
from potion_widget.games.potion.analysis import honest_previews
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.heatmap import heat_cells
from potion_widget.games.potion.hints import hint
from potion_widget.games.potion.odds import hover_previews


def positions(games: int) -> list[Game]:
    """Every position of the seeded games where a usual pick is due."""
    found = []
    for seed in range(games):
        game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
        bots = [ExpertBot(seed=seed), ExpertBot(seed=seed + 1)]
        for _ in range(3000):
            if game.phase != "play" and game.phase != "draft":
                break
            if game.phase == "play" and not game.state["turn"]["picked"] and any(
                    a["type"] == "pick" for a in game.legal_actions()):
                found.append(game.clone())
            game.apply(bots[game.current].choose(game))
    return found


def best(repeat: int, work) -> float:
    """The fastest of ``repeat`` runs of ``work()``, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def describe(name: str, seconds: list[float], unit: str) -> None:
    us = sorted(s * 1e6 for s in seconds)
    p90 = us[int(0.9 * (len(us) - 1))]
    print(f"{name}: median {statistics.median(us):,.0f} us {unit}, mean {statistics.mean(us):,.0f}, "
          f"90th percentile {p90:,.0f}, at most {us[-1]:,.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    games = positions(args.games)
    honest, seeing, board, hints = [], [], [], []
    picks = sampled = 0
    for game in games:
        previews = honest_previews(game)
        n = len(previews)
        picks += n
        sampled += sum(not p["exact"] for p in previews)
        honest.append(best(args.repeat, lambda g=game: honest_previews(g)) / n)
        seeing.append(best(args.repeat, lambda g=game: honest_previews(g, all_seeing=True)) / n)
        board.append(best(args.repeat, lambda g=game: (hover_previews(g), heat_cells(g, "fit"))))
        hints.append(best(1, lambda g=game: hint(g)))
    print(f"{len(games)} positions from {args.games} games, {picks} picks "
          f"({sampled} sampled, {100 * sampled / max(1, picks):.1f}%)")
    describe("honest preview", honest, "a pick")
    describe("all-seeing preview", seeing, "a pick")
    describe("board update (hover previews and heat map)", board, "a position")
    describe("hint", hints, "a position")


if __name__ == "__main__":
    main()
