"""Goals for do-the-move exercises: which moves are right, decided by the engine alone.

A :class:`Goal` names the action types it judges and scores one action from the engine's own
result: the game before it, the action, its outcome (:func:`potion_widget.lessons.outcomes.summarize`)
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

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from ..games.potion.engine import Game, kind_name
from ..i18n.messages import render
from .outcomes import summarize

GOAL_TEXTS = ("ask", "did", "does", "why")
"""The sentences of every goal, in the catalog as ``goal.<name>.<text>``."""

NOUNS = ("marble", "explosion_step", "potion", "point")
"""The counted nouns of the facts, in the catalog as ``goal.count.<noun>`` (with ``.one`` and
``.zero`` forms: "1 marble", "no marbles")."""

_CHOOSING = ("drink", "end_turn")
"""Action types whose legal actions are completed with every legal choice."""


@dataclass(frozen=True)
class Goal:
    """What a do-the-move exercise asks for.

    ``types``: the action types it judges. ``score(before, action, outcome, after)``: a number
    (or a bool) from the engine's result. ``best``: whether the top score is right (every tie
    included) rather than every true score. ``params``: values the sentences name.
    """

    name: str
    types: tuple[str, ...]
    score: Callable[[Game, dict, dict, Game], float]
    best: bool = False
    params: dict = field(default_factory=dict)
    view: str = "dispenser"
    """What a board needs to show for this goal: ``"dispenser"`` or ``"desk"``."""
    measure: Callable | None = None
    """How an action's outcome is measured, ``(before_state, after, action, events)``: by
    default Potion Explosion's :func:`potion_widget.lessons.outcomes.summarize` (another game's goals,
    ``sugar_goals``, give their own)."""
    phrases: Callable | None = None
    """The phrases of the sentences, ``(before, action, outcome, after)``: by default
    :func:`facts`."""

    def text(self, key: str, **phrases) -> str:
        """The goal's sentence ``key`` (ask, did, does, why) with ``phrases`` filled in."""
        return render(f"goal.{self.name}.{key}", {**self.params, **phrases})

    @property
    def ask(self) -> str:
        """The prompt: what the learner is asked to do, in plain words."""
        return self.text("ask")


@dataclass
class Judgement:
    """One action judged by a goal: its outcome, its score and its facts in words."""

    action: dict
    outcome: dict
    score: float
    facts: dict
    right: bool | None = None


@dataclass
class Solution:
    """Every candidate of a position judged: ``right`` are the accepted ones (in candidate
    order), ``top`` the best score (best goals) and ``judged`` all the judgements."""

    goal: Goal
    judged: list[Judgement]
    top: float | None

    @property
    def right(self) -> list[Judgement]:
        return [j for j in self.judged if j.right]

    def accepts(self, judgement: Judgement) -> bool:
        """Whether a move judged from the same position is right."""
        return _accepted(self.goal, judgement.score, self.top)


# ----- the engine's candidates and their judgement ---------------------------------------------
def candidates(game: Game, types) -> list[dict]:
    """Every legal action of ``types`` now, drinks and the end of the turn completed with
    each of their legal choices, in the engine's order."""
    result = []
    for action in game.legal_actions():
        kind = action["type"]
        if kind not in types:
            continue
        if kind in _CHOOSING:
            for choice in game.legal_choices(action):
                if kind == "drink":
                    result.append({**action, "choice": choice})
                else:
                    result.append({"type": "end_turn", **choice})
        else:
            result.append(dict(action))
    return result


def judge(game: Game, action: dict, goal: Goal) -> Judgement:
    """``action`` tried on a clone of ``game`` and scored by ``goal`` (``right`` is set for a
    test goal; a best goal needs every candidate, see :func:`solve`). A refused action raises
    its ``RuleError``; ``game`` is never changed."""
    trial = game.clone()
    before = trial.to_state()
    events = trial.apply(action)
    result = (goal.measure or summarize)(before, trial, action, events)
    score = goal.score(game, action, result, trial)
    words = goal.phrases(game, action, result, trial) if goal.phrases else \
        facts(game, action, result, trial, track=goal.params.get("track"))
    judgement = Judgement(dict(action), result, score, words)
    if not goal.best:
        judgement.right = _accepted(goal, score, None)
    return judgement


def solve(game: Game, goal: Goal) -> Solution:
    """Every candidate of ``goal`` in ``game`` judged; the right ones come from the engine."""
    judged = [judge(game, action, goal) for action in candidates(game, goal.types)]
    top = max((j.score for j in judged), default=None) if goal.best else None
    for j in judged:
        j.right = _accepted(goal, j.score, top)
    return Solution(goal, judged, top)


def right_answers(game: Game, goal: Goal) -> list[dict]:
    """The actions ``goal`` accepts in ``game``, in the engine's order."""
    return [j.action for j in solve(game, goal).right]


def _accepted(goal: Goal, score, top) -> bool:
    if goal.best:
        return top is not None and score == top
    return bool(score) and score > 0


