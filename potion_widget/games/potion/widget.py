"""The notebook widget: a live :class:`~potion_widget.games.potion.engine.Game` drawn and played in Jupyter.

Python is the only writer of the game. The front end draws what the traits say, highlights
what ``legal`` and ``previews`` allow, and sends requests; every accepted action goes through
:meth:`PotionWidget.play`, the same method a notebook calls, and every change re-syncs the
traits once.

>>> from potion_widget import PotionWidget          # doctest: +SKIP
>>> w = PotionWidget(players=["Ana", "Ben"], seed=3)  # doctest: +SKIP
>>> w.play(w.legal[0])                                # doctest: +SKIP

Messages from the front end (``msg:custom``), each answered by a reply carrying its ``id``:

- ``{"kind": "action", "id": n, "state_id": s, "action": {...}}``
- ``{"kind": "undo", "id": n, "state_id": s}``
- ``{"kind": "choices", "id": n, "action": {...}}`` (the legal choices of a drink or of
  ``end_turn``; an optional ``state_id`` is checked too)
- ``{"kind": "timeline", "id": n, "state_id": s, "op": ...}`` from the strip of moves
  (``board.lines.TIMELINE_OPS``: look at a move, continue from it, switch lines)
- ``heatmap`` and ``hint``, the explorer's requests (``exploring.py``)
- ``{"kind": "module", "id": n, "name": "editor"}``: the code of a part of the front end that
  only some boards need, answered with its text (``front_parts.py``)

A reply is ``{"kind": "reply", "id": n, "ok": true, ...}`` with ``events`` or ``choices``, or
``{"kind": "reply", "id": n, "ok": false, "error": {"rule", "key", "params", "message"}}``.
A stale ``state_id`` or a malformed message is refused and changes nothing; messages of other
kinds are ignored (they belong to other listeners). An unexpected exception is shown in an
output panel under the widget and answered with an ``internal`` error. The front end waits
10 seconds for a reply, then gives up on that request itself (``ui.error.no_reply``) and stays
usable; a reply that comes later is ignored, and the state it brings is drawn when it syncs.
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

from .edit import edit_mode
from ...board import front_parts
from .edit.state_edits import OPERATIONS
from .engine import KINDS, Game, RuleError, kind_choice, kind_effect, kind_name, kind_rule
from ...core.bounds import Bounds
from .engine.rule_table import action_bounds
from .engine.validate import MAX_ID, MAX_MARBLES, MAX_NAME
from ...i18n.messages import catalog, check_language, get_language, speaking, spoken
from ...core.errors import shown
from .engine.text import render_text
from .analysis import MEASURES
from .explore.exploring import EXPLORE_REQUESTS, Explorer, check_choice
from .explore.whatif import compare
from .odds import PREVIEW_MODES
from .kit import KIT
from . import review as reviewed
from .words import potion_label
from .picture import board_svg
from ...i18n.rule_texts import rule_texts
from ...board import lines
from ...board.timeline import TimelineError
from .explore.lines import LINES
from ...board.base import BoardBase, front_end_code, is_counter, is_int as _is_int, malformed_request, wrapped_game
from ...board.base import refusal as _error

_REQUEST_KINDS = ("action", "undo", "choices", "timeline", *edit_mode.REQUEST_KINDS,
                  *EXPLORE_REQUESTS, front_parts.REQUEST_KIND)
"""The ``kind`` values this widget answers; any other kind is someone else's message."""

SHOWS = ("game", "dispenser", "desk")
"""What a board may show: the whole game, the dispenser alone, or the dispenser and one desk."""

_MARK_FIELDS = {
    frozenset({"track", "pos"}), frozenset({"player", "burner", "hole"}),
    frozenset({"player", "burner"}), frozenset({"tile"}), frozenset({"stack"}),
    frozenset({"player", "area"}), frozenset({"lid"}),
}
_AREAS = ("hand", "pool", "completed")


