"""The end of the turn (E0-E5); the end of the game (F1-F3) is in ``ending``, re-exported here.

``check_end_turn`` checks everything the player chose (what to keep, where to draw) and
changes nothing; ``end_turn`` then runs E1 to E5 in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .catalog import KINDS
from .components import KINDS_FOR_VARIETY, POOL_SIZE, SAME_KIND_FOR_SKILL
from .ending import finish
from .ending import next_tiebreak_picker as next_tiebreak_picker  # re-exported
from .ending import tiebreak_pickers_after as tiebreak_pickers_after  # re-exported
from ....core.errors import RuleError
from . import events
from .flow import return_to_dispenser
from .table import active_player, anything_selectable, fitting_colors, must_place

if TYPE_CHECKING:      # the game imports the rules: named for type checking only
    from .game import Game


# ----- what the player chooses: keep (E1) and draw (E2) ---------------------------------------

def pool_room(player: dict) -> int:
    return POOL_SIZE - len(player["pool"])


def _going(player: dict) -> int:
    """How many marbles of the hand go to the pool (E1): as many as it has room for."""
    return min(pool_room(player), len(player["hand"]))


def _keep_refusal(player: dict, keep) -> RuleError | None:
    """The refusal of a keep (not None: the default always fits) that does not fit E1."""
    going = _going(player)
    if len(keep) != going:
        return RuleError("E1", "refuse.keep_count", needed=going, given=len(keep))
    rest = list(player["hand"])
    for color in keep:
        if color not in rest:
            return RuleError("E1", "refuse.keep_not_in_hand", color=color)
        rest.remove(color)
    return None


def no_tiles_left(places: list) -> bool:
    """No tile left to draw (E4), given the 5 stacks or the 5 market places: a market place
    is refilled from the deck while it lasts, so empty places mean an empty deck too."""
    return not any(places)


class Supply:
    """Where new potions come from (E2): the 5 stacks, or the market and its deck (S4).

    ``rehearsal=True`` works on copies, so a plan can be checked without changing the game.
    """

    def __init__(self, state: dict, rehearsal: bool = False):
        self.market = "market" in state
        if self.market:
            self.places = list(state["market"]) if rehearsal else state["market"]
            self.deck = list(state["deck"]) if rehearsal else state["deck"]
        else:
            self.places = [list(st) for st in state["stacks"]] if rehearsal else state["stacks"]

    def can_take(self, place: int) -> bool:
        return 0 <= place < len(self.places) and bool(self.places[place])

    def empty(self) -> bool:
        return no_tiles_left(self.places)

    def take(self, place: int) -> str:
        """The tile drawn from ``place``; a market place refills from the deck (S4)."""
        if not self.market:
            return self.places[place].pop()
        tile = self.places[place]
        self.places[place] = self.deck.pop() if self.deck else None
        return tile


def _draw_refusal(game: Game, draw) -> RuleError | None:
    """The refusal of a ``draw`` (not None: the first place with a tile each time always
    fits) that does not name, for each empty burner in burner order, a place with a tile while
    tiles remain (E2)."""
    empty_burners = active_player(game)["burners"].count(None)
    if not empty_burners and not draw:
        return None     # the usual case: nothing completed, nothing to draw
    rehearsal = Supply(game.state, rehearsal=True)
    drawn = 0
    for _ in range(empty_burners):
        if rehearsal.empty():
            break
        if drawn >= len(draw):
            return RuleError("E2", "refuse.draw_missing", needed=drawn + 1)
        place = draw[drawn]
        if not rehearsal.can_take(place):
            return RuleError("E2", "refuse.draw_empty", place=place)
        rehearsal.take(place)
        drawn += 1
    if len(draw) > drawn:
        return RuleError("E2", "refuse.draw_extra", needed=drawn, given=len(draw))
    return None


# ----- the steps ------------------------------------------------------------------------------

def check_end_turn(game: Game, action: dict) -> RuleError | None:
    s = game.state
    player = s["players"][s["current"]]     # active_player, inlined: once a turn, every turn
    if not s["turn"]["picked"] and anything_selectable(s["dispenser"]):
        return RuleError("E0", "refuse.end_without_pick")
    if must_place(game, player):    # the refusal names the first colour that must be placed
        return RuleError("I3", "refuse.end_must_place", color=fitting_colors(game, player)[0])
    keep, draw = action.get("keep"), action.get("draw")
    if keep is not None:
        refusal = _keep_refusal(player, keep)
        if refusal is not None:
            return refusal
    if draw is None or (not draw and None not in player["burners"]):
        return None     # the usual case: nothing completed, nothing to draw (_draw_refusal's)
    return _draw_refusal(game, draw)


def end_turn(game: Game, action: dict) -> None:
    s = game.state
    player = s["players"][s["current"]]
    hand = player["hand"]
    keep = action.get("keep")
    kept = hand[:POOL_SIZE - len(player["pool"])] if keep is None else list(keep)    # E1, checked

    # E1: the hand goes to the pool while it has room; the rest back to the dispenser.
    if kept:
        for color in kept:
            hand.remove(color)
        player["pool"].extend(kept)
        if game._events is not None:    # a simulation records no events: not even the call
            events.kept(game, kept)
    if hand:
        player["hand"] = []
        return_to_dispenser(game, hand, "discarded")

    if None in player["burners"]:
        _refill_burners(game, player, action.get("draw"))        # E2

    if s["current"] in game.skills_due:                          # E3
        game.skills_due.discard(s["current"])
        award_skills(game, player)

    places = s["market"] if "market" in s else s["stacks"]
    if not s["end_triggered"] and (s["countdown"] == 0 or not any(places)):   # E4: no_tiles_left
        s["end_triggered"] = True
        events.end_triggered(game, s["countdown"] == 0)

    pass_turn(game)                                              # E5


def _refill_burners(game: Game, player: dict, draw) -> None:
    """E2: each empty burner, in burner order, gets a tile from the next place of ``draw``
    (checked), or from the first place with a tile when ``draw`` is None, while tiles remain."""
    supply = Supply(game.state)
    places = iter(draw or ())
    burners = player["burners"]
    for b, burner in enumerate(burners):
        if burner is None:
            if supply.empty():
                break
            if draw is None:
                place = next(i for i in range(len(supply.places)) if supply.can_take(i))
            else:
                place = next(places)
            tile = supply.take(place)
            burners[b] = {"tile": tile, "filled": [None] * len(game.tiles[tile].recipe)}
            events.drew(game, supply.market, tile, place, b)


def award_skills(game: Game, player: dict) -> None:
    """Skill tokens for 3 potions of a kind and for 5 different kinds, once each (E3)."""
    completed = player["completed"]
    if len(completed) < SAME_KIND_FOR_SKILL:
        return          # too few potions for any token: the usual case early in a game
    tiles = game.tiles
    kinds = [tiles[entry["tile"]].kind for entry in completed]
    distinct = set(kinds)
    awarded = player["awarded"]
    given = awarded["kinds"]
    # tokens of several kinds at once go in catalog order
    for kind in [k for k in KINDS if k in distinct and k not in given
                 and kinds.count(k) >= SAME_KIND_FOR_SKILL]:
        given.append(kind)
        _give_skill(game, player, "event.skill_kind", kind)
    if len(distinct) >= KINDS_FOR_VARIETY and not awarded["variety"]:
        awarded["variety"] = True
        _give_skill(game, player, "event.skill_variety", None)


def _give_skill(game: Game, player: dict, key: str, kind) -> None:
    s = game.state
    if s["countdown"] > 0:
        s["countdown"] -= 1
        source = "countdown"
    else:
        s["supply"]["skills"] = max(0, s["supply"]["skills"] - 1)   # C3: given even when empty
        source = "supply"
    player["skills"] += 1
    events.skill(game, player, key, kind, source)


def pass_turn(game: Game) -> None:
    """Play passes on (E5); after the last player of a triggered round, the game ends."""
    s = game.state
    n = len(s["players"])
    following = (s["current"] + 1) % n
    if s["end_triggered"] and following == s["first"]:
        finish(game)
        return
    s["current"] = following
    s["turn"] = {"number": s["turn"]["number"] + 1, "picked": False, "helped": False}
    if game._events is not None:    # a simulation records no events: not even the call
        events.turn_passed(game, following)
