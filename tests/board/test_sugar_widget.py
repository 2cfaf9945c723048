"""The Sugar Blast board's Python side: its traits follow the engine after real seeded games,
its previews and options are what the engine finds (W2, B1-B6), refused, stale and malformed
requests change nothing, undo, the computer's seat, and a closed board is freed."""

from __future__ import annotations

import copy
import gc
import pathlib
import re
import weakref
import xml.etree.ElementTree as ET

import pytest
import traitlets

from potion_widget import SugarBlastWidget
from potion_widget.games.potion.bots import BotSeat
from potion_widget.core.errors import HistoryError, RuleError
from potion_widget.i18n.messages import LANGUAGES, render, speaking
from potion_widget.i18n.rule_texts import sugar_rule_texts
from potion_widget.games.sugar.engine import SEATS, TYPES, Game
from potion_widget.games.sugar.engine import board as geometry
from potion_widget.games.sugar.engine.bots import GreedyBot, RandomBot
from potion_widget.games.sugar.engine.objectives import meets
from potion_widget.games.sugar.narration import TURN_ENDS
from potion_widget.games.sugar.picture import FILL, board_svg
from potion_widget.games.sugar.text import SYMBOLS
from sugar_fixtures import SYNCED, first_seed, keep_choice, play_until
from widget_harness import Harness

ROOT = pathlib.Path(__file__).resolve().parents[2]


def snapshot(widget: SugarBlastWidget) -> dict:
    return {name: copy.deepcopy(getattr(widget, name)) for name in SYNCED} | {
        "game": widget.game.to_state()}


def request(harness: Harness, **content) -> dict:
    reply = harness.request(content)
    assert reply is not None and reply["kind"] == "reply"
    return reply


def action_of(option: dict, keep=None) -> dict:
    shape = {"line": option["line"]} if "line" in option else {"square": option["square"]}
    return {"type": "blast", **shape, **({"keep": keep} if keep else {})}


# ----- the traits follow the engine ------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_traits_equal_the_engine_after_each_action_of_a_seeded_game(players):
    board = SugarBlastWidget(players=players, seed=players)
    twin = Game.new(players, players)          # the same game played on the engine alone
    bots = [RandomBot(players * 10 + i) for i in range(players)]
    for step in range(1, 400):
        if twin.over:
            break
        action = bots[twin.state["current"]].choose(twin)
        events = board.play(action)
        assert events == twin.apply(action)
        assert board.state == twin.state and board.legal == twin.legal_actions()
        assert board.state_id == step and board.actor >= 0 and board.error == {}
        assert [e["type"] for e in board.events] == [e["type"] for e in events]
        assert [p["total"] for p in board.progress] == \
            [sum(p["kept"].values()) for p in twin.state["players"]]
        assert [p["met"] for p in board.progress] == \
            [meets(p["kept"], twin.state["objective"]) for p in twin.state["players"]]
        assert board.can_undo is not twin.over      # no Undo once the game is over
    assert twin.over and board.state["phase"] == "over" and board.legal == []


def test_a_board_wraps_a_game_or_a_state_and_refuses_both_a_game_and_options():
    game = Game.new(3, seed=4, objective="four-pairs")
    assert SugarBlastWidget(game).state == game.state
    assert SugarBlastWidget(game.to_state()).state == game.state
    with pytest.raises(TypeError, match="either a game or options"):
        SugarBlastWidget(game, seed=2)
    with pytest.raises(TypeError, match="Sugar Blast Game or a state dict"):
        SugarBlastWidget("not a game")


def test_the_rules_trait_holds_every_rule_and_the_package_copy_is_the_docs_page():
    """Tooltips cite G1-G7, W1-W3, N1-N3, B1-B9, R1-R4 and O1-O4 by their text."""
    board = SugarBlastWidget()
    assert {"G1", "W1", "W2", "N1", "B3", "B5", "R1", "O2", "O4"} <= set(board.rules)
    assert board.rules == sugar_rule_texts() and "**" not in board.rules["B5"]
    copy_ = ROOT / "potion_widget" / "games" / "sugar" / "data" / "RULES.md"
    assert copy_.read_text("utf-8") == (ROOT / "docs" / "SUGAR_BLAST.md").read_text("utf-8")


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_each_language_has_every_rule_in_its_own_words(language):
    """data/sugar_blast/rules/<lang>.md: every rule ID of docs/SUGAR_BLAST.md, in its order,
    none left in English; the board's tooltips are in the board's language."""
    english, own = sugar_rule_texts("en"), sugar_rule_texts(language)
    assert list(own) == list(english)
    assert [rule for rule in own if own[rule] == english[rule]] == []
    assert SugarBlastWidget(language=language).rules == own


