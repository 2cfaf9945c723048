"""Sugar Blast told for a reader (potion_widget.games.sugar.narration): every event type in both
perspectives, for 2 to 4 players and in every language, in plain words; moves, options, turn
summaries and the objective (O1) in words."""

from __future__ import annotations

import re

import pytest

from potion_widget.i18n.messages import LANGUAGES, render, speaking
from potion_widget.games.sugar.engine import SEATS, TYPES, Game, cards
from potion_widget.games.sugar.engine import board as geometry
from potion_widget.games.sugar.engine.bots import RandomBot
from potion_widget.games.sugar.engine.objectives import card_objective, meets
from potion_widget.games.sugar.narration import (describe_action, missing, needed_text, objective_text, option_label,
                                                 tell, turn_summary)
from potion_widget.games.sugar.widget import SugarBlastWidget
from sugar_fixtures import first_seed, keep_choice

EVENT_TYPES = {"swap", "choose", "blast", "keep", "returned", "tilt", "refill", "bag_empty", "win",
               "no_winner", "turn", "draw", "draw_none", "draw_back", "replace"}
"""Every event type the engine makes (potion_widget.games.sugar.engine.game and rules)."""

_IDS = re.compile(r"\b(" + "|".join(TYPES + SEATS[4]) + r")\b")
_LEAKS = ("None", "(s)", "{", "}", "[", "]", "sugar.", "narr.")


def leaks(text: str) -> list[str]:
    """What a learner should never read: ids, dicts, lists, "None", "(s)", raw keys."""
    found = [leak for leak in _LEAKS if leak in text]
    found += _IDS.findall(text)
    return found if text.strip() else ["(empty)"]


def _quiet_board(players: int, bag_mints: int) -> Game:
    """A position where no swap can blast (two Mints, nothing else on the board): drawing then
    brings a Mint back to the bag (N3, draw_back) or, with an empty bag, nothing (draw_none)."""
    state = Game.new(players, seed=0).to_state()
    state["board"] = [[None] * 6 for _ in range(6)]
    state["board"][0][0] = state["board"][2][2] = "mint"
    state["bag"] = dict.fromkeys(TYPES, 0) | {"mint": bag_mints}
    state["objective"] = {"total": 72}
    for player in state["players"]:
        player["kept"] = {}
    state["players"][0]["kept"] = {t: 12 for t in TYPES if t != "mint"}
    if bag_mints < 10:
        state["players"][1]["kept"] = {"mint": 10 - bag_mints}
    return Game.from_state(state)


def _empty_bag(players: int) -> Game:
    """A full board and an empty bag (the last player keeps the bag's candies): the first
    player's blasts leave cells the refill cannot fill (R4, bag_empty)."""
    state = Game.new(players, seed=0).to_state()
    state["objective"] = {"total": 72}
    state["players"][-1]["kept"] = {t: n for t, n in state["bag"].items() if n}
    state["bag"] = dict.fromkeys(TYPES, 0)
    return Game.from_state(state)


def collect_events(players: int) -> dict[str, tuple[dict, Game, int]]:
    """One real event of each type, with the game after it and the seat that acted."""
    found: dict[str, tuple[dict, Game, int]] = {}
    for seed in range(60):
        game = Game.new(players, seed=seed)
        bots = [RandomBot(seed * 10 + i) for i in range(players)]
        while not game.over:
            actor = game.state["current"]
            for event in game.apply(bots[actor].choose(game)):
                found.setdefault(event["type"], (event, game.clone(), actor))
        if EVENT_TYPES - {"draw_none", "draw_back"} <= found.keys():
            break
    for game in (_quiet_board(players, 10), _quiet_board(players, 0), _empty_bag(players)):
        while game.state["current"] == 0 and not game.over:     # the first player's turn
            for event in game.apply(game.legal_actions()[0]):
                found.setdefault(event["type"], (event, game, 0))
    return found


