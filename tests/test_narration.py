"""The learner's language (``potion_widget.games.potion.words``): every event of real games told in every
perspective, every legal move described, without engine ids, dicts or "(s)" plurals.

The corpus is played, not written: seeded games of 2 to 4 players (one with the market, some
with a player literally named "You") and every packaged scenario, its claims and a game played
on from its position. Expectations come from the engine's own events and state.
"""

from __future__ import annotations

import json
import random
import re
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget.games.potion import words as narration
from potion_widget.lessons import scenarios
from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.engine import COLORS, KINDS, Game, RuleError, Tile, kind_name
from potion_widget.i18n.messages import catalog, render
from potion_widget.games.potion.words import (colors_phrase, describe_action, marbles_phrase, potion_label, story,
                                              tell, turn_summary)

ROOT = Path(__file__).resolve().parents[1]
ENGINE_MESSAGES = json.loads((ROOT / "potion_widget/data/messages/en/engine.json").read_text("utf-8"))
EVENT_KEYS = sorted(k for k in ENGINE_MESSAGES if k.startswith("event.") and not k.endswith(".one"))

TILE_ID = re.compile(r"\b[a-z]+-\d\b")
RULE_SUFFIX = re.compile(r"\((?:[A-Z]\d+|format)\)\s*$")
APOSTROPHE_NOT_POSSESSIVE = re.compile(r"'(?!s\b)")
PRONOUN_NAMES = ("You", "you")
BARE_YOUS = re.compile(r"(?<!Player )\b[Yy]ou's")
"""``"It is You's turn"``: a player named "You" must be written "Player You"."""
SEAT_SUBJECT = {"event.play_started", "event.tiebreak_pick", "event.tiebreak_nothing"}
"""Events whose subject is the seat in their ``player`` field, not the actor."""
TABLE_NEWS = {"event.tiebreak", "event.game_over"}
"""News for the whole table: in the hot seat (a shared screen) they name every player."""


def problems(text: str) -> list[str]:
    """What a learner must never read in ``text``."""
    found = []
    if not isinstance(text, str) or not text.strip():
        return ["empty"]
    if TILE_ID.search(text):
        found.append(f"a tile id: {TILE_ID.search(text).group()}")
    for bad in ("{", "}", "[", "]", '"', "(s)", "None", "  "):
        if bad in text:
            found.append(f"{bad!r}")
    if APOSTROPHE_NOT_POSSESSIVE.search(text):
        found.append("a quote that is not a possessive")
    if BARE_YOUS.search(text):
        found.append("a possessive of the bare name You")
    return found


def shown_name(name: str) -> str:
    """How a third person is named: a name that is a pronoun of the reader gets its prefix."""
    return render("narr.named", {"name": name}) if name.strip().casefold() == "you" else name


# ----- the corpus ------------------------------------------------------------------------

class Told(NamedTuple):
    event: dict
    actor: int
    names: tuple[str, ...]
    texts: dict          # perspective label -> text
    readers: dict        # perspective label -> the ``you`` given
    potion: tuple | None # (kind name, points) of the event's tile, read from the game


class Turn(NamedTuple):
    events: list
    actor: int
    names: tuple[str, ...]
    score: int
    summaries: dict      # perspective label -> summary


def perspectives(actor: int, seats: int) -> dict:
    """The readers each event is told to: the hot seat, a spectator, the actor alone, and
    each other seat alone."""
    readers = {"hot": None, "nobody": frozenset(), "actor": frozenset({actor})}
    for seat in range(seats):
        if seat != actor:
            readers[f"seat{seat}"] = frozenset({seat})
    return readers


def record(game: Game, action: dict, told: list, turns: list, turn: list) -> None:
    """Applies ``action`` and tells its events at once, to the game right after it."""
    actor = game.current
    names = tuple(p["name"] for p in game.state["players"])
    events = game.apply(action)
    readers = perspectives(actor, len(names))
    for event in events:
        texts = {label: tell(event, game, actor=actor, you=you) for label, you in readers.items()}
        tile_id = event.get("tile") or event.get("potion")
        potion = None
        if tile_id:
            tile = game.tile(tile_id)
            potion = (kind_name(tile.kind), tile.points)
        told.append(Told(event, actor, names, texts, readers, potion))
    turn.extend(events)
    if game.current != actor or game.phase == "over" or any(e["type"] == "turn_passed" for e in events):
        summaries = {label: turn_summary(list(turn), game, actor=actor, you=you)
                     for label, you in readers.items()}
        turns.append(Turn(list(turn), actor, names, game.scores()[actor], summaries))
        turn.clear()


