"""Golden playthroughs (D12): seeded full games stored in ``tests/golden`` and replayed.

Each file holds ``Game.new``'s arguments, every action of a full game, the final state and
scores, and short digests of the legal actions (and events) after every step. A replay must
give the same thing at every step; a failure names the first step that diverged. If a change
of the rules engine is intended, regenerate the files on purpose with ``make golden``
(``python scripts/make_golden.py --write``) and review the diff; the script never rewrites
them without ``--write``.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from potion_widget.games.potion.engine import Game, RuleError

ROOT = Path(__file__).resolve().parents[3]
GOLDEN_DIR = ROOT / "tests" / "golden"
GOLDEN_FILES = sorted(GOLDEN_DIR.glob("game_*.json"))
REGENERATE = ("If this change of the engine is intended, regenerate the golden files on purpose "
              "with 'make golden' (python scripts/make_golden.py --write) and review the diff.")


def load_script():
    script = ROOT / "scripts" / "make_golden.py"
    spec = importlib.util.spec_from_file_location("make_golden", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_golden = load_script()


def load(path: Path) -> dict:
    return json.loads(path.read_text("utf-8"))


def new_game(golden: dict, **flags) -> Game:
    new = golden["new"]
    return Game.new(new["players"], seed=new["seed"], **new["options"], **flags)


def test_golden_set_has_2_3_and_4_players_and_a_market_game():
    """C4 player counts and the S4 market option each have a golden game; one ends in the
    F3 tie-break."""
    records = [load(path) for path in GOLDEN_FILES]
    assert sorted(r["new"]["players"] for r in records) == [2, 3, 4]
    assert any(r["new"]["options"].get("market") == "market" for r in records)
    assert any(r["scores"].count(max(r["scores"])) > 1 for r in records)   # a tie: F3
    for path, r in zip(GOLDEN_FILES, records, strict=True):
        assert path.name == make_golden.file_name(r["new"]["players"], r["new"]["seed"])


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[p.stem for p in GOLDEN_FILES])
def test_golden_game_replays_step_by_step(path):
    """D12: the same seed and actions give the same game, step by step, to the same end (E5,
    F1 scores, F2/F3 winners)."""
    record = load(path)
    digest, events_digest = make_golden.digest, make_golden.events_digest
    every = record["states_every"]
    game = new_game(record)
    actions = record["actions"]
    for step in range(len(actions) + 1):
        where = f"{path.name}: step {step} (after {step} actions)"
        if step % every == 0:
            assert digest(game.to_state()) == record["state_digests"][step // every], \
                f"{where}: the state diverged first here. {REGENERATE}"
        assert digest(game.legal_actions()) == record["legal_after_each_step_digest"][step], \
            f"{where}: the legal actions diverged first here. {REGENERATE}"
        if step == len(actions):
            break
        try:
            events = game.apply(actions[step])
        except RuleError as error:
            pytest.fail(f"{where}: action {actions[step]} was refused ({error.rule}: {error}). "
                        f"{REGENERATE}")
        assert events_digest(events) == record["events_digest"][step], \
            f"{where}: the events of action {actions[step]} diverged first here. {REGENERATE}"
    assert game.phase == "over", f"{path.name}: the game did not end (E5). {REGENERATE}"
    assert game.scores() == record["scores"], f"{path.name}: scores differ (F1). {REGENERATE}"
    assert game.winners() == record["winners"], f"{path.name}: winners differ. {REGENERATE}"
    assert game.to_state() == record["final_state"], \
        f"{path.name}: the final state differs. {REGENERATE}"


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[p.stem for p in GOLDEN_FILES])
def test_golden_game_replays_without_history_and_from_its_final_state(path):
    """D12: a simulation game (``record=False``) reaches the same end; the final state is a
    valid state that round-trips."""
    record = load(path)
    game = new_game(record, record=False)
    for action in record["actions"]:
        game.apply(action)
    assert game.to_state() == record["final_state"]
    final = Game.from_state(record["final_state"])
    assert final.to_state() == record["final_state"]
    assert final.scores() == record["scores"] and final.winners() == record["winners"]


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[p.stem for p in GOLDEN_FILES])
def test_golden_game_replays_through_the_command_line(path, tmp_path):
    """``python -m potion_widget replay`` gives the golden final state (D12)."""
    record = load(path)
    state_file, actions_file = tmp_path / "state.json", tmp_path / "actions.json"
    state_file.write_text(json.dumps(new_game(record).to_state()), "utf-8")
    actions_file.write_text(json.dumps(record["actions"]), "utf-8")
    run = subprocess.run([sys.executable, "-m", "potion_widget", "replay", str(state_file),
                          str(actions_file)], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert json.loads(run.stdout) == record["final_state"], f"{path.name}: {REGENERATE}"


def test_make_golden_check_mode_agrees_and_writes_nothing():
    """The script without ``--write`` replays its policy, finds the files as they are, and
    leaves them untouched."""
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in GOLDEN_FILES}
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "make_golden.py")],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in GOLDEN_FILES} == before


def test_make_golden_check_mode_reports_a_difference_and_never_regenerates(tmp_path,
                                                                          monkeypatch,
                                                                          capsys):
    """A golden file that differs from the policy's game is reported with its first differing
    step, and is not rewritten."""
    for path in GOLDEN_FILES:
        shutil.copy(path, tmp_path / path.name)
    victim = tmp_path / GOLDEN_FILES[0].name
    record = load(victim)
    record["legal_after_each_step_digest"][7] = "0" * 12
    victim.write_text(make_golden.dumps(record), "utf-8")
    tampered = victim.read_text("utf-8")
    monkeypatch.setattr(make_golden, "GOLDEN_DIR", tmp_path)
    monkeypatch.setattr(make_golden, "ROOT", tmp_path)
    assert make_golden.main([]) == 1
    out = capsys.readouterr().out
    assert f"{victim.name}: legal_after_each_step_digest first differs at step 7" in out
    assert "--write" in out
    assert victim.read_text("utf-8") == tampered
    (tmp_path / GOLDEN_FILES[1].name).unlink()
    assert make_golden.main([]) == 1
    assert "missing" in capsys.readouterr().out
    assert not (tmp_path / GOLDEN_FILES[1].name).exists()


def test_first_difference_names_the_first_diverging_action():
    record = load(GOLDEN_FILES[0])
    changed = json.loads(json.dumps(record))
    changed["actions"][30] = {"type": "end_turn"}
    message = make_golden.first_difference(record, changed)
    assert message.startswith("action 30 differs")
    assert make_golden.first_difference(record, record) is None
