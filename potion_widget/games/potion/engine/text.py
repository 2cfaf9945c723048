"""A plain-text picture of a game: the visible dispenser and every desk.

Used by ``str(game)``, the widget's text fallback and the notebooks. Each marble is the first
letter of its colour, upper case (B blue, K black, R red, Y yellow); ``.`` is an empty place.
The words are the message catalog's (``text.*``) in the language spoken; the letters stay.
"""

from __future__ import annotations

from unicodedata import east_asian_width

from ....i18n.messages import fillers
from .components import SELECTABLE, VISIBLE
from .scoring import scores as scores_of

LETTER = {"blue": "B", "black": "K", "red": "R", "yellow": "Y"}


def marbles_text(marbles) -> str:
    return " ".join(LETTER[m] for m in marbles) or "-"


def _padded(label: str, width: int) -> str:
    """``label`` padded to ``width`` columns of a monospaced screen (a wide character, as in
    Japanese, takes two)."""
    return label + " " * (width - _columns(label))


def _columns(label: str) -> int:
    return sum(2 if east_asian_width(c) in "WF" else 1 for c in label)


def dispenser_lines(tracks) -> list[str]:
    """Rows from the lid (position 8) down to the bottom (position 0), tracks side by side,
    the labels padded so the tracks' columns line up whatever the language's words."""
    say = fillers()
    hidden, track = say["text.hidden"]({}), say["text.track"]({})
    labels = [say["text.pos"]({"pos": pos}) for pos in range(VISIBLE - 1, -1, -1)]
    width = max(9, _columns(hidden) + 2, _columns(track) + 1,
                *(_columns(label) + 1 for label in labels))
    mark = f"  ({say['text.visible_only']({})})"
    lines = [_padded(hidden, width - 1) + "  ".join(f"{max(0, len(t) - VISIBLE):>2}" for t in tracks)]
    for pos, label in zip(range(VISIBLE - 1, -1, -1), labels, strict=True):
        cells = "   ".join(LETTER[t[pos]] if pos < len(t) else "." for t in tracks)
        lines.append(f"{_padded(label, width)}{cells}{mark if pos >= SELECTABLE else ''}")
    lines.append(_padded(track, width) + "   ".join(str(i) for i in range(len(tracks))))
    return lines


def _burner_text(game, burner, name) -> str:
    if burner is None:
        return f"({fillers()['text.empty']({})})"
    recipe = game.tiles[burner["tile"]].recipe
    holes = " ".join(LETTER[m] if m else LETTER[c].lower()
                     for c, m in zip(recipe, burner["filled"], strict=True))
    return f"{name(burner['tile'])} [{holes}]"


def render_text(game, tile_name=None) -> str:
    """The picture; each tile is written as its id, or as ``tile_name(id)`` when given (a
    learner's export names potions, a developer's view gives the ids actions use)."""
    name = tile_name or str
    say = fillers()
    s = game.state
    scores = scores_of(s, game.tiles)
    out = [say["text.title"]({"phase": s["phase"], "turn": s["turn"]["number"],
                              "countdown": s["countdown"]})
           + (say["text.end_triggered"]({}) if s["end_triggered"] else "")]
    out += dispenser_lines(s["dispenser"])
    if "stacks" in s:
        tops = ", ".join(name(stack[-1]) if stack else "-" for stack in s["stacks"])
        out.append(say["text.stacks"]({"tiles": tops}))
    else:
        out.append(say["text.market"]({"tiles": ", ".join(name(t) if t else "-"
                                                           for t in s["market"]),
                                       "count": len(s["deck"])}))
    if s["phase"] == "draft":
        out.append(say["text.draft"]({"tiles": ", ".join(map(name, s["draft"]["revealed"]))}))
    drunk = f" ({say['text.drunk']({})})"
    for i, p in enumerate(s["players"]):
        arrow = "> " if i == s["current"] and s["phase"] != "over" else "  "
        done = ", ".join(name(c["tile"]) + (drunk if c["drunk"] else "") for c in p["completed"])
        out.append(arrow + say["text.player"]({"player": p["name"], "score": scores[i],
                                                "skills": p["skills"], "helps": p["helps"]}))
        out.append("    " + say["text.burners"]({
            "first": _burner_text(game, p["burners"][0], name),
            "second": _burner_text(game, p["burners"][1], name)}))
        out.append("    " + say["text.marbles"]({"hand": marbles_text(p["hand"]),
                                                  "pool": marbles_text(p["pool"]),
                                                  "completed": done or "-"}))
    return "\n".join(out)
