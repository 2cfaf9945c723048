"""Sugar Blast's exercises: the same kinds as Potion Explosion's (:mod:`potion_widget.lessons.exercises`),
on a :class:`~potion_widget.games.sugar.widget.SugarBlastWidget`.

- :class:`Predict`: the learner answers a question about a move of a Sugar Blast scenario
  claim (:mod:`potion_widget.games.sugar.scenarios`); then the board plays the move and the engine's
  own result (:mod:`potion_widget.games.sugar.outcomes`) says whether the answer was right.
- :class:`Do`: the learner makes the move; every legal action of the goal's types is judged
  on a copy by a goal of :mod:`potion_widget.games.sugar.goals`, and a wrong move is answered with
  what a better one does, in words.

Everything but the game's own pieces (its kit: the board, the library, moves and marks in
words) is the shared exercises': the buttons, the feedback, "Reset the board", "Show a right answer", the plain-text
fallback, the language.

>>> from potion_widget.games.sugar.exercises import Do, Predict
>>> task = Do("sugar-line-four", "sugar_makes(line4)")                   # doctest: +SKIP
>>> task.play({"type": "swap", "a": [0, 2], "b": [1, 2]})                # doctest: +SKIP
True
"""

from __future__ import annotations

from ...i18n.messages import chooses_language, spoken
from ...lessons import exercises as lessons
from ...lessons import goals
from . import goals as sugar_goals
from .kit import KIT
from .narration import TURN_ENDS, candy, kept_phrase, needed_text
from .outcomes import summarize
from .reasons import reason
from .views import blast_options

def _ended(events: list[dict]) -> bool:
    """Whether a move's events reach the end of its turn (W3, O2, O3)."""
    return any(e["type"] in TURN_ENDS for e in events)


class Predict(lessons.Predict):
    """A predict-then-reveal exercise on the claim ``claim_id`` of the Sugar Blast scenario
    ``scenario`` (see :class:`potion_widget.lessons.exercises.Predict`). Its board speaks to the learner
    (Ana, the shared :attr:`~potion_widget.lessons.exercises.Predict.learner_seat`) as "you" whoever
    makes the move: a move of Ben's is told as Ben's. Its verdict is its own (the reason
    computed by :mod:`potion_widget.games.sugar.reasons`)."""

    kit = KIT

    def _own_words(self) -> bool:
        return False       # its own seat and verdict (below)

    def _learner_seats(self, game) -> list[int]:
        return [self.learner_seat]

    def _verdict_text(self) -> str:
        """Right or not, as the shared verdict says it (an allowed-or-refused question is
        answered "Right!" or "Not quite.", never "the answer is No, it's refused"), then its
        reason computed from the move's events (:func:`potion_widget.games.sugar.reasons.reason`)
        or the refusal: the verdict says why itself, rather than sending the learner to the
        log to find the line that tells it."""
        if self.measure == "legal" and isinstance(self.truth, bool):
            lines = [lessons.say("right_plain" if self.correct else "wrong_plain")]
        else:
            key = "right_answer" if self.correct else "wrong_answer"
            lines = [lessons.say(key, value=self._show_value(self.truth))]
        if not self.result["legal"]:
            lines.append(lessons.say("refused_answer", message=self.result["message"]))
        else:
            lines.append(reason(self.measure, self.result, self.events, self.widget.game,
                                actor=self._start["current"]))
        return "\n".join(filter(None, lines))

    def __repr__(self) -> str:
        return f"<Sugar Blast Predict {self.scenario}/{self.claim['id']}: {self.question}>"


