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
round counts: a neighbour on a shared machine only ever slows a round down.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
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


# ----- the worker: one engine, one process ------------------------------------------------------

def _worker(seed: int) -> None:
    """Answers the parent on stdin/stdout: first its engine and digest, then one timed round
    for each ``seconds`` line it reads."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench            # the policy; imports the engine found first on sys.path
    from potion_widget.games.potion import engine

    positions = bench.sample_states(POSITIONS)
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


def _start(python: str, path: Path | None, seed: int) -> subprocess.Popen:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if path is not None:
        env["PYTHONPATH"] = str(path)
    return subprocess.Popen([python, __file__, "--worker", "--seed", str(seed)], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per round and engine")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--baseline", default=BASELINE, help="the earlier engine's commit")
    parser.add_argument("--compiled", metavar="PYTHON",
                        help="also time this tree's engine under this interpreter (compiled)")
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker(args.seed)
        return

    with tempfile.TemporaryDirectory() as tmp:
        engines = [(f"baseline {args.baseline} (plain)", sys.executable,
                    _baseline_package(args.baseline, Path(tmp))),
                   ("this tree (plain)", sys.executable, ROOT)]
        if args.compiled:
            engines.append(("this tree (compiled)", args.compiled, None))
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
