"""A review of a finished (or unfinished) game: each decision judged against the Master.

:func:`review` replays a record (``{"game", "state", "actions"}``, what a board's timeline
saves) and, at every decision of every player, asks :class:`~.master.MasterBot` to appraise
the move played beside the moves it would search there (:meth:`~.master.MasterBot.appraise`):
each move played in the same sampled worlds to the end of the turn and the next player's
reply. The points the move played is expected to lose against the best give its verdict.

The decisions reviewed are those the Master searches: the pick that begins a turn, and each
drink (or the end of a turn where a potion could have been drunk) and each use of the little
help. Placing marbles and moving them to and from the pool are not judged: they follow the
expert's rules in the Master's own play, and a potion not drunk before a placement can still
be drunk after it.

Nothing hidden is read: the Master's worlds are dealt from what the player to move could see
(D2), so the review of a move is the same whatever the marbles under the lid and the potions
under the stacks' tops were.

>>> from potion_widget import Game
>>> from potion_widget.games.potion.expert import ExpertBot
>>> game = Game.new(["Ana", "Ben"], seed=4, remove="beginner")
>>> start = game.to_state()
>>> bot = ExpertBot(seed=1)
>>> while game.state["turn"]["number"] < 2:
...     _ = game.apply(bot.choose(game))
>>> found = review({"game": "potion", "state": start, "actions": game.history()[1]}, samples=2)
>>> [move.verdict in VERDICT_ORDER for move in found.moves]
[True, True]
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...i18n.messages import render, speaking
from .engine import Game
from .hints import advice
from .master import MasterBot
from .words import tell_move

__all__ = ["MoveReview", "Review", "VERDICT_ORDER", "chart", "describes", "points_phrase", "review", "verdict"]

VERDICTS: tuple[tuple[str, float], ...] = (
    ("best", 0.05), ("good", 0.5), ("inaccuracy", 1.5), ("mistake", 3.0), ("blunder", math.inf))
"""Each verdict with the expected points lost below which it is given (the first that fits)."""

VERDICT_ORDER = tuple(name for name, _ in VERDICTS)
"""The verdicts from best to worst."""

DEFAULT_SAMPLES = 8
"""Sampled worlds behind each decision's appraisal."""

JUDGED = frozenset({"pick", "drink", "help", "end_turn"})
"""The kinds of move a review judges, where the Master searches the position."""


def points_phrase(value: float) -> str:
    """A number of points in words, whole numbers plain, else one decimal: ``"1 point"``,
    ``"2.4 points"``."""
    whole = round(value)
    count = whole if abs(value - whole) < 0.05 else round(value, 1)
    return render("review.points", {"count": count})


def verdict(lost: float) -> str:
    """The verdict of a move expected to lose ``lost`` points against the best.

    >>> verdict(0.0), verdict(0.3), verdict(1.0), verdict(2.0), verdict(7.5)
    ('best', 'good', 'inaccuracy', 'mistake', 'blunder')
    """
    return next(name for name, below in VERDICTS if lost < below)


@dataclass(frozen=True)
class MoveReview:
    """One decision of the game, judged."""

    index: int
    """Its place in the record's actions (0 is the first action)."""
    seat: int
    turn: int
    played: dict
    best: dict
    lost: float
    """Points the move played is expected to lose against the best (0 when it is the best)."""
    standing: float
    """The mover's expected standing after the move played: their desk less the best other
    player's, in points, at the end of the playouts (what the review's chart draws)."""
    worlds: int
    """How many sampled worlds the appraisal is over."""
    verdict: str
    sentence: str
    """The judgement in words, in the language spoken when the review was made."""

    def to_dict(self) -> dict:
        return {"index": self.index, "seat": self.seat, "turn": self.turn,
                "played": self.played, "best": self.best, "lost": round(self.lost, 3),
                "standing": round(self.standing, 3), "worlds": self.worlds,
                "verdict": self.verdict, "sentence": self.sentence}


