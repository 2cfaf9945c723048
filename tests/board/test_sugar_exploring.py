"""The Sugar Blast board's explorer (potion_widget.games.sugar.exploring): a hint asked and played, the
heat map on and off, and an exercise's board that offers neither and changes nothing."""

from __future__ import annotations

from widget_harness import Harness

from potion_widget import sugar_scenarios
from potion_widget.games.sugar.hints import hint
from potion_widget.games.sugar.ranking import heat_cells, ranked_swaps
from potion_widget.games.sugar.widget import SugarBlastWidget


def _board(**kwargs) -> SugarBlastWidget:
    return SugarBlastWidget(sugar_scenarios.load("sugar-line-four"), **kwargs)


def test_a_hint_asked_by_the_board_is_shown_until_the_move_is_played():
    h = Harness(_board())
    reply = h.request({"kind": "hint", "id": 1})
    widget = h.widget
    assert reply["ok"] and reply["hint"] == hint(sugar_scenarios.load("sugar-line-four"))
    assert widget.advice["state_id"] == widget.state_id and widget.advice["text"] == reply["hint"]["text"]
    events = widget.play_hint()
    assert events[0]["type"] == "swap" and [events[0]["a"], events[0]["b"]] == \
        [reply["hint"]["action"]["a"], reply["hint"]["action"]["b"]]
    assert widget.advice == {}                  # the hint was about the position before


def test_the_heat_map_follows_the_ranking_and_goes_when_turned_off():
    h = Harness(_board())
    widget = h.widget
    assert widget.heat == []
    assert h.request({"kind": "heatmap", "id": 1, "on": True})["ok"]
    assert widget.heat == heat_cells(ranked_swaps(sugar_scenarios.load("sugar-line-four")))
    refused = h.request({"kind": "heatmap", "id": 2, "on": "yes"})
    assert not refused["ok"] and refused["error"]["rule"] == "format" and widget.heatmap
    assert h.request({"kind": "heatmap", "id": 3, "on": False})["ok"]
    assert widget.heat == []


def test_an_exercise_board_offers_no_hint_nor_heat_map_and_a_request_changes_nothing():
    h = Harness(_board(explore=False, heatmap=True))
    widget = h.widget
    before = (widget.state, widget.heat, widget.advice)
    for request in ({"kind": "hint", "id": 1}, {"kind": "heatmap", "id": 2, "on": True}):
        reply = h.request(request)
        assert not reply["ok"] and reply["error"]["key"] == "ui.error.explore_off"
    assert (widget.state, widget.heat, widget.advice) == before
    assert not widget.heatmap and widget.heat == []
