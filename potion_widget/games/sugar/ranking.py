"""Every blasting swap of a Sugar Blast position ranked for the player to move, and the heat map
the board draws from that ranking.

Each row says what the swap surely does (the first blast it makes and the candies kept from it:
no refill comes before them) and what it only may do: the chance of a chain, that the board
holds another blast after the first one's tilt and refill. That chance is counted over
:data:`REFILLS` imagined refills drawn from the bag's counts by a generator of this module's own
(:func:`potion_widget.games.sugar.engine.expert.imagined`), never from the order the game will really
draw in: a row is the same whatever that order. Rows are ranked by what the swap surely keeps
for the objective, then by the candies the whole turn keeps for it on average (chains
included), then by the engine's order. Every word comes from the message catalog.

>>> from potion_widget import sugar_scenarios
>>> rows = ranked_swaps(sugar_scenarios.load("sugar-line-four"))
>>> rows[0]["move"], rows[0]["for_objective"]
('swap the Gumdrop at row 1, column 3 with the Lollipop at row 2, column 3', 2)
"""

from __future__ import annotations

from html import escape

from ...core.rng import Rng
from ...i18n.messages import get_language, render, speaking
from .engine import board as geometry
from .engine.expert import best_blast, blast_keeps, imagined, need
from .narration import describe_action, kept_phrase, named_option, option_label

__all__ = ["REFILLS", "Ranking", "chain_odds", "first_blast", "heat_cells", "ranked_swaps",
           "refill_seeds"]

REFILLS = 200
"""Imagined refills per swap for the chance of a chain (a fixed, seeded set: the same for
every position, so a row never depends on the game's own generator)."""

_SEED = 24
"""The seed of the imagined refills' generator."""

_HEADINGS = ("sugar.explore.table.rank", "sugar.explore.table.swap",
             "sugar.explore.table.blast", "sugar.explore.table.keeps",
             "sugar.explore.table.objective", "sugar.explore.table.chain")


def percent(p: float) -> int:
    """A chance as a whole percentage that never says 0% or 100% of what may or may not
    happen: above 0 and below 1 it is 1 to 99."""
    return 0 if p <= 0 else 100 if p >= 1 else min(99, max(1, round(100 * p)))


def first_blast(game, action: dict) -> tuple[dict, str | None] | None:
    """The first blast ``action`` (a swap or a replace in the swap or replace phase, or a
    blast) makes, with its ``keep``: the option the action names, or, when a swap or a
    placement leaves several, the one that brings the player's objective most (what
    :func:`~potion_widget.games.sugar.engine.expert.best_blast` would choose). ``None`` when it
    makes no blast. Read from the board alone: no refill comes before it."""
    state = game.state
    board = [list(row) for row in state["board"]]
    if action["type"] == "blast":
        option = named_option(action, board)
        if option is None:
            return None
        return {**option, "keeps": blast_keeps(board, option, action.get("keep"))}, action.get("keep")
    if action["type"] == "swap":
        (ra, ca), (rb, cb) = action["a"], action["b"]
        board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
    elif action["type"] == "replace":
        r, c = action["cell"]
        board[r][c] = state["drawn"]
    else:
        return None
    kept = state["players"][state["current"]]["kept"]
    best, best_score = None, None
    for option in geometry.options(board):
        for keep in geometry.keep_choices(board, option) or [None]:
            keeps = blast_keeps(board, option, keep)
            score = (_off_need(kept, keeps, state["objective"]), sum(keeps.values()))
            if best_score is None or score > best_score:
                best, best_score = (option, keep), score
    if best is None:
        return None
    option, keep = best
    return {**option, "keeps": blast_keeps(board, option, keep)}, keep


def _off_need(kept: dict, keeps: dict, objective: dict) -> int:
    after = dict(kept)
    for kind, n in keeps.items():
        after[kind] = after.get(kind, 0) + n
    return need(kept, objective) - need(after, objective)


def chain_odds(game, action: dict, seeds: list[int] | None = None) -> tuple[float, float]:
    """Over the imagined refills (one per seed, :func:`refill_seeds` by default): the share of
    turns after ``action`` with a chain (two blasts or more, each chosen as
    :func:`~potion_widget.games.sugar.engine.expert.best_blast` would) and the candies the whole turn
    takes off the player's need, on average. Never reads the game's own generator."""
    seeds = refill_seeds() if seeds is None else seeds
    me = game.state["current"]
    before = need(game.state["players"][me]["kept"], game.state["objective"])
    chains = gained = 0
    for seed in seeds:
        trial = imagined(game, seed)
        events = trial.apply(action)
        while trial.state["phase"] == "blast" and trial.state["current"] == me:
            events += trial.apply(best_blast(trial))
        chains += sum(e["type"] == "blast" for e in events) >= 2
        gained += before - need(trial.state["players"][me]["kept"], trial.state["objective"])
    return chains / len(seeds), gained / len(seeds)


