"""Hostile requests to both boards' one ``msg:custom`` handler: whatever a request holds (huge
lists and texts, deep nesting, big numbers, NaN, a wrong value in any field), its shape and
size are checked before anything reads it (the move's words, the previews, the timeline's
note). The reply is a refusal or an answer, never an internal error; a refusal changes
neither the game nor its state id; a ``format`` refusal names the field.

The time of each reply is measured by ``scripts/bench_hostile.py`` (a benchmark, not a test).
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget import PotionWidget, SugarBlastWidget
from potion_widget.games.potion import scenarios
from potion_widget.games.sugar import scenarios as sugar_scenarios
from potion_widget.core.bounds import NUMBER_MOST
from potion_widget.core.errors import RuleError
from potion_widget.games.potion.engine.rule_table import action_bounds
from potion_widget.i18n.readers import join_words
from potion_widget.i18n.messages import render, speaking, LANGUAGES
from potion_widget.games.sugar.engine.checks import ACTION_BOUNDS
from widget_harness import Harness


def _nested_lists(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _nested_choices(potion: str, depth: int) -> dict:
    value: dict = {"track": 0, "pos": 0}
    for _ in range(depth):
        value = {"potion": potion, "choice": value}
    return value


HUGE = [[0] * 100_000, ["red"] * 100_000, [[0, 0]] * 50_000, "x" * 100_000,
        _nested_lists(2_000), _nested_choices("sands-3", 600), {f"k{i}": i for i in range(5_000)},
        10 ** 5000, -(10 ** 5000), NUMBER_MOST + 1, float("nan"), float("inf")]
"""Values larger than any legal action's, each kind once (built once: the tests reuse them)."""

WORDS = ["pick", "help", "place", "to_pool", "from_pool", "drink", "end_turn", "draft", "swap",
         "draw", "replace", "blast", "red", "blue", "corn", "mint", "sands-3", "wisdom-3",
         "abyssal-3", "track", "pos", "choice", "potion"]

leaves = (st.none() | st.booleans() | st.integers(-3, 9) | st.integers()
          | st.floats(allow_nan=True) | st.text(max_size=12) | st.sampled_from(WORDS))
values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=5)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(WORDS), inner, max_size=4),
                      max_leaves=14) | st.sampled_from(HUGE)

POTION_FIELDS = ["type", "track", "pos", "color", "burner", "hole", "potion", "choice", "keep",
                 "draw", "tile", "extra"]
CHOICE_FIELDS = ["track", "pos", "count", "positions", "tracks", "player", "holes", "potion",
                 "choice", "extra"]
SUGAR_FIELDS = ["type", "a", "b", "cell", "line", "square", "keep", "extra"]


@st.composite
def hostile_action(draw, legal: list[dict], fields: list[str], choice_fields: list[str]):
    """A legal action with a few fields changed, dropped or added (a drink's choice too), an
    action of a known type made of hostile values, or any value at all."""
    way = draw(st.integers(0, 4))
    if way == 0:
        return draw(values)
    if way == 1 or not legal:
        return {"type": draw(st.sampled_from(WORDS) | values),
                **draw(st.dictionaries(st.sampled_from(fields), values, max_size=3))}
    action = copy.deepcopy(draw(st.sampled_from(legal)))
    for _ in range(draw(st.integers(1, 3))):
        field = draw(st.sampled_from(fields))
        if choice_fields and field == "choice" and draw(st.booleans()):
            choice = action.get("choice") if isinstance(action.get("choice"), dict) else {}
            choice[draw(st.sampled_from(choice_fields))] = draw(values)
            action["choice"] = choice
        elif draw(st.integers(0, 3)) == 0:
            action.pop(field, None)
        else:
            action[field] = draw(values)
    return action


def potion_board(name: str) -> PotionWidget:
    return PotionWidget(scenarios.load(name).to_state())


def sugar_board(name: str) -> SugarBlastWidget:
    return SugarBlastWidget(sugar_scenarios.load(name).to_state())


