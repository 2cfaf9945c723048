"""Hostile messages to the Sugar Blast board: whatever the front end (or anything else on the
comm) sends, the one ``msg:custom`` handler answers in words or ignores it, no exception
escapes, nothing reaches the output panel as an internal error, and a refused request changes
nothing: the game, the state id and every synced trait stay as they were (the ``error`` trait
records a refusal the game made, and only that). An accepted one is a legal action, answered
under the next state id.

The messages are random JSON (of every type, deep and huge values included), requests of the
board's kinds with wrong, huge or stale ids, and actions of the contract's four types with
hostile fields, mutated from the legal actions of positions in every phase (swap, blast with a
keep choice, replace, over) and on a board that only shows. The comm's other way in, a trait
written by the front end (an ipywidgets ``update``), changes nothing either, on both boards.
"""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget import SugarBlastWidget
from potion_widget.games.sugar import scenarios as sugar_scenarios
from potion_widget.i18n.rule_texts import sugar_rule_texts
from potion_widget.games.sugar.engine import Game
from potion_widget.games.sugar.engine.bots import GreedyBot
from potion_widget.board.base import LARGEST_COUNTER
from sugar_fixtures import SYNCED
from widget_harness import Harness

REQUEST_RULES = {"format", "stale", "locked", "undo"}
"""The rules of the refusals the board makes itself (``ui.error.*``), before the game sees a
request; the game's own refusal of an action's form is ``format`` too."""


def _over_state() -> dict:
    game = Game.new(2, seed=4)
    bots = [GreedyBot(4), GreedyBot(5)]
    while not game.over:
        game.apply(bots[game.state["current"]].choose(game))
    return game.to_state()


POSITIONS = [
    (sugar_scenarios.load("sugar-first-swap").to_state(), True),    # swap phase (W1, W2)
    (sugar_scenarios.load("sugar-draw").to_state(), True),          # no swap blasts: a draw (N1)
    (sugar_scenarios.load("sugar-keep").to_state(), True),          # blast phase, a keep (B3, B5)
    (sugar_scenarios.load("sugar-replace").to_state(), True),       # a drawn candy to place (N1)
    (_over_state(), True),                                          # the game is over (O2, O3)
    (sugar_scenarios.load("sugar-keep").to_state(), False),         # a board that only shows
]

json_leaves = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
               | st.text(max_size=20) | st.sampled_from(["swap", "draw", "replace", "blast",
                                                         "mint", "corn", "action", "undo"]))
