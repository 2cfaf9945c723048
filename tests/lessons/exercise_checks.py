"""Checks that every game's do-the-move exercise must pass, shared by both games' lesson tests."""

from __future__ import annotations


def assert_refused_and_unchanged(exercise, action: dict) -> None:
    """``action``, one the game refuses, played in ``exercise`` (still at its start): it is
    judged wrong, the board, the attempts and the verdict stay as they were, and the feedback
    says the game refused it."""
    state = exercise.widget.game.to_state()
    assert state == exercise._start
    assert exercise.play(action) is False
    assert exercise.widget.game.to_state() == state
    assert exercise.attempts == [] and not exercise.solved
    assert exercise.feedback.startswith("The game refused that move: ")
