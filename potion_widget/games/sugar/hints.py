"""A Sugar Blast hint: the expert's next move for the player to move, and why, in one sentence.

:func:`hint` asks :class:`~potion_widget.games.sugar.engine.expert.ExpertBot` (which never reads the
bag's order, only its counts) for the next action and explains it with what the player can
see: the first blast it makes (and, when a swap makes several at once, that this one is to be
chosen first), the candies kept from it and how many of them the objective still needs (all
certain: no refill comes before them), and the chance of a chain after the refill, counted
from the bag's counts (:mod:`potion_widget.games.sugar.ranking`). Every sentence
comes from the message catalog.

>>> from potion_widget import sugar_scenarios
>>> advice = hint(sugar_scenarios.load("sugar-line-four"))
>>> advice["action"]
{'type': 'swap', 'a': [0, 2], 'b': [1, 2]}
"""

from __future__ import annotations

from ...i18n.messages import render, speaking
from .engine import board as geometry
from .engine.expert import ExpertBot, need
from .narration import describe_action, kept_phrase, option_label
from .ranking import chain_odds, first_blast, percent

__all__ = ["hint"]


def hint(game, bot=None, language: str | None = None) -> dict:
    """The next move ``bot`` (an :class:`ExpertBot` with seed 0 unless given) would make for
    the player to move: ``{"action", "text", "marks"}``. ``text`` is one sentence saying what
    to do and why; ``marks`` the cells to ring on the board. The game is not
    changed. Raises ``ValueError`` when the game is over. Written in ``language`` (by default
    the one spoken now)."""
    if game.over:
        raise ValueError("the game is over: there is no move to suggest")
    action = (bot or ExpertBot(seed=0)).choose(game)
    with speaking(language):
        text = _why(game, action)
        return {"action": action, "text": text[:1].upper() + text[1:],
                "marks": _marks(action)}


def _why(game, action: dict) -> str:
    move = describe_action(action, game)
    if action["type"] == "draw":
        return render("sugar.explore.hint.draw", {"move": move})
    found = first_blast(game, action)
    if found is None:
        return render("sugar.explore.hint.replace_none", {"move": move})
    option, _keep = found
    state = game.state
    kept, objective = state["players"][state["current"]]["kept"], state["objective"]
    after = dict(kept)
    for kind, n in option["keeps"].items():
        after[kind] = after.get(kind, 0) + n
    off = need(kept, objective) - need(after, objective)
    total = sum(option["keeps"].values())
    family = "blast" if action["type"] == "blast" else "swap"
    params = {"move": move, "blast": option_label(option), "kept": kept_phrase(option["keeps"]),
              "count": off, "total": total, "chain": ""}
    choose = _choose_first(game, action)
    if need(after, objective) == 0:
        return render(f"sugar.explore.hint.{family}.wins", params) + choose
    chance, _value = chain_odds(game, action)
    params["chain"] = choose
    if chance > 0:
        params["chain"] += render("sugar.explore.hint.chain", {"percent": percent(chance)})
    which = "none" if off == 0 else "all" if off == total else "some"
    return render(f"sugar.explore.hint.{family}.{which}", params)


def _choose_first(game, action: dict) -> str:
    """The sentence telling that the swap ``action`` puts several blasts on the board at once,
    the one the hint named to be chosen first (B3), or ``""`` when it makes only one: without
    it, the board's question which blast goes first would come as a surprise. Read from the
    board with the two candies swapped, before any refill: the bag's order plays no part."""
    if action["type"] != "swap":
        return ""         # a blast is the choice itself; a placement's several blasts are rare
    board = [list(row) for row in game.state["board"]]
    (ra, ca), (rb, cb) = action["a"], action["b"]
    board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
    count = len(geometry.options(board))
    return render("sugar.explore.hint.choose_first", {"count": count}) if count > 1 else ""


def _marks(action: dict) -> list[dict]:
    """The cells the hint rings on the board: a swap's two, a placement's one, a blast's first.
    They carry no label: the grid is full of candies, so a label could only sit on one (read
    as naming it) or far off with a leader, and the hint's sentence beside the board already
    says what the rings mark."""
    if action["type"] == "swap":
        return [{"cell": list(action["a"])}, {"cell": list(action["b"])}]
    if action["type"] == "replace":
        return [{"cell": list(action["cell"])}]
    if action["type"] == "blast" and "square" in action:
        return [{"cell": list(action["square"])}]
    if action["type"] == "blast":
        return [{"cell": list(action["line"][0])}]
    return []
