"""Property-based tests: whole random games, legal moves mixed with illegal and malformed ones.

Hypothesis draws the game (2 to 4 players, stacks or market, seed, options) and the seed of a
driver that plays it to the end: mostly legal actions (from ``legal_actions`` and
``legal_choices``), some chosen like a plausible player so games end in a reasonable length,
interleaved with refused ones (malformed dicts, wrong types, position 8, another player's
potion, a second pick...). After every step the invariants below are checked:

- D11 / C1 conservation: per colour, dispenser + hands + pools + burners is what the game
  started with (a tie-break pick goes into the hand, F3); tiles are conserved too (C2, S3).
- I4 no pool over 3, I1 exactly 2 burners each, I5 no full burner, D3 no track over capacity,
  only the active player holds marbles in hand while playing; at the end, only the tied
  players who made their tie-break pick (F3).
- A refused action raises ``RuleError`` (a ``ValueError``) whose ``.rule`` is a RULES.md ID or
  ``"format"``, and leaves ``to_state()`` exactly equal.
- ``Game.from_state(g.to_state()).to_state() == g.to_state()``.
- ``undo()`` restores the exact previous state; re-applying gives the same state and events.
- D12 determinism: the same seed and actions give the same game (recording or not).
- E5: every game ends within a bound of actions.
- ``legal_actions()`` is deterministic and every listed action is accepted.

The module is seeded (``derandomize=True``, no example database), so a run is reproducible.
"""

from __future__ import annotations

import json
import random
import re
from itertools import combinations, combinations_with_replacement, product
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget.games.potion.engine import COLORS, Game, HistoryError, RuleError, StateError
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine.potions import EFFECTS

from positions import marbles_in

RULES_TEXT = (Path(__file__).resolve().parents[3] / "docs" / "RULES.md").read_text("utf-8")
RULE_IDS = frozenset(re.findall(r"\*\*([A-Z]\d+)\*\*", RULES_TEXT))
REFUSAL_RULES = RULE_IDS | {"format"}

ACTION_TYPES = ("pick", "help", "place", "to_pool", "from_pool", "drink", "end_turn", "draft")
ENUMERATED = ("pick", "help", "to_pool", "from_pool", "draft")   # listed in full
MAX_ACCEPTED = 3000      # E5: a game under the driver ends well before this

