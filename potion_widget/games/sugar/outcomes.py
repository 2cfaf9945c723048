"""What one Sugar Blast action did, measured: the numbers its lessons ask about and its
scenario claims state (the counterpart of :mod:`potion_widget.lessons.outcomes`).

An outcome is computed from the engine's own result (its events, the state after it, and the
engine's own board functions), never from a lesson's expectations. A refused action gives
``{"legal": False, "refused": rule, "message": text}``; an accepted one gives every measure in
:data:`MEASURES`.

>>> from potion_widget import sugar_scenarios
>>> game = sugar_scenarios.load("sugar-first-swap")
>>> result = outcome(game, {"type": "swap", "a": [0, 2], "b": [1, 2]})
>>> result["blasts"], result["made"]
(1, ['line3'])
>>> outcome(game, {"type": "swap", "a": [0, 0], "b": [2, 2]})["refused"]
'W1'
"""

from __future__ import annotations

from ...lessons import outcomes
from .engine import Game
from .engine import board as geometry
from .engine.events import kept_in
from .engine.objectives import meets

MEASURES = {
    "legal": "whether the engine accepted the action",
    "refused": "the rule ID of the refusal, or None when accepted",
    "made": "the kinds of the blast options the action itself put on the board, before any was "
            "resolved (line3, line4, line5, line6, mega), sorted",
    "blasts": "blasts the action resolved (a chain counts each)",
    "kinds": "the kinds of the blasts the action resolved, in order",
    "rules": "the rule IDs of the blasts the action resolved (B4-B6), each once, in order",
    "removed": "candies the blasts removed from the board",
    "taken": "the candies the blasts removed from the board, by type",
    "kept": "the candies the acting player kept through the action, by type",
    "kept_count": "how many candies the acting player kept through the action",
    "returned": "candies the blasts sent back to the bag",
    "moved": "candies the tilts slid along their lanes",
    "choices": "blast options on the board afterwards, for the player to choose from",
    "option_kinds": "the kinds of the blast options on the board afterwards, sorted",
    "phase": "the game's phase afterwards",
    "current": "the active player afterwards",
    "met": "whether the acting player's kept candies meet the objective afterwards",
    "winner": "the winner's index afterwards, or None",
    "drawn": "the type of the candy drawn from the bag (a draw), else None",
    "events": "the types of the events, in order",
}
"""Every measure an outcome holds, with what it means (claims may state any of them)."""


def kind_of(option: dict) -> str:
    """An option's kind as the widget names it: ``line3`` to ``line6``, or ``mega``."""
    return geometry.option_shape(option)["kind"]


def made_by(before: dict, action: dict) -> list[str]:
    """The kinds of the options ``action`` puts on the board of the state ``before`` by itself
    (a swap exchanges two candies; a replacement puts the drawn candy in its cell), before any
    blast is resolved; empty for other actions."""
    board = [list(row) for row in before["board"]]
    if action.get("type") == "swap":
        (ra, ca), (rb, cb) = action["a"], action["b"]
        board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
    elif action.get("type") == "replace":
        r, c = action["cell"]
        board[r][c] = before["drawn"]
    else:
        return []
    return sorted(kind_of(option) for option in geometry.options(board))


def taken(board, events: list[dict]) -> dict[str, int]:
    """The candies the blasts among ``events`` removed, by type, in the order first removed:
    the board before them (``board``) replayed through the events' own fields (a swap, a
    placement, each blast's cells, the tilt's moves, the refill's candies), as the events of
    one action or of several in a row report them."""
    grid = [list(row) for row in board]
    removed: dict[str, int] = {}
    for e in events:
        kind = e.get("type")
        if kind == "swap":
            (ra, ca), (rb, cb) = e["a"], e["b"]
            grid[ra][ca], grid[rb][cb] = grid[rb][cb], grid[ra][ca]
        elif kind == "replace":
            r, c = e["cell"]
            grid[r][c] = e["candy"]
        elif kind == "blast":
            for r, c in e["cells"]:
                if grid[r][c]:
                    removed[grid[r][c]] = removed.get(grid[r][c], 0) + 1
                grid[r][c] = None
        elif kind == "tilt":
            moving = [(to, grid[fr][fc]) for (fr, fc), to in e["moves"]]
            for (fr, fc), _to in e["moves"]:
                grid[fr][fc] = None
            for (tr, tc), candy in moving:
                grid[tr][tc] = candy
        elif kind == "refill":
            for r, c, candy in e["cells"]:
                grid[r][c] = candy
    return removed


def summarize(before: dict, after: Game, action: dict, events: list[dict]) -> dict:
    """The outcome of an accepted ``action``, from the state ``before`` it, the game after it
    and the events ``apply`` returned."""
    actor = before["current"]
    kept = kept_in(events)
    blasts = [e for e in events if e["type"] == "blast"]
    found = geometry.options(after.state["board"]) if after.phase == "blast" else []
    return {
        "legal": True,
        "refused": None,
        "made": made_by(before, action),
        "blasts": len(blasts),
        "kinds": [e["option"]["kind"] for e in blasts],
        "rules": list(dict.fromkeys(e["rule"] for e in blasts)),
        "removed": sum(len(e["cells"]) for e in blasts),
        "taken": taken(before["board"], events),
        "kept": kept,
        "kept_count": sum(kept.values()),
        "returned": sum(e["count"] for e in events if e["type"] == "returned"),
        "moved": sum(len(e["moves"]) for e in events if e["type"] == "tilt"),
        "choices": len(found),
        "option_kinds": sorted(kind_of(option) for option in found),
        "phase": after.phase,
        "current": after.state["current"],
        "met": meets(after.state["players"][actor]["kept"], after.state["objective"]),
        "winner": after.state["winner"],
        "drawn": next((e["candy"] for e in events if e["type"] == "draw"), None),
        "events": [e["type"] for e in events],
    }


def measure(game: Game, action: dict) -> dict:
    """Applies ``action`` to ``game`` itself and returns its outcome (a refusal changes
    nothing)."""
    return outcomes.measure(game, action, summarize_with=summarize)


def outcome(game: Game, action: dict, before=()) -> dict:
    """The outcome of ``action`` on a copy of ``game``, after the actions ``before``; the
    game itself is not changed."""
    return outcomes.outcome(game, action, before, summarize_with=summarize)


_QUESTION_OPTIONS = {
    "blasts": list(range(0, 5)),
    "removed": list(range(3, 13)),
    "kept_count": list(range(0, 5)),
    "choices": list(range(0, 6)),
    "legal": [True, False],
    "met": [True, False],
}
"""Default answer buttons per measure: fixed ranges, so the buttons never hint at the answer."""


def answer_options(claim: dict, players: int) -> list:
    """The answer buttons for a claim's question: its own ``options``, players by seat for
    ``current`` and ``winner``, else a fixed range for its measure."""
    measure = claim.get("ask", "blasts")
    if claim.get("options"):
        return list(claim["options"])
    if measure in ("current", "winner"):
        return list(range(players))
    if measure not in _QUESTION_OPTIONS:
        raise ValueError(f"no answer buttons for the measure {measure!r}: give options")
    return list(_QUESTION_OPTIONS[measure])
