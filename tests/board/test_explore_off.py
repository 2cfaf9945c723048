"""An exercise board offers no Heat map and no Hint unless the lesson means it (``explore``),
and a guided step's words replace the board's own hint (``guide``): nothing gives the answer
away, and the board never contradicts the step (issue 21)."""

from __future__ import annotations

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.widget import PotionWidget
from widget_harness import Harness


def _ask(h: Harness, kind: str, **extra) -> dict:
    return h.request({"kind": kind, "id": 9, "state_id": h.widget.state_id, **extra})


def test_a_board_without_the_explorer_refuses_hint_and_heat_map_and_changes_nothing():
    h = Harness(PotionWidget(scenarios.load("chains"), explore=False))
    before = h.snapshot()
    for kind, extra in (("hint", {}), ("heatmap", {"measure": "marbles"})):
        reply = _ask(h, kind, **extra)
        assert reply["ok"] is False and reply["error"]["rule"] == kind
        assert reply["error"]["key"] == "ui.error.explore_off"
    assert h.snapshot() == before
    assert h.widget.heatmap is None and h.widget.advice == {}


def test_turning_the_explorer_off_clears_its_heat_map_and_hint():
    w = PotionWidget(scenarios.load("chains"), heatmap="marbles")
    w.hint()
    assert w.heat and w.advice
    w.explore = False
    assert w.heatmap is None and w.heat == [] and w.advice == {}


def test_a_free_board_still_offers_both():
    h = Harness(PotionWidget(scenarios.load("chains")))
    assert _ask(h, "hint")["ok"] is True


def test_the_guide_is_a_synced_trait_with_no_words_by_default():
    w = PotionWidget(scenarios.load("chains"))
    assert w.guide == "" and "guide" in w.keys and w.trait_metadata("guide", "sync")
    w.guide = "Click the black marble in your pool."
    assert w.get_state(["guide"]) == {"guide": "Click the black marble in your pool."}


def test_a_board_offering_the_heat_map_alone_refuses_the_hint_and_changes_nothing():
    """Issue 21 (the lesson audit, 08 cell 15): lesson 08's heat-map exercise turned the
    explorer on for its map, and the Hint came with it, naming the move to find. With
    ``explore_hint`` off the heat map is still given; a hint request is refused by name."""
    h = Harness(PotionWidget(scenarios.load("chains"), explore_hint=False))
    assert h.widget.explore is True and h.widget.trait_metadata("explore_hint", "sync")
    before = h.snapshot()
    reply = _ask(h, "hint")
    assert reply["ok"] is False and reply["error"]["rule"] == "hint"
    assert reply["error"]["key"] == "ui.error.hint_off"
    assert h.snapshot() == before and h.widget.advice == {}
    assert _ask(h, "heatmap", measure="fit")["ok"] is True and h.widget.heat


def test_taking_the_hint_away_clears_a_hint_shown():
    w = PotionWidget(scenarios.load("chains"))
    w.hint()
    assert w.advice
    w.explore_hint = False
    assert w.advice == {}
