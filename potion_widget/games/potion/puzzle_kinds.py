"""The decisions a puzzle may ask beyond the usual pick: a drink, the little help, the end
of the turn (issue 25 item 4).

Each judge lists every legal choice of its decision in the position (exhaustively: every
drink with every choice, every little help and not asking for one, every end of turn with
every keep and draw), gives each its worth in points from what the player can see (D2), and
keeps the position when one choice is clearly best (:func:`clear_best`, the margins of the
usual pick's puzzles but a smaller gap for the end of the turn, :data:`MARGINS`):

* **a drink** (ask ``"drink"``, theme ``"effect"``), before or after the usual pick: a
  potion's effect takes only selectable marbles and never explodes (P2, D10), so its outcome
  is known. Its worth is :func:`desk_worth` after it: the points of the potions completed this
  turn, those the marbles in hand and pool can complete, a little for each marble that fits,
  and, before the usual pick, the best pick still to come at its honest odds, judged as the
  dispenser looked before the drink (a marble that slid down from under the lid is unknown).
* **the little help** (ask ``"help"``, theme ``"help"``), before or after the usual pick (the
  rulebook's advice is to ask before): each marble the help can take (T3, D10), at the help's
  cost (F1, -2 points), against not asking for it, by the same worth. Only a position where
  one help is clearly best is kept, so the answer is a help.
* **the end of the turn** (ask ``"end_turn"``, theme ``"end"``): which marbles go to the pool
  (E1) and which stacks to draw from (E2). Its worth is the share of the points of the
  potions on the burners afterwards that their filled holes and the pool's marbles that fit
  them hold (:func:`head_start`), the tile under a stack's top (hidden, S3) counted at its
  honest odds: every tile nobody has seen, equally likely.

A judge returns ``{"ask", "best", "accepted", "values", "theme", "rules"}`` or ``None``.
"""

from __future__ import annotations

import json
from collections import Counter

from .analysis import _chain, _completions, _fit, _open_needs, _outcomes_exact, _outcomes_sampled, unseen_marbles
from .engine import COLORS, Game
from .engine.components import HELP_POINTS, VISIBLE

__all__ = ["ACCEPT", "ASKS", "FIT_WEIGHT", "GAP", "GAP_END", "MARGINS", "MAX_ACCEPTED", "canonical", "choice_worths",
           "clear_best", "desk_worth", "head_start", "judge_decision", "rules_of", "worth_of"]

ACCEPT = 0.25
"""A choice within this many expected points of the best is accepted as right."""

GAP = 2.0
"""A position is a puzzle only when every choice not accepted is this many points below the best."""

MAX_ACCEPTED = 3
"""More right answers than this (told apart by :func:`canonical`) and the position asks nothing."""

FIT_WEIGHT = 0.1
"""What a fitting marble weighs beside a point: it only orders choices that complete the same."""

GAP_END = 1.0
"""The gap an end of turn's best choice must keep: its worth is a share of points (a pool
marble that fits counts its potion's points divided by its holes, about one point), so one
point is a whole marble's worth (E1, E2)."""

ASKS = ("pick", "drink", "help", "end_turn")
"""What a puzzle may ask: the type of the action that answers it."""

MARGINS = {"pick": {"accept": ACCEPT, "gap": GAP}, "drink": {"accept": ACCEPT, "gap": GAP},
           "help": {"accept": ACCEPT, "gap": GAP}, "end_turn": {"accept": ACCEPT, "gap": GAP_END}}
"""Each ask's margins: the accepted choices are within ``accept`` of the best, every other is
at least ``gap`` below it."""

THEME_OF = {"drink": "effect", "help": "help", "end_turn": "end"}
"""The theme of a puzzle that asks each decision beyond the usual pick."""


# ----- telling choices apart --------------------------------------------------------------
def canonical(action: dict) -> str:
    """``action`` as text in which two ways of writing one choice agree: every list sorted
    (the tracks of an Abyssal Draft, the holes of a Prismatic Joy, the marbles kept, the
    stacks drawn from fill the empty burners alike)."""
    return json.dumps(_sorted(action), sort_keys=True)


