"""Simple seeded players: :class:`RandomBot` picks any legal action, :class:`GreedyBot` the
action that keeps the most candies now (ties broken by its own seeded generator). Their
randomness is their own (``engine.rng`` with their own seed), never the game's."""

from __future__ import annotations

from ....core.rng import Rng
from .game import Game


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self._rng = Rng({"seed": seed, "draws": 0})

    def choose(self, game: Game) -> dict:
        actions = game.legal_actions()
        return actions[self._rng.below(len(actions))]


def kept_total(game: Game, player: int) -> int:
    return sum(game.state["players"][player]["kept"].values())


class GreedyBot(RandomBot):
    """Chooses the action after which the active player keeps the most candies (a win counts
    above anything), trying each on a copy; ties broken at random."""

    def choose(self, game: Game) -> dict:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = game.state["current"]
        best: list[dict] = []
        best_score = -1
        for action in actions:
            trial = Game(game.to_state())
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
