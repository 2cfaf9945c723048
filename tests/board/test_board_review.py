"""A board draws the review of its line (issue 25): ``review_game`` fills the ``review`` trait
from :func:`potion_widget.games.potion.review.review`, and the trait goes as soon as it would
no longer be true (a move played or taken back, another line, another language); looking back
along the same line keeps it, since the review's clicks do exactly that."""

from __future__ import annotations

import pytest

from potion_widget import PotionWidget
from potion_widget.board import front_parts
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.review import review

SAMPLES = 2


def _played(turns: int = 3) -> PotionWidget:
    board = PotionWidget(players=["Ana", "Ben"], seed=5, remove="beginner", you=[0])
    bot = ExpertBot(seed=5)
    while board.state["turn"]["number"] <= turns and board.state["phase"] != "over":
        board.play(bot.choose(board.game))
    return board


@pytest.fixture
def board() -> PotionWidget:
    board = _played()
    board.review_game(samples=SAMPLES)
    return board


def test_the_review_trait_is_the_review_of_the_line_in_play(board):
    judged = review(board.record(), samples=SAMPLES, you=[0])
    assert board.review["line"] == board.line == 1
    assert board.review["length"] == board.latest_move == len(board.record()["actions"])
    assert board.review["players"] == ["Ana", "Ben"]
    assert [m["index"] for m in board.review["moves"]] == [m.index for m in judged.moves]
    assert [m["sentence"] for m in board.review["moves"]] == [m.sentence for m in judged.moves]
    # told to the board's reader: Ana is "you", Ben is named
    assert all(m["sentence"].startswith("Ben ") for m in board.review["moves"] if m["seat"] == 1)
    assert not any(m["sentence"].startswith("Ana ") for m in board.review["moves"])


def test_looking_at_a_decision_keeps_the_review(board):
    before = dict(board.review)
    board.look_at(board.review["moves"][1]["index"])
    assert board.looking == before["moves"][1]["index"]
    assert board.review == before
    board.look_at(None)
    assert board.review == before


def test_a_move_played_makes_the_review_go(board):
    board.play(board.legal[0] if board.legal[0]["type"] != "drink" else
               {"type": "end_turn", **board.game.legal_choices({"type": "end_turn"})[0]})
    assert board.review == {}


def test_a_move_taken_back_makes_the_review_go(board):
    board.undo()
    assert board.review == {}


def test_another_line_makes_the_review_go(board):
    board.look_at(board.review["moves"][0]["index"])
    board.continue_from_here()
    assert board.review == {}


def test_another_language_makes_the_review_go(board):
    board.language = "es"
    assert board.review == {}


def test_the_review_is_a_part_the_front_end_asks_for():
    assert "review" in front_parts.PARTS
    answer = front_parts.answer({"name": "review"})
    assert answer["ok"] and "ReviewView" in answer["code"]
