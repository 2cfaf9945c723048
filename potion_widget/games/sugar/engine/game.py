"""Sugar Blast's public API: :class:`Game`, the only writer of a Sugar Blast state.

>>> game = Game.new(2, seed=1, objective="nine-any")
>>> game.phase, game.state["players"][0]["seat"]
('swap', 'south')
"""

from __future__ import annotations

import json

from ....core.errors import HistoryError
from ....core import still
from ....core.rng import Rng
from . import board as geometry
from . import checks, steps
from .candies import SEATS
from .events import candy_name, cell_words, event
from .objectives import card_objective, cards, check_objective
from .state import invalid, validate

DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev")


def copy_state(state: dict) -> dict:
    """A deep copy of a state (its values are plain JSON data)."""
    copy = dict(state)
    copy["rng"] = dict(state["rng"])
    copy["board"] = [list(row) for row in state["board"]]
    copy["bag"] = dict(state["bag"])
    copy["objective"] = {key: list(value) if isinstance(value, list) else value
                         for key, value in state["objective"].items()}
    copy["players"] = [{"name": p["name"], "seat": p["seat"], "kept": dict(p["kept"])}
                       for p in state["players"]]
    return copy


class Game:
    """A game of Sugar Blast: ``state`` is the contract's JSON (read it, never write it);
    :meth:`apply` is the only way to change it, and a refused action changes nothing."""

    __slots__ = ("state", "_rng", "_history")

    def __init__(self, state: dict, history: list | None = None):
        self.state = state
        self._rng = Rng(state["rng"])
        self._history: list[dict] = history if history is not None else []

    # -- making a game -----------------------------------------------------------------
    @classmethod
    def new(cls, players=2, seed: int = 0, objective=None, first: int = 0) -> Game:
        """A new game: ``players`` is 2 to 4 or a list of names; ``objective`` a card id or an
        objective dict (default: a card drawn at random, G6); ``first`` the first player's index
        (G4). A bad option raises :class:`StateError` naming it."""
        if isinstance(players, int) and not isinstance(players, bool):
            if players not in SEATS:
                raise invalid("players", "must be 2 to 4")
            names = list(DEFAULT_NAMES[:players])
        elif isinstance(players, (list, tuple)) and len(players) in SEATS \
                and all(isinstance(n, str) and n for n in players):
            names = list(players)
        else:
            raise invalid("players", "must be 2 to 4, or a list of 2 to 4 names")
        if type(seed) is not int:
            raise invalid("seed", "must be a whole number")
        if type(first) is not int or not 0 <= first < len(names):
            raise invalid("first", "must be a player's index")
        if isinstance(objective, str):
            if objective not in cards():
                raise invalid("objective", f"is not a card: choose one of {', '.join(cards())}")
            chosen = card_objective(cards()[objective])
        elif objective is not None:
            chosen = json.loads(json.dumps(check_objective(objective)))
        else:
            chosen = None
        state = steps.new_state(names, seed, chosen, first)
        rng = Rng(state["rng"])
        if chosen is None:
            deck = list(cards().values())
            state["objective"] = card_objective(deck[rng.below(len(deck))])
        steps.fill_setup(state, rng)
        game = cls(state)
        game._rng = rng
        return game

    @classmethod
    def from_state(cls, state: dict) -> Game:
        """A game from a state (validated; :class:`StateError` names a bad field), with no
        history."""
        validate(state)
        return cls(copy_state(state))

    def to_state(self) -> dict:
        """The state as JSON data, a copy: ``Game.from_state(game.to_state())`` is the game."""
        return copy_state(self.state)

    def clone(self) -> Game:
        """An independent copy, history included."""
        return Game(copy_state(self.state), [copy_state(s) for s in self._history])

    def _repr_svg_(self) -> str | None:
        """The game as its still picture, for a bare game in a notebook cell (any Jupyter
        front end, an export): the drawer the package registered (``engine.still``), else None."""
        return still.picture("sugar", self)

    @property
    def phase(self) -> str:
        return self.state["phase"]

    @property
    def winner(self) -> int | None:
        return self.state["winner"]

    @property
    def over(self) -> bool:
        return self.state["phase"] == "over"

    # -- acting ------------------------------------------------------------------------
    def apply(self, action) -> list[dict]:
        """Applies ``action`` and returns its events; a refused action raises
        :class:`~potion_widget.core.errors.RuleError` naming its rule and changes nothing."""
        checks.check_format(action)
        state = self.state
        checks.check_phase(state, action["type"])
        kind = action["type"]
        if kind == "swap":
            cells = checks.check_swap(state, action)
            self._remember()
            return self._swap(*cells)
        if kind == "draw":
            checks.check_draw(state)
            self._remember()
            return self._draw()
        if kind == "replace":
            cell = checks.check_replace(state, action)
            self._remember()
            return self._replace(cell)
        option, keep = checks.check_blast(state, action)
        self._remember()
        events = steps.resolve(state, self._rng, option, keep)
        if state["phase"] != "over":
            state["phase"] = "swap"
            events += steps.chain(state, self._rng)
        return events

    def _remember(self) -> None:
        self._history.append(copy_state(self.state))

    def _swap(self, a, b) -> list[dict]:
        board = self.state["board"]
        player = self.state["players"][self.state["current"]]["name"]
        board[a[0]][a[1]], board[b[0]][b[1]] = board[b[0]][b[1]], board[a[0]][a[1]]
        wa, wb = cell_words(a), cell_words(b)
        events = [event("swap", "W1", "swap",
                        {"player": player, "a_row": wa["row"], "a_col": wa["col"],
                         "b_row": wb["row"], "b_col": wb["col"]}, a=list(a), b=list(b))]
        return events + steps.chain(self.state, self._rng)

    def _draw(self) -> list[dict]:
        state = self.state
        player = state["players"][state["current"]]["name"]
        kind = steps.draw_from_bag(state, self._rng)
        if kind is None:
            return [event("draw_none", "N3", "draw_none", {"player": player})] + \
                steps.end_turn(state, kept=False)
        events = [event("draw", "N1", "draw", {"player": player, "name": candy_name(kind)}, candy=kind)]
        if all(cell in (None, kind) for row in state["board"] for cell in row):
            state["bag"][kind] += 1
            return events + [event("draw_back", "N3", "draw_back", {"name": candy_name(kind)}, candy=kind)] + \
                steps.end_turn(state, kept=False)
        state["drawn"] = kind
        state["phase"] = "replace"
        return events

    def _replace(self, cell) -> list[dict]:
        state = self.state
        r, c = cell
        old, new = state["board"][r][c], state["drawn"]
        state["bag"][old] += 1
        state["board"][r][c] = new
        state["drawn"] = None
        state["phase"] = "swap"
        events = [event("replace", "N1", "replace",
                        {"player": state["players"][state["current"]]["name"], "name": candy_name(new),
                         "old": candy_name(old), **cell_words(cell)},
                        cell=[r, c], candy=new, removed=old)]
        if not geometry.options(state["board"]):
            return events + steps.end_turn(state, kept=False)
        return events + steps.chain(state, self._rng)

    def undo(self) -> None:
        """Takes back the last accepted action exactly; ``HistoryError`` (a ValueError) when
        there is none."""
        if not self._history:
            raise HistoryError("there is no action to undo")
        self.state = self._history.pop()
        self._rng = Rng(self.state["rng"])

    # -- what may be done --------------------------------------------------------------
    def legal_actions(self) -> list[dict]:
        """Every legal action of the current phase (each swap once per pair of cells, each
        blast with every ``keep`` choice), in the engine's own order."""
        state = self.state
        board = state["board"]
        phase = state["phase"]
        if phase == "over":
            return []
        if phase == "replace":
            return [{"type": "replace", "cell": [r, c]} for r in range(6) for c in range(6)
                    if board[r][c] is not None and board[r][c] != state["drawn"]]
        if phase == "blast":
            actions = []
            for option in geometry.options(board):
                base = {"type": "blast", "square": list(option["square"])} if option["kind"] == "mega" \
                    else {"type": "blast", "line": [list(c) for c in option["cells"]]}
                choices = geometry.keep_choices(board, option)
                actions += [dict(base, keep=k) for k in choices] if choices else [base]
            return actions
        swaps = geometry.blasting_swaps(board)
        if swaps:
            return [{"type": "swap", "a": list(a), "b": list(b)} for a, b in swaps]
        return [{"type": "draw"}]
