"""Speed of the rules engine (`make bench`): a benchmark, not a test.

Plays full games under a fixed seeded policy (a random usual pick, no help, place every marble
that fits, drink each completed potion with a random legal choice, keep what the pool allows,
draw from a random stack), in simulation mode (``record=False``: no undo history, no events)
and through the public API with history; then times usual picks, listing the legal actions,
and the outcome preview of every legal pick. Figures are per second on one core.
"""

from __future__ import annotations

import argparse
import random
import time

from potion_widget.games.potion.engine import COLORS, COMPILED, Game
from potion_widget.games.potion.engine.components import SELECTABLE
from potion_widget.games.potion.engine.dispenser import pick_with_explosions, selectable_positions
from potion_widget.games.potion.engine.potions import drinkable


BUILD = "compiled (mypyc)" if COMPILED else "plain Python"
"""Which build of the engine this process runs: compiled where the platform wheel is installed
(`make bench` runs both), plain Python from the sources (hatch_build.py)."""


def play_turn(game: Game, rng: random.Random) -> None:
    """One player-turn of the benchmark policy, choosing from ``legal_actions()``.

    The listing is in a fixed order of types (picks, helps, placements, pool moves, drinks,
    the end of the turn). At a turn's start nobody has helped, so every pick is listed and
    then a help for each pick (the same tracks and positions, T3): the picks are half of the
    actions before the rest, which the policy reads from the end of the listing, where it is
    short. (Counting them so, not by bisection, calls no key function; the picks counted are
    the same.)"""
    actions = game.legal_actions()
    picks = (len(actions) - len(_after_taking(actions))) // 2
    if picks:
        game.apply(actions[_index(rng, picks)])
        actions = game.legal_actions()
    while True:
        rest = _after_taking(actions)
        if rest and rest[0]["type"] == "place":
            game.apply(rest[0])
        else:
            for drink in rest:      # the first drink listed, if any
                if drink["type"] == "drink":
                    break
            else:
                break
            choices = game.legal_choices(drink)
            choice = choices[_index(rng, len(choices))]
            game.apply({"type": "drink", "potion": drink["potion"], "choice": choice})
        actions = game.legal_actions()
    game.apply({"type": "end_turn", "draw": _random_draws(game.state, game.player, rng)})


def _after_taking(actions: list[dict]) -> list[dict]:
    """The listed actions after the picks and helps (which come first, and are most of them)."""
    i = len(actions)
    while i and actions[i - 1]["type"] not in _TAKING:
        i -= 1
    return actions[i:]


_TAKING = frozenset({"pick", "help"})


def play_turn_direct(game: Game, rng: random.Random) -> None:
    """The same policy, same choices, reading the options from the state instead of listing
    every legal action: what a simulation does. Actions still go through ``apply``."""
    state = game.state
    if not state["turn"]["picked"]:
        heights = [n if n < SELECTABLE else SELECTABLE for n in map(len, state["dispenser"])]
        total = sum(heights)
        if total:
            # the k-th pick in legal_actions() order (track by track), without listing them
            k = _index(rng, total)
            t = 0
            while k >= heights[t]:
                k -= heights[t]
                t += 1
            game.apply({"type": "pick", "track": t, "pos": k})
    player = game.player
    while True:
        place = _first_place(game, player)
        if place is not None:
            game.apply(place)
            continue
        drink = _first_drink(game, player)
        if drink is None:
            break
        choices = game.legal_choices(drink)
        choice = choices[_index(rng, len(choices))]
        game.apply({"type": "drink", "potion": drink["potion"], "choice": choice})
    game.apply({"type": "end_turn", "draw": _random_draws(state, player, rng)})


def _index(rng: random.Random, n: int) -> int:
    """A random index below ``n`` (a plain float draw: cheaper than ``randrange``)."""
    return int(rng.random() * n)


def _first_drink(game: Game, player: dict):
    """The first drink in ``legal_actions()`` order (order of completion), or None."""
    for entry in player["completed"]:
        if not entry["drunk"] and drinkable(game, entry):
            return {"type": "drink", "potion": entry["tile"]}
    return None


def _first_place(game: Game, player: dict):
    """The first placement in ``legal_actions()`` order (colour, burner, hole), or None."""
    hand = player["hand"]
    if not hand:
        return None
    best = None
    for b, burner in enumerate(player["burners"]):
        if burner is None:
            continue
        recipe = game.tiles[burner["tile"]].recipe
        for h, marble in enumerate(burner["filled"]):
            if marble is None:
                color = recipe[h]
                if color in hand and (best is None or _RANK[color] < _RANK[best[0]]):
                    best = (color, b, h)
    if best is None:
        return None
    return {"type": "place", "color": best[0], "burner": best[1], "hole": best[2]}


_RANK = {color: rank for rank, color in enumerate(COLORS)}


def _choice(items: list, rng: random.Random):
    return items[_index(rng, len(items))]


def _random_draws(state: dict, player: dict, rng: random.Random) -> list[int]:
    empty = player["burners"].count(None)
    if not empty:
        return []
    if "market" in state:
        places = [i for i, t in enumerate(state["market"]) if t is not None]
        deck = len(state["deck"])
        chosen = []
        for _ in range(empty):
            if not places:
                break
            place = places[_index(rng, len(places))]
            chosen.append(place)
            if deck:
                deck -= 1
            else:
                places.remove(place)
        return chosen
    sizes = [len(s) for s in state["stacks"]]
    chosen = []
    for _ in range(empty):
        options = [i for i, n in enumerate(sizes) if n]
        if not options:
            break
        place = options[_index(rng, len(options))]
        sizes[place] -= 1
        chosen.append(place)
    return chosen


