"""Teaching helpers for the tutorial notebooks: exercises the engine judges.

- :class:`Predict`: predict, then reveal. The learner answers a question about a move of a
  scenario claim (``potion_widget.lessons.scenarios``); then the board plays the move and the engine's
  own result, never a stored answer, says whether the prediction was right.
- :class:`Do`: the learner makes the move. Every candidate move of the start position is tried
  on a clone and a goal (``potion_widget.lessons.goals``) keeps the right ones; the learner's move is
  judged against them and a wrong move is answered with a better one, in words.
- :class:`GuidedTurn`: a first turn, step by step: the board marks where to act, the text says
  what to do, and each move is checked before the next step.

A game's kit (:class:`~potion_widget.core.kit.GameKit`) makes them its own: Potion Explosion's
(``games/potion/exercises.py``) and Sugar Blast's (``games/sugar/exercises.py``).

Each exercise works with the mouse in the board or from code (``answer``, ``play``), displays
as a widget with a plain-text fallback, and imports the widget only when it is built, so this
module imports where the front-end bundle is missing. Each judged try is recorded in the
learner's progress file when the folder has one (``learner_progress``).

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
import time

from . import goals, learner_progress
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


DESK_MOVES = frozenset({"drink", "place", "from_pool", "to_pool", "end_turn"})
"""Moves made on a player's desk: a board that draws the dispenser alone offers nothing to
click for them, so a :class:`Do` whose right answer is one draws the desk whatever its goal's
own view."""


def _explore_choice(explore: bool | str) -> bool | str:
    """``explore`` as an exercise takes it: ``False`` (no Heat map, no Hint), ``True`` (both) or
    ``"heatmap"`` (the Heat map alone); anything else is refused by name."""
    if explore is True or explore is False or explore == "heatmap":
        return explore
    raise ValueError(f'explore must be False, True or "heatmap", not {explore!r}')


def shown_with_board(view, board, text: str, picture: str | None, **kwargs):
    """The display data of ``view``, a box that holds ``board``: the widget's own, with the
    host's metadata for ``board`` (Colab's widget manager), ``text`` as its plain text, and
    ``picture`` (a still SVG of the board, when there is one) for an export that cannot run
    widgets."""
    bundle = view._repr_mimebundle_(**kwargs)
    data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
    metadata = {**(metadata or {}), **board.host_metadata()}
    data = {**data, "text/plain": text}
    if picture:
        data["image/svg+xml"] = picture
    return (data, metadata) if metadata else data


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
    _explore: bool | str = False
    """Whether the board offers its Heat map and Hint: not unless the lesson means them
    (``explore=True``), for their advice names the move the learner is to find;
    ``explore="heatmap"`` offers the Heat map alone (an exercise in reading the map)."""

    kit: GameKit
    """The game the exercise is of (each game's exercises set it): its scenario library, its
    board, its moves in words, the marks, the story, the outcome, the goals and the picture."""

    def _open(self, scenario: str, before, *, show: str, marks, you, start=None) -> list[dict]:
        self.scenario = scenario
        self.marks = list(marks or [])
        # a position given as a game (a puzzle's) opens as it is; else the scenario's
        game = start.clone() if start is not None else self.kit.scenarios.load(scenario)
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
        self._opened = time.monotonic()      # a solve's time counts from the board's start
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

    # ----- the learner's progress ------------------------------------------------------------
    def _progress_key(self) -> str:
        """The exercise's name in a progress file, the same in every language and every run."""
        raise NotImplementedError

    def _progress_title(self) -> str:
        """The exercise's question in words, as a progress file names it for people."""
        raise NotImplementedError

    def _record(self, right: bool, words: str, solved: bool | None = None) -> None:
        """One judged try (``words``: the move or answer as the learner was told it) into the
        learner's progress file, if the folder has one."""
        learner_progress.record(self._progress_key(), self._progress_title(), right=right,
                                words=words, seconds=time.monotonic() - self._opened,
                                solved=right if solved is None else solved)

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
        return shown_with_board(self._view or self._build(), self.widget, self._text(),
                                self.kit.board_svg(self.widget.game), **kwargs)


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
                 marks=None, you=None, explore: bool | str = False):
        self._explore = _explore_choice(explore)
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
        self._record(bool(self.correct), self._show_value(value))
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

    def _progress_key(self) -> str:
        return f"{self.scenario}/{self.claim['id']}"

    def _progress_title(self) -> str:
        return f"{self.question} {say('the_move', move=self.move)}"


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
    the answer), as on every exercise's board; ``explore="heatmap"`` offers the Heat map
    alone, for an exercise in reading it (the Hint would name the move). ``start``, a game,
    is the position instead of the scenario's (a puzzle's: ``scenario`` then only names it).
    """

    @chooses_language
    def __init__(self, scenario: str, goal, *, before=(), show: str | None = None, marks=None,
                 prompt: str | None = None, you=None, play_on: bool = False,
                 explore: bool | str = False, start=None):
        self.goal = self.kit.resolve_goal(goal)
        self.play_on = play_on
        self._explore = _explore_choice(explore)
        self._open(scenario, before, show=show or self.goal.view, marks=marks, you=you,
                   start=start)
        self.solution = goals.solve(self._start_game, self.goal)
        if not self.solution.right:
            raise ValueError(f"the goal {self.goal.name!r} has no right answer in the "
                             f"position of {scenario!r}")
        if show is None and getattr(self.widget, "show", "") == "dispenser" and any(
                a["type"] in DESK_MOVES for a in self.right_answers):
            self.widget.show = "desk"      # the answer is made on the desk: it must be drawn
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
        self._record(right, self.kit.describe_action(action, self._start_game))
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

    def _progress_key(self) -> str:
        return f"{self.scenario}/{self.goal.name}"

    def _progress_title(self) -> str:
        return self.prompt


# =============================================================================================
class GuidedTurn(_Exercise):
    """A guided turn in scenario ``scenario``: ``steps`` are dicts ``{"say": text, "expect":
    ..., "marks": [...]}`` played in order. ``expect`` is an action, or part of one (the move
    matches when every key given is equal), or a goal (a :class:`potion_widget.lessons.goals.Goal` or
    its name), judged by the engine as in :class:`Do`. The board marks each step's places and
    the text says what to do; a move that does not match is taken back with a friendly word.
    After the last step the feedback gives the score, from ``game.scores()``."""

    _hover = True     # the guided turn says which marble to take: a preview only helps

    @chooses_language
    def __init__(self, scenario: str, steps: list[dict], *, before=(), show: str = "desk",
                 you=None, explore: bool | str = False):
        self._explore = _explore_choice(explore)
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
        made = self.kit.describe_action(action, self._step_game)
        if right:
            self._feedback_colour = "#1b7f3b"
            self._begin(self.step + 1)
            self._record(True, made, solved=self.done)     # solved once every step is made
            return
        self._record(False, made, solved=False)
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
        """What the guided turn did, in words, from the engine: each game's own."""
        raise NotImplementedError

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

    def _progress_key(self) -> str:
        return f"{self.scenario}/guided"

    def _progress_title(self) -> str:
        return self.steps[0]["say"]


def _same(key: str, got, expected) -> bool:
    """Equal; the marbles kept at the end of the turn in any order (E1: the engine accepts
    any order of the same marbles)."""
    if key == "keep" and isinstance(got, list) and isinstance(expected, list):
        return sorted(got) == sorted(expected)
    return got == expected
