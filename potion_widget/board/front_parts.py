"""The parts of the board's front end that only some boards need, sent when a board asks.

The bundle every board sends when it opens (``static/widget.js``, its ``_esm``) leaves out the
position editor, the strip of moves, a game's review and a choice's panel: a lesson board is
seldom editable, a board shows its strip only once a move was made, and a choice's panel only
once a potion is drunk or a turn ends with a choice. The front end asks for such a part the first time a board
of the page needs it (``js/src/potion/lazy.ts``) with ``{"kind": "module", "id": n, "name": "editor"}``
and is answered ``{"kind": "reply", "id": n, "ok": true, "name": "editor", "code": "..."}``: the
text of the part's own built file (``static/editor.js``), an ES module that imports nothing.
A part the package was installed without is refused in words (``ui.part.missing``); the board
then says that this part could not be loaded and goes on without it.
"""

from __future__ import annotations

from functools import lru_cache

from .base import front_end_code, refusal

REQUEST_KIND = "module"
"""The request kind that asks for a part's code."""

PARTS = ("editor", "timeline", "review", "choices")
"""The parts a board may ask for; each is ``static/<name>.js``."""


def malformed(msg: dict) -> str | None:
    """Why a request for a part is not well formed, or ``None``."""
    if msg.get("name") not in PARTS:
        return f"name must be one of {', '.join(PARTS)}"
    return None


@lru_cache(maxsize=None)
def _code(name: str) -> str | None:
    """The built text of a part, read once (``None`` when the package lacks it)."""
    try:
        return front_end_code(f"{name}.js")
    except FileNotFoundError:
        return None


def answer(msg: dict) -> dict:
    """The reply body to a well-formed request for a part: its code, or a refusal naming it."""
    name = msg["name"]
    code = _code(name)
    if code is None:
        return {"ok": False, "error": refusal("module", "ui.part.missing", name=name)}
    return {"ok": True, "name": name, "code": code}
