"""The command line (PROTOCOL.md): ``python -m potion_widget replay STATE.json ACTIONS.json``,
or ``replay RECORD.json`` for a saved record ``{"state", "actions"}``.

- success: prints the final state as JSON and exits 0; it equals applying the actions in Python;
- the first refused action: exits 2 and prints ``{"refused": {"index", "rule", "message"},
  "state": ...}`` with the state before that action;
- a state file that is not a valid state: exits 1 and names the field;
- ``demo`` prints a short seeded game.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from potion_widget.games.potion.engine import Game, RuleError

ROOT = Path(__file__).resolve().parents[3]


def run_cli(*args, timeout=120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "potion_widget", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=timeout)


def write(path: Path, data) -> Path:
    path.write_text(json.dumps(data), "utf-8")
    return path


def scripted_game(seed=9, steps=60):
    """A started game's state and ``steps`` legal actions from it (random legal choices)."""
    game = Game.new(["Ana", "Ben", "Cy"], seed=seed)
    start = game.to_state()
    rng = random.Random(seed)
    actions = []
    for _ in range(steps):
        action = rng.choice(game.legal_actions())
        if action["type"] == "drink":
            action = dict(action, choice=rng.choice(game.legal_choices(action)))
        elif action["type"] == "end_turn":
            action = dict(action, **rng.choice(game.legal_choices(action)))
        game.apply(action)
        actions.append(action)
    return start, actions, game.to_state()


START, ACTIONS, FINAL = scripted_game()


def test_replay_prints_the_final_state_and_exits_0(tmp_path):
    """D12: the command line gives the state that applying the actions in Python gives."""
    run = run_cli("replay", write(tmp_path / "s.json", START), write(tmp_path / "a.json", ACTIONS))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == FINAL
    assert run.stdout.count("\n") <= 1


def test_replay_of_no_actions_prints_the_state(tmp_path):
    run = run_cli("replay", write(tmp_path / "s.json", START), write(tmp_path / "a.json", []))
    assert run.returncode == 0
    assert json.loads(run.stdout) == START


def test_replay_from_a_saved_mid_game_state(tmp_path):
    """A state saved mid-game (hand, pool, partly filled burners) replays the rest."""
    game = Game.from_state(START)
    for action in ACTIONS[:25]:
        game.apply(action)
    run = run_cli("replay", write(tmp_path / "s.json", game.to_state()),
                  write(tmp_path / "a.json", ACTIONS[25:]))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == FINAL


@pytest.mark.parametrize("index,bad,rule", [
    (0, {"type": "pick", "track": 0, "pos": 0}, "S2"),                 # still drafting
    (20, {"type": "pick", "track": 0, "pos": 8}, None),                # D2 or T1, as it stands
    (30, {"type": "fly"}, "format"),
    (40, "pick", "format"),
])
def test_refused_action_exits_2_with_the_state_before_it(tmp_path, index, bad, rule):
    """A refused action: exit 2, its index, rule and message, and the state before it."""
    actions = ACTIONS[:index] + [bad] + ACTIONS[index:]
    game = Game.from_state(START)
    for action in actions[:index]:
        game.apply(action)
    expected_state = game.to_state()
    with pytest.raises(RuleError) as refusal:
        game.apply(bad)
    run = run_cli("replay", write(tmp_path / "s.json", START), write(tmp_path / "a.json", actions))
    assert run.returncode == 2, run.stdout + run.stderr
    out = json.loads(run.stdout)
    assert set(out) == {"refused", "state"}
    assert set(out["refused"]) == {"index", "rule", "message"}
    assert out["refused"]["index"] == index
    assert out["refused"]["rule"] == refusal.value.rule
    if rule is not None:
        assert out["refused"]["rule"] == rule
    assert out["refused"]["message"] == str(refusal.value)
    assert out["state"] == expected_state


def test_ninth_marble_refused_on_the_command_line(tmp_path):
    """D2: position 8 is visible but can't be taken; the refusal says so."""
    game = Game.from_state(START)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    track = next(t for t, column in enumerate(game.state["dispenser"]) if len(column) > 8)
    run = run_cli("replay", write(tmp_path / "s.json", game.to_state()),
                  write(tmp_path / "a.json", [{"type": "pick", "track": track, "pos": 8}]))
    assert run.returncode == 2
    out = json.loads(run.stdout)
    assert out["refused"] == {"index": 0, "rule": "D2", "message": out["refused"]["message"]}
    assert "(D2)" in out["refused"]["message"]
    assert out["state"] == game.to_state()


@pytest.mark.parametrize("change,field", [
    (lambda s: s.pop("phase"), "phase"),
    (lambda s: s.update(countdown=True), "countdown"),
    (lambda s: s["dispenser"][1].__setitem__(0, "green"), "dispenser[1][0]"),
    (lambda s: s["players"][1].update(pool=["red"] * 4), "players[1].pool"),
    (lambda s: s.update(format="potion-explosion/0"), "format"),
])
def test_invalid_state_file_exits_1_naming_the_field(tmp_path, change, field):
    state = json.loads(json.dumps(START))
    change(state)
    run = run_cli("replay", write(tmp_path / "s.json", state), write(tmp_path / "a.json", []))
    assert run.returncode == 1
    out = json.loads(run.stdout)
    assert out["field"] == field
    assert field in out["error"]


def test_state_file_that_is_not_an_object_exits_1(tmp_path):
    run = run_cli("replay", write(tmp_path / "s.json", [1, 2]), write(tmp_path / "a.json", []))
    assert run.returncode == 1
    assert json.loads(run.stdout)["field"] == "state"      # the whole, named (it was "")


@pytest.mark.parametrize("which", ["state", "actions"])
def test_unreadable_or_missing_file_exits_1(tmp_path, which):
    good_state = write(tmp_path / "s.json", START)
    good_actions = write(tmp_path / "a.json", [])
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", "utf-8")
    for bad in (broken, tmp_path / "missing.json"):
        args = (bad, good_actions) if which == "state" else (good_state, bad)
        run = run_cli("replay", *args)
        assert run.returncode == 1, run.stdout + run.stderr
        assert "error" in json.loads(run.stdout)


def test_actions_file_that_is_not_a_list_exits_1(tmp_path):
    run = run_cli("replay", write(tmp_path / "s.json", START),
                  write(tmp_path / "a.json", {"type": "end_turn"}))
    assert run.returncode == 1
    assert "list" in json.loads(run.stdout)["error"]


def test_demo_runs_and_tells_the_story():
    run = run_cli("demo")
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip()
    assert "(S2)" in run.stdout and "(T2)" in run.stdout
    again = run_cli("demo")
    assert again.stdout == run.stdout, "D12: the demo is seeded"
    other = run_cli("demo", "--seed", 4)
    assert other.returncode == 0 and other.stdout.strip()


def test_usage_errors_exit_2_from_argparse():
    assert run_cli().returncode == 2
    assert run_cli("replay", "a.json", "b.json", "c.json").returncode == 2


def test_one_file_is_read_as_a_saved_record(tmp_path):
    start, actions, final = scripted_game(steps=20)
    record = write(tmp_path / "record.json", {"state": start, "actions": actions})
    both = run_cli("replay", write(tmp_path / "s.json", start), write(tmp_path / "a.json", actions))
    alone = run_cli("replay", record)
    assert alone.returncode == both.returncode == 0
    assert alone.stdout == both.stdout and json.loads(alone.stdout) == final
    missing = run_cli("replay", tmp_path / "only-one.json")
    assert missing.returncode == 1 and "cannot read the state file" in missing.stdout
