"""The seeded simple players: legal, deterministic, and the greedy one keeps the most now."""

from sugar_boards import STUCK, edited, game

from potion_widget.games.sugar.engine import Game
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
    text = edited(STUCK, {(0, c): "g" for c in range(4)} | {(5, 0): "l", (5, 1): "l", (5, 2): "l"})
    g = game(text, phase="blast")
    choice = GreedyBot(0).choose(g)
    trial = g.clone()
    trial.apply(choice)
    best = 0
    for action in g.legal_actions():
        other = g.clone()
        other.apply(action)
        best = max(best, kept_total(other, 0))
    assert kept_total(trial, 0) == best and "line" in choice