SETTINGS = settings(derandomize=True, database=None, deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def test_rule_ids_are_read_from_rules_md():
    assert {"C1", "D2", "D11", "D12", "I4", "E0", "E5", "F3", "P11", "S4", "T4"} <= RULE_IDS


# ----- invariants ---------------------------------------------------------------------------

def tile_list(state: dict) -> list[str]:
    """Every tile in the state, wherever it lies."""
    tiles = [t for stack in state.get("stacks", []) for t in stack]
    tiles += [t for t in state.get("market", []) if t is not None]
    tiles += state.get("deck", [])
    tiles += state.get("draft", {}).get("revealed", [])
    for p in state["players"]:
        tiles += [b["tile"] for b in p["burners"] if b is not None]
        tiles += [c["tile"] for c in p["completed"]]
    return tiles


def check_invariants(state: dict, start: dict) -> None:
    counts = marbles_in(state)
    assert {c: counts[c] for c in COLORS} == start["marbles"], "D11: marbles not conserved"
    tiles = tile_list(state)
    assert len(tiles) == len(set(tiles)), "a tile lies in two places"
    assert sorted(tiles) == start["tiles"], "tiles not conserved"
    capacity = state["options"]["track_capacity"]
    assert len(state["dispenser"]) == 5
    assert all(len(track) <= capacity for track in state["dispenser"]), "D3: track over capacity"
    for i, p in enumerate(state["players"]):
        assert len(p["pool"]) <= 3, "I4: pool over 3"
        assert len(p["burners"]) == 2, "I1: a player has exactly 2 burners"
        for burner in p["burners"]:
            if burner is not None:
                assert None in burner["filled"], "I5: a full potion stays on a burner"
        if p["hand"] and state["phase"] == "play":
            assert i == state["current"], "only the active player holds marbles in hand"
        elif p["hand"]:
            assert state["phase"] in ("tiebreak", "over"), "a hand before the first turn"
            scores = Game.from_state(state).scores()
            assert scores[i] == max(scores), "F3: only a tied player's pick is in a hand"
            assert state["phase"] == "over" or i != state["current"], \
                "F3: the player picking now has not picked yet"
    # C3: tokens given come from the countdown, then the supply (which never goes below 0).
    skills = sum(p["skills"] for p in state["players"])
    assert state["countdown"] + state["supply"]["skills"] + skills >= start["skill_tokens"]
    if state["supply"]["skills"] > 0:
        assert state["countdown"] + state["supply"]["skills"] + skills == start["skill_tokens"]
    helps = sum(p["helps"] for p in state["players"])
    assert state["supply"]["helps"] + helps >= 21
    if state["supply"]["helps"] > 0:
        assert state["supply"]["helps"] + helps == 21
    if state["phase"] == "draft":
        assert state["turn"]["number"] == 0


def start_record(state: dict) -> dict:
    counts = marbles_in(state)
    return {"marbles": {c: counts[c] for c in COLORS}, "tiles": sorted(tile_list(state)),
            "skill_tokens": state["countdown"] + state["supply"]["skills"]
            + sum(p["skills"] for p in state["players"])}


# ----- choosing legal actions ---------------------------------------------------------------

def complete(game, action: dict, rng: random.Random) -> dict:
    """A listed drink or end of turn with one of its legal choices (chosen at random)."""
    if action["type"] == "drink":
        return dict(action, choice=rng.choice(game.legal_choices(action)))
    if action["type"] == "end_turn":
        return dict(action, **rng.choice(game.legal_choices(action)))
    return action


def plausible(game, legal: list[dict], rng: random.Random) -> dict:
    """A move like a plausible player's (see ``plausible_move``); any move in the draft."""
    if game.phase in ("draft", "tiebreak") and not any(a["type"] == "pick" for a in legal):
        return rng.choice(legal)
    return plausible_move(game, rng, legal)


def choose_legal(game, legal: list[dict], rng: random.Random, wild: float) -> dict:
    if rng.random() < wild:
        return complete(game, rng.choice(legal), rng)
    return plausible(game, legal, rng)


# ----- illegal and malformed actions ----------------------------------------------------------

JUNK = [None, True, False, 0, -1, 1, 2, 3, 5, 7, 8, 9, 99, 2.0, 0.5, "", "0", "red", "green",
        "wisdom-1", "joy-99", [], [0], [0, 1], ["red"], [[0, 0]], {}, {"track": 0}]


def junk_value(rng: random.Random):
    return rng.choice(JUNK)


def perturb(value, rng: random.Random):
    """A nearby or differently typed value: used to bend legal actions and choices."""
    if isinstance(value, dict):
        value = dict(value)
        if value and rng.random() < 0.8:
            key = rng.choice(sorted(value))
            roll = rng.random()
            if roll < 0.15:
                del value[key]
            else:
                value[key] = perturb(value[key], rng)
        else:
            value[rng.choice(["track", "pos", "extra", "player", "count"])] = junk_value(rng)
        return value
    if isinstance(value, list):
        value = list(value)
        roll = rng.random()
        if roll < 0.3 and value:
            value.pop(rng.randrange(len(value)))
        elif roll < 0.6:
            value.append(rng.choice(value) if value and rng.random() < 0.5 else junk_value(rng))
        elif value:
            i = rng.randrange(len(value))
            value[i] = perturb(value[i], rng)
        return value
    if type(value) is int and rng.random() < 0.7:
        return value + rng.choice([-9, -2, -1, 1, 2, 8])
    if isinstance(value, str) and value in COLORS and rng.random() < 0.7:
        return rng.choice([c for c in COLORS if c != value])
    return junk_value(rng)


def other_players_potion(game):
    s = game.state
    mine = {c["tile"] for c in game.player["completed"]}
    others = [c["tile"] for i, p in enumerate(s["players"]) if i != s["current"]
              for c in p["completed"] if c["tile"] not in mine]
    return others


def illegal_candidates(game, rng: random.Random) -> list[tuple[object, str | None]]:
    """Actions that must be refused, each with the rule expected (``None``: any refusal, or
    acceptance if it happens to be legal, which is then checked against ``legal_actions``)."""
    s = game.state
    phase = s["phase"]
    out: list[tuple[object, str | None]] = [
        # malformed: always "format", whatever the phase
        (rng.choice([None, 3, "pick", [], [{"type": "pick", "track": 0, "pos": 0}], 2.5]),
         "format"),
        ({}, "format"),
        ({"type": rng.choice(["explode", "PICK", "", None, 5, ["pick"]])}, "format"),
        ({"type": "pick", "track": rng.choice(["2", 2.0, True, None, [2]]), "pos": 0}, "format"),
        ({"type": "pick", "track": 0}, "format"),
        ({"type": "help", "track": 0, "pos": 0, "color": "red"}, "format"),
        ({"type": "place", "color": rng.choice(["green", "Red", 3, None]), "burner": 0},
         "format"),
        ({"type": "place", "color": "red", "burner": 0, "hole": 1.0}, "format"),
        ({"type": "to_pool", "color": rng.choice([None, "purple", ["red"]])}, "format"),
        ({"type": "from_pool"}, "format"),
        ({"type": "drink", "potion": rng.choice([5, None, ["wisdom-1"]])}, "format"),
        ({"type": "drink", "potion": "wisdom-1", "choice": [0, 0]}, "format"),
        ({"type": "end_turn", "keep": rng.choice(["red", ["green"], [1]])}, "format"),
        ({"type": "end_turn", "draw": rng.choice([[0.0], [True], 0, ["0"]])}, "format"),
        ({"type": "draft", "tile": rng.choice([7, None, {"id": "joy-1"}])}, "format"),
        # random dicts of a known type with random fields
        ({"type": rng.choice(ACTION_TYPES),
          **{rng.choice(["track", "pos", "color", "burner", "hole", "potion", "choice", "keep",
                         "draw", "tile"]): junk_value(rng) for _ in range(rng.randrange(4))}},
         None),
    ]
    legal = game.legal_actions()
    if legal:
        out.append((perturb(rng.choice(legal), rng), None))
    well_formed = [{"type": "pick", "track": 0, "pos": 0}, {"type": "help", "track": 1, "pos": 0},
                   {"type": "place", "color": "red", "burner": 0},
                   {"type": "to_pool", "color": "blue"}, {"type": "from_pool", "color": "black"},
                   {"type": "drink", "potion": "wisdom-1", "choice": {}},
                   {"type": "end_turn"}, {"type": "draft", "tile": "wisdom-1"}]
    if phase == "over":
        out.extend((a, "E5") for a in well_formed)
        return out
    if phase == "draft":
        out.extend((a, "S2") for a in well_formed if a["type"] != "draft")
        revealed = s["draft"]["revealed"]
        out.append(({"type": "draft", "tile": "joy-99"}, "S2"))
        hidden = [t for t in tile_list(s) if t not in revealed]
        if hidden:
            out.append(({"type": "draft", "tile": rng.choice(hidden)}, "S2"))
        return out
    tracks = s["dispenser"]
    # D2: the ninth marble and every position that holds nothing or lies outside the tracks.
    t = rng.randrange(5)
    bad_spots = [(t, 8), (t, rng.randrange(9, 20)), (t, -1), (5, 0), (-1, 0), (rng.randrange(5), 7)]
    bad_spots = [(tr, p) for tr, p in bad_spots
                 if not (0 <= tr < 5 and 0 <= p < 8 and p < len(tracks[tr]))]
    if phase == "tiebreak":
        out.extend((a, "F3") for a in well_formed if a["type"] != "pick")
        out.extend(({"type": "pick", "track": tr, "pos": p}, "D2") for tr, p in bad_spots)
        return out
    # phase "play"
    player = game.player
    turn = s["turn"]
    out.append(({"type": "draft", "tile": "wisdom-1"}, "S2"))
    for tr, p in bad_spots:
        out.append(({"type": "pick", "track": tr, "pos": p}, "T1" if turn["picked"] else "D2"))
        out.append(({"type": "help", "track": tr, "pos": p}, "T3" if turn["helped"] else "D2"))
    if turn["picked"]:
        out.append(({"type": "pick", "track": 0, "pos": 0}, "T1"))
    if turn["helped"]:
        out.append(({"type": "help", "track": 0, "pos": 0}, "T3"))
    absent = [c for c in COLORS if c not in player["hand"]]
    if absent:
        out.append(({"type": "place", "color": rng.choice(absent), "burner": 0}, "I2"))
        out.append(({"type": "to_pool", "color": rng.choice(absent)}, "I4"))
    if player["hand"]:
        color = rng.choice(player["hand"])
        out.append(({"type": "place", "color": color, "burner": rng.choice([2, -1, 9])}, "I2"))
        out.append(({"type": "place", "color": color, "burner": 0, "hole": 7}, "I2"))
        if game.fits(player, color):
            out.append(({"type": "to_pool", "color": color}, "I3"))
        elif len(player["pool"]) >= 3:
            out.append(({"type": "to_pool", "color": color}, "I4"))
    not_pooled = [c for c in COLORS if c not in player["pool"]]
    if not_pooled:
        out.append(({"type": "from_pool", "color": rng.choice(not_pooled)}, "I4"))
    others = other_players_potion(game)
    if others:
        out.append(({"type": "drink", "potion": rng.choice(others), "choice": {}}, "P1"))
    out.append(({"type": "drink", "potion": "wisdom-99", "choice": {"track": 0, "pos": 0}}, "P1"))
    drunk = [c["tile"] for c in player["completed"] if c["drunk"]]
    if drunk:
        out.append(({"type": "drink", "potion": rng.choice(drunk), "choice": {}}, "P1"))
    drinks = [a for a in legal if a["type"] == "drink"]
    if drinks:
        drink = rng.choice(drinks)
        out.append((dict(drink), "format"))             # no choice
        choice = rng.choice(game.legal_choices(drink))
        out.append((dict(drink, choice=perturb(choice, rng)), None))
    undrunk_stuck = [c["tile"] for c in player["completed"]
                     if not c["drunk"] and {"type": "drink", "potion": c["tile"]} not in legal]
    if undrunk_stuck:
        out.append(({"type": "drink", "potion": rng.choice(undrunk_stuck), "choice": {}},
                    "P11"))
    can_end = {"type": "end_turn"} in legal
    if not can_end:
        selectable = any(tracks[i][:8] for i in range(5))
        expected = "E0" if not turn["picked"] and selectable else "I3"
        out.append(({"type": "end_turn"}, expected))
    else:
        out.append(({"type": "end_turn", "draw": [0, 0, 0]}, "E2"))
        going = min(3 - len(player["pool"]), len(player["hand"]))
        out.append(({"type": "end_turn", "keep": ["red"] * (going + 1)}, "E1"))
    return out


def canon(value) -> str:
    """A strict identity for JSON data: ``True`` is not ``1`` and ``2.0`` is not ``2``."""
    return json.dumps(value, sort_keys=True)


def listed(action, legal) -> bool:
    """Whether ``action`` is in ``legal`` (a list, or a set made by ``canon_set``)."""
    if not isinstance(legal, (set, frozenset)):
        legal = canon_set(legal)
    return canon(action) in legal


def canon_set(actions) -> frozenset:
    return frozenset(canon(a) for a in actions)


def attempt(game, action, expected: str | None, legal: list[dict]):
    """Tries an action expected to be refused; returns its events if it was accepted."""
    before = game.to_state()
    try:
        events = game.apply(action)
    except RuleError as error:
        assert isinstance(error, ValueError)
        assert error.rule in REFUSAL_RULES, (action, error.rule)
        if expected is not None:
            assert error.rule == expected, (action, error.rule, str(error))
        assert isinstance(str(error), str) and str(error)
        assert game.to_state() == before, f"refused {action!r} changed the state"
        if isinstance(action, dict) and action.get("type") in ENUMERATED:
            assert not listed(action, legal), f"listed {action!r} was refused: {error}"
        if isinstance(action, dict) and action.get("type") == "place" and "hole" in action:
            assert not listed(action, legal), f"listed {action!r} was refused: {error}"
        return None
    assert expected is None, f"{action!r} was accepted; expected a refusal under {expected}"
    kind = action["type"]
    if kind in ENUMERATED or (kind == "place" and "hole" in action):
        assert listed(action, legal), f"{action!r} was accepted but is not listed"
    elif kind == "place":
        assert any(a["type"] == "place" and a["color"] == action["color"]
                   and a["burner"] == action["burner"] for a in legal)
    elif kind == "drink":
        assert {"type": "drink", "potion": action["potion"]} in legal
    elif kind == "end_turn":
        assert {"type": "end_turn"} in legal
    return events


def check_listed_accepted(game, legal: list[dict], rng: random.Random, sample: int | None):
    """Every listed action (or a sample of them) is accepted by ``apply`` on a clone."""
    chosen = legal if sample is None or len(legal) <= sample else rng.sample(legal, sample)
    for action in chosen:
        if action["type"] in ("drink", "end_turn"):
            choices = game.legal_choices(action)
            assert choices, f"{action!r} is listed with no legal choice"
            assert choices == game.legal_choices(action)
            picked = choices if sample is None and len(choices) <= 50 else \
                rng.sample(choices, min(len(choices), 3))
            for choice in picked:
                full = dict(action, choice=choice) if action["type"] == "drink" \
                    else dict(action, **choice)
                game.clone().apply(full)
        else:
            game.clone().apply(action)


# ----- the random game -------------------------------------------------------------------------

@st.composite
def game_setups(draw):
    n = draw(st.integers(2, 4))
    options = {"market": draw(st.sampled_from(["stacks", "market"])),
               "remove": draw(st.sampled_from([None, "beginner", ["sands", "lava"],
                                               ["wisdom", "love"], ["joy", "abyssal"]])),
               "first": draw(st.integers(0, n - 1))}
    countdown = draw(st.one_of(st.none(), st.none(), st.integers(0, 7)))
    if countdown is not None:
        options["countdown"] = countdown
    capacity = draw(st.sampled_from([16, 16, 16, 17, 20]))
    if capacity != 16:
        options["track_capacity"] = capacity
    return {"players": n, "seed": draw(st.integers(0, 2**63)), "options": options,
            "driver": draw(st.integers(0, 2**32)),
            "illegal": draw(st.sampled_from([0.0, 0.25, 0.6])),
            "wild": draw(st.sampled_from([0.0, 0.3, 0.7]))}


def run_game(setup: dict, *, exhaustive_every: int = 0, sample: int = 4) -> dict:
    """Plays one game under the driver, checking every invariant after every step."""
    game = Game.new(setup["players"], seed=setup["seed"], **setup["options"])
    rng = random.Random(setup["driver"])
    initial = game.to_state()
    start = start_record(initial)
    actions: list = []
    states = [initial]
    step = 0
    while game.phase != "over":
        state = game.to_state()
        check_invariants(state, start)
        assert Game.from_state(state).to_state() == state, "from_state(to_state()) round-trip"
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.phase}"
        assert game.legal_actions() == legal, "legal_actions() is not deterministic"
        assert Game.from_state(state).legal_actions() == legal
        every = exhaustive_every and step % exhaustive_every == 0
        check_listed_accepted(game, legal, rng, None if every else sample)
        assert game.to_state() == state, "checking legal actions on clones changed the game"

        action, events = None, None
        if rng.random() < setup["illegal"]:
            candidates = illegal_candidates(game, rng)
            for candidate, expected in rng.sample(candidates, min(3, len(candidates))):
                events = attempt(game, candidate, expected, legal)
                if events is not None:      # a random action that happened to be legal
                    action = candidate
                    break
        if action is None:
            action = choose_legal(game, legal, rng, setup["wild"])
            events = game.apply(action)
        after = game.to_state()
        assert after != state, f"accepted {action!r} changed nothing"
        game.undo()
        assert game.to_state() == state, f"undo after {action!r} did not restore the state"
        assert game.apply(action) == events, "re-applying gave other events (D12)"
        assert game.to_state() == after, "re-applying gave another state (D12)"
        actions.append(action)
        states.append(after)
        step += 1
        assert len(actions) <= MAX_ACCEPTED, "E5: the game did not end"
    final = game.to_state()
    check_invariants(final, start)
    assert game.legal_actions() == []
    for action, expected in illegal_candidates(game, rng):     # E5: nothing after the end
        assert attempt(game, action, expected, []) is None
    assert game.winners(), "F2: a finished game has winners"
    return {"game": game, "actions": actions, "states": states, "final": final}


