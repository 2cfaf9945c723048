"""Goals for do-the-move exercises: which moves are right, decided by the engine alone.

A :class:`Goal` names the action types it judges and scores one action from the engine's own
result: the game before it, the action, its outcome (the game's own ``summarize``) and the game
after it. A *best* goal accepts every action tied at the top score; a *test* goal accepts every
action whose score is true (above zero). No right answer is ever stored: the exercise tries
every candidate on a clone (:func:`solve`) and keeps those the goal accepts. Each game's goals
are its own (``games/potion/goals.py``, ``games/sugar/goals.py``).

Every sentence of a goal is in the message catalog (``data/messages/<lang>/lessons.json``),
four per goal, ``goal.<name>.<text>``: ``ask`` (the prompt), ``did`` (what a move did, after "your
move"), ``does`` (what a better move does, after "it") and ``why`` (why a right move is right).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from ..i18n.messages import render

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
    score: Callable[[Any, dict, dict, Any], float]
    best: bool = False
    params: dict = field(default_factory=dict)
    view: str = "dispenser"
    """What a board needs to show for this goal: ``"dispenser"`` or ``"desk"``."""
    measure: Callable | None = None
    """How an action's outcome is measured, ``(before_state, after, action, events)``: the
    game's own ``summarize`` (every game's goals give theirs)."""
    phrases: Callable | None = None
    """The phrases of the sentences, ``(before, action, outcome, after)``: the game's own."""

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
def candidates(game, types) -> list[dict]:
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


def judge(game, action: dict, goal: Goal) -> Judgement:
    """``action`` tried on a clone of ``game`` and scored by ``goal`` (``right`` is set for a
    test goal; a best goal needs every candidate, see :func:`solve`). A refused action raises
    its ``RuleError``; ``game`` is never changed."""
    trial = game.clone()
    before = trial.to_state()
    events = trial.apply(action)
    result = goal.measure(before, trial, action, events)
    score = goal.score(game, action, result, trial)
    words = goal.phrases(game, action, result, trial)
    judgement = Judgement(dict(action), result, score, words)
    if not goal.best:
        judgement.right = _accepted(goal, score, None)
    return judgement


def solve(game, goal: Goal) -> Solution:
    """Every candidate of ``goal`` in ``game`` judged; the right ones come from the engine."""
    judged = [judge(game, action, goal) for action in candidates(game, goal.types)]
    top = max((j.score for j in judged), default=None) if goal.best else None
    for j in judged:
        j.right = _accepted(goal, j.score, top)
    return Solution(goal, judged, top)


def right_answers(game, goal: Goal) -> list[dict]:
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


_CALL = re.compile(r"^([a-z_]+)(?:\((.*)\))?$")


def resolve(spec, known: dict[str, Callable[..., Goal]]) -> Goal:
    """A :class:`Goal` from itself, a name (``"chain"``) or a name with one argument
    (``"empties_track(2)"``, ``"drinks(wisdom)"``), among the goals ``known`` (a game's
    ``GOALS``: each game's ``goals.resolve`` gives its own).
    """
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


__all__ = ["GOAL_TEXTS", "NOUNS", "Goal", "Judgement", "Solution", "candidates", "count", "judge",
           "resolve", "right_answers", "solve"]