def play_on(game: Game, rng: random.Random, told: list, turns: list, positions: list,
            limit: int = 3000) -> None:
    """Plays ``game`` to its end with seeded plausible moves, recording what is told."""
    turn: list = []
    for _ in range(limit):
        if game.phase == "over":
            return
        legal = game.legal_actions()
        if len(positions) < 400 and rng.random() < 0.25:
            positions.append(game.clone())
        action = plausible_move(game, rng, legal) if game.phase == "play" else rng.choice(legal)
        record(game, action, told, turns, turn)


GAMES = [
    (["Ana", "Ben"], 1, {}),
    (["Ana", "Ben", "Cleo"], 2, {}),
    (["Ana", "Ben", "Cleo", "Dan"], 3, {"market": "market"}),
    (["You", "Computer"], 4, {}),
    (["Computer", "you", "James"], 5, {"market": "market"}),
    (["Ana", "Ben", "You", "Dan"], 6, {}),
    (["Ana", "Ben"], 7, {"market": "market"}),
    (["Iris", "You", "Otto"], 8, {}),
]


def scenario_games():
    """Every scenario as it is, and with its second player renamed "You"."""
    for name in scenarios.names():
        state = scenarios.info(name)["state"]
        yield name, Game.from_state(state)
        renamed = json.loads(json.dumps(state))
        renamed["players"][1]["name"] = "You"
        yield name, Game.from_state(renamed)


@lru_cache(maxsize=None)
def corpus():
    """(told events, turns, positions) of the seeded games and the scenarios."""
    told, turns, positions = [], [], []
    for names, seed, options in GAMES:
        game = Game.new(names, seed=seed, remove=None, **options)
        play_on(game, random.Random(seed), told, turns, positions)
    for name, game in scenario_games():
        for claim in scenarios.claims(name):
            trial, turn = game.clone(), []
            try:
                for action in claim.get("before", []) + [claim["action"]]:
                    record(trial, action, told, turns, turn)
            except RuleError:
                pass        # a claim about a refusal: nothing to tell
        positions.append(game.clone())
        # a scenario may never end (an empty dispenser): a few hundred actions tell enough
        play_on(game.clone(), random.Random(len(told)), told, turns, positions, limit=300)
    return told, turns, positions


# ----- events ------------------------------------------------------------------------------

def test_every_event_the_engine_can_emit_has_a_teller():
    assert set(EVENT_KEYS) <= set(narration._TELLERS)


def test_the_played_corpus_emits_every_event_of_the_engine():
    told, _, _ = corpus()
    assert set(EVENT_KEYS) <= {t.event["key"] for t in told}


def test_every_real_event_is_told_cleanly_in_every_perspective():
    told, _, _ = corpus()
    unknown = render("tell.unknown")
    for t in told:
        for label, text in t.texts.items():
            assert text != unknown, (t.event, label)
            assert not problems(text), (problems(text), text, t.event["key"], label)
            assert not RULE_SUFFIX.search(text), text
            assert text[-1] in ".!", text
            assert "Next to play: You." not in text and "It is You" not in text, text


def subject(t: Told) -> int:
    return t.event["player"] if t.event["key"] in SEAT_SUBJECT else t.actor


def test_a_third_person_sentence_starts_with_the_name_of_who_acted():
    told, _, _ = corpus()
    checked = 0
    for t in told:
        they = catalog().get(t.event["key"].replace("event.", "tell.", 1) + ".they", "")
        if not they.startswith("{name}"):
            continue
        text = t.texts["nobody"]
        assert text.startswith(shown_name(t.names[subject(t)])), (text, t.event["key"])
        checked += 1
    assert checked > 1000


def test_the_actor_is_spoken_to_in_the_second_person_in_the_hot_seat():
    told, _, _ = corpus()
    third_person = re.compile(r"^You (takes|puts|asks|completes|moves|keeps|has|draws|drinks|"
                              r"uses|sends|earns|gets)\b")
    for t in told:
        key = t.event["key"].replace("event.", "tell.", 1)
        you = catalog().get(key + ".you", "")
        if you.startswith("You ") and subject(t) == t.actor and t.event["key"] not in TABLE_NEWS:
            text = t.texts["hot"]
            assert text.startswith("You ") and not third_person.match(text), text
            assert text == t.texts["actor"]
            assert text != t.texts["nobody"]
            assert t.names[t.actor] not in text or t.names[t.actor] in ("You", "you") \
                or t.event["key"] == "event.game_over", text


