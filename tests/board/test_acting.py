"""Who acts on a board (the ``acting`` trait), on both games' boards: nobody "is playing"
where nobody will play."""

from __future__ import annotations


import pytest

from potion_widget.games.potion.bots import BotSeat, GreedyBot
from potion_widget.games.potion.exercises import GuidedTurn, Predict
from potion_widget.games.sugar.engine.bots import GreedyBot as SugarBot
from potion_widget.games.sugar.widget import SugarBlastWidget
from potion_widget.games.potion.widget import PotionWidget
from widget_harness import Harness, play_to_the_end

# ----- acting ---------------------------------------------------------------------------------
def test_at_a_shared_screen_every_seat_acts_and_with_you_only_yours():
    assert PotionWidget(players=["Ana", "Ben"], seed=1).acting == [0, 1]
    assert PotionWidget(players=["Ana", "Ben"], seed=1, you=[0]).acting == [0]


def test_a_board_that_only_shows_has_nobody_acting():
    w = PotionWidget(players=["Ana", "Ben"], seed=1, you=[0])
    w.interactive = False
    assert w.acting == []
    w.interactive = True
    assert w.acting == [0]


def test_a_bot_acts_on_its_seat_even_on_a_board_that_only_shows():
    w = PotionWidget(players=["Ana", "Ben"], seed=1, you=[0])
    seat = BotSeat(w, seat=1, bot=GreedyBot(seed=1))
    assert (w.acting, w.bots) == ([0, 1], [1])
    w.interactive = False
    assert w.acting == [1]
    seat.stop()
    assert (w.acting, w.bots) == ([], [])


def test_nobody_acts_once_the_game_is_over_bots_included():
    w = PotionWidget(players=["Ana", "Ben"], seed=2, remove="beginner", you=[0])
    BotSeat(w, seat=1, bot=GreedyBot(seed=1))
    play_to_the_end(w)
    assert w.game.phase == "over" and w.acting == []


def test_an_exercise_names_the_learners_seat_or_nobody():
    w = PotionWidget(players=["Ana", "Ben"], seed=1)
    w.seat_learner(1)
    assert w.acting == [1]
    w.seat_learner([])           # the exercise is over
    assert w.acting == []
    w.seat_learner(None)         # back to the default: the `you` seats, here every seat
    assert w.acting == [0, 1]
    with pytest.raises(ValueError, match="seats from 0 to 1"):
        w.seat_learner([5])
    assert w.acting == [0, 1]


def test_the_update_that_ends_the_game_tells_the_front_end_nobody_acts():
    h = Harness(PotionWidget(players=["Ana", "Ben"], seed=2, remove="beginner", you=[0]))
    play_to_the_end(h.widget)
    last = h.updates[-1]["state"]
    assert last["acting"] == [] and last["state"]["phase"] == "over"


def test_lesson_boards_act_only_where_the_learner_plays():
    predict = Predict("tie-break", "tiebreak-ben")
    assert predict.widget.acting == []       # the board plays the claim's move itself
    guided = GuidedTurn("new-game", [{"say": "Draft it.", "expect": {"type": "draft"}}])
    assert guided.widget.acting == [guided.widget.game.current]
    guided.play(guided.widget.legal[0])
    assert guided.done and guided.widget.acting == []   # over: nobody plays on


def test_a_sugar_board_acts_the_same_way():
    board = SugarBlastWidget(you=[0])
    assert board.acting == [0]
    BotSeat(board, seat=1, bot=SugarBot(1))
    assert (board.acting, board.bots) == ([0, 1], [1])
    board.interactive = False
    assert board.acting == [1]


