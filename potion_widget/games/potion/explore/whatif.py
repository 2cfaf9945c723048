"""What if? Two boards of one game side by side: the position forked with
:meth:`PotionWidget.fork`, something else played on the copy, and the two desks compared.

>>> from potion_widget import scenarios
>>> first = scenarios.load("explore")
>>> second = first.clone()
>>> _ = second.apply({"type": "pick", "track": 2, "pos": 7})
>>> compare(first, second, seat=0).sentence
'On the second board, Ana has 4 more marbles on the desk than on the first.'
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets

from ..engine import Game
from ..kit import KIT
from ....i18n.messages import get_language, render, speaking
from ..words import join_words
from ....board.strip import StripKeeper, told_note
from .lines import LINES

__all__ = ["Comparison", "compare", "desk_figures"]

FIGURES = ("points", "potions", "marbles")
"""What is compared, in the order the sentence says it."""

_NAMES = {"points": "ui.explore.compare.points", "potions": "ui.explore.compare.potions",
          "marbles": "ui.explore.compare.marbles"}
_MORE = {"points": "ui.explore.compare.more_points", "potions": "ui.explore.compare.more_potions",
         "marbles": "ui.explore.compare.more_marbles"}
_COUNT = {"points": "ui.explore.compare.count_points",
          "potions": "ui.explore.compare.count_potions",
          "marbles": "ui.explore.compare.count_marbles"}
_SHOWN = {"first": "ui.explore.compare.shows_first", "second": "ui.explore.compare.shows_second"}
_SHOWN_START = {"first": "ui.explore.compare.shows_first_start",
                "second": "ui.explore.compare.shows_second_start"}
_FEWER = {"points": "ui.explore.compare.fewer_points",
          "potions": "ui.explore.compare.fewer_potions",
          "marbles": "ui.explore.compare.fewer_marbles"}


def desk_figures(game, seat: int) -> dict:
    """A desk in three numbers: its score now (F1), the potions completed, and the marbles on
    the desk (hand, pool and the holes of the potions in progress)."""
    desk = game.state["players"][seat]
    in_holes = sum(1 for burner in desk["burners"] if burner
                   for marble in burner["filled"] if marble is not None)
    return {"points": game.scores()[seat], "potions": len(desk["completed"]),
            "marbles": len(desk["hand"]) + len(desk["pool"]) + in_holes}


class Comparison:
    """Two boards' desks for one seat: ``first`` and ``second`` (:func:`desk_figures`), the
    ``sentence`` on the difference, and in a notebook both desks side by side."""

    def __init__(self, first, second, seat: int, language: str | None = None):
        self.boards = (first, second)
        self.seat = seat
        games = [getattr(b, "game", b) for b in self.boards]
        self.name = games[0].state["players"][seat]["name"]
        self.first, self.second = (desk_figures(g, seat) for g in games)
        self.language = language or get_language()
        self.sentence = self._sentence()

    def _say(self, key: str, params: dict | None = None) -> str:
        return render(key, params, self.language)

    def _sentence(self) -> str:
        changes = []
        for figure in FIGURES:
            diff = self.second[figure] - self.first[figure]
            if diff:
                changes.append(self._say((_MORE if diff > 0 else _FEWER)[figure],
                                         {"count": abs(diff)}))
        if not changes:
            figures = [self._say(_COUNT[f], {"count": self.first[f]}) for f in FIGURES]
            with speaking(self.language):
                return self._say("ui.explore.compare.same",
                                 {"name": self.name, "figures": join_words(figures)})
        with speaking(self.language):
            return self._say("ui.explore.compare.differ",
                             {"name": self.name, "changes": join_words(changes)})

    def rows(self) -> list[tuple[str, int, int]]:
        """(figure in words, first board, second board) for each figure."""
        return [(self._say(_NAMES[f]), self.first[f], self.second[f]) for f in FIGURES]

    def _table(self) -> tuple[list[str], list[tuple]]:
        heads = [self._say("ui.explore.compare.desk", {"name": self.name}),
                 self._say("ui.explore.compare.first"), self._say("ui.explore.compare.second")]
        return heads, self.rows()

    def __repr__(self) -> str:
        heads, rows = self._table()
        width = max(len(r[0]) for r in rows + [tuple(heads)])
        lines = [self.sentence, f"{heads[0]:<{width}}  {heads[1]}  {heads[2]}"]
        lines += [f"{name:<{width}}  {a:>{len(heads[1])}}  {b:>{len(heads[2])}}"
                  for name, a, b in rows]
        return "\n".join(lines)

    def _html(self) -> str:
        heads, rows = self._table()
        head = "".join(f"<th>{escape(h)}</th>" for h in heads)
        body = "".join(f"<tr><td>{escape(n)}</td><td>{a}</td><td>{b}</td></tr>" for n, a, b in rows)
        return (f'<p class="potion-compare">{escape(self.sentence)}</p>'
                f'<table class="potion-compare"><thead><tr>{head}</tr></thead>'
                f"<tbody>{body}</tbody></table>")

    def shown(self) -> list[str]:
        """What each board of the comparison shows, in a sentence: which board it is, whose
        desk, after which move of the game (told in words), and that nobody plays on it."""
        with speaking(self.language):
            return [render(key, params) for key, params in self._shown()]

    def _shown(self) -> list[tuple[str, dict]]:
        """The catalog key and parameters of each sentence of :meth:`shown`."""
        told = []
        for which, board in zip(("first", "second"), self.boards, strict=True):
            with speaking(self.language):      # the moves are told as the strip is made
                strip = StripKeeper(LINES, getattr(board, "game", board), you=[self.seat])
            step = strip.timeline.length()
            move = strip.move_words(step) if step else ""
            told.append(((_SHOWN if step else _SHOWN_START)[which],
                         {"name": self.name, "step": step, "move": move}))
        return told

    def box(self) -> ipywidgets.VBox:
        """The comparison as widgets: the sentence and the table, then both desks one under
        the other (each a board of its own at that position, showing the dispenser and this
        seat's desk, as wide as a board is: side by side they were drawn at half size, their
        words too small to read). Above each board, and in its log, a sentence says what it
        shows; nobody plays on them, they have no move to undo, and no Heat map or Hint
        (they show a position, not a turn to play)."""
        parts = [ipywidgets.HTML(self._html())]
        for board, (key, params) in zip(self.boards, self._shown(), strict=True):
            state = getattr(board, "game", board).to_state()
            view = KIT.board_class()(Game.from_state(state), show="desk", you=[self.seat],
                                     hover=False, explore=False, language=self.language)
            view.interactive = False
            with speaking(self.language):
                note = told_note(key, **params)
            view._log_note(note)
            parts += [ipywidgets.HTML(f'<p class="potion-compare-board">{escape(note["text"])}</p>'),
                      view]
        return ipywidgets.VBox(parts)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        """In a notebook: :meth:`box`; as text, the sentence and the table."""
        bundle = self.box()._repr_mimebundle_(**kwargs)
        data = dict(bundle[0] if isinstance(bundle, tuple) else bundle)
        data["text/plain"] = repr(self)
        return data


def compare(first, second, seat: int | None = None) -> Comparison:
    """The desks of ``seat`` on two boards (widgets or games) of one game, compared. ``seat``
    defaults to the player who was to play when the second board was forked (else the first
    board's active player). Its words are in the first board's language (a game: the one
    spoken now)."""
    if seat is None:
        seat = getattr(second, "_fork_seat", getattr(first, "_fork_seat", None))
    if seat is None:
        seat = getattr(first, "game", first).current
    return Comparison(first, second, seat, getattr(first, "language", None))