json_values = st.recursive(json_leaves, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
numbers = (st.integers(-3, 8) | st.integers() | st.sampled_from([LARGEST_COUNTER, LARGEST_COUNTER + 1,
                                                                  -1, 2 ** 200, 10 ** 5000])
           | st.booleans() | st.floats() | st.text(max_size=3) | st.none())


def often(draw, usual, hostile, odds: int = 4):
    """``usual`` drawn about ``odds`` times in ``odds + 1``, else ``hostile`` (the hostile
    case is not at 0, which Hypothesis draws far more often than the rest)."""
    return draw(hostile if draw(st.integers(0, odds)) == 1 else usual)


@st.composite
def cells(draw):
    """Mostly a ``[row, col]`` on or just off the board, else anything."""
    return often(draw, st.lists(st.integers(-1, 6), min_size=2, max_size=2),
                 st.lists(numbers, min_size=0, max_size=3) | numbers | json_values, 2)


@st.composite
def hostile_action(draw, legal: list[dict]):
    """A legal action as it is, or with fields changed, dropped or added; an action of the
    contract's form with cells on or just off the board (for the game's own rules to refuse);
    or one made up."""
    way = draw(st.integers(0, 5))
    if way in (2, 3):
        cell = st.lists(st.integers(-1, 6), min_size=2, max_size=2)
        return draw(st.sampled_from([{"type": "draw"}]) | st.fixed_dictionaries(
            {"type": st.just("swap"), "a": cell, "b": cell})
            | st.fixed_dictionaries({"type": st.just("replace"), "cell": cell})
            | st.fixed_dictionaries({"type": st.just("blast"), "square": cell},
                                    optional={"keep": st.sampled_from(["mint", "corn", "cane"])})
            | st.fixed_dictionaries({"type": st.just("blast"), "line": st.lists(cell, min_size=1, max_size=6)},
                                    optional={"keep": st.sampled_from(["mint", "corn", "cane"])}))
    if legal and way != 1:
        action = copy.deepcopy(draw(st.sampled_from(legal)))
        for _ in range(draw(st.integers(0, 2))):
            field = draw(st.sampled_from(["a", "b", "cell", "line", "square", "keep", "type",
                                          "extra"]))
            change = draw(st.sampled_from(["drop", "set", "cell"]))
            if change == "drop":
                action.pop(field, None)
            elif change == "cell" and field == "line" and isinstance(action.get("line"), list) \
                    and action["line"]:
                line = action["line"]
                line[draw(st.integers(0, len(line) - 1))] = draw(cells())
            else:
                action[field] = draw(cells() if change == "cell" else json_values)
        return action
    return draw(st.fixed_dictionaries(
        {"type": st.sampled_from(["swap", "draw", "replace", "blast"]) | json_values},
        optional={"a": cells(), "b": cells(), "cell": cells(), "line": st.lists(cells(), max_size=8),
                  "square": cells(), "keep": st.sampled_from(["mint", "corn"]) | json_values}) | json_values)


@st.composite
def hostile_message(draw, board: SugarBlastWidget):
    """A message as the comm could carry it: mostly one of the board's kinds with a good id
    and the state id it holds now, so that the action reaches the game, but any part of it
    may be hostile or missing, and the whole may be any JSON."""
    if draw(st.integers(0, 9)) == 1:
        return draw(json_values)
    content = {"kind": often(draw, st.sampled_from(["action", "action", "undo"]), json_values, 9)}
    if draw(st.integers(0, 19)) != 1:
        content["id"] = often(draw, st.integers(0, 50), numbers, 9)
    if draw(st.integers(0, 19)) != 1:
        content["state_id"] = often(draw, st.just(board.state_id),
                                    st.just(board.state_id + 1) | numbers, 9)
    if draw(st.integers(0, 19)) != 1:
        content["action"] = draw(hostile_action(board.legal))
    for key in draw(st.lists(st.text(max_size=6), max_size=2)):
        content.setdefault(key, draw(json_values))
    return content


def snapshot(board: SugarBlastWidget) -> dict:
    """Everything a request may change, but the ``error`` trait."""
    return {name: copy.deepcopy(getattr(board, name)) for name in SYNCED if name != "error"} | {
        "game": board.game.to_state(), "output": board.output.outputs}


@settings(max_examples=400, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), position=st.sampled_from(range(len(POSITIONS))))
def test_hostile_messages_are_answered_in_words_and_a_refusal_changes_nothing(data, position):
    state, interactive = POSITIONS[position]
    board = SugarBlastWidget(state, interactive=interactive)
    h = Harness(board)
    shown_below = []
    board.output.append_stderr = shown_below.append     # an internal error would land here
    rules = set(sugar_rule_texts()) | REQUEST_RULES
    try:
        for _ in range(data.draw(st.integers(1, 4))):
            content = data.draw(hostile_message(board))
            before, error_before = snapshot(board), board.error
            reply = h.request(content)
            ours = isinstance(content, dict) and content.get("kind") in ("action", "undo")
            if not ours:
                assert reply is None, "a message of another kind is ignored"
                assert snapshot(board) == before and board.error == error_before
                continue
            assert reply is not None and reply["kind"] == "reply"
            sent_id = content.get("id")
            assert reply["id"] == (sent_id if type(sent_id) is int and 0 <= sent_id <= LARGEST_COUNTER
                                   else None)
            assert not shown_below, shown_below
            if reply["ok"]:
                # only a legal action or an undo of this board, in the state it names
                assert content["state_id"] == before["state_id"] and interactive
                assert reply["state_id"] == board.state_id == before["state_id"] + 1
                if content["kind"] == "action":
                    assert content["action"] in Game.from_state(before["game"]).legal_actions()
                continue
            error = reply["error"]
            assert error["rule"] in rules, error
            assert isinstance(error["message"], str) and error["message"].strip()
            assert snapshot(board) == before, f"refused under {error['rule']} yet changed"
            # the error trait records the game's own refusals (from play), nothing else
            assert board.error in (error_before, error)
            if error["key"].startswith("ui.error."):     # the board's own, not the game's
                assert board.error == error_before
    finally:
        board.close()


def _update(board, state: dict) -> None:
    """An ipywidgets ``update`` from the front end, as the comm hands it to the widget."""
    board._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                       "metadata": {}, "buffers": [], "header": {"msg_id": "front-end"},
                       "parent_header": {}})


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(position=st.sampled_from(range(len(POSITIONS))),
       written=st.dictionaries(st.sampled_from(SYNCED) | st.text(max_size=6),
                               st.sampled_from([True, False, 0, 1, 7, "es", None, [], {}, [0]]) | json_values,
                               min_size=1, max_size=4))
def test_traits_written_by_the_front_end_change_nothing(position, written):
    """The board's front end writes no trait (it sends requests): a trait written over the comm
    (``interactive`` turned on for a board that only shows, ``hover`` for an exercise,
    ``state_id``, the state itself...) is not taken, the values held are sent back so the front
    end draws Python's again, and a locked board still refuses a move (``locked``)."""
    state, interactive = POSITIONS[position]
    board = SugarBlastWidget(state, interactive=interactive)
    h = Harness(board)
    try:
        before, error_before = snapshot(board), board.error
        _update(board, written)
        assert snapshot(board) == before and board.error == error_before
        for message in h.updates:                     # only Python's own values go back
            for name, value in message["state"].items():
                assert value == board.get_state(name)[name]
        changed = {k for k, v in written.items() if k in SYNCED and v != board.get_state(k)[k]}
        assert {n for m in h.updates for n in m["state"]} == changed
        if not interactive and board.legal:
            assert h.act(board.legal[0])["error"]["rule"] == "locked"
    finally:
        board.close()


def test_a_potion_board_takes_no_trait_from_its_front_end_either():
    from potion_widget import PotionWidget

    board = PotionWidget(seed=0)
    h = Harness(board)
    before = board.game.to_state()
    _update(board, {"interactive": False, "state_id": 9, "editable": True, "hover": False})
    assert (board.interactive, board.state_id, board.editable, board.hover) == (True, 0, False, True)
    assert board.game.to_state() == before
    assert h.updates[-1]["state"] == {"interactive": True, "state_id": 0, "editable": False, "hover": True}
    board.close()
