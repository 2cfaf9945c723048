"""How often each Sugar Blast objective card ends with no winner (O3) under random play.

G6: each card of the package's own design must end by O3 in under 20% of games. Games are
played by seeded random players, as many with 2, 3 and 4 players.

    python scripts/check_sugar_objectives.py [--games 300]
"""

from __future__ import annotations

import argparse

from potion_widget.games.sugar.engine import Game, cards
from potion_widget.games.sugar.engine.bots import RandomBot, play

LIMIT = 0.20


def quiet_share(card_id: str, games: int, first_seed: int = 0) -> float:
    """The share of ``games`` seeded random games with this card that end with no winner."""
    quiet = 0
    for i in range(games):
        players = 2 + i % 3
        game = Game.new(players, seed=first_seed + i, objective=card_id)
        play(game, [RandomBot(seed=first_seed + 10 * i + p) for p in range(players)])
        quiet += game.winner is None
    return quiet / games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    failed = False
    for card_id, card in cards().items():
        share = quiet_share(card_id, args.games)
        mark = "own design" if card["own_design"] else "from the rulebook"
        bad = card["own_design"] and share >= LIMIT
        failed |= bad
        print(f"{card_id:22} {mark:18} no winner in {share:6.1%} of {args.games} games"
              + ("  (over the 20% limit)" if bad else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
