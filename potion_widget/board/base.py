"""What both game widgets share (Potion Explosion's and Sugar Blast's): refusals as reply data,
the checks of a request's form, the traits every board syncs (which only Python writes), the
listeners of accepted actions, the one ``msg:custom`` handler with its output panel, the display
box, and the front end's code read as text.

A widget using :class:`BoardBase` holds its game in ``_game`` and defines ``_REQUEST_KINDS``
(the ``kind`` values it answers), ``_answer(msg)`` (the reply body for one of them), its
narration (``_teller``, ``_summer``), ``_bad_mark`` for its ``marks`` trait, ``_sync`` (the
traits that follow its game, re-sent through ``_update``), ``play``, ``undo`` and its still
pictures (``_as_text``, ``_as_svg``); everything else here is the same for every board.
"""

from __future__ import annotations

import pathlib
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets
import traitlets

from ..core.bounds import Bounds, oversize
from ..core.kit import GameKit
from ..core.errors import SHOWN, HistoryError, RuleError, shown
from ..i18n.messages import check_language, render, speaking, spoken
from .lines import BoardLines
from .timeline import TimelineKit

STATIC = pathlib.Path(__file__).parent.parent / "static"
"""Where the built front-end bundles are."""

LARGEST_COUNTER = 2 ** 53
"""Request ids and state ids are counters the front end keeps as JavaScript numbers."""


def refusal(rule: str, key: str, **params: Any) -> dict:
    """A refusal as reply data, its sentence taken from the message catalog."""
    return {"rule": rule, "key": key, "params": params, "message": render(key, params)}


def cut(text: str, limit: int = 2 * SHOWN) -> str:
    """An exception's text as a reply may carry it: at most ``limit`` characters."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def is_int(value: Any) -> bool:
    """A whole number that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_counter(value: Any) -> bool:
    """A request id or state id the front end can hold exactly."""
    return is_int(value) and 0 <= value <= LARGEST_COUNTER


def malformed_request(msg: dict) -> str | None:
    """Why a request is not well formed in the ways every board checks, or ``None``: its
    ``id``, the ``state_id`` an action or an undo must name, and an action that is an object.
    The reason begins with the field it names (the refusal's ``field``); the action's size is
    checked next (:meth:`BoardBase._refused_request`)."""
    if not is_counter(msg.get("id")):
        return "id must be a whole number from 0 to 2^53"
    if msg["kind"] in ("action", "undo") and "state_id" not in msg:
        return f"state_id must be given: an {msg['kind']} names the state it was chosen in"
    if "state_id" in msg and not is_counter(msg["state_id"]):
        return "state_id must be a whole number from 0 to 2^53"
    if msg["kind"] in ("action", "choices") and not isinstance(msg.get("action"), dict):
        return "action must be an object"
    return None


def wrapped_game(game: Any, game_class: type, new: Callable[[], Any], options_given: bool,
                 what: str) -> Any:
    """The game a board is made with: ``new()`` when ``game`` is ``None``, else ``game`` itself
    or, from a state dict, ``game_class.from_state(game)``. Options for a new game beside a
    game, or a ``game`` of another type, raise ``TypeError``; ``what`` names the game class in
    that sentence."""
    if game is None:
        return new()
    if options_given:
        raise TypeError("pass either a game or options for a new game, not both")
    if isinstance(game, dict):
        return game_class.from_state(game)
    if not isinstance(game, game_class):
        raise TypeError(f"game must be a {what} or a state dict, not {shown(game)}")
    return game


def front_end_code(bundle: str, missing: str | None = None) -> str:
    """The text of the built bundle ``static/<bundle>``, read once. Given a Path, anywidget
    connects a file watcher to every instance (a lambda holding it), so a closed widget would
    never be freed. ``missing``: the code to use when the bundle is not built (else the
    ``FileNotFoundError`` stands)."""
    path = STATIC / bundle
    if missing is not None and not path.is_file():
        return missing
    return path.read_text(encoding="utf-8")