BOARDS = {
    "potion-sands": (lambda: potion_board("potion-sands"), POTION_FIELDS, CHOICE_FIELDS),
    "potion-end-of-turn": (lambda: potion_board("end-of-turn"), POTION_FIELDS, CHOICE_FIELDS),
    "potion-draft": (lambda: potion_board("new-game"), POTION_FIELDS, CHOICE_FIELDS),
    "sugar-keep": (lambda: sugar_board("sugar-keep"), SUGAR_FIELDS, []),
    "sugar-replace": (lambda: sugar_board("sugar-replace"), SUGAR_FIELDS, []),
    "sugar-first-swap": (lambda: sugar_board("sugar-first-swap"), SUGAR_FIELDS, []),
}


@st.composite
def hostile_message(draw, board, fields: list[str], choice_fields: list[str]):
    """Mostly an action (or a choices request) naming the board's state id, so that it reaches
    the game; any other field of the request may be hostile too."""
    potion = isinstance(board, PotionWidget)
    kinds = ["action", "action", "action", "undo"] + (["choices", "timeline"] if potion else [])
    content = {"kind": draw(st.sampled_from(kinds)), "id": draw(st.integers(0, 99) | values),
               "state_id": board.state_id if draw(st.integers(0, 5)) else draw(values)}
    if content["kind"] in ("action", "choices"):
        content["action"] = draw(hostile_action(board.legal, fields, choice_fields))
    if content["kind"] == "timeline":
        content["op"] = draw(st.sampled_from(["look", "switch", "earlier"]) | values)
        content[draw(st.sampled_from(["step", "line"]))] = draw(values)
    if draw(st.integers(0, 4)) == 0:
        content[draw(st.sampled_from(["extra", "kind", "id"]))] = draw(values)
    return content


def state_of(board) -> tuple:
    return board.game.to_state(), board.state_id


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), name=st.sampled_from(sorted(BOARDS)))
def test_a_hostile_request_gets_a_refusal_naming_its_field_and_changes_nothing(data, name):
    make, fields, choice_fields = BOARDS[name]
    board = make()
    h = Harness(board)
    shown_below: list = []
    board.output.append_stderr = shown_below.append      # an internal error would land here
    try:
        for _ in range(data.draw(st.integers(1, 3))):
            content = data.draw(hostile_message(board, fields, choice_fields))
            before = state_of(board)
            reply = h.request(content)
            if reply is None:                            # a kind the board does not answer
                assert state_of(board) == before
                continue
            assert not shown_below, shown_below
            if reply["ok"]:
                continue
            error = reply["error"]
            assert error["rule"] != "internal", error
            assert isinstance(error["message"], str) and error["message"].strip()
            assert state_of(board) == before, f"refused under {error['rule']} yet changed"
            if error["rule"] == "format":
                field = error["params"].get("field")
                assert isinstance(field, str) and field, error
    finally:
        board.close()


# ----- each kind of hostility once, with what it was answered before the checks ------------

def _act(board, action) -> dict:
    h = Harness(board)
    return h.act(action)


@pytest.mark.parametrize("action, field", [
    ({"type": "end_turn", "draw": [0] * 1_000_000}, "draw"),          # was E2, after its words
    ({"type": "end_turn", "keep": ["red"] * 20_000}, "keep"),
    ({"type": "drink", "potion": "sands-3", "choice": _nested_choices("sands-3", 400)},
     "choice.choice.choice"),                                       # was a RecursionError
    ({"type": "drink", "potion": "sands-3", "choice": {"potion": "x" * 10 ** 6, "choice": {}}},
     "choice.potion"),
    ({"type": "pick", "track": 10 ** 5000, "pos": 0}, "track"),
    ({"type": "drink", "potion": "sands-3", "choice": {"potion": "wisdom-3", "choice": {
        "track": 0, "positions": list(range(9))}}}, "choice.choice.positions"),
])
def test_an_action_larger_than_any_legal_one_is_refused_at_once_naming_its_field(action, field):
    board = potion_board("potion-sands")
    before = state_of(board)
    reply = _act(board, action)
    assert reply["ok"] is False and reply["error"]["rule"] == "format"
    assert reply["error"]["params"]["field"] == field
    assert state_of(board) == before
    with pytest.raises(RuleError) as refused:      # and from Python: its words are never written
        board.play(action)
    assert refused.value.rule == "format" and refused.value.params["field"] == field
    assert state_of(board) == before
    board.close()


