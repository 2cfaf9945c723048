"""Machine instructions per player-turn (`make bench-count`): a steady yardstick for the engine.

Wall-clock figures on a shared machine move by a third from run to run; the number of
instructions the processor executes for the same seeded games does not. This script plays the
benchmark's games (``scripts/bench.py``) under valgrind's callgrind and prints instructions per
player-turn in simulation mode and through the public API. Each mode is counted twice, with
``WARM_UP`` games and with more, and only the difference is divided by the turns it adds: the
start-up and every first-use cost (imports, caches filled once) cancel out. Python's hash seed
orders sets of texts, which moves a figure by up to 1% from one run to the next, so each mode
is counted under a few fixed seeds (``HASH_SEEDS``) and the median is printed: the same engine
gives the same figures every time. Compare two versions of the engine with it; report speed
with ``make bench``.

Needs valgrind (the Debian package ``valgrind``); it takes a few minutes.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().with_name("bench.py")


WARM_UP = 2
"""Games played before the measured ones (their cost is subtracted)."""

HASH_SEEDS = (0, 1, 2)
"""The values of PYTHONHASHSEED each mode is counted under (the median is printed)."""


def play(record: bool, games: int) -> int:
    """Plays ``games`` benchmark games of 2 players; returns the number of player-turns."""
    sys.path.insert(0, str(BENCH.parent))
    import bench
    turns = [bench.play_game(2, seed, record) for seed in range(games)]
    assert None not in turns, "a measured game stalled (bench.STALLED_AFTER)"
    return sum(turns)


def instructions(record: bool, games: int, hash_seed: int) -> tuple[int, int]:
    """(instructions executed, player-turns) of one run under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, __file__, "--play", str(games)] + (["--record"] if record else [])
    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed)}
    run = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    collected = re.search(r"Collected : (\d+)", run.stderr)
    return int(collected.group(1)), int(run.stdout.strip() or 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games per mode")
    parser.add_argument("--play", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--record", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play is not None:       # the measured child process
        print(play(args.record, args.play))
        return
    if shutil.which("valgrind") is None:
        sys.exit("bench_count needs valgrind (apt-get install valgrind)")
    sys.path.insert(0, str(BENCH.parent))
    from bench import BUILD
    print(f"engine: {BUILD}")
    for record, label in ((False, "simulation (no history)"), (True, "public API (history)")):
        figures = []
        for hash_seed in HASH_SEEDS:
            warm_total, warm_turns = instructions(record, WARM_UP, hash_seed)
            total, turns = instructions(record, WARM_UP + args.games, hash_seed)
            figures.append((total - warm_total) // (turns - warm_turns))
        spread = ", ".join(f"{n:,}" for n in figures)
        print(f"{label:<26}{statistics.median(figures):>10,} instructions per player-turn "
              f"({turns - warm_turns} turns; median of {spread})")


if __name__ == "__main__":
    main()
