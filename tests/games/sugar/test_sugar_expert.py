"""Sugar Blast's expert: legal, seeded, fair (the bag's order never changes its choice, only
the bag's counts may), and it counts what the objective needs (O1), not candies alone."""

from hypothesis import given, settings
from hypothesis import strategies as st
from sugar_boards import game

from potion_widget.games.sugar.engine import TYPES, Game, cards
from potion_widget.games.sugar.engine.bots import GreedyBot, play
from potion_widget.games.sugar.engine import board as geometry
from potion_widget.games.sugar.engine.bots import imagined
from potion_widget.games.sugar.engine.expert import (PLAYOUT_ACTIONS, SURE, WIN, ExpertBot, blast_keeps, greedy_reply,
                                                     need, playout, position_value, quick_action, race, threat)
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


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2 ** 20), st.integers(0, 7), st.integers(0, 6), st.integers(0, 2 ** 20),
       st.integers(0, 2 ** 20))
def test_the_greedy_reply_the_expert_imagines_cannot_foresee_its_chain_R2_R3(seed, card, moves, reply_seed,
                                                                            other_seed):
    # R2, R3: the refill after a swap, and so any chain, comes from the bag. The greedy player
    # the expert imagines judges its swap on refills of its own, as the real one does: the
    # swap it makes is the same whatever the imagined game itself will draw.
    g = played_position(seed, card, moves)
    if g.over:
        return
    state = g.to_state()
    state["rng"] = {"seed": other_seed, "draws": 0}
    first = greedy_reply(g.clone(), reply_seed)
    again = greedy_reply(Game.from_state(state), reply_seed)
    assert first[0] == again[0]


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


def test_a_win_on_the_board_for_the_next_turn_counts_almost_as_a_win_O2():
    # Ana keeps 4 Mints of a total of 5 and it is her turn: swapping the Marshmallow at row 0,
    # col 2 with the Mint above it blasts three Mints (B4), she keeps one and wins (O2) before
    # any refill. The position is worth SURE of a win, whatever the others still need.
    g = game("""
        mcagtl
        agtlmc
        tlmcag
        mcagtl
        agtlmc
        ttmcag
        """, kept=[{"mint": 4}, {}], objective={"total": 5})
    assert position_value(g, 0) == SURE * WIN
    g.apply({"type": "swap", "a": [0, 2], "b": [1, 2]})
    assert g.state["winner"] == 0


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 20), st.integers(0, 20), st.booleans())
def test_the_race_chance_is_shared_and_grows_with_the_lead_O1(mine, other, to_move):
    # Two players' chances of meeting the objective first (O1, O2) add up to 1, the next turn
    # is worth something, and needing one candy fewer never lowers the chance.
    chance = race(mine, other, to_move)
    assert 0 < chance < 1
    assert abs(chance + race(other, mine, not to_move) - 1) < 1e-9
    assert race(mine, other, True) > race(mine, other, False)
    if mine > 0:
        assert race(mine - 1, other, to_move) >= chance


def test_a_choice_among_many_actions_costs_at_most_the_budget_of_imagined_futures(monkeypatch):
    # Each action is judged on `samples` imagined refills, unless there are so many actions
    # (a placement after a draw offers up to 35 cells, N1) that they would cost more than
    # `budget` futures: then each gets budget // actions, and every action the same ones.
    g = Game.new(2, seed=4, objective="nine-any")
    actions = g.legal_actions()
    assert len(actions) >= 3
    seen: list[tuple[str, int]] = []
    judged = ExpertBot._imagine

    def counting(game, action, seed, me):
        seen.append((repr(action), seed))
        return judged(game, action, seed, me)

    monkeypatch.setattr(ExpertBot, "_imagine", staticmethod(counting))
    for samples, budget in ((4, 1000), (4, 2 * len(actions)), (4, len(actions) - 1)):
        seen.clear()
        ExpertBot(seed=0, samples=samples, budget=budget).choose(g)
        each = max(1, min(samples, budget // len(actions)))
        assert len(seen) == each * len(actions), (samples, budget)
        by_action = {}
        for action, seed in seen:
            by_action.setdefault(action, []).append(seed)
        assert len(by_action) == len(actions)
        assert all(seeds == by_action[repr(actions[0])] for seeds in by_action.values())


def test_a_game_over_with_no_winner_is_even_whoever_led_the_race_O3():
    # O3: two quiet turns in a row end a 2-player game with no winner. Ana led the race (she
    # needs 1 candy, Ben 5), but nobody won: the end is worth neither a win nor her lead, so
    # the expert does not steer into a quiet end while it leads.
    from sugar_boards import STUCK, position
    state = position(STUCK, kept=[{"mint": 4}, {}], objective={"total": 5})
    going = Game.from_state(state)
    assert position_value(going, 0) > 0 > position_value(going, 1)
    ended = Game.from_state(dict(state, phase="over", quiet=2))
    assert position_value(ended, 0) == position_value(ended, 1) == 0.0


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2 ** 20), st.integers(0, 7), st.integers(0, 8), st.integers(0, 2 ** 20))
def test_a_playout_plays_legal_quick_moves_to_the_end_and_scores_that_end_O2_O3(seed, card, moves, imagined_seed):
    # The expert's imagined game is played out by quick moves, each legal where it is played,
    # on the imagined copy's own refills; its end is a win (O2), a loss, or even with no winner
    # (O3), and the value says which.
    g = played_position(seed, card, moves)
    if g.over:
        return
    me = g.state["current"]
    replay = imagined(g, imagined_seed)
    for _ in range(PLAYOUT_ACTIONS):
        if replay.over:
            break
        action = quick_action(replay)
        assert action in replay.legal_actions()
        replay.apply(action)
    trial = imagined(g, imagined_seed)
    value = playout(trial, me)
    assert trial.to_state() == replay.to_state()
    if trial.over:
        winner = trial.state["winner"]
        assert value == (0.0 if winner is None else WIN if winner == me else -WIN)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2 ** 20), st.integers(0, 7), st.integers(0, 8))
def test_a_quick_swap_brings_the_most_a_first_blast_can_off_the_movers_need_O1_B4_B6(seed, card, moves):
    # The quick move of a playout judges a swap by its first blast, on the board before any
    # refill: what it keeps (B4-B6) off the mover's need (O1), then how many candies. No
    # other swap's first blast does better.
    g = played_position(seed, card, moves)
    if g.over or g.phase != "swap" or not geometry.blasting_swaps(g.state["board"]):
        return
    state = g.state
    kept, objective = state["players"][state["current"]]["kept"], state["objective"]
    action = quick_action(g)
    board = [list(row) for row in state["board"]]
    (ra, ca), (rb, cb) = action["a"], action["b"]
    board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]

    def brought(keeps):
        after = {k: kept.get(k, 0) + keeps.get(k, 0) for k in TYPES}
        return need(kept, objective) - need(after, objective), sum(keeps.values())

    best = max(brought(blast_keeps(board, option, keep)) for option in geometry.options(board)
               for keep in geometry.keep_choices(board, option) or [None])
    assert best == threat(state["board"], kept, objective)
