"""Where a game finds its still picture for Jupyter's display (``_repr_svg_``), in both games.

The engines draw nothing: the still pictures are the package's picture modules, which read a
game's state and sit above the engines. The package registers each game's drawer here when it
is imported (``potion_widget/__init__.py``: each registered game's kit draws it), and a game's
``_repr_svg_`` asks for it, so a bare game in a notebook cell shows its picture in any Jupyter
front end. A game with no drawer
registered shows its text only (``_repr_svg_`` gives None, and Jupyter falls back to text).
"""

from __future__ import annotations

from collections.abc import Callable

DRAWERS: dict[str, Callable] = {}
"""Each game's drawer by the game's name (``"potion"``, ``"sugar"``): ``draw(game) -> svg``."""


def register(name: str, draw: Callable) -> None:
    """Makes ``draw`` the still picture of the game ``name``."""
    DRAWERS[name] = draw


def picture(name: str, game) -> str | None:
    """The still SVG picture of ``game`` (of the game ``name``), or None when none is registered."""
    draw = DRAWERS.get(name)
    return None if draw is None else draw(game)
