"""The seeded simple players: legal, deterministic, and the greedy one keeps the most now and
plays fair (the bag's order never changes its choice, only the bag's counts may)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from sugar_boards import STUCK, board, edited, game, played_position

from potion_widget.games.sugar.engine import TYPES, Game
from potion_widget.games.sugar.engine.bots import GreedyBot, RandomBot, kept_total, play


def test_bots_play_whole_games_deterministically():
    def one():
        g = Game.new(3, seed=21, objective="nine-any")
        return play(g, [GreedyBot(1), RandomBot(2), RandomBot(3)]), g.to_state()
    assert one() == one()
    actions, state = one()
    assert actions and state["phase"] == "over"


def test_greedy_bot_chooses_the_B5_blast_that_keeps_two_over_a_line_of_three():
    # A line of 4 (keeps 2, B5) and, elsewhere, a line of 3 (keeps 1, B4), in the blast phase.
    # Ben keeps every candy not on the board, so the bag is empty (R4: the gaps stay): no
    # refill to guess, and what the greedy player tries is what really happens.
    text = edited(STUCK, {(0, c): "g" for c in range(4)} | {(5, 0): "l", (5, 1): "l", (5, 2): "l"})
    rest = {kind: 12 - sum(row.count(kind) for row in board(text)) for kind in TYPES}
    g = game(text, phase="blast", kept=[{}, rest])
    assert not sum(g.state["bag"].values())
    choice = GreedyBot(0).choose(g)
    trial = g.clone()
    trial.apply(choice)
    best = 0
    for action in g.legal_actions():
        other = g.clone()
        other.apply(action)
        best = max(best, kept_total(other, 0))
    assert kept_total(trial, 0) == best and "line" in choice


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2 ** 20), st.integers(0, 7), st.integers(0, 6), st.integers(0, 2 ** 20),
       st.integers(0, 500), st.integers(0, 2 ** 10))
def test_the_greedy_bot_never_reads_the_bags_order_only_its_counts(seed, card, moves, other_seed,
                                                                   draws, bot_seed):
    # G3: the bag is counts; the order it draws in is the game's generator (rng). Changing only
    # the generator (and the order the counts are listed in) changes every future refill and
    # chain, and must not change the greedy player's choice: it cannot see a refill coming.
    g = played_position(seed, card, moves)
    if g.over:
        return
    state = g.to_state()
    state["rng"] = {"seed": other_seed, "draws": draws}
    state["bag"] = dict(reversed(list(state["bag"].items())))
    reordered = Game.from_state(state)
    assert GreedyBot(bot_seed).choose(g) == GreedyBot(bot_seed).choose(reordered)
