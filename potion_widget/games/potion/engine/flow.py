"""The turn's actions (T1-T4, I1-I5, S2): draft, usual pick, little help, placing, the pool.

Each action is a pair: ``check_<action>(game, action)`` returns the ``RuleError`` that refuses
a well-formed action, or None, and changes nothing; ``<action>(game, action)`` performs an
action its check accepted, changes the state and emits events, and cannot fail. The pairs
are registered once, in ``rule_table.RULES``.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .components import POOL_SIZE, SELECTABLE, TRACKS
from .dispenser import is_selectable, pick_with_explosions, remove_quietly, return_marbles
from .ending import next_tiebreak_picker, tiebreak_pickers_after
from ....core.errors import RuleError
from . import events
from .table import active_player, fits

if TYPE_CHECKING:      # the game imports the rules: named for type checking only
    from .game import Game

# ----- phase and turn ---------------------------------------------------------------------

PHASE_ACTIONS: Final = {
    "draft": frozenset({"draft"}),
    "play": frozenset({"pick", "help", "place", "to_pool", "from_pool", "drink", "end_turn"}),
    "tiebreak": frozenset({"pick"}),
    "over": frozenset(),
}
"""The action types each phase allows."""


def phase_refusal(game: Game, action_type: str) -> RuleError | None:
    """The refusal of an action the game's phase does not allow, or None."""
    phase = game.state["phase"]
    if action_type in PHASE_ACTIONS[phase]:
        return None
    if phase == "over":
        return RuleError("E5", "refuse.game_over")
    if phase == "draft":
        return RuleError("S2", "refuse.draft_first", type=action_type)
    if phase == "tiebreak":
        return RuleError("F3", "refuse.tiebreak_pick_only", type=action_type)
    return RuleError("S2", "refuse.draft_over")


def check_phase(game: Game, action_type: str) -> None:
    """Raises the refusal of an action the game's phase does not allow."""
    refusal = phase_refusal(game, action_type)
    if refusal is not None:
        raise refusal


def pick_allowed(game: Game) -> bool:
    """Whether the active player may make a usual pick now (T1, F3)."""
    s = game.state
    return s["phase"] == "tiebreak" or (s["phase"] == "play" and not s["turn"]["picked"])


def _unselectable(game: Game, track: int, pos: int) -> RuleError | None:
    if is_selectable(game.state["dispenser"], track, pos):
        return None
    if 0 <= track < 5 and pos == 8 and len(game.state["dispenser"][track]) > 8:
        return RuleError("D2", "refuse.ninth_marble", track=track, pos=pos)
    return RuleError("D2", "refuse.not_selectable", track=track, pos=pos)


# ----- the draft (S2) ----------------------------------------------------------------------

def check_draft(game: Game, action: dict) -> RuleError | None:
    tile = action["tile"]
    if tile not in game.state["draft"]["revealed"]:
        return RuleError("S2", "refuse.draft_tile", tile=tile)
    if None not in active_player(game)["burners"]:
        return RuleError("S2", "refuse.draft_no_burner")
    return None


def draft(game: Game, action: dict) -> None:
    s = game.state
    tile = action["tile"]
    player = active_player(game)
    burners = player["burners"]
    slot = burners.index(None)
    burners[slot] = {"tile": tile, "filled": [None] * len(game.tiles[tile].recipe)}
    s["draft"]["revealed"].remove(tile)
    order = s["draft"]["order"]
    order.pop(0)
    events.drafted(game, s["current"], player, tile, slot)
    if order:
        s["current"] = order[0]
        return
    del s["draft"]
    s["phase"] = "play"
    s["current"] = s["first"]
    s["turn"] = {"number": 1, "picked": False, "helped": False}
    events.play_started(game, s["first"], s["players"][s["first"]])


# ----- taking marbles (T2, T3, D5-D10) -----------------------------------------------------

def check_pick(game: Game, action: dict) -> RuleError | None:
    s = game.state
    if s["phase"] == "play" and s["turn"]["picked"]:
        return RuleError("T1", "refuse.second_pick")
    track, pos = action["track"], action["pos"]
    # is_selectable, inlined: once a turn, every turn
    if 0 <= track < TRACKS and 0 <= pos < SELECTABLE and pos < len(s["dispenser"][track]):
        return None
    return _unselectable(game, track, pos)


def pick(game: Game, action: dict) -> None:
    s = game.state
    track, pos = action["track"], action["pos"]
    column = s["dispenser"][track]
    first, steps = pick_with_explosions(column, pos)
    taken = [first]
    for step in steps:
        if step.exploded:       # the run's colour and size (step.color, step.size) read directly
            taken.extend([step.below] * (step.hi - step.lo))
    if s["phase"] == "tiebreak":
        events.picked(game, track, pos, first, steps, None)
        _record_tiebreak_pick(game, taken)
        return
    s["players"][s["current"]]["hand"].extend(taken)
    s["turn"]["picked"] = True
    if game._events is not None:    # a simulation records no events: not even the call
        events.picked(game, track, pos, first, steps, taken)


def take_quietly(game: Game, track: int, positions, rule: str) -> list[str]:
    """Removes marbles with no explosion (D10) and reports any same-colour meeting.

    The caller has checked every position; returns the removed colours.
    """
    removed, meetings = remove_quietly(game.state["dispenser"][track], positions)
    for meeting in meetings:
        events.collision(game, track, meeting, 0, rule)
    return removed


