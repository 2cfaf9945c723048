"""The table: reading a game's state, shared by every rule module.

The helpers here sit below the rules (``flow``, ``ending``, ``turn_end``, ``potions``,
``legal``) and above the components: they read the state and the tile table (the events of
an action are recorded by their builders, ``events``). They never import a rule module nor
``game``; a rule module names ``Game`` for type checking only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import COLORS

if TYPE_CHECKING:      # the game sits on top and imports the rules, which import this module
    from .game import Game


def active_player(game: Game) -> dict:
    """The active player's desk (live)."""
    s = game.state
    return s["players"][s["current"]]


def anything_selectable(tracks) -> bool:
    """Whether any marble may be taken (T4): a track that is not empty has one at position 0."""
    return any(tracks)


def open_holes(game: Game, desk: dict) -> list[tuple[str, int, int]]:
    """``(colour, burner, hole)`` of every empty hole on the player's burners, in burner and
    hole order."""
    tiles = game.tiles
    holes = []
    burners: list = desk["burners"]     # typed locals: the compiled build's fast paths
    for b, burner in enumerate(burners):
        if burner is not None:
            recipe: tuple = tiles[burner["tile"]].recipe
            filled: list = burner["filled"]
            for h, marble in enumerate(filled):
                if marble is None:
                    holes.append((recipe[h], b, h))
    return holes


def open_colors(game: Game, desk: dict) -> set[str]:
    """The colours of the empty holes on the player's burners: ``open_holes`` without the
    places, and without building a tuple for each hole (it is asked at every end of turn)."""
    tiles = game.tiles
    colors = set()
    burners: list = desk["burners"]
    for burner in burners:
        if burner is not None:
            recipe: tuple = tiles[burner["tile"]].recipe
            filled: list = burner["filled"]
            for h, marble in enumerate(filled):
                if marble is None:
                    colors.add(recipe[h])
    return colors


def fits(game: Game, desk: dict, color: str) -> bool:
    """Whether ``color`` fits an empty hole of its colour on the player's burners (I2)."""
    return color in open_colors(game, desk)


def must_place(game: Game, desk: dict) -> bool:
    """Whether a marble in the player's hand fits an empty hole of its colour (I3): what
    ``fitting_colors`` says is not empty, found by stopping at the first such hole (asked at
    every end of turn, where the answer is almost always no)."""
    hand: list = desk["hand"]
    if not hand:
        return False
    # The holes of each colour in hand, from the tile's holes by colour (game.holes): a hand
    # at the end of a turn holds a marble or two, a potion half a dozen holes.
    holes = game.holes
    burners: list = desk["burners"]
    for burner in burners:
        if burner is not None:
            filled: list = burner["filled"]
            spots_of: dict = holes[burner["tile"]]
            for color in hand:
                spots = spots_of.get(color)
                if spots is not None:
                    for h in spots:
                        if filled[h] is None:
                            return True
    return False


def fitting_colors(game: Game, desk: dict) -> list[str]:
    """The colours in the player's hand that must be placed (I3), in colour order."""
    hand = desk["hand"]
    if not hand:
        return []
    colors = open_colors(game, desk)
    return [c for c in COLORS if c in hand and c in colors]
