"""The seeded generator (RULES.md D12): draws computed a block at a time are the draws of the
one-at-a-time definition, wherever a game's counter stands."""

from hypothesis import given
from hypothesis import strategies as st

from potion_widget.core.rng import _GOLDEN, _LANES, _MASK, Rng, _mix, mix_block

seeds = st.integers(min_value=-(1 << 70), max_value=1 << 70)


def one_at_a_time(seed: int, draw: int) -> int:
    """Draw number ``draw`` (from 1) by the definition: the mix of the key and the counter."""
    return _mix((_mix(seed & _MASK) + (draw - 1) * _GOLDEN) & _MASK)


@given(seeds, st.integers(min_value=1, max_value=1 << 40))
def test_D12_a_block_holds_the_draws_of_the_definition(seed, first):
    expected = [one_at_a_time(seed, n) for n in range(first, first + _LANES)]
    assert mix_block(_mix(seed & _MASK), first) == expected


@given(seeds, st.integers(min_value=-3 * _LANES, max_value=3 * _LANES),
       st.lists(st.integers(min_value=1, max_value=80), min_size=1, max_size=3 * _LANES))
def test_D12_below_gives_the_definitions_numbers_from_any_counter(seed, start, sizes):
    state = {"seed": seed, "draws": start}
    rng = Rng(state)
    drawn = [rng.below(n) for n in sizes]
    expected = [(one_at_a_time(seed, start + 1 + k) * n) >> 64 for k, n in enumerate(sizes)]
    assert drawn == expected
    assert state["draws"] == start + len(sizes)


def test_D12_a_counter_set_back_is_drawn_again():
    """Undo gives the game a restored counter: the generator follows the state, not its cache."""
    state = {"seed": 9, "draws": 0}
    rng = Rng(state)
    first = [rng.below(1000) for _ in range(5)]
    state["draws"] = 0
    assert [rng.below(1000) for _ in range(5)] == first
