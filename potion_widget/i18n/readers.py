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
    # Each separator's template is ``before{head}between{item}after`` (or item first): the
    # pieces are put in place around the items once, so the time grows with the text's
    # length, where rendering the joined head again for each item grew with its square.
    comma, final = _pieces("narr.list.comma"), _pieces(last)
    left: list[str] = []
    right: list[str] = []
    for i in range(len(items) - 1, 0, -1):       # the outermost separator first
        item_first, before, between, after = final if i == len(items) - 1 else comma
        item = items[i]
        left.append(before + (item + between if item_first else ""))
        right.append((between + item if not item_first else "") + after)
    return "".join(left) + items[0] + "".join(reversed(right))


_HEAD, _ITEM = "\x00head\x00", "\x00item\x00"


def _pieces(key: str) -> tuple[bool, str, str, str]:
    """A separator's template split around its two fields: whether the item comes first, and
    the text before, between and after them."""
    text = render(key, {"head": _HEAD, "item": _ITEM})
    item_first = text.index(_ITEM) < text.index(_HEAD)
    first, second = (_ITEM, _HEAD) if item_first else (_HEAD, _ITEM)
    before, rest = text.split(first)
    between, after = rest.split(second)
    return item_first, before, between, after


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
