"""A puzzle trainer on a board: a :class:`~.puzzle_session.PuzzleSession` served one puzzle at a
time on a Potion Explosion board, answered with the mouse: the decision each puzzle asks (a
usual pick, a drink and its choices, the little help, the end of the turn).

:class:`PuzzleTrainer` opens each puzzle's position on a new board (the player to move is the
learner; hovering previews nothing, and no Hint or Heat map is offered: they would name the
answer). The engine confirms the puzzle first (:func:`.puzzle_goal.confirmed`: a puzzle it
does not find in that position is refused). The learner's answer is judged by the session: the
verdict and the engine's explanation, the rating and its change, the streak, then a "Next
puzzle" button; the answer goes into the learner's progress file as an exercise's try
(``lessons/learner_progress.py``). A move of another kind than the puzzle asks (the little
help when a pick is asked) is taken back with the rule's words, and nothing is counted. Each
new puzzle replaces the last one's board and words, so nothing of it stays on screen. Every
sentence is the catalog's (``puzzle_board.*``, in ``data/messages/<lang>/puzzle_board.json``,
and the session's own), made from the session at that moment.

>>> from potion_widget.games.potion.puzzles import load_puzzles
>>> trainer = PuzzleTrainer(load_puzzles(), count=10)                            # doctest: +SKIP
>>> trainer.play(trainer.puzzle["best"])["right"]                                # doctest: +SKIP
True
>>> trainer.next()                                                               # doctest: +SKIP
"""

from __future__ import annotations

import html
import time

from ...core.errors import RuleError
from ...i18n.messages import chooses_language, render, spoken
from ...i18n.rule_texts import with_rule_tooltips
from ...lessons import learner_progress
from ...lessons.exercises import shown_with_board
from .engine import Game
from .kit import KIT
from .puzzle_goal import confirmed, session_of
from .puzzle_session import PuzzleSession
from .words import describe_action

__all__ = ["PuzzleTrainer", "signed"]

RIGHT, WRONG, PLAIN = "#1b7f3b", "#b3261e", "#444"
"""The colours of a verdict, a refusal, and plain words (the exercises' own)."""


def say(key: str, **params) -> str:
    """The trainer's sentence ``puzzle_board.<key>`` in the language spoken now."""
    return render(f"puzzle_board.{key}", params)


def signed(change: int) -> str:
    """A rating's change with its sign: ``"+12"``, ``"−8"`` (a true minus sign), ``"±0"``."""
    if change > 0:
        return f"+{change}"
    return f"\u2212{-change}" if change < 0 else "\u00b10"


