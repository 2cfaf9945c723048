"""Puzzles served one after another to a learner, with a rating, a streak and the reason.

A :class:`PuzzleSession` holds a puzzle file (:mod:`~potion_widget.games.potion.puzzles`) and
the learner's :class:`~potion_widget.lessons.rating.Rating`. Each puzzle asks one decision
(its ``ask``: a usual pick, a drink, the little help, the end of the turn), and
:attr:`PuzzleSession.ask` says it in words. :meth:`PuzzleSession.answer` judges an action of
that kind in the current puzzle's position: right when it is one of the accepted answers
(two ways of writing one choice agree, :func:`~potion_widget.games.potion.puzzle_kinds.canonical`).
The rating then rises or falls against the puzzle's rating, the streak of right answers grows
or starts again, and the explanation says, from the engine, what the best answer brings and
what the answer given was worth. An action of another kind, or one the engine refuses,
raises a ``RuleError`` naming the rule and what the puzzle asks, and changes nothing: no
answer is counted.

>>> from potion_widget.games.potion.puzzles import mine
>>> session = PuzzleSession(mine(count=2, seed=2, strength=1, max_games=4, asks=("pick",)))
>>> result = session.answer(session.puzzle["best"])
>>> result["right"], result["streak"], result["rating"] > 1500
(True, 1, True)
"""

from __future__ import annotations

from ...core.errors import RuleError
from ...i18n.messages import render, speaking
from ...i18n.readers import join_words
from ...lessons.rating import Rating
from .engine import Game
from .engine.components import HELP_POINTS
from .engine.turn_end import pool_room
from .hints import advice
from .puzzle_kinds import canonical, worth_of
from .puzzles import read_puzzles, worths
from .review import points_phrase
from .words import describe_action, potion_label

__all__ = ["ASK_RULES", "PuzzleSession"]

ASK_RULES = {"pick": "T2", "drink": "P1", "help": "T3", "end_turn": "E1"}
"""The rule a puzzle's ask follows, cited when an answer of another kind is refused."""


class PuzzleSession:
    """The puzzles of one file, in order, and how the learner does (see the module)."""

    def __init__(self, puzzles, *, rating: Rating | None = None, language: str | None = None):
        self.file = read_puzzles(puzzles)
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

    @property
    def ask(self) -> str:
        """What the current puzzle asks, in words, from its position (in the session's
        language)."""
        with speaking(self.language):
            return _ask_words(self.game(), self.puzzle["ask"])

    def answer(self, action: dict) -> dict:
        """Judges ``action`` in the current puzzle and moves on to the next puzzle:
        ``{"right", "explanation", "rating", "change", "streak"}``. An action of another kind
        than the puzzle asks, or one the engine refuses, raises a ``RuleError`` naming the
        rule and the ask, and changes nothing."""
        game = self.game()
        puzzle = self.puzzle
        with speaking(self.language):
            self._check(game, puzzle["ask"], action)
        action = _completed(game, action)
        right = canonical(action) in {canonical(a) for a in puzzle["accepted"]}
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

    @staticmethod
    def _check(game: Game, ask: str, action: dict) -> None:
        """Refuses, changing nothing, an action that does not answer ``ask`` (the ask's rule)
        or that the engine refuses (the engine's rule), both saying what is asked."""
        asked = render(f"puzzle.asks.{ask}")
        if not isinstance(action, dict) or action.get("type") != ask:
            raise RuleError(ASK_RULES[ask], "puzzle.ask_other", asked=asked, move=_said(action, game))
        try:
            game.clone().apply(action)
        except RuleError as refused:
            raise RuleError(refused.rule, "puzzle.refused", reason=refused.message,
                            asked=asked) from refused

    def _explain(self, game: Game, action: dict, right: bool) -> str:
        best = self.puzzle["best"]
        if self.puzzle["ask"] == "pick":
            worth = worths(game)
            better = advice(game, best)
            if right:
                return render("puzzle.right", {"advice": better})
            return render("puzzle.wrong", {
                "move": describe_action(action, game),
                "yours": points_phrase(worth[(action["track"], action["pos"])]),
                "best": points_phrase(worth[(best["track"], best["pos"])]),
                "advice": better})
        ask = self.puzzle["ask"]
        best_value = worth_of(game, best)
        measure = render(f"puzzle.measure.{ask}", {"cost": points_phrase(-HELP_POINTS)})
        if right:
            return render("puzzle.right_choice", {
                "move": _capital(describe_action(action, game)),
                "best": points_phrase(worth_of(game, action)), "measure": measure})
        return render("puzzle.wrong_choice", {
            "move": describe_action(action, game), "yours": points_phrase(worth_of(game, action)),
            "better": describe_action(best, game), "best": points_phrase(best_value),
            "measure": measure})


def _completed(game: Game, action: dict) -> dict:
    """An end of turn with what it leaves unsaid filled in when the position allows only one
    (the marbles kept when all fit in the pool, no draw when no burner is empty, E1, E2)."""
    if action["type"] != "end_turn":
        return action
    options = game.legal_choices({"type": "end_turn"})
    filled = dict(action)
    for field in ("keep", "draw"):
        values = {canonical(option[field]) for option in options}
        if field not in filled and len(values) == 1:
            filled[field] = options[0][field]
    return filled


def _said(action, game: Game) -> str:
    """An action in words, or "this action" when it is not one the engine can describe."""
    try:
        return describe_action(action, game)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return render("puzzle.this_action")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _ask_words(game: Game, ask: str) -> str:
    """The question of a puzzle asking ``ask`` in ``game``'s position, from that position."""
    player = game.player
    if ask == "drink":
        potions = sorted({a["potion"] for a in game.legal_actions() if a["type"] == "drink"})
        key = "puzzle.ask.drink_one" if len(potions) == 1 else "puzzle.ask.drink"
        return render(key, {"potions": join_words([potion_label(game, t) for t in potions])})
    if ask == "help":
        return render("puzzle.ask.help", {"cost": points_phrase(-HELP_POINTS)})
    if ask == "end_turn":
        room = pool_room(player)
        keep = len(player["hand"]) > room
        empty = sum(1 for b in player["burners"] if b is None)
        if keep and not empty:
            return render("puzzle.ask.end_turn_keep", {"count": room, "total": len(player["hand"])})
        if empty and not keep:
            return render("puzzle.ask.end_turn_draw", {"count": empty})
        return render("puzzle.ask.end_turn_both", {})
    return render("puzzle.ask.pick", {})
