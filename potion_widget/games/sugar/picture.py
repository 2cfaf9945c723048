"""A still picture of a Sugar Blast game as SVG, for places where the live board cannot run (a
notebook exported to HTML, GitHub's viewer): the 6 x 6 board with row 1 at the bottom (south)
and column 1 at the left (west, G2), each candy with its colour and its symbol (the text
board's, so colour never carries the meaning alone), a legend naming the six candies, then each
player's kept candies and the objective in words. It reads the state only; no rule lives here.

>>> from potion_widget.games.sugar.engine import Game
>>> svg = board_svg(Game.new(["Ana", "Ben"], seed=1))
>>> svg.startswith("<svg") and "Ana" in svg
True
"""

from __future__ import annotations

from html import escape

from ...i18n.messages import render
from .engine import TYPES
from .narration import candy
from .text import SYMBOLS, objective_line, player_line

FILL = {"marshmallow": "#f8cfdc", "corn": "#f5a623", "cane": "#d62839", "gumdrop": "#2a8c3e",
        "lollipop": "#8a3fb0", "mint": "#5fd3c4"}
INK = {"marshmallow": "#7a1f44", "corn": "#3d2300", "cane": "#fff", "gumdrop": "#fff",
       "lollipop": "#fff", "mint": "#053f38"}
"""The candies' colours as the live board draws them, and the colour of the symbol on each."""

CELL = 36
LEFT = 30       # room for the row numbers
TOP = 10
LINE = 18


def _text(x: float, y: float, content: str, **attrs) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<text x="{x}" y="{y}"{extra}>{escape(content)}</text>'


def _candy(kind: str, cx: float, cy: float, r: float, font_size: int, name: str = "",
           cls: str = "candy") -> str:
    """One candy (a board's, or with ``cls`` another's): its colour, its symbol and ``name``
    (by default the type's) as a title, shown on hover."""
    return (f'<g class="{cls} t-{kind}"><title>{escape(name or candy(kind))}</title>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{FILL[kind]}" stroke="#333"/>'
            + _text(cx, cy + font_size / 3, SYMBOLS[kind], text_anchor="middle",
                    font_size=font_size, font_weight="bold", fill=INK[kind]) + "</g>")


def _legend(top: float) -> tuple[list[str], float, float]:
    """The six candies, each with its colour, its symbol and its name (G1), two to a row
    from ``top``, each column as wide as the longest name needs; the parts, the height and
    the width they take."""
    parts = []
    width = 26 + 7 * max(len(candy(kind)) for kind in TYPES)
    for i, kind in enumerate(TYPES):
        x = 8 + (i % 2) * width
        y = top + (i // 2) * LINE
        parts.append(f'<g class="legend-item" data-candy="{kind}">'
                     + _candy(kind, x + 7, y, 7, 9, cls="legend-candy")
                     + _text(x + 18, y + 4, candy(kind), font_size=11, fill="#222") + "</g>")
    return parts, 3 * LINE, 8 + 2 * width


def board_svg(game) -> str:
    """The game as a standalone SVG document (see the module's docstring)."""
    state = game.state
    size = len(state["board"])
    parts = []
    for r, row in enumerate(state["board"]):
        y = TOP + (size - 1 - r) * CELL
        parts.append(_text(LEFT - 8, y + CELL / 2 + 4, str(r + 1), text_anchor="end",
                           font_size=11, fill="#555"))
        for c, kind in enumerate(row):
            x = LEFT + c * CELL
            parts.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#fbf7f0" '
                         f'stroke="#d8cfc0"/>')
            if kind is None:
                continue
            name = render("sugar.ui.cell", {"candy": candy(kind), "row": r + 1, "col": c + 1})
            parts.append(_candy(kind, x + CELL / 2, y + CELL / 2, CELL / 2 - 4, 15, name))
    bottom = TOP + size * CELL
    for c in range(size):
        parts.append(_text(LEFT + c * CELL + CELL / 2, bottom + 14, str(c + 1),
                           text_anchor="middle", font_size=11, fill="#555"))
    legend, legend_height, legend_width = _legend(bottom + 24)
    parts += legend
    y = bottom + 20 + legend_height
    lines = [objective_line(state)] + [player_line(player) for player in state["players"]]
    for i, line in enumerate(lines):
        parts.append(_text(8, y + (i + 1) * LINE, line, font_size=13, fill="#222"))
    width = max(LEFT + size * CELL + 10, 8 + 7 * max(len(line) for line in lines), legend_width)
    height = y + (len(lines) + 1) * LINE
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif" role="img" '
            f'aria-label="{escape(render("sugar.ui.board"))}">' + "".join(parts) + "</svg>")
