"""Fixture states for the JS unit tests, written from real seeded engine games, so the
Python and JS sides agree on the format.

Run by ``test_js_unit.py`` before ``npm test``; also runnable as a script:
``python tests/board/js_fixtures.py js/tests/fixtures``.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.bots import GreedyBot
from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.widget import PotionWidget
from sugar_fixtures import write as write_sugar
from sugar_fixtures import write_fixtures

SCENARIOS = pathlib.Path(__file__).resolve().parents[2] / "potion_widget" / "games" / "potion" / "data" / "scenarios"
KINDS = ("wisdom", "magnetic", "abyssal", "balm", "love", "joy", "sands", "lava")

GAME = ("state", "state_id", "legal", "previews", "events", "error", "tiles", "scores", "winners",
        "actor", "summary")
"""The traits that change with each action (a step of a turn repeats only these)."""

SYNCED = ("state", "state_id", "legal", "previews", "events", "error", "messages", "tiles",
          "kinds", "scores", "winners", "show", "marks", "you", "rules", "actor", "summary",
          "log_epoch", "timeline", "preview", "heatmap", "heat", "advice", "acting", "bots", "review")


def traits(widget: PotionWidget) -> dict:
    """The synced traits (those the widget has: the teaching ones came later)."""
    return {name: getattr(widget, name) for name in SYNCED if hasattr(widget, name)}


def _past_draft(seed: int, names=("Ana", "Ben")) -> PotionWidget:
    w = PotionWidget(players=list(names), seed=seed)
    while w.state["phase"] == "draft":
        w.play(w.legal[0])
    return w


def _play_until(widget: PotionWidget, rng: random.Random, wanted, limit: int = 600) -> bool:
    """Play seeded legal actions until ``wanted(widget)``; usual picks first, placements
    next, then drinks sometimes and the end of the turn."""
    for _ in range(limit):
        if wanted(widget):
            return True
        legal = widget.legal
        picks = [a for a in legal if a["type"] in ("pick", "draft")]
        places = [a for a in legal if a["type"] == "place"]
        drinks = [a for a in legal if a["type"] == "drink"]
        if picks:
            action = rng.choice(picks)
        elif places:
            action = rng.choice(places)
        elif drinks and rng.random() < 0.3:
            d = rng.choice(drinks)
            action = {**d, "choice": rng.choice(widget.game.legal_choices(d))}
        else:
            action = {"type": "end_turn", **rng.choice(widget.game.legal_choices({"type": "end_turn"}))}
        widget.play(action)
    return wanted(widget)


def build() -> dict[str, dict]:
    """Every fixture by file stem."""
    out: dict[str, dict] = {}
    out["draft"] = {"traits": traits(PotionWidget(players=["Ana", "Ben"], seed=0))}

    w = _past_draft(0)
    out["play"] = {"traits": traits(w)}
    preview = max(w.previews, key=lambda p: (p["steps"], p["count"]))
    before = traits(w)
    w.play({"type": "pick", "track": preview["track"], "pos": preview["pos"]})
    out["exploded"] = {"before": before, "after": traits(w), "preview": preview}

    # a drink waiting to be chosen, with Python's choices for it
    w = _past_draft(4)
    rng = random.Random(4)
    assert _play_until(w, rng, lambda x: any(a["type"] == "drink" for a in x.legal))
    drink = next(a for a in w.legal if a["type"] == "drink")
    out["drink"] = {"traits": traits(w), "action": drink,
                    "choices": w.game.legal_choices(drink)}

    # the end of a turn, with its keep/draw choices; then the events of ending it
    w = _past_draft(2)
    rng = random.Random(2)
    assert _play_until(w, rng, lambda x: any(a["type"] == "end_turn" for a in x.legal)
                       and not any(a["type"] in ("place", "pick") for a in x.legal))
    choices = w.game.legal_choices({"type": "end_turn"})
    before = traits(w)
    w.play({"type": "end_turn", **choices[0]})
    out["end_turn"] = {"traits": before, "choices": choices, "after": traits(w)}

    # a game well under way: completed potions, tokens, hands
    w = _past_draft(7)
    rng = random.Random(7)
    _play_until(w, rng, lambda x: sum(len(p["completed"]) for p in x.state["players"]) >= 4)
    out["midgame"] = {"traits": traits(w)}

    # every potion kind, from the project's teaching scenarios: each drink and its choices
    for kind in KINDS:
        scenario = json.loads((SCENARIOS / f"potion-{kind}.json").read_text(encoding="utf-8"))
        w = PotionWidget(Game.from_state(scenario["state"]))
        drinks = [a for a in w.legal if a["type"] == "drink"
                  and w.tiles[a["potion"]]["kind"] == kind]
        out[f"drink_{kind}"] = {"traits": traits(w), "drinks": [
            {"action": d, "choices": w.game.legal_choices(d)} for d in drinks]}

    # a finished game: countdown 0 ends it after one round (E4, E5)
    w = PotionWidget(players=["Ana", "Ben"], seed=15, countdown=0)
    assert _play_until(w, random.Random(15), lambda x: x.state["phase"] == "over")
    out["over"] = {"traits": traits(w)}

    # the computer's whole turn, one update per action as Python syncs them: the front end
    # queues them and tells each in turn
    w = _past_draft(4, names=("Ana", "Computer"))
    if hasattr(w, "you"):
        w.you = [0]
    w.add_bot_seat(1)        # as a BotSeat does: the computer acts on this board
    person = GreedyBot(seed=2)
    while w.state["current"] == 0:
        w.play(person.choose(w.game))
    before = traits(w)
    steps = []
    bot = GreedyBot(seed=3)
    while w.state["current"] == 1 and w.state["phase"] == "play":
        w.play(bot.choose(w.game))
        steps.append({name: getattr(w, name) for name in GAME if hasattr(w, name)})
    out["bot_turn"] = {"before": before, "steps": steps}

    # the timeline: the present after 14 moves, a look back at move 11, the start, then a
    # second line continued from move 11
    w = PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner")
    _play_until(w, random.Random(3), lambda x: len(x.record()["actions"]) >= 14)
    present = traits(w)
    w.look_at(11)
    looking = traits(w)
    w.look_at(0)
    start = traits(w)
    w.look_at(11)
    w.continue_from_here()
    out["timeline"] = {"traits": present, "looking": looking, "start": start,
                       "branched": traits(w)}
    # a review of the first turns (few worlds: quick), then a look at a decision's position
    w = PotionWidget(players=["Ana", "Ben"], seed=5, remove="beginner", you=[0])
    _play_until(w, random.Random(5), lambda x: x.state["turn"]["number"] >= 4)
    w.review_game(samples=2)
    reviewed = traits(w)
    w.look_at(w.review["moves"][1]["index"])
    out["review"] = {"traits": reviewed, "looking": traits(w)}
    # an explorer's board: a heat map of every pick, a hint shown, odds from under the lid
    w = PotionWidget(scenarios.load("explore"), heatmap="fit")
    w.hint()
    out["explore"] = {"traits": traits(w), "odds": next(
        p for p in w.previews if p["key"] != "ui.preview.pick")}

    out["editing"] = _editing()

    hostile = _past_draft(1, names=("<img src=x onerror=alert(1)>", "Ben & <b>Co</b>"))
    out["names"] = {"traits": traits(hostile)}
    return out


def _editing() -> dict:
    """An editable board in edit mode (tracks cut to 10 marbles, so marbles can be added), the
    same board after one edit, and Python's refusal of an edit, as the editor gets them."""
    from potion_widget.games.potion.edit.state_edits import EditError

    w = _past_draft(3)
    w.editable = True
    w.editing = True
    for track in range(5):
        for pos in range(15, 9, -1):
            w.edit("set_marble", track=track, pos=pos, color=None)
    edit_traits = ("editable", "editing", "editor")
    before = traits(w) | {name: getattr(w, name) for name in edit_traits}
    w.edit("set_marble", track=0, pos=12, color="red")
    after = traits(w) | {name: getattr(w, name) for name in edit_traits}
    try:
        w.edit("add_marble", player=1, area="hand", color="red")
    except EditError as error:
        refusal = error.to_dict()
    return {"traits": before, "after": after, "refusal": refusal}


def write(folder: pathlib.Path) -> list[pathlib.Path]:
    """Every fixture into ``folder``: Potion Explosion's, then the Sugar Blast board's
    (``sugar_*.json``, written by ``sugar_fixtures``)."""
    return write_fixtures(folder, build()) + write_sugar(folder)


if __name__ == "__main__":
    for p in write(pathlib.Path(sys.argv[1])):
        print(p)
