"""Small positions for the rule tests, built as JSON states (PROTOCOL.md).

``make_state`` returns a valid play-phase state for two players with quiet defaults, and each
test changes only what its rule is about. The helpers below it apply an action and check the
learner-visible outcome: a refusal names its rule and leaves the game exactly as it was.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from potion_widget.games.potion.engine import KINDS, TILES, Game, RuleError
from potion_widget.games.potion.engine.components import VISIBLE

B, K, R, Y = "blue", "black", "red", "yellow"   # K for black, as the text rendering does

# Words for the colours, so a track can be written as the issue writes it.
WORDS = {"blue": B, "black": K, "red": R, "yellow": Y}


def track(text: str) -> list[str]:
    """``"blue blue yellow"`` -> a track listed from the bottom up."""
    return [WORDS[w] for w in text.split()]


def player(name: str = "Ana", **fields) -> dict:
    """A player's desk: empty burners, hand and pool unless told otherwise."""
    desk = {"name": name, "burners": [None, None], "hand": [], "pool": [], "completed": [],
            "skills": 0, "helps": 0, "awarded": {"kinds": [], "variety": False}}
    desk.update(fields)
    return desk


def burner(tile: str, filled=None, tiles: dict | None = None) -> dict:
    """A potion in progress: ``filled`` lists the marbles in its holes (``None`` = empty)."""
    size = len((tiles or {}).get(tile, {}).get("recipe") or TILES[tile].recipe)
    return {"tile": tile, "filled": list(filled) if filled is not None else [None] * size}


def done(tile: str, drunk: bool = False) -> dict:
    """An entry of a player's completed potions."""
    return {"tile": tile, "drunk": drunk}


# A quiet default dispenser: no two neighbours share a colour, so a pick explodes nothing.
QUIET = [track("blue black red yellow"), track("black red yellow blue"),
         track("red yellow blue black"), track("yellow blue black red"), track("blue red")]

# Tiles left to draw by default (none of them on a desk below), so the end of the game is not
# triggered by an empty supply of tiles unless a test says so.
DEFAULT_STACKS = [["wisdom-8", "wisdom-7"], ["magnetic-8", "magnetic-7"],
                  ["abyssal-8", "abyssal-7"], ["love-8", "love-7"], ["joy-8", "joy-7"]]


def make_state(dispenser=None, players=None, **overrides) -> dict:
    """A valid play-phase state: 2 players, all 8 kinds, Ana to play, usual pick not made.

    ``overrides`` replace top-level fields; ``picked=True`` / ``helped=True`` set the turn's
    flags and ``capacity=N`` the track capacity.
    """
    picked = overrides.pop("picked", False)
    helped = overrides.pop("helped", False)
    capacity = overrides.pop("capacity", 16)
    countdown = overrides.pop("countdown", 4)
    state = {
        "format": "potion-explosion/1",
        "rng": {"seed": 11, "draws": 0},
        "options": {"track_capacity": capacity, "countdown": 4, "market": "stacks"},
        "kinds": list(KINDS),
        "dispenser": [list(t) for t in (dispenser if dispenser is not None else QUIET)],
        "stacks": [list(s) for s in DEFAULT_STACKS],
        "countdown": countdown,
        "supply": {"skills": 11, "helps": 21},
        "players": players if players is not None else [player("Ana"), player("Ben")],
        "first": 0,
        "current": 0,
        "turn": {"number": 1, "picked": picked, "helped": helped},
        "end_triggered": False,
        "phase": "play",
    }
    state.update(overrides)
    return state


def game_of(dispenser=None, players=None, **overrides) -> Game:
    return Game.from_state(make_state(dispenser, players, **overrides))


def with_track(column, at: int = 0) -> list[list[str]]:
    """A dispenser holding ``column`` in track ``at`` and nothing else."""
    tracks = [[] for _ in range(5)]
    tracks[at] = list(column)
    return tracks


# ----- checking outcomes -------------------------------------------------------------------

def refused(game: Game, action: dict, rule: str) -> RuleError:
    """Applies ``action``, expects a refusal under ``rule`` and an unchanged game."""
    before = game.to_state()
    with pytest.raises(RuleError) as info:
        game.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert game.to_state() == before
    return info.value


def types(events) -> list[str]:
    return [e["type"] for e in events]


def of_type(events, type_: str) -> list[dict]:
    return [e for e in events if e["type"] == type_]


def marbles_in(state: dict) -> Counter:
    """Every marble the state holds, wherever it lies (dispenser and desks; a tie-break pick
    lies in the hand, F3)."""
    total = Counter()
    for column in state["dispenser"]:
        total.update(column)
    for p in state["players"]:
        total.update(p["hand"])
        total.update(p["pool"])
        for b in p["burners"]:
            if b is not None:
                total.update(m for m in b["filled"] if m is not None)
    return total


def dispenser_count(state: dict) -> Counter:
    total = Counter()
    for column in state["dispenser"]:
        total.update(column)
    return total


def shuffle_hidden(game: Game, rng: random.Random) -> Game:
    """The same game with the marbles under the lids shuffled across all tracks, each track
    keeping its number of hidden marbles: what a player sees is unchanged."""
    state = game.to_state()
    shuffle_lids(state, rng)
    return Game.from_state(state)


def shuffle_lids(state: dict, rng: random.Random) -> None:
    """Shuffles, in ``state``, the marbles under the lids across all tracks, each track
    keeping its number of hidden marbles (D2)."""
    hidden = [m for column in state["dispenser"] for m in column[VISIBLE:]]
    rng.shuffle(hidden)
    for column in state["dispenser"]:
        n = len(column[VISIBLE:])
        column[VISIBLE:] = hidden[:n]
        del hidden[:n]
