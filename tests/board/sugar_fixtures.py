"""Fixture traits of the Sugar Blast board for the front end's unit tests, written from real
seeded games, so that the Python and JS sides agree on the traits' shapes.

Each ``js/tests/fixtures/sugar_<moment>.json`` holds ``{"traits": {...}}`` (the synced traits
of :class:`SugarBlastWidget` at that moment) and, where it helps, what came next. Written by
``js_fixtures.write`` (which ``test_js_unit.py`` runs before vitest); also runnable alone:
``python tests/board/sugar_fixtures.py js/tests/fixtures``.
"""

from __future__ import annotations

import json
import pathlib
import sys

from potion_widget.lessons import goals
from potion_widget.games.sugar import goals as sugar_goals, scenarios as sugar_scenarios
from potion_widget.games.sugar.engine.bots import GreedyBot, RandomBot
from potion_widget.games.sugar.exercises import Do
from potion_widget.games.sugar.widget import SugarBlastWidget

SYNCED = ("state", "state_id", "legal", "previews", "options", "events", "summary", "actor",
          "error", "messages", "language", "you", "rules", "can_undo", "interactive", "hover",
          "marks", "log_epoch", "objective_text", "progress", "acting", "explore", "heatmap", "heat",
          "advice")
"""Every trait the Sugar Blast board syncs to its front end (the contract's list)."""

GAME = ("state", "state_id", "legal", "previews", "options", "events", "summary", "actor",
        "error", "can_undo", "progress")
"""The traits that change with each action (a step of the computer's turn repeats only these)."""


def traits(widget: SugarBlastWidget) -> dict:
    return {name: getattr(widget, name) for name in SYNCED}


def play_until(widget: SugarBlastWidget, wanted, seed: int, limit: int = 2000) -> bool:
    """Plays seeded random legal actions (each seat its own :class:`RandomBot`) until
    ``wanted(widget)`` or the end of the game; whether ``wanted`` came true."""
    bots = [RandomBot(seed * 10 + i) for i in range(len(widget.state["players"]))]
    for _ in range(limit):
        if wanted(widget):
            return True
        if widget.game.over:
            return False
        widget.play(bots[widget.state["current"]].choose(widget.game))
    return wanted(widget)


def first_seed(players, wanted, seeds=range(200), **options) -> SugarBlastWidget:
    """The board of the first seeded game (seeds tried in order) that reaches ``wanted``."""
    for seed in seeds:
        widget = SugarBlastWidget(players=players, seed=seed, **options)
        if play_until(widget, wanted, seed):
            return widget
        widget.close()
    raise AssertionError("no seeded game reached the moment wanted")


def keep_choice(widget: SugarBlastWidget) -> bool:
    """A blast phase with two or more options, one of which asks which candy to keep (B3, B5)."""
    return len(widget.options) >= 2 and any(o["keeps"] for o in widget.options)


def build() -> dict[str, dict]:
    """Every fixture by file stem."""
    out: dict[str, dict] = {}
    w = SugarBlastWidget(players=["Ana", "Ben"], seed=0, objective="four-pairs")
    out["sugar_swap"] = {"traits": traits(w)}
    action = w.legal[0]
    w.play(action)
    out["sugar_swapped"] = {"action": action, "traits": traits(w)}

    w = first_seed(["Ana", "Ben"], keep_choice)
    before = traits(w)
    option = next(o for o in w.options if o["keeps"])
    shape = {"line": option["line"]} if "line" in option else {"square": option["square"]}
    action = {"type": "blast", **shape, "keep": option["keeps"][-1]}
    w.play(action)
    out["sugar_blast"] = {"traits": before, "action": action, "after": traits(w)}

    w = first_seed(["Ana", "Ben"], lambda x: x.state["phase"] == "replace")
    before = traits(w)
    action = w.legal[0]
    w.play(action)
    out["sugar_replace"] = {"traits": before, "action": action, "after": traits(w)}

    w = first_seed(["Ana", "Ben"], lambda x: x.state["winner"] is not None, you=[0])
    out["sugar_over"] = {"traits": traits(w)}
    w = first_seed(3, lambda x: x.game.over and x.state["winner"] is None)
    out["sugar_no_winner"] = {"traits": traits(w)}

    for count, stem in ((3, "sugar_three"), (4, "sugar_four")):
        w = first_seed(count, lambda x: sum(p["total"] for p in x.progress) >= 6
                       and x.state["phase"] == "swap", objective="ten-any")
        out[stem] = {"traits": traits(w)}

    out["sugar_bot_turn"] = _bot_turn()

    # the winning blast of lesson 9's last exercise, watched from the other seat (O2)
    w = SugarBlastWidget(sugar_scenarios.load("sugar-objective"), you=[1])
    before = traits(w)
    win = goals.right_answers(w.game, sugar_goals.resolve("sugar_wins"))[0]
    w.play(win)
    out["sugar_win"] = {"traits": before, "action": win, "after": traits(w)}

    # an exercise's board once the learner's right move has passed the turn to Ben, whom
    # nobody plays there
    exercise = Do("sugar-line-four", "sugar_makes(line4)")
    exercise.play(exercise.right_answers[0])
    out["sugar_exercise_done"] = {"traits": traits(exercise.widget)}

    # a board that only shows, stopped where blasts wait for a choice (B3)
    w = SugarBlastWidget(sugar_scenarios.load("sugar-mega"), interactive=False)
    w.play(goals.right_answers(w.game, sugar_goals.resolve("sugar_makes(mega)"))[0])
    out["sugar_locked_blast"] = {"traits": traits(w)}

    w = SugarBlastWidget(players=["Ana", "Ben"], seed=2, language="ja", hover=False,
                         marks=[{"cell": [0, 0], "label": "A"}, {"seat": "north"},
                                {"objective": True}, {"kept": 1, "label": "Ben"}])
    out["sugar_marks_ja"] = {"traits": traits(w)}

    hostile = SugarBlastWidget(players=["<img src=x onerror=alert(1)>", "Ben & <b>Co</b>"],
                               seed=1, interactive=False)
    out["sugar_names"] = {"traits": traits(hostile)}
    return out


def _bot_turn() -> dict:
    """The computer's first turn of several actions (a swap, then a blast it chooses), one
    update per action as Python syncs them, after the person's first turn."""
    for seed in range(100):
        w = SugarBlastWidget(players=["Ana", "Computer"], seed=seed, you=[0])
        w.add_bot_seat(1)       # as a BotSeat records itself: the computer plays seat 1 here
        person, bot = GreedyBot(seed), GreedyBot(seed + 1)
        while w.state["current"] == 0 and not w.game.over:
            w.play(person.choose(w.game))
        before = traits(w)
        steps = []
        while w.state["current"] == 1 and not w.game.over:
            w.play(bot.choose(w.game))
            steps.append({name: getattr(w, name) for name in GAME})
        if len(steps) >= 2:
            return {"before": before, "steps": steps}
    raise AssertionError("no seeded computer turn of several actions")


def write_fixtures(folder: pathlib.Path, fixtures: dict[str, dict]) -> list[pathlib.Path]:
    """Each fixture as ``folder/<stem>.json`` (both games' fixture writers use it)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for stem, data in fixtures.items():
        path = folder / f"{stem}.json"
        path.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
        written.append(path)
    return written


def write(folder: pathlib.Path) -> list[pathlib.Path]:
    return write_fixtures(folder, build())


if __name__ == "__main__":
    for p in write(pathlib.Path(sys.argv[1])):
        print(p)