def test_news_for_the_whole_table_names_the_players_in_the_hot_seat():
    told, _, _ = corpus()
    news = [t for t in told if t.event["key"] in TABLE_NEWS]
    assert {t.event["key"] for t in news} == TABLE_NEWS
    for t in news:
        assert t.texts["hot"] == t.texts["nobody"]
        assert t.texts["actor"] != t.texts["nobody"] or t.event["key"] == "event.game_over" \
            and t.actor not in t.event["winners"]


def test_a_player_named_you_is_written_by_name_in_the_third_person():
    told, _, _ = corpus()
    seen = 0
    for t in told:
        for label, text in t.texts.items():
            you = t.readers[label]
            reader_seats = {t.actor} if you is None else set(you)
            if subject(t) in reader_seats or t.names[subject(t)] not in PRONOUN_NAMES:
                continue
            assert not re.match(r"^You \w+s\b", text), text
            if text.startswith(render("narr.named", {"name": t.names[subject(t)]})):
                seen += 1
    assert seen > 100


def test_the_turn_passes_to_you_or_to_someone_named():
    told, _, _ = corpus()
    passes = [t for t in told if t.event["type"] == "turn_passed"]
    assert passes
    for t in passes:
        following = t.event["player"]
        name = shown_name(t.names[following])
        assert t.texts["hot"] == render("tell.turn_passed.you_named", {"name": name})
        assert t.texts["nobody"] == render("tell.turn_passed.they", {"name": name})
        assert t.texts[f"seat{following}"] == render("tell.turn_passed.you")
        assert all("'s turn" not in text for text in t.texts.values())


def test_the_elixir_tells_the_robbed_player_it_is_their_pool():
    told, _, _ = corpus()
    robberies = [t for t in told if t.event["key"] == "event.took_pool"]
    assert robberies
    for t in robberies:
        victim, thief = t.event["player"], t.actor
        marbles = marbles_phrase(t.event["colors"])
        robbed = t.texts[f"seat{victim}"]
        assert robbed.startswith(shown_name(t.names[thief])) and "your whole pool" in robbed
        assert shown_name(t.names[victim]) + "'s whole pool" in t.texts["nobody"]
        assert t.texts["hot"].startswith("You take ") and marbles in t.texts["hot"]


def test_marbles_are_counted_as_the_engine_moved_them():
    told, _, _ = corpus()
    for t in told:
        colors = t.event.get("colors")
        if t.event["type"] in ("took", "discarded", "removed", "to_pool") and colors \
                and t.event["key"] != "event.took_pick":
            assert marbles_phrase(colors) in t.texts["nobody"], t.texts["nobody"]


def test_a_potion_is_told_by_its_kind_and_points():
    told, _, _ = corpus()
    labelled = [t for t in told if t.potion]
    assert len(labelled) > 100
    for t in labelled:
        name, points = t.potion
        for text in t.texts.values():
            assert f"{name} ({points} point" in text, text


# ----- whole turns and stories -------------------------------------------------------------

def test_a_turn_summary_counts_the_turn_and_gives_the_score():
    _, turns, _ = corpus()
    assert len(turns) > 200
    for turn in turns:
        taken = sum(len(e["colors"]) for e in turn.events if e["type"] == "took") \
            + sum(1 for e in turn.events if e["type"] == "helped") \
            + sum(e["count"] for e in turn.events if e["key"] == "event.tiebreak_pick")
        for label, text in turn.summaries.items():
            if not text:
                assert not taken, turn.events
                continue
            assert not problems(text), text
            assert text.endswith(f" {turn.score}."), text
            if taken:
                assert render("summary.took", {"count": taken}) in text, text
            if label == "nobody":
                assert text.startswith(shown_name(turn.names[turn.actor]) + "'s turn"), text
            if label in ("hot", "actor"):
                assert text.startswith("Your turn: you "), text
        for e in turn.events:
            if e["type"] == "completed":
                assert "completed" in turn.summaries["nobody"]


def test_one_seat_given_alone_is_that_reader():
    told, _, _ = corpus()
    game = scenarios.load("potion-love")
    for t in told[:300]:
        for seat in range(len(t.names)):
            if seat < len(game.state["players"]) and t.event["key"] != "event.took_pool":
                assert tell(t.event, game, actor=t.actor, you=seat) == \
                    tell(t.event, game, actor=t.actor, you={seat})


def test_nothing_happened_is_an_empty_summary():
    game = Game.new(["Ana", "Ben"], seed=1)
    assert turn_summary([], game, actor=0) == ""


