"""State validation, refusal order, history and copies (the engine's contract), and the
hypothesis properties: conservation, refusals change nothing, round trips, undo, replay."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sugar_boards import STUCK, SWAP, game, position, refused, totals

from potion_widget.games.sugar.engine import TYPES, Game, HistoryError, StateError


@pytest.mark.parametrize("change, field", [
    (lambda s: s.pop("quiet"), "quiet"),
    (lambda s: s.update(format="x"), "format"),
    (lambda s: s["board"][2].__setitem__(3, "toffee"), "board[2][3]"),
    (lambda s: s["bag"].__setitem__("corn", 0), "bag.corn"),
    (lambda s: s["players"][1].__setitem__("seat", "east"), "players[1].seat"),
    (lambda s: s["players"][0]["kept"].__setitem__("corn", 0), "players[0].kept.corn"),
    (lambda s: s.update(current=2), "current"),
    (lambda s: s.update(phase="dance"), "phase"),
    (lambda s: s.update(drawn="corn"), "drawn"),
    (lambda s: s.update(objective={"total": 100}), "objective.total"),
    (lambda s: s.update(extra=1), "extra"),
])
def test_a_bad_state_is_refused_naming_its_field(change, field):
    state = position(STUCK)
    change(state)
    with pytest.raises(StateError) as error:
        Game.from_state(state)
    assert error.value.field == field


def test_refusal_order_format_end_phase_G2_then_the_rest():
    g = game(SWAP, phase="swap")
    assert refused(g, {"type": "swap", "a": [0, 0]}) == "format"
    assert refused(g, {"type": "swap", "a": [0, 0], "b": [0, 1], "x": 1}) == "format"
    assert refused(g, "swap") == "format"
    assert refused(g, {"type": "swap", "a": [9, 0], "b": [0, 0]}) == "G2"      # G2 before W1
    assert refused(g, {"type": "replace", "cell": [9, 9]}) == "N1"             # phase before G2
    assert refused(g, {"type": "blast", "line": [[9, 9]]}) == "B3"
    assert refused(g, {"type": "blast", "line": [[0, 0]], "square": [0, 0]}) == "format"


def test_a_refusal_is_plain_words_naming_its_rule():
    g = game(SWAP)
    with pytest.raises(ValueError) as error:
        g.apply({"type": "swap", "a": [0, 0], "b": [1, 1]})
    assert error.value.rule == "W1" and "side by side" in str(error.value)


def test_undo_clone_and_from_state():
    g = Game.new(2, seed=4)
    with pytest.raises(HistoryError):
        g.undo()
    start = g.to_state()
    g.apply(g.legal_actions()[0])
    copy = g.clone()
    g.undo()
    assert g.to_state() == start
    copy.undo()                                    # a clone keeps the history
    assert copy.to_state() == start
    fresh = Game.from_state(start)
    with pytest.raises(ValueError):
        fresh.undo()


actions_index = st.lists(st.integers(min_value=0, max_value=10 ** 6), min_size=1, max_size=40)


def _play(seed: int, players: int, picks: list[int]):
    g = Game.new(players, seed=seed)
    taken = []
    for pick in picks:
        if g.over:
            break
        legal = g.legal_actions()
        action = legal[pick % len(legal)]
        g.apply(action)
        taken.append(action)
    return g, taken


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32), st.integers(2, 4), actions_index)
def test_G1_candies_are_conserved_and_states_round_trip(seed, players, picks):
    g = Game.new(players, seed=seed)
    for pick in picks:
        if g.over:
            break
        legal = g.legal_actions()
        assert legal
        g.apply(legal[pick % len(legal)])
        state = g.to_state()
        assert totals(state) == dict.fromkeys(TYPES, 12)
        assert Game.from_state(state).to_state() == state         # validates, loses nothing


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32), st.integers(2, 4), actions_index, st.data())
def test_a_refused_action_changes_nothing(seed, players, picks, data):
    g, _ = _play(seed, players, picks)
    cell = st.lists(st.integers(-1, 6), min_size=2, max_size=2)
    action = data.draw(st.one_of(
        st.fixed_dictionaries({"type": st.just("swap"), "a": cell, "b": cell}),
        st.fixed_dictionaries({"type": st.just("replace"), "cell": cell}),
        st.fixed_dictionaries({"type": st.just("blast"), "square": cell}),
        st.fixed_dictionaries({"type": st.just("blast"), "line": st.lists(cell, max_size=4),
                               "keep": st.sampled_from(TYPES)}),
        st.just({"type": "draw"})))
    if action in g.legal_actions():
        return
    before = g.to_state()
    with pytest.raises(ValueError) as error:
        g.apply(action)
    assert error.value.rule
    assert g.to_state() == before


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2 ** 32), st.integers(2, 4), actions_index)
def test_undo_is_exact_and_a_seed_with_its_actions_replays_exactly(seed, players, picks):
    g, taken = _play(seed, players, picks)
    again = Game.new(players, seed=seed)
    for action in taken:
        again.apply(action)
    assert again.to_state() == g.to_state()
    states = [Game.new(players, seed=seed).to_state()]
    replay = Game.new(players, seed=seed)
    for action in taken:
        replay.apply(action)
        states.append(replay.to_state())
    for expected in reversed(states[:-1]):
        g.undo()
        assert g.to_state() == expected
