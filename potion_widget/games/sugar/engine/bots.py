"""Simple seeded players: :class:`RandomBot` picks any legal action, :class:`GreedyBot` the
action that keeps the most candies now (ties broken by its own seeded generator). Their
randomness is their own (``engine.rng`` with their own seed), never the game's: both play fair,
never reading the bag's order (the game's generator, ``state["rng"]``), only the bag's counts."""

from __future__ import annotations

from ....core.rng import Rng
from .game import Game, copy_state


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self._rng = Rng({"seed": seed, "draws": 0})

    def choose(self, game: Game) -> dict:
        actions = game.legal_actions()
        return actions[self._rng.below(len(actions))]


def kept_total(game: Game, player: int) -> int:
    return sum(game.state["players"][player]["kept"].values())


class _Imagining(Game):
    """A game played only in a bot's imagining: it keeps no history (nothing is undone on it),
    which spares a copy of the whole state on every action of a search."""

    __slots__ = ()

    def _remember(self) -> None:
        pass


def imagined(game: Game, seed: int) -> Game:
    """A copy of ``game`` whose generator is a fresh one of ``seed``: what it draws follows the
    bag's counts only, never the order the real game would draw in. It has no history and
    keeps none (:meth:`~Game.undo` on it raises ``HistoryError``)."""
    state = copy_state(game.state)
    state["rng"] = {"seed": seed, "draws": 0}
    return _Imagining(state)


class GreedyBot(RandomBot):
    """Chooses the action after which the active player keeps the most candies (a win counts
    above anything), ties broken at random. It tries each action on one :func:`imagined` copy
    whose refills come from a seed of its own generator (the same for every action of one
    choice): like a person, it knows the bag's counts but not what the bag will draw next, so
    it never sees a refill or a chain before it happens. It judges the game right after that
    one action: a swap whose blast waits for the player's choice (several options, B3, or the
    other candy to keep, B5) is judged before that blast, so a win behind such a choice is seen
    only when the choice itself is made."""

    def choose(self, game: Game) -> dict:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = game.state["current"]
        seed = self._rng.below(1 << 62)
        best: list[dict] = []
        best_score = -1
        for action in actions:
            trial = imagined(game, seed)
            trial.apply(action)
            score = 1000 if trial.state["winner"] == me else kept_total(trial, me)
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return best[self._rng.below(len(best))]


def play(game: Game, bots: list, max_actions: int = 10_000) -> list[dict]:
    """Plays ``game`` to its end with one bot per seat; returns the actions taken."""
    taken = []
    while not game.over and len(taken) < max_actions:
        action = bots[game.state["current"]].choose(game)
        game.apply(action)
        taken.append(action)
    return taken
