"""Honest previews and a ranking of the picks: what a player could know at the table (D2).

Rule D2 says positions 0..8 of each track are visible and the marbles above position 8 lie
under the lid. The engine's own ``Game.pick_previews()`` reads every marble, hidden ones
included, so it can tell a player more than anybody at the table could know. An *honest*
preview uses only what the active player can see:

* the visible marbles (positions 0..8 of each track),
* how many marbles lie under the lid of each track,
* the unseen colours: every marble of the state minus every visible one (visible dispenser
  places, hands, pools, marbles lying in the burners' holes). Only this multiset is used,
  never the order of the marbles under the lid, so a scenario with fewer than 80 marbles is
  handled as well.

The outcome of a pick is then a distribution over the possible arrangements of the unseen
marbles (each arrangement equally likely; a track's hidden marbles are a uniform draw without
replacement from the unseen multiset). It is computed exactly by following the chain and
branching on the colour of each hidden marble it reaches, with the probability of that colour
among the marbles still unseen; when a chain would branch more than ``_EXACT_BUDGET`` times
the distribution is sampled instead, with the engine's own counter-based generator
(``potion_widget.core.rng.Rng``) started afresh from ``{"seed": seed * 64 + 8 * track + pos,
"draws": 0}``, and the sample size is reported.

>>> from potion_widget import Game
>>> game = Game.new(2, seed=3, remove="beginner")
>>> while game.phase == "draft": _ = game.apply(game.legal_actions()[0])
>>> p = honest_preview(game, 0, 0)
>>> p["certain"] >= 1 and abs(sum(p["distribution"].values()) - 1) < 1e-9
True
>>> honest_preview(game, 0, 0, all_seeing=True)["certain"] == game.pick_previews()[0]["count"]
True
"""

from __future__ import annotations

from collections import Counter

from .engine import COLORS, Game
from .engine.components import VISIBLE
from ...core.rng import Rng

__all__ = ["MEASURES", "analysis", "honest_preview", "honest_previews", "unseen_marbles"]

_EXACT_BUDGET = 4096
"""Most chain simulations an exact preview may run before it samples instead."""

_INDEX = {c: i for i, c in enumerate(COLORS)}

MEASURES = ("marbles", "fit", "completes", "points")
"""What :func:`analysis` can rank the picks by."""


# ----- what the active player can see ---------------------------------------------------------
def unseen_marbles(game: Game) -> Counter:
    """The colours nobody can see: every marble of the state minus the visible ones.

    Visible: dispenser positions 0..8 (D2), every hand and pool, the marbles lying in the
    burners' holes. The result is a multiset only; it says nothing about where each unseen
    marble lies.
    """
    state = game.state
    everything: Counter = Counter()
    visible: Counter = Counter()
    for column in state["dispenser"]:
        everything.update(column)
        visible.update(column[:VISIBLE])
    for player in state["players"]:
        for place in (player["hand"], player["pool"]):
            everything.update(place)
            visible.update(place)
        for burner in player["burners"]:
            if burner:
                filled = [m for m in burner["filled"] if m is not None]
                everything.update(filled)
                visible.update(filled)
    return everything - visible


def _honest_column(column: list[str]) -> list[str | None]:
    """The track as a player sees it: the visible marbles, then one ``None`` per hidden one."""
    return list(column[:VISIBLE]) + [None] * max(0, len(column) - VISIBLE)


