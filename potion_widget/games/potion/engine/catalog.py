"""The potion tiles (C2): the 64 of the base game, from the package's data file.

>>> TILES["wisdom-1"].recipe
('red', 'red', 'yellow', 'yellow')
>>> kind_name("lava")
'Filter of Lavamancing'
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Final, NamedTuple

from ....i18n.messages import render


class Tile(NamedTuple):
    """One potion tile: its kind, the colours of its holes, its points, and whether it is a
    starter (drafted at setup, S2)."""

    kind: str
    recipe: tuple[str, ...]
    points: int
    starter: bool

    def to_dict(self) -> dict:
        return {"kind": self.kind, "recipe": list(self.recipe), "points": self.points,
                "starter": self.starter}


def _load() -> tuple[dict, dict[str, Tile]]:
    path = resources.files("potion_widget") / "games" / "potion" / "data" / "potion_tiles.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    tiles = {t["id"]: Tile(t["kind"], tuple(t["recipe"]), t["points"], t["starter"])
             for t in data["tiles"]}
    return data["kinds"], tiles


_KIND_INFO, _TILES = _load()
TILES: Final[dict[str, Tile]] = _TILES

def holes_by_color(recipe: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """The holes of a recipe by colour, each colour's in order: ``("red", "blue", "red")``
    gives ``{"red": (0, 2), "blue": (1,)}``."""
    holes: dict[str, list[int]] = {}
    for h, color in enumerate(recipe):
        holes.setdefault(color, []).append(h)
    return {color: tuple(found) for color, found in holes.items()}


HOLES: Final[dict[str, dict[str, tuple[int, ...]]]] = {
    tile_id: holes_by_color(tile.recipe) for tile_id, tile in TILES.items()}
"""Every catalog tile's holes by colour (``holes_by_color``), by tile id: what the legal
listing reads to find where a colour in hand goes, instead of scanning every hole."""

KINDS: Final[tuple[str, ...]] = tuple(_KIND_INFO)
"""The 8 kind ids in catalog order, the order in which skill tokens are awarded (E3)."""

BEGINNER_REMOVED: Final = ("balm", "lava")
"""The two kinds the beginner preset leaves out (S1)."""


def kind_name(kind: str) -> str:
    """The potion kind's display name, from the message catalog."""
    return render(f"kind.{kind}.name")


def kind_effect(kind: str) -> str:
    """What drinking the kind does, in one plain sentence, from the message catalog."""
    return render(f"kind.{kind}.effect")


def kind_rule(kind: str) -> str:
    """The RULES.md ID of the kind's effect (P3..P10)."""
    return _KIND_INFO[kind]["rule"]
