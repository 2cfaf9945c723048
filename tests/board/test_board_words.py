"""The Potion board's words say what is so (issue 21): a turn's summary counts every marble
placed, Prismatic Joy's too (P8); the Sands of Time are told plainly and never as reusing
another Sands (P9); a hint never promises the pool more marbles than it holds (I4)."""

from __future__ import annotations

import copy
import json
import pathlib
import re

import pytest

from potion_widget.games.potion import hints
from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.engine.components import POOL_SIZE
from potion_widget.i18n.messages import LANGUAGES, render, speaking
from potion_widget.games.potion.words import describe_action, turn_summary

SCENARIOS = pathlib.Path(__file__).resolve().parents[2] / "potion_widget" / "games" / "potion" / "data" / "scenarios"


def _scenario(kind: str) -> Game:
    state = json.loads((SCENARIOS / f"potion-{kind}.json").read_text(encoding="utf-8"))["state"]
    return Game.from_state(state)


def _drinks(game: Game, kind: str) -> list[dict]:
    return [a for a in game.legal_actions() if a["type"] == "drink"
            and game.tile(a["potion"]).kind == kind]


def test_the_summary_counts_prismatic_joys_marbles_among_those_placed_P8():
    game = _scenario("joy")
    drink = _drinks(game, "joy")[0]
    choice = max(game.legal_choices(drink), key=lambda c: len(c["holes"]))
    actor = game.current
    events = game.apply({**drink, "choice": choice})
    placed = sum(1 for e in events if e.get("key") in ("event.placed", "event.placed_joy"))
    assert placed >= 1 and any(e.get("key") == "event.placed_joy" for e in events)
    with speaking("en"):
        summary = turn_summary(events, game, actor=actor)
    expected = render("summary.placed.one" if placed == 1 else "summary.placed",
                      {"count": placed}, "en")
    assert expected in summary


def test_the_sands_of_time_are_told_as_one_reuse_P9():
    game = _scenario("sands")
    drink = _drinks(game, "sands")[0]
    choice = game.legal_choices(drink)[0]
    reused = game.tile(choice["potion"]).kind
    with speaking("en"):
        text = describe_action({**drink, "choice": choice}, game)
    assert text.count("Sands of Time") == 1 and "use again" not in text
    assert re.search(r"and use .+ again: ", text), text
    assert reused != "sands"


def test_a_sands_reusing_a_sands_is_never_told_as_a_nested_reuse_P9():
    game = _scenario("sands")
    drink = _drinks(game, "sands")[0]
    with speaking("en"):
        text = describe_action({**drink, "choice": {"potion": drink["potion"], "choice": {}}}, game)
    assert text.count("again") <= 1 and text.count("Sands of Time") == 1


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_refusal_of_sands_on_sands_names_the_potion_as_the_board_does(language):
    name = render("kind.sands.name", {}, language)
    assert render("refuse.sands_on_sands", {}, language).count(name) == 2


def _bare(pool: int) -> Game:
    """A position where no pick fits the active player's potions (both burners empty) and
    the pool holds ``pool`` marbles."""
    game = _scenario("wisdom")
    state = copy.deepcopy(game.to_state())
    player = state["players"][state["current"]]
    player["burners"] = [None, None]
    player["pool"] = []
    for track in range(pool):
        player["pool"].append(state["dispenser"][track].pop())
    return Game.from_state(state)


@pytest.mark.parametrize("pool", range(POOL_SIZE + 1))
def test_a_hint_never_promises_the_pool_more_than_it_holds_I4(pool):
    game = _bare(pool)
    advice = hints.hint(game, language="en")
    if advice["action"]["type"] != "pick":
        pytest.skip("the expert did not pick here")
    room = POOL_SIZE - pool
    text = advice["text"]
    taken = sum(int(n) for n in re.findall(r"(\d+) \w+ marbles?", text.split(":")[1]))
    if taken > room:
        assert ("pool is full" in text) if room == 0 else (f"can keep {room} of them" in text
                                                           or "can keep 1 of them" in text)
    else:
        assert "to keep in your pool" in text
