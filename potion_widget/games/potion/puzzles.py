"""Puzzles: positions with one clearly best decision, proved by the engine (issue 25).

A puzzle is a position of a game the Master played against itself where one choice of one
decision (or a few equal ones) is clearly better than every other. It *asks* that decision,
named by the type of the action that answers it (:data:`ASKS`):

* ``"pick"``, the usual pick (T2), at the start of a turn: every legal pick is judged
  exhaustively with the honest odds of what the lid hides (D2,
  :func:`~potion_widget.games.potion.analysis.analysis`): the expected points of the potions
  it lets the player complete this turn, then, a little, the marbles it brings that fit.
  Themes: ``completes`` (the best pick completes a potion for sure), ``chain`` (it explodes
  for sure), ``odds`` (its worth rests on the lid).
* ``"drink"`` (theme ``effect``), ``"help"`` (theme ``help``) and ``"end_turn"`` (theme
  ``end``): every legal choice of that decision, judged as
  :mod:`~potion_widget.games.potion.puzzle_kinds` says (honest odds, nothing hidden read).

The *accepted* choices are those within the ask's ``accept`` margin of the best; the position
is kept only when every other choice is at least its ``gap`` below the best (:data:`MARGINS`),
so a right answer is right by a clear margin whatever the lid and the stacks hide, and the
best brings something. Each puzzle also gives the rule IDs its best choice follows (the
engine's events when it is made) and its difficulty: how many of the simple players (the
greedy and the expert) would miss it.

FORMAT (``"potion-widget puzzles/2"``), the JSON of :func:`mine`:

``{"format", "seed", "accept", "gap", "margins": {ask: {"accept", "gap"}}, "puzzles": [{"id",
"ask", "state", "player", "accepted", "best", "values", "theme", "rules", "difficulty",
"rating"}]}``

``state`` is a state of PROTOCOL.md; ``player`` the seat to move; ``ask`` the type of action
that answers (``accepted`` and ``best`` are such actions, a drink with its ``choice``, an end
of turn with its ``keep`` and ``draw``); ``values`` the best and the best other choice's
worth; ``accept`` and ``gap`` are the usual pick's margins. A file of format
``"potion-widget puzzles/1"`` (picks only, no ``ask`` nor ``margins``) is still read:
:func:`read_puzzles` gives each of its puzzles ``"ask": "pick"``.
``python -m potion_widget puzzles --count N --seed S --out FILE`` writes such a file;
:func:`load_puzzles` reads the one shipped with the package.

>>> found = mine(count=1, seed=2, strength=1, max_games=4, asks=("pick",))
>>> puzzle = found["puzzles"][0]
>>> sorted(puzzle)[:4]
['accepted', 'ask', 'best', 'difficulty']
>>> puzzle["best"] in puzzle["accepted"] and puzzle["theme"] in THEMES
True
"""

from __future__ import annotations

import json
import pathlib
import random
from importlib import resources

from ...i18n.messages import render
from .analysis import analysis
from .bots import GreedyBot
from .engine import Game
from .expert import ExpertBot
from .master import MasterBot, sample_world
from .puzzle_kinds import ACCEPT, ASKS, FIT_WEIGHT, GAP, MARGINS, MAX_ACCEPTED, canonical, judge_decision, rules_of

__all__ = ["ACCEPT", "ASKS", "FORMAT", "FORMATS", "GAP", "MARGINS", "THEMES", "judge", "judge_position",
           "load_puzzles", "mine", "read_puzzles", "worths"]

FORMAT = "potion-widget puzzles/2"

FORMATS = ("potion-widget puzzles/1", FORMAT)
"""The puzzle file formats read: the first asked usual picks only."""

THEMES = ("completes", "chain", "odds", "effect", "help", "end")

SHIPPED = "puzzles.json"
"""The puzzle file shipped in the package's ``data`` folder (see :func:`load_puzzles`)."""

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
    return {"ask": "pick", "best": pick, "accepted": [{"type": "pick", "track": t, "pos": p} for t, p in accepted],
            "values": {"best": round(best_value, 3), "next": round(others[0][1], 3)},
            "theme": _theme(game, row), "rules": rules_of(game, pick)}


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


def _missed_by(game: Game, puzzle: dict, seed: int) -> int:
    """How many of the simple players (greedy, expert) would not find an accepted answer:
    each plays on in one sampled world of the position (what is hidden dealt afresh by a
    generator of ``seed``: the count never depends on the order of hidden things, D2) until
    it makes the decision asked, and misses when its choice is not accepted, or when it lets
    the moment pass (it makes the usual pick before the drink or the help asked before it, or
    ends the turn)."""
    world = sample_world(game, random.Random(seed))
    return sum(not _finds(world, puzzle, bot) for bot in (GreedyBot(seed=seed), ExpertBot(seed=seed)))


