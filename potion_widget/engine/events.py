"""Events: what an accepted action did, step by step, each citing its rule, built here alone.

An event is a plain dict: ``type``, ``rule`` (a RULES.md ID), ``key`` and ``params`` (the
message catalog entry and what fills it, so any language can be shown), ``text`` (the
sentence in the language spoken when it happened, with the rule cited) and fields for
drawing it (``track``, ``positions``...).

A rule reports an event with ``table.emit(game, BUILDER, *values)``: one of the builders below
and the raw values it reads (a player's desk, a collision, the marbles taken). ``emit`` calls
the builder only when the game records events, so a simulation game never composes a sentence
or a parameter, and no rule needs to ask whether anyone is listening.
"""

from __future__ import annotations

from ..event_shape import make_event   # the shape both games' events share
from ..messages import fillers
from .catalog import kind_name
from .dispenser import Collision


def describe_marbles(marbles: list[str]) -> str:
    """``"2 red, 1 blue"``: a short list used inside event sentences (colours in first-seen
    order), in the language spoken now: each colour counted by the catalog's own phrase
    (``narr.colors``: "2 de color rojo"), never a number glued to an English colour id."""
    say = fillers()
    counted = [say["narr.colors"]({"count": marbles.count(c), "color": c})
               for c in dict.fromkeys(marbles)]
    return ", ".join(counted) or say["goal.count.marble"]({"count": 0})


# ----- the draft (S2) ---------------------------------------------------------------------------

def drafted(seat: int, player: dict, tile: str, burner: int) -> dict:
    return make_event("drafted", "S2", "event.drafted",
                      {"player": player["name"], "tile": tile, "burner": burner},
                      {"player": seat, "tile": tile, "burner": burner})


def play_started(seat: int, player: dict) -> dict:
    return make_event("play_started", "S2", "event.play_started", {"player": player["name"]},
                      {"player": seat})


# ----- taking marbles (T2, T3, D5-D10) ----------------------------------------------------------

def picked(track: int, pos: int, color: str, steps: list[Collision], taken) -> list[dict]:
    """A usual pick (T2), the collisions and explosions it set off (D5-D9), in order, and
    the marbles ``taken`` into the hand (None in the tie-break, F3, which tells its own)."""
    told = [make_event("picked", "T2", "event.picked",
                       {"color": color, "track": track, "pos": pos},
                       {"track": track, "pos": pos, "color": color})]
    step_number = 0
    for step in steps:
        if step.exploded:
            step_number += 1
        told.append(collision(track, step, step_number, "D7"))
        if step.exploded:
            told.append(explosion(track, step, step_number))
    if taken is not None:
        told.append(make_event("took", "T2", "event.took_pick",
                               {"count": len(taken), "marbles": describe_marbles(taken),
                                "steps": step_number},
                               {"colors": taken, "count": len(taken)}))
    return told


def collision(track: int, step: Collision, step_number: int, rule_if_same: str) -> dict:
    """Two marbles meeting where marbles left: same colours explode (D7) unless the removal
    was quiet (D10, or the effect's own rule); different colours stop the chain (D6)."""
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
                       "exploded": step.exploded})


def explosion(track: int, step: Collision, step_number: int) -> dict:
    return make_event("explosion", "D7", "event.explosion",
                      {"step": step_number, "count": step.size, "color": step.color,
                       "track": track},
                      {"step": step_number, "track": track, "color": step.color,
                       "positions": list(range(step.lo, step.hi)), "count": step.size})


def helped(player: dict, track: int, pos: int, color: str) -> dict:
    return make_event("helped", "T3", "event.helped",
                      {"player": player["name"], "color": color, "track": track, "pos": pos},
                      {"track": track, "pos": pos, "color": color})


def took_effect(rule: str, track: int, positions, removed: list[str]) -> dict:
    """Marbles a potion's effect took into the hand (P3-P6)."""
    return make_event("took", rule, "event.took_effect",
                      {"marbles": describe_marbles(removed), "track": track},
                      {"track": track, "positions": sorted(positions), "colors": removed})


# ----- hand, burners, pool (I1-I5) and the dispenser's returns (D11) ----------------------------

def placed(color: str, burner: int, hole: int, tile: str) -> dict:
    return make_event("placed", "I2", "event.placed",
                      {"color": color, "burner": burner, "hole": hole, "tile": tile},
                      {"color": color, "burner": burner, "hole": hole})


