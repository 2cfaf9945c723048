"""Goals for Sugar Blast's do-the-move exercises: which moves are right, decided by the engine.

The same :class:`~potion_widget.lessons.goals.Goal` as Potion Explosion's, judged by the same
:func:`~potion_widget.lessons.goals.judge` and :func:`~potion_widget.lessons.goals.solve`: each goal here
measures an action with :func:`potion_widget.games.sugar.outcomes.summarize` and words it with
:func:`facts`. No right answer is stored: every legal action of the goal's types is tried on a
copy of the game and the goal keeps those it accepts.

>>> from potion_widget import sugar_scenarios
>>> from potion_widget.lessons import goals
>>> game = sugar_scenarios.load("sugar-line-four")
>>> [(a["a"], a["b"]) for a in goals.right_answers(game, resolve("sugar_makes(line4)"))]
[([0, 2], [1, 2])]

Every sentence is in the catalog (``data/messages/<lang>/sugar_lessons.json``), four per goal,
``goal.<name>.<text>`` (ask, did, does, why), as :mod:`potion_widget.lessons.goals` describes.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Callable

from ...lessons import goals
from ...lessons.goals import Goal, count
from ...i18n.messages import render
from ...i18n.readers import join_words
from .narration import kept_phrase, missing
from .outcomes import summarize

KIND_WORDS = {"line3": "lesson.sugar.kind.line3", "line4": "lesson.sugar.kind.line4",
              "line5": "lesson.sugar.kind.line5", "line6": "lesson.sugar.kind.line6",
              "mega": "lesson.sugar.kind.mega"}
"""The blast kinds a goal may ask for, each with its words' catalog id."""

KINDS_COUNTED = {"line3": "lesson.sugar.kinds.line3", "line4": "lesson.sugar.kinds.line4",
                 "line5": "lesson.sugar.kinds.line5", "line6": "lesson.sugar.kinds.line6",
                 "mega": "lesson.sugar.kinds.mega"}
"""Each kind's words for two or more of them ("2 lines of 3"), written out so that the catalog's
test sees every id the code uses."""

KINDS = tuple(KIND_WORDS)


def shortfall(kept: dict[str, int], objective: dict) -> int:
    """How many more candies ``kept`` needs to meet ``objective`` (0 when met, O1)."""
    return sum(n for _kind, n in missing(kept, objective))


def made_words(kinds: list[str]) -> str:
    """``"2 lines of 3 and a mega-blast, all on the board at once"``: the blasts made, counted
    by kind (a swap that makes two lines is told two); "no line". Several are said to stand on
    the board together, so that the blasts told after them, one after another (:func:`took_words`),
    are not read as the same ones."""
    if not kinds:
        return render("lesson.sugar.kind.none")
    counted = Counter(kinds)
    words = join_words([render(KIND_WORDS[k]) if n == 1 else render(KINDS_COUNTED[k], {"count": n})
                        for k, n in counted.items()])
    return words if len(kinds) == 1 else render("lesson.sugar.at_once", {"blasts": words})


def took_words(result: dict) -> str:
    """What the blasts of a move took off the board and what the player kept, counted from
    its outcome: "The blast took 6 candies off the board: 4 Gumdrops and 2 Candy Canes; you
    kept 1 Gumdrop and 1 Candy Cane (B5)." (B4-B6, B8), citing each blast's rule; several blasts
    are named in the order they blasted ("a mega-blast, then a line of 3"); before any blast, that none has yet."""
    order = [render(KIND_WORDS[kind]) for kind in result["kinds"]]
    return render("lesson.sugar.took", {
        "count": result["blasts"], "removed": result["removed"],
        "order": functools.reduce(lambda first, then: render("lesson.sugar.then", {"first": first, "then": then}),
                                  order) if order else "",
        "candies": kept_phrase(result["taken"]), "rules": ", ".join(result["rules"]),
        "kept": kept_phrase(result["kept"]) if result["kept"] else render("lesson.sugar.nothing")})


def facts(before, action: dict, result: dict, after) -> dict:
    """The phrases the goals' sentences use, for one accepted action."""
    actor = before.state["current"]
    kept = after.state["players"][actor]["kept"]
    return {
        "made": made_words(result["made"]),
        "blasts": count(result["blasts"], "blast"),
        "kept": count(result["kept_count"], "candy"),
        "kept_names": kept_phrase(result["kept"]) if result["kept"]
        else render("lesson.sugar.nothing"),
        "missing": count(shortfall(kept, after.state["objective"]), "candy"),
        "took": took_words(result),
    }


def _goal(name: str, types: tuple[str, ...], score, *, best: bool = False, **params) -> Goal:
    return Goal(name, types, score, best=best, params=params, view="board", measure=summarize,
                phrases=facts)


def blasts() -> Goal:
    """Any swap the engine accepts: each makes a line (W2)."""
    return _goal("sugar_blasts", ("swap",), lambda b, a, o, g: bool(o["made"]))


def makes(kind: str) -> Goal:
    """A swap that puts a blast of ``kind`` (``line4``, ``line5``, ``mega``...) on the board."""
    if kind not in KINDS:
        raise ValueError(f"no blast kind {kind!r}; known: {', '.join(KINDS)}")
    return _goal("sugar_makes", ("swap",), lambda b, a, o, g: kind in o["made"],
                 shape=render(KIND_WORDS[kind]))


def keeps_most() -> Goal:
    """The swap or blast that keeps the most candies through the action (every tie right)."""
    return _goal("sugar_keeps_most", ("swap", "blast"), lambda b, a, o, g: o["kept_count"],
                 best=True)


def chain() -> Goal:
    """A swap after which the blasts go on: at least two blasts, or a choice of the next."""
    return _goal("sugar_chain", ("swap",),
                 lambda b, a, o, g: o["blasts"] >= 2 or (o["blasts"] >= 1 and o["choices"] > 0))


def replaces() -> Goal:
    """A place for the drawn candy that makes a line (N2)."""
    return _goal("sugar_replace", ("replace",), lambda b, a, o, g: bool(o["made"]))


def wins() -> Goal:
    """A blast after which the player meets the objective (O1, O2)."""
    return _goal("sugar_wins", ("blast",), lambda b, a, o, g: o["met"])


def closest() -> Goal:
    """The blast (and kept candy) that leaves the fewest candies to keep for the objective."""
    def score(before, action, result, after):
        actor = before.state["current"]
        return -shortfall(after.state["players"][actor]["kept"], after.state["objective"])
    return _goal("sugar_closest", ("blast",), score, best=True)


GOALS: dict[str, Callable[..., Goal]] = {
    "sugar_blasts": blasts, "sugar_makes": makes, "sugar_keeps_most": keeps_most,
    "sugar_chain": chain, "sugar_replace": replaces, "sugar_wins": wins,
    "sugar_closest": closest,
}
"""Every Sugar Blast goal by name: a function of its parameters that returns the goal."""

def resolve(spec) -> Goal:
    """A :class:`Goal` from itself, a name (``"sugar_chain"``) or a name with one argument
    (``"sugar_makes(mega)"``), among Sugar Blast's goals.

    >>> resolve("sugar_makes(mega)").name
    'sugar_makes'
    """
    return goals.resolve(spec, GOALS)


__all__ = ["GOALS", "KINDS", "KIND_WORDS", "blasts", "chain", "closest", "facts", "keeps_most", "made_words",
           "makes", "replaces", "resolve", "shortfall", "took_words", "wins"]
