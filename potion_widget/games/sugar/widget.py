"""The Sugar Blast board: a live :class:`~potion_widget.games.sugar.engine.Game` drawn and played in
Jupyter, the second game beside :class:`~potion_widget.games.potion.widget.PotionWidget`.

Python is the only writer of the game. The front end draws what the traits say, offers what
``legal`` lists (``options`` and ``previews`` show what each choice would do, computed by the
engine's functions) and sends requests; every accepted action goes through
:meth:`SugarBlastWidget.play`, the same method a notebook calls, and every change re-syncs the
traits once.

>>> from potion_widget import SugarBlastWidget             # doctest: +SKIP
>>> board = SugarBlastWidget(players=["Ana", "Ben"], seed=3)  # doctest: +SKIP
>>> board.play(board.legal[0])                               # doctest: +SKIP

Against the computer: ``BotSeat(board, seat=1, bot=GreedyBot(seed=2))`` with
:class:`potion_widget.games.potion.bots.BotSeat` and :class:`potion_widget.games.sugar.engine.bots.GreedyBot`; each of
its actions reaches the board as its own update, and an undo into its turn takes it back too.

Messages from the front end (``msg:custom``), each answered by a reply carrying its ``id``:
``{"kind": "action", "id": n, "state_id": s, "action": {...}}``, ``{"kind": "undo", "id": n,
"state_id": s}``, the edit mode's ``edit``, ``edit_mode`` and ``save`` (``lessons/edit_mode.py``;
the edits are ``games/sugar/edit.py``'s) and the strip's ``{"kind": "timeline", "id": n,
"state_id": s, "op": ...}`` (``board.lines.TIMELINE_OPS``: look at a move, continue from it,
switch lines), answered ``{"kind": "reply", "id": n, "ok": true, "events": [...], "state_id":
s}`` or ``{"kind": "reply", "id": n, "ok": false, "error": {"rule", "key", "params",
"message"}}``. A stale ``state_id`` or a malformed message is refused and changes nothing;
messages of other kinds are ignored; an unexpected exception is shown in the output panel
under the board and answered with an ``internal`` error.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ...board import lines
from ...board.timeline import TimelineError
from ...core.errors import RuleError
from ...i18n.messages import catalog, check_language, get_language, speaking, spoken
from ...i18n.rule_texts import sugar_rule_texts
from ...lessons import edit_mode
from . import edit
from ...core.bounds import Bounds
from .engine import SEATS, SIZE, Game
from .engine.checks import ACTION_BOUNDS
from .exploring import EXPLORE_REQUESTS, Explorer
from .ranking import Ranking, ranked_swaps
from .kit import KIT
from .lines import LINES
from .narration import objective_text
from .picture import board_svg
from .text import board_text
from .views import blast_options, progress, swap_previews
from ...board.base import (BoardBase, front_end_code, is_counter, is_int, malformed_request, refusal,
                           wrapped_game)

_NOT_BUILT = """export default { render({ el }) {
  el.textContent = "The Sugar Blast board's code is not built: run `make setup` (or `npm run build` in js/).";
} };
"""
"""What the page shows when the bundle was not built, so that the class (and every Python test
of it) still works; the Makefile and the package build make the bundle."""

_FRONT_END = ("sugar.", "ui.error.", "timeline.", "ui.edit.")
"""The catalog ids the front end needs: Sugar Blast's words, the requests' errors, the strip
of moves' words and the edit mode's."""

_REQUEST_KINDS = ("action", "undo", "timeline", *edit_mode.REQUEST_KINDS, *EXPLORE_REQUESTS)

_ALL_SEATS = SEATS[4]


def mark_problem(mark: Any, game: Game) -> str | None:
    """Why ``mark`` is not a place on this board, or ``None``."""
    if not isinstance(mark, dict):
        return "a mark is a dict"
    fields = set(mark) - {"label"}
    if len(fields) != 1 or fields - {"cell", "seat", "objective", "kept"}:
        return "it must have exactly one of cell, seat, objective or kept (and may have a label)"
    if "label" in mark and not isinstance(mark["label"], str):
        return "label must be text"
    players = game.state["players"]
    if "cell" in mark:
        cell = mark["cell"]
        if not (isinstance(cell, list) and len(cell) == 2
                and all(is_int(x) and 0 <= x < SIZE for x in cell)):
            return f"cell must be [row, col], each a whole number from 0 to {SIZE - 1}"
    elif "seat" in mark:
        seats = [p["seat"] for p in players]
        if mark["seat"] not in seats:
            if mark["seat"] in _ALL_SEATS:
                return f"nobody sits {mark['seat']} in a {len(players)}-player game"
            return f"seat must be one of {', '.join(seats)}"
    elif "objective" in mark:
        if mark["objective"] is not True:
            return "objective must be true"
    elif not (is_int(mark["kept"]) and 0 <= mark["kept"] < len(players)):
        return f"kept must be a player's index, from 0 to {len(players) - 1}"
    return None


class SugarBlastWidget(BoardBase, anywidget.AnyWidget):
    """A game of Sugar Blast to play and watch in a notebook.

    ``SugarBlastWidget()`` starts a new seeded 2-player game; ``SugarBlastWidget(players=3,
    seed=7, objective="four-pairs", first=1)`` passes those to :meth:`Game.new`
    (``players`` may be a list of names); ``SugarBlastWidget(game)`` wraps an existing game or
    a state dict. ``language="es"`` writes everything it shows in Spanish (by default the
    package's language). ``explore=False`` offers no Hint nor Heat map (an exercise's board);
    ``heatmap=True`` starts with the heat map drawn.
    """

    _esm = front_end_code("sugar.js", missing=_NOT_BUILT)
    # the code as text, read once (a Path would give every instance a file watcher)

    _REQUEST_KINDS = _REQUEST_KINDS
    _bad_mark = staticmethod(mark_problem)

    state = traitlets.Dict().tag(sync=True)
    """The game state as JSON (docs/SUGAR_BLAST.md), exactly ``game.state``."""

    previews = traitlets.List().tag(sync=True)
    """In the swap phase with :attr:`hover` on, one ``{"a", "b", "cells"}`` per legal swap:
    every cell of every blast the board would hold right after it. Else empty."""

    options = traitlets.List().tag(sync=True)
    """In the blast phase, each blast option: ``{"kind", "line" | "square", "cells", "candy",
    "keeps", "label"}`` (see :func:`potion_widget.games.sugar.views.blast_options`). Else empty."""

    messages = traitlets.Dict().tag(sync=True)
    """The catalog templates the front end needs in :attr:`language` (the ``sugar.*`` ids and
    the requests' ``ui.error.*``), id -> template with ``{name}`` placeholders."""

    rules = traitlets.Dict().tag(sync=True)
    """Sugar Blast's rule ID -> the rule's text, for the tooltips on rule IDs."""

    hover = traitlets.Bool(True).tag(sync=True)
    """Whether the swaps' previews are offered (an exercise asking to find a swap turns it off,
    and :attr:`previews` is then empty)."""

    marks = traitlets.List().tag(sync=True)
    """Places the text talks about, ringed on the board, each with an optional ``"label"``:
    ``{"cell": [r, c]}``, ``{"seat": "south"|"west"|"north"|"east"}``, ``{"objective": true}``
    or ``{"kept": player_index}``."""

    objective_text = traitlets.Unicode("").tag(sync=True)
    """The objective card in words (O1)."""

    progress = traitlets.List().tag(sync=True)
    """One entry per player: ``{"name", "seat", "kept", "total", "met", "needed"}``."""

    explore = traitlets.Bool(True).tag(sync=True)
    """Whether the board offers the Hint and the Heat map (an exercise board turns it off:
    nothing given away); while off, their requests are refused and change nothing."""

    heatmap = traitlets.Bool(False).tag(sync=True)
    """Whether the heat map is drawn on the board (the board's Heat map button sets it too)."""

    heat = traitlets.List().tag(sync=True)
    """The heat map's cells (:func:`potion_widget.games.sugar.ranking.heat_cells`), empty while
    :attr:`heatmap` is off. Python fills it; the front end only draws it."""

    advice = traitlets.Dict().tag(sync=True)
    """The hint shown on the board, ``{"action", "text", "marks", "state_id"}``, or ``{}``:
    set by :meth:`hint` (or the Hint button), cleared by the next change of the game."""

    editable = traitlets.Bool(False).tag(sync=True)
    """Whether the board offers its position editor ("Edit position"):
    ``SugarBlastWidget(..., editable=True)``. Lesson boards leave it off."""

    editing = traitlets.Bool(False).tag(sync=True)
    """Whether the board is in edit mode: every edit is a request that
    :mod:`potion_widget.games.sugar.edit` applies and the engine checks. Leaving edit mode
    starts play from the edited position (its history starts there)."""

    editor = traitlets.Dict().tag(sync=True)
    """While editing, what the editor draws from (:func:`potion_widget.games.sugar.edit.editor_info`):
    the candies with their names and how many the bag holds, the objective cards, the phases
    and the players."""

    @classmethod
    def for_exercise(cls, game, *, show: str, marks: list, you: list | None, hover: bool,
                     explore: bool | str, language: str) -> "SugarBlastWidget":
        """The board an exercise shows (``lessons.exercises``). It draws the whole game
        (``show`` is Potion Explosion's). The learner plays the seat to move: the board's log
        then tells their move as "you", as the exercise's feedback does (at a shared screen the
        log names every player). It offers no Hint nor Heat map unless the exercise asks: they
        would name the answer."""
        if you is None:
            you = [game.state["current"]]
        return cls(game, marks=marks, you=you, hover=hover, language=language, explore=bool(explore))

    def __init__(self, game: Game | dict | None = None, *, players=2, seed: int = 0,
                 objective=None, first: int = 0, language: str | None = None,
                 you: list | None = None, interactive: bool = True, hover: bool = True,
                 marks=(), explore: bool = True, heatmap: bool = False, editable: bool = False):
        language = check_language(language) if language else get_language()
        self._game = wrapped_game(game, Game, lambda: Game.new(players, seed, objective=objective, first=first),
                                  (players, seed, objective, first) != (2, 0, None, 0),
                                  "Sugar Blast Game")
        self._hover = bool(hover)
        self._shown: Game | None = None     # a past position looked at on the strip
        # the comm opens with the whole state at once, its words in the board's language
        with speaking(language):
            self._plumbing_setup(KIT, LINES, you)
            self._edit_mode = edit_mode.EditMode(self, edit.EDITS)
            self._explorer = Explorer(self)               # exploring.py
            super().__init__(language=language, you=you, marks=list(marks), editable=bool(editable),
                             interactive=interactive, hover=self._hover,
                             explore=bool(explore), heatmap=bool(heatmap) and bool(explore),
                             acting=self._acting_for(you, interactive),
                             **self._words(), **self._game_traits())
        self.on_msg(self._handle_message)

    # -------------------------------------------------------------- public API
    @spoken
    def play(self, action: dict) -> list[dict]:
        """Apply one action of the current player and redraw; return its events.

        A refused action raises :class:`~potion_widget.core.errors.RuleError` after recording
        it in :attr:`error` (``TimelineError`` while a past move is looked at on the strip:
        the past is read-only); the game and every other trait stay as they were.
        """
        before = self._game.to_state() if self._listeners else None
        actor = self._game.state["current"]
        try:
            note = self._lines.before_move(action)
            events = self._game.apply(action)
        except (RuleError, TimelineError) as err:
            self.error = err.to_dict()
            raise
        self._lines.played(action, note)
        self._accepted(action, events, before, actor)
        return events

    @spoken
    def undo(self) -> None:
        """Take back the last action made on this board (``HistoryError``, a ``ValueError``,
        when there is none above the board's start, :meth:`mark_start`). A notebook may still
        take back the last moves of a game that is over; the board's Undo button may not.
        ``TimelineError`` while a past move is looked at on the strip."""
        self._lines.strip.timeline.check_present()
        self._check_floor()
        self._game.undo()
        self._lines.undone()
        if self._turn:
            self._turn.pop()
        self._sync(events=[], error={}, actor=-1, summary="")

    @spoken
    def hint(self) -> dict:
        """The expert's next move for the player to move (:func:`potion_widget.games.sugar.hints.hint`):
        ``{"action", "text", "marks"}``, also shown on the board until the game changes, in
        the board's language. :meth:`play_hint` plays it. ``ValueError`` when the game is over.
        While the board shows a past move (its strip), the hint is for the present and is not
        shown."""
        return self._explorer.hint()

    def play_hint(self) -> list[dict]:
        """Plays the hinted move (asking for a hint first if none is shown); its events."""
        advice = self.advice if self.advice.get("state_id") == self.state_id else self.hint()
        return self.play(advice["action"])

    @spoken
    def ranked_swaps(self) -> Ranking:
        """Every blasting swap of the player to move, best first, as a table a notebook shows
        (:func:`potion_widget.games.sugar.ranking.ranked_swaps`), in the board's language."""
        return ranked_swaps(self._game)

    @traitlets.observe("heatmap", "explore")
    @spoken
    def _heatmap_changed(self, change: Any) -> None:
        if not self.explore:
            with self.hold_sync():      # nothing of the explorer stays on a board without it
                self.advice = {}
                self.heatmap = False
        self.heat = self._explorer.heat() if self._shown is None else []

    @spoken
    def edit(self, op: str, **fields: Any) -> None:
        """Apply one edit of the position (:mod:`potion_widget.games.sugar.edit`, e.g.
        ``board.edit("set_candy", row=2, col=3, candy="mint")``) and redraw. A refused edit
        raises :class:`~potion_widget.lessons.edit_mode.EditError` naming what is wrong and its
        rule; nothing changes. The game's history starts again at the edited position."""
        self._edit_mode.edit({"op": op, **fields})

    @spoken
    def save_scenario(self, path_or_name: Any, *, title: str | None = None,
                      purpose: str | None = None):
        """Write the position as a Sugar Blast scenario file that
        ``games.sugar.scenarios.load_file`` reads back, and return its path: a plain name
        (``"my-board"``) is saved as ``my-board.json`` beside the notebook, a path as it is."""
        return self._edit_mode.save(path_or_name, title=title, purpose=purpose)

    @traitlets.observe("editing")
    @spoken
    def _editing_changed(self, change: Any) -> None:
        self._edit_mode.changed(change["new"])

    # ----------------------------------------------------------------- syncing
    def _words(self) -> dict:
        """The traits written in the board's language that do not follow each action."""
        return {"messages": {k: v for k, v in catalog().items() if k.startswith(_FRONT_END)},
                "rules": dict(sugar_rule_texts()),
                "objective_text": objective_text(self._game.state["objective"])}

    def _game_traits(self) -> dict:
        """Every trait that follows the game, read from the engine: the game's present, or the
        past position looked at on the strip (nothing is legal or previewed there)."""
        game = self._shown or self._game
        live = self._shown is None
        return {"state": game.to_state(),
                "legal": game.legal_actions() if live else [],
                "previews": swap_previews(game) if self._hover and live else [],
                "options": blast_options(game) if live else [],
                "progress": progress(game),
                "can_undo": self._undo_offered(),
                "timeline": self._lines.trait(),
                # the heat map, no hint (games/sugar/exploring.py); none on a past position
                **(self._explorer.traits() if live else {"heat": [], "advice": {}})}

    def _sync(self, *, events: list, error: dict, actor: int, summary: str,
              shown: Game | None = None, clear_log: bool = False) -> None:
        """Re-send every trait that depends on the game, as one update (``shown``: a past
        position looked at; ``clear_log``: the log starts again with these events)."""
        self._shown = shown
        self._update(self._game_traits(), events=events, error=error, actor=actor, summary=summary,
                     clear_log=clear_log)

    @traitlets.observe("language")
    @spoken
    def _language_changed(self, change: Any) -> None:
        if self.messages:     # a change after the constructor, which sends them itself
            with self.hold_sync():
                for name, value in {**self._words(), **self._game_traits()}.items():
                    setattr(self, name, value)

    @traitlets.observe("hover")
    @spoken
    def _hover_changed(self, change: Any) -> None:
        self._hover = change["new"]
        self.previews = swap_previews(self._game) if self._hover and self._shown is None else []

    # -------------------------------------------------------- message handling
    def _action_bounds(self) -> Bounds:
        return ACTION_BOUNDS

    def _payload(self, kind: str) -> tuple[str, Bounds] | None:
        return ("edit", edit.EDIT_BOUNDS) if kind == "edit" else super()._payload(kind)

    def _answer(self, msg: dict) -> dict:
        """The reply body for one of our requests (without ``kind`` and ``id``): an action or
        an undo, each naming the ``state_id`` it was chosen in (both kinds must name it)."""
        refused = self._refused_request(msg, _malformed(msg))
        if refused:
            return refused
        kind = msg["kind"]
        if kind in edit_mode.REQUEST_KINDS:
            return self._edit_mode.answer(msg)
        if self.editing:
            return {"ok": False, "error": refusal("edit", "ui.edit.error.editing")}
        if kind in EXPLORE_REQUESTS:
            if self._shown is not None and kind == "hint":
                return {"ok": False, "error": refusal("hint", "ui.explore.hint.looking")}
            return self._explorer.answer(msg)
        if kind == "timeline" and msg["op"] in ("look", "earlier"):
            return self._lines.answer(msg)        # looking back changes no game: any board may
        if not self.interactive:
            return {"ok": False, "error": refusal("locked", "ui.error.locked")}
        if kind == "timeline":
            return self._lines.answer(msg)
        if kind == "action":
            return self._play_reply(msg["action"], (RuleError, TimelineError))
        return self._undo_reply((TimelineError,))

    # ----------------------------------------------------------------- display
    def _as_text(self) -> str:
        return board_text(self._game)

    def _as_svg(self) -> str:
        return board_svg(self._game)

    def __repr__(self) -> str:
        return f"SugarBlastWidget(state_id={self.state_id})"


def _malformed(msg: dict) -> str | None:
    """Why a request of one of our kinds is not well formed, or ``None``."""
    problem = malformed_request(msg)
    if problem is None and msg["kind"] == "timeline":
        problem = lines.malformed(msg, is_counter)
    if problem is None and msg["kind"] in edit_mode.REQUEST_KINDS:
        problem = edit_mode.malformed(msg)
    return problem
