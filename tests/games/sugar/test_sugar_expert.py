"""Sugar Blast's expert: legal, seeded, fair (the bag's order never changes its choice, only
the bag's counts may), and it counts what the objective needs (O1), not candies alone."""

from hypothesis import given, settings
from hypothesis import strategies as st
from sugar_boards import game

from potion_widget.games.sugar.engine import TYPES, Game, cards
from potion_widget.games.sugar.engine.bots import GreedyBot, play
from potion_widget.games.sugar.engine.expert import ExpertBot, need
from potion_widget.games.sugar.engine.objectives import card_objective, meets

from sugar_boards import CARDS, played_position



@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2 ** 20), st.integers(0, 7), st.integers(0, 6), st.integers(0, 2 ** 20),
       st.integers(0, 500))
def test_the_expert_never_reads_the_bags_order_only_its_counts(seed, card, moves, other_seed, draws):
    # G3: the bag is counts; the order it draws in is the game's generator (rng). Changing only
    # the generator changes every future draw and must not change the expert's choice.
    g = played_position(seed, card, moves)
    if g.over:
        return
    state = g.to_state()
    state["rng"] = {"seed": other_seed, "draws": draws}
    reordered = Game.from_state(state)
    assert ExpertBot(seed=5, samples=2).choose(g) == ExpertBot(seed=5, samples=2).choose(reordered)


def test_the_expert_is_seeded_and_plays_legal_actions_to_the_end():
    def one():
        g = Game.new(2, seed=11, objective="four-pairs")
        return play(g, [ExpertBot(seed=1, samples=3), GreedyBot(seed=2)]), g.to_state()
    first, again = one(), one()
    assert first == again
    assert first[1]["phase"] == "over"


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(TYPES), st.integers(1, 12)), st.sampled_from(CARDS))
def test_need_is_zero_exactly_when_the_objective_is_met_O1(kept, card):
    objective = card_objective(cards()[card])
    assert (need(kept, objective) == 0) == meets(kept, objective)
    # one more candy of any type never raises the need, and lowers it by at most 1
    for kind in TYPES:
        more = dict(kept, **{kind: kept.get(kind, 0) + 1})
        assert need(kept, objective) - 1 <= need(more, objective) <= need(kept, objective)


def test_the_expert_keeps_the_type_its_objective_needs_B5():
    # A line of 4 Gumdrops in row 0 with a Mint and a Lollipop beside it (B5: keep 1 Gumdrop and
    # 1 of the others, chosen). Ana keeps 2 Mints already and needs a pair of two more types:
    # the Lollipop starts a new pair, so it counts towards the objective; a third Mint does not.
    g = game("""
        mcagtl
        tlmcag
        agtlmc
        lmcagt
        cagtlm
        ggggtl
        """, phase="blast", kept=[{"mint": 2}, {}], objective={"groups": [2, 2, 2]})
    choice = ExpertBot(seed=0, samples=2).choose(g)
    assert choice.get("keep") == "lollipop", choice
