"""What a board offers an explorer (potion_widget.exploring): honest hover previews by
default (D2), the all-seeing preview for a teacher who asks for it."""

from __future__ import annotations

import pytest
import traitlets

from potion_widget import Game
from potion_widget.odds import hover_previews
from potion_widget.widget import PotionWidget

from widget_harness import Harness


def _lid_position() -> Game:
    """A play position where a red pick at track 0 makes blacks explode into the lid."""
    game = Game.new(["Ana", "Ben"], seed=1, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    state = game.to_state()
    state["dispenser"] = [["yellow", "black", "red"] + ["black"] * 6 + ["black", "yellow", "blue"],
                          ["blue"] * 2, ["red"] * 3, ["yellow", "blue"], []]
    return Game.from_state(state)


def _entry(widget: PotionWidget, track: int, pos: int) -> dict:
    return next(p for p in widget.previews if (p["track"], p["pos"]) == (track, pos))


def test_hover_previews_are_honest_by_default_D2():
    widget = PotionWidget(_lid_position())
    assert widget.preview == "honest"
    assert widget.previews == hover_previews(widget.game)
    entry = _entry(widget, 0, 2)
    # the player sees 6 blacks above the red, and one more black's half under the lid: the
    # chain may take more from under the lid, which only a chance can say
    assert entry["key"] == "ui.explore.preview.odds"
    assert entry["count"] == 8 and 0 < entry["params"]["percent"] < 100


def test_a_teacher_can_switch_to_the_all_seeing_preview():
    widget = PotionWidget(_lid_position(), preview="all-seeing")
    truth = {(p["track"], p["pos"]): p for p in widget.game.pick_previews()}
    entry = _entry(widget, 0, 2)
    assert entry["key"] == "ui.preview.pick"
    assert entry["count"] == truth[(0, 2)]["count"] > 8    # the hidden black and yellow too
    assert entry["positions"] == sorted(truth[(0, 2)]["positions"])
    widget.preview = "honest"          # switched back on a live board
    assert _entry(widget, 0, 2)["key"] == "ui.explore.preview.odds"


def test_a_preview_mode_that_does_not_exist_is_refused():
    with pytest.raises(ValueError, match="preview must be one of"):
        PotionWidget(preview="psychic")
    widget = PotionWidget()
    with pytest.raises(traitlets.TraitError):
        widget.preview = "psychic"
    assert widget.preview == "honest"


def test_the_previews_follow_every_action_in_the_chosen_mode():
    harness = Harness(PotionWidget(_lid_position(), preview="all-seeing"))
    widget = harness.widget
    harness.act({"type": "pick", "track": 1, "pos": 0})
    assert widget.previews == hover_previews(widget.game, "all-seeing")
