"""Potion Explosion's goals for do-the-move exercises: which moves are right, decided by the engine alone.

A :class:`Goal` names the action types it judges and scores one action from the engine's own
result: the game before it, the action, its outcome (:func:`potion_widget.games.potion.outcomes.summarize`)
and the game after it. A *best* goal accepts every action tied at the top score; a *test* goal
accepts every action whose score is true (above zero). No right answer is ever stored: the
exercise tries every candidate on a clone (:func:`solve`) and keeps those the goal accepts.

>>> from potion_widget import scenarios
>>> game = scenarios.load("chains")
>>> [(a["track"], a["pos"]) for a in right_answers(game, resolve("most_marbles"))]
[(0, 2)]
>>> judge(game, {"type": "pick", "track": 4, "pos": 0}, resolve("explodes")).right
False

Every sentence of this module is in the message catalog (``data/messages/<lang>/lessons.json``),
four per goal, ``goal.<name>.<text>``: ``ask`` (the prompt), ``did`` (what a move did, after "your
move"), ``does`` (what a better move does, after "it") and ``why`` (why a right move is right).
Their ``{placeholders}`` are the phrases of :func:`facts` and the goal's own parameters.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable

from ...lessons import goals
from ...lessons.goals import Goal, count, judge, right_answers  # noqa: F401 - the doctests' and lessons' names
from .engine import Game, kind_name
from .outcomes import summarize


def _goal(name: str, types: tuple[str, ...], score, **fields) -> Goal:
    """A Potion Explosion goal: measured by its outcomes, worded by :func:`facts` (the marbles
    ``left`` counted in the goal's own ``track`` when it names one)."""
    track = fields.get("params", {}).get("track")
    return Goal(name, types, score, measure=summarize,
                phrases=lambda b, a, r, g: facts(b, a, r, g, track=track), **fields)


def open_hole_colours(game: Game, seat: int) -> Counter:
    """How many empty holes of each colour the potions on ``seat``'s burners have."""
    holes: Counter = Counter()
    for burner in game.state["players"][seat]["burners"]:
        if burner is not None:
            recipe = game.tile(burner["tile"]).recipe
            holes.update(recipe[h] for h, m in enumerate(burner["filled"]) if m is None)
    return holes


def _fitting(marbles, holes: Counter) -> int:
    """How many of ``marbles`` can go into distinct holes of their colour."""
    have = Counter(marbles)
    return sum(min(n, holes[c]) for c, n in have.items())


def fill_gain(before: Game, after: Game, seat: int) -> int:
    """How many more of ``seat``'s hand marbles fit the holes of their potions (the holes of
    the position ``before``) after the action than before it."""
    holes = open_hole_colours(before, seat)
    return (_fitting(after.state["players"][seat]["hand"], holes)
            - _fitting(before.state["players"][seat]["hand"], holes))


def pool_fit(after: Game, seat: int) -> int:
    """How many of ``seat``'s pool marbles fit the empty holes of their potions now."""
    return _fitting(after.state["players"][seat]["pool"], open_hole_colours(after, seat))


def best_pick(game: Game) -> int:
    """The most marbles one usual pick can take now (0 when no pick is allowed)."""
    return max((p["count"] for p in game.pick_previews()), default=0)


def facts(before: Game, action: dict, result: dict, after: Game, *, track=None) -> dict:
    """The phrases the goals' sentences use, for one accepted action; ``left`` counts the
    marbles left in ``track`` (by default the track the action took from)."""
    seat = before.current
    steps = result["steps"]
    track = action.get("track") if track is None else track
    left = len(after.state["dispenser"][track]) if isinstance(track, int) else 0
    return {
        "takes": count(result["takes"], "marble"),
        "steps": count(steps, "explosion_step"),
        "completed": count(result["completed"], "potion"),
        "fit": count(max(0, fill_gain(before, after, seat)), "marble"),
        "kept": count(pool_fit(after, seat), "marble"),
        "setup": count(best_pick(after), "marble") if action.get("type") == "help" else "",
        "left": count(left, "marble"),
    }


# ----- the goals --------------------------------------------------------------------------------
def most_marbles() -> Goal:
    """The usual pick that takes the most marbles (every tie is right)."""
    return _goal("most_marbles", ("pick",), lambda b, a, o, g: o["takes"], best=True)


def explodes() -> Goal:
    """A usual pick that makes at least one explosion."""
    return _goal("explodes", ("pick",), lambda b, a, o, g: o["steps"] >= 1)


def chain() -> Goal:
    """A usual pick that makes at least two explosion steps."""
    return _goal("chain", ("pick",), lambda b, a, o, g: o["steps"] >= 2)


def no_explosion() -> Goal:
    """A usual pick that explodes nothing."""
    return _goal("no_explosion", ("pick",), lambda b, a, o, g: o["steps"] == 0)


def takes_at_least(n: int) -> Goal:
    """A usual pick that takes at least ``n`` marbles."""
    return _goal("takes_at_least", ("pick",), lambda b, a, o, g: o["takes"] >= n,
                params={"n": n})


def completes(types=("place", "pick", "drink")) -> Goal:
    """An action of ``types`` that completes at least one potion."""
    return _goal("completes", tuple(types), lambda b, a, o, g: o["completed"] >= 1, view="desk")


def empties_track(track: int) -> Goal:
    """A usual pick, a help or a drink after which track ``track`` is empty."""
    if track not in range(5):
        raise ValueError(f"tracks are numbered 0 to 4, not {track!r}")
    return _goal("empties_track", ("pick", "help", "drink"),
                lambda b, a, o, g: not g.state["dispenser"][track], params={"track": track})


def fills_most() -> Goal:
    """The usual pick whose marbles fit the most empty holes of the player's potions."""
    return _goal("fills_most", ("pick",), lambda b, a, o, g: fill_gain(b, g, b.current),
                best=True, view="desk")


def keeps_best() -> Goal:
    """The end of the turn (what to keep, what to draw) that leaves in the pool the most
    marbles fitting the player's potions once the new potions are drawn."""
    return _goal("keeps_best", ("end_turn",), lambda b, a, o, g: pool_fit(g, b.current),
                best=True, view="desk")


def best_setup() -> Goal:
    """The little help after which the usual pick can take the most marbles."""
    return _goal("best_setup", ("help",), lambda b, a, o, g: best_pick(g), best=True)


def legal_help() -> Goal:
    """Any little help the engine accepts."""
    return _goal("legal_help", ("help",), lambda b, a, o, g: True)


def drinks(kind: str) -> Goal:
    """Drinking a potion of ``kind`` (any legal choice)."""
    name = kind_name(kind)      # a KeyError for an unknown kind, before any exercise starts
    return _goal("drinks", ("drink",), lambda b, a, o, g: b.tile(a["potion"]).kind == kind,
                params={"potion": name}, view="desk")


def drink_most() -> Goal:
    """The drink (potion and choice) that takes the most marbles into the hand."""
    return _goal("drink_most", ("drink",), lambda b, a, o, g: o["takes"], best=True, view="desk")


GOALS: dict[str, Callable[..., Goal]] = {
    "most_marbles": most_marbles, "explodes": explodes, "chain": chain,
    "no_explosion": no_explosion, "takes_at_least": takes_at_least, "completes": completes,
    "empties_track": empties_track, "fills_most": fills_most, "keeps_best": keeps_best,
    "best_setup": best_setup, "legal_help": legal_help, "drinks": drinks,
    "drink_most": drink_most,
}
"""Every goal by name: a function of the goal's parameters that returns the :class:`Goal`."""

def resolve(spec) -> Goal:
    """A :class:`Goal` from itself, a name (``"chain"``) or a name with one argument
    (``"empties_track(2)"``, ``"drinks(wisdom)"``), among Potion Explosion's goals.

    >>> resolve("empties_track(3)").params
    {'track': 3}
    """
    return goals.resolve(spec, GOALS)


__all__ = ["GOALS", "Goal", "best_pick", "count", "facts", "fill_gain", "judge", "open_hole_colours",
           "pool_fit", "resolve", "right_answers"]
