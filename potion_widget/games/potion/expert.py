"""A stronger computer player that plays fair: it never looks under the lid (D2).

``ExpertBot`` has the same interface as :class:`potion_widget.games.potion.bots.GreedyBot`
(``choose(game)`` and ``play_turn(target)``) and plans the whole turn around one judgement of
a desk, :func:`desk_value`: the points already won, skill tokens won or within reach (three
potions of a kind, five kinds), the potions in progress with the marbles the player holds
allotted to them as well as they can be, and a little for spare marbles and undrunk potions.

* the usual pick is scored by the expected desk value over the pick's *honest* outcomes
  (:func:`potion_widget.games.potion.analysis.honest_preview`: visible marbles, the number of hidden
  marbles per track and the unseen colours only), so its choice never depends on the order
  of the marbles under the lids;
* it places each marble where the desk gains most, drinks a potion when the best of its
  choices (all of them, or a seeded sample of ``MAX_CHOICES``) raises the desk's value, asks
  for a little help after its pick only when the marble is worth more than the help token's
  2 points, and at the end of the turn chooses what to keep and which tiles to draw by the
  value of the desk that results (a drawn tile is a visible one);
* its only randomness is the seeded sampling of long choice lists and of honest previews, so
  the same seed and the same game give the same actions.

>>> from potion_widget import Game
>>> from potion_widget.games.potion.bots import play_game
>>> game = Game.new(2, seed=5, remove="beginner")
>>> play_game(game, [ExpertBot(seed=1), ExpertBot(seed=2)]).phase
'over'
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

from .analysis import honest_previews
from .engine import Game
from ...core.players import ComputerPlayer
from .engine.components import HELP_POINTS, KINDS_FOR_VARIETY, POOL_SIZE, SAME_KIND_FOR_SKILL, SKILL_POINTS

__all__ = ["ExpertBot", "desk_value"]

MAX_CHOICES = 250
"""A drink with more choices than this is judged on a seeded sample of that many."""

_DRINK = {"wisdom": 0.8, "magnetic": 1.2, "abyssal": 1.2, "balm": 1.2, "love": 0.6,
          "joy": 1.0, "sands": 1.0, "lava": 0.3}
"""What an undrunk potion is worth before it is drunk, roughly in points."""

_PROGRESS = 0.6      # share of a potion's points credited for its filled holes
_SPARE_FIT = 0.35    # a spare marble kept that fits an open hole
_SPARE = 0.1         # any other spare marble kept


def _set_bonus(counts: dict, awarded: dict) -> float:
    """Skill tokens not yet awarded but earned (E3), and the way towards them."""
    value = 0.0
    done = set(awarded["kinds"])
    for kind, n in counts.items():
        if kind in done:
            continue
        if n >= SAME_KIND_FOR_SKILL:
            value += SKILL_POINTS
        elif n == SAME_KIND_FOR_SKILL - 1:
            value += 1.5
        elif n == 1:
            value += 0.4
    if not awarded["variety"]:
        kinds = len(counts)
        value += SKILL_POINTS if kinds >= KINDS_FOR_VARIETY else 0.6 * kinds
    return value


def desk_value(game: Game, seat: int, extra: Counter | None = None) -> float:
    """How good seat ``seat``'s desk is, in points, if it also held the marbles ``extra``.

    Counts the completed potions' points, skill tokens (held, earned but not yet awarded, and
    progress towards them), minus help tokens, a little for undrunk potions, then lets the
    hand and pool (plus ``extra``) fill the potions in progress in the better burner order:
    a potion completed that way counts in full, an unfinished one by its filled share, and
    up to the pool's room of spare marbles count a little. Reads only the desk.
    """
    # Plain dicts, not Counters: a searching player calls this for every playout. Every dict
    # is filled in the order the Counters were, so every sum runs in the same order.
    desk = game.state["players"][seat]
    tiles = game.tiles
    kinds: dict = {}
    value = SKILL_POINTS * desk["skills"] + HELP_POINTS * desk["helps"]
    for entry in desk["completed"]:
        tile = tiles[entry["tile"]]
        kinds[tile.kind] = kinds.get(tile.kind, 0) + 1
        value += tile.points + (0 if entry["drunk"] else _DRINK.get(tile.kind, 0.5))
    have: dict = {}
    for colour in desk["hand"]:
        have[colour] = have.get(colour, 0) + 1
    for colour in desk["pool"]:
        have[colour] = have.get(colour, 0) + 1
    if extra:
        for colour, n in extra.items():
            have[colour] = have.get(colour, 0) + n
    burners = []
    for burner in desk["burners"]:
        if burner:
            tile = tiles[burner["tile"]]
            missing: dict = {}
            filled = 0
            for c, m in zip(tile.recipe, burner["filled"], strict=True):
                if m is None:
                    missing[c] = missing.get(c, 0) + 1
                else:
                    filled += 1
            burners.append((tile, missing, filled))
    best = None
    awarded = desk["awarded"]
    for order in permutations(range(len(burners))):
        left = dict(have)
        plan = 0.0
        counts = dict(kinds)
        still_open: dict = {}
        for i in order:
            tile, missing, filled = burners[i]
            used = 0
            short = False
            for colour, need in missing.items():
                n = min(need, left.get(colour, 0))
                if n:
                    left[colour] -= n
                used += n
                if need > n:
                    short = True
                    still_open[colour] = still_open.get(colour, 0) + need - n
            holes = len(tile.recipe)
            if not short:
                counts[tile.kind] = counts.get(tile.kind, 0) + 1
                plan += tile.points + _DRINK.get(tile.kind, 0.5)
            else:
                plan += _PROGRESS * tile.points * ((filled + used) / holes) ** 1.5
        spare = sorted((c for c, n in left.items() for _ in range(n)),
                       key=lambda c: -still_open.get(c, 0))[:POOL_SIZE]
        plan += sum(_SPARE_FIT if still_open.get(c, 0) else _SPARE for c in spare)
        plan += _set_bonus(counts, awarded)
        if best is None or plan > best:
            best = plan
    if best is None:
        best = _set_bonus(kinds, awarded) + _SPARE * min(POOL_SIZE, sum(have.values()))
    return value + best


class ExpertBot(ComputerPlayer):
    """Chooses one legal action at a time for the active player (see the module text)."""

    def __init__(self, seed: int = 0, max_choices: int = MAX_CHOICES):
        self.seed = seed
        self.max_choices = max_choices
        """A drink with more choices than this is judged on a seeded sample of that many."""

    # ----- the one decision ------------------------------------------------------------------
    def choose(self, game: Game) -> dict:
        """The next action for ``game``'s active player (the game is not changed). Reads the
        hidden marbles never: picks go by honest previews only."""
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the active player has no legal action")
        phase = game.phase
        if phase == "draft":
            return max(legal, key=lambda a: self._draft_score(game, a))
        if phase == "tiebreak":
            previews = honest_previews(game, seed=self._stream(game))
            best = max(previews, key=lambda p: p["mean"])
            return {"type": "pick", "track": best["track"], "pos": best["pos"]}
        seat = game.current
        places = [a for a in legal if a["type"] == "place"]
        if places:
            return _best_by_value(game, seat, places)
        need = game.open_colors(game.player)
        for action in legal:
            if action["type"] == "from_pool" and action["color"] in need:
                return action
        picked = game.state["turn"]["picked"]
        picks = [a for a in legal if a["type"] == "pick"]
        if picks and not picked:
            return self._best_pick(game, seat)
        drink = self._best_drink(game, seat, legal)
        if drink is not None:
            return drink
        helps = [a for a in legal if a["type"] == "help"]
        if helps and (picked or not picks):
            help_ = self._best_help(game, seat, helps)
            if help_ is not None:
                return help_
        if picks:                       # unreachable in practice: a pick is handled above
            return picks[0]
        return self._end_turn(game, seat)

    # ----- the parts of a turn -------------------------------------------------------------------
    def _stream(self, game: Game) -> int:
        """The seed of this decision's sampling: the bot's seed and the turn number."""
        return self.seed * 1000 + game.state["turn"]["number"]

    def _draft_score(self, game: Game, action: dict) -> tuple:
        tile = game.tile(action["tile"])
        return (tile.points + _DRINK.get(tile.kind, 0.5) - 0.8 * len(tile.recipe),
                -game.legal_actions().index(action))

    def _best_pick(self, game: Game, seat: int) -> dict:
        best, best_key = None, None
        cache: dict[tuple, float] = {}
        for preview in honest_previews(game, seed=self._stream(game)):
            expected = 0.0
            for taken, p in preview["outcomes"]:
                key = tuple(sorted(taken.items()))
                if key not in cache:
                    cache[key] = desk_value(game, seat, Counter(taken))
                expected += p * cache[key]
            score = (round(expected, 9), round(preview["mean"], 9))
            if best_key is None or score > best_key:
                best, best_key = preview, score
        return {"type": "pick", "track": best["track"], "pos": best["pos"]}

    def _best_drink(self, game: Game, seat: int, legal: list[dict]) -> dict | None:
        now = desk_value(game, seat)
        best, best_value = None, now + 1e-9
        rng = random.Random(self._stream(game))
        for drink in (a for a in legal if a["type"] == "drink"):
            choices = game.legal_choices(drink)
            if len(choices) > self.max_choices:
                choices = rng.sample(choices, self.max_choices)
            for choice in choices:
                action = {**drink, "choice": choice}
                value = _value_after(game, seat, action)
                if value > best_value:
                    best, best_value = action, value
        return best

    def _best_help(self, game: Game, seat: int, helps: list[dict]) -> dict | None:
        tracks = game.state["dispenser"]
        now = desk_value(game, seat)
        best, best_value = None, now + 0.5
        seen: set[str] = set()
        for action in helps:
            colour = tracks[action["track"]][action["pos"]]
            if colour in seen:
                continue
            seen.add(colour)
            value = desk_value(game, seat, Counter([colour])) + HELP_POINTS
            if value > best_value:
                best, best_value = action, value
        return best

    def _end_turn(self, game: Game, seat: int) -> dict:
        options = game.legal_choices({"type": "end_turn"})
        best, best_value = None, None
        for option in options:
            action = {"type": "end_turn", **option}
            trial = game.clone()
            trial.apply(action)
            value = desk_value(trial, seat) + _prospects(trial, seat)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best


def _prospects(game: Game, seat: int) -> float:
    """What the potions in progress promise: points per hole still to fill, and a kind that
    brings a skill token nearer."""
    desk = game.state["players"][seat]
    counts = Counter(game.tiles[c["tile"]].kind for c in desk["completed"])
    value = 0.0
    for burner in desk["burners"]:
        if burner:
            tile = game.tiles[burner["tile"]]
            open_holes = sum(1 for m in burner["filled"] if m is None)
            value += 0.25 * tile.points - 0.35 * open_holes
            if tile.kind not in desk["awarded"]["kinds"]:
                value += {2: 1.5, 1: 0.5}.get(counts[tile.kind], 0.0)
            if not desk["awarded"]["variety"] and counts[tile.kind] == 0:
                value += 0.4
    return value


def _value_after(game: Game, seat: int, action: dict) -> float:
    trial = game.clone()
    trial.apply(action)
    return desk_value(trial, seat)


def _best_by_value(game: Game, seat: int, actions: list[dict]) -> dict:
    best, best_value = None, None
    for action in actions:
        value = _value_after(game, seat, action)
        if best_value is None or value > best_value + 1e-9:
            best, best_value = action, value
    return best