class BoardBase(traitlets.HasTraits):
    """The traits every board syncs, its listeners, message handler, output panel and display
    box (a mixin placed before ``anywidget.AnyWidget``).

    Call :meth:`_plumbing_setup` with the game's kit (:class:`~potion_widget.core.kit.GameKit`:
    its words, its turn ends) and its timeline's (:class:`~potion_widget.board.timeline.TimelineKit`)
    in the constructor before ``super().__init__``, in the board's language, then
    ``self.on_msg(self._handle_message)``.

    Every board holds its lines of play (:class:`~potion_widget.board.lines.BoardLines`): the
    strip of moves, looking back, branching and switching lines, the same for every game.
    """

    _REQUEST_KINDS: tuple[str, ...] = ()

    state_id = traitlets.Int(0).tag(sync=True)
    """Grows by one with each accepted action or undo; requests naming an older id are stale."""

    legal = traitlets.List().tag(sync=True)
    """``game.legal_actions()``: what the front end may offer, and nothing else."""

    events = traitlets.List().tag(sync=True)
    """The events of the last accepted action, each with ``"say"``, its sentence told for this
    board's reader (empty after an undo or at the start)."""

    error = traitlets.Dict().tag(sync=True)
    """The last action the game refused (from ``play`` or the front end) as ``{rule, key,
    params, message}``, or ``{}`` after an accepted action. Requests the widget refuses itself
    (malformed, stale, an undo with nothing to undo) are answered in their reply only."""

    language = traitlets.Unicode("en").tag(sync=True)
    """The language of everything this board says (``"en"``, ``"es"``, ``"fr"``, ``"ja"``,
    ``"nl"``); changing it re-sends :attr:`messages` and the board's other words."""

    you = traitlets.List(None, allow_none=True).tag(sync=True)
    """The seats spoken to as "you", or ``None`` at one shared screen, where whoever is to play
    is "you". Against the computer it is the human's seat, so the computer's moves are told in
    the third person with its name."""

    actor = traitlets.Int(-1).tag(sync=True)
    """The seat that made the last accepted action (-1 at the start and after an undo)."""

    summary = traitlets.Unicode("").tag(sync=True)
    """One sentence summing up the turn the last action ended, else ``""``."""

    can_undo = traitlets.Bool(False).tag(sync=True)
    """Whether there is an action to take back (the front end disables Undo otherwise)."""

    interactive = traitlets.Bool(True).tag(sync=True)
    """Whether the board takes moves from its front end. A board that only shows (a
    prediction's, which plays its move itself) offers nothing to click, and refuses a move
    sent from the front end."""

    acting = traitlets.List().tag(sync=True)
    """The seats someone will really play on this board from here, in seat order: the
    person's seats (:meth:`seat_learner`; by default the :attr:`you` seats, every seat at a
    shared screen) while the board is :attr:`interactive`, plus the seats a
    :class:`~potion_widget.games.potion.bots.BotSeat` plays; nobody once the game is over. A board that
    only shows or an exercise that is over has only its bots. The front end says "is
    playing" or "wait for" only of these seats. Only Python writes it."""

    bots = traitlets.List().tag(sync=True)
    """The seats a :class:`~potion_widget.games.potion.bots.BotSeat` plays on this board (its moves come
    by themselves: "nothing to click" is said only where one plays)."""

    log_epoch = traitlets.Int(0).tag(sync=True)
    """Grows by one with each :meth:`clear_log`; the front end then empties its log."""

    timeline = traitlets.Dict().tag(sync=True)
    """The game's record for the strip of moves (:meth:`StripKeeper.trait
    <potion_widget.board.strip.StripKeeper.trait>`): the lines' lengths, the line in play, the
    move looked at (``looking``, else ``None``) and the latest moves in words. While a move is
    looked at, ``state`` and the traits that follow it show that move's position, with nothing
    legal: the past is read-only."""

    seen = traitlets.Int(0).tag(sync=True, echo_update=False)
    """The state id the front end has drawn last: the one trait it writes, once per new
    state, so that a host re-running the code that reads a board when its front end writes
    (marimo) re-runs it after each accepted move. It says nothing about the game and never
    changes it; a value that is not a state id this board has had is not taken. Not echoed
    back: one small message per drawn state."""

    def _plumbing_setup(self, kit: GameKit, lines: TimelineKit, you: list | None) -> None:
        """Everything a board holds beside its traits; ``you`` are the readers the constructor
        is given (the strip tells their moves as "you")."""
        self._kit = kit
        self._output = ipywidgets.Output()
        self._box: ipywidgets.VBox | None = None
        self._listeners: list = []
        self._turn: list[tuple[int, list[dict]]] = []   # (actor, events) of each action this turn
        self._learners: list[int] | None = None   # seat_learner's seats; None: the default
        self._floor = 0       # how many actions lie under the board's start (mark_start)
        self._lines = BoardLines(self, lines, you)

    @property
    def game(self) -> Any:
        """The live game. Change it only through :meth:`play` and :meth:`undo`, so the view
        stays in step."""
        return self._game

    def _seat_count(self) -> int:
        return len(self._game.state["players"])

    def _over(self) -> bool:
        return self._game.state["phase"] == "over"

    # ----- who acts on this board -------------------------------------------------------------
    def seat_learner(self, seats: int | list[int] | None) -> None:
        """Says which seats the person at this board plays: one seat, a list of seats, ``[]``
        when nobody plays on any more (an exercise that is over), or ``None`` for the default
        (the :attr:`you` seats, every seat at a shared screen). :attr:`acting` follows."""
        if seats is not None:
            seats = [seats] if is_int(seats) else seats
            count = self._seat_count()
            if not isinstance(seats, list) or not all(is_int(s) and 0 <= s < count for s in seats):
                raise ValueError(f"seats must be seats from 0 to {count - 1}, not {shown(seats)}")
            seats = sorted(set(seats))
        self._learners = seats
        self._refresh_acting()

    def add_bot_seat(self, seat: int) -> None:
        """Records that a bot plays ``seat`` on this board (:class:`~potion_widget.games.potion.bots.BotSeat`
        calls it); :attr:`bots` and :attr:`acting` follow."""
        self.bots = sorted({*self.bots, seat})
        self._refresh_acting()

    def remove_bot_seat(self, seat: int) -> None:
        """Records that the bot of ``seat`` stopped playing."""
        self.bots = [s for s in self.bots if s != seat]
        self._refresh_acting()

    def _acting_now(self) -> list[int]:
        """The value of :attr:`acting` for the game as it is now. Nobody acts on a move looked
        at: it is read-only until the learner continues from it or goes back to the latest
        move (the status line then says no one's turn)."""
        if self._lines.looking is not None:
            return []
        return self._acting_for(self.you, self.interactive)

    def _acting_for(self, you: list | None, interactive: bool) -> list[int]:
        """:attr:`acting` with the readers ``you`` on a board that is ``interactive`` or not
        (the constructor passes the values its traits are about to take)."""
        if self._over():
            return []
        if not interactive:
            people: list[int] = []
        elif self._learners is not None:
            people = self._learners
        else:
            people = you if you is not None else list(range(self._seat_count()))
        return sorted({*people, *self.bots})

    def _refresh_acting(self) -> None:
        self.acting = self._acting_now()

    @traitlets.observe("interactive", "you")
    def _who_changed(self, _change: Any) -> None:
        self._refresh_acting()
        self.can_undo = self._undo_offered()

    # ----- where undo stops -------------------------------------------------------------------
    def _depth(self) -> int:
        """How many accepted actions this board can take back now: the line in play holds
        exactly the game's undo history."""
        return self._lines.length()

    def mark_start(self) -> None:
        """Makes the game as it stands now the start of this board: undo never goes back past
        it (an exercise calls it after its set-up moves, so Undo cannot rewind them)."""
        self._floor = self._depth()
        self.can_undo = self._undo_offered()

    def _undo_offered(self) -> bool:
        """Whether the board offers Undo: an action above the board's start, in a game that
        is not over, on a board that takes moves (a guided turn that is over only shows)."""
        return (self._lines.looking is None and self._depth() > self._floor and not self._over()
                and self.interactive)

    def _check_floor(self) -> None:
        """Raises ``HistoryError`` when the board is at its start: nothing to take back."""
        if self._depth() <= self._floor:
            raise HistoryError("the board is at its start: there is no action of it to undo")

    def undo_to_start(self) -> None:
        """Takes back every action above the board's start (:meth:`mark_start`), even after
        the game is over: an exercise tried again starts from its set-up."""
        while self._depth() > self._floor:
            self.undo()

    _bad_mark: Callable[[Any, Any], str | None]
    """Why a mark is not a place on this board (``_bad_mark(mark, game)``), or ``None``: the
    ``marks`` trait refuses such a mark in those words."""

    def _tell(self, event: dict, actor: int) -> str:
        """``event`` of an action by ``actor`` as a sentence for this board's reader."""
        return self._kit.tell(event, self._game, actor=actor, you=self.you)

    def _summarise(self, events: list[dict], actor: int) -> str:
        """The sentence summing up a turn of ``actor`` from all its events."""
        return self._kit.turn_summary(events, self._game, actor=actor, you=self.you)

    def _accepted(self, action: dict, events: list[dict], before: dict | None, actor: int, *,
                  in_turn: bool = True, summed: bool = True) -> None:
        """What follows an action the game accepted: the turn's story grows (unless
        ``in_turn`` is False), each event is told, the turn is summed up when it ends (unless
        ``summed`` is False), every trait is re-sent as one update, then the listeners run."""
        if self._turn and self._turn[-1][0] != actor:
            self._turn = []    # an undo went back past the start of this player's turn
        if in_turn:
            self._turn.append((actor, events))
        told = [dict(e, say=self._tell(e, actor)) for e in events]
        summary = ""
        if any(e["type"] in self._kit.turn_ends for e in events):
            if summed:
                summary = self._summarise([e for _, part in self._turn for e in part], actor)
            self._turn = []
        self._sync(events=told, error={}, actor=actor, summary=summary)
        for listener in list(self._listeners):
            listener(action, events, before)

    def _sync(self, *, events: list, error: dict, actor: int, summary: str,
              shown: Any = None, clear_log: bool = False) -> None:
        """Re-send every trait that follows the game through :meth:`_update` (``shown``: a past
        position looked at on the strip, where nothing is legal; ``clear_log``: the log starts
        again with these events)."""
        raise NotImplementedError

    def _update(self, values: dict, *, events: list, error: dict, actor: int, summary: str,
                clear_log: bool = False) -> None:
        """Re-send ``values`` (trait name -> value, what follows the game) with the action's
        ``events``, ``error``, ``actor`` and ``summary`` as one update, under the next state
        id (``clear_log``: the log starts again with these events)."""
        with self.hold_sync():
            for name, value in values.items():
                setattr(self, name, value)
            self.events = events
            self.error = error
            self.actor = actor
            self.summary = summary
            self.acting = self._acting_now()
            if clear_log:
                self.log_epoch += 1
            self.state_id += 1

    def set_state(self, sync_data: dict) -> None:
        """Traits written by the front end (an ipywidgets ``update``). A board's front end
        writes only :attr:`seen`, taken when it is a state id from 0 to :attr:`state_id`; for
        the rest it sends requests, which the handler checks. So that nothing changes a board
        behind those checks (``interactive`` on a board that only shows, ``hover`` in an
        exercise, ``state_id``...), any other value than the one held is not taken, and the
        held values are sent back, so the front end draws Python's again; a value equal to the
        one held changes nothing."""
        sync_data = dict(sync_data)
        if "seen" in sync_data and self._drawn(sync_data["seen"]):
            super().set_state({"seen": sync_data.pop("seen")})
        held = self.get_state([name for name in sync_data if name in self.keys])
        foreign = [name for name, value in sync_data.items() if name in held and value != held[name]]
        if foreign:
            self.send_state(foreign)

    def _drawn(self, value: Any) -> bool:
        """Whether ``value`` is a state id this board has had (what :attr:`seen` may be)."""
        return is_counter(value) and value <= self.state_id

    @traitlets.validate("language")
    def _check_language(self, proposal: Any) -> str:
        try:
            return check_language(proposal["value"])
        except ValueError as error:
            raise traitlets.TraitError(str(error)) from None

    @traitlets.validate("you")
    def _check_you(self, proposal: Any) -> list | None:
        seats = proposal["value"]
        count = self._seat_count()
        if seats is not None and not all(is_int(s) and 0 <= s < count for s in seats):
            raise traitlets.TraitError(f"you must list seats from 0 to {count - 1}, not {shown(seats)}")
        return seats

    @traitlets.validate("marks")
    def _check_marks(self, proposal: Any) -> list:
        for mark in proposal["value"]:
            problem = self._bad_mark(mark, self._game)
            if problem:
                raise traitlets.TraitError(f"mark {shown(mark)}: {problem}")
        return proposal["value"]

    # ----- the lines of play (board/lines.py) -----------------------------------------------
    @traitlets.observe("language", "you")
    def _retell_timeline(self, change: Any) -> None:
        if self.timeline:     # a change after the constructor, which tells the moves itself
            with speaking(self.language):
                self._lines.strip.retell(self.you)
                self.timeline = self._lines.trait()

    @property
    def looking(self) -> int | None:
        """The move being looked at (read-only), or ``None`` when the board shows the present."""
        return self._lines.looking

    @property
    def line(self) -> int:
        """The number of the line in play (from 1, as the strip's buttons show them)."""
        return self._lines.line

    @property
    def latest_move(self) -> int:
        """The number of the latest move of the line in play (0: no move yet), the move
        "Back to the latest move" shows, whatever move the board shows now."""
        return self._lines.length()

    def position(self, step: int, line: int | None = None) -> Any:
        """A new game in the position after move ``step`` of line ``line`` (default: the line
        in play), to study or compare; the board is not changed."""
        return self._lines.strip.timeline.game_at(step, line=line, record=True)

    @spoken
    def look_at(self, step: int | None) -> None:
        """Shows the board as it was after move ``step`` of the line in play (0: the start),
        read-only; the log shows that move's events (at the start, a sentence saying so).
        ``None`` or the last move shows the present again, the log saying which move it is
        (nothing changes when the present is shown already). A move that does not exist raises
        ``TimelineError`` and changes nothing."""
        self._lines.look_at(step)

    def back_to_latest(self) -> None:
        """Shows the present again (the last move of the line in play)."""
        self.look_at(None)

    @spoken
    def continue_from_here(self) -> int:
        """Continues the game from the move looked at: a new line with the moves up to it is
        put in play, at exactly that position, and the old line is kept. The log says where
        the new line starts. Returns the new line's number."""
        return self._lines.continue_from_here()

    @spoken
    def switch_line(self, line: int) -> int:
        """Puts line ``line`` (numbered from 1, as the strip shows them) in play, at its last
        move; the log says which move that is. Returns its number."""
        return self._lines.switch_line(line)

    def show_earlier(self) -> None:
        """Lists more of the earlier moves on the strip."""
        self._lines.strip.earlier()
        self.timeline = self._lines.trait()

    def on_jump(self, callback, remove: bool = False) -> None:
        """Call ``callback()`` each time the board's present becomes another line's (Continue
        from here, a switch of line), once the board shows it: a computer's seat plays on from
        there when it is its turn. ``remove=True`` stops the calls. The change of ``state_id``
        such a jump makes is not an undo: :attr:`jumping` is true while it is sent."""
        if remove:
            self._lines.listeners.remove(callback)
        else:
            self._lines.listeners.append(callback)

    @property
    def jumping(self) -> bool:
        """Whether the board is being redrawn at another line's present (true only while the
        traits of that jump change, for observers that must tell it from an undo)."""
        return self._lines.jumping

    def record(self, line: int | None = None) -> dict:
        """A line (default: the one in play) as ``{"game", "state", "actions"}``: the game's
        name, the start state and every move, which ``python -m potion_widget replay
        RECORD.json`` replays."""
        return self._lines.strip.timeline.record(line)

    def save_record(self, path, line: int | None = None):
        """Writes :meth:`record` to ``path`` as JSON, atomically; returns the path."""
        return self._lines.strip.timeline.save(path, line)

    def _log_note(self, told: dict) -> None:
        """Starts the log again with ``told`` (a :func:`~potion_widget.board.strip.told_note`):
        what the board shows when no move of its own explains it (a board made to show a
        position)."""
        self._turn = []
        self._sync(events=[told], error={}, actor=-1, summary="", clear_log=True)

    def on_action(self, callback: Any, remove: bool = False) -> None:
        """Call ``callback(action, events, before)`` after every accepted action, from a click
        in the board or from ``play``; ``before`` is the state before it. ``remove=True``
        stops the calls. Exercises judge the learner's moves this way."""
        if remove:
            self._listeners.remove(callback)
        else:
            self._listeners.append(callback)

    def clear_log(self) -> None:
        """Empty the log under the board (an exercise tried again starts with a clean log)."""
        self._turn = []
        self.log_epoch += 1

    @property
    def output(self) -> ipywidgets.Output:
        """The panel under the widget where unexpected exceptions are shown."""
        return self._output

    def _answer(self, msg: dict) -> dict:
        raise NotImplementedError

    def _action_bounds(self) -> Bounds:
        """The largest a legal action of this board's game can be."""
        raise NotImplementedError

    def _payload(self, kind: str) -> tuple[str, Bounds] | None:
        """The field of a request of ``kind`` that carries what the game reads (an action),
        and the largest it can be; ``None`` for a kind that carries none."""
        return ("action", self._action_bounds()) if kind in ("action", "choices") else None

    def _refused_request(self, msg: dict, problem: str | None) -> dict | None:
        """The reply body refusing a request that is malformed (``problem``, which begins with
        the field it names), whose action is larger than any legal action (or not JSON data),
        or that names a ``state_id`` other than the board's; ``None`` when none holds. Each
        check's work is bounded, whatever the request holds."""
        if problem:
            return {"ok": False, "error": refusal("format", "ui.error.malformed",
                                                  field=problem.split(" ", 1)[0], reason=problem)}
        payload = self._payload(msg["kind"])
        if payload is not None:
            field, bounds = payload
            too_large = oversize(msg[field], bounds, field)
            if too_large is not None:
                return {"ok": False, "error": refusal("format", "ui.error.malformed",
                                                      field=too_large.params["field"],
                                                      reason=too_large.message.rstrip(".。"))}
        if "state_id" in msg and msg["state_id"] != self.state_id:
            return {"ok": False, "error": refusal("stale", "ui.error.stale",
                                                  sent=msg["state_id"], current=self.state_id)}
        return None

    def _play_reply(self, action: dict, refused: tuple[type[Exception], ...] = (RuleError,)) -> dict:
        """The reply body to an action request: played through :meth:`play`, answered with its
        events as told to this board's reader (as in the ``events`` trait), or with the
        refusal of one of the ``refused`` errors."""
        try:
            self.play(action)
        except refused as err:
            return {"ok": False, "error": err.to_dict()}
        return {"ok": True, "events": self.events, "state_id": self.state_id}

    def _undo_reply(self, refused: tuple[type[Exception], ...] = ()) -> dict:
        """The reply body to an undo request: taken back through :meth:`undo`, or refused when
        there is nothing to undo, at the board's start (:meth:`mark_start`), once the game is
        over, or by one of the ``refused`` errors."""
        if self._over():
            return {"ok": False, "error": refusal("undo", "ui.error.undo_over")}
        if not self.interactive:
            return {"ok": False, "error": refusal("undo", "ui.error.undo_locked")}
        if self._floor and self._depth() <= self._floor:
            return {"ok": False, "error": refusal("undo", "ui.error.undo_start")}
        try:
            self.undo()
        except HistoryError:
            return {"ok": False, "error": refusal("undo", "ui.error.nothing_to_undo")}
        except refused as err:
            return {"ok": False, "error": err.to_dict()}
        return {"ok": True, "events": [], "state_id": self.state_id}

    @spoken
    def _handle_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The one ``msg:custom`` handler: answer our kinds, ignore all others."""
        if not isinstance(content, dict) or content.get("kind") not in self._REQUEST_KINDS:
            return
        request_id = content.get("id")
        try:
            reply = self._answer(content)
        except Exception as exc:  # shown under the widget, never swallowed silently
            self._output.append_stderr(traceback.format_exc())
            reply = {"ok": False,
                     "error": refusal("internal", "ui.error.internal",
                                      error=cut(f"{type(exc).__name__}: {exc}"))}
        self.send({"kind": "reply", "id": request_id if is_counter(request_id) else None, **reply})

    def _as_text(self) -> str:
        """The game as plain text, for viewers and exports that cannot run widgets."""
        raise NotImplementedError

    def _as_svg(self) -> str:
        """The game as a still SVG picture, for viewers and exports that cannot run widgets
        (GitHub, HTML)."""
        raise NotImplementedError

    def host_metadata(self) -> dict:
        """The display metadata anywidget gives its own widgets (in Colab: the custom widget
        manager that draws them; elsewhere nothing), for a box that shows this board."""
        own = super()._repr_mimebundle_()     # anywidget's, for the board alone
        return dict(own[1]) if isinstance(own, tuple) and own[1] else {}

    @spoken
    def _repr_mimebundle_(self, **kwargs: Any) -> dict | tuple[dict, dict]:
        """The board with its output panel under it, plus the game as text and as a still
        picture for viewers and exports that cannot run widgets. The metadata anywidget gives
        its own widgets comes too: in Colab it names the widget manager that draws them."""
        if self._box is None:
            self._box = ipywidgets.VBox([self, self._output])
        bundle = self._box._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        metadata = {**(metadata or {}), **self.host_metadata()}
        data = dict(data or {})
        data["text/plain"] = self._as_text()
        data["image/svg+xml"] = self._as_svg()
        return (data, metadata) if metadata else data

    def close(self) -> None:
        """Closes the widget with the output panel under it and the box built to show both,
        so nothing is left holding it: a closed, forgotten widget is freed."""
        # a constructor that refused its arguments left a half-made widget, which ipywidgets
        # still closes when it is collected: close whatever exists
        box, self._box = getattr(self, "_box", None), None
        output = getattr(self, "_output", None)
        parts = [p for p in (box, output, self) if p is not None]
        if box is not None:
            box.children = ()
        for part in parts:
            # each part's Layout is a widget of its own, registered until it is closed
            layout = part.layout
            if layout is not None:
                layout.close()
            if part is self:
                super().close()
            else:
                part.close()