# ----- the chain with unknown marbles -----------------------------------------------------------
def _chain(column: list, pos: int, trace: list | None = None) -> tuple[list[int], bool]:
    """The usual pick at ``pos`` (D5-D9) on a column where ``None`` is an unknown marble.

    Returns the marbles taken per colour (in ``COLORS`` order) and whether the chain ended
    without needing an unknown marble. When it needed one, the count is what is taken for
    sure before it (an explosion whose upper end is unknown counts its known part).
    ``trace``, when given, receives the positions (before the pick) of the marbles taken for
    sure: first ``[pos]``, then one list per explosion.
    """
    track = list(column)
    # where each marble stood before the pick; followed only when a trace is asked for
    where = list(range(len(track))) if trace is not None else None
    taken = [0, 0, 0, 0]
    taken[_INDEX[track.pop(pos)]] += 1
    if where is not None:
        trace.append([where.pop(pos)])
    gap = pos
    while 0 < gap < len(track):
        below, above = track[gap - 1], track[gap]
        if below is None or above is None:
            return taken, False
        if below != above:
            return taken, True
        lo = gap - 1
        while lo > 0 and track[lo - 1] == below:
            lo -= 1
        if lo > 0 and track[lo - 1] is None:        # never happens: marbles below a gap stay
            taken[_INDEX[below]] += gap + 1 - lo
            return taken, False
        hi = gap + 1
        end = len(track)
        while hi < end and track[hi] == below:
            hi += 1
        taken[_INDEX[below]] += hi - lo
        if where is not None:
            trace.append(where[lo:hi])
            del where[lo:hi]
        if hi < end and track[hi] is None:
            return taken, False
        del track[lo:hi]
        gap = lo
    return taken, True


def _outcomes_exact(column: list, pos: int, unseen: Counter) -> dict | None:
    """Exact distribution ``{taken per colour: probability}``, or None past the budget."""
    result: dict[tuple, float] = {}
    first_hidden = column.index(None) if None in column else len(column)
    budget = [_EXACT_BUDGET]

    def explore(col: list, depth: int, weight: float, left: Counter) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        taken, done = _chain(col, pos)
        if done:
            key = tuple(taken)
            result[key] = result.get(key, 0.0) + weight
            return True
        total = sum(left.values())
        index = first_hidden + depth
        for colour in COLORS:
            n = left.get(colour, 0)
            if not n:
                continue
            col[index] = colour
            left[colour] = n - 1
            ok = explore(col, depth + 1, weight * n / total, left)
            left[colour] = n
            col[index] = None
            if not ok:
                return False
        return True

    if not explore(list(column), 0, 1.0, Counter(unseen)):
        return None
    return result


def _outcomes_sampled(column: list, pos: int, unseen: Counter, samples: int,
                      seed: int) -> dict:
    """``samples`` arrangements of the hidden marbles of this track, drawn without replacement
    from the unseen multiset with a fresh engine generator; ``{taken: frequency}``."""
    rng = Rng({"seed": seed, "draws": 0})
    pool = [c for c in COLORS for _ in range(unseen.get(c, 0))]
    first_hidden = column.index(None)
    hidden = len(column) - first_hidden
    counts: dict[tuple, int] = {}
    for _ in range(samples):
        bag = list(pool)
        col = list(column)
        for k in range(hidden):                      # partial Fisher-Yates
            j = k + rng.below(len(bag) - k)
            bag[k], bag[j] = bag[j], bag[k]
            col[first_hidden + k] = bag[k]
        key = tuple(_chain(col, pos)[0])
        counts[key] = counts.get(key, 0) + 1
    return {k: n / samples for k, n in counts.items()}


def _summary(track: int, pos: int, colour: str, certain: list[int], trace: list[list[int]],
             outcomes: dict, *, exact: bool, samples: int | None, hidden: int,
             all_seeing: bool) -> dict:
    distribution: dict[int, float] = {}
    for key, p in outcomes.items():
        distribution[sum(key)] = distribution.get(sum(key), 0.0) + p
    sure = sum(certain)
    return {
        "track": track, "pos": pos, "color": colour,
        "certain": sure,
        "certain_colors": {c: n for c, n in zip(COLORS, certain, strict=True) if n},
        "positions": sorted(p for step in trace for p in step), "steps": len(trace) - 1,
        "mean": sum(n * p for n, p in distribution.items()),
        "p_more": sum(p for n, p in distribution.items() if n > sure),
        "distribution": dict(sorted(distribution.items())),
        "outcomes": [({c: n for c, n in zip(COLORS, key, strict=True) if n}, p)
                     for key, p in sorted(outcomes.items())],
        "exact": exact, "samples": samples, "hidden": hidden, "all_seeing": all_seeing,
    }


