"""A stronger Sugar Blast player that plays fair: it never reads the bag's order (the game's
generator, ``state["rng"]``), only the bag's counts.

:class:`ExpertBot` has the interface of :class:`~potion_widget.games.sugar.engine.bots.GreedyBot`
(``ExpertBot(seed)``, ``choose(game)``). It judges each legal action over many *imagined*
futures: copies of the game whose generator is one of its own seeded ones (:func:`imagined`),
so every candy a refill draws comes from the bag's counts alone and never from the order the
real game will draw them in. In each, its own turn is played to its end (a chain's choices by
:func:`best_blast`), the next player replies as the greedy player would
(:func:`greedy_reply`: a greedy player of its own seed, who judges on refills it imagines
and so cannot foresee its chains either), and the position is scored by :func:`position_value`:

* the chance of winning the race to the objective (:func:`race`), from how many candies each
  player still *needs* (:func:`need`), not how many they keep: a fifth Mint is worth nothing to
  a player whose objective wants two of each type, and a candy matters most while the race
  is close;
* a win or a loss above everything, a sure win on the board for its next turn almost as much,
  and the best first blast left for its next turn;
* blended, half and half (:data:`PLAYOUT`), with how that imagined game ends when both players
  play it out quickly (:func:`playout`: each turn the swap whose first blast brings the most
  off the mover's need), so that what the race estimate cannot see (a short race from the
  second seat, a board that favours the opponent's types) still counts.

The same imagined refills serve every action of one choice, so actions are compared on equal
luck. Its only randomness is its own seeded generator: the same seed and the same position give
the same choice, whatever order the real bag would draw in.

>>> from potion_widget.games.sugar.engine import Game
>>> from potion_widget.games.sugar.engine.bots import GreedyBot, play
>>> game = Game.new(2, seed=3, objective="four-pairs")
>>> _ = play(game, [ExpertBot(seed=1, samples=4), GreedyBot(seed=2)])
>>> game.over
True
"""

from __future__ import annotations

import math

from . import board as geometry
from .bots import GreedyBot, RandomBot, imagined
from .candies import TYPES
from .game import Game

__all__ = ["PLAYOUT", "SURE", "ExpertBot", "best_blast", "blast_keeps", "finish_turn", "greedy_reply", "imagined",
           "judge", "need", "playout", "position_value", "quick_action", "race", "swap_gains", "threat"]

SAMPLES = 64
"""Imagined refills per action: more is steadier and slower (the think time is measured by
scripts/bench_sugar_expert.py). A game turns on few choices (most turns offer 2 to 8 swaps),
and an estimate from a handful of refills picks the wrong one often enough to lose games: over
the 400 seeds 3000-3399 (``--games 400 --first-seed 3000 --samples N``, the same games for each
N), before the playout (:data:`PLAYOUT`) was blended in, 8 won 74.8%, 64 won 77.2% and 128 won
78.2%, thinking twice as long as 64."""

BUDGET = 640
"""The most imagined futures one choice may cost: with more than ``BUDGET // SAMPLES`` legal
actions (a placement after a draw offers up to 35 cells, N1), each action gets
``BUDGET // actions`` refills, so no choice thinks much longer than a turn of 10 swaps."""

WIN = 1000.0
"""A won game, above any number of candies."""

RACE = 0.7
"""How sharply :func:`race`'s chance turns with the lead in candies still needed. Set on the
bench's seeds 0-199 (0.55 to 1.5 all won 81-82.5% there, 0.4 79.5%, the former plain
difference of needs 76.5%). Greedy-against-greedy games (1,500 from seed 5000) fit a slope of
about 1.0 with 0.6 of a candy for the move; on seeds 1000-1199 that won 74.5%, as 0.7 did
(both with a greedy reply of nearly this form)."""

_CHANCE = 0.8
"""The weight of :func:`race`'s chance against a win (:data:`WIN`): below a sure win."""

