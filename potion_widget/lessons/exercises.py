"""Teaching helpers for the tutorial notebooks: exercises the engine judges.

- :class:`Predict`: predict, then reveal. The learner answers a question about a move of a
  scenario claim (``potion_widget.lessons.scenarios``); then the board plays the move and the engine's
  own result, never a stored answer, says whether the prediction was right.
- :class:`Do`: the learner makes the move. Every candidate move of the start position is tried
  on a clone and a goal (``potion_widget.lessons.goals``) keeps the right ones; the learner's move is
  judged against them and a wrong move is answered with a better one, in words.

A game's kit (:class:`~potion_widget.core.kit.GameKit`) makes them its own: Potion Explosion's
(``games/potion/exercises.py``, with its guided turn) and Sugar Blast's
(``games/sugar/exercises.py``).

Each exercise works with the mouse in the board or from code (``answer``, ``play``), displays
as a widget with a plain-text fallback, and imports the widget only when it is built, so this
module imports where the front-end bundle is missing.

>>> from potion_widget.lessons import Do, Predict
>>> exercise = Predict("touching", "middle-of-three")          # doctest: +SKIP
>>> exercise.answer(3)                                          # doctest: +SKIP
True
>>> task = Do("chains", "most_marbles")                         # doctest: +SKIP
>>> task.play({"type": "pick", "track": 0, "pos": 2})           # doctest: +SKIP
True
"""

from __future__ import annotations

import html

from . import goals
from ..core.errors import RuleError
from ..core.kit import GameKit
from ..i18n.messages import chooses_language, render, spoken
from .outcomes import refused
from ..i18n.readers import join_words
from ..i18n.rule_texts import with_rule_tooltips

_QUESTION_OPTIONS = {
    "takes": list(range(0, 9)),
    "steps": list(range(0, 4)),
    "exploded": list(range(0, 9)),
    "completed": [0, 1, 2],
    "returned": list(range(0, 9)),
    "discarded": list(range(0, 5)),
    "skills": [0, 1, 2],
    "legal": [True, False],
    "phase": ["play", "tiebreak", "over"],
    "hidden_after": list(range(0, 8)),
    "hand_size": list(range(0, 9)),
}
"""Default answer buttons per measure: fixed ranges, so the buttons never hint at the answer."""



def say(key: str, **params) -> str:
    """The exercises' sentence ``lesson.<key>`` in the language spoken now (the catalog's
    ``data/messages/<lang>/lessons.json``)."""
    return render(f"lesson.{key}", params)


PHASES = ("draft", "play", "tiebreak", "over")
"""The phases an answer may name, each by the words the lessons teach (``lesson.phase.*``)."""


def answer_options(claim: dict, players: int) -> list:
    """The answer buttons for a claim's question: its own ``options``, or a fixed range for
    its measure (players by seat for ``current``, each player or all for ``winners``)."""
    measure = claim.get("ask", "takes")
    if claim.get("options"):
        return list(claim["options"])
    if measure == "current":
        return list(range(players))
    if measure == "winners":
        return [[i] for i in range(players)] + [list(range(players))]
    if measure not in _QUESTION_OPTIONS:
        raise ValueError(f"no answer buttons for the measure {measure!r}: give options")
    return list(_QUESTION_OPTIONS[measure])


def answer_label(measure: str, value, names: list[str]) -> str:
    """An answer in words: phases by the names the lessons teach, ``legal`` as allowed or
    refused, seats by player name (``current``, and Sugar Blast's ``winner``), numbers as
    digits."""
    if measure == "phase" and value in PHASES:
        return say(f"phase.{value}")
    if measure == "legal" and isinstance(value, bool):
        return say("legal.yes" if value else "legal.no")
    if isinstance(value, bool):
        return say("yes" if value else "no")
    if measure in ("current", "winner") and isinstance(value, int):
        return names[value]
    if measure == "winner" and value is None:
        return say("nobody")
    if measure == "winners" and isinstance(value, list):
        return join_words([names[i] for i in value]) if value else say("nobody")
    return str(value)


