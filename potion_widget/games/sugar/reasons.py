"""Why a Sugar Blast move came out as it did, in words computed from its events: the reason a
prediction's verdict gives itself (the board's log tells every step, but a verdict that only
points at it leaves the learner to find the one line that matters, and some reasons, such as
why a chain stopped, are no line of it).

Each reason answers the question's measure: what the blasts took (``removed``, ``kept``,
``kept_count``), which blasts the move made and how it ended (``blasts``), which blasts wait
for a choice (``choices``), what a draw gave (``legal``); any other measure is told by the
move's events. Players are named (a prediction is about whoever moves, learner or not).

>>> from potion_widget import sugar_scenarios
>>> from potion_widget.games.sugar.outcomes import summarize
>>> game = sugar_scenarios.load("sugar-line-four")
>>> before = game.to_state()
>>> action = {"type": "swap", "a": [0, 2], "b": [1, 2]}
>>> events = game.apply(action)
>>> reason("removed", summarize(before, game, action, events), events, game, actor=0)
'The blast took 6 candies off the board: 4 Gumdrops and 2 Candy Canes, and Ana kept 1 Gumdrop and 1 Candy Cane (B5).'
"""

from __future__ import annotations

from ...i18n.messages import render
from ...i18n.readers import join_words
from .narration import candy, kept_phrase, option_label, tell
from .views import blast_options


def blast_words(event: dict) -> str:
    """A blast event's option in words: ``"a line of 3 Mints in row 2"`` (as the engine's
    options are told, :func:`potion_widget.games.sugar.narration.option_label`)."""
    shape = event["option"]
    if shape["kind"] == "mega":
        return option_label({"kind": "mega", "type": event["candy"], "square": tuple(shape["square"])})
    cells = [tuple(c) for c in shape["line"]]
    rows = {r for r, _ in cells}
    along = ("row", cells[0][0]) if len(rows) == 1 else ("col", cells[0][1])
    return option_label({"kind": "line", "type": event["candy"], "cells": cells, "along": along})


def _rules(events: list[dict], *types: str) -> str:
    """The distinct rule IDs of the events of ``types``, in order: ``"B4, B5"``."""
    seen: list[str] = []
    for e in events:
        if e["type"] in types and e.get("rule") and e["rule"] not in seen:
            seen.append(e["rule"])
    return ", ".join(seen)


def _took(result: dict, events: list[dict], name: str) -> str:
    return render("lesson.sugar.reason.took", {
        "count": result["blasts"], "removed": result["removed"], "player": name,
        "candies": kept_phrase(result["taken"]), "rules": _rules(events, "blast"),
        "kept": kept_phrase(result["kept"]) if result["kept"] else render("lesson.sugar.nothing")})


def _ending(result: dict, events: list[dict], game, name: str) -> str:
    """How the move ended: a win, blasts waiting for a choice, or no line left after the
    last tilt (so the chain stopped)."""
    if result["winner"] is not None:
        return render("lesson.sugar.reason.end.win", {"player": name})
    if result["phase"] == "blast":
        labels = [o["label"] for o in blast_options(game)]
        return render("lesson.sugar.reason.end.choice",
                      {"count": len(labels), "options": join_words(labels), "player": name})
    if any(e["type"] == "tilt" for e in events):
        return render("lesson.sugar.reason.end.tilt", {"player": name})
    return ""


def _blasts(result: dict, events: list[dict], game, name: str) -> str:
    blasts = [e for e in events if e["type"] == "blast"]
    made = render("lesson.sugar.reason.blasts", {
        "count": len(blasts), "player": name, "blasts": join_words([blast_words(e) for e in blasts])})
    return " ".join(filter(None, [made, _ending(result, events, game, name)]))


def _choices(result: dict, events: list[dict], game, name: str) -> str:
    if result["phase"] != "blast" or result["blasts"]:
        return _blasts(result, events, game, name)
    labels = [o["label"] for o in blast_options(game)]
    return render("lesson.sugar.reason.choices",
                  {"count": len(labels), "options": join_words(labels), "player": name})


def _legal(result: dict, events: list[dict], game, name: str) -> str:
    if not result["legal"]:
        return ""            # the refusal's own message is said beside the verdict
    if result["drawn"]:
        return render("lesson.sugar.reason.drawn", {"player": name, "candy": candy(result["drawn"])})
    return _blasts(result, events, game, name)


def _story(result: dict, events: list[dict], game, name: str, actor: int) -> str:
    return " ".join(tell(e, game, actor=actor, you=frozenset()) for e in events)


def reason(measure: str, result: dict, events: list[dict], game, *, actor: int) -> str:
    """Why the move of the seat ``actor`` gave ``result`` (its outcome, from
    :func:`potion_widget.games.sugar.outcomes.summarize`) for ``measure``, in one or two sentences;
    ``game`` is the game after the move."""
    name = game.state["players"][actor]["name"]
    if not result["legal"]:
        return ""
    if measure in ("removed", "kept", "kept_count", "taken"):
        return _took(result, events, name) if result["blasts"] else _blasts(result, events, game, name)
    if measure in ("blasts", "kinds", "made", "moved"):
        return _blasts(result, events, game, name)
    if measure in ("choices", "option_kinds"):
        return _choices(result, events, game, name)
    if measure == "legal":
        return _legal(result, events, game, name)
    return _story(result, events, game, name, actor)


__all__ = ["blast_words", "reason"]
