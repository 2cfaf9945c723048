"""Events: what an accepted action did, step by step, each citing its rule, built here alone.

An event is a plain dict: ``type``, ``rule`` (a RULES.md ID), ``key`` and ``params`` (the
message catalog entry and what fills it, so any language can be shown), ``text`` (the
sentence in the language spoken when it happened, with the rule cited) and fields for
drawing it (``track``, ``positions``...).

A rule reports an event by calling its builder here with the game and the raw values it reads
(a player's desk, a collision, the marbles taken): ``events.placed(game, color, b, hole,
tile)``. The builder records the event in the events of the action being applied when the
game records events, and does nothing in a simulation game (``Game(record=False)``), which
thus never composes a sentence or a parameter. That one test, whether the game records, is
made here, first thing in each builder, so no rule asks whether anyone is listening. The
sentences are those of the language spoken when the action began (``game._say``, found once
per recorded action: finding the language spoken costs more than writing a short sentence).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.event_shape import make_event   # the shape both games' events share
from ....i18n.messages import Fillers, fillers
from .catalog import kind_name
from .dispenser import Collision

if TYPE_CHECKING:      # the game records the events: named for type checking only
    from .game import Game


def describe_marbles(marbles: list[str], say: Fillers | None) -> str:
    """``"2 red, 1 blue"``: a short list used inside event sentences (colours in first-seen
    order), in the language of ``say`` (by default the one spoken now): each colour counted by
    the catalog's own phrase (``narr.colors``: "2 de color rojo"), never a number glued to an
    English colour id."""
    if say is None:
        say = fillers()
    counted = [say["narr.colors"]({"count": marbles.count(c), "color": c})
               for c in dict.fromkeys(marbles)]
    return ", ".join(counted) or say["goal.count.marble"]({"count": 0})


# ----- the draft (S2) ---------------------------------------------------------------------------

def drafted(game: Game, seat: int, player: dict, tile: str, burner: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("drafted", "S2", "event.drafted",
                               {"player": player["name"], "tile": tile, "burner": burner},
                               {"player": seat, "tile": tile, "burner": burner}, game._say))


def play_started(game: Game, seat: int, player: dict) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("play_started", "S2", "event.play_started",
                               {"player": player["name"]}, {"player": seat}, game._say))


# ----- taking marbles (T2, T3, D5-D10) ----------------------------------------------------------

def picked(game: Game, track: int, pos: int, color: str, steps: list[Collision], taken) -> None:
    """A usual pick (T2), the collisions and explosions it set off (D5-D9), in order, and
    the marbles ``taken`` into the hand (None in the tie-break, F3, which tells its own)."""
    told = game._events
    if told is None:
        return
    told.append(make_event("picked", "T2", "event.picked",
                           {"color": color, "track": track, "pos": pos},
                           {"track": track, "pos": pos, "color": color}, game._say))
    step_number = 0
    for step in steps:
        if step.exploded:
            step_number += 1
        told.append(_collision(track, step, step_number, "D7", game._say))
        if step.exploded:
            told.append(_explosion(track, step, step_number, game._say))
    if taken is not None:
        told.append(make_event("took", "T2", "event.took_pick",
                               {"count": len(taken), "marbles": describe_marbles(taken, game._say),
                                "steps": step_number},
                               {"colors": taken, "count": len(taken)}, game._say))


def collision(game: Game, track: int, step: Collision, step_number: int,
              rule_if_same: str) -> None:
    """Two marbles meeting where marbles left: same colours explode (D7) unless the removal
    was quiet (D10, or the effect's own rule); different colours stop the chain (D6)."""
    told = game._events
    if told is not None:
        told.append(_collision(track, step, step_number, rule_if_same, game._say))


def _collision(track: int, step: Collision, step_number: int, rule_if_same: str,
               say: Fillers | None) -> dict:
    same = step.below == step.above
    if same and step.exploded:
        key, rule = "event.collision_same", rule_if_same
    elif same:
        key, rule = "event.collision_quiet", "D10"
    else:
        key, rule = "event.collision_different", "D6"
    return make_event("collision", rule, key,
                      {"track": track, "below": step.below, "above": step.above, "pos": step.pos},
                      {"track": track, "positions": [step.pos - 1, step.pos],
                       "colors": [step.below, step.above], "step": step_number,
                       "exploded": step.exploded}, say)


def _explosion(track: int, step: Collision, step_number: int, say: Fillers | None) -> dict:
    return make_event("explosion", "D7", "event.explosion",
                      {"step": step_number, "count": step.size, "color": step.color,
                       "track": track},
                      {"step": step_number, "track": track, "color": step.color,
                       "positions": list(range(step.lo, step.hi)), "count": step.size}, say)


def helped(game: Game, player: dict, track: int, pos: int, color: str) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("helped", "T3", "event.helped",
                               {"player": player["name"], "color": color, "track": track,
                                "pos": pos},
                               {"track": track, "pos": pos, "color": color}, game._say))


def took_effect(game: Game, rule: str, track: int, positions, removed: list[str]) -> None:
    """Marbles a potion's effect took into the hand (P3-P6)."""
    told = game._events
    if told is not None:
        told.append(make_event("took", rule, "event.took_effect",
                               {"marbles": describe_marbles(removed, game._say), "track": track},
                               {"track": track, "positions": sorted(positions),
                                "colors": removed}, game._say))


# ----- hand, burners, pool (I1-I5) and the dispenser's returns (D11) ----------------------------

