"""Command line: ``python -m potion_widget replay STATE.json ACTIONS.json``.

Replays the actions on the state (or, given one file, the record ``{"state", "actions"}`` a
widget's timeline saves: ``python -m potion_widget replay RECORD.json``) and prints the final
state as JSON (exit 0). At the first refused action it prints ``{"refused": {"index", "rule",
"message"}, "state": ...}`` with the state before that action and exits 2. A state file that
is not a valid state exits 1 and names the bad field. ``python -m potion_widget demo`` prints a short seeded demo game.
"""

from __future__ import annotations

import argparse
import json
import sys

from .games.potion.engine import Game, RuleError, StateError
from .lessons.scenarios import read_json as _load


def replay(state_path: str, actions_path: str | None = None) -> int:
    try:
        loaded = _load(state_path)
        if actions_path is None:
            loaded, actions = _record(loaded)
        game = Game.from_state(loaded, record=False)
    except StateError as error:
        print(json.dumps({"error": str(error), "field": error.field}))
        return 1
    except (OSError, ValueError) as error:       # ValueError: not UTF-8 JSON (read_json)
        print(json.dumps({"error": f"cannot read the state file: {error}"}))
        return 1
    try:
        if actions_path is not None:
            actions = _load(actions_path)
    except (OSError, ValueError) as error:
        print(json.dumps({"error": f"cannot read the actions file: {error}"}))
        return 1
    if not isinstance(actions, list):
        print(json.dumps({"error": "the actions file must hold a JSON list of actions"}))
        return 1
    for index, action in enumerate(actions):
        try:
            game.apply(action)
        except RuleError as error:
            print(json.dumps({"refused": {"index": index, "rule": error.rule,
                                          "message": str(error)},
                              "state": game.to_state()}))
            return 2
    print(json.dumps(game.to_state()))
    return 0


def _record(data) -> tuple:
    """The state and the actions of a record file (``ValueError`` saying what is missing)."""
    if not isinstance(data, dict) or "state" not in data or "actions" not in data:
        raise ValueError("a single file must be a record with \"state\" and \"actions\" "
                         "(or give the actions file too)")
    return data["state"], data["actions"]


def demo(seed: int) -> int:
    """Plays the draft and a few turns of a seeded game, printing each step's story."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    while game.phase == "draft":
        _say(game.apply(game.legal_actions()[0]))
    for _ in range(4):
        best = max(game.pick_previews(), key=lambda p: (p["count"], -p["track"], -p["pos"]))
        _say(game.apply({"type": "pick", "track": best["track"], "pos": best["pos"]}))
        while any(a["type"] == "place" for a in game.legal_actions()):
            _say(game.apply(next(a for a in game.legal_actions() if a["type"] == "place")))
        _say(game.apply(dict(game.legal_choices({"type": "end_turn"})[0], type="end_turn")))
    print()
    print(game)
    return 0


def _say(events) -> None:
    for event in events:
        print(event["text"])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m potion_widget",
                                     description="Potion Explosion rules engine tools.")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("replay", help="replay actions on a state, print the final state")
    run.add_argument("state")
    run.add_argument("actions", nargs="?",
                     help="a JSON list of actions; leave it out when STATE is a saved record")
    show = commands.add_parser("demo", help="print a short seeded demo game")
    show.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay(args.state, args.actions)
    return demo(args.seed)


if __name__ == "__main__":
    sys.exit(main())
