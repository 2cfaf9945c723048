"""Puzzles: positions with one clearly best pick, proved by the engine (issue 25).

A puzzle is the start of a player's turn in a game the Master played against itself, where
one pick (or a few equal ones) is clearly better than every other. Every legal usual pick is
judged exhaustively with the honest odds of what the lid hides (D2,
:func:`~potion_widget.games.potion.analysis.analysis`): its expected points of the potions it
lets the player complete this turn, then, a little, the marbles it brings that fit. The
*accepted* picks are those within :data:`ACCEPT` points of the best; the position is kept only
when every other pick is at least :data:`GAP` points below the best, so a right answer is
right by a clear margin whatever the lid hides, and the best pick brings something.

Each puzzle says its theme (``completes``: the best pick completes a potion for sure;
``chain``: it explodes for sure; ``odds``: its worth rests on the lid), the rule IDs its best
pick follows (the engine's events when it is made), and its difficulty: how many of the simple
players (the greedy and the expert) would miss it. The file is the JSON of :func:`mine`:

``{"format": "potion-widget puzzles/1", "seed", "accept", "gap", "puzzles": [{"id", "state",
"player", "accepted", "best", "values", "theme", "rules", "difficulty", "rating"}]}``

``state`` is a state of PROTOCOL.md; ``player`` the seat to move; ``values`` each accepted and
the best other pick's worth. ``python -m potion_widget puzzles --count N --seed S --out FILE``
writes such a file.

>>> found = mine(count=1, seed=2, strength=1, max_games=4)
>>> puzzle = found["puzzles"][0]
>>> sorted(puzzle)[:4]
['accepted', 'best', 'difficulty', 'id']
>>> puzzle["best"] in puzzle["accepted"] and puzzle["theme"] in THEMES
True
"""

from __future__ import annotations

from .analysis import analysis
from .bots import GreedyBot
from .engine import Game
from .expert import ExpertBot
from .master import MasterBot

__all__ = ["ACCEPT", "FORMAT", "GAP", "THEMES", "judge_position", "mine", "worths"]

FORMAT = "potion-widget puzzles/1"

ACCEPT = 0.25
"""A pick within this many expected points of the best is accepted as right."""

GAP = 2.0
"""A position is a puzzle only when every pick not accepted is this many points below the best."""

MAX_ACCEPTED = 3
"""More right answers than this and the position asks nothing."""

FIT_WEIGHT = 0.1
"""What a fitting marble weighs beside a point: it only orders picks that complete the same."""

THEMES = ("completes", "chain", "odds")

RATINGS = {0: 1100, 1: 1400, 2: 1700}
"""A puzzle's rating by how many of the simple players (greedy, expert) miss it."""


def judge_position(game: Game) -> dict | None:
    """The puzzle of ``game``'s position (the start of a turn, before the usual pick), or
    ``None`` when no pick is clearly best. Reads nothing hidden for the judgement (D2)."""
    if game.phase != "play" or game.state["turn"]["picked"]:
        return None
    points = analysis(game, "points")
    if len(points) < 2:
        return None
    ranked = sorted(worths(game, points).items(), key=lambda item: -item[1])
    best_value = ranked[0][1]
    accepted = [place for place, value in ranked if value >= best_value - ACCEPT]
    others = [(place, value) for place, value in ranked if value < best_value - ACCEPT]
    if best_value < 1 or len(accepted) > MAX_ACCEPTED or not others:
        return None
    if others[0][1] > best_value - GAP:
        return None
    best = ranked[0][0]
    row = next(r for r in points if (r["track"], r["pos"]) == best)
    pick = {"type": "pick", "track": best[0], "pos": best[1]}
    return {"best": pick, "accepted": [{"type": "pick", "track": t, "pos": p} for t, p in accepted],
            "values": {"best": round(best_value, 3), "next": round(others[0][1], 3)},
            "theme": _theme(game, row), "rules": _rules(game, pick)}


def worths(game: Game, points: list | None = None) -> dict[tuple[int, int], float]:
    """Every legal usual pick's worth, by its (track, position): the expected points of the
    potions it lets the player complete, plus :data:`FIT_WEIGHT` for each marble expected to
    fit; honest odds (D2)."""
    points = analysis(game, "points") if points is None else points
    fit = {(r["track"], r["pos"]): r["value"] for r in analysis(game, "fit")}
    return {(r["track"], r["pos"]): r["value"] + FIT_WEIGHT * fit[(r["track"], r["pos"])]
            for r in points}


def _theme(game: Game, row: dict) -> str:
    """What the best pick teaches: a sure completion, a sure explosion, or good odds."""
    if row["value"] >= 1 and _sure_completion(game, row):
        return "completes"
    if row["certain"] > 1:
        return "chain"
    return "odds"


def _sure_completion(game: Game, row: dict) -> bool:
    """Whether the pick completes a potion whatever the lid hides: nothing more can come from
    under the lid (so playing it here reads nothing hidden) and placing what it takes
    completes one."""
    if row["p_more"] > 0:
        return False
    trial = game.clone()
    trial.apply({"type": "pick", "track": row["track"], "pos": row["pos"]})
    while any(a["type"] == "place" for a in trial.legal_actions()):
        trial.apply(next(a for a in trial.legal_actions() if a["type"] == "place"))
    seat = game.current
    return len(trial.state["players"][seat]["completed"]) > len(game.state["players"][seat]["completed"])


def _rules(game: Game, pick: dict) -> list[str]:
    """The rule IDs the best pick's events follow, in the order first met, and I5 when
    placing what it takes completes a potion."""
    trial = game.clone()
    seen = []
    events = trial.apply(pick)
    while any(a["type"] == "place" for a in trial.legal_actions()):
        events += trial.apply(next(a for a in trial.legal_actions() if a["type"] == "place"))
    for event in events:
        if event.get("rule") and event["rule"] not in seen and \
                (event["type"] != "placed" or event["rule"] == "I5"):
            seen.append(event["rule"])
    return seen


def _missed_by(game: Game, accepted: list[dict], seed: int) -> int:
    """How many of the simple players (greedy, expert) would not pick an accepted move."""
    return sum(bot.choose(game) not in accepted for bot in (GreedyBot(seed=seed), ExpertBot(seed=seed)))


def mine(count: int, seed: int = 0, *, strength: int = 2, max_games: int = 200) -> dict:
    """``count`` puzzles (fewer if ``max_games`` seeded games of the Master against itself,
    at ``strength`` worlds a decision, hold fewer) as the puzzle file's JSON (see the module)."""
    found: list[dict] = []
    for number in range(max_games):
        if len(found) >= count:
            break
        game = Game.new(["Ana", "Ben"], seed=seed * 10_007 + number, remove="beginner")
        bots = [MasterBot(seed=seed + number, strength=strength),
                MasterBot(seed=seed + number + 1, strength=strength)]
        judged_turns = set()         # one puzzle a turn: its first position before the pick
        while game.phase != "over" and len(found) < count:
            turn = game.state["turn"]["number"]
            puzzle = None if turn in judged_turns else judge_position(game)
            if game.phase == "play":
                judged_turns.add(turn)
            if puzzle is not None:
                missed = _missed_by(game, puzzle["accepted"], seed)
                found.append({"id": f"{seed}-{number}-{len(game.history()[1])}",
                              "state": game.to_state(), "player": game.current, **puzzle,
                              "difficulty": missed, "rating": RATINGS[missed]})
            game.apply(bots[game.current].choose(game))
    return {"format": FORMAT, "seed": seed, "accept": ACCEPT, "gap": GAP, "puzzles": found}
