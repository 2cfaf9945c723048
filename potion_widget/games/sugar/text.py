"""A Sugar Blast game as plain text, for viewers and exports that cannot run the widget: the
board drawn north at the top (row 6) to south at the bottom (row 1, G2), one symbol per candy
type with a legend, then whose turn it is, the objective and each player's kept candies.

>>> from potion_widget.games.sugar.engine import Game
>>> print(board_text(Game.new(2, seed=1, objective="nine-any")).splitlines()[0])
     1 2 3 4 5 6
"""

from __future__ import annotations

from ...i18n.messages import render
from ...i18n.readers import join_words
from .engine import TYPES
from .narration import candy, kept_phrase, objective_text

SYMBOLS = dict(zip(TYPES, "o^/*@#", strict=True))
"""One symbol per candy type, the same in every language (the legend names them)."""

EMPTY = "."


def objective_line(state: dict) -> str:
    """``"Objective: Keep 9 candies of any type."``"""
    return render("sugar.text.objective", {"objective": objective_text(state["objective"])})


def player_line(player: dict) -> str:
    """A player's name, seat and kept candies (or that they have kept nothing yet)."""
    key = "sugar.text.player" if player["kept"] else "sugar.text.player_none"
    return render(key, {"name": player["name"], "seat": render(f"sugar.ui.seat.{player['seat']}"),
                        "kept": kept_phrase(player["kept"])})


def board_text(game) -> str:
    """The game as text (see the module's docstring)."""
    state = game.state
    size = len(state["board"])
    lines = ["     " + " ".join(str(c + 1) for c in range(size))]
    for r in reversed(range(size)):
        row = " ".join(SYMBOLS.get(kind, EMPTY) for kind in state["board"][r])
        lines.append(f"{r + 1:>3}  {row}")
    lines.append(join_words([f"{SYMBOLS[kind]} {candy(kind)}" for kind in TYPES],
                            "narr.list.comma"))
    lines.append(render("sugar.ui.bag", {"count": sum(state["bag"].values())}))
    lines.append(objective_line(state))
    for i, player in enumerate(state["players"]):
        mark = ">" if i == state["current"] and state["phase"] != "over" else " "
        lines.append(f"{mark} {player_line(player)}")
    if state["phase"] == "over":
        winner = state["winner"]
        lines.append(render("sugar.ui.no_winner") if winner is None else
                     render("sugar.ui.wins.they", {"player": state["players"][winner]["name"]}))
    return "\n".join(lines)