def test_messages_hold_the_candy_names_and_the_board_words_in_the_language():
    board = SugarBlastWidget(language="fr")
    assert board.messages["sugar.candy.mint"] == "Menthe"
    assert board.messages["sugar.ui.seat.south"] == "Sud"
    assert "ui.error.stale" in board.messages
    assert "timeline.continue" in board.messages
    # Sugar Blast's words, the requests' errors, the strip of moves' and the edit mode's words
    assert all(k.startswith(("sugar.", "ui.error.", "timeline.", "ui.edit.")) for k in board.messages)
    board.language = "nl"
    assert board.messages["sugar.candy.mint"] == "Munt"
    assert board.objective_text.startswith("Houd ")


def test_every_id_the_front_end_names_reaches_it_in_every_language():
    """The board's code (js/src/sugar) renders ids from the messages trait only: each literal id
    it names, and each candy name and seat it builds, is there in every language."""
    literal = re.compile(r"[\"'`](sugar\.[A-Za-z0-9_.]+)[\"'`]")
    named = {m for path in (ROOT / "js" / "src" / "sugar").glob("*.ts")
             for m in literal.findall(path.read_text("utf-8"))}
    named |= {f"sugar.candy.{t}" for t in TYPES} | {f"sugar.ui.seat.{s}" for s in SEATS[4]}
    for language in LANGUAGES:
        sent = SugarBlastWidget(language=language).messages
        assert sorted(named - set(sent)) == [], language


# ----- previews: what the engine finds after each swap (W2, B1) ------------------------------

def test_previews_are_the_blasts_the_engine_finds_after_each_legal_swap():
    """For every legal swap of several seeded positions, the preview's cells are the cells of
    the options the engine finds on the swapped board, and the blast the engine then resolves
    (or offers) lies within them (W2, B1, B2)."""
    checked = 0
    for seed in range(12):
        board = SugarBlastWidget(players=2 + seed % 3, seed=seed)
        play_until(board, lambda b, n=3 * seed: b.state_id >= n and b.state["phase"] == "swap", seed)
        swaps = [a for a in board.legal if a["type"] == "swap"]
        assert [(p["a"], p["b"]) for p in board.previews] == [(a["a"], a["b"]) for a in swaps]
        for preview, swap in zip(board.previews, swaps, strict=True):
            trial = board.game.clone()
            events = trial.apply(swap)
            cells = {tuple(c) for c in preview["cells"]}
            assert len(cells) >= 3
            if trial.phase == "blast" and events[1]["type"] == "choose":
                # nothing resolved yet: the options on the board are the preview's
                found = {c for o in geometry.options(trial.state["board"]) for c in o["cells"]}
                assert found == cells
            else:
                blast = events[1]
                assert blast["type"] == "blast"
                line = blast["option"].get("line")
                if line:
                    assert {tuple(c) for c in line} <= cells
            checked += 1
    assert checked >= 30


def test_previews_are_empty_with_hover_off_and_outside_the_swap_phase():
    board = first_seed(["Ana", "Ben"], keep_choice)
    assert board.state["phase"] == "blast" and board.previews == []
    board = SugarBlastWidget(seed=3)
    assert board.previews
    board.hover = False
    assert board.previews == []
    board.play(board.legal[0])
    assert board.previews == []
    board.hover = True
    assert board.previews and all(len(p["cells"]) >= 3 for p in board.previews)


# ----- options: the blast phase (B3, B5) -----------------------------------------------------

