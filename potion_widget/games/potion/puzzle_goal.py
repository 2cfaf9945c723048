"""A puzzle (:mod:`~potion_widget.games.potion.puzzles`) as the goal of a do-the-move exercise.

``Do.puzzle(puzzle)`` (``games/potion/exercises.py``) poses a puzzle in any lesson: the board
opens at the puzzle's position and the learner makes the decision it asks (a usual pick, a
drink and its choices, the little help, the end of the turn) with the mouse. The goal that
judges it is :func:`solves`: it first asks the engine again which answers are right in that
position (:func:`~potion_widget.games.potion.puzzles.judge`: every answer of the asked
decision with honest odds, D2) and refuses a puzzle whose stored accepted answers are not the
engine's, so a stale or edited puzzle file can never make a right answer wrong. Each answer is then judged by a
:class:`~potion_widget.games.potion.puzzle_session.PuzzleSession` of that one puzzle, as the
trainer judges it. Its sentences say what each answer is worth, from the engine's worths, and
why the best one is best (the hint's advice, after a right answer).

>>> from potion_widget.games.potion.puzzles import load_puzzles
>>> goal = solves(load_puzzles()["puzzles"][0])
>>> goal.name, goal.types
('puzzle', ('pick',))
"""

from __future__ import annotations

from ...lessons.goals import Goal
from .engine import Game
from .hints import advice
from .outcomes import summarize
from .puzzle_kinds import canonical, worth_of
from .puzzle_session import PuzzleSession
from .puzzles import FORMAT, judge, worths
from .review import points_phrase

__all__ = ["confirmed", "session_of", "solves", "worth"]


def confirmed(puzzle: dict) -> dict:
    """The engine's own judgement of the puzzle's position for what it asks; ``ValueError``
    when the engine finds no clearly best answer there or other right answers than the
    puzzle says (answers compared whatever order their lists are written in)."""
    game = Game.from_state(puzzle["state"])
    ask = puzzle.get("ask", "pick")
    found = judge(game, ask)
    said = {canonical(a) for a in puzzle["accepted"]}
    if found is None or {canonical(a) for a in found["accepted"]} != said:
        raise ValueError(f"the puzzle {puzzle.get('id')!r} does not hold: the engine finds "
                         f"{'no clearly best answer' if found is None else found['accepted']} "
                         f"in its position, the puzzle says {puzzle['accepted']}")
    return found


def session_of(puzzle: dict, language: str | None = None) -> PuzzleSession:
    """A session of this one puzzle: it judges an answer as the trainer does."""
    return PuzzleSession({"format": FORMAT, "puzzles": [puzzle]}, language=language)


def worth(game: Game, action: dict) -> float:
    """What an answer is worth in the puzzle's position, by the measure the puzzles use: a
    pick's expected points and fit (:func:`.puzzles.worths`), else the decision's worth
    (:func:`.puzzle_kinds.worth_of`)."""
    if action["type"] == "pick":
        return worths(game)[(action["track"], action["pos"])]
    return worth_of(game, action)


def solves(puzzle: dict) -> Goal:
    """The goal "give one of the puzzle's right answers", confirmed by the engine
    (:func:`confirmed`) and judged by a session of the puzzle (:func:`session_of`). Its
    ``params`` name the player to move and what the puzzle asks, in the language spoken now."""
    confirmed(puzzle)
    game = Game.from_state(puzzle["state"])
    best = puzzle["best"]

    def score(_before, action, _outcome, _after) -> bool:
        return session_of(puzzle).answer(action)["right"]

    def phrases(before, action, _outcome, _after) -> dict:
        # the words are made when the exercise speaks, in its language
        return {"worth": points_phrase(worth(before, action)), "advice": advice(before, best)}

    return Goal("puzzle", (puzzle.get("ask", "pick"),), score, view="desk", measure=summarize,
                phrases=phrases, params={"player": game.state["players"][game.current]["name"],
                                         "question": session_of(puzzle).ask})
