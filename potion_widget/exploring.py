"""What a board offers an explorer: honest hover previews (D2), a heat map of every pick, a
hint from the expert, and a fork of the position to try something else.

:class:`Exploring` is a part of :class:`potion_widget.PotionWidget` (its traits and methods);
it holds no rule. What it shows comes from :mod:`potion_widget.odds` (previews),
:mod:`potion_widget.analysis` (the ranking behind the heat map), :mod:`potion_widget.hints`
(the expert's next move in a sentence) and :mod:`potion_widget.whatif` (fork and compare).
"""

from __future__ import annotations

from typing import Any

import traitlets

from .engine.errors import shown
from .odds import PREVIEW_MODES, hover_previews


class Exploring(traitlets.HasTraits):
    """The explorer's traits of a board. The widget calls :meth:`_explore_setup` before its
    traits exist and :meth:`_explore_traits` whenever the game changes."""

    preview = traitlets.Unicode("honest").tag(sync=True)
    """What the hover preview may use: ``"honest"`` (the default, rule D2: the visible
    marbles, how many lie under each lid and the colours still unseen; a pick whose chain
    may go on under a lid shows what it takes for sure and the chance of more) or
    ``"all-seeing"`` (every marble read, hidden ones too: for a lesson that needs it)."""

    def _explore_setup(self, *, preview: str) -> None:
        _check_choice("preview", preview, PREVIEW_MODES)
        self._preview = preview          # read by _game_traits before the traits exist

    @traitlets.validate("preview")
    def _check_preview(self, proposal: Any) -> str:
        return _check_choice("preview", proposal["value"], PREVIEW_MODES, traitlets.TraitError)

    @traitlets.observe("preview")
    def _preview_changed(self, change: Any) -> None:
        self._preview = change["new"]
        self.previews = self._previews()

    def _previews(self) -> list:
        """The previews the board may show on hover (:func:`potion_widget.odds.hover_previews`),
        or none when hover previews are off."""
        return hover_previews(self._game, self._preview) if self._hover else []


def _check_choice(name: str, value: Any, allowed: tuple, error: type = ValueError) -> Any:
    if value not in allowed:
        raise error(f"{name} must be one of {', '.join(map(repr, allowed))}, not {shown(value)}")
    return value