def refill_seeds() -> list[int]:
    """The :data:`REFILLS` seeds of the imagined refills, the same for every position."""
    rng = Rng({"seed": _SEED, "draws": 0})
    return [rng.below(1 << 62) for _ in range(REFILLS)]


def ranked_swaps(game, language: str | None = None) -> Ranking:
    """Every legal swap of the player to move, best first (empty outside the swap phase or
    when no swap blasts, N1): ``{"rank", "action", "move", "blast", "keeps", "kept",
    "for_objective", "wins", "chain", "value"}``. ``keeps`` are the candies the first blast
    surely gives (``kept`` in words), ``for_objective`` how many of them the objective still
    needs, ``wins`` whether they meet it (the game then ends, O2), ``chain`` the chance of a
    chain after the refill (from the bag's counts) and ``value`` the candies the whole turn
    takes off the objective's need on average. Written in ``language`` (by default the one
    spoken now)."""
    with speaking(language):
        rows = []
        if game.phase == "swap":
            state = game.state
            me = state["current"]
            kept = state["players"][me]["kept"]
            seeds = refill_seeds()
            for index, action in enumerate(game.legal_actions()):
                if action["type"] != "swap":
                    continue
                option, _keep = first_blast(game, action)
                off = _off_need(kept, option["keeps"], state["objective"])
                wins = off > 0 and off == need(kept, state["objective"])
                chain, value = (0.0, float(off)) if wins else chain_odds(game, action, seeds)
                rows.append({"action": action, "move": describe_action(action, game),
                             "blast": option_label(option), "keeps": option["keeps"],
                             "kept": kept_phrase(option["keeps"]), "for_objective": off,
                             "wins": wins, "chain": chain, "value": round(value, 3),
                             "_order": index})
        rows.sort(key=lambda r: (not r["wins"], -r["for_objective"], -r["value"], r["_order"]))
        for rank, row in enumerate(rows, 1):
            del row["_order"]
            row["rank"] = rank
        return Ranking(rows, language=language or get_language())


def heat_cells(rows: list[dict]) -> list[dict]:
    """The heat map of a ranking (:func:`ranked_swaps`): one entry per cell some swap moves,
    ``{"cell", "rank", "value", "text", "level"}`` from the best-ranked swap through it:
    ``text`` is what that swap surely keeps for the objective, ``level`` its average over the
    whole turn (``value``) over the best swap's (0 to 1; all 0 when the best is 0)."""
    top = max((row["value"] for row in rows), default=0.0)
    cells: dict[tuple[int, int], dict] = {}
    for row in rows:
        for cell in (row["action"]["a"], row["action"]["b"]):
            key = (cell[0], cell[1])
            if key not in cells:
                cells[key] = {"cell": list(cell), "rank": row["rank"], "value": row["value"],
                              "text": str(row["for_objective"]),
                              "level": round(row["value"] / top, 3) if top > 0 else 0.0}
    return list(cells.values())


class Ranking(list):
    """The rows of :func:`ranked_swaps`, best first, that a notebook shows as a table."""

    def __init__(self, rows, *, language: str):
        super().__init__(rows)
        self.language = language

    def _say(self, key: str, params: dict | None = None) -> str:
        return render(key, params, self.language)

    def _cells(self) -> tuple[list[str], list[list[str]]]:
        say = self._say
        headings = [say(k) for k in _HEADINGS]
        rows = []
        for row in self:
            if row["wins"]:
                chain = say("sugar.explore.table.wins")
            elif row["chain"] <= 0:
                chain = say("sugar.explore.table.no_chain")
            else:
                chain = say("sugar.explore.table.chance", {"percent": percent(row["chain"])})
            rows.append([str(row["rank"]), row["move"], row["blast"], row["kept"],
                         str(row["for_objective"]), chain])
        return headings, rows

    def caption(self) -> str:
        """What the table ranks, and that its chances come from the bag's counts alone."""
        return self._say("sugar.explore.table.caption", {"samples": REFILLS})

    def __str__(self) -> str:
        headings, rows = self._cells()
        widths = [max(len(r[i]) for r in [headings, *rows]) for i in range(len(headings))]
        lines = [self.caption(), "  ".join(h.ljust(w) for h, w in zip(headings, widths, strict=True))]
        lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        headings, rows = self._cells()
        head = "".join(f"<th>{escape(h)}</th>" for h in headings)
        body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>" for r in rows)
        return (f'<table class="sugar-ranking"><caption>{escape(self.caption())}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