# ----- the public previews ------------------------------------------------------------------------
def honest_preview(game: Game, track: int, pos: int, *, samples: int = 200, seed: int = 0,
                   all_seeing: bool = False, _unseen: Counter | None = None) -> dict:
    """What a usual pick at (track, pos) would take, from what the active player can see.

    Returns ``{"track", "pos", "color", "certain", "certain_colors", "positions", "steps",
    "mean", "p_more",
    "distribution", "outcomes", "exact", "samples", "hidden", "all_seeing"}``:

    * ``certain``: the marbles taken for sure, i.e. before the chain reaches a marble that is
      under the lid now (``certain_colors`` per colour); never more than any outcome;
      ``positions`` where they stand now and ``steps`` the explosions that take them;
    * ``distribution``: ``{marbles taken: probability}`` over the arrangements of the unseen
      marbles under the lids (sums to 1), ``mean`` its mean, ``p_more`` the chance of taking
      more than ``certain``; ``outcomes`` lists ``(colours taken, probability)``;
    * ``exact``: True when enumerated exactly (then ``samples`` is None); else ``samples``
      arrangements were drawn with the seeded engine generator (see the module text).

    It depends on the hidden marbles only through their number per track and the unseen
    multiset, so shuffling the marbles under the lids (even across tracks, keeping each
    track's count) never changes it. With ``all_seeing=True`` it is the engine's real outcome
    (``Game.pick_previews``): one outcome with probability 1, for a teacher who wants it.
    The position must hold a selectable marble (D2); the game is not changed.
    """
    column = game.state["dispenser"][track]
    if not (0 <= pos < min(8, len(column))):
        raise ValueError(f"no selectable marble at track {track}, position {pos} (D2)")
    colour = column[pos]
    trace: list[list[int]] = []
    if all_seeing:
        taken, _ = _chain(list(column), pos, trace)
        return _summary(track, pos, colour, taken, trace, {tuple(taken): 1.0}, exact=True,
                        samples=None, hidden=0, all_seeing=True)
    honest = _honest_column(column)
    hidden = len(honest) - min(len(honest), VISIBLE)
    certain, done = _chain(honest, pos, trace)
    if done:
        return _summary(track, pos, colour, certain, trace, {tuple(certain): 1.0}, exact=True,
                        samples=None, hidden=hidden, all_seeing=False)
    unseen = unseen_marbles(game) if _unseen is None else _unseen
    outcomes = _outcomes_exact(honest, pos, unseen)
    if outcomes is not None:
        return _summary(track, pos, colour, certain, trace, outcomes, exact=True,
                        samples=None, hidden=hidden, all_seeing=False)
    outcomes = _outcomes_sampled(honest, pos, unseen, samples, seed * 64 + 8 * track + pos)
    return _summary(track, pos, colour, certain, trace, outcomes, exact=False,
                    samples=samples, hidden=hidden, all_seeing=False)


def _pick_actions(game: Game) -> list[dict]:
    return [a for a in game.legal_actions() if a["type"] == "pick"]


def honest_previews(game: Game, *, samples: int = 200, seed: int = 0,
                    all_seeing: bool = False) -> list[dict]:
    """:func:`honest_preview` for every legal usual pick, in the engine's order (track, then
    position); empty when no usual pick is allowed now."""
    picks = _pick_actions(game)
    unseen = unseen_marbles(game) if picks and not all_seeing else None
    return [honest_preview(game, a["track"], a["pos"], samples=samples, seed=seed,
                           all_seeing=all_seeing, _unseen=unseen) for a in picks]


