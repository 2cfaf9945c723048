"""A game between computer players with one seat's thinking timed: what the bot benchmarks share.

    from matches import timed_game
"""

from __future__ import annotations

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
