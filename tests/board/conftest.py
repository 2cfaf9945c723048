"""Fixtures for driving the widget's message handler without a kernel."""

from __future__ import annotations

import pytest

from potion_widget.games.potion.widget import PotionWidget
from widget_harness import Harness


@pytest.fixture
def harness() -> Harness:
    """A default widget (seed 0, 2 players), still in the draft."""
    return Harness(PotionWidget())


@pytest.fixture
def playing() -> Harness:
    """A seeded game past the draft, player 0 to make the first usual pick."""
    h = Harness(PotionWidget(players=["Ana", "Ben"], seed=0))
    while h.widget.state["phase"] == "draft":
        h.widget.play(h.widget.legal[0])
    return h