class _Exercise:
    """What every exercise shares: a board in a scenario's position, the learner's moves
    heard from the board, a way back to the start, a feedback line, display.

    What is a game's own comes from its kit (:attr:`kit`); each game's exercises
    (``games/<name>/exercises.py``) name theirs and share everything else."""

    _feedback_colour = "#444"
    _resetting = False
    """Whether the exercise itself is taking moves back (a reset, not the learner's Undo)."""
    _hover = False
    """Whether the board previews a pick on hover: not while the learner is to find the move."""
    _explore = False
    """Whether the board offers its Heat map and Hint: not unless the lesson means them
    (``explore=True``), for their advice names the move the learner is to find."""

    kit: GameKit
    """The game the exercise is of (each game's exercises set it): its scenario library, its
    board, its moves in words, the marks, the story, the outcome, the goals and the picture."""

    def _open(self, scenario: str, before, *, show: str, marks, you) -> list[dict]:
        self.scenario = scenario
        self.marks = list(marks or [])
        game = self.kit.scenarios.load(scenario)
        if you is None:
            trial = game.clone()
            for action in before:
                trial.apply(action)
            you = self._learner_seats(trial)
        # an exercise asks the learner to find the move: hovering must not preview its answer
        self.widget = self.kit.board_class().for_exercise(
            game, show=show, marks=self.marks, you=you, hover=self._hover, explore=self._explore,
            language=self.language)
        events = []
        for action in before:
            events.extend(self.widget.play(action))
        self.widget.mark_start()     # Undo never rewinds the set-up moves
        self._start = self.widget.game.to_state()
        self._start_game = self.widget.game.clone()
        self._playing = False
        self._view = None
        self.feedback = ""
        self.widget.on_action(self._heard)
        self.widget.observe(self._heard_refusal, names="error")
        self.widget.observe(self._heard_undo, names="state_id")
        return events

    def _learner_seats(self, game) -> list[int]:
        """The seats the learner plays, the board's "you", given the game once the set-up
        moves are made: the seat to move (its desk stays on a focused board, and the others
        are told by name, even once the turn passes)."""
        return [game.state["current"]]

    # ----- moves from the board or from code ----------------------------------------------
    @spoken
    def play(self, action: dict):
        """Makes ``action`` on the board, as a click would, and returns the verdict."""
        self._playing = True
        try:
            self.widget.play(action)
        except RuleError as error:
            self._refused(str(error))
            return False
        finally:
            self._playing = False
        return self._verdict()

    @spoken
    def _heard(self, action: dict, events: list, before: dict) -> None:
        self._judge(action, events, before)
        self._show()

    @spoken
    def _heard_refusal(self, change) -> None:
        if change["new"] and not self._playing:   # a refused click (play handles its own)
            self._refused(change["new"].get("message", ""))

    @spoken
    def _heard_undo(self, _change) -> None:
        # the board's Undo took a move back (an update with no actor): a verdict on that move
        # would be stale now
        if self.widget.actor == -1 and not self._resetting:
            self._undone()

    def _undone(self) -> None:
        """After the learner's Undo: what the exercise says next (by default nothing)."""
        self.feedback = ""
        self._show()

    def _refused(self, message: str) -> None:
        self.feedback = say("refused", message=message)
        self._feedback_colour = "#b3261e"
        self._show()

    def _back_to_start(self) -> None:
        """Undoes every move since the start and empties the board's log."""
        self._resetting = True
        try:
            if getattr(self.widget, "looking", None) is not None:   # looking back on the strip
                self.widget.back_to_latest()
            self.widget.undo_to_start()
            self.widget.clear_log()
        finally:
            self._resetting = False

    def _take_back(self) -> None:
        self._resetting = True       # the exercise's own take-back: it says why itself
        try:
            self.widget.undo()
        finally:
            self._resetting = False

    def _verdict(self):
        return None

    # ----- display ---------------------------------------------------------------------------
    def _feedback_html(self) -> str:
        # a rule cited in the feedback shows its own words on hover
        text = with_rule_tooltips(html.escape(self.feedback)).replace("\n", "<br>")
        return f'<div style="color:{self._feedback_colour}">{text}</div>'

    def _show(self) -> None:
        if self._view is not None:
            self._out.value = self._feedback_html()

    def _button(self, description: str, on_click, icon: str = ""):
        import ipywidgets as w
        button = w.Button(description=description, icon=icon, layout=w.Layout(width="auto"))
        button.on_click(lambda _b: on_click())
        return button

    def _text(self) -> str:
        raise NotImplementedError

    @spoken
    def _repr_mimebundle_(self, **kwargs):
        view = self._view or self._build()
        bundle = view._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data)
        data["text/plain"] = self._text()
        # an export that cannot run widgets shows the exercise's board as a still picture
        picture = self.kit.board_svg(self.widget.game)
        if picture:
            data["image/svg+xml"] = picture
        return (data, metadata) if metadata else data


