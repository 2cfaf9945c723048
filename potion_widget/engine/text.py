"""A plain-text picture of a game: the visible dispenser and every desk.

Used by ``str(game)``, the widget's text fallback and the notebooks. Each marble is the first
letter of its colour, upper case (B blue, K black, R red, Y yellow); ``.`` is an empty place.
"""

from __future__ import annotations

from .components import SELECTABLE, VISIBLE
from .scoring import scores as scores_of

LETTER = {"blue": "B", "black": "K", "red": "R", "yellow": "Y"}


def marbles_text(marbles) -> str:
    return " ".join(LETTER[m] for m in marbles) or "-"


def dispenser_lines(tracks) -> list[str]:
    """Rows from the lid (position 8) down to the bottom (position 0), tracks side by side."""
    lines = ["hidden  " + "  ".join(f"{max(0, len(t) - VISIBLE):>2}" for t in tracks)]
    for pos in range(VISIBLE - 1, -1, -1):
        cells = "   ".join(LETTER[t[pos]] if pos < len(t) else "." for t in tracks)
        mark = "  (visible, never taken)" if pos >= SELECTABLE else ""
        lines.append(f"pos {pos}    {cells}{mark}")
    lines.append("track    " + "   ".join(str(i) for i in range(len(tracks))))
    return lines


def _burner_text(game, burner, name) -> str:
    if burner is None:
        return "(empty)"
    recipe = game.tiles[burner["tile"]].recipe
    holes = " ".join(LETTER[m] if m else LETTER[c].lower()
                     for c, m in zip(recipe, burner["filled"], strict=True))
    return f"{name(burner['tile'])} [{holes}]"


def render_text(game, tile_name=None) -> str:
    """The picture; each tile is written as its id, or as ``tile_name(id)`` when given (a
    learner's export names potions, a developer's view gives the ids actions use)."""
    name = tile_name or str
    s = game.state
    scores = scores_of(s, game.tiles)
    out = [f"Potion Explosion - phase {s['phase']}, turn {s['turn']['number']}, "
           f"countdown {s['countdown']}" + (", end triggered" if s["end_triggered"] else "")]
    out += dispenser_lines(s["dispenser"])
    if "stacks" in s:
        tops = ", ".join(name(stack[-1]) if stack else "-" for stack in s["stacks"])
        out.append(f"stacks (top): {tops}")
    else:
        out.append(f"market: {', '.join(name(t) if t else '-' for t in s['market'])}; "
                   f"deck {len(s['deck'])}")
    if s["phase"] == "draft":
        out.append(f"draft offer: {', '.join(map(name, s['draft']['revealed']))}")
    for i, p in enumerate(s["players"]):
        arrow = "> " if i == s["current"] and s["phase"] != "over" else "  "
        done = ", ".join(name(c["tile"]) + (" (drunk)" if c["drunk"] else "")
                         for c in p["completed"])
        out.append(f"{arrow}{p['name']}: score {scores[i]}, skills {p['skills']}, "
                   f"helps {p['helps']}")
        out.append(f"    burners: {_burner_text(game, p['burners'][0], name)} | "
                   f"{_burner_text(game, p['burners'][1], name)}")
        out.append(f"    hand: {marbles_text(p['hand'])}   pool: {marbles_text(p['pool'])}"
                   f"   completed: {done or '-'}")
    return "\n".join(out)
