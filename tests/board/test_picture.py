"""The still picture of a board, for exports that cannot run the widget: it shows what a
player sees (the nine visible rows, the lid's counts, every desk) in words and signs."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from potion_widget import Game
from potion_widget.games.potion import scenarios
from potion_widget.games.potion.engine.components import VISIBLE
from potion_widget.games.potion.words import potion_label
from potion_widget.games.potion.picture import board_svg
from potion_widget.games.potion.widget import PotionWidget

SVG = "{http://www.w3.org/2000/svg}"
TILE_ID = re.compile(r"\b(wisdom|magnetic|abyssal|balm|love|joy|sands|lava)-\d\b")


@pytest.mark.parametrize("game", [scenarios.load("l0-first-turn"), scenarios.load("chains"),
                                  Game.new(["Ana", "Ben", "Cy"], seed=4)])
def test_the_picture_shows_what_a_player_sees(game):
    svg = board_svg(game)
    root = ET.fromstring(svg)
    marbles = root.findall(f".//{SVG}circle")
    tracks = game.state["dispenser"]
    assert len(marbles) == sum(min(len(t), VISIBLE) for t in tracks)
    text = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    # the lid's count per track: marbles under it are counted, never drawn
    counts = [int(n) for n in re.findall(r"\+(\d+)", text)[:5]]
    assert counts == [max(0, len(t) - VISIBLE) for t in tracks]
    for seat, player in enumerate(game.state["players"]):
        assert f"{player['name']}: score {game.scores()[seat]}" in text
        for burner in player["burners"]:
            if burner:
                assert potion_label(game, burner["tile"]) in text
    assert not TILE_ID.search(svg)


def test_an_export_without_widgets_carries_the_picture():
    w = PotionWidget(scenarios.load("chains"))
    bundle = w._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data     # live: the widget
    assert data["image/svg+xml"] == board_svg(w.game)             # exported: the picture


def test_a_bare_game_in_a_notebook_cell_shows_its_picture():
    """Issue 23: a ``Game`` alone in a cell showed ``<Game 2 players, phase draft, ...>``; any
    Jupyter front end now shows its still picture (``_repr_svg_``, IPython's display formatter),
    with the text kept for viewers without pictures. The same for a Sugar Blast game."""
    from IPython.core.formatters import DisplayFormatter

    from potion_widget.games.sugar import picture as sugar_picture
    from potion_widget.games.sugar.engine import Game as SugarGame

    for game, draw in ((Game.new(["Ana", "Ben"], seed=3, remove="beginner"), board_svg),
                       (SugarGame.new(["Ana", "Ben"], seed=3), sugar_picture.board_svg)):
        data, _ = DisplayFormatter().format(game)
        assert data["image/svg+xml"] == draw(game)
        assert data["text/plain"]                 # the text stays for viewers without pictures
        ET.fromstring(data["image/svg+xml"])
        assert "Ana" in data["image/svg+xml"]
        game.apply(game.legal_actions()[0])       # the picture is the game's now, never a stale one
        assert DisplayFormatter().format(game)[0]["image/svg+xml"] == draw(game)


def test_without_a_registered_drawer_a_game_shows_its_text_only(monkeypatch):
    """The engines draw nothing themselves: with no drawer registered, ``_repr_svg_`` is None
    and Jupyter falls back to the text."""
    from potion_widget.core import still

    monkeypatch.setattr(still, "DRAWERS", {})
    assert Game.new(["Ana", "Ben"], seed=3)._repr_svg_() is None