@settings(SETTINGS, max_examples=16)
@given(setup=game_setups())
def test_random_games_keep_every_invariant(setup):
    """D11 conservation, I4 pool, I1 burners, D3 capacity, refusals change nothing (format,
    D2, T1, T3, I2, I3, I4, P1, P11, E0, E1, E2, S2, F3, E5), round-trip, undo, E5 game ends."""
    result = run_game(setup)
    game = result["game"]
    # undo walks the whole game back to its start, then refuses.
    for expected in reversed(result["states"][:-1]):
        game.undo()
        assert game.to_state() == expected
    with pytest.raises(HistoryError):
        game.undo()


@settings(SETTINGS, max_examples=6)
@given(setup=game_setups())
def test_same_seed_and_actions_give_the_same_game(setup):
    """D12: replaying the recorded actions on a fresh game with the same seed and options gives
    the same final state, recording or not (``record=False``), and from a saved mid-game
    state too."""
    result = run_game(setup, sample=1)
    actions, final = result["actions"], result["final"]

    def replay(game, todo):
        for action in todo:
            game.apply(action)
        return game.to_state()

    new = dict(players=setup["players"], seed=setup["seed"], **setup["options"])
    assert replay(Game.new(**new), actions) == final
    quick = Game.new(**new, record=False)
    assert replay(quick, actions) == final
    assert not quick.can_undo
    middle = random.Random(setup["driver"]).randrange(len(actions))
    resumed = Game.from_state(result["states"][middle], record=False)
    assert replay(resumed, actions[middle:]) == final