def _finds(game: Game, puzzle: dict, bot) -> bool:
    ask = puzzle["ask"]
    accepted = {canonical(a) for a in puzzle["accepted"]}
    trial = game.clone()
    picked, turn = trial.state["turn"]["picked"], trial.state["turn"]["number"]
    for _ in range(100):
        if trial.phase != "play" or trial.state["turn"]["number"] != turn:
            return False
        action = bot.choose(trial)
        if action["type"] == ask:
            return canonical(action) in accepted
        if action["type"] in ("pick", "end_turn") or (ask == "end_turn" and action["type"] != "place"):
            return False          # the moment passed, or the end of the turn changed
        trial.apply(action)
        if trial.state["turn"]["picked"] != picked:
            return False
    return False


def judge(game: Game, ask: str) -> dict | None:
    """The engine's judgement of the decision ``ask`` in ``game``'s position: a usual pick by
    :func:`judge_position`, another decision by :func:`.puzzle_kinds.judge_decision`; ``None``
    when no answer is clearly best."""
    return judge_position(game) if ask == "pick" else judge_decision(game, ask)


def mine(count: int, seed: int = 0, *, strength: int = 2, max_games: int = 200,
         asks: tuple[str, ...] = ASKS, per_ask: int | None = None,
         per_theme: int | None = None) -> dict:
    """``count`` puzzles (fewer if ``max_games`` seeded games of the Master against itself,
    at ``strength`` worlds a decision, hold fewer) asking the decisions ``asks``, at most
    ``per_ask`` of each and ``per_theme`` of each theme, as the puzzle file's JSON (see the
    module). Each decision is judged where it first opens in a turn, before the usual pick
    and again after it."""
    found: list[dict] = []
    tally = dict.fromkeys(asks, 0)
    themes = dict.fromkeys(THEMES, 0)
    for number in range(max_games):
        if len(found) >= count:
            break
        game = Game.new(["Ana", "Ben"], seed=seed * 10_007 + number, remove="beginner")
        bots = [MasterBot(seed=seed + number, strength=strength),
                MasterBot(seed=seed + number + 1, strength=strength)]
        judged = set()           # one puzzle a decision, before and after the pick, a turn
        while game.phase != "over" and len(found) < count:
            if game.phase == "play":
                open_ = {a["type"] for a in game.legal_actions()}
                for ask in asks:
                    key = (game.state["turn"]["number"], ask, game.state["turn"]["picked"])
                    if key in judged or ask not in open_ or len(found) >= count or \
                            (per_ask is not None and tally[ask] >= per_ask):
                        continue
                    judged.add(key)
                    puzzle = judge(game, ask)
                    if puzzle is not None and (per_theme is None or themes[puzzle["theme"]] < per_theme):
                        missed = _missed_by(game, puzzle, seed)
                        found.append({"id": f"{seed}-{number}-{len(game.history()[1])}-{ask}",
                                      "state": game.to_state(), "player": game.current, **puzzle,
                                      "difficulty": missed, "rating": RATINGS[missed]})
                        tally[ask] += 1
                        themes[puzzle["theme"]] += 1
            game.apply(bots[game.current].choose(game))
    return {"format": FORMAT, "seed": seed, "accept": ACCEPT, "gap": GAP,
            "margins": {ask: dict(MARGINS[ask]) for ask in ASKS}, "puzzles": found}


def read_puzzles(puzzles) -> dict:
    """A puzzle file's JSON (from the JSON itself or a path), each puzzle with its ``ask``
    (a file of the first format asks picks only). Raises ``ValueError`` in words when it is
    not a puzzle file with at least one puzzle."""
    if isinstance(puzzles, (str, pathlib.Path)):
        puzzles = json.loads(pathlib.Path(puzzles).read_text(encoding="utf-8"))
    if not isinstance(puzzles, dict) or puzzles.get("format") not in FORMATS or \
            not isinstance(puzzles.get("puzzles"), list) or not puzzles["puzzles"]:
        raise ValueError(render("puzzle.not_a_file", {"format": FORMAT}))
    return {**puzzles, "puzzles": [{"ask": "pick", **p} for p in puzzles["puzzles"]]}


def load_puzzles() -> dict:
    """The puzzles shipped with the package (``data/puzzles.json``, written by ``python -m
    potion_widget puzzles --count 30 --per-theme 6 --seed 1 --strength 1``), read as
    :func:`read_puzzles` reads a file."""
    text = resources.files(__package__).joinpath("data", SHIPPED).read_text(encoding="utf-8")
    return read_puzzles(json.loads(text))
