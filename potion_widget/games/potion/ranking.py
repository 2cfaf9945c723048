"""The ranking of every pick as a table a learner reads: what :func:`potion_widget.games.potion.analysis.
analysis` returns.

A :class:`Ranking` is the list of rows itself (each a dict, best first), so code reads it as
a list; a notebook shows it as a table: the rank, the pick in words, what it takes for sure,
the chance that the lid adds more, and the value of the measure it is ranked by. Every
heading and cell comes from the message catalog.
"""

from __future__ import annotations

from html import escape

from ...i18n.messages import get_language, render
from .odds import percent

MEASURE_NAMES = {"marbles": "ui.explore.measure.marbles", "fit": "ui.explore.measure.fit",
                 "completes": "ui.explore.measure.completes",
                 "points": "ui.explore.measure.points"}
"""The catalog key naming each measure."""

_HEADINGS = ("ui.explore.table.rank", "ui.explore.table.pick", "ui.explore.table.sure",
             "ui.explore.table.more")


def value_text(value: float) -> str:
    """A measure's value as the board writes it: whole numbers plain, else one decimal."""
    return str(round(value)) if abs(value - round(value)) < 0.05 else f"{value:.1f}"


class Ranking(list):
    """Rows of :func:`~potion_widget.games.potion.analysis.analysis`, best first, that a notebook shows
    as a table. ``measure`` and ``honest`` say how they were ranked."""

    def __init__(self, rows, *, measure: str, honest: bool, language: str | None = None):
        super().__init__(rows)
        self.measure = measure
        self.honest = honest
        self.language = language or get_language()      # the one spoken when it was made

    def __getitem__(self, index):
        """A row, or for a slice (``ranking[:5]``, the best five) a Ranking of its own."""
        rows = super().__getitem__(index)
        if isinstance(index, slice):
            return Ranking(rows, measure=self.measure, honest=self.honest,
                           language=self.language)
        return rows

    def _say(self, key: str, params: dict | None = None) -> str:
        return render(key, params, self.language)

    def _cells(self) -> tuple[list[str], list[list[str]]]:
        say = self._say
        headings = [say(k) for k in _HEADINGS] + [say(MEASURE_NAMES[self.measure])]
        rows = []
        for row in self:
            if row["p_more"] <= 0:
                more = say("ui.explore.table.none")
            elif row["exact"]:
                more = say("ui.explore.table.chance", {"percent": percent(row["p_more"])})
            else:
                more = say("ui.explore.table.chance_sampled",
                           {"percent": percent(row["p_more"]), "samples": row["samples"]})
            rows.append([str(row["rank"]), row["move"], str(row["certain"]), more,
                         value_text(row["value"])])
        return headings, rows

    def caption(self) -> str:
        """What the table ranks, and whether it sees only what the player sees (D2)."""
        key = "ui.explore.table.caption_honest" if self.honest else "ui.explore.table.caption_all"
        return self._say(key, {"measure": self._say(MEASURE_NAMES[self.measure])})

    def __str__(self) -> str:
        headings, rows = self._cells()
        widths = [max(len(r[i]) for r in [headings, *rows]) for i in range(len(headings))]
        lines = [self.caption(), "  ".join(h.ljust(w) for h, w in zip(headings, widths,
                                                                       strict=True))]
        lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
                  for r in rows]
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        headings, rows = self._cells()
        head = "".join(f"<th>{escape(h)}</th>" for h in headings)
        body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>"
                       for r in rows)
        return (f'<table class="potion-ranking"><caption>{escape(self.caption())}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")