@settings(SETTINGS, max_examples=2)
@given(setup=game_setups())
def test_every_listed_action_and_choice_is_accepted(setup):
    """Every action ``legal_actions()`` lists (and every choice of a listed drink or end of
    turn, up to 50) is accepted by ``apply`` on a clone, at every 3rd step of a game."""
    run_game(dict(setup, illegal=0.0), exhaustive_every=3)


# ----- short games with hypothesis choosing each action ---------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False, width=16)
    | st.sampled_from(["red", "blue", "black", "yellow", "green", "wisdom-1", "joy-3", ""]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["track", "pos", "count", "player", "tracks", "holes",
                                       "positions", "potion", "choice"]), inner, max_size=3),
    max_leaves=6)
random_actions = st.one_of(
    json_values,
    st.fixed_dictionaries({"type": st.sampled_from(ACTION_TYPES)},
                          optional={k: json_values for k in
                                    ("track", "pos", "color", "burner", "hole", "potion",
                                     "choice", "keep", "draw", "tile")}))


@settings(SETTINGS, max_examples=25)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), market=st.booleans(), data=st.data())
def test_hypothesis_chosen_actions_are_refused_cleanly_or_listed(n, seed, market, data):
    """Any JSON-like action is either accepted (and then listed by ``legal_actions``) or
    refused with a RULES.md ID or "format", leaving the state equal (D12, round-trip)."""
    game = Game.new(n, seed=seed, market="market" if market else "stacks")
    start = start_record(game.to_state())
    rng = random.Random(seed)
    for _ in range(40):
        if game.phase == "over":
            break
        legal = game.legal_actions()
        if data.draw(st.booleans(), label="legal?"):
            index = data.draw(st.integers(0, len(legal) - 1), label="legal index")
            game.apply(complete(game, legal[index], rng))
        else:
            attempt(game, data.draw(random_actions, label="action"), None, legal)
        state = game.to_state()
        check_invariants(state, start)
        assert Game.from_state(state).to_state() == state