STALLED_AFTER = 400
"""Turns a player after which a game counts as stalled. This policy never takes a marble back
from its pool, so in rare games (seed 554 with 4 players) every marble of the colours the
burners still need sits in pools and half-filled potions, and nobody can complete one again."""


def play_game(players: int, seed: int, record: bool) -> int | None:
    """A full game from the draft to the end; returns the number of player-turns, or None for
    a game stalled under this policy (``STALLED_AFTER``).

    ``record=False`` is the simulation mode: no history, no events, direct choices."""
    game = Game.new(players, seed=seed, record=record)
    turn = play_turn if record else play_turn_direct
    rng = random.Random(seed)
    while game.phase == "draft":
        game.apply(_choice(game.legal_actions(), rng))
    turns = 0
    while game.phase == "play":
        if turns == STALLED_AFTER * players:
            return None
        turn(game, rng)
        turns += 1
    while game.phase == "tiebreak":
        game.apply(_choice(game.legal_actions(), rng))
    return turns


def bench_games(players: int, record: bool, seconds: float, rounds: int = 5):
    """Games and player-turns per second: the best of ``rounds`` timed rounds (the machine's
    neighbours only ever slow a round down), the mean game length in turns per player, and
    the number of stalled games (their time counts, their turns do not)."""
    best_games = best_turns = 0.0
    games = turns = stalled = 0
    for _ in range(rounds):
        round_games = round_turns = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds / rounds:
            played = play_game(players, seed=games + stalled + round_games, record=record)
            if played is None:
                stalled += 1
                continue
            round_turns += played
            round_games += 1
        elapsed = time.perf_counter() - start
        best_games = max(best_games, round_games / elapsed)
        best_turns = max(best_turns, round_turns / elapsed)
        games += round_games
        turns += round_turns
    return best_games, best_turns, turns / games / players, stalled


def sample_states(count: int) -> list[Game]:
    """Mid-game positions from seeded games, for the per-call timings."""
    games = []
    for seed in range(count):
        game = Game.new(2, seed=1000 + seed, record=False)
        rng = random.Random(seed)
        while game.phase == "draft":
            game.apply(_choice(game.legal_actions(), rng))
        for _ in range(rng.randrange(5, 40)):
            if game.phase != "play":
                break
            play_turn(game, rng)
        if game.phase == "play" and not game.state["turn"]["picked"]:
            games.append(game)
    return games


def per_call(function, items, repeat: int) -> float:
    """Seconds per call of ``function`` over ``items``: the best of ``repeat`` passes."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            function(item)
        samples.append((time.perf_counter() - start) / len(items))
    return min(samples)


def playouts_per_second(positions: list[Game], seconds: float, rounds: int = 5) -> float:
    """Playout turns per second of processor time, what a searching player runs: from each
    position (a turn's start), ``clone()`` it and play the whole turn through
    ``legal_actions()`` and ``apply`` under the benchmark policy. The best of ``rounds`` timed
    rounds; processor time, not the wall clock, so other work on a shared machine counts less."""
    best = 0.0
    rng = random.Random(0)
    for _ in range(rounds):
        turns = 0
        start = time.process_time()
        while time.process_time() - start < seconds / rounds:
            for position in positions:
                play_turn(position.clone(), rng)
            turns += len(positions)
        best = max(best, turns / (time.process_time() - start))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game figure")
    args = parser.parse_args()
    print(f"engine: {BUILD}")
    print(f"{'mode':<26}{'players':>8}{'games/s':>10}{'turns/s':>10}{'turns/player':>14}")
    for record, label in ((False, "simulation (no history)"), (True, "public API (history)")):
        for players in (2, 4):
            games, turns, length, stalled = bench_games(players, record, args.seconds)
            print(f"{label:<26}{players:>8}{games:>10.1f}{turns:>10.0f}{length:>14.1f}"
                  + (f"   ({stalled} stalled game{'s' * (stalled > 1)} left out)" if stalled else ""))

    positions = sample_states(40)
    print()
    print(f"playout turns (clone, legal_actions, apply; a whole turn): "
          f"{playouts_per_second(positions, args.seconds):>8.0f} per second of processor time")
    pick_cases = [(list(g.state["dispenser"][t]), p) for g in positions
                  for t, p in selectable_positions(g.state["dispenser"])]
    pick = per_call(lambda case: pick_with_explosions(list(case[0]), case[1]), pick_cases, 7)
    legal = per_call(Game.legal_actions, positions, 7)
    previews = per_call(Game.pick_previews, positions, 7)
    picks_per_position = len(pick_cases) / len(positions)
    print()
    print(f"usual picks resolved:          {1 / pick:>10.0f} per second")
    print(f"legal_actions():               {legal * 1e6:>10.1f} us per call")
    print(f"pick_previews() (every pick):  {previews * 1e6:>10.1f} us per call "
          f"({previews * 1e6 / picks_per_position:.2f} us per pick, "
          f"{picks_per_position:.0f} picks)")


if __name__ == "__main__":
    main()