def test_options_and_their_keeps_are_exactly_the_legal_blast_actions():
    """Every option with each of its keeps is a legal action, and every legal blast action is
    one option with one keep (B3); the cells each removes are the engine's (B4-B6)."""
    board = first_seed(["Ana", "Ben"], keep_choice)
    actions = [action_of(o, k) for o in board.options for k in (o["keeps"] or [None])]
    assert sorted(map(repr, actions)) == sorted(map(repr, board.legal))
    for option in board.options:
        assert option["candy"] in TYPES and option["kind"] in ("line3", "line4", "line5", "line6",
                                                                 "mega")
        trial = board.game.clone()
        events = trial.apply(action_of(option, option["keeps"][0] if option["keeps"] else None))
        assert sorted(events[0]["cells"]) == sorted(option["cells"])
        assert events[0]["option"]["kind"] == option["kind"]
        assert option["label"] and "[" not in option["label"]


def test_a_keep_choice_is_offered_only_where_the_engine_asks_for_one():
    """B5: a line of 4 or a mega-blast that removed two or more other types asks which to keep;
    the keeps are the engine's own choices, in its order."""
    board = first_seed(["Ana", "Ben"], keep_choice)
    board_cells = board.game.state["board"]
    for option, found in zip(board.options, geometry.options(board_cells), strict=True):
        assert option["keeps"] == geometry.keep_choices(board_cells, found)
    asking = next(o for o in board.options if o["keeps"])
    with pytest.raises(RuleError) as refused:
        board.play(action_of(asking))
    assert refused.value.rule == "B3" and board.error["rule"] == "B3"
    events = board.play(action_of(asking, asking["keeps"][-1]))
    keep = next(e for e in events if e["type"] == "keep")
    assert keep["kept"].get(asking["keeps"][-1]) == 1


def test_options_are_empty_outside_the_blast_phase():
    board = SugarBlastWidget(seed=1)
    assert board.state["phase"] == "swap" and board.options == []


# ----- requests from the front end ----------------------------------------------------------

def test_an_action_from_the_front_end_is_played_and_answered_with_its_told_events():
    h = Harness(SugarBlastWidget(seed=2, you=[0]))
    reply = h.act(h.widget.legal[0])
    assert reply["ok"] and reply["state_id"] == 1 == h.widget.state_id
    assert reply["events"] == h.widget.events and reply["events"][0]["say"].startswith("You swap")


@pytest.mark.parametrize("action, rule", [
    ({"type": "swap", "a": [0, 0], "b": [1, 1]}, "W1"),
    ({"type": "swap", "a": [0, 0], "b": [0, 0]}, "W1"),
    ({"type": "draw"}, "N1"),
    ({"type": "replace", "cell": [0, 0]}, "N1"),
    ({"type": "blast", "line": [[0, 0], [0, 1], [0, 2]]}, "B3"),
    ({"type": "swap", "a": [0, 0], "b": [0, 9]}, "G2"),
    ({"type": "dance"}, "format"),
])
def test_a_refused_action_changes_nothing_but_the_error(action, rule):
    h = Harness(SugarBlastWidget(seed=5))
    before = snapshot(h.widget)
    reply = h.act(action)
    assert not reply["ok"] and reply["error"]["rule"] == rule and reply["error"]["message"]
    after = snapshot(h.widget)
    assert after.pop("error")["rule"] == rule
    before.pop("error")
    assert after == before


def test_a_swap_that_makes_no_line_is_refused_under_w2_and_changes_nothing():
    board = SugarBlastWidget(seed=5)
    cells = board.game.state["board"]
    legal = {(tuple(a["a"]), tuple(a["b"])) for a in board.legal}
    pair = next((a, b) for a, b in geometry.NEIGHBOURS if (a, b) not in legal
                and cells[a[0]][a[1]] != cells[b[0]][b[1]])
    h = Harness(board)
    before = snapshot(board)
    reply = h.act({"type": "swap", "a": list(pair[0]), "b": list(pair[1])})
    assert reply["error"]["rule"] == "W2" and reply["error"]["key"] == "sugar.refuse.no_line"
    assert snapshot(board)["game"] == before["game"] and board.state_id == before["state_id"]


def test_a_wrong_keep_is_refused_under_b3_and_changes_nothing():
    h = Harness(first_seed(["Ana", "Ben"], keep_choice))
    asking = next(o for o in h.widget.options if o["keeps"])
    wrong = next(t for t in TYPES if t not in asking["keeps"])
    before = snapshot(h.widget)
    reply = h.act(action_of(asking, wrong))
    assert reply["error"]["rule"] == "B3"
    assert snapshot(h.widget)["game"] == before["game"]
    assert h.widget.options == before["options"]


