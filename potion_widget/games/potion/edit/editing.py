"""The widget's edit mode, apart from the widget: what the front end's editor is given to
draw, the edit requests it sends, and saving a built position as a scenario file.

The front end never writes state: each click of the editor is a request ``{"kind": "edit",
"id", "state_id", "edit": {"op", ...}}`` that :mod:`potion_widget.games.potion.edit.editor` applies and the
engine checks; the reply is the new state (through the synced traits) or a refusal naming the
part of the position that is wrong. ``{"kind": "edit_mode", "id", "on": bool}`` enters or
leaves the mode, and ``{"kind": "save", "id", "name", "title", "purpose"}`` writes the scenario
file (``title`` and ``purpose`` may be left empty: the name, and a sentence saying where the
position was built, stand for them).
"""

from __future__ import annotations

import pathlib
import re
from typing import Any

from ....lessons import scenarios
from .editor import PHASES, EditError
from ..engine import COLORS, KINDS, Game
from ..engine.components import VISIBLE
from ....i18n.messages import render
from ..words import potion_label

REQUEST_KINDS = ("edit", "edit_mode", "save")
"""The request kinds of the edit mode."""

_NAME_CHARS = re.compile(r"[^a-z0-9]+")


def scenario_name(text: str) -> str:
    """A scenario name made of ``text``: lower case letters, digits and dashes
    (``"My Chain 2"`` is ``"my-chain-2"``), ``""`` when nothing is left.

    >>> scenario_name("  My Chain 2! ")
    'my-chain-2'
    """
    return _NAME_CHARS.sub("-", text.lower()).strip("-")[:60].strip("-")


def scenario_path(path_or_name: str | pathlib.Path) -> tuple[pathlib.Path, str]:
    """Where a scenario is written and the name it carries: a plain name (``"my-chain"``)
    is ``my-chain.json`` in the current folder (the notebook's); a path (with a folder or
    ending in ``.json``) is used as it is, named after its file name."""
    path = pathlib.Path(path_or_name)
    text = str(path_or_name)
    if isinstance(path_or_name, str) and "/" not in text and "\\" not in text \
            and not text.endswith(".json"):
        name = scenario_name(text)
        if not name:
            raise ValueError(render("ui.edit.error.name"))
        return pathlib.Path(f"{name}.json"), name
    name = scenario_name(path.stem)
    if not name:
        raise ValueError(render("ui.edit.error.name"))
    return path, name


def save(game: Game, path_or_name, *, title: str | None = None,
         purpose: str | None = None) -> pathlib.Path:
    """Writes ``game``'s position as a scenario file (:func:`potion_widget.lessons.scenarios.save`,
    written whole or not at all) and returns its path."""
    path, name = scenario_path(path_or_name)
    title = title.strip() if isinstance(title, str) and title.strip() else name
    purpose = purpose.strip() if isinstance(purpose, str) and purpose.strip() \
        else render("ui.edit.purpose")
    if "\n" in purpose or "\r" in purpose:
        raise ValueError(render("ui.edit.error.purpose"))
    return scenarios.save(game, path, name=name, title=title, purpose=purpose)


def _on_desk(state: dict) -> set[str]:
    ids = set()
    for p in state["players"]:
        ids.update(b["tile"] for b in p["burners"] if b)
        ids.update(c["tile"] for c in p["completed"])
    return ids


def editor_info(game: Game) -> dict:
    """What the front end's editor draws from: the colours, the track size and how many
    positions are seen, the phases, each potion that can go on a desk (of a kind in play,
    not on a desk yet) by its name and recipe in catalog order, and the names of the potions
    on the desks."""
    state = game.state
    taken = _on_desk(state)
    order = {k: i for i, k in enumerate(KINDS)}
    ids = [t for t, tile in game.tiles.items() if tile.kind in state["kinds"] and t not in taken]
    ids.sort(key=lambda t: (order[game.tiles[t].kind], game.tiles[t].points, t))
    tiles = []
    for t in ids:
        tile = game.tiles[t]
        recipe = ", ".join(render(f"ui.color.{c}") for c in tile.recipe)
        tiles.append({"id": t, "kind": tile.kind, "recipe": list(tile.recipe),
                      "label": render("ui.edit.tile_option",
                                      {"potion": potion_label(game, t), "recipe": recipe})})
    names = {t: potion_label(game, t) for t in sorted(taken)}
    return {"colors": list(COLORS), "capacity": state["options"]["track_capacity"],
            "visible": VISIBLE, "phases": list(PHASES), "tiles": tiles, "names": names}


def malformed(msg: dict) -> str | None:
    """Why an edit-mode request is not well formed, or ``None`` (the ``id`` is checked by
    the widget)."""
    kind = msg["kind"]
    if kind == "edit":
        if "state_id" not in msg:
            return "an edit must name the state_id it was made in"
        if not isinstance(msg.get("edit"), dict):
            return "edit must be an object"
    elif kind == "edit_mode":
        if not isinstance(msg.get("on"), bool):
            return "on must be true or false"
    elif kind == "save":
        for field in ("name", "title", "purpose"):
            value = msg.get(field, "")
            if not isinstance(value, str) or len(value) > 200:
                return f"{field} must be text of at most 200 characters"
    return None


def saved_reply(path: pathlib.Path) -> dict:
    """The reply to a save that wrote ``path``."""
    return {"ok": True, "path": str(path), "message": render("ui.edit.saved", {"file": str(path)})}


def _cut(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def refusal(key: str, **params: Any) -> dict:
    """An edit-mode refusal as reply data."""
    return {"rule": "edit", "key": key, "params": params, "message": render(key, params)}


def answer(board, msg: dict) -> dict:
    """The reply body to an edit-mode request of ``board`` (a ``PotionWidget``), once the
    widget found it well formed and not stale."""
    if not board.editable or not board.interactive:
        return {"ok": False, "error": refusal("ui.edit.error.not_editable")}
    if msg["kind"] == "edit_mode":
        board.editing = msg["on"]
        return {"ok": True, "state_id": board.state_id}
    if msg["kind"] == "save":
        name = scenario_name(msg.get("name", ""))
        if not name:
            return {"ok": False, "error": refusal("ui.edit.error.name")}
        try:
            path = board.save_scenario(name, title=msg.get("title") or None,
                                       purpose=msg.get("purpose") or None)
        except (OSError, ValueError) as error:
            return {"ok": False, "error": refusal(
                "ui.edit.error.save_failed",
                reason=_cut(getattr(error, "strerror", None) or str(error)))}
        return saved_reply(path)
    if not board.editing:
        return {"ok": False, "error": refusal("ui.edit.error.not_editing")}
    try:
        board._edit(msg["edit"])
    except EditError as error:
        return {"ok": False, "error": error.to_dict()}
    return {"ok": True, "events": board.events, "state_id": board.state_id}