# ----- a few fixed cases ----------------------------------------------------------------------

def test_refused_action_keeps_history_intact():
    """A refusal (D2, the ninth marble) leaves undo history as it was."""
    game = Game.new(2, seed=3)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    before = game.to_state()
    with pytest.raises(RuleError) as refused:
        game.apply({"type": "pick", "track": 0, "pos": 8})
    assert refused.value.rule == "D2"
    game.undo()     # takes back the last draft pick, not the refusal
    assert game.phase == "draft"
    game.apply(game.legal_actions()[0])
    assert game.to_state() == before


def test_from_state_of_finished_random_game_refuses_everything_with_e5():
    """E5: a finished game accepts no action; its state still round-trips."""
    result = run_game({"players": 2, "seed": 11, "options": {"market": "stacks"},
                       "driver": 5, "illegal": 0.0, "wild": 0.0}, sample=1)
    game = Game.from_state(result["final"])
    assert game.phase == "over" and game.legal_actions() == []
    with pytest.raises(RuleError) as refused:
        game.apply({"type": "end_turn"})
    assert refused.value.rule == "E5"
    with pytest.raises(StateError):
        Game.from_state({**result["final"], "phase": "finished"})


# ----- the listing is complete: whatever is accepted is listed ---------------------------------

def accepted(game, action) -> bool:
    """Whether ``apply`` accepts ``action`` (then taken back with ``undo``)."""
    try:
        game.apply(action)
    except RuleError:
        return False
    game.undo()
    return True


