"""What looking back costs (`python scripts/bench_timeline.py`): the timeline keeps no
snapshots and rebuilds a position by replaying the line from its start, so this measures that
replay and the widget's whole answer to a click on the strip.

For a seeded 2-player game of each game (Potion Explosion, then Sugar Blast: the timeline is
the same for both) it plays ``--moves`` moves (60 by default, and a whole game), then times, as
the median of ``--repeat`` runs:

- ``Timeline.game_at``: the position after the middle move, replayed without history;
- the board's ``look_at``: the whole look at the middle move (replay, that move's events told
  in words, every trait of the past position); then a look and the way back to the latest
  move, which rebuilds the present's traits (its legal moves and hover previews);
- ``continue_from_here``: the branch and its new present, replayed with undo history.

Wall-clock figures on a shared machine move from run to run; read them as orders of magnitude.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.widget import PotionWidget
from potion_widget.games.sugar.widget import SugarBlastWidget


def played(moves: int | None, seed: int) -> PotionWidget:
    """A Potion Explosion board after ``moves`` seeded moves (``None``: to the end of the game)."""
    widget = PotionWidget(players=["Ana", "Ben"], seed=seed, remove="beginner")
    rng = random.Random(seed)
    while widget.game.phase != "over" and (moves is None or widget.timeline["lines"][0] < moves):
        game = widget.game
        widget.play(game.legal_actions()[0] if game.phase != "play" else plausible_move(game, rng))
    return widget


def played_sugar(moves: int | None, seed: int) -> SugarBlastWidget:
    """A Sugar Blast board after ``moves`` seeded random legal moves (``None``: to the end)."""
    widget = SugarBlastWidget(players=["Ana", "Ben"], seed=seed)
    rng = random.Random(seed)
    while widget.game.phase != "over" and (moves is None or widget.timeline["lines"][0] < moves):
        widget.play(rng.choice(widget.game.legal_actions()))
    return widget


def median_ms(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def measure(widget, repeat: int) -> dict[str, float]:
    moves = widget.timeline["lines"][0]
    middle = moves // 2
    record = widget._lines.strip.timeline

    def look_and_back():
        widget.look_at(middle)
        widget.back_to_latest()

    def look_along():          # from one past move to another: no present traits to rebuild
        widget.look_at(middle)
        widget.look_at(middle - 1)

    def branch_and_back():
        widget.look_at(middle)
        widget.continue_from_here()
        widget.switch_line(1)

    return {
        "moves": moves,
        "game_at (replay)": median_ms(lambda: record.game_at(middle), repeat),
        "look_at (a past move, twice)": median_ms(look_along, repeat) / 2,
        "look_at + back": median_ms(look_and_back, repeat),
        "continue + switch back": median_ms(branch_and_back, repeat),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    for name, play in (("Potion Explosion", played), ("Sugar Blast", played_sugar)):
        for moves in (args.moves, None):
            figures = measure(play(moves, args.seed), args.repeat)
            print(f"{name}, {figures.pop('moves')} moves:",
                  ", ".join(f"{what} {ms:.2f} ms" for what, ms in figures.items()))


if __name__ == "__main__":
    main()
