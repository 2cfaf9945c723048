"""A board's edit mode, the same for every game: a part the board holds (:class:`EditMode`)
that applies the edits the front end's editor sends, each checked by the game's engine, and
saves the position built as a scenario of the game's library.

What a game gives it is an :class:`EditKit`: how an edit changes a state (refused with an
:class:`EditError` naming the part of the position that is wrong and why, the engine's own
``from_state`` deciding what a position may be), how an accepted edit is told, and what the
editor draws from. Potion Explosion's is ``games/potion/edit/``, Sugar Blast's
``games/sugar/edit.py``.

The front end never writes state: each click of the editor is a request ``{"kind": "edit",
"id", "state_id", "edit": {"op", ...}}``; the reply is the new state (through the synced
traits) or a refusal. ``{"kind": "edit_mode", "id", "on": bool}`` enters or leaves the mode,
and ``{"kind": "save", "id", "name", "title", "purpose"}`` writes the scenario file (``title``
and ``purpose`` may be left empty: the name, and a sentence saying where the position was
built, stand for them).
"""

from __future__ import annotations

import pathlib
import re
from dataclasses import dataclass
from typing import Any, Callable

from ..board.base import refusal
from ..i18n.messages import render
from .scenarios import Library

REQUEST_KINDS = ("edit", "edit_mode", "save")
"""The request kinds of the edit mode."""

_NAME_CHARS = re.compile(r"[^a-z0-9]+")


class EditError(ValueError):
    """A refused edit: ``field`` names the part of the state that is wrong (as
    ``StateError`` does), ``key`` and ``params`` its sentence in the message catalog.
    The state the edit was given is unchanged."""

    def __init__(self, field: str, key: str, **params: Any):
        self.field = field
        self.key = key
        self.params = params
        self.message = render(key, params)
        super().__init__(self.message)

    def to_dict(self) -> dict:
        """The refusal as reply data for the widget (the shape of a refused action's)."""
        return {"rule": "edit", "key": self.key, "params": dict(self.params),
                "message": self.message, "field": self.field}


@dataclass(frozen=True)
class EditKit:
    """What a game gives the edit mode; every field is the game's own."""

    open: Callable[[dict], Any]
    """A game at an edited state, with its undo history (play starts there)."""

    apply: Callable[[dict, dict], dict]
    """``(state, edit) -> state``: a new state, the one given unchanged; :class:`EditError`
    for an edit the engine refuses or that is not well formed."""

    describe: Callable[[dict, dict, dict], dict]
    """``(edit, before, after)``: the accepted edit told as an event for the log,
    ``{"type": "edited", "rule": "", "key", "params", "text"}``."""

    info: Callable[[Any], dict]
    """What the front end's editor draws from, for a game (the ``editor`` trait)."""

    library: Library
    """The game's scenario library: where a position built is saved as a scenario."""


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


def save(library: Library, game: Any, path_or_name, *, title: str | None = None,
         purpose: str | None = None) -> pathlib.Path:
    """Writes ``game``'s position as a scenario file of ``library`` (written whole or not at
    all) and returns its path."""
    path, name = scenario_path(path_or_name)
    title = title.strip() if isinstance(title, str) and title.strip() else name
    purpose = purpose.strip() if isinstance(purpose, str) and purpose.strip() \
        else render("ui.edit.purpose")
    if "\n" in purpose or "\r" in purpose:
        raise ValueError(render("ui.edit.error.purpose"))
    return library.save(game, path, name=name, title=title, purpose=purpose)


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


def saved_reply(path: pathlib.Path, library: Library) -> dict:
    """The reply to a save that wrote ``path``, a scenario of ``library``: the sentence names
    the module that opens it (each game's own)."""
    return {"ok": True, "path": str(path),
            "message": render("ui.edit.saved", {"file": str(path), "module": library.imported_as})}


def _cut(text: str, limit: int = 160) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


class EditMode:
    """The edit mode of one board: it acts on the board through what every board has (its
    ``_game``, ``_lines``, ``_turn``, ``_floor`` and ``_sync``) and its ``editable``,
    ``editing`` and ``editor`` traits."""

    def __init__(self, board: Any, kit: EditKit):
        self.board = board
        self.kit = kit

    def edit(self, edit: dict) -> None:
        """Applies one edit of the position and redraws; :class:`EditError` changes nothing.
        The game's history starts again at the edited position."""
        before = self.board._game.to_state()
        after = self.kit.apply(before, edit)
        self.restart(after, self.kit.describe(edit, before, after))

    def save(self, path_or_name, *, title: str | None = None,
             purpose: str | None = None) -> pathlib.Path:
        """Writes the board's position as a scenario of the game's library (:func:`save`)."""
        return save(self.kit.library, self.board._game, path_or_name, title=title, purpose=purpose)

    def restart(self, state: dict, told: dict) -> None:
        """The game becomes a new one at ``state`` (no history), told by the event ``told``."""
        board = self.board
        board._game = self.kit.open(state)
        board._lines.restart()              # the record of moves starts here too
        board._turn = []
        board._floor = 0
        with board.hold_sync():             # an edit is told the same to every reader
            board._sync(events=[dict(told, say=told["text"])], error={}, actor=-1, summary="")
            if board.editing:
                board.editor = self.kit.info(board._game)

    def changed(self, on: bool) -> None:
        """The board entered edit mode (``on``) or left it: leaving starts play from the
        position built, its history starting there."""
        board = self.board
        if on:
            board.editable = True                 # a board put in edit mode can leave it
            if board.looking is not None:         # what is edited is what the board shows
                self.open_looked_at(board.looking)
            board.editor = self.kit.info(board._game)
            return
        board.editor = {}
        told = {"type": "edited", "rule": "", "key": "ui.edit.told.play_from_here", "params": {},
                "text": render("ui.edit.told.play_from_here")}
        self.restart(board._game.to_state(), told)

    def open_looked_at(self, step: int) -> None:
        """Edit mode was entered while move ``step`` was looked at: that position, the one on
        the screen, becomes the one edited (an edit starts the record of moves again in any
        case), and the log says so."""
        key = "ui.edit.told.looked_at" if step else "ui.edit.told.looked_at_start"
        shown = self.board._lines.strip.timeline.game_at(step)
        self.restart(shown.to_state(), {"type": "edited", "rule": "", "key": key,
                                        "params": {"step": step}, "text": render(key, {"step": step})})

    def answer(self, msg: dict) -> dict:
        """The reply body to an edit-mode request, once the board found it well formed and
        not stale."""
        board = self.board
        if not board.editable or not board.interactive:
            return {"ok": False, "error": refusal("edit", "ui.edit.error.not_editable")}
        if msg["kind"] == "edit_mode":
            board.editing = msg["on"]
            return {"ok": True, "state_id": board.state_id}
        if msg["kind"] == "save":
            name = scenario_name(msg.get("name", ""))
            if not name:
                return {"ok": False, "error": refusal("edit", "ui.edit.error.name")}
            try:
                path = board.save_scenario(name, title=msg.get("title") or None,
                                           purpose=msg.get("purpose") or None)
            except (OSError, ValueError) as error:
                return {"ok": False, "error": refusal(
                    "edit", "ui.edit.error.save_failed",
                    reason=_cut(getattr(error, "strerror", None) or str(error)))}
            return saved_reply(path, self.kit.library)
        if not board.editing:
            return {"ok": False, "error": refusal("edit", "ui.edit.error.not_editing")}
        try:
            self.edit(msg["edit"])
        except EditError as error:
            return {"ok": False, "error": error.to_dict()}
        return {"ok": True, "events": board.events, "state_id": board.state_id}