def test_the_bounds_are_the_largest_legal_actions_and_those_pass():
    """Every legal action (a drink with each of its legal choices, the end of the turn with
    each of its) is within the bounds; one more entry in a list field is not."""
    from potion_widget.core.bounds import oversize

    for name in ("potion-sands", "potion-joy", "potion-lava", "potion-abyssal", "end-of-turn",
                 "l6-draw", "l6-keep"):
        game = scenarios.load(name)
        bounds = action_bounds(game)
        for action in game.legal_actions():
            choices = ([{"choice": c} for c in game.legal_choices(action)]
                       if action["type"] == "drink" else
                       game.legal_choices(action) if action["type"] == "end_turn" else [{}])
            for extra in choices:
                assert oversize({**action, **extra}, bounds) is None, (name, action, extra)
    game = scenarios.load("l6-draw")
    bounds = action_bounds(game)
    for field, most in bounds.entries.items():
        refused = oversize({"type": "end_turn", field: [0] * (most + 1)}, bounds)
        assert refused is not None and refused.params["field"] == field


def test_sugar_blast_actions_within_its_bounds_and_a_longer_line_refused():
    from potion_widget.core.bounds import oversize

    for name in ("sugar-keep", "sugar-mega", "sugar-line-five", "sugar-replace", "sugar-first-swap"):
        for action in sugar_scenarios.load(name).legal_actions():
            assert oversize(action, ACTION_BOUNDS) is None
    board = sugar_board("sugar-keep")
    before = state_of(board)
    reply = _act(board, {"type": "blast", "line": [[0, 0]] * 1_000_000})
    assert reply["error"]["rule"] == "format" and reply["error"]["params"]["field"] == "line"
    assert state_of(board) == before
    board.close()


@pytest.mark.parametrize("action, field", [
    ({"type": "swap", "a": [0, 0]}, "b"),
    ({"type": "swap", "a": [0, 0], "b": [0, "1"]}, "b"),
    ({"type": "blast", "line": [[0, 0], [0, 1], "x"]}, "line[2]"),
    ({"type": "blast", "square": [0, 0], "keep": 3}, "keep"),
    ({"type": "blast", "square": [0, 0], "line": [[0, 0]]}, "line"),
    ({"type": "replace", "cell": [0, 0], "extra": 1}, "extra"),
    ({"type": "jump"}, "type"),
    (["swap"], "action"),
])
def test_a_sugar_blast_format_refusal_names_the_field(action, field):
    game = sugar_scenarios.load("sugar-keep")
    with pytest.raises(RuleError) as refused:
        game.apply(action)
    assert refused.value.rule == "format" and refused.value.params["field"] == field


def test_a_timeline_request_with_a_step_no_front_end_can_count_is_refused():
    board = potion_board("potion-sands")
    reply = Harness(board).request({"kind": "timeline", "id": 1, "state_id": board.state_id,
                                    "op": "look", "step": 10 ** 5000})
    assert reply["error"]["rule"] == "format" and reply["error"]["params"]["field"] == "step"
    board.close()


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_words_are_joined_in_time_linear_in_their_number_and_as_before(language):
    """``join_words`` puts each separator in place once (rendering the joined head again for
    each item took time growing with the square of the list's length)."""
    with speaking(language):
        for n in range(1, 6):
            items = [f"w{i}" for i in range(n)]
            folded = items[0]
            for i, item in enumerate(items[1:], 2):
                key = "narr.list.and" if i == n else "narr.list.comma"
                folded = render(key, {"head": folded, "item": item})
            assert join_words(items) == folded
        assert join_words([str(i) for i in range(100_000)]).count("99999") == 1


def test_an_edit_larger_than_any_edit_is_refused_before_the_editor_reads_it():
    board = PotionWidget(seed=0, editable=True)
    h = Harness(board)
    assert h.request({"kind": "edit_mode", "id": 1, "on": True})["ok"]
    before = state_of(board)
    reply = h.request({"kind": "edit", "id": 2, "state_id": board.state_id,
                       "edit": {"op": "set_hand", "player": 0, "colors": ["red"] * 10 ** 6}})
    assert reply["error"]["rule"] == "format" and reply["error"]["params"]["field"] == "colors"
    assert state_of(board) == before
    board.close()
