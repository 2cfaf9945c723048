"""What the bot benchmarks share: a game with one seat's thinking timed, the spread of the
times, and a match's tally in words.

    from matches import Tally, spread, timed_game
"""

from __future__ import annotations

import statistics
import time
from typing import Callable


def timed_game(game, bots: list, seat: int, think: list[float], cpu: list[float] | None = None,
               after_choice: Callable[[object, dict], None] | None = None) -> list[int]:
    """Plays ``game`` to its end with ``bots`` (one per seat) and returns the winners. The
    thinking of the bot at ``seat`` is timed per turn (every ``choose`` call of one turn):
    appended to ``think`` (wall clock) and ``cpu`` (this process's processor time: on a machine
    shared with other work, the wall clock counts their time too). ``after_choice(game,
    action)`` runs after each of that bot's choices, outside the time measured."""
    turn_time = turn_cpu = 0.0
    turn_key = None

    def keep() -> None:
        think.append(turn_time)
        if cpu is not None:
            cpu.append(turn_cpu)

    for _ in range(5000):
        if game.phase == "over":
            break
        if game.current == seat:
            key = (game.state["turn"]["number"], game.phase)
            if key != turn_key:
                if turn_key is not None:
                    keep()
                turn_time = turn_cpu = 0.0
                turn_key = key
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(game)
            turn_time += time.perf_counter() - start
            turn_cpu += time.process_time() - start_cpu
            if after_choice is not None:
                after_choice(game, action)
        else:
            action = bots[game.current].choose(game)
        game.apply(action)
    else:
        raise RuntimeError("the game did not end")
    if turn_key is not None:
        keep()
    return game.winners()


def spread(times: list[float], digits: int = 3) -> str:
    """The median and the 90th percentile of ``times`` (seconds), in words."""
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered):.{digits}f} s, 90th percentile {p90:.{digits}f} s"


class Tally:
    """One player's wins, losses and ties over a match, seats alternated from ``first_seed``."""

    def __init__(self, first_seed: int):
        self.first_seed = first_seed
        self.wins = self.losses = self.ties = 0

    def add(self, winners: list[int], seat: int) -> None:
        """Counts one game whose ``winners`` are known, played from ``seat``."""
        if winners == [seat]:
            self.wins += 1
        elif seat in winners:
            self.ties += 1
        else:
            self.losses += 1

    def line(self, who: str) -> str:
        """The match in words: ``who`` wins ..., the win rate, the seeds."""
        games = self.wins + self.losses + self.ties
        return (f"games {games}, {who} wins {self.wins}, losses {self.losses}, ties {self.ties}; "
                f"win rate {self.wins / games:.1%} (seats alternated, seeds {self.first_seed}.."
                f"{self.first_seed + games - 1})")
