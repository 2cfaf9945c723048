"""Lesson 09's guided first turn (potion_widget.games.sugar.exercises.GuidedTurn): the text says
what to do, the board rings where, a move not asked for is taken back (W2: a swap may name its
cells in either order), and the turn ends on what was kept and what the objective still needs
(O1), from the engine. Exercise boards offer no Hint nor Heat map: they would name the answer."""

from __future__ import annotations

import pytest

from potion_widget.core.errors import RuleError
from potion_widget.games.sugar.exercises import Do, GuidedTurn, Predict
from potion_widget.games.sugar.narration import needed_text
from potion_widget.i18n.messages import LANGUAGES, speaking

LINE = [[1, 0], [1, 1], [1, 2], [1, 3]]
STEPS = [
    {"say": "Swap the marked Gumdrop with the Lollipop above it.",
     "expect": {"type": "swap", "a": [0, 2], "b": [1, 2]},
     "marks": [{"cell": [0, 2]}, {"cell": [1, 2]}]},
    {"say": "Blast the line and keep the Mint.",
     "expect": {"type": "blast", "keep": "mint"},
     "marks": [{"cell": [1, 5]}]},
]


def test_the_guided_turn_takes_back_a_move_not_asked_for_and_ends_on_what_was_kept_O1():
    turn = GuidedTurn("sugar-guided-turn", STEPS)
    board = turn.widget
    assert turn.feedback == STEPS[0]["say"] and board.marks == STEPS[0]["marks"]
    start = board.game.to_state()
    other = next(a for a in board.legal if {tuple(a["a"]), tuple(a["b"])} != {(0, 2), (1, 2)})
    board.play(other)                                  # legal, but not the swap asked for
    assert board.game.to_state() == start and turn.step == 0
    assert "Not quite" in turn.feedback and STEPS[0]["say"] in turn.feedback
    board.play({"type": "swap", "a": [1, 2], "b": [0, 2]})     # W2: either order
    assert turn.step == 1 and board.marks == STEPS[1]["marks"]
    before_keep = board.game.to_state()
    board.play({"type": "blast", "line": LINE, "keep": "cane"})  # a third Candy Cane: taken back
    assert board.game.to_state() == before_keep and turn.step == 1
    board.play({"type": "blast", "line": LINE, "keep": "mint"})
    assert turn.done and not board.interactive
    kept = board.game.state["players"][0]["kept"]
    assert kept == {"cane": 2, "gumdrop": 1, "mint": 1}
    assert turn.feedback == ("Your turn is over: you kept 1 Gumdrop and 1 Mint. "
                             + needed_text(kept, board.game.state["objective"]))
    assert "Still to keep: 1 more Candy Cane" not in turn.feedback   # the canes already make a pair


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guided_turns_last_words_are_written_in_every_language(language):
    turn = GuidedTurn("sugar-guided-turn", STEPS, language=language)
    turn.widget.play({"type": "swap", "a": [0, 2], "b": [1, 2]})
    turn.widget.play({"type": "blast", "line": LINE, "keep": "mint"})
    with speaking(language):
        needed = needed_text(turn.widget.game.state["players"][0]["kept"],
                             turn.widget.game.state["objective"])
    assert turn.done and turn.feedback.endswith(needed) and "{" not in turn.feedback


def test_an_exercise_board_offers_no_hint_nor_heat_map():
    for task in (Do("sugar-first-swap", "sugar_blasts"), Predict("sugar-line-five", "five"),
                 GuidedTurn("sugar-guided-turn", STEPS)):
        assert task.widget.explore is False
        reply = task.widget._answer({"kind": "hint", "id": 1})
        assert not reply["ok"] and reply["error"]["key"] == "ui.error.explore_off"


def test_a_refused_swap_in_the_guided_turn_changes_nothing_W1():
    turn = GuidedTurn("sugar-guided-turn", STEPS)
    start = turn.widget.game.to_state()
    with pytest.raises(RuleError):
        turn.widget.play({"type": "swap", "a": [0, 2], "b": [1, 3]})
    assert turn.widget.game.to_state() == start and turn.step == 0


def test_defect_check_and_the_boards_praise_told_a_move_that_leaves_a_choice_differently_B3():
    # The lesson audit judges a move anew with Do.check: for a swap that leaves blasts to choose,
    # check said "No candy has left the board yet" while the board's praise said what is left to
    # choose. Both now say the praise's words.
    task = Do("sugar-mega", "sugar_makes(mega)")
    swap = {"type": "swap", "a": [4, 3], "b": [5, 3]}
    right, words = task.check(swap)
    task.widget.play(swap)
    assert right and task.widget.game.phase == "blast"
    assert words == task.feedback