def _tile_ids(state: dict) -> set[str]:
    """Every tile id a state mentions: stacks, market, deck, draft offer, burners, completed."""
    ids: set[str] = set()
    for stack in state.get("stacks") or []:
        ids.update(stack)
    ids.update(t for t in state.get("market") or [] if t)
    ids.update(state.get("deck") or [])
    ids.update((state.get("draft") or {}).get("revealed") or [])
    for player in state.get("players") or []:
        ids.update(b["tile"] for b in player.get("burners") or [] if b)
        ids.update(c["tile"] for c in player.get("completed") or [])
    ids.update(state.get("tiles") or {})
    return ids


def _tile_dict(game: Game, tile_id: str) -> dict:
    tile = game.tile(tile_id)
    return {"kind": tile.kind, "recipe": list(tile.recipe), "points": tile.points,
            "starter": bool(tile.starter)}


def _kinds_info() -> dict:
    """Kind id -> display name, effect sentence, rule ID and the shape of its choice (which the
    front end's choice prompts read), in catalog order."""
    return {kind: {"name": kind_name(kind), "effect": kind_effect(kind), "rule": kind_rule(kind),
                   "choice": kind_choice(kind)}
            for kind in KINDS}


def mark_problem(mark: Any, game: Game) -> str | None:
    """Why ``mark`` is not a place on this board, or ``None``."""
    if not isinstance(mark, dict):
        return "a mark is a dict"
    fields = frozenset(k for k in mark if k != "label")
    if fields not in _MARK_FIELDS:
        return ("its fields must be one of track+pos, lid, player+burner(+hole), tile, stack, "
                "player+area")
    if "label" in mark and not isinstance(mark["label"], str):
        return "label must be text"
    players = len(game.state["players"])
    numbers = {"track": 5, "pos": 9, "player": players, "burner": 2, "hole": 7, "stack": 5,
               "lid": 5}
    for field, limit in numbers.items():
        if field in mark and not (_is_int(mark[field]) and 0 <= mark[field] < limit):
            return f"{field} must be a whole number from 0 to {limit - 1}"
    if "area" in mark and mark["area"] not in _AREAS:
        return f"area must be one of {', '.join(_AREAS)}"
    if "tile" in mark and not isinstance(mark["tile"], str):
        return "tile must be a tile id"
    return None