# ----- facts: the numbers of one result, as phrases ---------------------------------------------
def count(n: int, noun: str) -> str:
    """``"1 marble"``, ``"3 marbles"``, ``"no marbles"``: a number and its noun (one of
    :data:`NOUNS`) as the language says it, never "(s)".

    >>> count(1, "marble"), count(3, "marble"), count(0, "potion")
    ('1 marble', '3 marbles', 'no potions')
    """
    return render(f"goal.count.{noun}", {"count": n})


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
    return Goal("most_marbles", ("pick",), lambda b, a, o, g: o["takes"], best=True)


def explodes() -> Goal:
    """A usual pick that makes at least one explosion."""
    return Goal("explodes", ("pick",), lambda b, a, o, g: o["steps"] >= 1)


def chain() -> Goal:
    """A usual pick that makes at least two explosion steps."""
    return Goal("chain", ("pick",), lambda b, a, o, g: o["steps"] >= 2)


def no_explosion() -> Goal:
    """A usual pick that explodes nothing."""
    return Goal("no_explosion", ("pick",), lambda b, a, o, g: o["steps"] == 0)


def takes_at_least(n: int) -> Goal:
    """A usual pick that takes at least ``n`` marbles."""
    return Goal("takes_at_least", ("pick",), lambda b, a, o, g: o["takes"] >= n,
                params={"n": n})


def completes(types=("place", "pick", "drink")) -> Goal:
    """An action of ``types`` that completes at least one potion."""
    return Goal("completes", tuple(types), lambda b, a, o, g: o["completed"] >= 1, view="desk")


def empties_track(track: int) -> Goal:
    """A usual pick, a help or a drink after which track ``track`` is empty."""
    if track not in range(5):
        raise ValueError(f"tracks are numbered 0 to 4, not {track!r}")
    return Goal("empties_track", ("pick", "help", "drink"),
                lambda b, a, o, g: not g.state["dispenser"][track], params={"track": track})


def fills_most() -> Goal:
    """The usual pick whose marbles fit the most empty holes of the player's potions."""
    return Goal("fills_most", ("pick",), lambda b, a, o, g: fill_gain(b, g, b.current),
                best=True, view="desk")


def keeps_best() -> Goal:
    """The end of the turn (what to keep, what to draw) that leaves in the pool the most
    marbles fitting the player's potions once the new potions are drawn."""
    return Goal("keeps_best", ("end_turn",), lambda b, a, o, g: pool_fit(g, b.current),
                best=True, view="desk")


def best_setup() -> Goal:
    """The little help after which the usual pick can take the most marbles."""
    return Goal("best_setup", ("help",), lambda b, a, o, g: best_pick(g), best=True)


def legal_help() -> Goal:
    """Any little help the engine accepts."""
    return Goal("legal_help", ("help",), lambda b, a, o, g: True)


def drinks(kind: str) -> Goal:
    """Drinking a potion of ``kind`` (any legal choice)."""
    name = kind_name(kind)      # a KeyError for an unknown kind, before any exercise starts
    return Goal("drinks", ("drink",), lambda b, a, o, g: b.tile(a["potion"]).kind == kind,
                params={"potion": name}, view="desk")


def drink_most() -> Goal:
    """The drink (potion and choice) that takes the most marbles into the hand."""
    return Goal("drink_most", ("drink",), lambda b, a, o, g: o["takes"], best=True, view="desk")


GOALS: dict[str, Callable[..., Goal]] = {
    "most_marbles": most_marbles, "explodes": explodes, "chain": chain,
    "no_explosion": no_explosion, "takes_at_least": takes_at_least, "completes": completes,
    "empties_track": empties_track, "fills_most": fills_most, "keeps_best": keeps_best,
    "best_setup": best_setup, "legal_help": legal_help, "drinks": drinks,
    "drink_most": drink_most,
}
"""Every goal by name: a function of the goal's parameters that returns the :class:`Goal`."""

_CALL = re.compile(r"^([a-z_]+)(?:\((.*)\))?$")


def resolve(spec, known: dict[str, Callable[..., Goal]] | None = None) -> Goal:
    """A :class:`Goal` from itself, a name (``"chain"``) or a name with one argument
    (``"empties_track(2)"``, ``"drinks(wisdom)"``), among the goals ``known`` (by default
    :data:`GOALS`; Sugar Blast's are ``sugar_goals.GOALS``).

    >>> resolve("empties_track(3)").params
    {'track': 3}
    """
    known = GOALS if known is None else known
    if isinstance(spec, Goal):
        return spec
    match = _CALL.match(spec) if isinstance(spec, str) else None
    if match is None or match.group(1) not in known:
        raise ValueError(f"no goal {spec!r}; known: {', '.join(known)}")
    name, argument = match.groups()
    if argument is None:
        return known[name]()
    argument = argument.strip().strip("'\"")
    return known[name](int(argument) if argument.lstrip("-").isdigit() else argument)


__all__ = ["GOALS", "GOAL_TEXTS", "NOUNS", "Goal", "Judgement", "Solution", "candidates", "count",
           "judge", "resolve", "right_answers", "solve"]
