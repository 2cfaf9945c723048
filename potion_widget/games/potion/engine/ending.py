"""The end of the game (F1-F3): the final scoring and the tie-break.

Below ``flow`` (a tie-break pick passes play on) and ``turn_end`` (the last turn ends the
game), so that neither imports the other to reach it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events
from .scoring import scores as scores_of
from .scoring import tied_for_best, winners
from .table import anything_selectable

if TYPE_CHECKING:      # the game imports the rules, which import this module
    from .game import Game


def finish(game: Game) -> None:
    """Scores the game (F1); a tie for the highest score starts the tie-break (F3)."""
    s = game.state
    tied = tied_for_best(s, game.tiles)
    if len(tied) == 1:
        _over(game)
        return
    s["phase"] = "tiebreak"
    events.tiebreak(game, tied, scores_of(s, game.tiles)[tied[0]])
    next_tiebreak_picker(game, tied)


def next_tiebreak_picker(game: Game, still_to_pick: list[int]) -> None:
    """Play passes to the first of ``still_to_pick`` (tied players in turn order); one with
    nothing selectable takes 0 (F3). When nobody is left, the game is over."""
    s = game.state
    for seat in still_to_pick:
        if anything_selectable(s["dispenser"]):
            s["current"] = seat
            return
        events.tiebreak_nothing(game, seat)
    _over(game)


def tiebreak_pickers_after(game: Game) -> list[int]:
    """The tied players still to pick after the current one (F3)."""
    tied = tied_for_best(game.state, game.tiles)
    return tied[tied.index(game.state["current"]) + 1:]


def _over(game: Game) -> None:
    s = game.state
    s["phase"] = "over"
    best = winners(s, game.tiles)
    scores = scores_of(game.state, game.tiles)
    events.game_over(game, best, scores)
