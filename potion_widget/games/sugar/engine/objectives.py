"""The objective cards (G6) and when a player's kept candies meet one (O1)."""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from ....core.errors import StateError
from .candies import PER_TYPE, TYPES


@lru_cache(maxsize=1)
def cards() -> dict[str, dict]:
    """The 8 cards shipped as package data, by id: ``{"id", "total"}`` or ``{"id", "groups"}``,
    with ``own_design`` telling the cards of this package's own design from the source's two."""
    path = resources.files("potion_widget") / "games" / "sugar" / "data" / "objectives.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return {card["id"]: card for card in data["cards"]}


def card_objective(card: dict) -> dict:
    """The objective a card sets, as the state holds it (``own_design`` left out)."""
    return {key: value for key, value in card.items() if key != "own_design"}


def check_objective(objective, field: str = "objective") -> dict:
    """``objective`` when it has the form G6 gives, else :class:`StateError` naming the field."""
    if not isinstance(objective, dict):
        raise StateError(field, "state.objective.object")
    unknown = set(objective) - {"id", "total", "groups"}
    if unknown:
        raise StateError(f"{field}.{sorted(unknown)[0]}", "state.objective.field")
    if "id" in objective and not isinstance(objective["id"], str):
        raise StateError(f"{field}.id", "state.objective.id")
    if ("total" in objective) == ("groups" in objective):
        raise StateError(field, "state.objective.exactly_one")
    if "total" in objective:
        n = objective["total"]
        if type(n) is not int or not 1 <= n <= PER_TYPE * len(TYPES):
            raise StateError(f"{field}.total", "state.objective.total",
                             most=PER_TYPE * len(TYPES))
        return objective
    groups = objective["groups"]
    if not isinstance(groups, list) or not 1 <= len(groups) <= len(TYPES):
        raise StateError(f"{field}.groups", "state.objective.groups", most=len(TYPES))
    for i, k in enumerate(groups):
        if type(k) is not int or not 1 <= k <= PER_TYPE:
            raise StateError(f"{field}.groups[{i}]", "state.objective.group", most=PER_TYPE)
    return objective


def meets(kept: dict[str, int], objective: dict) -> bool:
    """Whether ``kept`` meets ``objective`` (O1): at least ``total`` candies, or each group
    given a different type of which at least that many are kept. Matching the largest group
    with the most-kept type, the next with the next, and so on, finds such types when any
    exist (each group only needs a count at least its own)."""
    if "total" in objective:
        return sum(kept.values()) >= objective["total"]
    counts = sorted(kept.values(), reverse=True)
    groups = sorted(objective["groups"], reverse=True)
    return len(counts) >= len(groups) and all(k <= n for k, n in zip(groups, counts[:len(groups)], strict=True))