EVENTS = {n: collect_events(n) for n in (2, 3, 4)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_real_games_make_every_event_type(players):
    assert set(EVENTS[players]) == EVENT_TYPES


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_event_is_told_in_plain_words_in_both_perspectives(players, language):
    with speaking(language):
        for kind, (event, game, actor) in EVENTS[players].items():
            other = (actor + 1) % players
            for you in ([actor], [other], None):
                said = tell(event, game, actor=actor, you=you)
                assert not leaks(said), (kind, you, said)


def test_the_reader_is_you_and_the_others_are_named():
    """The seat read as "you" is in the second person; the others by name; one shared screen
    (you=None) speaks to whoever acts."""
    events = EVENTS[3]
    event, game, actor = events["keep"]
    name = game.state["players"][actor]["name"]
    assert tell(event, game, actor=actor, you=[actor]).startswith("You keep 1 ")
    assert tell(event, game, actor=actor, you=None).startswith("You keep 1 ")
    assert tell(event, game, actor=actor, you=[(actor + 1) % 3]).startswith(f"{name} keeps 1 ")
    event, game, actor = events["tilt"]
    count = len(event["moves"])
    said = tell(event, game, actor=actor, you=[actor])
    assert said.startswith("The board tilts towards you: ")
    assert (f"{count} candies slide" in said) if count > 1 else ("candy" in said)
    event, game, actor = events["turn"]
    seat = event["player"]
    assert tell(event, game, actor=actor, you=[seat]) == "It is your turn."
    assert tell(event, game, actor=actor, you=[actor]) == \
        f"It is {game.state['players'][seat]['name']}'s turn."


def test_a_player_named_you_who_is_not_the_reader_is_player_you():
    board = SugarBlastWidget(players=["Ana", "You"], seed=3, you=[0])
    while board.state["current"] == 0:
        board.play(board.legal[0])
    board.play(board.legal[0])
    said = [e["say"] for e in board.events]
    assert said[0].startswith("Player You swaps") and not any(s.startswith("You ") for s in said)


def test_a_keep_of_two_types_and_the_tilt_counts_use_the_plural_forms():
    event, game, actor = EVENTS[2]["keep"]
    two = dict(event, kept={"mint": 1, "gumdrop": 1})
    assert tell(two, game, actor=actor, you=[actor]) == "You keep 1 Mint and 1 Gumdrop."
    tilt = dict(EVENTS[2]["tilt"][0], moves=[[[1, 0], [0, 0]]])
    assert tell(tilt, game, actor=actor, you=[actor]) == "The board tilts towards you: 1 candy slides."
    tilt["moves"] = []
    assert tell(tilt, game, actor=actor, you=[actor]) == "The board tilts towards you: no candy moves."
    with speaking("fr"):
        assert tell(tilt, game, actor=actor, you=[actor]).endswith("aucun bonbon ne bouge.")


def test_an_unknown_event_is_told_without_its_fields():
    game = Game.new(2, seed=1)
    said = tell({"type": "fireworks", "x": {"a": 1}}, game, actor=0)
    assert said == "Something happened that this board cannot tell."


# ----- moves and options ----------------------------------------------------------------------

def test_a_swap_and_the_draw_and_replace_moves_in_words():
    game = Game.new(2, seed=1)
    board = game.state["board"]
    swap = game.legal_actions()[0]
    (ra, ca), (rb, cb) = swap["a"], swap["b"]
    words = describe_action(swap, game)
    a, b = (render(f"sugar.candy.{board[r][c]}") for r, c in ((ra, ca), (rb, cb)))
    assert words == (f"swap the {a} at row {ra + 1}, column {ca + 1} "
                     f"with the {b} at row {rb + 1}, column {cb + 1}")
    assert describe_action({"type": "draw"}, game) == "draw a candy"
    assert describe_action({"type": "replace", "cell": [0, 4]}, game) == \
        "put the drawn candy at row 1, column 5"


@pytest.mark.parametrize("action", [None, "swap", {"type": "swap", "a": [9, 9], "b": [0, 0]},
                                    {"type": "blast", "line": [[0, 0]]}, {"type": "draw", "x": 1},
                                    {"type": "blast", "square": "a"}, {}])
def test_a_move_the_game_does_not_know_is_told_as_such(action):
    assert describe_action(action, Game.new(2, seed=1)) == "a move the game does not know"


def test_blasts_and_options_in_words_name_their_place_and_the_candy_kept():
    board = first_seed(["Ana", "Ben"], keep_choice)
    game = board.game
    for option, found in zip(board.options, geometry.options(game.state["board"]), strict=True):
        assert option["label"] == option_label(found)
        name = render(f"sugar.candies.{found['type']}")     # a line or a square: the plural
        if found["kind"] == "mega":
            r, c = found["square"]
            assert option["label"] == (f"a mega-blast of {name} in the square from row {r + 1}, "
                                       f"column {c + 1}")
        else:
            axis, index = found["along"]
            place = f"row {index + 1}" if axis == "row" else f"column {index + 1}"
            assert option["label"] == f"a line of {len(found['cells'])} {name} in {place}"
    for action in board.legal:
        words = describe_action(action, game)
        assert words.startswith("blast the ") and not leaks(words)
        if "keep" in action:
            assert words.endswith(f", keeping a {render('sugar.candy.' + action['keep'])}")


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_moves_and_labels_in_every_language_are_plain_words(language):
    board = first_seed(["Ana", "Ben"], keep_choice, language=language)
    with speaking(language):
        for action in board.legal + [{"type": "draw"}, {"type": "replace", "cell": [1, 1]},
                                     *Game.new(3, seed=2).legal_actions()]:
            assert not leaks(describe_action(action, board.game)), action
        for option in board.options:
            assert not leaks(option["label"])


# ----- turns ------------------------------------------------------------------------------

def test_a_turn_summary_counts_what_was_kept_over_the_whole_turn():
    game = Game.new(["Ana", "Ben"], seed=1)
    keep = {"type": "keep", "kept": {"mint": 1, "gumdrop": 1}}
    again = {"type": "keep", "kept": {"mint": 1}}
    assert turn_summary([keep, again], game, actor=1, you=[0]) == \
        "Ben's turn: kept 2 Mints and 1 Gumdrop."
    assert turn_summary([keep], game, actor=0, you=[0]) == "Your turn: you kept 1 Mint and 1 Gumdrop."
    assert turn_summary([], game, actor=0, you=[1]) == "Ana's turn: nothing kept."
    assert turn_summary([again, {"type": "win", "player": 0}], game, actor=0, you=None) == \
        "Your turn: you kept 1 Mint and won!"


# ----- the objective (O1) -------------------------------------------------------------------

@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_objective_card_is_told_in_words(language):
    with speaking(language):
        texts = {card: objective_text(card_objective(c)) for card, c in cards().items()}
    assert len(set(texts.values())) == len(texts)
    for text in texts.values():
        assert not leaks(text)
    if language == "en":
        assert texts["nine-any"] == "Keep 9 candies of any type."
        assert texts["four-pairs"] == "Keep 2 candies of each of 4 different types."
        assert texts["triple-and-two-pairs"] == \
            "Keep 3 candies of one type and 2 of each of 2 other types."
        assert texts["five-kinds"] == "Keep 1 candy of each of 5 different types."


@pytest.mark.parametrize("kept, objective, lacking", [
    ({}, {"total": 9}, [(None, 9)]),
    ({"mint": 8}, {"total": 9}, [(None, 1)]),
    ({"mint": 9}, {"total": 9}, []),
    ({"mint": 3, "corn": 1}, {"groups": [2, 2]}, [("corn", 1)]),
    ({"mint": 1}, {"groups": [3, 2]}, [("mint", 2), (None, 2)]),
    ({}, {"groups": [2, 2, 1]}, [(None, 2), (None, 2), (None, 1)]),
    ({"mint": 2, "corn": 2, "cane": 2, "gumdrop": 2}, {"groups": [2, 2, 2, 2]}, []),
])
def test_what_a_player_still_lacks_is_what_o1_asks(kept, objective, lacking):
    assert missing(kept, objective) == lacking
    assert (lacking == []) == meets(kept, objective)


@pytest.mark.parametrize("language, kept, line", [
    ("en", "You keep 2 Gumdrops and 1 Mint.", "A line of 3 Gumdrops blasts"),
    ("es", "2 Gominolas y 1 Menta", "Una línea de 3 Gominolas explota"),
    ("fr", "2 Boules de gomme et 1 Menthe", "Une ligne de 3 Boules de gomme explose"),
    ("nl", "2 Gomballen en 1 Munt", "Een lijn van 3 Gomballen ontploft"),
])
def test_counted_candies_and_a_blasts_line_take_the_plural_name(language, kept, line):
    """A count of 2 or more candies of a type, and a line of 3 (B4), use the type's plural
    name: "2 Gumdrops", not "2 Gumdrop"; 1 keeps the singular."""
    game = Game.new(["Ana", "Ben"], seed=1)
    keep = {"type": "keep", "kept": {"gumdrop": 2, "mint": 1}}
    blast = {"type": "blast", "key": "sugar.event.line", "candy": "gumdrop",
             "params": {"player": "Ana", "name": "Gumdrop", "count": 3, "removed": 3}}
    with speaking(language):
        assert kept in tell(keep, game, actor=0, you=[0])
        assert tell(blast, game, actor=0, you=[0]).startswith(line)
        assert needed_text({"gumdrop": 1}, {"groups": [3]}).endswith(
            render("sugar.needed.more", {"count": 2, "candy": render("sugar.candies.gumdrop")}) + ".")


def test_what_a_player_still_needs_in_words():
    assert needed_text({"mint": 8}, {"total": 9}) == "Still to keep: 1 more candy of any type."
    assert needed_text({"mint": 1}, {"groups": [3, 2]}) == \
        "Still to keep: 2 more Mints and 2 candies of one type not kept yet: Marshmallow, " \
        "Candy Corn, Candy Cane, Gumdrop or Lollipop."
    # nothing kept yet: any type would do, and naming all six says nothing
    assert needed_text({}, {"groups": [2, 2]}) == \
        "Still to keep: 2 candies of each of 2 types not kept yet."
    assert needed_text({"mint": 9}, {"total": 9}) == "The objective is met."
    assert needed_text({"mint": 1, "cane": 2}, {"groups": [3, 2]}) == \
        "Still to keep: 1 more Candy Cane and 1 more Mint."


def test_defect_still_to_keep_never_named_the_types():
    """Defect: "Still to keep" said "1 more candy of each of 2 of the types kept" and "2 candies
    of a type not kept yet", never which (O1): now every type that would do is named."""
    kept = {"marshmallow": 2, "cane": 2, "mint": 1}
    assert needed_text(kept, {"groups": [2, 2, 2, 2]}) == \
        "Still to keep: 1 more Mint and 2 candies of one type not kept yet: Candy Corn, " \
        "Gumdrop or Lollipop."
    # two kept types tie: either would do, and both are named
    assert needed_text({"gumdrop": 1, "mint": 1}, {"groups": [2, 1]}) == \
        "Still to keep: 1 more Gumdrop or Mint."
    assert needed_text(dict.fromkeys(TYPES, 1), {"groups": [2, 2, 1, 1]}) == \
        "Still to keep: 1 more candy of each of 2 of these types: Marshmallow, Candy Corn, " \
        "Candy Cane, Gumdrop, Lollipop or Mint."


def test_defect_the_types_not_kept_yet_were_listed_once_per_group():
    """Defect: with two groups to fill from the types not kept yet (O1), the five types were
    listed twice in one sentence, which the player's band squeezed into an unreadable third
    line. They are named once now, and each group says what it takes of them."""
    assert needed_text({"corn": 1}, {"groups": [2, 2, 1, 1]}) == \
        "Still to keep: 1 more Candy Corn; from the types not kept yet (Marshmallow, Candy Cane, " \
        "Gumdrop, Lollipop and Mint): 2 candies of one type and 1 of each of 2 others."
    assert needed_text({"mint": 3}, {"groups": [3, 2, 2, 1]}) == \
        "Still to keep, from the types not kept yet (Marshmallow, Candy Corn, Candy Cane, Gumdrop " \
        "and Lollipop): 2 candies of each of 2 types and 1 of another."
    # nothing kept yet: any type would do, none is named, and "not kept yet" is said of none
    assert needed_text({}, {"groups": [3, 2, 2, 1]}) == \
        "Still to keep: 3 candies of one type, 2 of each of 2 others and 1 of another."


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_types_not_kept_yet_are_named_once_in_every_language(language):
    """O1: each type not kept yet is named once, in the board's language, however many groups
    it could fill; no catalog id leaks."""
    with speaking(language):
        text = needed_text({"corn": 1}, {"groups": [2, 2, 1, 1]})
        names = [render(f"sugar.candy.{kind}") for kind in TYPES if kind != "corn"]
    assert [text.count(name) for name in names] == [1] * len(names), text
    assert not leaks(text)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_still_to_keep_names_the_types_in_every_language(language):
    """O1: the types that would do are named by their names in the board's language, the
    counted ones with the plural the count asks for; no catalog id leaks."""
    with speaking(language):
        text = needed_text({"marshmallow": 2, "cane": 2, "mint": 1}, {"groups": [2, 2, 2, 2]})
        names = [render(f"sugar.candy.{kind}") for kind in ("corn", "gumdrop", "lollipop")]
        more = render("sugar.needed.more", {"count": 2, "candy": render("sugar.candies.mint")})
        tied = needed_text({"gumdrop": 1, "mint": 1}, {"groups": [3, 1]})
    assert all(name in text for name in names), text
    assert render("sugar.candy.mint", language=language) in text and not leaks(text)
    assert more.split()[0] in tied and render("sugar.candies.gumdrop", language=language) in tied


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_progress_is_told_in_every_language(language):
    board = SugarBlastWidget(players=4, seed=8, language=language, objective="triple-and-pair")
    for _ in range(12):
        board.play(board.legal[0])
    for entry in board.progress:
        assert not leaks(entry["needed"]) and entry["seat"] in SEATS[4]
    assert not leaks(board.objective_text) and not leaks(board.summary or "x")


_WRONG_ARTICLE = {
    "es": (r"\b(?:el|del|al|un) ", ["gumdrop", "lollipop", "mint"]),
    "fr": (r"\b(?:le|du|au|un) ", ["marshmallow", "gumdrop", "lollipop", "mint"]),
    "nl": (r"\b(?:[Dd]e|[Dd]ie|[Dd]eze) ", ["marshmallow"]),
}
"""Per language: the articles of one gender, and the candy types whose name takes the other
there (Dutch: the de-words' articles, and Spekje, a het-word)."""


@pytest.mark.parametrize("language", sorted(_WRONG_ARTICLE))
def test_no_sugar_sentence_puts_an_article_of_the_wrong_gender_before_a_candy_name(language):
    """A candy name inside a sentence follows a word of its own gender, or none: Spanish's
    "del caramelo de Piruleta", not "del Piruleta"; French's "du bonbon Sucette", not
    "du Sucette"; Dutch's "het snoepje Spekje", not "de Spekje"."""
    from potion_widget.i18n.messages import catalog
    articles, feminine = _WRONG_ARTICLE[language]
    with speaking(language):
        sentences = {k: v for k, v in catalog().items() if k.startswith("sugar.")}
        wrong = []
        for kind in feminine:
            name = render(f"sugar.candy.{kind}")
            for key, template in sentences.items():
                filled = template
                for field in ("name", "candy", "a", "b", "old"):
                    filled = filled.replace("{" + field + "}", name)
                if re.search(articles + re.escape(name), filled):
                    wrong.append((key, name))
    assert not wrong, wrong


def test_at_one_shared_screen_the_boards_log_names_who_did_what():
    """At one shared screen (``you=None``) the board's log, read back, names the player of
    each move ("Ana swaps", "It is Ben's turn.", W3): "You swap" said nothing of who moved.
    With a seat given, that seat is still "you"; the narration itself (lessons' read-back,
    the Potion board's shared ``Reader``) keeps speaking to whoever acts."""
    from potion_widget.i18n.readers import Reader

    for you, first in ((None, "Ana swaps "), ([0], "You swap ")):
        board = SugarBlastWidget(players=["Ana", "Ben"], seed=3, you=you)
        game = board.game
        board.play(next(a for a in board.legal if a["type"] == "swap"))
        assert board.events[0]["say"].startswith(first), board.events[0]
        while game.state["current"] == 0 and game.phase != "over":
            board.play(board.legal[0])
        if you is None:
            assert board.summary.startswith("Ana's turn: "), board.summary
            assert "It is Ben's turn." in [e["say"] for e in board.events]
            assert not any(e["say"].startswith(("You ", "Your ")) for e in board.events)
        else:
            assert board.summary.startswith("Your turn: "), board.summary
    swap = {"type": "swap", "rule": "W1", "a": [0, 0], "b": [0, 1]}
    assert tell(swap, Game.new(2, seed=0), actor=0, you=None).startswith("You swap ")
    assert Reader(Game.new(2, seed=0), 0, None).is_you(0)
