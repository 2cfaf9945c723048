"""The shape of an action (PROTOCOL.md): the quick check of the usual shapes and the
field-by-field check that explains a refusal must agree on every action."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget.games.potion.engine import actions
from potion_widget.core.errors import RuleError

ANY_VALUE = st.one_of(
    st.integers(-3, 9), st.booleans(), st.none(), st.floats(allow_nan=False),
    st.sampled_from(["blue", "black", "red", "yellow", "green", "", "2", "wisdom-1"]),
    st.lists(st.sampled_from(["red", "blue", 0, 3, True, None]), max_size=3),
    st.dictionaries(st.sampled_from(["track", "pos"]), st.integers(0, 3), max_size=2),
)
FIELDS = ["track", "pos", "color", "burner", "hole", "potion", "choice", "keep", "draw",
          "tile", "extra"]


def accepted(check, action) -> bool:
    try:
        check(action)
    except RuleError as refusal:
        assert refusal.rule == "format"
        return False
    return True


@settings(max_examples=600, deadline=None)
@given(kind=st.sampled_from(sorted(actions.ACTION_FIELDS)),
       fields=st.dictionaries(st.sampled_from(FIELDS), ANY_VALUE, max_size=4))
def test_the_quick_check_accepts_exactly_what_the_full_check_accepts(kind, fields):
    action = {"type": kind, **fields}
    assert accepted(actions.check_format, action) == accepted(actions._check_fields, action)


USUAL = [
    {"type": "pick", "track": 1, "pos": 2},
    {"type": "place", "color": "red", "burner": 1, "hole": 3},
    {"type": "drink", "potion": "wisdom-1", "choice": {"track": 0, "pos": 1}},
    {"type": "end_turn", "keep": ["red"], "draw": [0]},
]


@settings(max_examples=600, deadline=None)
@given(usual=st.sampled_from(USUAL), field=st.sampled_from(FIELDS), value=ANY_VALUE)
def test_a_usual_action_with_one_field_changed_is_judged_alike_by_both_checks(usual, field,
                                                                              value):
    action = {**usual, field: value}
    assert accepted(actions.check_format, action) == accepted(actions._check_fields, action)


@pytest.mark.parametrize("action", [
    {"type": "pick", "track": 1, "pos": 2},
    {"type": "help", "track": 0, "pos": 7},
    {"type": "place", "color": "red", "burner": 0},
    {"type": "place", "color": "red", "burner": 1, "hole": 3},
    {"type": "drink", "potion": "wisdom-1"},
    {"type": "drink", "potion": "wisdom-1", "choice": {"track": 0, "pos": 1}},
    {"type": "end_turn"},
    {"type": "end_turn", "keep": ["red", "blue"], "draw": [0, 4]},
])
def test_usual_actions_are_well_formed(action):
    actions.check_format(action)


@pytest.mark.parametrize("action", [
    {"type": "pick", "track": True, "pos": 2},
    {"type": "pick", "track": 1, "pos": 2.0},
    {"type": "pick", "track": 1},
    {"type": "place", "color": "green", "burner": 0},
    {"type": "place", "color": "red", "burner": 0, "hole": None},
    {"type": "drink", "potion": "wisdom-1", "choice": None},
    {"type": "end_turn", "draw": None},
    {"type": "end_turn", "keep": ["red", "purple"]},
    {"type": "end_turn", "draw": [0, "1"]},
    {"type": ["pick"], "track": 1, "pos": 2},
])
def test_malformed_usual_actions_are_refused_by_the_field_check(action):
    with pytest.raises(RuleError) as refusal:
        actions.check_format(action)
    assert refusal.value.rule == "format"
    assert refusal.value.message      # the field-by-field check explains which field is wrong
