"""Potion Explosion's exercises: the shared ones (:mod:`potion_widget.lessons.exercises`) on its
kit, and its guided turn. A lesson writes ``from potion_widget.lessons import Do, Predict``
(the names the lessons package reads from here on first use).

>>> task = Do("chains", "most_marbles")                         # doctest: +SKIP
>>> task.play({"type": "pick", "track": 0, "pos": 2})           # doctest: +SKIP
True
"""

from __future__ import annotations

from collections import Counter

from ...i18n.messages import chooses_language, spoken
from ...i18n.readers import join_words
from ...lessons import exercises, goals
from ...lessons.exercises import _Exercise, say
from .kit import KIT
from .words import potion_label


class Predict(exercises.Predict):
    __doc__ = exercises.Predict.__doc__
    kit = KIT


class Do(exercises.Do):
    __doc__ = exercises.Do.__doc__
    kit = KIT


class GuidedTurn(_Exercise):
    """A guided turn in scenario ``scenario``: ``steps`` are dicts ``{"say": text, "expect":
    ..., "marks": [...]}`` played in order. ``expect`` is an action, or part of one (the move
    matches when every key given is equal), or a goal (a :class:`potion_widget.lessons.goals.Goal` or
    its name), judged by the engine as in :class:`Do`. The board marks each step's places and
    the text says what to do; a move that does not match is taken back with a friendly word.
    After the last step the feedback gives the score, from ``game.scores()``."""

    kit = KIT
    _hover = True     # the guided turn says which marble to take: a preview only helps

    @chooses_language
    def __init__(self, scenario: str, steps: list[dict], *, before=(), show: str = "desk",
                 you=None, explore: bool = False):
        self._explore = explore
        if not steps:
            raise ValueError("a guided turn needs at least one step")
        self.steps = [dict(s) for s in steps]
        for s in self.steps:
            if not isinstance(s.get("expect"), dict):
                s["expect"] = self.kit.resolve_goal(s["expect"])
        self._open(scenario, before, show=show, marks=self.steps[0].get("marks"), you=you)
        self.actor = self._start_game.state["current"]
        self.attempts: list[dict] = []
        self._step_starts: list[dict] = []
        """The game at the start of each step reached so far."""
        self._begin(0)

    @property
    def done(self) -> bool:
        """Whether every step has been made."""
        return self.step >= len(self.steps)

    def _begin(self, index: int) -> None:
        self.step = index
        self._step_start = self.widget.game.to_state()
        self._step_starts = self._step_starts[:index] + [self._step_start]
        self._step_game = self.widget.game.clone()
        self._solution = None
        # once the last step is made the board only shows the result: nobody plays on
        self.widget.interactive = not self.done
        if self.done:
            self.widget.marks = []
            self._guide("")
            self.feedback = self.final_words()
            return
        self.widget.marks = list(self.steps[index].get("marks") or [])
        self._guide(self.steps[index]["say"])
        words = self.steps[index]["say"]
        self.feedback = words if index == 0 else say("step_next", say=words)

    def _guide(self, words: str) -> None:
        """The board's hint line says the step's words (nothing once the turn is done), so
        the board's own hint never contradicts the step (another game's board may have no
        such line)."""
        if self.widget.has_trait("guide"):
            self.widget.guide = words

    def matches(self, action: dict) -> bool:
        """Whether ``action``, made now, is what the current step expects."""
        expect = self.steps[self.step]["expect"]
        if isinstance(expect, dict):
            return all(_same(k, action.get(k), v) for k, v in expect.items())
        if action["type"] not in expect.types:
            return False
        if self._solution is None:
            self._solution = goals.solve(self._step_game, expect)
        return self._solution.accepts(goals.judge(self._step_game, action, expect))

    def _judge(self, action, events, before) -> None:
        if self.done or before != self._step_start:
            return
        right = self.matches(action)
        self.attempts.append({"step": self.step, "action": dict(action), "right": right})
        if right:
            self._feedback_colour = "#1b7f3b"
            self._begin(self.step + 1)
            return
        made = self.kit.describe_action(action, self._step_game)
        self._take_back()
        self._feedback_colour = "#b3261e"
        self.feedback = say("step_wrong", made=made, say=self.steps[self.step]["say"])

    def _verdict(self) -> bool:
        return bool(self.attempts) and self.attempts[-1]["right"]

    def _undone(self) -> None:
        # the learner took a step's move back with Undo: that step is to be made again
        state = self.widget.game.to_state()
        for index in range(min(self.step, len(self._step_starts) - 1), -1, -1):
            if self._step_starts[index] == state:
                self._feedback_colour = "#444"
                self._begin(index)
                self.feedback = self.steps[index]["say"]
                break
        else:
            self.feedback = ""
        self._show()

    def _refused(self, message: str) -> None:
        super()._refused(message)
        if not self.done:     # the step still waits: say it again
            self.feedback = say("step_again", feedback=self.feedback, say=self.steps[self.step]["say"])
            self._show()

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

    @spoken
    def reset(self) -> None:
        """Back to the first step: every move undone and the log emptied."""
        self._back_to_start()
        self.attempts = []
        self._feedback_colour = "#444"
        self._begin(0)
        self._show()

    def _build(self):
        import ipywidgets as w
        self._out = w.HTML(self._feedback_html())      # what to do now, above the board
        self._view = w.VBox([self._out, self.widget, self.widget.output,
                             self._button(say("reset"), self.reset, icon="undo")])
        return self._view

    def _text(self) -> str:
        return self.feedback

    def __repr__(self) -> str:
        return f"<GuidedTurn {self.scenario}: step {self.step + 1} of {len(self.steps)}>"


def _same(key: str, got, expected) -> bool:
    """Equal; the marbles kept at the end of the turn in any order (E1: the engine accepts
    any order of the same marbles)."""
    if key == "keep" and isinstance(got, list) and isinstance(expected, list):
        return sorted(got) == sorted(expected)
    return got == expected

__all__ = ["Do", "GuidedTurn", "Predict"]
