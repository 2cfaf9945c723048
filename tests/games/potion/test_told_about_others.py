"""A move told about a named player never speaks to the reader as its owner.

The timeline's strip, a review and a turn's summary tell each move about whoever made it
("Ben drank Potion of Prismatic Joy to put from the pool ..."). A phrase written for advice
to the reader ("from your pool") would say the reader's pool was used: false whenever the
player is someone else. Every move of whole seeded games, every drink's every choice
included, is told about a named player here in each language and searched for the words
that address the reader.
"""

from __future__ import annotations

import re

import pytest

from potion_widget import Game
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.master import every_move
from potion_widget.games.potion.words import tell_move
from potion_widget.i18n.messages import speaking

ADDRESSING_THE_READER = {
    "en": r"\b(you|your)\b",
    "es": r"\b(tu|tus|t[uú])\b",
    "fr": r"\b(votre|vos|vous)\b",
    "nl": r"\b(je|jouw|jij)\b",
}
"""Words that speak to the reader, by language (Japanese leaves the owner unsaid)."""


def _told_moves(seed: int, language: str) -> list[str]:
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    bot = ExpertBot(seed=seed)
    told = []
    with speaking(language):
        while game.phase != "over" and game.state["turn"]["number"] < 14:
            if game.phase == "play":
                told += [tell_move(move, game, you=()) for move in _sampled(every_move(game))]
            game.apply(bot.choose(game))
    return told


def _sampled(moves: list[dict]) -> list[dict]:
    """Every kind of move, and at most 12 choices of each potion (a potion can have thousands)."""
    kept, per_potion = [], {}
    for move in moves:
        potion = move.get("potion")
        per_potion[potion] = per_potion.get(potion, 0) + 1
        if potion is None or per_potion[potion] <= 12:
            kept.append(move)
    return kept


@pytest.mark.parametrize("language", sorted(ADDRESSING_THE_READER))
@pytest.mark.parametrize("seed", [4, 7])
def test_P8_a_move_told_about_a_named_player_never_says_your(language, seed):
    """P8 (Prismatic Joy) was told "Ben drank ... to put from your pool": every effect too."""
    pattern = re.compile(ADDRESSING_THE_READER[language], re.IGNORECASE)
    told = _told_moves(seed, language)
    assert told, "the game gave no move to tell"
    wrong = sorted({line for line in told if pattern.search(line)})
    assert wrong == []