def test_a_story_numbers_the_sentences_and_cites_each_rule():
    game = Game.new(["Ana", "Ben"], seed=3, remove=None)
    rng = random.Random(3)
    while game.phase == "draft":
        game.apply(rng.choice(game.legal_actions()))
    pick = next(a for a in game.legal_actions() if a["type"] == "pick")
    actor = game.current
    events = game.apply(pick)
    lines = story(events, game, actor=actor, you={1 - actor}).split("\n")
    assert len(lines) == len(events)
    for number, (line, event) in enumerate(zip(lines, events, strict=True), 1):
        text = tell(event, game, actor=actor, you={1 - actor})
        assert line == f"{number}. {text} ({event['rule']})"


# ----- moves --------------------------------------------------------------------------------

def check_move(text: str, action: dict) -> None:
    assert not problems(text), (problems(text), text, action)
    assert text != render("move.unknown") and render("effect.unknown") not in text, action
    assert text[0].islower() and not text.endswith("."), text


def test_every_legal_action_and_choice_is_described_in_plain_words():
    _, _, positions = corpus()
    kinds = set()
    for game in positions:
        for action in game.legal_actions():
            text = describe_action(action, game)
            check_move(text, action)
            if action["type"] in ("pick", "help"):
                color = game.state["dispenser"][action["track"]][action["pos"]]
                assert f"the {color} marble at track {action['track']}, position {action['pos']}" \
                    in text
            if action["type"] in ("drink", "end_turn"):
                choices = game.legal_choices(action)
                for choice in choices[:: max(1, len(choices) // 60)]:
                    full = {**action, "choice": choice} if action["type"] == "drink" \
                        else {**action, **choice}
                    described = describe_action(full, game)
                    check_move(described, full)
                    assert described != text or action["type"] == "end_turn"
                if action["type"] == "drink":
                    kinds.add(game.tile(action["potion"]).kind)
                    assert potion_label(game, action["potion"]) in text
            if action["type"] == "place":
                tile = game.player["burners"][action["burner"]]["tile"]
                assert potion_label(game, tile) in text
    assert kinds == set(KINDS)


def test_a_sands_of_time_describes_the_effect_it_repeats():
    game = scenarios.load("potion-sands")
    drink = next(a for a in game.legal_actions() if a["type"] == "drink"
                 and game.tile(a["potion"]).kind == "sands")
    for choice in game.legal_choices(drink):
        text = describe_action({**drink, "choice": choice}, game)
        inner = narration.effect_phrase(game, choice["potion"], choice["choice"])
        assert potion_label(game, choice["potion"]) in text and inner in text


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=8)
                    | st.sampled_from(list(COLORS) + ["wisdom-1", "sands-2", "lava-3"]),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
FIELDS = st.fixed_dictionaries({}, optional={
    "track": JSON, "pos": JSON, "color": JSON, "burner": JSON, "hole": JSON, "keep": JSON,
    "draw": JSON, "tile": JSON, "potion": JSON, "choice": JSON, "player": JSON, "colors": JSON,
    "params": JSON, "marbles": JSON, "winners": JSON, "scores": JSON, "players": JSON})


@settings(max_examples=300, deadline=None)
@given(kind=st.sampled_from(["pick", "help", "place", "to_pool", "from_pool", "drink",
                             "end_turn", "draft", "jump", None]), fields=FIELDS)
def test_a_malformed_action_is_described_without_raising_or_leaking_a_dict(kind, fields):
    game = scenarios.load("potion-sands")
    text = describe_action({"type": kind, **fields}, game)
    assert isinstance(text, str) and text.strip()
    assert "{" not in text and "}" not in text and "None" not in text


@settings(max_examples=300, deadline=None)
@given(key=st.sampled_from(EVENT_KEYS + ["event.nothing", None]), fields=FIELDS,
       you=st.sampled_from([None, frozenset(), frozenset({0}), frozenset({1})]))
def test_a_malformed_event_is_told_without_raising(key, fields, you):
    game = scenarios.load("potion-love")
    text = tell({"key": key, "type": "x", "rule": "D7", **fields}, game, actor=0, you=you)
    assert isinstance(text, str) and text.strip()


def test_an_action_that_is_not_a_dict_is_an_unknown_action():
    game = Game.new(["Ana", "Ben"], seed=2)
    for action in (None, 3, "pick", ["pick"], {}):
        assert describe_action(action, game) == render("move.unknown")


# ----- words --------------------------------------------------------------------------------

class OneTile:
    """A game-like object knowing one tile only (the catalog has no 1-point tile)."""

    def __init__(self, points: int):
        self.points = points

    def tile(self, tile_id):
        if tile_id != "t":
            raise KeyError(tile_id)
        return Tile("wisdom", ("red",), self.points, False)


def test_a_potion_label_is_its_kind_and_its_points():
    game = Game.new(["Ana", "Ben"], seed=1)
    for tile_id, tile in game.tiles.items():
        label = potion_label(game, tile_id)
        assert label.startswith(kind_name(tile.kind)) and f"({tile.points} points)" in label
    assert potion_label(OneTile(1), "t") == f"{kind_name('wisdom')} (1 point)"
    assert potion_label(OneTile(2), "t") == f"{kind_name('wisdom')} (2 points)"
    assert not TILE_ID.search(potion_label(game, "nothing-9"))


@given(st.lists(st.sampled_from(COLORS), max_size=12))
def test_a_list_of_marbles_is_counted_in_words(colors):
    phrase = marbles_phrase(colors)
    counts = [int(n) for n in re.findall(r"\b(\d+) \w+ marbles?\b", phrase)]
    assert sum(counts) == len(colors)
    assert not re.search(r"\b1 \w+ marbles\b", phrase)
    assert not re.search(r"\b([02-9]|\d\d+) \w+ marble\b", phrase)
    assert sum(int(n) for n in re.findall(r"\d+", colors_phrase(colors))) == len(colors)
    if len(set(colors)) > 1:
        assert " and " in phrase and "," not in phrase.rsplit(" and ", 1)[1]


# ----- refusals ------------------------------------------------------------------------------

def refusal_templates():
    return {k: v for k, v in catalog().items() if k.startswith("refuse.")}


def test_no_refusal_speaks_of_marble_s_or_of_a_tile_id():
    for key, template in refusal_templates().items():
        assert "(s)" not in template, key
        if not key.startswith("refuse.format."):
            assert "{tile}" not in template and "{potion}" not in template, key


def position_with_a_ninth_marble(kind: str):
    """A game in play whose active player holds an undrunk ``kind`` potion, and a track
    holding more than 8 marbles."""
    game = Game.new(["Ana", "Ben"], seed=11, remove=["joy", "sands"])
    rng = random.Random(11)
    while game.phase == "draft":
        game.apply(rng.choice(game.legal_actions()))
    state = game.to_state()
    tile = next(t for stack in state["stacks"] for t in stack if t.startswith(kind + "-"))
    for stack in state["stacks"]:
        if tile in stack:
            stack.remove(tile)
    state["players"][state["current"]]["completed"].append({"tile": tile, "drunk": False})
    game = Game.from_state(state)
    track = next(t for t, column in enumerate(game.state["dispenser"]) if len(column) > 9)
    return game, tile, track


@pytest.mark.parametrize("kind,choice,rule", [
    ("wisdom", lambda t, c: {"track": t, "pos": 8}, "P3"),
    ("magnetic", lambda t, c: {"track": t, "pos": 7}, "P4"),
    ("balm", lambda t, c: {"track": t, "pos": 7, "count": 2}, "P6"),
    ("lava", lambda t, c: {"track": t, "positions": [8]}, "P10"),
])
def test_a_potion_reaching_for_the_ninth_marble_is_told_it_is_never_taken(kind, choice, rule):
    game, tile, track = position_with_a_ninth_marble(kind)
    column = game.state["dispenser"][track]
    if kind in ("magnetic", "balm"):        # make positions 7 and 8 fit the potion but for D2
        column[7] = column[8] if kind == "balm" else next(c for c in COLORS if c != column[8])
    before = game.to_state()
    with pytest.raises(RuleError) as refused:
        game.apply({"type": "drink", "potion": tile, "choice": choice(track, column)})
    assert refused.value.rule == rule
    assert refused.value.key == "refuse.effect_ninth_marble"
    assert "ninth marble" in str(refused.value) and "never" in str(refused.value)
    assert "(D2)" in str(refused.value)
    assert game.to_state() == before


def test_a_potion_reaching_above_the_ninth_marble_finds_nothing_there():
    game, tile, track = position_with_a_ninth_marble("wisdom")
    with pytest.raises(RuleError) as refused:
        game.apply({"type": "drink", "potion": tile, "choice": {"track": track, "pos": 9}})
    assert refused.value.key == "refuse.effect_not_selectable"


@pytest.mark.parametrize("kind", ["pick", "help"])
def test_a_pick_or_help_of_the_ninth_marble_is_told_it_is_visible_but_never_taken(kind):
    game, _, track = position_with_a_ninth_marble("wisdom")
    with pytest.raises(RuleError) as refused:
        game.apply({"type": kind, "track": track, "pos": 8})
    assert refused.value.rule == "D2" and refused.value.key == "refuse.ninth_marble"
    assert "visible" in str(refused.value) and "never" in str(refused.value)