def test_a_stale_request_is_refused_and_changes_nothing():
    h = Harness(SugarBlastWidget(seed=2))
    h.widget.play(h.widget.legal[0])
    before = snapshot(h.widget)
    reply = request(h, kind="action", id=7, state_id=0, action=h.widget.legal[0])
    assert not reply["ok"] and reply["error"]["rule"] == "stale" and reply["id"] == 7
    reply = request(h, kind="undo", id=8, state_id=0)
    assert reply["error"]["rule"] == "stale"
    assert snapshot(h.widget) == before


@pytest.mark.parametrize("content", [
    {"kind": "action", "state_id": 0, "action": {"type": "draw"}},               # no id
    {"kind": "action", "id": -1, "state_id": 0, "action": {"type": "draw"}},
    {"kind": "action", "id": 1, "action": {"type": "draw"}},                     # no state_id
    {"kind": "action", "id": 1, "state_id": "0", "action": {"type": "draw"}},
    {"kind": "action", "id": 1, "state_id": 0, "action": [1, 2]},
    {"kind": "action", "id": 1, "state_id": 0, "action": {"type": {1, 2}}},
    {"kind": "undo", "id": 1},
    {"kind": "action", "id": True, "state_id": 0, "action": {"type": "draw"}},
])
def test_a_malformed_request_is_refused_and_changes_nothing(content):
    h = Harness(SugarBlastWidget(seed=2))
    before = snapshot(h.widget)
    reply = request(h, **content)
    assert not reply["ok"] and reply["error"]["rule"] == "format"
    assert "malformed" in reply["error"]["message"]
    assert snapshot(h.widget) == before


def test_messages_of_other_kinds_are_ignored():
    h = Harness(SugarBlastWidget(seed=2))
    before = snapshot(h.widget)
    for content in ({"kind": "module", "id": 1}, {"kind": "choices", "id": 1}, "text", None, [1]):
        assert h.request(content) is None
    assert snapshot(h.widget) == before


def test_a_board_that_only_shows_refuses_moves_from_its_front_end():
    h = Harness(SugarBlastWidget(seed=2, interactive=False))
    before = snapshot(h.widget)
    assert h.act(h.widget.legal[0])["error"]["rule"] == "locked"
    assert request(h, kind="undo", id=3, state_id=0)["error"]["rule"] == "locked"
    assert snapshot(h.widget) == before
    h.widget.play(h.widget.legal[0])          # a notebook still plays it
    assert h.widget.state_id == 1


def test_an_unexpected_exception_goes_to_the_output_panel_and_is_answered_internal(monkeypatch):
    h = Harness(SugarBlastWidget(seed=2))
    shown = []
    monkeypatch.setattr(h.widget.output, "append_stderr", shown.append)

    def broken(action):
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr(h.widget, "play", broken)
    reply = h.act({"type": "draw"})
    assert reply["error"]["rule"] == "internal" and "ZeroDivisionError" in reply["error"]["message"]
    assert "ZeroDivisionError: a bug" in shown[0]


def test_play_refused_raises_and_records_the_error():
    board = SugarBlastWidget(seed=2)
    with pytest.raises(RuleError) as refused:
        board.play({"type": "draw"})
    assert refused.value.rule == "N1" and board.error["rule"] == "N1" and board.state_id == 0
    board.play(board.legal[0])
    assert board.error == {}


# ----- undo, listeners, the log ---------------------------------------------------------------

def test_undo_takes_back_the_last_action_exactly():
    board = SugarBlastWidget(players=3, seed=6)
    assert not board.can_undo
    states = [board.game.to_state()]
    for _ in range(5):
        board.play(GreedyBot(1).choose(board.game))
        states.append(board.game.to_state())
    for expected in reversed(states[:-1]):
        board.undo()
        assert board.state == expected and board.actor == -1 and board.events == []
        assert board.legal == board.game.legal_actions()
    assert board.state_id == 10 and not board.can_undo
    with pytest.raises(HistoryError):
        board.undo()
    h = Harness(board)
    reply = request(h, kind="undo", id=4, state_id=board.state_id)
    assert reply["error"]["rule"] == "undo" and board.state_id == 10