SURE = 0.9
"""A win on the board for our next turn, against a win now: almost one (the game could still
end first, O3), and below it so that a win now is taken at once."""

_NEXT = 0.5
"""What each candy our best first blast next turn would bring adds to a position's value: on
the race's scale (a kept candy is worth up to 140 there, while the race is close) it only
breaks ties. Counted in the race instead, as half a candy kept, the expert won 783 of the
bench's 1,000 games against 784 (seeds 0-599 and 3000-3399): the next turn's first blast is
already priced by the reply it leaves and the sure win it may hold (:data:`SURE`)."""

PLAYOUT = 0.5
"""The weight of the played-out end (:func:`playout`) in an imagined future's value, the rest
being :func:`position_value` after the reply: the estimate knows the lead, the end knows how
this board plays out. On the bench's seeds 0-199 the estimate alone won 79.0% against the
greedy player, the end alone 78.5%, half of each 82.0%; over the bench's 1,000 games (seeds
0-599 and 3000-3399) half of each won 80.0% where the estimate alone won 78.4%, thinking about
twice as long. Playing the other seat's quick moves as the greedy player would (the most candies
first, not its need) won the same (82.5% and 78.5% on seeds 0-199 and 200-399)."""

PLAYOUT_ACTIONS = 200
"""The most actions a :func:`playout` plays before it scores the position instead: a game
rarely lasts that long (O3 ends one where nobody keeps a candy for a round)."""

_SPARE = 0.05
"""A kept candy the objective does not need: a little, to break ties towards keeping more."""


def need(kept: dict[str, int], objective: dict) -> int:
    """How many more candies ``kept`` needs to meet ``objective`` (O1), at the fewest: for a
    total, what is missing from it; for groups, the shortfall when the largest group takes the
    most-kept type, the next the next, and so on (pairing both in the same order gives the
    smallest total shortfall)."""
    if "total" in objective:
        return max(0, objective["total"] - sum(kept.values()))
    counts = sorted((kept.get(kind, 0) for kind in TYPES), reverse=True)
    groups = sorted(objective["groups"], reverse=True)
    return sum(max(0, k - n) for k, n in zip(groups, counts, strict=False))


def blast_keeps(board, option: dict, keep: str | None) -> dict[str, int]:
    """The candies an option gives the active player (B4-B6), ``keep`` naming the other type
    under B5 (the first other type when ``None``, as the engine does). Read from the board
    before the blast: no refill is involved."""
    kind = option["type"]
    keeps = {kind: 2 if len(option.get("cells", ())) >= 5 and option["kind"] == "line" else 1}
    if geometry.takes_other(option):
        others = geometry.other_types(board, option)
        if others:
            other = keep if keep is not None else others[0]
            keeps[other] = keeps.get(other, 0) + 1
    return keeps


def _gain(kept: dict[str, int], keeps: dict[str, int], objective: dict) -> tuple[int, int]:
    """What ``keeps`` brings a player who keeps ``kept``: candies off their need, then candies."""
    after = dict(kept)
    for kind, n in keeps.items():
        after[kind] = after.get(kind, 0) + n
    return need(kept, objective) - need(after, objective), sum(keeps.values())


def best_blast(game: Game) -> dict:
    """In the blast phase, the option and keep that bring the active player's objective most
    (then the most candies; then the engine's order): a quick choice for a chain's blasts."""
    state = game.state
    board, objective = state["board"], state["objective"]
    kept = state["players"][state["current"]]["kept"]
    best, best_score = None, None
    for option in geometry.options(board):
        base = {"type": "blast", "square": list(option["square"])} if option["kind"] == "mega" \
            else {"type": "blast", "line": [list(c) for c in option["cells"]]}
        choices = geometry.keep_choices(board, option) or [None]
        for keep in choices:
            score = _gain(kept, blast_keeps(board, option, keep), objective)
            if best_score is None or score > best_score:
                best = base if keep is None else dict(base, keep=keep)
                best_score = score
    if best is None:
        raise ValueError("no blast option on the board")
    return best