# =============================================================================================
class Predict(_Exercise):
    """A predict-then-reveal exercise on the claim ``claim_id`` of scenario ``scenario``.

    The board starts in the scenario's position with the claim's ``before`` actions played.
    ``options`` overrides the answer buttons. The answer appears only in the feedback after
    the learner has answered; what happened is told step by step in the board's log. Display
    the object to show it.
    """

    @chooses_language
    def __init__(self, scenario: str, claim_id: str, *, options=None, show: str = "game",
                 marks=None, you=None, explore: bool = False):
        self._explore = explore
        self.claim = self.kit.scenarios.claim(scenario, claim_id)
        self.measure = self.claim.get("ask", "takes")
        self.setup_events = self._open(scenario, self.claim.get("before", []), show=show,
                                       marks=marks, you=you)
        self.widget.interactive = False    # the board plays the claim's move itself
        self.action = self.claim["action"]
        self.question = (self.kit.scenarios.text(scenario, "question", claim_id)
                         if "question" in self.claim else say("question"))
        self.move = self.kit.describe_action(self.action, self.widget.game)
        if options is None:
            options = self.kit.answer_options(self.claim, len(self.widget.game.state["players"]))
        self.options = options
        self.result: dict | None = None
        self.guess = None
        self.events: list[dict] = []
        self.feedback = say("choose")

    # ----- the learner's side ------------------------------------------------------------
    @spoken
    def answer(self, value) -> bool:
        """Records the prediction, plays the move on the board and says whether the engine
        agrees. Answering again first takes the last move back."""
        self._back_to_start()     # the question is about the start, whatever was clicked
        self.guess = value
        before = self.widget.game.to_state()
        self._playing = True
        try:
            self.events = self.widget.play(self.action)
        except RuleError as error:
            self.result = refused(error)
            self.events = []
        else:
            self.result = self.kit.summarize(before, self.widget.game, self.action, self.events)
        finally:
            self._playing = False
        self.feedback = self._verdict_text()
        self._feedback_colour = "#1b7f3b" if self.correct else "#b3261e"
        self._show()
        return self.correct

    def _judge(self, action, events, before) -> None:
        pass     # moves clicked in the board are the learner's to explore; answers judge

    def _heard_refusal(self, change) -> None:
        pass     # a refused click: the board shows it; the feedback keeps the verdict

    def _undone(self) -> None:
        pass     # the board plays the move itself: no Undo of the learner's to hear

    learner_seat = 0
    """The learner's seat on a Potion Explosion prediction's board, its "you": the first
    seat (Ana, in every lesson's scenario), whoever makes the move asked about; the others
    are named ("Ben takes 1 marble in the tie-break", not "You take...")."""

    def _own_words(self) -> bool:
        """Whether this is a Potion Explosion prediction: the learner sits at
        :attr:`learner_seat` and the verdict tells the move itself. Another game's lessons
        (Sugar Blast's) keep their own seat and verdict until they adopt these."""
        return True

    def _learner_seats(self, game) -> list[int]:
        return [self.learner_seat] if self._own_words() else super()._learner_seats(game)

    @property
    def correct(self) -> bool | None:
        """Whether the prediction matches the engine's result (None before an answer)."""
        if self.result is None:
            return None
        return self.guess == self.result.get(self.measure)

    @property
    def truth(self):
        """The engine's answer once revealed (None before)."""
        return None if self.result is None else self.result.get(self.measure)

    def _verdict_text(self) -> str:
        """Right or not, then the reason, both from what the engine did: a refusal's own
        words, or the move told step by step (so the verdict never sends the learner to a log
        that may not say it). An allowed-or-refused question is answered by the refusal or
        the permission itself ("the answer is No, it's refused" read badly), a question on
        the game's phase by a sentence about it."""
        if self.measure == "legal" and isinstance(self.truth, bool):
            lines = [say("right_plain" if self.correct else "wrong_plain")]
        elif self.measure == "phase" and self.truth in PHASES:
            # "the answer is still playing" read badly: the phase is said as a sentence
            lines = [say("right_plain" if self.correct else "wrong_plain"),
                     say(f"phase_now.{self.truth}")]
        else:
            value = self._show_value(self.truth)
            lines = [say("right_answer" if self.correct else "wrong_answer", value=value)]
        if not self.result["legal"]:
            lines.append(say("refused_answer", message=self.result["message"]))
            return "\n".join(lines)
        if self.measure == "legal":
            lines.append(say("allowed_answer"))
        if self.events and self._own_words():
            lines += [say("what_happened"), self._told()]
        return "\n".join(lines)

    def _told(self) -> str:
        """The move's events as numbered lines, the learner's seat as "you", others by name."""
        return self.kit.story(self.events, self.widget.game, actor=self._start["current"],
                              you=self.widget.you)

    @spoken
    def reset(self) -> None:
        """Takes the move back and empties the board's log, so the exercise can be tried
        again."""
        self._back_to_start()
        self.result = None
        self.guess = None
        self.events = []
        self.feedback = say("choose")
        self._feedback_colour = "#444"
        self._show()

    # ----- display ----------------------------------------------------------------------
    def _names(self):
        return [p["name"] for p in self.widget.game.state["players"]]

    def _show_value(self, value) -> str:
        return answer_label(self.measure, value, self._names())

    def _build(self):
        import ipywidgets as w
        header = w.HTML(f"<b>{html.escape(self.question)}</b><br>"
                        + html.escape(say("the_move", move=self.move)))
        buttons = [self._button(self._show_value(v), lambda v=v: self.answer(v))
                   for v in self.options]
        again = self._button(say("try_again"), self.reset, icon="undo")
        self._out = w.HTML(self._feedback_html())
        self._view = w.VBox([header, self.widget, self.widget.output,
                             w.HBox(buttons + [again]), self._out])
        return self._view

    def _text(self) -> str:
        lines = [self.question, say("the_move", move=self.move), self.feedback]
        if self.result is not None and self.result["legal"] and not self._own_words():
            # a viewer without widgets has no board log: the story is told here instead (a
            # Potion Explosion verdict tells it itself)
            lines.append(self.kit.story(self.events, self.widget.game, actor=self._start["current"],
                                        you=self.widget.you))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<Predict {self.scenario}/{self.claim['id']}: {self.question}>"


