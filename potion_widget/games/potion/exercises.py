"""Potion Explosion's exercises: the shared ones (:mod:`potion_widget.lessons.exercises`) on its
kit, its guided turn ending on the score. A lesson writes ``from potion_widget.lessons import
Do, Predict, GuidedTurn`` (the names the lessons package reads from here on first use).

>>> task = Do("chains", "most_marbles")                         # doctest: +SKIP
>>> task.play({"type": "pick", "track": 0, "pos": 2})           # doctest: +SKIP
True
"""

from __future__ import annotations

from collections import Counter

from ...i18n.messages import speaking
from ...i18n.readers import join_words
from ...lessons import exercises, goals
from ...lessons.exercises import say
from .engine import Game
from .kit import KIT
from .puzzle_goal import solves
from .words import potion_label


class Predict(exercises.Predict):
    __doc__ = exercises.Predict.__doc__
    kit = KIT


class Do(exercises.Do):
    __doc__ = exercises.Do.__doc__
    kit = KIT

    @classmethod
    def puzzle(cls, puzzle: dict, **options) -> "Do":
        """A puzzle (one of a puzzle file's, :mod:`.puzzles`) as a do-the-move exercise: the
        board opens at its position, the learner makes the decision it asks (a usual pick, a
        drink, the little help, the end of the turn), and the engine judges it again
        (:func:`.puzzle_goal.solves`: a puzzle the engine does not confirm is refused with
        ``ValueError``). The right answer's feedback explains it. ``options`` are
        :class:`Do`'s (``show``, ``prompt``, ``explore``, ``language``...).

        An alternative constructor rather than ``Do(puzzle=...)``: a puzzle brings its own
        position and its own goal, so neither of ``Do``'s two arguments applies, and the
        usual signature stays as every lesson reads it."""
        with speaking(options.get("language")):      # its question, in the exercise's language
            goal = solves(puzzle)
        return cls(f"puzzle {puzzle.get('id', '')}".strip(), goal,
                   start=Game.from_state(puzzle["state"]), **options)


class GuidedTurn(exercises.GuidedTurn):
    __doc__ = exercises.GuidedTurn.__doc__
    kit = KIT

    def final_words(self) -> str:
        """The score of the guided turn in words: the points it earned, the potions that
        earned them and the score now, all from the engine."""
        game, start = self.widget.game, self._start_game
        seat = self.actor
        points = game.scores()[seat] - start.scores()[seat]
        had = Counter(c["tile"] for c in start.state["players"][seat]["completed"])
        new = Counter(c["tile"] for c in game.state["players"][seat]["completed"]) - had
        potions = join_words([potion_label(game, t) for t in new.elements()])
        ended = (game.phase != start.phase or game.current != seat
                 or game.state["turn"]["number"] != start.state["turn"]["number"])
        return say("turn_over" if ended else "steps_done",
                   points=goals.count(points, "point"),
                   source=say("source", potions=potions) if new else "",
                   score=game.scores()[seat])


__all__ = ["Do", "GuidedTurn", "Predict"]