def swap_gains(board, kept: dict[str, int], objective: dict):
    """Each blasting swap on ``board`` (W2), in the board's order, with the most its first blast
    could bring a player who keeps ``kept``: over every option it makes, the candies off their
    need (B4-B6), then how many candies. Only the first blast is counted: what the refill brings
    after it is not known. Yields ``((a, b), (off_need, candies))``."""
    work = [list(row) for row in board]
    for (ra, ca), (rb, cb) in geometry.blasting_swaps(work):
        work[ra][ca], work[rb][cb] = work[rb][cb], work[ra][ca]
        gain = max(_gain(kept, blast_keeps(work, option, keep), objective)
                   for option in geometry.options(work)
                   for keep in geometry.keep_choices(work, option) or [None])
        work[ra][ca], work[rb][cb] = work[rb][cb], work[ra][ca]
        yield ((ra, ca), (rb, cb)), gain


def threat(board, kept: dict[str, int], objective: dict) -> tuple[int, int]:
    """The most a player who keeps ``kept`` could bring their objective with one swap on
    ``board`` (:func:`swap_gains`): candies off their need, then candies; ``(0, 0)`` when no
    swap blasts."""
    return max((gain for _swap, gain in swap_gains(board, kept, objective)), default=(0, 0))


def finish_turn(trial: Game, seat: int) -> None:
    """Plays ``seat``'s chain choices by :func:`best_blast` until the turn passes or ends."""
    while trial.state["phase"] == "blast" and trial.state["current"] == seat:
        trial.apply(best_blast(trial))


def greedy_reply(trial: Game, seed: int) -> list[dict]:
    """Plays the next player's whole turn on ``trial`` as the greedy player plays it and
    returns the actions taken: a :class:`~potion_widget.games.sugar.engine.bots.GreedyBot` of
    ``seed`` makes every choice of that turn (its swap, then its chain's blasts or its
    placement). Like the real one, it judges its actions on refills of its own imagining, not
    on ``trial``'s: it cannot foresee the chain its swap will set off, so the reply is not
    credited with a luck no player has."""
    seat = trial.state["current"]
    bot = GreedyBot(seed)
    taken = []
    while not trial.over and trial.state["current"] == seat:
        taken.append(bot.choose(trial))
        trial.apply(taken[-1])
    return taken


def race(mine: int, other: int, to_move: bool) -> float:
    """An estimate of the chance of meeting the objective first for a player who still needs
    ``mine`` candies against ``other`` for the closest other player: a logistic curve of the
    lead, with half a candy for having the next turn. A candy changes the chance most while
    the race is close and little once it is decided, which a plain difference of needs does
    not say."""
    lead = other - mine + (0.5 if to_move else -0.5)
    return 1 / (1 + math.exp(-RACE * lead))


def position_value(game: Game, me: int) -> float:
    """How good a position is for seat ``me`` once the next player has replied: a win or a
    loss above all; a game over with no winner (O3) as even, whoever led the race; else the
    chance that ``me`` wins the race to the objective (:func:`race`), a little for spare
    candies, and, when it is ``me`` to move again, the best first blast on the board.
    A swap on the board whose first blast meets the objective is a sure win (what a first blast
    keeps is on the board before any refill, B4-B6), so it counts as :data:`SURE` of one."""
    state = game.state
    if state["winner"] is not None:
        return WIN if state["winner"] == me else -WIN
    if game.over:
        return 0.0      # O3: nobody won, however close the race was
    objective = state["objective"]
    mine = state["players"][me]["kept"]
    mine_need = need(mine, objective)
    other_need = min(need(p["kept"], objective) for i, p in enumerate(state["players"]) if i != me)
    chance = race(mine_need, other_need, state["current"] == me)
    value = _CHANCE * WIN * (chance - 0.5) + _SPARE * sum(mine.values())
    if state["current"] != me:
        return value
    gain, _ = threat(state["board"], mine, objective)
    return SURE * WIN if gain >= mine_need else value + _NEXT * gain


