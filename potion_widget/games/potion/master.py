"""A searching computer player that plays fair: it samples what it cannot see (D2).

``MasterBot`` has the same interface as :class:`potion_widget.games.potion.expert.ExpertBot`
(``choose(game)`` and ``play_turn(target)``). Where a decision matters most - the usual pick,
and which potion to drink with which choice - it does not judge a move by the desk it leaves
at once, but plays the whole rest of the turn after it, many times:

* **Worlds.** A *world* is one way the unseen could be: the marbles under the lids dealt
  afresh from the unseen multiset (:func:`potion_widget.games.potion.analysis.unseen_marbles`,
  each track keeping its number of hidden marbles), the potion tiles under the stacks' visible
  tops dealt afresh among the stacks (or the market's deck shuffled), and a new generator for
  whatever the dispenser does later (D11). The worlds are drawn by the bot's own generator,
  seeded from its seed and what the player can see, so its choice never depends on the order
  of anything hidden, nor on the game's own generator.
* **Playouts.** For each candidate move and each world, the move is applied to a copy of the
  world and the expert finishes the turn (places, drinks, help, what to keep, which tiles to
  draw). Inside a world the expert's pick reads the world's marbles (:class:`WorldExpert`):
  the Master dealt them itself. A playout's value is the Master's standing then: the
  expert's judgement of its desk (:func:`~potion_widget.games.potion.expert.desk_value` and
  the potions' prospects) less the best other player's, after the next player's reply: by
  default their whole turn played by the expert in the same world (``reply``; see
  ``REPLIES``), so a move that leaves a big chain to the next player loses value.
  Every candidate meets the same worlds, so the comparison is fair between moves.
* **Candidates.** Every pick is ranked first by the expert's honest one-step score; the best
  ``width`` are searched. A drink is searched among the expert's best few choices and the
  move the expert makes instead of drinking.

``strength`` is the number of worlds per candidate: more worlds, better play, longer thought
(about linear; ``width`` and ``reply`` trade time for play too). Every other decision (the
draft, placing marbles, the tiebreak, the end of the turn) is the expert's, taken in one
sampled world so that nothing hidden is read.

:meth:`MasterBot.appraise` gives every legal move's expected standing in points, with the
number of worlds behind it: what a review of a move asks. ``choose`` is the best of it over
the candidates.

>>> from potion_widget import Game
>>> from potion_widget.games.potion.bots import play_game
>>> game = Game.new(2, seed=5, remove="beginner")
>>> play_game(game, [MasterBot(seed=1, strength=2), ExpertBot(seed=2)]).phase
'over'
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from typing import NamedTuple

from .engine import Game
from .engine.components import VISIBLE
from .analysis import honest_previews, unseen_marbles
from .expert import ExpertBot, _prospects, desk_value
from ...core.players import ComputerPlayer

__all__ = ["Appraisal", "MasterBot", "every_move", "sample_world"]

DEFAULT_STRENGTH = 4
"""Worlds per candidate move at the default strength."""

DEFAULT_WIDTH = 6
"""Picks searched at the default strength (the expert's best by its one-step score)."""

DRINK_WIDTH = 4
"""Drinks searched: the expert's best this many by the desk they leave, and not drinking."""

REPLIES = ("none", "pick", "turn")
"""How a playout counts the next player's reply after the Master's turn: not at all; by the
best usual pick the world leaves them (what it adds to their desk); or by their whole turn
played by the expert (slowest)."""

DEFAULT_REPLY = "turn"
"""The reply a playout plays by default: it won most against the expert in trial runs."""

PLAYOUT_CHOICES = 6
"""A drink in a playout is judged on a seeded sample of at most this many of its choices."""

WIN_BONUS = 10.0
"""What a playout that ends the game in a win is worth beyond its score margin."""

_TURN_ACTIONS = 200
"""Most actions a playout takes to finish a turn (a turn is far shorter: a safety stop)."""


class WorldExpert(ExpertBot):
    """The expert as it plays inside a sampled world: its usual pick reads the world's own
    marbles (``Game.pick_previews``), which the Master dealt itself, so nothing hidden in the
    real game is read, and a playout is far quicker than with honest odds."""

    def _best_pick(self, game: Game, seat: int) -> dict:
        best, best_value = None, None
        cache: dict[tuple, float] = {}
        for preview in game.pick_previews():
            key = tuple(sorted(preview["colors"].items()))
            if key not in cache:
                cache[key] = desk_value(game, seat, Counter(preview["colors"]))
            value = cache[key] + 0.01 * preview["count"]
            if best_value is None or value > best_value + 1e-9:
                best, best_value = preview, value
        return {"type": "pick", "track": best["track"], "pos": best["pos"]}


class Appraisal(NamedTuple):
    """One move's worth, from :meth:`MasterBot.appraise`."""

    action: dict
    value: float
    """The expected standing after the move, in points: the player's desk value less the best
    other player's at the end of the playouts (mean over the worlds, see ``REPLIES``)."""
    spread: float
    """The standard deviation of that standing over the worlds."""
    worlds: int
    """How many sampled worlds the mean is over (the sample size)."""


def every_move(game: Game) -> list[dict]:
    """Every legal move of the active player in full: each drink with each of its choices,
    each end of turn with each keep and draw, the other actions as listed."""
    moves = []
    for action in game.legal_actions():
        if action["type"] == "drink":
            moves += [{**action, "choice": choice} for choice in game.legal_choices(action)]
        elif action["type"] == "end_turn":
            moves += [{**action, **option} for option in game.legal_choices(action)]
        else:
            moves.append(dict(action))
    return moves


# ----- one way the unseen could be --------------------------------------------------------------
def sample_world(game: Game, rng: random.Random) -> Game:
    """A simulation copy of ``game`` (no history) where everything the active player cannot
    see is dealt afresh with ``rng``: the hidden marbles of every track (D2) from the unseen
    multiset, each track keeping its count; the tiles under the stacks' visible tops (S3) among
    the stacks, each keeping its size, or the market's deck (S4); and the game's generator.

    Only the visible part of ``game`` and the multisets are read, each in a fixed order, so
    the world depends on ``rng`` and what can be seen, never on the order of hidden things.
    """
    state = game.to_state()
    unseen = unseen_marbles(game)
    bag = sorted(unseen.elements())
    rng.shuffle(bag)
    for column in state["dispenser"]:
        hidden = len(column) - VISIBLE
        if hidden > 0:
            column[VISIBLE:] = bag[:hidden]
            del bag[:hidden]
    if "deck" in state:
        deck = sorted(state["deck"])
        rng.shuffle(deck)
        state["deck"] = deck
    else:
        stacks = state["stacks"]
        under = sorted(t for stack in stacks for t in stack[:-1])
        rng.shuffle(under)
        for stack in stacks:
            if len(stack) > 1:
                n = len(stack) - 1
                stack[:n] = under[:n]
                del under[:n]
    state["rng"] = {"seed": rng.getrandbits(40), "draws": 0}
    return Game.from_state(state, record=False)


def _visible_key(game: Game) -> str:
    """What the active player sees, as text: the seed of a decision's worlds."""
    state = game.state
    tracks = [column[:VISIBLE] + [len(column)] for column in state["dispenser"]]
    if "market" in state:
        tops = [state["market"], len(state["deck"])]
    else:
        tops = [(stack[-1] if stack else None, len(stack)) for stack in state["stacks"]]
    return repr((state["turn"], state["current"], tracks, tops, state["players"],
                 state["countdown"], state["phase"]))


class MasterBot(ComputerPlayer):
    """Chooses one legal action at a time for the active player by sampled playouts (see the
    module text)."""

    def __init__(self, seed: int = 0, strength: int = DEFAULT_STRENGTH,
                 width: int = DEFAULT_WIDTH, reply: str = DEFAULT_REPLY):
        if strength < 1 or width < 1:
            raise ValueError("strength and width are at least 1")
        if reply not in REPLIES:
            raise ValueError(f"reply is one of {', '.join(REPLIES)}")
        self.reply = reply
        self.seed = seed
        self.strength = strength
        self.width = width
        self.expert = ExpertBot(seed=seed)
        self.finisher = WorldExpert(seed=seed, max_choices=PLAYOUT_CHOICES)
        """The expert that finishes a playout's turn: a drink judged on fewer choices."""
        self.playouts = 0
        """Playouts run so far (one candidate move in one world, through the reply)."""

    # ----- the one decision ------------------------------------------------------------------
    def choose(self, game: Game) -> dict:
        """The next action for ``game``'s active player (the game is not changed): the best
        of :meth:`appraise` over the moves worth a search, else the expert's move in one
        sampled world. Reads nothing hidden."""
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the active player has no legal action")
        candidates = self._candidates(game, legal)
        if len(candidates) > 1:
            return self.appraise(game, actions=candidates)[0].action
        if candidates:
            return candidates[0]
        return self.expert.choose(sample_world(game, self._rng(game)))

    def candidates(self, game: Game) -> list[dict]:
        """The moves the Master searches in this position (``choose`` plays the best of them
        by :meth:`appraise`): the best picks before the usual pick, the best drinks and the
        move instead of drinking once the potions may be drunk; empty where it searches
        nothing (the expert decides: the draft, a marble to place, the end of the turn...)."""
        return self._candidates(game, game.legal_actions())

    def appraise(self, game: Game, samples: int | None = None,
                 actions: list[dict] | None = None) -> list[Appraisal]:
        """Each move's expected standing, best first (ties in the order given).

        ``actions`` defaults to every legal move in full (:func:`every_move`: each drink with
        each of its choices, each end of turn with each keep and draw). Each is played in the
        same ``samples`` sampled worlds (default: the bot's strength) to the end of the turn
        and the reply; an :class:`Appraisal`'s ``value`` is the mean over the worlds of the
        player's desk value less the best other player's, in points (in a game over, the
        score margin plus ``WIN_BONUS`` for a win). The same seed and position give the same
        worlds, so two moves are compared on the same luck."""
        if game.phase != "play":
            raise ValueError("moves are appraised in the play phase only")
        if actions is None:
            actions = every_move(game)
        rng = self._rng(game)
        worlds = [sample_world(game, rng) for _ in range(samples or self.strength)]
        seat = game.current
        rows = []
        for action in actions:
            values = [self._playout(world, seat, action) for world in worlds]
            rows.append(Appraisal(action, statistics.fmean(values), statistics.pstdev(values),
                                  len(values)))
        order = sorted(range(len(rows)), key=lambda i: (-round(rows[i].value, 9), i))
        return [rows[i] for i in order]

    # ----- the search --------------------------------------------------------------------------
    def _rng(self, game: Game) -> random.Random:
        """This decision's generator: the bot's seed and what can be seen (never hidden)."""
        return random.Random(f"{self.seed}|{_visible_key(game)}")

    def _candidates(self, game: Game, legal: list[dict]) -> list[dict]:
        """The moves worth a search now (see :meth:`candidates`)."""
        if game.phase != "play" or not legal or _expert_obvious(game, legal):
            return []
        seat = game.current
        picks = [a for a in legal if a["type"] == "pick"]
        if picks and not game.state["turn"]["picked"]:
            return self._best_picks(game, seat)
        drinks = [a for a in legal if a["type"] == "drink"]
        if drinks:
            return self._drink_candidates(game, seat, legal, drinks)
        return []

    def _best_picks(self, game: Game, seat: int) -> list[dict]:
        """The ``width`` picks with the best honest one-step scores, a pick once per outcome."""
        scored = []
        seen = set()
        for preview in honest_previews(game, seed=self.expert._stream(game)):
            key = tuple(sorted((tuple(sorted(t.items())), round(p, 9))
                               for t, p in preview["outcomes"]))
            if key in seen:             # the same honest odds: the same move for the search
                continue
            seen.add(key)
            expected = sum(p * desk_value(game, seat, Counter(t)) for t, p in preview["outcomes"])
            scored.append((-round(expected, 9), -round(preview["mean"], 9),
                           preview["track"], preview["pos"]))
        scored.sort()
        return [{"type": "pick", "track": t, "pos": p} for *_, t, p in scored[:self.width]]

    def _drink_candidates(self, game: Game, seat: int, legal: list[dict],
                          drinks: list[dict]) -> list[dict]:
        """The expert's best few drinks (its own sample of long choice lists) and, as the
        move of not drinking, the action the expert takes when it leaves the potions alone."""
        scored = []
        rng = random.Random(self.expert._stream(game))
        for drink in drinks:
            choices = game.legal_choices(drink)
            if len(choices) > self.expert.max_choices:
                choices = rng.sample(choices, self.expert.max_choices)
            for choice in choices:
                action = {**drink, "choice": choice}
                trial = game.clone()
                trial.apply(action)
                scored.append((-desk_value(trial, seat), len(scored), action))
        scored.sort(key=lambda s: s[:2])
        candidates = [action for *_, action in scored[:DRINK_WIDTH]]
        other = [a for a in legal if a["type"] != "drink"]
        if other:
            candidates.append(self._without_drinking(game, seat, other))
        return candidates

    def _without_drinking(self, game: Game, seat: int, other: list[dict]) -> dict:
        helps = [a for a in other if a["type"] == "help"]
        if helps and game.state["turn"]["picked"]:
            help_ = self.expert._best_help(game, seat, helps)
            if help_ is not None:
                return help_
        for action in other:
            if action["type"] in ("from_pool", "to_pool", "help", "pick"):
                continue
            return action if action["type"] != "end_turn" else self.expert._end_turn(game, seat)
        return other[0]

    def _playout(self, world: Game, seat: int, action: dict) -> float:
        """``action`` in a copy of ``world``, the turn finished by the expert, then the reply
        (see ``REPLIES``); the Master's standing then (:func:`_judge`)."""
        self.playouts += 1
        trial = world.clone()
        trial.apply(action)
        expert = self.finisher
        state = trial.state
        turns = 2 if self.reply == "turn" else 1
        end = world.state["turn"]["number"] + turns
        for _ in range(_TURN_ACTIONS * turns):
            if state["phase"] != "play" or state["turn"]["number"] >= end:
                break
            trial.apply(expert.choose(trial))
            state = trial.state
        threat = _best_pick_gain(trial) if self.reply == "pick" else 0.0
        return _judge(trial, seat, threat)


def _best_pick_gain(game: Game) -> float:
    """What the active player's best usual pick would add to its desk value, in the world's
    own marbles (0 when the game is not in play or no pick is left)."""
    if game.state["phase"] != "play":
        return 0.0
    seat = game.current
    base = desk_value(game, seat)
    best = 0.0
    seen = set()
    for preview in game.pick_previews():
        key = tuple(sorted(preview["colors"].items()))
        if key not in seen:
            seen.add(key)
            best = max(best, desk_value(game, seat, Counter(preview["colors"])) - base)
    return best


def _judge(game: Game, seat: int, threat: float = 0.0) -> float:
    """The seat's standing at the end of a playout: its desk value (with the promise of its
    potions in progress) less the best of the other players', the player to move counted
    with ``threat`` more; in a game over, the score margin and a bonus for the win."""
    state = game.state
    if state["phase"] == "over":
        scores = game.scores()
        others = max(score for s, score in enumerate(scores) if s != seat)
        won = game.winners() == [seat]
        return scores[seat] - others + (WIN_BONUS if won else 0.0)
    mine = desk_value(game, seat) + _prospects(game, seat)
    others = max(desk_value(game, s) + _prospects(game, s)
                 + (threat if s == state["current"] else 0.0)
                 for s in range(len(state["players"])) if s != seat)
    return mine - others


def _expert_obvious(game: Game, legal: list[dict]) -> bool:
    """Whether the expert's first rules decide at once: a marble to place, or a pool marble
    that fits an open hole (nothing to search)."""
    if any(a["type"] == "place" for a in legal):
        return True
    need = game.open_colors(game.player)
    return any(a["type"] == "from_pool" and a["color"] in need for a in legal)