class PuzzleTrainer:
    """``count`` puzzles of a puzzle file (by default all of them), one at a time on a board,
    with the learner's rating and streak (see the module). ``puzzles`` is a puzzle file (its
    JSON or path) or a :class:`PuzzleSession` already under way. Display the object to show
    it; :meth:`play` answers from code and :meth:`next` goes on."""

    @chooses_language
    def __init__(self, puzzles, *, count: int | None = None, rating=None):
        self.session = (puzzles if isinstance(puzzles, PuzzleSession)
                        else PuzzleSession(puzzles, rating=rating, language=self.language))
        self.session.language = self.language
        self.count = count if count is not None else len(self.session.file["puzzles"])
        if self.count < 1:
            raise ValueError(f"a trainer serves at least one puzzle, not {self.count}")
        self.served = 0
        """How many puzzles have been shown, the current one included."""
        self._view = None
        self._open()

    # ----- one puzzle -----------------------------------------------------------------------
    def _open(self) -> None:
        """The next puzzle on a new board, confirmed by the engine; its words replace the last."""
        self.puzzle = self.session.puzzle
        confirmed(self.puzzle)                     # ValueError: the engine does not confirm it
        game = Game.from_state(self.puzzle["state"])
        self.widget = KIT.board_class().for_exercise(
            game, show="desk", marks=[], you=[game.current], hover=False, explore=False,
            language=self.language)
        self.widget.mark_start()
        self.widget.on_action(self._heard)
        self.served += 1
        self._opened = time.monotonic()         # a solve's time counts from the board's start
        self.result: dict | None = None
        self.feedback, self._colour = "", PLAIN

    @property
    def finished(self) -> bool:
        """Whether the last puzzle to serve has been answered."""
        return self.result is not None and self.served >= self.count

    @spoken
    def play(self, action: dict) -> dict | None:
        """Makes ``action`` on the board, as a click would; the session's verdict (``None``
        when the move is refused or is not of the kind the puzzle asks: nothing is counted)."""
        try:
            self.widget.play(action)
        except RuleError as error:
            self._say(render("lesson.refused", {"message": str(error)}), WRONG)
        return self.result

    @spoken
    def _heard(self, action: dict, _events: list, _before: dict) -> None:
        if self.result is not None:
            return
        try:
            self.result = self.session.answer(action)
        except RuleError as error:                 # not what the puzzle asks: taken back, not counted
            self.widget.undo()
            self._say(render("lesson.wrong_taken_back", {"feedback": str(error)}), WRONG)
            return
        self.widget.interactive = False            # one answer a puzzle: the board only shows
        # into the learner's progress file, when the folder has one, as an exercise's try
        learner_progress.record(f"puzzle/{self.puzzle.get('id', '')}", self.question(),
                                right=self.result["right"], seconds=time.monotonic() - self._opened,
                                words=describe_action(action, Game.from_state(self.puzzle["state"])))
        self._say(self.result["explanation"], RIGHT if self.result["right"] else WRONG)

    @spoken
    def next(self) -> None:
        """The next puzzle, once this one is answered (``ValueError`` before, or after the last)."""
        if self.result is None:
            raise ValueError("answer this puzzle first, on the board or with play()")
        if self.finished:
            raise ValueError(f"the {self.count} puzzles have been served")
        old = self.widget
        self._open()
        if self._view is not None:
            self._view.children = self._parts()
        old.close()
        self._refresh()

    # ----- words ------------------------------------------------------------------------------
    @spoken
    def question(self) -> str:
        """What the puzzle on the board asks, in words, from its position (the session's
        words: a usual pick, a drink, the little help, the end of the turn)."""
        return session_of(self.puzzle, self.language).ask

    @spoken
    def ask(self) -> str:
        """What the learner is to do now: the puzzle's number, the player to move and what
        the puzzle asks."""
        game = Game.from_state(self.puzzle["state"])
        return say("ask", number=self.served, total=self.count, question=self.question(),
                   player=game.state["players"][game.current]["name"])

    @spoken
    def standing(self) -> str:
        """The rating and the streak now, with the last answer's change when there is one
        (a streak of none is said only just after the answer that broke it)."""
        s = self.session
        rating = round(s.rating.value)
        if self.result is None:
            words = say("standing", rating=rating)
        else:
            words = say("rated", rating=rating, change=signed(self.result["change"]),
                        puzzle=self.puzzle["rating"])
        streak = say("streak", count=s.streak) if s.streak or self.result is not None else ""
        done = (say("done", solved=s.solved, answered=s.answered, rating=rating)
                if self.finished else "")
        return " ".join(filter(None, [words, streak, done]))

    def _say(self, words: str, colour: str) -> None:
        self.feedback, self._colour = words, colour
        self._refresh()

    # ----- display ----------------------------------------------------------------------------
    def _refresh(self) -> None:
        if self._view is None:
            return
        self._ask.value = f"<b>{html.escape(self.ask())}</b>"
        text = with_rule_tooltips(html.escape(self.feedback))
        self._out.value = f'<div style="color:{self._colour}">{text}</div>'
        self._standing.value = html.escape(self.standing())
        self._next.disabled = self.result is None
        self._next.layout.display = "none" if self.finished else None

    def _parts(self) -> list:
        # the verdict right under the board, before its log: it is what the learner looks for
        # after the click, and nothing above the board moves when it appears
        return [self._ask, self.widget, self._out, self._standing, self._next, self.widget.output]

    @spoken
    def _build(self):
        import ipywidgets as w
        self._ask, self._out, self._standing = w.HTML(), w.HTML(), w.HTML()
        self._next = w.Button(description=say("next"), icon="arrow-right",
                              layout=w.Layout(width="auto"))
        self._next.on_click(lambda _b: self.next())
        self._view = w.VBox(self._parts())
        self._refresh()
        return self._view

    @spoken
    def _text(self) -> str:
        return "\n".join(filter(None, [self.ask(), self.feedback, self.standing()]))

    @spoken
    def _repr_mimebundle_(self, **kwargs):
        return shown_with_board(self._view or self._build(), self.widget, self._text(),
                                KIT.board_svg(self.widget.game), **kwargs)

    def __repr__(self) -> str:
        return f"<PuzzleTrainer: puzzle {self.served} of {self.count}>"