def quick_action(game: Game) -> dict:
    """A fast move for whoever is to move, read from the board alone: in the swap phase the
    swap whose first blast brings the most off the mover's need, then keeps the most candies
    (B4-B6; the first such in the board's order); a chain's blast by :func:`best_blast`; else
    the first legal action (the draw and placement of N1)."""
    state = game.state
    if state["phase"] == "blast":
        return best_blast(game)
    if state["phase"] == "swap":
        kept = state["players"][state["current"]]["kept"]
        best, best_gain = None, None
        for (a, b), gain in swap_gains(state["board"], kept, state["objective"]):
            if best_gain is None or gain > best_gain:
                best, best_gain = {"type": "swap", "a": list(a), "b": list(b)}, gain
        if best is not None:
            return best
    return game.legal_actions()[0]


def playout(trial: Game, me: int, most: int = PLAYOUT_ACTIONS) -> float:
    """Plays ``trial`` to its end with :func:`quick_action` for every seat and returns the end
    for ``me``: :data:`WIN` won, ``-WIN`` lost, 0 with no winner (O3); after ``most`` actions
    without an end, :func:`position_value` of the position reached. ``trial`` is changed and
    draws its refills from its own generator: pass an imagined copy."""
    for _ in range(most):
        if trial.over:
            break
        trial.apply(quick_action(trial))
    if trial.over:
        winner = trial.state["winner"]
        return 0.0 if winner is None else WIN if winner == me else -WIN
    return position_value(trial, me)


class ExpertBot(RandomBot):
    """Chooses the action whose imagined futures end in the best :func:`position_value` on
    average: its own turn played out (chain choices by :func:`best_blast`), then the next
    player's reply as the greedy player would make it, every refill drawn from the bag's
    counts by its own seeded generator: ``samples`` refills per action, fewer when there are
    so many actions that they would cost more than ``budget`` futures in all. Ties go to the
    first in the engine's order."""

    def __init__(self, seed: int = 0, samples: int = SAMPLES, budget: int = BUDGET):
        super().__init__(seed)
        self.samples = samples
        self.budget = budget

    def choose(self, game: Game) -> dict:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = game.state["current"]
        count = max(1, min(self.samples, self.budget // len(actions)))
        seeds = [self._rng.below(1 << 62) for _ in range(count)]
        best, best_value = actions[0], None
        for action in actions:
            value = sum(self._imagine(game, action, seed, me) for seed in seeds)
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def _imagine(game: Game, action: dict, seed: int, me: int) -> float:
        """The value for ``me`` of ``action``, the rest of the turn and the next player's
        reply, on a copy whose generator is ``seed``'s: the real bag's order is never read."""
        return judge(imagined(game, seed), action, me, seed + 1)  # the reply's own generator


def judge(trial: Game, action: dict, me: int, reply_seed: int) -> float:
    """Plays ``action`` on ``trial``, the rest of ``me``'s turn (:func:`finish_turn`) and the
    next player's reply (:func:`greedy_reply` of ``reply_seed``), and returns
    :func:`position_value` for ``me``, blended with the game's end played out from there
    (:func:`playout`, weight :data:`PLAYOUT`) while it goes on. ``trial`` is changed: pass a
    copy. What it draws is whatever its generator draws, so the expert passes a copy of its
    own imagining."""
    trial.apply(action)
    finish_turn(trial, me)
    if not trial.over and trial.state["current"] != me:
        greedy_reply(trial, reply_seed)
    value = position_value(trial, me)
    if trial.over:
        return value
    return (1 - PLAYOUT) * value + PLAYOUT * playout(trial, me)
