"""A still picture of a game as SVG, for places where the live board cannot run: a notebook
exported to HTML, GitHub's viewer, a printed lesson.

It draws what a player sees and nothing more: the dispenser's nine visible rows (the ninth
under the lid's edge, with the lid's count of hidden marbles), each colour with its own sign,
then every desk with its potions in words. It reads the state only; no rule lives here.

>>> from potion_widget import scenarios
>>> svg = board_svg(scenarios.load("chains"))
>>> svg.startswith("<svg") and "Ana" in svg
True
"""

from __future__ import annotations

from html import escape
from unicodedata import east_asian_width

from .engine.components import VISIBLE
from ...i18n.messages import render
from .words import potion_label

FILL = {"blue": "#1e73d2", "black": "#2b2b2b", "red": "#d32f2f", "yellow": "#f2c318"}
SIGN = {"blue": "\u25cf", "black": "\u25a0", "red": "\u25c6", "yellow": "\u2605"}
"""Each colour's sign, drawn on its marble so colours are told apart without colour."""
SIGN_FILL = {"blue": "#fff", "black": "#fff", "red": "#fff", "yellow": "#5a4300"}

R = 14          # marble radius
STEP = 32       # distance between marble centres
LEFT = 62       # room for the position numbers
TOP = 34        # room for the lid's counts
LINE = 18       # a line of desk text


def _text(x: float, y: float, content: str, **attrs) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<text x="{x}" y="{y}"{extra}>{escape(content)}</text>'


def _dispenser(tracks: list[list[str]]) -> list[str]:
    parts = []
    for pos in range(VISIBLE):
        y = TOP + (VISIBLE - 1 - pos) * STEP + R
        label = f"{pos}" if pos < VISIBLE - 1 else render("picture.ninth", {"pos": pos})
        parts.append(_text(LEFT - 6, y + 4, label, text_anchor="end", font_size=11, fill="#555"))
    for t, column in enumerate(tracks):
        x = LEFT + t * STEP + R
        hidden = max(0, len(column) - VISIBLE)
        parts.append(_text(x, TOP - 10, f"+{hidden}", text_anchor="middle", font_size=12,
                           font_weight="bold", fill="#333"))
        for pos, colour in enumerate(column[:VISIBLE]):
            y = TOP + (VISIBLE - 1 - pos) * STEP + R
            ninth = ' opacity="0.55"' if pos == VISIBLE - 1 else ""
            name = render("ui.marble", {"color": colour, "track": t, "pos": pos})
            parts.append(f'<g{ninth}><title>{escape(name)}'
                         f'</title><circle cx="{x}" cy="{y}" r="{R}" fill="{FILL[colour]}" '
                         f'stroke="#111" stroke-width="1"/>'
                         + _text(x, y + 5, SIGN[colour], text_anchor="middle", font_size=13,
                                 fill=SIGN_FILL[colour]) + "</g>")
        parts.append(_text(x, TOP + VISIBLE * STEP + 14, str(t), text_anchor="middle",
                           font_size=12, fill="#333"))
    return parts


def _marbles(marbles: list[str]) -> str:
    """Marbles as their signs, each a coloured span (marked ``\x00colour\x00`` until drawn)."""
    return " ".join(f"\x00{m}\x00" for m in marbles) or render("picture.no_marbles")


def _spans(row: str) -> str:
    """A desk row as escaped text, its marble marks turned into coloured signs."""
    pieces = row.split("\x00")
    out = []
    for i, piece in enumerate(pieces):
        if i % 2:
            fill = FILL[piece] if piece != "yellow" else "#b38900"
            out.append(f'<tspan fill="{fill}" font-weight="bold">{SIGN[piece]}</tspan>')
        else:
            out.append(escape(piece))
    return "".join(out)


def _desk_lines(game, seat: int, scores: list[int]) -> list[tuple[int, str]]:
    """A desk as (indent, text) rows: the player's line, then its own lines indented."""
    player = game.state["players"][seat]
    lines = [render("picture.desk", {"name": player["name"], "score": scores[seat],
                                     "skills": player["skills"], "helps": player["helps"]})]
    for b, burner in enumerate(player["burners"]):
        if burner is None:
            lines.append(render("picture.burner_empty", {"burner": b}))
            continue
        recipe = game.tile(burner["tile"]).recipe
        holes = " ".join(f"\x00{m}\x00" if m else "\u25cb" for m in burner["filled"])
        needs = _marbles([c for c, m in zip(recipe, burner["filled"], strict=True) if m is None])
        lines.append(render("picture.burner", {"burner": b, "holes": holes, "needs": needs,
                                               "potion": potion_label(game, burner["tile"])}))
    lines.append(render("picture.hand_pool", {"hand": _marbles(player["hand"]),
                                              "pool": _marbles(player["pool"])}))
    done = ", ".join(render("picture.drunk", {"potion": potion_label(game, c["tile"])})
                     if c["drunk"] else potion_label(game, c["tile"]) for c in player["completed"])
    lines.append(render("picture.completed", {"potions": done or render("picture.none_yet")}))
    return [(0, lines[0])] + [(14, line) for line in lines[1:]]


def _width(row: str) -> float:
    """A row's width in Latin characters: an East Asian wide character counts two."""
    return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in row.replace("\x00", ""))


def board_svg(game) -> str:
    """The game as a standalone SVG document (a string)."""
    state = game.state
    scores = game.scores()
    parts = _dispenser(state["dispenser"])
    x = LEFT + 5 * STEP + 24
    y = TOP
    legend = "  ".join(f"\x00{c}\x00 " + render(f"ui.color.{c}") for c in FILL)
    if state["phase"] in ("over", "draft"):
        heading = render("picture.phase", {"phase": render(f"lesson.phase.{state['phase']}")})
    else:
        heading = render("picture.turn", {"turn": state["turn"]["number"],
                                          "name": state["players"][state["current"]]["name"]})
    rows = [(0, heading), (0, legend), (0, "")]
    for seat in range(len(state["players"])):
        rows += _desk_lines(game, seat, scores) + [(0, "")]
    for indent, row in rows:
        # a desk's own lines are indented under its player's name
        parts.append(f'<text x="{x + indent}" y="{y}" font-size="13" fill="#222">{_spans(row)}</text>')
        y += LINE
    # a wide character (Japanese) takes about twice the room of a Latin one
    width = x + 26 + max(indent + _width(r) for indent, r in rows) * 7.2
    height = max(TOP + VISIBLE * STEP + 24, y)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="potion-picture" width="{width:.0f}" '
            f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
            f'font-family="sans-serif"><title>{escape(render("picture.title"))}</title>'
            f'<rect width="100%" height="100%" fill="#fff"/>' + "".join(parts) + "</svg>")