class PotionWidget(BoardBase, anywidget.AnyWidget):
    """A game of Potion Explosion to play and watch in a notebook.

    ``PotionWidget()`` starts a new seeded 2-player game (``Game.new(2, seed=0)``);
    ``PotionWidget(players=["Ana", "Ben"], seed=7, remove="beginner")`` passes its keywords
    to :meth:`Game.new`; ``PotionWidget(game)`` wraps an existing game (or a state dict).
    ``language="es"`` writes everything it shows in Spanish (by default the package's
    language, :func:`potion_widget.set_language`).
    """

    _esm = front_end_code("widget.js")
    # the code as text, read once (a Path would give every instance a file watcher)

    _REQUEST_KINDS = _REQUEST_KINDS
    _bad_mark = staticmethod(mark_problem)

    state = traitlets.Dict().tag(sync=True)
    """The game state as JSON (PROTOCOL.md), exactly ``game.to_state()``."""

    previews = traitlets.List().tag(sync=True)
    """The hover previews of the legal usual picks that explode, honest by default (D2, see
    :attr:`preview` and :func:`potion_widget.games.potion.analysis.hover_previews`). A legal pick with no
    entry takes just its own marble: leaving those out keeps each update under 10 KB."""

    review = traitlets.Dict().tag(sync=True)
    """The review of the line in play (:meth:`review_game`) as the board draws it:
    ``{"line", "length", "players", "moves"}``; empty when there is none, and emptied when the
    line it judged changes."""

    messages = traitlets.Dict().tag(sync=True)
    """The message catalog of :attr:`language` (id -> template with ``{name}``
    placeholders), sent again only when the language changes."""

    tiles = traitlets.Dict().tag(sync=True)
    """Tile id -> ``{kind, recipe, points, starter}`` for every tile the game mentions."""

    kinds = traitlets.Dict().tag(sync=True)
    """Kind id -> ``{name, effect, rule}``: what a potion is called and what drinking it does."""

    scores = traitlets.List().tag(sync=True)
    """Each player's score now (F1)."""

    winners = traitlets.List().tag(sync=True)
    """``game.winners()``: the seats of the winners once the game is over (F2, then the
    tie-break F3), else empty. The front end shows them; it never decides them."""

    show = traitlets.Unicode("game").tag(sync=True)
    """What the board draws: ``"game"`` (everything), ``"dispenser"`` (the dispenser alone) or
    ``"desk"`` (the dispenser and one desk: the first seat in :attr:`you`, else the active
    player's). Lessons show only what they talk about."""

    marks = traitlets.List().tag(sync=True)
    """Places the text talks about, marked on the board: ``{"track", "pos"}``, ``{"player",
    "burner", "hole"}``, ``{"player", "burner"}``, ``{"tile"}``, ``{"stack"}`` or ``{"player",
    "area"}`` (``"hand"``, ``"pool"``, ``"completed"``) or ``{"lid": track}``, each with an optional
    ``"label"``."""

    rules = traitlets.Dict().tag(sync=True)
    """Rule ID -> the rule's text (``docs/RULES.md``), sent once, for the tooltips on rule IDs."""

    hover = traitlets.Bool(True).tag(sync=True)
    """Whether hovering a marble previews what the pick would take. Exercises that ask the
    learner to find a move turn it off (``previews`` is then empty), so it gives nothing away."""

    explore = traitlets.Bool(True).tag(sync=True)
    """Whether the board offers the Heat map and the Hint (the explorer's buttons). Exercise
    boards turn it off unless the lesson means them, so nothing gives the answer away; while
    it is off a ``heatmap`` or ``hint`` request is refused and changes nothing."""

    explore_hint = traitlets.Bool(True).tag(sync=True)
    """Whether the explorer (with :attr:`explore` on) offers its Hint as well as its Heat map.
    An exercise that teaches reading the heat map offers the map alone, for the hint names
    the move to find; while it is off a ``hint`` request is refused and changes nothing."""

    preview = traitlets.Unicode("honest").tag(sync=True)
    """What the hover preview may use: ``"honest"`` (the default, rule D2: the visible
    marbles, how many lie under each lid and the colours still unseen; a pick whose chain
    may go on under a lid shows what it takes for sure and the chance of more) or
    ``"all-seeing"`` (every marble read, hidden ones too: for a lesson that needs it). The
    heat map follows the same choice."""

    heatmap = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    """The measure the heat map shows on the dispenser (``"marbles"``, ``"fit"``,
    ``"completes"`` or ``"points"``, see :func:`potion_widget.games.potion.analysis.analysis`), or
    ``None`` for no heat map. The board's Heat map button sets it too."""

    heat = traitlets.List().tag(sync=True)
    """The heat map's cells, one per legal usual pick (:func:`potion_widget.games.potion.heatmap.heat_cells`),
    empty when :attr:`heatmap` is ``None``. Python fills it; the front end only draws it."""

    advice = traitlets.Dict().tag(sync=True)
    """The hint shown on the board, ``{"action", "text", "marks", "state_id"}``, or ``{}``:
    set by :meth:`hint` (or the Hint button), cleared by the next change of the game."""

    guide = traitlets.Unicode("").tag(sync=True)
    """The words of a guided step: while not empty, the board's hint line shows them instead
    of its own hint (a guided turn sets them at each step, so the two never disagree)."""

    editable = traitlets.Bool(False).tag(sync=True)
    """Whether the board offers its edit mode ("Edit position"): ``PotionWidget(...,
    editable=True)``. Lesson boards leave it off."""

    editing = traitlets.Bool(False).tag(sync=True)
    """Whether the board is in edit mode: the front end draws the position editor, and every
    edit is a request that :mod:`potion_widget.games.potion.edit.state_edits` applies and the engine checks. Leaving
    edit mode starts play from the edited position (its history starts there)."""

    editor = traitlets.Dict().tag(sync=True)
    """While editing, what the editor draws from (:func:`potion_widget.games.potion.edit.edit_mode.editor_info`):
    the colours, the tracks' size, the phases and the potions that can go on a desk."""

    @classmethod
    def for_exercise(cls, game, *, show: str, marks: list, you: list | None, hover: bool,
                     explore: bool | str, language: str) -> "PotionWidget":
        """The board an exercise shows (``lessons.exercises``): its scenario's game, the
        exercise's view, marks, reader and language. ``explore`` offers the Heat map and the
        Hint (``True``), the Heat map alone (``"heatmap"``) or neither (``False``)."""
        return cls(game, show=show, marks=marks, you=you, hover=hover, explore=bool(explore),
                   explore_hint=explore is True, language=language)

    def __init__(self, game: Game | dict | None = None, *, show: str = "game",
                 marks: list | None = None, you: list | None = None, hover: bool = True,
                 preview: str = "honest", heatmap: str | None = None,
                 language: str | None = None, editable: bool = False, explore: bool = True,
                 explore_hint: bool = True, **options: Any):
        language = check_language(language) if language else get_language()
        game = wrapped_game(game, Game, lambda: Game.new(**options), bool(options),
                            "Potion Explosion Game")
        self._game = game
        self._hover = bool(hover)     # read by _game_traits before the traits exist
        self._explorer = Explorer(self, preview=preview, heatmap=heatmap)   # explore/exploring.py
        # the comm opens with the whole state at once, its words in the board's language
        with speaking(language):
            self._plumbing_setup(KIT, LINES, you)
            self._edit_mode = edit_mode.EditMode(self, edit_mode.EDITS)
            super().__init__(language=language, messages=dict(catalog()), kinds=_kinds_info(),
                             rules=dict(rule_texts()), show=show, marks=list(marks or []),
                             you=you, hover=self._hover, preview=preview, heatmap=heatmap,
                             editable=bool(editable), explore=bool(explore),
                             explore_hint=bool(explore_hint),
                             acting=self._acting_for(you, True),
                             **self._game_traits({}))
        self.on_msg(self._handle_message)

    @traitlets.observe("language")
    def _language_changed(self, change: Any) -> None:
        if self.messages:     # a change after the constructor, which sends them itself
            with speaking(change["new"]):
                self.messages = dict(catalog())
                self.kinds = _kinds_info()
                self.rules = dict(rule_texts())
        self.review = {}      # its judgements were written in the other language

    @traitlets.observe("timeline")
    def _review_still_true(self, change: Any) -> None:
        """A review judges one line as it was: a move played, taken back or another line
        makes it untrue, so it goes (looking back along the same line keeps it)."""
        if self.review and not reviewed.describes(self.review, self.line, self.latest_move):
            self.review = {}

    @traitlets.validate("show")
    def _check_show(self, proposal: Any) -> str:
        if proposal["value"] not in SHOWS:
            raise traitlets.TraitError(f"show must be one of {', '.join(SHOWS)}, "
                                       f"not {shown(proposal['value'])}")
        return proposal["value"]

    # ----------------------------------------------------------------- public API
    @spoken
    def review_game(self, *, samples: int = reviewed.DEFAULT_SAMPLES, seed: int = 0) -> reviewed.Review:
        """Judges every decision of the line in play against the searching player
        (:func:`potion_widget.games.potion.review.review`, told to :attr:`you`) and draws it
        under the board: a chart of each player's standing, a table, and a click on a
        decision looks at the position where it was made. Returns the review."""
        judged = reviewed.review(self.record(), samples=samples, seed=seed, you=self.you)
        self.review = reviewed.chart(judged, line=self.line, length=self.latest_move)
        return judged

    @spoken
    def play(self, action: dict) -> list[dict]:
        """Apply one action of the active player and redraw; return its events.

        A refused action raises :class:`RuleError` after recording it in :attr:`error`;
        the game and every other trait stay as they were.
        """
        before = self._game.to_state() if self._listeners else None
        actor, phase = self._game.current, self._game.phase
        try:
            note = self._lines.before_move(action)     # a move looked at is read-only
            events = self._game.apply(action)
        except (RuleError, TimelineError) as err:
            self.error = err.to_dict()
            raise
        self._lines.played(action, note)
        # a starter drafted is not part of the first turn's story, and a draft pick is one
        # action: nothing to sum up
        self._accepted(action, events, before, actor, in_turn=phase != "draft",
                       summed=phase == "play")
        return events

    @spoken
    def undo(self) -> None:
        """Take back the last accepted action (``HistoryError`` when there is none above the
        board's start, :meth:`mark_start`; ``TimelineError`` while an earlier move is looked
        at). A notebook may still take back the last moves of a game that is over (an
        exercise tried again); the board's Undo button may not."""
        self._lines.strip.timeline.check_present()
        self._check_floor()
        self._game.undo()
        self._lines.undone()
        if self._turn:
            self._turn.pop()
        self._sync(events=[], error={}, actor=-1, summary="")

    @spoken
    def edit(self, op: str, **fields: Any) -> None:
        """Apply one edit of the position (:mod:`potion_widget.games.potion.edit.state_edits`, e.g.
        ``board.edit("set_marble", track=2, pos=10, color="red")``) and redraw. A refused edit
        raises :class:`~potion_widget.games.potion.edit.state_edits.EditError` naming what is wrong; nothing changes.
        The game's history starts again at the edited position."""
        self._edit_mode.edit({"op": op, **fields})

    @spoken
    def save_scenario(self, path_or_name: Any, *, title: str | None = None,
                      purpose: str | None = None) -> pathlib.Path:
        """Write the position as a scenario file that :func:`potion_widget.lessons.scenarios.load_file`
        reads back, and return its path: a plain name (``"my-chain"``) is saved as
        ``my-chain.json`` beside the notebook, a path as it is."""
        return self._edit_mode.save(path_or_name, title=title, purpose=purpose)

    @traitlets.observe("editing")
    @spoken
    def _editing_changed(self, change: Any) -> None:
        self._edit_mode.changed(change["new"])

    # ------------------------------------------------------------ the explorer
    @spoken
    def hint(self) -> dict:
        """The expert's next move for the active player (:func:`potion_widget.games.potion.hints.hint`):
        ``{"action", "text", "marks"}``, also shown on the board (its marks and sentence) until
        the game changes, in the board's language. ``play_hint()`` plays it. While the board
        shows a past move, the hint is for the present and is not shown."""
        return self._explorer.hint()

    def play_hint(self) -> list[dict]:
        """Play the hinted move (asking for a hint first if none is shown); its events."""
        advice = self.advice if self.advice.get("state_id") == self.state_id else self.hint()
        return self.play(advice["action"])

    def fork(self) -> "PotionWidget":
        """A second board at the same position: an independent game with the same history
        (so :meth:`undo` works there too), shown the same way, its log saying it is a copy
        after that move. Play something else on it, then :meth:`compare` the two."""
        return self._explorer.fork()

    def compare(self, other, seat: int | None = None):
        """This board's desk beside ``other``'s, with a sentence on the difference
        (:func:`potion_widget.games.potion.explore.whatif.compare`)."""
        return compare(self, other, seat=seat)

    @traitlets.validate("preview")
    def _check_preview(self, proposal: Any) -> str:
        return check_choice("preview", proposal["value"], PREVIEW_MODES, traitlets.TraitError)

    @traitlets.validate("heatmap")
    def _check_heatmap(self, proposal: Any) -> str | None:
        return check_choice("heatmap", proposal["value"], (*MEASURES, None), traitlets.TraitError)

    @traitlets.observe("preview")
    def _preview_changed(self, change: Any) -> None:
        self._explorer.preview = change["new"]
        with self.hold_sync():
            self.previews = self._explorer.previews()
            self.heat = self._explorer.heat()

    @traitlets.observe("heatmap")
    def _heatmap_changed(self, change: Any) -> None:
        self._explorer.heatmap = change["new"]
        self.heat = self._explorer.heat()

    # ------------------------------------------------------------------- syncing
    def _game_traits(self, tiles: dict, shown: Game | None = None) -> dict:
        """The values of every trait that follows the game, read from the engine; ``shown``
        is a past position looked at (nothing is legal there)."""
        game = shown or self._game
        live = shown is None
        state = game.to_state()
        missing = _tile_ids(state) - tiles.keys()
        if missing:
            tiles = {**tiles, **{t: _tile_dict(game, t) for t in sorted(missing)}}
        return {
            "state": state,
            # plain dicts of its own: the engine shares listed picks and helps between calls
            "legal": [dict(a) for a in game.legal_actions()] if live else [],
            **self._explorer.traits(live),   # previews, heat map, hint (explore/exploring.py)
            "tiles": tiles,
            "scores": list(game.scores()),
            "can_undo": live and self._undo_offered(),
            "winners": list(game.winners()),
            "timeline": self._lines.trait(),
        }

    @traitlets.observe("explore")
    def _explore_changed(self, change: Any) -> None:
        if not change["new"]:
            with self.hold_sync():     # nothing of the explorer stays on a board without it
                self.heatmap = None
                self.advice = {}

    @traitlets.observe("explore_hint")
    def _explore_hint_changed(self, change: Any) -> None:
        if not change["new"]:
            self.advice = {}           # no hint stays on a board that no longer offers it

    @traitlets.observe("hover")
    def _hover_changed(self, change: Any) -> None:
        self._hover = change["new"]
        self.previews = self._explorer.previews()

    def _sync(self, *, events: list, error: dict, actor: int, summary: str,
              shown: Game | None = None, clear_log: bool = False) -> None:
        """Re-send every trait that depends on the game, as one update (``shown``: a past
        position looked at; ``clear_log``: the log starts again with these events)."""
        self._update(self._game_traits(self.tiles, shown), events=events, error=error, actor=actor,
                     summary=summary, clear_log=clear_log)

    # ---------------------------------------------------------- message handling
    def _action_bounds(self) -> Bounds:
        return action_bounds(self._game)

    def _payload(self, kind: str) -> tuple[str, Bounds] | None:
        return ("edit", EDIT_BOUNDS) if kind == "edit" else super()._payload(kind)

    def _answer(self, msg: dict) -> dict:
        """The reply body for one of our requests (without ``kind`` and ``id``)."""
        refused = self._refused_request(msg, _malformed(msg))
        if refused:
            return refused
        kind = msg["kind"]
        if kind == front_parts.REQUEST_KIND:    # any board may load its parts, even while editing
            return front_parts.answer(msg)
        if kind in edit_mode.REQUEST_KINDS:
            return self._edit_mode.answer(msg)
        if self.editing:
            return {"ok": False, "error": _error("edit", "ui.edit.error.editing")}
        if kind in EXPLORE_REQUESTS:
            return self._explorer.answer(msg, _error)
        if not self.interactive and (kind == "action" or msg.get("op") in ("continue", "switch")):
            return {"ok": False, "error": _error("locked", "ui.error.locked")}
        if kind == "action":
            return self._play_reply(msg["action"], (RuleError, TimelineError))
        if kind == "undo":
            return self._undo_reply((TimelineError,))
        if kind == "timeline":
            return self._lines.answer(msg)
        try:
            choices = self._game.legal_choices(msg["action"])
        except RuleError as err:
            return {"ok": False, "error": err.to_dict()}
        return {"ok": True, "choices": choices, "state_id": self.state_id}

    # ---------------------------------------------------------------- display
    def _as_text(self) -> str:
        # potions by name, as the board names them
        return render_text(self._game, lambda tile: potion_label(self._game, tile))

    def _as_svg(self) -> str:
        return board_svg(self._game)

    def __repr__(self) -> str:
        return f"PotionWidget(state_id={self.state_id})\n{self._game}"


EDIT_BOUNDS = Bounds(
    depth=2,                                    # the edit, and the list of a hand or a pool
    objects=1,
    fields=1 + max(len(need) + len(may) for _, need, may in OPERATIONS.values()),
    entries={"colors": MAX_MARBLES},            # every marble of the game (C1)
    entries_else=MAX_MARBLES,
    text=max(MAX_ID, MAX_NAME, *map(len, OPERATIONS)))
"""The largest an edit of the position can be (:data:`potion_widget.games.potion.edit.state_edits.OPERATIONS`): a
larger one is refused before the editor reads it."""


def _malformed(msg: dict) -> str | None:
    """Why a request of one of our kinds is not well formed, or ``None``."""
    problem = malformed_request(msg)
    if problem:
        return problem
    if msg["kind"] == "timeline":
        return lines.malformed(msg, is_counter)
    if msg["kind"] in edit_mode.REQUEST_KINDS:
        return edit_mode.malformed(msg)
    if msg["kind"] == front_parts.REQUEST_KIND:
        return front_parts.malformed(msg)
    return None

