"""Where Undo stops (``mark_start``), on both games' boards: Undo never rewinds a lesson's
set-up nor a game that is over, and a request below the board's start changes nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.bots import plausible_move
from potion_widget.core.errors import HistoryError
from potion_widget.games.potion.exercises import Do, GuidedTurn, Predict
from potion_widget.games.sugar.widget import SugarBlastWidget
from potion_widget.games.potion.widget import PotionWidget
from widget_harness import DRAFT, Harness, past_the_draft, play_to_the_end, undo_request

def test_undo_stops_at_the_boards_start_and_a_request_below_it_changes_nothing():
    h = Harness(PotionWidget(scenarios.load("new-game")))
    for action in DRAFT:
        h.widget.play(action)
    h.widget.mark_start()
    assert h.widget.can_undo is False
    before = h.snapshot()
    reply = undo_request(h)
    assert reply["ok"] is False and reply["error"]["rule"] == "undo"
    assert reply["error"]["key"] == "ui.error.undo_start"
    assert h.snapshot() == before                # the draft was not rewound
    with pytest.raises(HistoryError):
        h.widget.undo()
    assert h.snapshot() == before
    h.widget.play(h.widget.legal[0])
    assert h.widget.can_undo is True
    assert undo_request(h)["ok"] is True
    assert h.widget.game.to_state() == before["game"] and h.widget.can_undo is False


def test_undo_is_not_offered_once_the_game_is_over_but_a_reset_still_goes_back():
    h = Harness(PotionWidget(players=["Ana", "Ben"], seed=2, remove="beginner"))
    past_the_draft(h.widget)
    h.widget.mark_start()
    start = h.widget.game.to_state()
    play_to_the_end(h.widget)
    assert h.widget.can_undo is False
    reply = undo_request(h)
    assert reply["ok"] is False and reply["error"]["rule"] == "undo"
    assert reply["error"]["key"] == "ui.error.undo_over" and h.widget.game.phase == "over"
    h.widget.undo_to_start()                      # an exercise tried again
    assert h.widget.game.to_state() == start and h.widget.can_undo is False


def test_lesson_07s_draft_is_not_undone_by_the_boards_undo():
    do = Do("new-game", "fills_most", before=DRAFT)
    h = Harness(do.widget)
    assert h.widget.can_undo is False
    assert undo_request(h)["ok"] is False and h.widget.game.phase == "play"
    do.play(do.right_answers[0])
    assert h.widget.can_undo is True
    do.reset()
    assert h.widget.game.to_state() == do._start and h.widget.can_undo is False


def test_a_prediction_after_the_game_ends_can_be_tried_again():
    predict = Predict("tie-break", "tiebreak-ben")
    start = predict.widget.game.to_state()
    predict.answer(predict.options[0])
    assert predict.widget.game.to_state() != start
    predict.reset()
    assert predict.widget.game.to_state() == start


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(["play", "undo"]), max_size=30), st.integers(0, 3))
def test_no_sequence_of_requests_goes_below_the_start(steps, setup):
    """Invariant: whatever the clicks, the position of the board's start stays reachable and
    nothing under it is ever taken back; can_undo says exactly whether an undo is taken."""
    h = Harness(PotionWidget(scenarios.load("new-game")))
    for action in DRAFT[:setup]:
        h.widget.play(action)
    h.widget.mark_start()
    floor = h.widget.game.to_state()
    rng = random.Random(len(steps))
    depth = 0
    for step in steps:
        if step == "undo":
            offered = h.widget.can_undo
            reply = undo_request(h)
            assert reply["ok"] is offered
            depth -= offered
        elif h.widget.game.phase != "over":
            game = h.widget.game
            assert h.act(plausible_move(game, rng) if game.phase == "play" else h.widget.legal[0])["ok"]
            depth += 1
        assert depth >= 0
        if depth == 0:
            assert h.widget.game.to_state() == floor


def test_the_sugar_board_stops_at_its_start_too():
    board = SugarBlastWidget()
    h = Harness(board)
    board.play(board.legal[0])
    board.mark_start()
    before = board.game.to_state()
    assert board.can_undo is False
    reply = undo_request(h)
    assert reply["ok"] is False and reply["error"]["rule"] == "undo"
    assert board.game.to_state() == before
    board.play(board.legal[0])
    assert board.can_undo is True
    board.undo_to_start()
    assert board.game.to_state() == before


def test_a_board_nobody_plays_offers_no_undo_and_refuses_one():
    """A guided turn that is over only shows its result: Undo would take its step back."""
    guided = GuidedTurn("l0-first-turn", [{"say": "Take the red.",
                                           "expect": {"type": "pick", "track": 2, "pos": 3}}])
    guided.play({"type": "pick", "track": 2, "pos": 3})
    h = Harness(guided.widget)
    assert guided.done and h.widget.interactive is False and h.widget.can_undo is False
    before = h.snapshot()
    reply = undo_request(h)
    assert reply["ok"] is False and reply["error"]["key"] == "ui.error.undo_locked"
    assert h.snapshot() == before
    guided.reset()                      # the exercise itself still goes back to its start
    assert guided.widget.game.to_state() == guided._start
