"""The teaching helpers: the predict-then-reveal exercise and the computer player."""

from __future__ import annotations


from potion_widget import Game
from potion_widget.games.potion import scenarios
from potion_widget.games.potion.bots import BotSeat, GreedyBot, play_game
from potion_widget.games.potion.exercises import Predict
from potion_widget.lessons.exercises import answer_label, answer_options
from potion_widget.games.potion.words import story
from potion_widget.games.potion.words import describe_action


def test_a_right_prediction_is_confirmed_by_the_engine():
    exercise = Predict("touching", "middle-of-three")
    assert exercise.correct is None and "Choose your answer" in exercise.feedback
    assert exercise.answer(3) is True
    assert exercise.truth == 3
    assert exercise.widget.game.player["hand"] == ["red", "red", "red"]   # the widget played it
    assert exercise.feedback.split("\n")[:2] == ["Right! The answer is 3.", "What happened:"]


def test_the_verdict_tells_the_story_itself_and_the_text_fallback_once():
    """Issue 21: "The log under the board tells why" pointed at a log that did not always say
    it. The verdict gives its reason itself: the events the board's log tells, in order."""
    exercise = Predict("touching", "middle-of-three")
    exercise.answer(1)
    told = [e["say"] for e in exercise.widget.events]       # the board's log tells each event
    assert any("explode" in line for line in told)
    assert all(line in exercise.feedback for line in told)
    assert "log" not in exercise.feedback
    # a viewer that cannot run the widget has no log: the text fallback tells the story once
    data = exercise._repr_mimebundle_()
    data = data[0] if isinstance(data, tuple) else data
    assert data["text/plain"].count(told[0]) == 1 and "1. " in data["text/plain"]


def test_a_wrong_prediction_is_corrected_and_can_be_tried_again():
    exercise = Predict("touching", "touching-stay")
    assert exercise.answer(4) is False
    assert "the answer is 1" in exercise.feedback
    start = scenarios.load("touching").to_state()
    epoch = exercise.widget.log_epoch
    exercise.reset()
    assert exercise.widget.game.to_state() == start
    assert exercise.widget.log_epoch == epoch + 1                  # the log is emptied too
    assert exercise.truth is None and "Choose your answer" in exercise.feedback
    assert exercise.answer(1) is True


def test_an_illegal_move_shows_the_refusal_and_its_rule():
    exercise = Predict("chains", "ninth-marble")
    assert exercise.options == [True, False]
    assert [exercise._show_value(v) for v in exercise.options] == \
        ["Yes, it's allowed", "No, it's refused"]
    assert exercise.answer(False) is True
    assert exercise.feedback.startswith("Right!\nThe game refuses this move:")
    assert "refuses" in exercise.feedback and "(D2)" in exercise.feedback
    assert exercise.widget.error["rule"] == "D2"


def test_answers_are_in_the_words_the_lessons_teach():
    names = ["Ana", "Ben"]
    assert [answer_label("phase", p, names) for p in ("play", "tiebreak", "over")] == \
        ["still playing", "tie-break", "game over"]
    assert answer_label("current", 1, names) == "Ben"
    assert answer_label("winners", [0, 1], names) == "Ana and Ben"
    assert answer_label("takes", 4, names) == "4"
    for name in scenarios.names():
        players = [p["name"] for p in scenarios.info(name)["state"]["players"]]
        for claim in scenarios.claims(name):
            if "ask" in claim:
                labels = [answer_label(claim["ask"], v, players)
                          for v in answer_options(claim, len(players))]
                assert all(label and "(s)" not in label and label not in
                           ("play", "tiebreak", "over", "True", "False") for label in labels)


def test_before_actions_are_played_on_the_widget_first():
    exercise = Predict("little-help", "help-first")
    assert exercise.widget.game.player["helps"] == 1
    assert exercise.answer(5) is True


def test_player_questions_offer_the_players():
    exercise = Predict("new-game", "draft-first")
    assert exercise.options == [0, 1]
    assert exercise._show_value(1) == "Ben"
    assert exercise.answer(1)


def test_the_exercise_displays_as_a_widget_with_a_text_fallback():
    exercise = Predict("collisions", "same-colours")
    bundle = exercise._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data
    move = describe_action(exercise.action, scenarios.load("collisions"))
    assert exercise.move == move and f"The move: {move}." in data["text/plain"]
    assert "{" not in data["text/plain"]
    assert "4" not in data["text/plain"].replace(move, "")     # no answer before answering


def test_story_numbers_the_events_and_cites_their_rules():
    game = scenarios.load("collisions")
    events = game.apply({"type": "pick", "track": 1, "pos": 2})
    told = story(events, game, actor=0)
    assert told.splitlines()[0].startswith("1. ") and "(D7)" in told


def _bot_game(seed):
    return play_game(Game.new(["Ana", "Ben"], seed=seed, remove="beginner"),
                     [GreedyBot(seed=1), GreedyBot(seed=2)])


def test_bots_finish_a_game_legally_and_replay_exactly():
    first, second = _bot_game(3), _bot_game(3)
    assert first.phase == "over" and first.winners()
    assert first.to_state() == second.to_state()


def test_the_bot_places_what_fits_and_picks_well():
    game = scenarios.load("chains")
    action = GreedyBot().choose(game)
    assert action == {"type": "pick", "track": 0, "pos": 2}   # the longest chain


def test_a_bot_seat_answers_the_person_on_the_widget():
    from potion_widget import PotionWidget
    widget = PotionWidget(players=["You", "Bot"], seed=2, remove="beginner")
    BotSeat(widget, seat=1, bot=GreedyBot(seed=4))
    me = GreedyBot(seed=9)
    while widget.game.phase != "over" and widget.game.state["turn"]["number"] < 6:
        assert widget.game.current == 0          # the bot has always answered already
        me.play_turn(widget)
    assert widget.game.state["turn"]["number"] >= 6


def test_every_question_offers_the_true_answer_among_its_buttons():
    for name in scenarios.names():
        players = len(scenarios.info(name)["state"]["players"])
        for claim in scenarios.claims(name):
            if "ask" in claim:
                assert claim[claim["ask"]] in answer_options(claim, players), (name, claim["id"])


def test_moves_clicked_in_the_board_before_answering_are_taken_back():
    exercise = Predict("collisions", "same-colours")
    exercise.widget.play({"type": "pick", "track": 0, "pos": 0})
    assert exercise.answer(4) is True
    assert exercise.widget.game.player["hand"].count("red") == 3
