"""Puzzles served one after another to a learner, with a rating, a streak and the reason.

A :class:`PuzzleSession` holds a puzzle file (:mod:`~potion_widget.games.potion.puzzles`) and
the learner's :class:`~potion_widget.lessons.rating.Rating`. :meth:`PuzzleSession.answer`
judges a pick in the current puzzle's position: right when it is one of the accepted picks.
The rating then rises or falls against the puzzle's rating, the streak of right answers grows
or starts again, and the explanation says, from the engine, what the best pick brings and what
the pick made was worth. A pick the engine refuses raises its ``RuleError`` and changes
nothing: no answer is counted.

>>> from potion_widget.games.potion.puzzles import mine
>>> session = PuzzleSession(mine(count=2, seed=2, strength=1, max_games=4))
>>> result = session.answer(session.puzzle["best"])
>>> result["right"], result["streak"], result["rating"] > 1500
(True, 1, True)
"""

from __future__ import annotations

import json
import pathlib

from ...core.errors import RuleError
from ...i18n.messages import render, speaking
from ...lessons.rating import Rating
from .engine import Game
from .hints import advice
from .puzzles import FORMAT, worths
from .ranking import value_text
from .words import describe_action

__all__ = ["PuzzleSession"]


def _read(puzzles) -> dict:
    """A puzzle file's JSON, from the JSON itself or a path."""
    if isinstance(puzzles, (str, pathlib.Path)):
        puzzles = json.loads(pathlib.Path(puzzles).read_text(encoding="utf-8"))
    if not isinstance(puzzles, dict) or puzzles.get("format") != FORMAT or not puzzles.get("puzzles"):
        raise ValueError(render("puzzle.not_a_file", {"format": FORMAT}))
    return puzzles


class PuzzleSession:
    """The puzzles of one file, in order, and how the learner does (see the module)."""

    def __init__(self, puzzles, *, rating: Rating | None = None, language: str | None = None):
        self.file = _read(puzzles)
        self.rating = rating or Rating()
        self.streak = 0
        self.best_streak = 0
        self.solved = 0
        self.answered = 0
        self.index = 0
        self.language = language

    @property
    def puzzle(self) -> dict:
        """The puzzle to solve now (after the last one, the first again)."""
        puzzles = self.file["puzzles"]
        return puzzles[self.index % len(puzzles)]

    def game(self) -> Game:
        """The current puzzle's position, a new game each call."""
        return Game.from_state(self.puzzle["state"])

    def answer(self, action: dict) -> dict:
        """Judges ``action`` in the current puzzle and moves on to the next puzzle:
        ``{"right", "explanation", "rating", "change", "streak"}``. A refused action raises
        the engine's ``RuleError`` (or a ``RuleError`` naming the puzzle's ask: a usual pick)
        and changes nothing."""
        game = self.game()
        trial = game.clone()
        trial.apply(action)                       # refused: nothing is counted (RuleError)
        if action.get("type") != "pick":
            raise RuleError("T2", "puzzle.pick_only")
        puzzle = self.puzzle
        right = action in puzzle["accepted"]
        before = self.rating.value
        self.rating = self.rating.after(puzzle["rating"], solved=right)
        self.answered += 1
        self.solved += right
        self.streak = self.streak + 1 if right else 0
        self.best_streak = max(self.best_streak, self.streak)
        with speaking(self.language):
            explanation = self._explain(game, action, right)
        self.index += 1
        return {"right": right, "explanation": explanation, "rating": round(self.rating.value),
                "change": round(self.rating.value - before), "streak": self.streak}

    def _explain(self, game: Game, action: dict, right: bool) -> str:
        best = self.puzzle["best"]
        worth = worths(game)
        better = advice(game, best)
        if right:
            return render("puzzle.right", {"advice": better})
        return render("puzzle.wrong", {
            "move": describe_action(action, game),
            "yours": value_text(worth[(action["track"], action["pos"])]),
            "best": value_text(worth[(best["track"], best["pos"])]),
            "advice": better})