def test_undo_from_the_front_end():
    h = Harness(SugarBlastWidget(seed=2))
    start = h.widget.game.to_state()
    h.act(h.widget.legal[0])
    reply = request(h, kind="undo", id=9, state_id=1)
    assert reply["ok"] and reply["state_id"] == 2 and h.widget.state == start


def test_on_action_is_called_with_the_action_its_events_and_the_state_before():
    board = SugarBlastWidget(seed=2)
    calls = []
    listener = lambda *args: calls.append(args)                  # noqa: E731
    board.on_action(listener)
    before = board.game.to_state()
    action = board.legal[0]
    events = board.play(action)
    assert calls == [(action, events, before)]
    board.on_action(listener, remove=True)
    board.play(board.legal[0])
    assert len(calls) == 1


def test_clear_log_grows_the_epoch():
    board = SugarBlastWidget()
    board.clear_log()
    assert board.log_epoch == 1


def test_the_summary_comes_when_a_turn_ends():
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=2, you=[0])
    board.play(board.legal[0])
    while board.state["current"] == 0 and not board.game.over:
        assert board.summary == ""
        board.play(board.legal[0])
    assert board.summary.startswith("Your turn: you kept ")


# ----- the computer's seat -------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_computer_seats_play_seeded_games_to_the_end(players):
    board = SugarBlastWidget(players=players, seed=11 + players, you=[0])
    for seat in range(1, players):
        BotSeat(board, seat=seat, bot=GreedyBot(seat))
    person = RandomBot(5)
    for _ in range(500):
        if board.game.over:
            break
        assert board.state["current"] == 0          # the computers played their turns
        board.play(person.choose(board.game))
    assert board.game.over
    assert {e["type"] for e in board.events} & {"win", "no_winner"}


def person_turn(board: SugarBlastWidget, person) -> None:
    """The person plays one whole turn (the computer's seat then plays its own)."""
    while not board.game.over:
        events = board.play(person.choose(board.game))     # the person's own events
        if any(e["type"] in TURN_ENDS for e in events):
            return


def test_each_computer_action_reaches_the_board_as_its_own_update():
    """The person's last action, then each of the computer's, one update each, in order."""
    for seed in range(40):
        h = Harness(SugarBlastWidget(players=["Ana", "Computer"], seed=seed))
        BotSeat(h.widget, seat=1, bot=GreedyBot(seed))
        person = GreedyBot(seed + 50)
        actions = []
        h.widget.on_action(lambda action, _events, _before, seen=actions: seen.append(action))
        while not h.widget.game.over:
            h.updates.clear()
            actions.clear()
            person_turn(h.widget, person)
            ids = [u["state"]["state_id"] for u in h.updates]
            assert len(ids) == len(actions)
            assert all("state" in u["state"] for u in h.updates)
            if len(ids) >= 3:
                assert ids == list(range(ids[0], ids[0] + len(ids)))
                assert ids[-1] == h.widget.state_id
                assert h.widget.state["current"] == 0 and h.widget.you == [0]
                return
    raise AssertionError("no seeded computer turn of two or more actions")


def test_an_undo_into_the_computers_turn_takes_that_turn_back_too():
    """Undo after the computer's turn goes back past it, to the person's own turn."""
    board = SugarBlastWidget(players=["Ana", "Computer"], seed=3)
    BotSeat(board, seat=1, bot=GreedyBot(2))
    assert board.you == [0]                       # the computer is told in the third person
    person = GreedyBot(9)
    person_turn(board, person)
    assert board.actor == 1 and board.state["current"] == 0
    before_my_turn = board.game.to_state()
    person_turn(board, person)
    assert board.state["current"] == 0 and not board.game.over
    board.undo()
    assert board.state["current"] == 0 and board.actor == -1
    # the computer's turn and the person's last action are taken back
    history = []
    while board.can_undo and board.state != before_my_turn:
        history.append(board.state)
        board.undo()
    assert board.state == before_my_turn and all(s["current"] == 0 for s in history)


# ----- checks of the traits a notebook may set -----------------------------------------------

@pytest.mark.parametrize("value, words", [
    ([2], "you must list seats from 0 to 1"), ([True], "you must list seats"),
    (["Ana"], "you must list seats"),
])
def test_a_bad_you_is_refused_in_plain_words(value, words):
    board = SugarBlastWidget()
    with pytest.raises(traitlets.TraitError, match=words):
        board.you = value
    assert SugarBlastWidget(you=None).you is None


