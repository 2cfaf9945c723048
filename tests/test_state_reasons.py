"""A refused state says why in the catalog's words: English for programs, the board's language
for learners (issue 13)."""

from __future__ import annotations

import pytest

from potion_widget.games.potion.edit import editor
from potion_widget.games.potion.edit.editor import EditError
from potion_widget.games.potion.engine import Game
from potion_widget.core.errors import StateError
from potion_widget.i18n.messages import render, speaking



def roomy() -> dict:
    """A 2-player game past the draft, each track cut to 10 marbles (room for edits)."""
    game = Game.new(["Ana", "Ben"], seed=0, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    state = game.to_state()
    state["dispenser"] = [track[:10] for track in state["dispenser"]]
    return state


def test_a_state_error_keeps_its_key_and_params_and_its_english_text_S2():
    state = roomy()
    other = 1 - state["current"]
    state["players"][other]["hand"] = ["red"]
    with speaking("es"), pytest.raises(StateError) as info:
        Game.from_state(state)
    error = info.value
    assert error.field == f"players[{other}].hand"
    assert error.key == "state.hand_active" and error.params == {}
    # str() is English whatever the language spoken, as it was before the catalog
    assert str(error) == (f"players[{other}].hand: only the active player may hold marbles "
                          f"in hand")
    with speaking("es"):
        assert error.problem == render("state.hand_active", language="es") != \
            "only the active player may hold marbles in hand"


def test_a_state_error_bounds_its_params_and_renders_them_in_english_D3():
    error = StateError("dispenser[0]", "state.track_full", count=12, most=10)
    assert error.params == {"count": 12, "most": 10}
    assert str(error) == "dispenser[0]: holds 12 marbles; a track holds at most 10 (D3)"
    long = StateError("", "state.unreadable", reason="x" * 500)
    assert len(long.params["reason"]) < 500 and long.params["reason"].endswith("...")


def test_an_editor_refusal_of_a_bad_state_reads_wholly_in_spanish():
    state = roomy()
    other = 1 - state["current"]
    with speaking("es"), pytest.raises(EditError) as info:
        editor.add_marble(state, other, "hand", "red")
    message = info.value.message
    name = state["players"][other]["name"]
    assert message == render("ui.edit.refused", {
        "place": render("ui.edit.place.hand", {"name": name}, "es"),
        "problem": render("state.hand_active", language="es")}, "es")
    assert "solo el jugador activo" in message
    assert "active player" not in message and "hand" not in message


def test_a_new_game_option_is_refused_in_the_language_spoken_C4():
    with speaking("fr"), pytest.raises(StateError) as info:
        Game.new(players=7)
    assert str(info.value) == "options.players: a game has 2 to 4 players, not 7 (C4)"
    with speaking("fr"):
        assert info.value.problem == "une partie a de 2 à 4 joueurs, pas 7 (C4)"
