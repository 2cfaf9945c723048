"""Speed of the Sugar Blast engine (`make bench`): a benchmark, not a test.

Plays full games under a fixed seeded policy (seeded random players choosing from
``legal_actions()``, through the public API with undo history and events), as many with 2, 3
and 4 players, and reports games, player-turns and actions (swap, draw, replace, blast) per
second on one core.

    python scripts/bench_sugar.py [--games 300]
"""

from __future__ import annotations

import argparse
import time

from potion_widget.games.sugar.engine import Game, cards
from potion_widget.games.sugar.engine.bots import RandomBot


def run(games: int) -> tuple[float, int, int, int]:
    """Seconds, games, player-turns and actions of ``games`` seeded games (the objective cards
    in turn)."""
    deck = list(cards())
    actions = turns = 0
    start = time.perf_counter()
    for i in range(games):
        players = 2 + i % 3
        game = Game.new(players, seed=i, objective=deck[i % len(deck)])
        bots = [RandomBot(seed=10 * i + p) for p in range(players)]
        turns += 1                                     # the last turn, which ends the game
        while not game.over:
            events = game.apply(bots[game.state["current"]].choose(game))
            actions += 1
            turns += events[-1]["type"] == "turn"
    return time.perf_counter() - start, games, turns, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    seconds, games, turns, actions = run(args.games)
    print(f"Sugar Blast engine: {games} games, {turns} turns, {actions} actions in {seconds:.2f} s: "
          f"{games / seconds:,.0f} games/s, {turns / seconds:,.0f} turns/s, "
          f"{actions / seconds:,.0f} actions/s")


if __name__ == "__main__":
    main()
