"""Golden playthroughs: seeded full games stored as JSON and replayed by the tests.

    python scripts/make_golden.py            check: replay the policy, report any difference
    python scripts/make_golden.py --write    regenerate tests/golden/*.json on purpose

Each game is played from ``Game.new(players, seed, **options)`` by a fixed policy drawing from
``random.Random(seed)``: it places what fits, takes pool marbles that fit, drinks most potions
with a random legal choice, makes the usual pick that brings the most useful marbles (sometimes
a random one), rarely asks for help, and ends the turn with a random legal keep and draw. Each
file holds the game's ``new`` arguments, its actions, the final state and scores, a short
digest of the legal actions after every step (and of each step's events), and a digest of the
whole state every ``states_every`` steps, so a replay can say where it first diverged.

Without ``--write`` the script never changes a file: it exits 1 and lists the differences.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine import Game

ROOT = Path(__file__).resolve().parents[1]

GOLDEN_DIR = ROOT / "tests" / "golden"
STATES_EVERY = 25
DIGEST_CHARS = 12

# (players, seed, options): one game of each size, one of them with the market (S4); the
# 2-player game ends in a tie on points, so its end is the tie-break (F3).
GAMES = [
    (2, 3, {"remove": "beginner"}),
    (3, 2, {"market": "market"}),
    (4, 1, {"remove": ["sands", "love"], "first": 1}),
]


def file_name(players: int, seed: int) -> str:
    return f"game_{players}p_seed{seed}.json"


def digest(value) -> str:
    """A short, stable digest of JSON data."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_CHARS]


def events_digest(events: list[dict]) -> str:
    """The digest of a step's events without their English sentences, so rewording a
    message does not change a golden file (the message keys and parameters do)."""
    return digest([{k: v for k, v in e.items() if k != "text"} for e in events])


# ----- the policy ------------------------------------------------------------------------------

def choose(game, rng: random.Random) -> dict:
    """The policy's next action: always a complete, legal action."""
    legal = game.legal_actions()
    if game.phase == "draft":
        return rng.choice(legal)
    if game.phase == "tiebreak":
        previews = game.pick_previews()
        most = max(p["count"] for p in previews)
        p = rng.choice([p for p in previews if p["count"] == most])
        return {"type": "pick", "track": p["track"], "pos": p["pos"]}
    return plausible_move(game, rng, legal, random_pick=0.15)


def play(players: int, seed: int, options: dict, limit: int = 5000) -> dict:
    """Plays one game under the policy and returns its golden record."""
    game = Game.new(players, seed=seed, **options)
    rng = random.Random(seed)
    actions, legal_digests, event_digests, state_digests = [], [], [], []
    while True:
        if len(actions) % STATES_EVERY == 0:
            state_digests.append(digest(game.to_state()))
        legal_digests.append(digest(game.legal_actions()))
        if game.phase == "over":
            break
        if len(actions) >= limit:
            raise RuntimeError(f"{players} players, seed {seed}: no end after {limit} actions")
        action = choose(game, rng)
        event_digests.append(events_digest(game.apply(action)))
        actions.append(action)
    return {
        "new": {"players": players, "seed": seed, "options": options},
        "actions": actions,
        "states_every": STATES_EVERY,
        "state_digests": state_digests,
        "final_state": game.to_state(),
        "scores": game.scores(),
        "winners": game.winners(),
        "legal_after_each_step_digest": legal_digests,
        "events_digest": event_digests,
    }


# ----- files -------------------------------------------------------------------------------------

def dumps(record: dict) -> str:
    """The record as JSON, one action or digest per line so a diff shows the step."""
    lines = ["{"]
    items = list(record.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if isinstance(value, list) and value and key != "scores" and key != "winners":
            lines.append(f"  {json.dumps(key)}: [")
            body = [f"    {json.dumps(v, separators=(', ', ': '))}" for v in value]
            lines.append(",\n".join(body))
            lines.append(f"  ]{comma}")
        elif key == "final_state":
            text = json.dumps(value, indent=2).replace("\n", "\n  ")
            lines.append(f"  {json.dumps(key)}: {text}{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, separators=(', ', ': '))}"
                         f"{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def first_difference(stored: dict, fresh: dict) -> str | None:
    """A sentence naming the first place where two records differ, or ``None``."""
    if stored.get("new") != fresh["new"]:
        return f"the game's 'new' arguments differ: {stored.get('new')} vs {fresh['new']}"
    a, b = stored.get("actions", []), fresh["actions"]
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"action {i} differs: stored {x}, policy now plays {y}"
    if len(a) != len(b):
        return f"the stored game has {len(a)} actions, the policy now plays {len(b)}"
    for key in ("legal_after_each_step_digest", "events_digest", "state_digests"):
        x_list, y_list = stored.get(key, []), fresh[key]
        for i, (x, y) in enumerate(zip(x_list, y_list, strict=False)):
            if x != y:
                where = f"state after action {i * STATES_EVERY}" if key == "state_digests" \
                    else f"step {i}"
                return f"{key} first differs at {where}"
        if len(x_list) != len(y_list):
            return f"{key} has {len(x_list)} entries, now {len(y_list)}"
    for key in ("final_state", "scores", "winners", "states_every"):
        if stored.get(key) != fresh[key]:
            return f"{key} differs"
    return None


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true",
                        help="regenerate the golden files (on purpose, after a rules change)")
    args = parser.parse_args(argv)
    problems = 0
    for players, seed, options in GAMES:
        path = GOLDEN_DIR / file_name(players, seed)
        record = play(players, seed, options)
        text = dumps(record)
        if args.write:
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            old = path.read_text("utf-8") if path.exists() else None
            path.write_text(text, "utf-8")
            status = "unchanged" if old == text else ("written" if old is None else "UPDATED")
            print(f"{path.relative_to(ROOT)}: {status} ({len(record['actions'])} actions, "
                  f"scores {record['scores']})")
            continue
        if not path.exists():
            print(f"{path.relative_to(ROOT)}: missing")
            problems += 1
            continue
        stored = json.loads(path.read_text("utf-8"))
        difference = first_difference(stored, record)
        if difference is None and path.read_text("utf-8") != text:
            difference = "the file's layout differs from what --write produces"
        if difference:
            print(f"{path.relative_to(ROOT)}: {difference}")
            problems += 1
        else:
            print(f"{path.relative_to(ROOT)}: ok ({len(record['actions'])} actions)")
    if problems:
        print(f"{problems} golden file(s) differ. If the change is intended, regenerate them "
              f"with 'make golden' (python scripts/make_golden.py --write) and review the diff.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