@dataclass(frozen=True)
class Review:
    """Every decision of a game judged, in the order played."""

    players: list[str]
    moves: list[MoveReview] = field(default_factory=list)
    actions: int = 0
    """How many actions the record holds (the decisions are some of them)."""

    def of(self, seat: int) -> list[MoveReview]:
        """The decisions of one player."""
        return [move for move in self.moves if move.seat == seat]

    def counts(self, seat: int) -> dict[str, int]:
        """How many of each verdict a player's decisions got, best first."""
        mine = [move.verdict for move in self.of(seat)]
        return {name: mine.count(name) for name in VERDICT_ORDER}

    def costliest(self) -> MoveReview | None:
        """The decision that lost the most points, the earliest of equals (``None`` when no
        move lost any)."""
        worst = max(self.moves, key=lambda move: (move.lost, -move.index), default=None)
        return worst if worst is not None and worst.lost >= VERDICTS[0][1] else None

    def to_dict(self) -> dict:
        return {"players": self.players, "actions": self.actions,
                "moves": [move.to_dict() for move in self.moves]}

    def table(self) -> str:
        """The review as plain text: one line per decision, then each player's tally."""
        lines = []
        for move in self.moves:
            lines.append(render("review.line", {
                "turn": move.turn, "name": self.players[move.seat],
                "verdict": render(f"review.verdict.{move.verdict}"),
                "sentence": move.sentence}))
        for seat, name in enumerate(self.players):
            tally = ", ".join(render("review.tally", {"count": n, "verdict":
                                                      render(f"review.verdict.{v}")})
                              for v, n in self.counts(seat).items() if n)
            lines.append(render("review.player", {"name": name, "tally": tally or "-"}))
        return "\n".join(lines)


def review(record: dict, *, samples: int = DEFAULT_SAMPLES, seed: int = 0,
           master: MasterBot | None = None, you=None, language: str | None = None) -> Review:
    """Every decision of the game in ``record`` judged by ``master`` (a :class:`MasterBot`
    with ``seed``, appraising each position in ``samples`` sampled worlds, unless given).
    Each judgement tells the move played about the seats in ``you`` as "you" and names the
    other players (by default every player is named), and gives the better move as advice
    to the player who moved.

    ``record`` is ``{"state", "actions"}`` (a ``"game"`` other than ``"potion"`` is refused):
    the state the game started from and every action since. An action the engine refuses
    raises its :class:`~potion_widget.core.errors.RuleError`, with its index in ``index``."""
    if record.get("game", "potion") != "potion":
        raise ValueError(render("review.not_potion", {}, language))
    game = Game.from_state(record["state"])
    judge = master or MasterBot(seed=seed, strength=samples)
    players = [player["name"] for player in game.state["players"]]
    moves = []
    with speaking(language):
        for index, action in enumerate(record["actions"]):
            after = game.clone()
            try:
                after.apply(action)
            except ValueError as error:
                error.index = index
                raise
            judged = _judge(game, judge, action, samples, index, you)
            if judged is not None:
                moves.append(judged)
            game = after
    return Review(players=players, moves=moves, actions=len(record["actions"]))


def _judge(game: Game, judge: MasterBot, played: dict, samples: int, index: int,
           you) -> MoveReview | None:
    """The review of ``played`` (a legal move) in ``game``'s position, or ``None`` where the
    Master searches nothing or the move is not of a kind judged."""
    if game.phase != "play" or played.get("type") not in JUDGED:
        return None
    options = judge.candidates(game)
    if not options:
        return None
    if played not in options:
        options = [*options, played]
    appraised = judge.appraise(game, samples=samples, actions=options)
    best = appraised[0]
    mine = next(a for a in appraised if a.action == played)
    lost = max(0.0, best.value - mine.value)
    name = verdict(lost)
    seat = game.current
    told = tell_move(played, game, you=you)
    told = told[:1].upper() + told[1:]
    if name == "best" or best.action == played:
        sentence = render("review.best", {"played": told})
    else:
        better = advice(game, best.action)      # after "Better:", it goes on the sentence
        sentence = render("review.better", {"played": told, "advice": better[:1].lower() + better[1:],
                                            "points": points_phrase(lost), "count": best.worlds})
    return MoveReview(index=index, seat=seat, turn=game.state["turn"]["number"],
                      played=played, best=best.action, lost=lost, standing=mine.value,
                      worlds=best.worlds, verdict=name, sentence=sentence)


# ----- on a board -------------------------------------------------------------------------------
def chart(judged: Review, *, line: int, length: int) -> dict:
    """The board's ``review`` trait for ``judged``, the review of line ``line`` when it held
    ``length`` moves: what its chart and table draw."""
    keep = ("index", "seat", "turn", "verdict", "lost", "standing", "sentence")
    return {"line": line, "length": length, "players": list(judged.players),
            "moves": [{name: row[name] for name in keep}
                      for row in (move.to_dict() for move in judged.moves)]}


def describes(trait: dict, line: int, length: int) -> bool:
    """Whether a board's ``review`` trait is still the review of its line ``line`` of
    ``length`` moves."""
    return trait.get("line") == line and trait.get("length") == length
