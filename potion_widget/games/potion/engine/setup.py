"""A new game (S1-S5, D3, D4): removed kinds, the starter draft, stacks or market, marbles."""

from __future__ import annotations

from typing import Any, Final

from .actions import is_int
from .catalog import BEGINNER_REMOVED, KINDS, TILES
from .components import (COLORS, COUNTDOWN_BY_PLAYERS, DEFAULT_CAPACITY, FORMAT, HELP_TOKENS, MARBLES_PER_COLOR,
                         MAX_PLAYERS, MIN_PLAYERS, SKILL_TOKENS, TRACKS)
from ....core.errors import StateError, shown
from ....core.rng import Rng
from .validate import MAX_MARBLES, MAX_NAME, MAX_SEED

_MARKET_PLACES: Final = 5


def _option_error(name: str, key: str, **params: object) -> StateError:
    return StateError(f"options.{name}", "state.option." + key, **params)


def check_option_names(options) -> None:
    """Refuses an option a new game does not have, naming it (a typo must not pass silently)."""
    for name in options:
        if name not in OPTIONS:
            raise _option_error(name, "unknown", options=", ".join(OPTIONS))


def player_names(players) -> list[str]:
    """Names from a list of names or a count (C4)."""
    if is_int(players):
        names = [f"Player {i + 1}" for i in range(min(players, MAX_PLAYERS + 1))]
    elif isinstance(players, (list, tuple)) and all(isinstance(n, str) for n in players):
        names = list(players)
    else:
        raise _option_error("players", "players")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        count = len(names) if len(names) <= MAX_PLAYERS or not is_int(players) else players
        raise _option_error("players", "players_count", value=shown(count))
    for name in names:
        if len(name) > MAX_NAME:
            raise _option_error("players", "name_long", most=MAX_NAME, count=len(name))
    return names


def removed_kinds(remove, rng: Rng) -> list[str]:
    """The 2 kinds left out (S1): chosen, the beginner preset, or at random."""
    if remove is None:
        pool = list(KINDS)
        rng.shuffle(pool)
        return pool[:2]
    if remove == "beginner":
        return list(BEGINNER_REMOVED)
    if (isinstance(remove, (list, tuple)) and len(remove) == 2 and len(set(remove)) == 2
            and all(k in KINDS for k in remove)):
        return list(remove)
    raise _option_error("remove", "remove")


def new_state(players=2, seed=0, *, track_capacity=DEFAULT_CAPACITY, countdown=None,
              market="stacks", remove=None, first=0) -> dict:
    """The state of a fresh game in the draft phase (S1-S5), all randomness from ``seed``."""
    names = player_names(players)
    n = len(names)
    if not is_int(seed):
        raise _option_error("seed", "seed")
    if not -MAX_SEED <= seed <= MAX_SEED:
        raise _option_error("seed", "seed_range", value=shown(seed))
    total = MARBLES_PER_COLOR * len(COLORS)
    if not is_int(track_capacity) or track_capacity * TRACKS < total:
        raise _option_error("track_capacity",
                            "capacity_low", total=total,
                            least=-(-total // TRACKS))
    if track_capacity > MAX_MARBLES:
        raise _option_error("track_capacity", "capacity_high", most=MAX_MARBLES,
                            value=shown(track_capacity))
    if countdown is None:
        countdown = COUNTDOWN_BY_PLAYERS[n]
    if not is_int(countdown) or not 0 <= countdown <= SKILL_TOKENS:
        raise _option_error("countdown", "countdown", most=SKILL_TOKENS)
    if market not in ("stacks", "market"):
        raise _option_error("market", "market")
    if not is_int(first) or not 0 <= first < n:
        raise _option_error("first", "first", last=n - 1)

    rng_state = {"seed": seed, "draws": 0}
    rng = Rng(rng_state)

    marbles = [c for c in COLORS for _ in range(MARBLES_PER_COLOR)]   # D4
    rng.shuffle(marbles)
    dispenser = [marbles[t::TRACKS] for t in range(TRACKS)]

    gone = removed_kinds(remove, rng)                                  # S1
    kinds = [k for k in KINDS if k not in gone]
    in_play = [tid for tid, tile in TILES.items() if tile.kind in kinds]
    starters = [tid for tid in in_play if TILES[tid].starter]
    rng.shuffle(starters)                                               # S2
    revealed = starters[:2 * n]
    rest = [tid for tid in in_play if tid not in revealed]
    rng.shuffle(rest)                                                   # S3

    state: dict[str, Any] = {
        "format": FORMAT,
        "rng": rng_state,
        "options": {"track_capacity": track_capacity, "countdown": countdown, "market": market},
        "kinds": kinds,
        "dispenser": dispenser,
    }
    if market == "stacks":
        state["stacks"] = [rest[i::TRACKS] for i in range(TRACKS)]
    else:                                                               # S4
        state["market"] = [rest.pop() if rest else None for _ in range(_MARKET_PLACES)]
        state["deck"] = rest
    order = [(first + k) % n for k in range(n)]
    state.update({
        "countdown": countdown,
        "supply": {"skills": SKILL_TOKENS - countdown, "helps": HELP_TOKENS},
        "players": [{"name": name, "burners": [None, None], "hand": [], "pool": [],
                     "completed": [], "skills": 0, "helps": 0,
                     "awarded": {"kinds": [], "variety": False}} for name in names],
        "first": first,
        "current": first,
        "turn": {"number": 0, "picked": False, "helped": False},
        "end_triggered": False,
        "phase": "draft",
        "draft": {"revealed": revealed, "order": order + order[::-1]},
    })
    return state


OPTIONS: Final = ("track_capacity", "countdown", "market", "remove", "first")
"""The options of a new game (PROTOCOL.md), besides the players and the seed: the
keyword-only parameters of ``new_state`` (a test checks that the two agree)."""
