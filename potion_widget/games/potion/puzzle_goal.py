"""A puzzle (:mod:`~potion_widget.games.potion.puzzles`) as the goal of a do-the-move exercise.

``Do.puzzle(puzzle)`` (``games/potion/exercises.py``) poses a puzzle in any lesson: the board
opens at the puzzle's position and the learner makes the usual pick with the mouse. The goal
that judges it is :func:`solves`: it asks the engine again which picks are right in that
position (:func:`~potion_widget.games.potion.puzzles.judge_position`, honest odds, D2) and
refuses a puzzle whose stored accepted picks are not the engine's, so a stale or edited puzzle
file can never make a right pick wrong. Its sentences say what each pick is worth, from the
engine's worths, and why the best one is best (the hint's advice, after a right answer).

>>> from potion_widget.games.potion.puzzles import mine
>>> puzzle = mine(count=1, seed=2, strength=1, max_games=4)["puzzles"][0]
>>> goal = solves(puzzle)
>>> goal.name, goal.types
('puzzle', ('pick',))
"""

from __future__ import annotations

from ...lessons.goals import Goal
from .engine import Game
from .hints import advice
from .outcomes import summarize
from .puzzles import judge_position, worths
from .review import points_phrase

__all__ = ["places", "solves"]


def places(picks: list[dict]) -> set[tuple[int, int]]:
    """The (track, position) of each pick: picks compared whatever their dicts hold besides."""
    return {(p["track"], p["pos"]) for p in picks}


def solves(puzzle: dict) -> Goal:
    """The goal "make one of the puzzle's right picks", judged by the engine in the puzzle's
    position. Raises ``ValueError`` when the engine does not find the puzzle there (no pick
    clearly best) or finds other right picks than the puzzle says."""
    game = Game.from_state(puzzle["state"])
    found = judge_position(game)
    if found is None or places(found["accepted"]) != places(puzzle["accepted"]):
        raise ValueError(f"the puzzle {puzzle.get('id')!r} does not hold: the engine finds "
                         f"{'no clearly best pick' if found is None else found['accepted']} "
                         f"in its position, the puzzle says {puzzle['accepted']}")
    right = places(found["accepted"])
    worth = worths(game)
    best = found["best"]

    def score(_before, action, _outcome, _after) -> bool:
        return (action["track"], action["pos"]) in right

    def phrases(before, action, _outcome, _after) -> dict:
        # the words are made when the exercise speaks, in its language; the numbers are the
        # engine's worths of this position, computed once above
        return {"worth": points_phrase(worth[(action["track"], action["pos"])]),
                "advice": advice(before, best)}

    return Goal("puzzle", ("pick",), score, view="desk", measure=summarize, phrases=phrases,
                params={"player": game.state["players"][game.current]["name"]})