@pytest.mark.parametrize("mark, words", [
    ({"cell": [6, 0]}, "cell must be"), ({"cell": [0]}, "cell must be"),
    ({"seat": "east"}, "nobody sits east"), ({"seat": "up"}, "seat must be one of"),
    ({"objective": 1}, "objective must be true"), ({"kept": 2}, "kept must be a player"),
    ({"cell": [0, 0], "seat": "south"}, "exactly one of"), ({"label": "x"}, "exactly one of"),
    ({"cell": [0, 0], "label": 3}, "label must be text"), ("here", "a mark is a dict"),
])
def test_a_bad_mark_is_refused_in_plain_words(mark, words):
    board = SugarBlastWidget()
    with pytest.raises(traitlets.TraitError, match=words):
        board.marks = [mark]
    assert board.marks == []


def test_good_marks_and_languages_are_accepted_and_a_bad_language_refused():
    marks = [{"cell": [5, 5], "label": "here"}, {"seat": "north"}, {"objective": True},
             {"kept": 1, "label": "Ben"}]
    assert SugarBlastWidget(marks=marks).marks == marks
    board = SugarBlastWidget(language="ja")
    with pytest.raises(traitlets.TraitError, match="unknown language 'xx'"):
        board.language = "xx"
    assert board.language == "ja"


# ----- display and lifecycle -----------------------------------------------------------------

def test_the_mime_bundle_has_the_board_as_text():
    board = SugarBlastWidget(players=["Ana", "Ben"], seed=1, objective="nine-any")
    data = board._repr_mimebundle_()
    text = data["text/plain"]
    assert "application/vnd.jupyter.widget-view+json" in data
    assert text.splitlines()[0].split() == ["1", "2", "3", "4", "5", "6"]
    assert "Objective: Keep 9 candies of any type." in text and "> Ana (South)" in text
    assert "Bag: 36 candies" in text
    svg = data["image/svg+xml"]
    assert svg.startswith("<svg") and svg.count('class="candy t-') == 36
    assert "Candy Corn at row 1, column" in svg or "Mint at row 1, column" in svg
    assert "Keep 9 candies of any type." in svg
    board.close()


def test_the_board_code_is_given_as_text_so_no_file_watcher_holds_an_instance():
    assert isinstance(SugarBlastWidget._esm, str) and "export" in SugarBlastWidget._esm
    board = SugarBlastWidget()
    assert board._esm == SugarBlastWidget._esm
    board.close()


def test_closed_boards_are_freed_with_their_output_panel_and_display_box():
    refs = []
    for displayed in (False, True, True):
        board = SugarBlastWidget(players=3, seed=1)
        BotSeat(board, seat=1, bot=GreedyBot(1))
        if displayed:
            board._repr_mimebundle_()
            box, output = board._box, board.output
        refs.append(weakref.ref(board))
        board.close()
        if displayed:
            assert board.comm is None and box.comm is None and output.comm is None
        board.close()                    # closing twice is harmless
        del board
    gc.collect()
    assert [ref() for ref in refs] == [None, None, None]


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_still_picture_has_a_legend_naming_the_six_candies(language):
    """G1: an export that cannot run the board shows its still picture, with a legend of the
    six candies (colour, symbol, name) in the board's language, each candy named on hover."""
    with speaking(language):
        svg = board_svg(Game.new(["Ana", "Ben"], seed=1))
    ns = {"s": "http://www.w3.org/2000/svg"}
    root = ET.fromstring(svg)
    items = root.findall(".//s:g[@class='legend-item']", ns)
    assert [i.get("data-candy") for i in items] == list(TYPES)
    for item, kind in zip(items, TYPES, strict=True):
        name = render(f"sugar.candy.{kind}", language=language)
        assert item.find(".//s:title", ns).text == name
        assert item.find(".//s:circle", ns).get("fill") == FILL[kind]
        texts = [t.text for t in item.findall(".//s:text", ns)]
        assert texts == [SYMBOLS[kind], name]
    width = float(root.get("width"))
    assert all(len(render(f"sugar.candy.{k}", language=language)) * 7 < width / 2 for k in TYPES)
