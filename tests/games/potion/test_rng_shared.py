"""The seeded generator (RULES.md D12) shares its blocks of draws between the generators of a
process: whatever each one's counter did before, and however full the shared store is, every
generator draws the numbers of the one-at-a-time definition."""

from hypothesis import given
from hypothesis import strategies as st

from potion_widget.core import rng as rng_module
from potion_widget.core.rng import _GOLDEN, _LANES, _MASK, Rng, _mix

seeds = st.integers(min_value=-(1 << 70), max_value=1 << 70)
counters = st.integers(min_value=-3 * _LANES, max_value=1 << 40)


def definition(seed: int, counter: int, n: int) -> int:
    """The draw made when the counter stands at ``counter``, by the definition."""
    raw = _mix((_mix(seed & _MASK) + counter * _GOLDEN) & _MASK)
    return (raw * n) >> 64


@given(seeds, st.lists(st.tuples(st.booleans(), counters, st.integers(1, 80)), min_size=1,
                       max_size=40))
def test_D12_generators_of_one_seed_interleaved_draw_the_definitions_numbers(seed, moves):
    """Two generators of one seed, their counters set anywhere and their draws interleaved
    (a position and its clones in a search): each draws the definition's numbers."""
    states = [{"seed": seed, "draws": 0}, {"seed": seed, "draws": 0}]
    generators = [Rng(states[0]), Rng(states[1])]
    for second, counter, n in moves:
        state = states[second]
        if counter % 3 == 0:
            state["draws"] = counter        # set back or forward, as undo and loading do
        before = state["draws"]
        assert generators[second].below(n) == definition(seed, before, n)
        assert state["draws"] == before + 1


def test_D12_a_full_store_starts_afresh_and_draws_stay_right():
    """More seeds than the store keeps: it is emptied and refilled, the numbers unchanged."""
    kept = rng_module._KEPT
    for seed in range(kept + 40):
        counter = seed % 50 - 10
        generator = Rng({"seed": seed, "draws": counter})
        for _ in range(3):
            assert generator.below(1000) == definition(seed, counter, 1000)
            counter += 1
        assert len(rng_module._BLOCKS) <= kept and len(rng_module._KEYS) <= kept
    again = Rng({"seed": 0, "draws": -10})          # its block and key were let go
    assert [again.below(7) for _ in range(40)] == [definition(0, c, 7) for c in range(-10, 30)]


@given(seeds, counters, st.lists(st.integers(0, 9), max_size=3 * _LANES))
def test_D12_shuffle_is_fisher_yates_over_the_definitions_draws(seed, counter, items):
    """``shuffle`` (its draws inlined) moves the items as Fisher-Yates with one ``below`` draw
    per item but the first, and advances the counter by as many draws."""
    expected = list(items)
    at = counter
    for i in range(len(expected) - 1, 0, -1):
        j = definition(seed, at, i + 1)
        at += 1
        expected[i], expected[j] = expected[j], expected[i]
    state = {"seed": seed, "draws": counter}
    shuffled = list(items)
    Rng(state).shuffle(shuffled)
    assert shuffled == expected and state["draws"] == at
