"""What one action did, measured: the numbers lessons ask about and scenario claims state.

An *outcome* is a plain dict computed from the engine's own result (its events and the state
after), never from a lesson's expectations. A refused action gives ``{"legal": False,
"refused": rule, "message": text}``; an accepted one gives every measure in :data:`MEASURES`.

>>> from potion_widget import scenarios
>>> game = scenarios.load("touching")
>>> result = outcome(game, {"type": "pick", "track": 1, "pos": 2})
>>> result["takes"], result["steps"]
(3, 1)
>>> outcome(game, {"type": "pick", "track": 0, "pos": 8})["refused"]
'D2'
"""

from __future__ import annotations

from ..games.potion.engine import COLORS, Game, RuleError
from ..games.potion.engine.components import VISIBLE

MEASURES = {
    "legal": "whether the engine accepted the action",
    "refused": "the rule ID of the refusal, or None when accepted",
    "takes": "marbles that went into the hand (a pick with its explosions, a help, a potion)",
    "steps": "explosion steps of a usual pick (0 when nothing exploded)",
    "exploded": "marbles that exploded",
    "completed": "potions completed by the action",
    "returned": "marbles rolled back into the dispenser",
    "discarded": "hand marbles discarded at the end of the turn",
    "skills": "skill tokens awarded",
    "score_change": "change of the acting player's score",
    "hand": "the acting player's hand afterwards, sorted by colour",
    "hand_size": "how many marbles the acting player holds afterwards",
    "pool": "the acting player's pool afterwards, sorted by colour",
    "track_after": "the acted-on track afterwards, bottom first (pick and help)",
    "hidden_after": "marbles left under the lid in the acted-on track (pick and help)",
    "phase": "the game's phase afterwards",
    "current": "the active player afterwards",
    "end_triggered": "whether the end of the game has been triggered",
    "scores": "every player's score afterwards",
    "winners": "the winners, once the game is over",
    "events": "the types of the events, in order",
}
"""Every measure an outcome holds, with what it means (claims may state any of them)."""


def _sorted(marbles) -> list[str]:
    return sorted(marbles, key=COLORS.index)


def summarize(before: dict, after: Game, action: dict, events: list[dict]) -> dict:
    """The outcome of an accepted ``action``, from the state ``before`` it, the game after it
    and the events ``apply`` returned."""
    actor = before["current"]
    takes = 0
    for e in events:
        if e["type"] == "took":
            takes += e["count"] if "count" in e else len(e["colors"])
        elif e["type"] == "helped":
            takes += 1
        elif e["type"] == "tiebreak_pick":
            takes += e["count"]
    player = after.state["players"][actor]
    result = {
        "legal": True,
        "refused": None,
        "takes": takes,
        "steps": sum(1 for e in events if e["type"] == "explosion"),
        "exploded": sum(e["count"] for e in events if e["type"] == "explosion"),
        "completed": sum(1 for e in events if e["type"] == "completed"),
        "returned": sum(len(e["marbles"]) for e in events if e["type"] == "returned"),
        "discarded": sum(len(e["colors"]) for e in events if e["type"] == "discarded"),
        "skills": sum(1 for e in events if e["type"] == "skill"),
        "score_change": after.scores()[actor] - Game.from_state(before).scores()[actor],
        "hand": _sorted(player["hand"]),
        "hand_size": len(player["hand"]),
        "pool": _sorted(player["pool"]),
        "phase": after.phase,
        "current": after.current,
        "end_triggered": after.state["end_triggered"],
        "scores": after.scores(),
        "winners": after.winners(),
        "events": [e["type"] for e in events],
    }
    if action.get("type") in ("pick", "help") and isinstance(action.get("track"), int):
        column = after.state["dispenser"][action["track"]]
        result["track_after"] = list(column)
        result["hidden_after"] = max(0, len(column) - VISIBLE)
    return result


def refusal(error: RuleError) -> dict:
    """The outcome of a refused action."""
    return {"legal": False, "refused": error.rule, "message": str(error)}


def measure(game: Game, action: dict, *, summarize_with=summarize) -> dict:
    """Applies ``action`` to ``game`` itself and returns its outcome (a refusal changes
    nothing); ``summarize_with`` measures an accepted action (another game's, such as
    ``sugar_outcomes.summarize``, for that game)."""
    before = game.to_state()
    try:
        events = game.apply(action)
    except RuleError as error:
        return refusal(error)
    return summarize_with(before, game, action, events)


def outcome(game: Game, action: dict, before=(), *, summarize_with=summarize) -> dict:
    """The outcome of ``action`` on a copy of ``game``, after the actions ``before``; the
    game itself is not changed."""
    trial = game.clone()
    for earlier in before:
        trial.apply(earlier)
    return measure(trial, action, summarize_with=summarize_with)
