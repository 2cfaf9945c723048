"""The widget's timeline: a past move is shown read-only with its own events, "continue from
here" branches and keeps the old line, lines switch, undo and the computer's moves stay in
the record, and the strip's requests are answered like every other request."""

from __future__ import annotations

import json
import random

import pytest

from potion_widget.games.potion.bots import BotSeat, GreedyBot, plausible_move
from potion_widget.board.timeline import TimelineError
from potion_widget.board.strip import WINDOW
from potion_widget.games.potion.widget import PotionWidget
from widget_harness import Harness


def play_moves(widget: PotionWidget, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        game = widget.game
        widget.play(game.legal_actions()[0] if game.phase != "play" else plausible_move(game, rng))


@pytest.fixture
def widget() -> PotionWidget:
    w = PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner")
    play_moves(w, 14)
    return w


def test_looking_back_shows_that_move_read_only_with_its_own_events(widget):
    present = widget.game.to_state()
    epoch = widget.log_epoch
    widget.look_at(11)
    assert widget.looking == 11 and widget.timeline["looking"] == 11
    assert widget.state == widget.position(11).to_state() != present
    assert widget.game.to_state() == present                 # the game did not move
    assert (widget.legal, widget.previews, widget.can_undo) == ([], [], False)
    assert widget.log_epoch == epoch + 1                      # the present's log is gone
    replay = widget.position(10)
    seat = replay.current
    expected = replay.apply(widget.record()["actions"][10])
    assert [e["key"] for e in widget.events] == [e["key"] for e in expected]
    assert widget.actor == seat and all(e["say"] for e in widget.events)
    widget.back_to_latest()
    assert widget.looking is None and widget.state == present and widget.legal


def test_a_move_while_looking_back_is_refused_and_changes_nothing(widget):
    widget.look_at(3)
    before = widget.game.to_state()
    with pytest.raises(TimelineError, match="You are looking at move 3 of 14"):
        widget.play(widget.game.legal_actions()[0])
    assert widget.error["key"] == "timeline.refuse.looking"
    with pytest.raises(TimelineError):
        widget.undo()
    assert widget.game.to_state() == before and widget.timeline["lines"] == [14]


def test_continue_from_here_branches_and_switching_back_shows_the_old_line(widget):
    old_final = widget.game.to_state()
    old = widget.record()["actions"]
    widget.look_at(11)
    assert widget.continue_from_here() == 2
    assert widget.timeline["lines"] == [14, 11] and widget.timeline["line"] == 2
    assert widget.state == widget.game.to_state() == widget.position(11, line=1).to_state()
    assert widget.legal and widget.can_undo
    different = next(a for a in widget.game.legal_actions() if a != old[11])
    widget.play(different)
    assert widget.record(2)["actions"] == old[:11] + [different]
    widget.undo()                                             # undo keeps the record in step
    assert widget.timeline["lines"] == [14, 11]
    widget.play(different)
    widget.switch_line(1)
    assert widget.game.to_state() == widget.state == old_final
    assert widget.record(1)["actions"] == old
    widget.switch_line(2)
    assert widget.record()["actions"][-1] == different


def test_the_strip_names_every_listed_move_in_words_grouped_by_turn(widget):
    tl = widget.timeline
    listed = [m for g in tl["groups"] for m in g["moves"]]
    assert tl["first"] + len(listed) == 14
    assert all(isinstance(m, str) and "{" not in m and "'type'" not in m for m in listed)
    assert tl["first"] == 14 - WINDOW                      # the latest moves only
    widget.look_at(1)                                      # the strip widens to the move looked at
    groups = widget.timeline["groups"]
    assert widget.timeline["first"] == 0
    assert groups[0]["turn"] == 0 and groups[-1]["turn"] > 0   # the starter draft, then turns
    assert sum(len(g["moves"]) for g in groups) == 14
    steps = [g["step"] for g in tl["groups"]]
    assert steps == sorted(steps) and steps[0] == tl["first"] + 1


def test_earlier_moves_widen_the_strip_and_a_look_far_back_lists_its_move():
    w = PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner")
    play_moves(w, 60)
    first = w.timeline["first"]
    assert first > 0
    w.show_earlier()
    assert w.timeline["first"] < first
    w.look_at(2)
    assert w.timeline["first"] <= 1


def test_the_computer_s_moves_are_on_the_strip_and_a_look_does_not_wake_it():
    w = PotionWidget(players=["Ana", "Computer"], seed=3, remove="beginner")
    seat = BotSeat(w, seat=1, bot=GreedyBot(seed=2))
    person = GreedyBot(seed=5)
    while w.game.phase == "draft" or w.game.state["turn"]["number"] < 3:
        w.play(person.choose(w.game))                        # the person's moves; the seat answers
    assert w.game.current == 0                               # the computer played its turn
    seats = {g["seat"] for g in w.timeline["groups"] if g["turn"] > 0}
    assert 1 in seats
    total = w.timeline["lines"][0]
    bot_group = next(g for g in w.timeline["groups"] if g["seat"] == 1 and g["turn"] > 0)
    w.look_at(bot_group["step"])
    assert w.timeline["lines"] == [total]                     # nothing was undone or played
    w.look_at(0)
    assert w.timeline["lines"] == [total]
    w.back_to_latest()
    assert w.timeline["lines"] == [total] and w.game.current == 0
    seat.stop()


def test_the_strip_s_requests_are_answered_with_replies():
    h = Harness(PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner"))
    play_moves(h.widget, 6)
    sid = h.widget.state_id
    reply = h.request({"kind": "timeline", "id": 1, "state_id": sid, "op": "look", "step": 4})
    assert reply["ok"] and h.widget.looking == 4 and reply["state_id"] == sid + 1
    refused = h.act(h.widget.game.legal_actions()[0])
    assert not refused["ok"] and refused["error"]["rule"] == "timeline"
    bad = h.request({"kind": "timeline", "id": 2, "state_id": h.widget.state_id, "op": "look",
                     "step": 9})
    assert not bad["ok"] and bad["error"]["message"] == \
        "There is no move 9: line 1 has 6 moves (0 is the start)."
    assert h.widget.looking == 4
    stale = h.request({"kind": "timeline", "id": 3, "state_id": sid, "op": "continue"})
    assert not stale["ok"] and stale["error"]["rule"] == "stale"
    ok = h.request({"kind": "timeline", "id": 4, "state_id": h.widget.state_id, "op": "continue"})
    assert ok["ok"] and h.widget.timeline["lines"] == [6, 4]
    switch = h.request({"kind": "timeline", "id": 5, "state_id": h.widget.state_id,
                        "op": "switch", "line": 1})
    assert switch["ok"] and h.widget.timeline["line"] == 1
    odd = h.request({"kind": "timeline", "id": 6, "state_id": h.widget.state_id, "op": "erase"})
    assert not odd["ok"] and odd["error"]["rule"] == "format"


def test_a_board_that_plays_by_itself_refuses_a_branch_from_its_strip():
    h = Harness(PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner"))
    play_moves(h.widget, 4)
    h.widget.interactive = False
    h.widget.look_at(2)
    reply = h.request({"kind": "timeline", "id": 1, "state_id": h.widget.state_id, "op": "continue"})
    assert not reply["ok"] and reply["error"]["rule"] == "locked"
    assert h.widget.timeline["lines"] == [4]


def test_save_record_writes_what_record_returns(widget, tmp_path):
    path = widget.save_record(tmp_path / "game.json")
    assert json.loads(path.read_text("utf-8")) == widget.record()


def test_a_wrapped_game_with_history_brings_its_moves():
    w = PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner")
    play_moves(w, 5)
    again = PotionWidget(w.game)
    assert again.record() == w.record()
    assert sum(len(g["moves"]) for g in again.timeline["groups"]) == 5


def test_the_strip_speaks_the_board_s_language_and_retells_when_it_changes():
    w = PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner", language="es")
    play_moves(w, 3)
    english = PotionWidget(w.game)
    english.language = "en"
    words = [m for g in w.timeline["groups"] for m in g["moves"]]
    assert words != [m for g in english.timeline["groups"] for m in g["moves"]]
    w.language = "en"
    assert [m for g in w.timeline["groups"] for m in g["moves"]] == \
        [m for g in english.timeline["groups"] for m in g["moves"]]
    w.look_at(1)
    w.language = "fr"
    with pytest.raises(TimelineError, match="Il n’y a pas de coup 9"):
        w.look_at(9)


def test_against_the_computer_a_branch_plays_on_and_a_branch_in_its_turn_starts_there():
    w = PotionWidget(players=["Ana", "Computer"], seed=3, remove="beginner")
    seat = BotSeat(w, seat=1, bot=GreedyBot(seed=2))
    person = GreedyBot(seed=5)
    while w.game.phase == "draft" or w.game.state["turn"]["number"] < 5:
        w.play(person.choose(w.game))
    first = w.record(1)["actions"]
    replay = w.position(0, line=1)
    seats = []                                               # who made each move of line 1
    for action in first:
        seats.append(replay.current)
        replay.apply(action)
    # a move of Ana's in turn 3: continue from there, play on, and the computer answers
    mine = next(i for i in range(len(first)) if seats[i] == 0 and i > 8 and seats[i - 1] == 1)
    w.look_at(mine)
    w.continue_from_here()
    other = next(a for a in w.game.legal_actions() if a != first[mine])
    w.play(other)
    while w.game.current == 0:
        w.play(person.choose(w.game))
    assert w.game.current == 0 or w.game.phase == "over"
    line = w.record(2)["actions"]
    assert line[:mine] == first[:mine] and line[mine] == other and len(line) > mine + 1
    assert w.record(1)["actions"] == first                    # line 1 untouched
    # a move inside the computer's turn: the new line starts at exactly that position (no
    # undo back to Ana's turn), the log says so, then the computer plays its turn on from there
    theirs = next(i for i in range(mine) if seats[i - 1] == 1 and seats[i] == 1 and i > 8)
    w.switch_line(1)
    w.look_at(theirs)
    shown = w.state
    h = Harness(w)
    number = w.continue_from_here()
    assert number == 3
    jump = h.updates[0]["state"]
    assert jump.get("state", shown) == shown         # drawn where it was looked at (unchanged)
    assert [e["key"] for e in jump["events"]] == ["timeline.told.continued"]
    assert jump["events"][0]["say"].startswith(f"Line 3 starts here, after move {theirs} (")
    line = w.record(3)["actions"]
    assert line[:theirs] == first[:theirs] and len(line) > theirs
    replay = w.position(theirs, line=3)
    for action in line[theirs:]:                              # the computer's moves, told one
        assert replay.current == 1                            # update each, then Ana's turn
        replay.apply(action)
    assert w.game.current == 0 and len(h.updates) > len(line) - theirs
    assert w.record(1)["actions"] == first
    seat.stop()


def test_the_log_says_where_a_branch_or_a_switch_put_the_board(widget):
    h = Harness(widget)
    words = widget.timeline["groups"][0]
    widget.look_at(11)
    move_11 = widget._lines.strip.move_words(11)
    widget.continue_from_here()
    assert widget.events[0]["say"] == (f"Line 2 starts here, after move 11 ({move_11}). "
                                       "Line 1 is kept whole, with its 14 moves.")
    assert h.updates[-1]["state"]["log_epoch"] == widget.log_epoch   # a fresh log
    widget.switch_line(1)
    move_14 = widget._lines.strip.move_words(14, line=1)
    assert widget.events[0]["say"] == (f"Line 1 is in play again, at its latest move, move 14 "
                                       f"({move_14}).")
    widget.look_at(0)
    widget.continue_from_here()
    assert widget.events[0]["say"] == ("Line 3 starts here, at the start, before move 1. "
                                       "Line 1 is kept whole, with its 14 moves.")
    widget.switch_line(2)
    widget.switch_line(3)
    assert widget.events[0]["say"] == ("Line 3 is in play again: it has no move yet, so the "
                                       "board shows the start.")
    widget.language = "es"
    widget.switch_line(1)
    assert widget.events[0]["say"].startswith("La línea 1 vuelve a estar en juego")
    assert words


LANGUAGES = ("en", "es", "fr", "nl", "ja")
# an imperative of the move words a player reads for their own next move (narration's move.*)
IMPERATIVES = {"en": ("end the turn", "take the ", "put a "), "es": ("terminar el turno", "tomar la "),
               "fr": ("finir le tour", "prendre la "), "nl": ("de beurt beëindigen",),
               "ja": ("手番を終える",)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_strip_tells_each_move_about_the_player_who_made_it(language):
    """Defect: the strip wrote every move as an order to the reader ("Ben: end the turn,
    keeping nothing in your pool"). Each move is now told about whoever made it: by name,
    or "you" for the widget's own seat, in every language of the catalog."""
    from potion_widget.i18n.messages import render

    you = "you" if language == "en" else None
    for seats in (None, [0]):
        w = PotionWidget(players=["Ana", "Ben"], seed=3, language=language, you=seats)
        play_moves(w, 14)
        groups = w.timeline["groups"]
        for g in groups:
            for move in g["moves"]:
                assert not any(move.startswith(word) for word in IMPERATIVES[language]), move
                assert "{" not in move
                name = ["Ana", "Ben"][g["seat"]]
                if seats is not None and g["seat"] == 0:
                    assert "Ana" not in move, move
                    if you:
                        assert move.startswith("you "), move
                else:
                    assert move.startswith(name), move
        told = "told.end_turn.they" if seats is None else "told.end_turn.you"
        ends = [m for g in groups for m in g["moves"] if g["seat"] == 0
                and m.startswith(render(told, {"name": "Ana"}, language))]
        assert ends, [m for g in groups for m in g["moves"]]
        w.close()


def test_the_strip_s_you_follows_the_widget_s_readers():
    w = PotionWidget(players=["Ana", "Ben"], seed=3)
    play_moves(w, 6)
    assert w.timeline["groups"][0]["moves"][0].startswith("Ana took ")
    w.you = [0]
    assert w.timeline["groups"][0]["moves"][0].startswith("you took ")
    w.close()


def test_a_past_move_looked_at_shows_no_heat_map_hint_or_preview_of_the_present():
    """The heat map, the hint and the hover previews are of the present position: drawn over a
    past board they would show marbles that are not there. While a move is looked at they
    are off (the hint button is refused in words); back at the present they are the
    present's again."""
    from potion_widget.games.potion.heatmap import heat_cells

    h = Harness(PotionWidget(players=["Ana", "Ben"], seed=3, heatmap="fit"))
    w = h.widget
    play_moves(w, 10)                           # a usual pick is next: heat, previews, a hint
    w.hint()
    assert w.heat and w.advice and w.previews
    present_heat = w.heat
    w.look_at(3)
    assert w.heat == [] and w.advice == {} and w.previews == []
    w.hint()                                    # asked from a notebook: returned, not drawn
    w.heatmap = "points"                        # a new measure waits for the present
    assert w.heat == [] and w.advice == {}
    reply = h.request({"kind": "hint", "id": 7, "state_id": w.state_id})
    assert not reply["ok"] and reply["error"]["key"] == "ui.explore.hint.looking"
    assert reply["error"]["message"].startswith("You are looking at an earlier move")
    w.back_to_latest()
    assert w.heat == heat_cells(w.game, "points", honest=True) and w.heat != []
    assert w.previews and w.advice == {}
    w.heatmap = "fit"
    assert w.heat == present_heat


def test_the_log_says_the_start_and_the_latest_move_and_a_look_at_the_present_changes_nothing(
        widget):
    epoch, sid = widget.log_epoch, widget.state_id
    widget.back_to_latest()                        # already the present: the log stays
    assert (widget.log_epoch, widget.state_id) == (epoch, sid)
    widget.look_at(0)
    assert [e["say"] for e in widget.events] == [
        "The board at the start of line 1, before move 1: no move had been made yet."]
    widget.back_to_latest()
    move_14 = widget._lines.strip.move_words(14)
    assert [e["say"] for e in widget.events] == [
        f"Back at the latest move of line 1, move 14 ({move_14})."]
    assert widget.log_epoch == epoch + 2


def test_nobody_acts_on_a_move_looked_at():
    w = PotionWidget(players=["Ana", "Computer"], seed=3, remove="beginner")
    seat = BotSeat(w, seat=1, bot=GreedyBot(seed=2))
    play_moves(w, 6)
    assert w.acting == [0, 1]
    w.look_at(2)
    assert w.acting == []                  # read-only: the status line says no one's turn
    w.back_to_latest()
    assert w.acting == [0, 1]
    seat.stop()
