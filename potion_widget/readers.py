"""Who reads a game's story, shared by both games' narration: which seats are "you", how the
others are named, how a list of words is joined in the reader's language, and how a story's
events are numbered."""

from __future__ import annotations

from collections.abc import Collection

from .messages import render


def join_words(items: list[str], last: str = "narr.list.and") -> str:
    """``"a, b and c"``: list items joined by the catalog's separators."""
    if not items:
        return render("narr.nothing")
    text = items[0]
    for i, item in enumerate(items[1:], 2):
        text = render(last if i == len(items) else "narr.list.comma", {"head": text, "item": item})
    return text


def numbered_story(events: list[dict], tell_one) -> str:
    """The events as numbered lines, each citing its rule (``"1. You take ... (T2)"``), each
    told by ``tell_one(event)``."""
    return "\n".join(render("narr.line", {"number": i, "text": tell_one(e), "rule": e.get("rule", "")})
                     for i, e in enumerate(events, 1))


class Reader:
    """Who the reader is: which seats are "you", and how the others are named."""

    def __init__(self, game, actor: int, you: Collection[int] | int | None):
        self.game = game
        self.actor = actor
        # one seat given alone is read as that seat, not refused later as "not a collection"
        self.you = frozenset({you}) if isinstance(you, int) else you

    def is_you(self, seat) -> bool:
        if self.you is None:          # hot seat: whoever acts is the one reading
            return seat == self.actor
        return seat in self.you

    def raw_name(self, seat) -> str:
        players = self.game.state["players"]
        if isinstance(seat, int) and 0 <= seat < len(players):
            return str(players[seat]["name"])
        return str(seat)

    def name(self, seat) -> str:
        """The seat's name as a third person. A name that is a pronoun of the reader ("You")
        gets a prefix, so that "You takes" or "It is You's turn" is never written."""
        raw = self.raw_name(seat)
        if raw.strip().casefold() in render("narr.pronouns").split("|"):
            return render("narr.named", {"name": raw})
        return raw

    def personal(self, key: str, seat, params: dict) -> str:
        """``key.you`` when ``seat`` is the reader, else ``key.they`` with the seat's name."""
        if self.is_you(seat):
            return render(f"{key}.you", params)
        return render(f"{key}.they", {**params, "name": self.name(seat)})