# ----- ranking the picks ------------------------------------------------------------------------
def _open_needs(game: Game, player: dict) -> list[tuple[int, Counter]]:
    """Per burner in progress: its points and the colours of its empty holes."""
    needs = []
    for burner in player["burners"]:
        if burner:
            tile = game.tile(burner["tile"])
            missing = Counter(c for c, m in zip(tile.recipe, burner["filled"], strict=True)
                              if m is None)
            needs.append((tile.points, missing))
    return needs


def _fit(needs, have: Counter) -> int:
    """Marbles of ``have`` that fit empty holes (a hole takes one marble of its colour)."""
    total = Counter()
    for _, missing in needs:
        total.update(missing)
    return sum(min(n, total[c]) for c, n in have.items())


def _completions(needs, have: Counter) -> tuple[int, int]:
    """(potions, points) ``have`` can complete at best: both burners when it covers both, else
    the better single one."""
    best = (0, 0)
    for mask in range(1, 1 << len(needs)):
        chosen = [needs[i] for i in range(len(needs)) if mask >> i & 1]
        need = Counter()
        for _, missing in chosen:
            need.update(missing)
        if all(have[c] >= n for c, n in need.items()):
            best = max(best, (len(chosen), sum(p for p, _ in chosen)))
    return best


def _measure(game: Game, measure: str, taken: dict) -> float:
    player = game.player
    needs = _open_needs(game, player)
    if measure == "marbles":
        return sum(taken.values())
    if measure == "fit":
        return _fit(needs, Counter(taken))
    have = Counter(taken) + Counter(player["hand"]) + Counter(player["pool"])
    potions, points = _completions(needs, have)
    return potions if measure == "completes" else points


def analysis(game: Game, measure: str = "marbles", honest: bool = True, *,
             samples: int = 200, seed: int = 0) -> list:
    """Every legal usual pick of the active player, best first, by ``measure``:

    * ``"marbles"``: marbles the pick takes;
    * ``"fit"``: how many of them fit the empty holes of the player's potions in progress;
    * ``"completes"``: potions in progress it lets the player complete (with the hand and
      pool the player already holds);
    * ``"points"``: the points of those potions.

    With ``honest=True`` (the default, D2) each value is the expectation over the honest
    preview's distribution; with ``honest=False`` it is the real outcome. Rows are
    ``{"rank", "track", "pos", "action", "value", "certain", "mean", "p_more", "exact",
    "samples", "move", "words"}`` (``move``: the pick in words; ``words``: with its odds);
    ties keep the engine's order (track, then position), so the order is fixed. The list is a
    :class:`potion_widget.games.potion.ranking.Ranking`: a notebook shows it as a table.
    """
    if measure not in MEASURES:
        raise ValueError(f"unknown measure {measure!r}; use one of {', '.join(MEASURES)}")
    from ...i18n.messages import render
    from .words import describe_action
    from .odds import odds_words
    from .ranking import Ranking

    rows = []
    for preview in honest_previews(game, samples=samples, seed=seed, all_seeing=not honest):
        value = sum(p * _measure(game, measure, taken) for taken, p in preview["outcomes"])
        action = {"type": "pick", "track": preview["track"], "pos": preview["pos"]}
        move = describe_action(action, game)
        words = render("ui.explore.row", {"move": move, "odds": odds_words(preview)})
        rows.append({"track": preview["track"], "pos": preview["pos"], "action": action,
                     "value": value, "certain": preview["certain"], "mean": preview["mean"],
                     "p_more": preview["p_more"], "exact": preview["exact"],
                     "samples": preview["samples"], "move": move, "words": words})
    rows.sort(key=lambda r: -r["value"])          # stable: ties stay in the engine's order
    for rank, row in enumerate(rows, 1):
        row["rank"] = rank
    return Ranking(rows, measure=measure, honest=honest)