SPOT_CHOICES = [{"track": t, "pos": p} for t in range(-1, 6) for p in range(-1, 10)]
BALM_CHOICES = [dict(spot, count=c) for spot in SPOT_CHOICES for c in range(10)
                if 0 <= spot["track"] < 5 or c == 2]
LAVA_CHOICES = [{"track": t, "positions": list(c)} for t in range(-1, 6)
                for k in range(0, 7) for c in combinations(range(-1, 10), k)]


def effect_candidates(game, kind: str, rng: random.Random) -> list[dict]:
    """A superset of the legal choices of an effect: right and wrong values of each field."""
    if kind in ("wisdom", "magnetic"):
        return SPOT_CHOICES
    if kind == "balm":
        return BALM_CHOICES
    if kind == "love":
        return [{"player": i} for i in range(-1, 5)]
    if kind == "abyssal":
        subsets = [list(c) for k in range(6) for c in combinations(range(5), k)]
        return ([{"tracks": s} for s in subsets] + [{"tracks": s[::-1]} for s in subsets]
                + [{"tracks": [0, 0]}, {"tracks": [5]}, {"tracks": [-1, 0]}])
    if kind == "lava":
        return rng.sample(LAVA_CHOICES, 150) + [{"track": 0, "positions": [0, 0]}]
    if kind == "joy":
        burners = game.player["burners"]
        holes = [[b, h] for b, burner in enumerate(burners) if burner is not None
                 for h in range(len(burner["filled"]))] + [[2, 0], [0, -1]]
        size = min(len(game.player["pool"]), len(holes))
        sizes = [k for k in (size - 1, size, size + 1) if 0 <= k <= len(holes)]
        return [{"holes": rng.sample(holes, rng.choice(sizes))} for _ in range(100)] + \
            rng.sample(EFFECTS["joy"].choices(game), min(50, len(EFFECTS["joy"].choices(game))))
    if kind == "sands":
        result = []
        for entry in game.player["completed"]:
            inner_kind = game.tile(entry["tile"]).kind
            if inner_kind == "sands":
                result.append({"potion": entry["tile"], "choice": {}})
                continue
            inner = effect_candidates(game, inner_kind, rng)
            result += [{"potion": entry["tile"], "choice": c}
                       for c in rng.sample(inner, min(len(inner), 40))]
        return result
    raise AssertionError(kind)


