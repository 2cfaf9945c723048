"""Playout speed against an earlier engine, in one run (`make bench`): a benchmark, not a test.

A searching player clones a position and plays a whole turn through ``legal_actions`` and
``apply``, thousands of times a move. This compares that speed for two or more engines on the
same machine at the same moment: the engine of this tree, and the engine of an earlier commit
(by default ``5f6b2be^``, before the work on playout speed), whose package ``git archive``
writes to a temporary folder. With ``--compiled PYTHON`` (an interpreter with the platform
wheel installed, ``make wheels``), the compiled engine of this tree is timed too.

Each engine runs in a process of its own, which builds the same positions (the mid-game turn
starts of ``bench.sample_states``) and plays them under the policy of ``bench.play_turn``.
Before timing, every process plays one untimed pass with the same seed and reports a digest
of the positions and of the games it played: the run stops unless they all agree, so the
engines compared play the very same turns. The rounds are interleaved (one round of each
engine in turn, only one running at a time), timed in processor time, and each engine's best
round counts: a neighbour on a shared machine only ever slows a round down. On a busy machine
that still moves the ratio by a fifth from run to run; ``--instructions`` (valgrind's callgrind)
instead counts the machine instructions each engine executes per playout turn, a figure that
does not move: each engine plays the positions once and then ``PASSES`` times more, and only the
difference counts (start-up and first uses cancel out).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "5f6b2be^"
"""The engine before the work on playout speed (Game.clone then went through marshal)."""
POSITIONS = 40
PASSES = 4
"""Passes over the positions counted by ``--instructions`` (beyond the first)."""


# ----- the worker: one engine, one process ------------------------------------------------------

def _worker(seed: int, passes: int | None) -> None:
    """Answers the parent on stdin/stdout: first its engine and digest, then one timed round
    for each ``seconds`` line it reads. With ``passes``, plays the positions that many more
    times, untimed, and stops (what ``--instructions`` counts)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench            # the policy; imports the engine found first on sys.path
    from potion_widget.games.potion import engine

    positions = bench.sample_states(POSITIONS)
    if passes is not None:
        rng = random.Random(seed)
        for _ in range(1 + passes):
            for position in positions:
                bench.play_turn(position.clone(), rng)
        return
    digest = hashlib.sha256()
    for position in positions:
        digest.update(json.dumps(position.state, sort_keys=True).encode())
    rng = random.Random(seed)
    for position in positions:       # the untimed pass: the games each engine plays
        twin = position.clone()
        bench.play_turn(twin, rng)
        digest.update(json.dumps(twin.state, sort_keys=True).encode())
    print(json.dumps({"file": engine.__file__, "compiled": engine.COMPILED,
                      "positions": len(positions), "digest": digest.hexdigest()}), flush=True)
    for line in sys.stdin:
        seconds = float(line)
        turns = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            for position in positions:
                bench.play_turn(position.clone(), rng)
            turns += len(positions)
        print(turns / (time.process_time() - start), flush=True)


# ----- the parent: engines side by side ---------------------------------------------------------

def _baseline_package(revision: str, into: Path) -> Path:
    """The ``potion_widget`` package of ``revision``, written under ``into``."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", revision,
                              "potion_widget"], check=True, capture_output=True).stdout
    tar_path = into / "baseline.tar"
    tar_path.write_bytes(archive)
    with tarfile.open(tar_path) as tar:
        tar.extractall(into, filter="data")
    return into


def _environment(path: Path | None) -> dict:
    """The environment of an engine's process: ``path`` first on its import path."""
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if path is not None:
        env["PYTHONPATH"] = str(path)
    return env


def _start(python: str, path: Path | None, seed: int) -> subprocess.Popen:
    return subprocess.Popen([python, __file__, "--worker", "--seed", str(seed)],
                            env=_environment(path), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, cwd=ROOT)


def _instructions(python: str, path: Path | None, seed: int, passes: int) -> int:
    """Instructions executed by an engine's process playing the positions ``1 + passes`` times.
    Python's hash seed is fixed: it orders sets of texts, which moves the count a little."""
    env = {**_environment(path), "PYTHONHASHSEED": "0"}
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          python, __file__, "--worker", "--seed", str(seed), "--passes",
                          str(passes)], env=env, capture_output=True, text=True, cwd=ROOT)
    collected = re.search(r"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or collected is None:
        sys.exit(f"valgrind failed:\n{run.stderr[-2000:]}")
    return int(collected.group(1))


def _count(args, engines) -> None:
    counts = []
    for _, python, path in engines:
        once = _instructions(python, path, args.seed, 0)
        more = _instructions(python, path, args.seed, PASSES)
        counts.append((more - once) / (PASSES * POSITIONS))
    print(f"machine instructions per playout turn (valgrind's callgrind; {PASSES} passes over "
          f"{POSITIONS} positions beyond the first)")
    for (label, _, _), count in zip(engines, counts, strict=True):
        print(f"  {label:<34}{count:>11,.0f}   {counts[0] / count:>5.2f}x the baseline's speed")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per round and engine")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--baseline", default=BASELINE, help="the earlier engine's commit")
    parser.add_argument("--compiled", metavar="PYTHON",
                        help="also time this tree's engine under this interpreter (compiled)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per turn under valgrind instead of timing")
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--passes", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args.seed, args.passes)
        return
    if args.instructions and shutil.which("valgrind") is None:
        sys.exit("--instructions needs valgrind (apt-get install valgrind)")

    with tempfile.TemporaryDirectory() as tmp:
        engines = [(f"baseline {args.baseline} (plain)", sys.executable,
                    _baseline_package(args.baseline, Path(tmp))),
                   ("this tree (plain)", sys.executable, ROOT)]
        if args.compiled:
            engines.append(("this tree (compiled)", args.compiled, None))
        if args.instructions:
            _count(args, engines)
            return
        workers = [_start(python, path, args.seed) for _, python, path in engines]
        try:
            _compare(args, engines, workers)
        finally:
            for worker in workers:
                worker.stdin.close()
                worker.wait()


def _compare(args, engines, workers) -> None:
    infos = [json.loads(worker.stdout.readline()) for worker in workers]
    for (label, _, path), info in zip(engines, infos, strict=True):
        if (info["compiled"] != label.endswith("(compiled)")
                or (path is not None and not info["file"].startswith(str(path)))):
            sys.exit(f"{label}: the engine imported is not that one ({info['file']})")
    if len({info["digest"] for info in infos}) != 1:
        sys.exit("the engines did not play the same turns: " + ", ".join(
            f"{label} {info['digest'][:12]}" for (label, _, _), info in zip(engines, infos, strict=True)))
    best = [0.0] * len(workers)
    for _ in range(args.rounds):
        for i, worker in enumerate(workers):
            worker.stdin.write(f"{args.seconds}\n")
            worker.stdin.flush()
            best[i] = max(best[i], float(worker.stdout.readline()))
    load = os.getloadavg()[0]
    print(f"playout turns (clone, legal_actions, apply; a whole turn) per second of processor "
          f"time, best of {args.rounds} interleaved rounds of {args.seconds:g} s, "
          f"{infos[0]['positions']} positions, same turns on every engine "
          f"(digest {infos[0]['digest'][:12]}); load average {load:.2f}")
    for (label, _, _), figure in zip(engines, best, strict=True):
        print(f"  {label:<34}{figure:>9.0f}   {figure / best[0]:>5.2f}x the baseline")


if __name__ == "__main__":
    main()