def placed(game: Game, color: str, burner: int, hole: int, tile: str) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("placed", "I2", "event.placed",
                               {"color": color, "burner": burner, "hole": hole, "tile": tile},
                               {"color": color, "burner": burner, "hole": hole}, game._say))


def completed(game: Game, player: dict, tile: str, burner: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("completed", "I5", "event.completed",
                               {"player": player["name"], "tile": tile, "burner": burner,
                                "points": game.tiles[tile].points},
                               {"tile": tile, "burner": burner}, game._say))


def returned(game: Game, why: str, marbles: list[str], placed_marbles: list) -> None:
    """Marbles rolled back into the dispenser (D11): ``placed_marbles`` holds (colour, track).
    Discarded ones (E1) are told discarded first."""
    told = game._events
    if told is None:
        return
    if why == "discarded":
        told.append(make_event("discarded", "E1", "event.discarded",
                               {"marbles": describe_marbles(marbles, game._say)},
                               {"colors": marbles}, game._say))
    told.append(make_event("returned", "D11", f"event.returned_{why}",
                           {"count": len(placed_marbles),
                            "marbles": describe_marbles([m for m, _ in placed_marbles], game._say)},
                           {"marbles": [[m, t] for m, t in placed_marbles]}, game._say))


def pool_move(game: Game, type_: str, color: str) -> None:
    """A marble from the hand to the pool (``"to_pool"``) or back (``"from_pool"``), I4."""
    told = game._events
    if told is not None:
        told.append(make_event(type_, "I4", f"event.{type_}", {"color": color},
                               {"color": color}, game._say))


# ----- drinking (P1-P11) -----------------------------------------------------------------------

def drank(game: Game, tile: str, kind: str) -> None:
    told = game._events
    if told is not None:
        s = game.state
        told.append(make_event("drank", "P1", "event.drank",
                               {"player": s["players"][s["current"]]["name"], "potion": tile,
                                "kind": kind_name(kind)},
                               {"potion": tile, "kind": kind}, game._say))


def took_pool(game: Game, seat: int, victim: dict, marbles: list[str]) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("took", "P7", "event.took_pool",
                               {"marbles": describe_marbles(marbles, game._say),
                                "player": victim["name"]},
                               {"player": seat, "colors": marbles}, game._say))


def placed_joy(game: Game, color: str, burner: int, hole: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("placed", "P8", "event.placed_joy",
                               {"color": color, "burner": burner, "hole": hole},
                               {"color": color, "burner": burner, "hole": hole}, game._say))


def reused(game: Game, tile: str, kind: str) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("reused", "P9", "event.reused",
                               {"potion": tile, "kind": kind_name(kind)}, {"potion": tile},
                               game._say))


def lava_removed(game: Game, track: int, positions: list[int], removed: list[str]) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("removed", "P10", "event.lava_removed",
                               {"marbles": describe_marbles(removed, game._say), "track": track},
                               {"track": track, "positions": sorted(positions),
                                "colors": removed}, game._say))


# ----- the end of the turn (E1-E5) -------------------------------------------------------------

def kept(game: Game, marbles: list[str]) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("to_pool", "E1", "event.kept",
                               {"marbles": describe_marbles(marbles, game._say)},
                               {"colors": marbles}, game._say))


def drew(game: Game, market: bool, tile: str, place: int, burner: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("drew", "E2", "event.drew_market" if market else "event.drew",
                               {"tile": tile, "place": place, "burner": burner},
                               {"tile": tile, "place": place, "burner": burner}, game._say))


def skill(game: Game, player: dict, key: str, kind, source: str) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("skill", "E3", key,
                               {"player": player["name"], "kind": kind or "", "source": source},
                               {"kind": kind, "source": source}, game._say))


def end_triggered(game: Game, by_countdown: bool) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("end_triggered", "E4",
                               "event.end_countdown" if by_countdown else "event.end_no_tiles",
                               {}, {}, game._say))


def turn_passed(game: Game, seat: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("turn_passed", "E5", "event.turn_passed",
                               {"player": game.state["players"][seat]["name"]},
                               {"player": seat}, game._say))


# ----- the end of the game (F1-F3) --------------------------------------------------------------

def tiebreak(game: Game, tied: list[int], score: int) -> None:
    told = game._events
    if told is not None:
        players = game.state["players"]
        told.append(make_event("tiebreak", "F3", "event.tiebreak",
                               {"players": ", ".join(players[i]["name"] for i in tied),
                                "score": score},
                               {"players": tied}, game._say))


def tiebreak_pick(game: Game, seat: int, count: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("tiebreak_pick", "F3", "event.tiebreak_pick",
                               {"player": game.state["players"][seat]["name"], "count": count},
                               {"player": seat, "count": count}, game._say))


def tiebreak_nothing(game: Game, seat: int) -> None:
    told = game._events
    if told is not None:
        told.append(make_event("tiebreak_pick", "F3", "event.tiebreak_nothing",
                               {"player": game.state["players"][seat]["name"]},
                               {"player": seat, "count": 0}, game._say))


def game_over(game: Game, best: list[int], scores: list[int]) -> None:
    told = game._events
    if told is not None:
        players = game.state["players"]
        told.append(make_event("game_over", "F2", "event.game_over",
                               {"winners": " and ".join(players[i]["name"] for i in best),
                                "scores": ", ".join(map(str, scores))},
                               {"winners": best, "scores": scores}, game._say))


def custom(game: Game, type_: str, rule: str, key: str, params: dict, fields: dict) -> None:
    """Any other event, given whole (``Game.emit``)."""
    told = game._events
    if told is not None:
        told.append(make_event(type_, rule, key, params, fields, game._say))