# =============================================================================================
class Do(_Exercise):
    """A do-the-move exercise: make, in the board or with :meth:`play`, a move that meets
    ``goal`` (a :class:`potion_widget.lessons.goals.Goal` or its name, e.g. ``"most_marbles"``,
    ``"empties_track(2)"``) in scenario ``scenario`` after the actions ``before``.

    The right answers are computed from the engine for the start position, never stored: a
    right move solves the exercise, a wrong one is answered with a better move and its result
    in words (the board keeps the wrong move so it can be seen), a refused move changes
    nothing, and a move of a type the goal does not judge is taken back. ``show`` is what the
    board draws (by default what the goal needs: the dispenser, or the dispenser and your
    desk); ``marks`` are the author's marks; ``prompt`` replaces the goal's own words. No
    answer is shown before the learner tries, except by :meth:`reveal`. Once a right move is
    made nobody plays on the board (its :attr:`acting` is empty), unless ``play_on``: the
    prompt asks for the turn's next move too ("Then make that pick"), which is not judged.
    ``explore=True`` offers the board's Heat map and Hint, off by default (they would name
    the answer), as on every exercise's board.
    """

    @chooses_language
    def __init__(self, scenario: str, goal, *, before=(), show: str | None = None, marks=None,
                 prompt: str | None = None, you=None, play_on: bool = False,
                 explore: bool = False):
        self.goal = self.kit.resolve_goal(goal)
        self.play_on = play_on
        self._explore = explore
        self._open(scenario, before, show=show or self.goal.view, marks=marks, you=you)
        self.solution = goals.solve(self._start_game, self.goal)
        if not self.solution.right:
            raise ValueError(f"the goal {self.goal.name!r} has no right answer in the "
                             f"position of {scenario!r}")
        self.prompt = prompt or self.goal.ask
        self.attempts: list[dict] = []
        self.solved = False
        self.revealed = False

    @property
    def right_answers(self) -> list[dict]:
        """Every right move of the start position, in the engine's order."""
        return [j.action for j in self.solution.right]

    @spoken
    def check(self, action: dict) -> tuple[bool, str]:
        """Whether ``action``, made in the start position, is right, and the feedback in
        words. The board is not touched."""
        start = self._start_game
        try:
            if action.get("type") not in self.goal.types:
                start.clone().apply(action)      # a refusal is said first, as for any move
            else:
                judgement = goals.judge(start, action, self.goal)
        except RuleError as error:
            return False, say("refused", message=str(error))
        if action["type"] not in self.goal.types:
            asked = join_words([say(f"type.{t}") for t in self.goal.types], "lesson.type.or")
            return False, say("other_type", made=say(f"type.{action['type']}"), asked=asked,
                              prompt=self.prompt)
        if self.solution.accepts(judgement):
            return True, say("right", did=self.goal.text("did", **judgement.facts),
                             why=self.goal.text("why", **judgement.facts))
        # what a better move achieves, not which move it is: the learner tries again, and
        # "Show a right answer" names it on request
        best = self.solution.right[0]
        return False, say("wrong", did=self.goal.text("did", **judgement.facts),
                          does=self.goal.text("does", **best.facts))

    def _judge(self, action, events, before) -> None:
        if before != self._start:
            if not self.solved:
                self.feedback = say("from_start")
            return
        right, text = self.check(action)
        if action["type"] not in self.goal.types:
            verdict = "other"
            self._take_back()
            text = say("wrong_taken_back", feedback=text)
        else:
            verdict = "right" if right else "wrong"
            self.solved = self.solved or right
            self.widget.marks = []     # the marks spoke of the start position: not stale now
            if self.solved and not self.play_on:
                self.widget.seat_learner([])     # the exercise is over: nobody plays on here
        self.attempts.append({"action": dict(action), "verdict": verdict, "feedback": text})
        self.feedback = text
        self._feedback_colour = "#1b7f3b" if right else "#b3261e"

    def _verdict(self) -> bool:
        return bool(self.attempts) and self.attempts[-1]["verdict"] == "right"

    def _undone(self) -> None:
        super()._undone()
        if self.widget.game.to_state() == self._start:
            # back at the start by Undo: the exercise is to be made again, as after a reset
            self.solved = False
            self.widget.marks = list(self.marks)
            self.widget.seat_learner(None)

    @spoken
    def reset(self) -> None:
        """Back to the start: the moves undone, the log emptied, the attempts forgotten."""
        self._back_to_start()
        self.widget.marks = list(self.marks)
        self.widget.seat_learner(None)       # the learner plays the exercise's seat again
        self.attempts = []
        self.solved = False
        self.revealed = False
        self.feedback = ""
        self._feedback_colour = "#444"
        self._show()
        if self._view is not None:
            self._answer.value = ""

    @spoken
    def reveal(self) -> str:
        """Shows one right answer: the board goes back to the start and marks it."""
        self._back_to_start()
        answer = self.solution.right[0].action
        self.widget.marks = self.marks + self.kit.action_marks(answer, self._start_game, say("mark"))
        self.widget.seat_learner(None)       # the board is back at the start: the learner plays it
        self.revealed = True
        self.feedback = ""          # the verdict spoke of a move the reset took back
        self._show()
        text = say("a_right_answer", move=self.kit.describe_action(answer, self._start_game))
        if self._view is not None:
            self._answer.value = html.escape(text)
        return text

    # ----- display ----------------------------------------------------------------------
    def _build(self):
        import ipywidgets as w
        header = w.HTML(f"<b>{html.escape(self.prompt)}</b>")
        self._out = w.HTML(self._feedback_html())
        self._answer = w.HTML("")
        buttons = w.HBox([self._button(say("reset"), self.reset, icon="undo"),
                          self._button(say("reveal"), self.reveal, icon="eye")])
        self._view = w.VBox([header, self.widget, self.widget.output, self._out, buttons,
                             self._answer])
        return self._view

    def _text(self) -> str:
        return "\n".join(filter(None, [self.prompt, self.feedback]))

    def __repr__(self) -> str:
        return f"<Do {self.scenario}/{self.goal.name}: {self.prompt}>"