def _record_tiebreak_pick(game: Game, taken: list[str]) -> None:
    s = game.state
    active_player(game)["hand"].extend(taken)           # F3: into the hand, where it is counted
    events.tiebreak_pick(game, s["current"], len(taken))
    next_tiebreak_picker(game, tiebreak_pickers_after(game))


def check_help(game: Game, action: dict) -> RuleError | None:
    if game.state["turn"]["helped"]:
        return RuleError("T3", "refuse.second_help")
    return _unselectable(game, action["track"], action["pos"])


def little_help(game: Game, action: dict) -> None:
    s = game.state
    track, pos = action["track"], action["pos"]
    player = active_player(game)
    color = s["dispenser"][track][pos]
    events.helped(game, player, track, pos, color)
    take_quietly(game, track, [pos], "D10")
    player["hand"].append(color)
    player["helps"] += 1
    supply = s["supply"]
    supply["helps"] = max(0, supply["helps"] - 1)   # C3: a token is given even from an empty supply
    s["turn"]["helped"] = True


# ----- hand, burners, pool (I1-I5) --------------------------------------------------------

def _first_hole(recipe: tuple, filled: list, color: str) -> int | None:
    """The first empty hole of ``color``: where a placement without ``hole`` goes."""
    return next((i for i, m in enumerate(filled) if m is None and recipe[i] == color), None)


def check_place(game: Game, action: dict) -> RuleError | None:
    s = game.state
    player = s["players"][s["current"]]     # active_player, inlined: placing is frequent
    color, b = action["color"], action["burner"]
    if color not in player["hand"]:
        return RuleError("I2", "refuse.not_in_hand", color=color)
    if not 0 <= b < len(player["burners"]) or player["burners"][b] is None:
        return RuleError("I2", "refuse.empty_burner", burner=b)
    burner = player["burners"][b]
    recipe = game.tiles[burner["tile"]].recipe
    filled = burner["filled"]
    hole = action.get("hole")
    if hole is None:
        if _first_hole(recipe, filled, color) is None:
            return RuleError("I2", "refuse.no_hole_of_color", color=color, burner=b)
    elif not 0 <= hole < len(recipe):
        return RuleError("I2", "refuse.no_such_hole", hole=hole, burner=b)
    elif filled[hole] is not None:
        return RuleError("I2", "refuse.hole_full", hole=hole, burner=b)
    elif recipe[hole] != color:
        return RuleError("I2", "refuse.hole_color", hole=hole, burner=b, color=color,
                         hole_color=recipe[hole])
    return None


def place(game: Game, action: dict) -> None:
    s = game.state
    player = s["players"][s["current"]]
    color, b = action["color"], action["burner"]
    burner = player["burners"][b]
    filled = burner["filled"]
    hole = action.get("hole")
    if hole is None:
        hole = _first_hole(game.tiles[burner["tile"]].recipe, filled, color)
        assert hole is not None, "check_place found the hole"
    player["hand"].remove(color)
    filled[hole] = color
    if game._events is not None:
        events.placed(game, color, b, hole, burner["tile"])
    if None not in filled:      # complete_if_full's own test, asked first: most places fill a hole
        complete_if_full(game, player, b)


def complete_if_full(game: Game, player: dict, b: int) -> None:
    """Completes the potion on burner ``b`` if every hole is filled (I5)."""
    burner = player["burners"][b]
    if None in burner["filled"]:
        return
    tile = burner["tile"]
    player["burners"][b] = None
    player["completed"].append({"tile": tile, "drunk": False})
    game.skills_due.add(game.state["players"].index(player))
    events.completed(game, player, tile, b)
    return_to_dispenser(game, burner["filled"], "completed")


def return_to_dispenser(game: Game, marbles: list[str], why: str) -> None:
    """Rolls marbles back into the dispenser (D11) and reports where each went."""
    if not marbles:
        return
    s = game.state
    placed = return_marbles(s["dispenser"], marbles, s["options"]["track_capacity"], game.rng)
    if game._events is not None:
        events.returned(game, why, marbles, placed)


def check_to_pool(game: Game, action: dict) -> RuleError | None:
    player = active_player(game)
    color = action["color"]
    if color not in player["hand"]:
        return RuleError("I4", "refuse.not_in_hand", color=color)
    if fits(game, player, color):
        return RuleError("I3", "refuse.must_place", color=color)
    if len(player["pool"]) >= POOL_SIZE:
        return RuleError("I4", "refuse.pool_full", size=POOL_SIZE)
    return None


def to_pool(game: Game, action: dict) -> None:
    player = active_player(game)
    color = action["color"]
    player["hand"].remove(color)
    player["pool"].append(color)
    events.pool_move(game, "to_pool", color)


def check_from_pool(game: Game, action: dict) -> RuleError | None:
    color = action["color"]
    if color not in active_player(game)["pool"]:
        return RuleError("I4", "refuse.not_in_pool", color=color)
    return None


def from_pool(game: Game, action: dict) -> None:
    player = active_player(game)
    color = action["color"]
    player["pool"].remove(color)
    player["hand"].append(color)
    events.pool_move(game, "from_pool", color)
