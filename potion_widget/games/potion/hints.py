"""A hint: the expert's next move for the active player, and why, in one sentence.

:func:`hint` asks :class:`potion_widget.games.potion.expert.ExpertBot` (which plays fair: it never looks
under the lid, D2) for the whole next action (a pick, a help, a placement, a drink, the end
of the turn...) and explains it with what the player can see: the marbles a pick takes for
sure and the potion they go into, the chance of more from under the lid, the potion a
placement completes. Every sentence comes from the message catalog.

>>> from potion_widget import scenarios
>>> advice = hint(scenarios.load("explore"))
>>> advice["action"]
{'type': 'pick', 'track': 0, 'pos': 6}
>>> print(advice["text"])   # doctest: +NORMALIZE_WHITESPACE
Take the yellow marble at track 0, position 6: it brings 3 yellow marbles,
enough to complete your Elixir of Blind Love (4 points).
"""

from __future__ import annotations

from collections import Counter

from .analysis import honest_preview
from .engine.components import HELP_POINTS, POOL_SIZE
from .expert import ExpertBot
from ...i18n.messages import render, speaking
from .words import describe_action, marbles_phrase, potion_label
from .odds import percent

__all__ = ["advice", "hint"]


def hint(game, bot=None, language: str | None = None) -> dict:
    """The next move ``bot`` (an :class:`ExpertBot` with seed 0 unless given) would make for
    the active player: ``{"action", "text", "marks"}``. ``text`` is one sentence saying what
    to do and why; ``marks`` are the places to mark on the board (the widget's mark shapes).
    The game is not changed. Raises ``ValueError`` when the active player has no move.
    Written in ``language`` (by default the one spoken now)."""
    action = (bot or ExpertBot(seed=0)).choose(game)
    with speaking(language):
        return {"action": action, "text": advice(game, action),
                "marks": _marks(game, action, render("ui.explore.hint.mark"))}


def advice(game, action: dict, language: str | None = None) -> str:
    """``action`` for the active player as advice, with why, in one sentence (a hint's text,
    a review's better move): what it brings or completes, computed from what the player can
    see. Written in ``language`` (by default the one spoken now)."""
    with speaking(language):
        key, params = _reason(game, action)
        text = render(key, {**params, "move": describe_action(action, game)})
    return text[:1].upper() + text[1:]


# ----- why --------------------------------------------------------------------------------------
def _needs(game) -> list[tuple[str, Counter]]:
    """Each potion in progress of the active player: its tile and the colours it lacks."""
    needs = []
    for burner in game.player["burners"]:
        if burner:
            recipe = game.tile(burner["tile"]).recipe
            needs.append((burner["tile"], Counter(c for c, m in zip(recipe, burner["filled"],
                                                                     strict=True) if m is None)))
    return needs


def _reason(game, action: dict) -> tuple[str, dict]:
    kind = action["type"]
    if kind == "pick" and game.phase == "tiebreak":
        return "ui.explore.hint.tiebreak", {}
    if kind == "pick":
        return _pick_reason(game, action)
    if kind == "help":
        colour = game.state["dispenser"][action["track"]][action["pos"]]
        wanting = [tile for tile, missing in _needs(game) if missing[colour]]
        if wanting:
            return "ui.explore.hint.help", {"potion": potion_label(game, wanting[0]),
                                            "cost": -HELP_POINTS}
        return "ui.explore.hint.help_spare", {"cost": -HELP_POINTS}
    if kind == "place":
        trial = game.clone()
        events = trial.apply(action)
        if any(e["type"] == "completed" for e in events):
            return "ui.explore.hint.place_completes", {}
        return "ui.explore.hint.place", {}
    simple = {"from_pool": "ui.explore.hint.from_pool", "to_pool": "ui.explore.hint.to_pool",
              "drink": "ui.explore.hint.drink", "end_turn": "ui.explore.hint.end_turn",
              "draft": "ui.explore.hint.draft"}
    return simple[kind], {}


def _pick_reason(game, action: dict) -> tuple[str, dict]:
    """What a pick brings for sure, where it goes, and the chance of more (D2)."""
    preview = honest_preview(game, action["track"], action["pos"])
    taken = Counter(preview["certain_colors"])
    params = {"marbles": marbles_phrase(list(taken.elements())),
              "odds": "" if preview["p_more"] <= 0 else
              render("ui.explore.hint.odds", {"percent": percent(preview["p_more"])})}
    have = taken + Counter(game.player["hand"]) + Counter(game.player["pool"])
    needs = _needs(game)
    for tile, missing in needs:
        if missing and all(have[c] >= n for c, n in missing.items()) and \
                any(taken[c] for c in missing):
            return "ui.explore.hint.pick_completes", {**params, "potion": potion_label(game, tile)}
    fits = [(sum(min(n, missing[c]) for c, n in taken.items()), tile) for tile, missing in needs]
    best, tile = max(fits, default=(0, None))
    if best:
        return "ui.explore.hint.pick_fits", {**params, "count": best,
                                             "potion": potion_label(game, tile)}
    # the pool keeps at most POOL_SIZE marbles (I4): never promise to keep more
    room = max(0, POOL_SIZE - len(game.player["pool"]))
    if sum(taken.values()) > room:
        return "ui.explore.hint.pick_spare_room", {**params, "count": room}
    return "ui.explore.hint.pick_spare", params


# ----- where --------------------------------------------------------------------------------
def _marks(game, action: dict, label: str) -> list[dict]:
    """The places the hint shows on the board, labelled."""
    seat = game.current
    kind = action["type"]
    if kind in ("pick", "help"):
        place = {"track": action["track"], "pos": action["pos"]}
    elif kind == "place":
        place = {"player": seat, "burner": action["burner"]}
        if action.get("hole") is not None:
            place["hole"] = action["hole"]
    elif kind in ("from_pool", "to_pool"):
        place = {"player": seat, "area": "pool" if kind == "from_pool" else "hand"}
    elif kind == "drink":
        place = {"player": seat, "area": "completed"}
    elif kind == "draft":
        place = {"tile": action["tile"]}
    else:
        return []
    return [{**place, "label": label}]
