"""Machine instructions per player-turn (`make bench-count`): a steady yardstick for the engine.

Wall-clock figures on a shared machine move by a third from run to run; the number of
instructions the processor executes for the same seeded games does not. This script plays the
benchmark's games (``scripts/bench.py``) under valgrind's callgrind and prints instructions per
player-turn in simulation mode and through the public API. Each mode is counted twice, with
``WARM_UP`` games and with more, and only the difference is divided by the turns it adds: the
start-up and every first-use cost (imports, caches filled once) cancel out. Compare two
versions of the engine with it; report speed with ``make bench``.

Needs valgrind (the Debian package ``valgrind``); it takes about a minute.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().with_name("bench.py")


WARM_UP = 2
"""Games played before the measured ones (their cost is subtracted)."""


def play(record: bool, games: int) -> int:
    """Plays ``games`` benchmark games of 2 players; returns the number of player-turns."""
    sys.path.insert(0, str(BENCH.parent))
    import bench
    turns = [bench.play_game(2, seed, record) for seed in range(games)]
    assert None not in turns, "a measured game stalled (bench.STALLED_AFTER)"
    return sum(turns)


def instructions(record: bool, games: int) -> tuple[int, int]:
    """(instructions executed, player-turns) of one run under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, __file__, "--play", str(games)] + (["--record"] if record else [])
    run = subprocess.run(command, capture_output=True, text=True, check=True)
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
        warm_total, warm_turns = instructions(record, WARM_UP)
        total, turns = instructions(record, WARM_UP + args.games)
        print(f"{label:<26}{(total - warm_total) // (turns - warm_turns):>10,} instructions "
              f"per player-turn ({turns - warm_turns} turns)")


if __name__ == "__main__":
    main()