def normal_choice(game, kind: str, choice: dict) -> str:
    """Choices that mean the same thing (the order of abyssal tracks or lava positions)."""
    if kind == "abyssal" and isinstance(choice.get("tracks"), list):
        choice = dict(choice, tracks=sorted(choice["tracks"]))
    if kind == "lava" and isinstance(choice.get("positions"), list):
        choice = dict(choice, positions=sorted(choice["positions"]))
    if kind == "sands" and choice.get("potion") in {c["tile"] for c in game.player["completed"]}:
        inner = game.tile(choice["potion"]).kind
        if inner != "sands" and isinstance(choice.get("choice"), dict):
            choice = dict(choice, choice=json.loads(normal_choice(game, inner, choice["choice"])))
    return canon(choice)


def check_listing_complete(game, rng: random.Random) -> None:
    """Every candidate action is accepted exactly when ``legal_actions`` (and, for drinks and
    the end of the turn, ``legal_choices``) lists it."""
    s = game.state
    legal = canon_set(game.legal_actions())
    grid = [{"type": kind, "track": t, "pos": p} for kind in ("pick", "help")
            for t in range(-1, 6) for p in range(-1, 10)]
    grid += [{"type": "place", "color": c, "burner": b, "hole": h} for c in COLORS
             for b in range(-1, 3) for h in range(-1, 8)]
    grid += [{"type": kind, "color": c} for kind in ("to_pool", "from_pool") for c in COLORS]
    grid += [{"type": "draft", "tile": t} for t in tile_list(s)]
    for action in grid:
        assert accepted(game, action) == listed(action, legal), action
    player = game.player if s["phase"] == "play" else None
    if player is None:
        return
    for entry in player["completed"] + [{"tile": t, "drunk": False}
                                        for t in other_players_potion(game)]:
        drink = {"type": "drink", "potion": entry["tile"]}
        if not listed(drink, legal):
            candidates = effect_candidates(game, game.tile(entry["tile"]).kind, rng)
            assert not any(accepted(game, dict(drink, choice=c))
                           for c in rng.sample(candidates, min(len(candidates), 20)))
            continue
        kind = game.tile(entry["tile"]).kind
        allowed = {normal_choice(game, kind, c) for c in game.legal_choices(drink)}
        for choice in effect_candidates(game, kind, rng):
            ok = accepted(game, dict(drink, choice=choice))
            assert ok == (normal_choice(game, kind, choice) in allowed), (drink, choice, ok)
    end = {"type": "end_turn"}
    if not listed(end, legal):
        assert not accepted(game, end)
        return
    assert accepted(game, end)
    choices = game.legal_choices(end)
    allowed = {canon({"keep": sorted(c["keep"], key=COLORS.index), "draw": c["draw"]})
               for c in choices}
    going = min(3 - len(player["pool"]), len(player["hand"]))
    keeps = [list(c) for k in {going - 1, going, going + 1} if k >= 0
             for c in combinations_with_replacement(COLORS, k)]
    empty = player["burners"].count(None)
    draws = [list(d) for k in range(empty + 2) for d in product(range(-1, 6), repeat=k)]
    first = choices[0]
    for action in ([dict(end, keep=k, draw=first["draw"]) for k in keeps]
                   + [dict(end, keep=first["keep"], draw=d) for d in draws]):
        key = canon({"keep": sorted(action["keep"], key=COLORS.index), "draw": action["draw"]})
        assert accepted(game, action) == (key in allowed), action


@settings(SETTINGS, max_examples=4)
@given(setup=game_setups())
def test_whatever_is_accepted_is_listed(setup):
    """``legal_actions`` and ``legal_choices`` are complete: across a grid of candidate
    actions and choices (D2 positions, I2 holes, I4 pool moves, P3-P10 choices, E1 keeps,
    E2 draws), ``apply`` accepts exactly the listed ones."""
    game = Game.new(setup["players"], seed=setup["seed"], **setup["options"])
    rng = random.Random(setup["driver"])
    step = 0
    while game.phase != "over":
        legal = game.legal_actions()
        if step % 9 == 0 or (step % 3 == 1 and any(a["type"] == "drink" for a in legal)):
            check_listing_complete(game, rng)
        game.apply(choose_legal(game, legal, rng, setup["wild"]))
        step += 1
