"""The plain-text board (``print(game)``) speaks the language spoken, its columns lined up."""

from __future__ import annotations

import re

import pytest

from potion_widget.games.potion.engine import Game
from potion_widget.games.potion.engine.text import _columns
from potion_widget.i18n.messages import speaking


def a_game() -> Game:
    game = Game.new(["Ana", "Ben"], seed=3)
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    return game


def test_the_english_board_keeps_its_words_D3():
    text = str(a_game())
    assert text.splitlines()[0] == "Potion Explosion - phase play, turn 1, countdown 4"
    assert "\npos 8    " in text and "(visible, never taken)" in text and "\ntrack    0   1" in text


@pytest.mark.parametrize("language", ["es", "fr", "nl", "ja"])
def test_a_board_in_another_language_has_no_english_word_and_aligned_tracks(language):
    game = a_game()
    with speaking(language):
        text = str(game)
    for english in ("hidden", "never taken", "track", "burners", "pool:", "completed"):
        assert english not in text, (language, english)
    rows = text.splitlines()[1:12]    # hidden counts, positions 8 to 0, the track numbers
    ends = set()
    for row in rows:
        cells = re.match(r"^(.*?)\s+(\S+)(\s+\S+){4}$", row.split("  (")[0])
        ends.add(_columns(row[:cells.end(2)]))      # where the first track's cell ends
    assert len(ends) == 1, (language, rows)