def completed(player: dict, tile: str, burner: int, points: int) -> dict:
    return make_event("completed", "I5", "event.completed",
                      {"player": player["name"], "tile": tile, "burner": burner,
                       "points": points},
                      {"tile": tile, "burner": burner})


def returned(why: str, marbles: list[str], placed_marbles: list) -> list[dict]:
    """Marbles rolled back into the dispenser (D11): ``placed_marbles`` holds (colour, track).
    Discarded ones (E1) are told discarded first."""
    told = [discarded(marbles)] if why == "discarded" else []
    told.append(make_event("returned", "D11", f"event.returned_{why}",
                           {"count": len(placed_marbles),
                            "marbles": describe_marbles([m for m, _ in placed_marbles])},
                           {"marbles": [[m, t] for m, t in placed_marbles]}))
    return told


def pool_move(type_: str, color: str) -> dict:
    """A marble from the hand to the pool (``"to_pool"``) or back (``"from_pool"``), I4."""
    return make_event(type_, "I4", f"event.{type_}", {"color": color}, {"color": color})


# ----- drinking (P1-P11) -----------------------------------------------------------------------

def drank(player: dict, tile: str, kind: str) -> dict:
    return make_event("drank", "P1", "event.drank",
                      {"player": player["name"], "potion": tile, "kind": kind_name(kind)},
                      {"potion": tile, "kind": kind})


def took_pool(seat: int, victim: dict, marbles: list[str]) -> dict:
    return make_event("took", "P7", "event.took_pool",
                      {"marbles": describe_marbles(marbles), "player": victim["name"]},
                      {"player": seat, "colors": marbles})


def placed_joy(color: str, burner: int, hole: int) -> dict:
    return make_event("placed", "P8", "event.placed_joy",
                      {"color": color, "burner": burner, "hole": hole},
                      {"color": color, "burner": burner, "hole": hole})


def reused(tile: str, kind: str) -> dict:
    return make_event("reused", "P9", "event.reused", {"potion": tile, "kind": kind_name(kind)},
                      {"potion": tile})


def lava_removed(track: int, positions: list[int], removed: list[str]) -> dict:
    return make_event("removed", "P10", "event.lava_removed",
                      {"marbles": describe_marbles(removed), "track": track},
                      {"track": track, "positions": sorted(positions), "colors": removed})


# ----- the end of the turn (E1-E5) -------------------------------------------------------------

def kept(marbles: list[str]) -> dict:
    return make_event("to_pool", "E1", "event.kept", {"marbles": describe_marbles(marbles)},
                      {"colors": marbles})


def discarded(marbles: list[str]) -> dict:
    return make_event("discarded", "E1", "event.discarded",
                      {"marbles": describe_marbles(marbles)}, {"colors": marbles})


def drew(market: bool, tile: str, place: int, burner: int) -> dict:
    return make_event("drew", "E2", "event.drew_market" if market else "event.drew",
                      {"tile": tile, "place": place, "burner": burner},
                      {"tile": tile, "place": place, "burner": burner})


def skill(player: dict, key: str, kind, source: str) -> dict:
    return make_event("skill", "E3", key,
                      {"player": player["name"], "kind": kind or "", "source": source},
                      {"kind": kind, "source": source})


def end_triggered(by_countdown: bool) -> dict:
    return make_event("end_triggered", "E4",
                      "event.end_countdown" if by_countdown else "event.end_no_tiles", {}, {})


def turn_passed(seat: int, player: dict) -> dict:
    return make_event("turn_passed", "E5", "event.turn_passed", {"player": player["name"]},
                      {"player": seat})


# ----- the end of the game (F1-F3) --------------------------------------------------------------

def tiebreak(players: list[dict], tied: list[int], score: int) -> dict:
    return make_event("tiebreak", "F3", "event.tiebreak",
                      {"players": ", ".join(players[i]["name"] for i in tied), "score": score},
                      {"players": tied})


def tiebreak_pick(seat: int, player: dict, count: int) -> dict:
    return make_event("tiebreak_pick", "F3", "event.tiebreak_pick",
                      {"player": player["name"], "count": count}, {"player": seat, "count": count})


def tiebreak_nothing(seat: int, player: dict) -> dict:
    return make_event("tiebreak_pick", "F3", "event.tiebreak_nothing", {"player": player["name"]},
                      {"player": seat, "count": 0})


def game_over(players: list[dict], best: list[int], scores: list[int]) -> dict:
    return make_event("game_over", "F2", "event.game_over",
                      {"winners": " and ".join(players[i]["name"] for i in best),
                       "scores": ", ".join(map(str, scores))},
                      {"winners": best, "scores": scores})