class Do(lessons.Do):
    """A do-the-move exercise in the Sugar Blast scenario ``scenario``: make a move that meets
    ``goal`` (a goal of :mod:`potion_widget.games.sugar.goals` or its name, e.g. ``"sugar_chain"``,
    ``"sugar_makes(mega)"``); see :class:`potion_widget.lessons.exercises.Do`.

    A move is the learner's first action and every action of theirs that follows until the
    turn ends (a swap that leaves blasts to choose from goes on with those choices, B3). The
    praise of a right move waits for its end and says what the whole move did, counted from
    its events: "The 2 blasts took 12 candies off the board: ..."; until then the feedback
    says that the first action was right and what is left to choose, never what a blast not
    yet chosen took."""

    kit = KIT

    @chooses_language
    def __init__(self, scenario: str, goal, *, prompt: str | None = None, **kwargs):
        lessons.Do.__init__.__wrapped__(self, scenario, goal, prompt=prompt, **kwargs)
        drawn = self._start["drawn"]
        if prompt is None and drawn:
            # the candy in hand is the board's own (N1), never a sentence written beside it
            self.prompt = lessons.say("sugar.drawn_prompt", candy=candy(drawn), prompt=self.prompt)

    def _open(self, scenario, before, **kwargs):
        events = super()._open(scenario, before, **kwargs)
        self._move: list[dict] | None = None     # the events of the move made from the start
        return events

    def _judge(self, action, events, before) -> None:
        learner = self._start["current"]
        if before == self._start:
            self._move = list(events)
        elif self._move is not None and not _ended(self._move) and before["current"] == learner:
            self._move += events            # the same move goes on: a blast chosen, a keep
        else:
            self._move = None
        with self.widget.hold_sync():      # whoever plays on is told once, with the move
            super()._judge(action, events, before)
            if self.solved and not self.play_on and self._move is not None:
                # the right move goes on with the blasts it left to choose (B3): the learner
                # makes those choices, as the feedback asks; then nobody plays on here
                self.widget.seat_learner([] if _ended(self._move) else None)
        first = self.attempts[-1] if self.attempts else None
        if self._move is not None and first and first["verdict"] == "right":
            self.feedback = self._praise(first["action"])
            self._feedback_colour = "#1b7f3b"

    def check(self, action: dict) -> tuple[bool, str]:
        """As :meth:`potion_widget.lessons.exercises.Do.check`; a right first action that
        leaves blasts to choose (B3) is told as the board's praise tells it then: what is
        left to choose."""
        right, words = lessons.Do.check(self, action)
        if right:
            trial = self._start_game.clone()
            if not _ended(trial.apply(action)):
                did = self.goal.text("did", **goals.judge(self._start_game, action, self.goal).facts)
                words = lessons.say("right", did=did,
                                    why=lessons.say("sugar.choose_next", count=len(blast_options(trial))))
        return right, words

    def _praise(self, first: dict) -> str:
        """The feedback on a right move: what its first action did, then, once the turn is
        over, what the whole move took and kept; before that, what is left to choose."""
        judgement = goals.judge(self._start_game, first, self.goal)
        did = self.goal.text("did", **judgement.facts)
        if not _ended(self._move):
            return lessons.say("right", did=did,
                               why=lessons.say("sugar.choose_next", count=len(blast_options(self.widget.game))))
        done = summarize(self._start, self.widget.game, first, self._move)
        why = self.goal.text("why", **{**judgement.facts, "took": sugar_goals.took_words(done)})
        return lessons.say("right", did=did, why=why)

    @spoken
    def reset(self) -> None:
        self._move = None
        super().reset()

    def __repr__(self) -> str:
        return f"<Sugar Blast Do {self.scenario}/{self.goal.name}: {self.prompt}>"


class GuidedTurn(lessons.GuidedTurn):
    """A guided Sugar Blast turn in scenario ``scenario`` (see
    :class:`potion_widget.lessons.exercises.GuidedTurn`): each step's text says what to do, the
    board rings where, and a move that is not the one asked for is taken back. A swap asked for
    may be made from either of its two cells (W2). The turn ends on what the learner kept in
    it and what the objective still needs, both from the engine (O1)."""

    kit = KIT

    def matches(self, action: dict) -> bool:
        expect = self.steps[self.step]["expect"]
        if isinstance(expect, dict) and expect.get("type") == "swap" and action.get("type") == "swap" \
                and {"a", "b"} <= set(expect):
            # W2: a swap names its two cells in either order
            cells = sorted(map(tuple, (action.get("a") or (), action.get("b") or ())))
            return cells == sorted(map(tuple, (expect["a"], expect["b"])))
        return super().matches(action)

    def final_words(self) -> str:
        """What the learner kept in the turn and what the objective still needs, from the
        engine: "Your turn is over: you kept 1 Gumdrop. Still to keep: 8 more candies of any
        type." """
        game, start = self.widget.game, self._start_game
        seat = self.actor
        before = start.state["players"][seat]["kept"]
        now = game.state["players"][seat]["kept"]
        kept = {kind: n - before.get(kind, 0) for kind, n in now.items() if n > before.get(kind, 0)}
        ended = game.over or game.state["current"] != seat
        return lessons.say("sugar.turn_over" if ended else "sugar.steps_done",
                           kept=kept_phrase(kept) if kept else lessons.say("sugar.nothing"),
                           needed=needed_text(now, game.state["objective"]))

    def __repr__(self) -> str:
        return f"<Sugar Blast GuidedTurn {self.scenario}: step {self.step + 1} of {len(self.steps)}>"


__all__ = ["Do", "GuidedTurn", "Predict"]