def _sorted(value):
    if isinstance(value, dict):
        return {k: _sorted(v) for k, v in value.items()}
    if isinstance(value, list):
        return sorted((_sorted(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    return value


def clear_best(ranked: list[tuple[dict, float]], accept: float = ACCEPT,
               gap: float = GAP) -> tuple[list[dict], float, float] | None:
    """``(accepted, best value, next value)`` when the best of ``ranked`` (choices with their
    worth, best first) brings at least a point, at most :data:`MAX_ACCEPTED` distinct choices
    are within ``accept`` of it and every other is ``gap`` below; else ``None``."""
    if len(ranked) < 2:
        return None
    best_value = ranked[0][1]
    accepted = [a for a, v in ranked if v >= best_value - accept]
    others = [v for _, v in ranked if v < best_value - accept]
    if best_value < 1 or not others or len({canonical(a) for a in accepted}) > MAX_ACCEPTED:
        return None
    if others[0] > best_value - gap:
        return None
    return accepted, best_value, others[0]


# ----- worths -------------------------------------------------------------------------------
def desk_worth(before: Game, after: Game, seat: int, events: list[dict] | None = None) -> float:
    """What a decision of ``seat`` that led from ``before`` to ``after`` (in one turn, by
    ``events``) leaves: the points of the potions it completed, those the marbles in hand and
    pool can complete (I5), :data:`FIT_WEIGHT` for each of them that fits an empty hole, and
    the cost of the little help it took (F1). When the usual pick is still to make, the best
    pick's marbles count too, at their honest odds as the player saw the dispenser *before*
    the decision (:func:`_pick_outcomes`): the same worth as a pick puzzle's."""
    player = after.state["players"][seat]
    done = sum(after.tile(entry["tile"]).points
               for entry in player["completed"][len(before.state["players"][seat]["completed"]):])
    done += HELP_POINTS * (player["helps"] - before.state["players"][seat]["helps"])
    needs = _open_needs(after, player)
    have = Counter(player["hand"]) + Counter(player["pool"])

    def settled(taken: Counter) -> float:
        held = have + taken
        return done + _completions(needs, held)[1] + FIT_WEIGHT * _fit(needs, held)

    if after.state["turn"]["picked"]:
        return settled(Counter())
    outcomes = _pick_outcomes(before, after, events or [])
    if not outcomes:
        return settled(Counter())
    return max(sum(p * settled(Counter(taken)) for taken, p in rows) for rows in outcomes)


def _pick_outcomes(before: Game, after: Game, events: list[dict]) -> list[list[tuple[dict, float]]]:
    """Each usual pick of ``after``'s dispenser, as its outcomes ``[(taken, probability)]``,
    judged with what the player could see *before* the decision (D2): a marble that slid down
    from under the lid into view, or came back into the dispenser (D11), is still unknown,
    one of the unseen marbles then (and those returned)."""
    known = [min(len(column), VISIBLE) for column in before.state["dispenser"]]
    unseen = unseen_marbles(before)
    for event in events:
        if event["type"] == "helped":
            known[event["track"]] -= 1
        elif event["type"] in ("took", "removed") and "positions" in event and "track" in event:
            known[event["track"]] -= len(event["positions"])
        elif event["type"] == "returned":
            unseen.update(marble for marble, _ in event["marbles"])
    rows = []
    for action in after.legal_actions():
        if action["type"] != "pick":
            continue
        track, pos = action["track"], action["pos"]
        column = after.state["dispenser"][track]
        honest = list(column[:known[track]]) + [None] * (len(column) - known[track])
        outcomes = _honest_outcomes(honest, pos, unseen, 8 * track + pos)
        rows.append([({c: n for c, n in zip(COLORS, key, strict=True) if n}, p)
                     for key, p in sorted(outcomes.items())])
    return rows


def _honest_outcomes(honest: list, pos: int, unseen: Counter, seed: int) -> dict:
    """``{taken per colour: probability}`` of a usual pick at ``pos`` of a column where
    ``None`` is a marble not seen (analysis's chain). When the picked marble, or one below
    it, is not seen, each colour of the lowest such marble is weighed at the odds of the
    unseen marbles, and so on up to the picked one."""
    lowest = honest.index(None) if None in honest else len(honest)
    if lowest <= pos:
        total = sum(unseen.values())
        result: dict[tuple, float] = {}
        for colour in COLORS:
            if unseen[colour]:
                rest = unseen.copy()
                rest[colour] -= 1
                known = honest[:lowest] + [colour] + honest[lowest + 1:]
                for key, p in _honest_outcomes(known, pos, rest, seed).items():
                    result[key] = result.get(key, 0.0) + p * unseen[colour] / total
        return result
    taken, done = _chain(list(honest), pos)
    if done:
        return {tuple(taken): 1.0}
    return _outcomes_exact(honest, pos, unseen) or _outcomes_sampled(honest, pos, unseen, 200, seed)


def head_start(game: Game, burners: list[tuple[str, list]], pool: list[str]) -> float:
    """The share of the points of the potions on ``burners`` (tile, filled holes) held after
    the turn: each filled hole and each pool marble that fits an empty hole counts its
    potion's points divided by its holes (a pool marble goes where it counts most)."""
    total = 0.0
    holes: dict[str, list[float]] = {c: [] for c in COLORS}
    for tile_id, filled in burners:
        tile = game.tile(tile_id)
        share = tile.points / len(tile.recipe)
        for colour, marble in zip(tile.recipe, filled, strict=True):
            if marble is None:
                holes[colour].append(share)
            else:
                total += share
    kept = Counter(pool)
    for colour, shares in holes.items():
        total += sum(sorted(shares, reverse=True)[:kept[colour]])
    return total


def _end_worth(game: Game, option: dict) -> float:
    """The expected :func:`head_start` after ending the turn with ``option``: the visible top
    of a stack (or a market's place) as it is; a second tile from the same place is one of
    the tiles nobody has seen, each equally likely (D2, S3)."""
    state = game.state
    player = game.player
    burners = [(b["tile"], b["filled"]) for b in player["burners"] if b is not None]
    pool = list(player["pool"]) + list(option["keep"])
    if "market" in state:
        tops, unseen = [[t] if t else [] for t in state["market"]], sorted(state["deck"])
    else:
        tops, unseen = [stack[-1:] for stack in state["stacks"]], sorted(
            t for stack in state["stacks"] for t in stack[:-1])
    drawn, hidden = [], 0
    used: Counter = Counter()
    for place in option["draw"]:
        if used[place] < len(tops[place]):
            drawn.append(tops[place][used[place]])
        else:
            hidden += 1
        used[place] += 1
    new = [(t, [None] * len(game.tile(t).recipe)) for t in drawn]
    if not hidden or not unseen:
        return head_start(game, burners + new, pool)
    # at most two burners: at most one tile drawn from under a top
    values = [head_start(game, burners + new + [(t, [None] * len(game.tile(t).recipe))], pool)
              for t in unseen]
    return sum(values) / len(values)


def worth_of(game: Game, action: dict) -> float:
    """The worth of one legal choice of a drink, a little help or an end of turn in
    ``game``'s position (see the module); ``{"type": "no_help"}`` is not asking for help."""
    if action["type"] == "end_turn":
        return _end_worth(game, {"keep": action.get("keep") or [], "draw": action.get("draw") or []})
    if action["type"] == "no_help":
        return desk_worth(game, game, game.current)
    trial = Game.from_state(game.to_state())     # a game that tells its events, a world too
    events = trial.apply(action)
    return desk_worth(game, trial, game.current, events)


def choice_worths(game: Game, ask: str) -> list[tuple[dict, float]]:
    """Every legal choice of the decision ``ask`` in ``game``'s position with its worth, best
    first (ties in the engine's order): see the module. Reads nothing hidden (D2)."""
    legal = game.legal_actions()
    if ask == "drink":
        choices = [{**drink, "choice": choice} for drink in legal if drink["type"] == "drink"
                   for choice in game.legal_choices(drink)]
    elif ask == "help":
        choices = [{"type": "no_help"}] + [a for a in legal if a["type"] == "help"]
    elif ask == "end_turn":
        choices = [{"type": "end_turn", **option} for option in game.legal_choices({"type": "end_turn"})] \
            if any(a["type"] == "end_turn" for a in legal) else []
    else:
        raise ValueError(f"no decision {ask!r} beyond the usual pick; use one of {', '.join(ASKS[1:])}")
    rows = [(action, round(worth_of(game, action), 9)) for action in choices]
    order = sorted(range(len(rows)), key=lambda i: (-rows[i][1], i))
    return [rows[i] for i in order]


# ----- the judges -------------------------------------------------------------------------------
def judge_decision(game: Game, ask: str) -> dict | None:
    """The puzzle asking ``ask`` (``"drink"``, ``"help"`` or ``"end_turn"``) in ``game``'s
    position, or ``None`` when the decision is not open there (a drink and the help once the
    usual pick is made) or no choice is clearly best (:func:`clear_best`)."""
    if game.phase != "play":
        return None
    if ask == "help" and game.state["turn"]["helped"]:
        return None
    ranked = choice_worths(game, ask)
    kept = clear_best(ranked, **MARGINS[ask])
    if kept is None:
        return None
    accepted, best_value, next_value = kept
    best = accepted[0]
    if best["type"] != ask:              # not asking for help is best: nothing to answer
        return None
    return {"ask": ask, "best": best, "accepted": accepted,
            "values": {"best": round(best_value, 3), "next": round(next_value, 3)},
            "theme": THEME_OF[ask], "rules": rules_of(game, best)}


def rules_of(game: Game, action: dict) -> list[str]:
    """The rule IDs the events of ``action`` follow, then those of placing what it brings, in
    the order first met (not the plain placement's I2: what it completes is I5), and the
    cost of the little help (F1) when the action is one."""
    trial = game.clone()
    events = trial.apply(action)
    seat = game.current
    while trial.current == seat and any(a["type"] == "place" for a in trial.legal_actions()):
        events += trial.apply(next(a for a in trial.legal_actions() if a["type"] == "place"))
    seen: list[str] = []
    for event in events:
        if event.get("rule") and event["rule"] not in seen and \
                (event["type"] != "placed" or event["rule"] != "I2"):
            seen.append(event["rule"])
    if action["type"] == "help":
        seen.append("F1")
    return seen
