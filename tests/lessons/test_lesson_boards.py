"""What an exercise's board says and offers, checked on the lessons' own exercises (issue 21):
"you" is the learner's seat, nobody is said to act where nobody will, Undo never rewinds the
set-up, and no verdict stays on screen once the move it judged is gone.
"""

from __future__ import annotations

import pytest

from potion_widget.lessons import goals
from potion_widget.games.potion.exercises import Do, GuidedTurn, Predict

from test_lesson_exercises import shown_values

POTION_LESSONS = [f"0{n}_{name}" for n, name in enumerate(
    ["the_game", "explosions", "little_help", "ingredients", "potions_take", "potions_play",
     "end_of_turn", "full_game"])]


@pytest.fixture(scope="module")
def exercises():
    """Every exercise of lessons 00-07 in English, by lesson."""
    return {name: [v for v in shown_values(name) if isinstance(v, (Do, Predict, GuidedTurn))]
            for name in POTION_LESSONS}


def test_the_learner_is_ana_on_every_exercise_board(exercises):
    """The lessons say "in every exercise you play Ana": every board's "you" is Ana's seat,
    a prediction's too, whoever makes the move asked about."""
    count = 0
    for name, found in exercises.items():
        for exercise in found:
            game = exercise.widget.game
            assert exercise.widget.you == [0], (name, exercise)
            assert game.state["players"][0]["name"] == "Ana", (name, exercise)
            if not isinstance(exercise, Predict):
                assert game.current == 0, (name, exercise)     # and Ana is to move
            count += 1
    assert count > 50


@pytest.mark.parametrize("scenario, claim, other", [
    ("tie-break", "tiebreak-ben", "Ben"),     # 06: Ben's tie-break pick (F3)
    ("new-game", "draft-second", "Ben"),      # 07: Ben's draft
])
def test_a_prediction_tells_anothers_move_by_name(scenario, claim, other):
    exercise = Predict(scenario, claim)
    assert exercise.widget.you == [0]
    exercise.answer(exercise.options[0])
    told = [e["say"] for e in exercise.widget.events]
    assert told and not any(line.startswith("You ") for line in told), told
    assert any(other in line for line in told), told
    assert exercise.widget.acting == []       # nobody plays on a prediction's board


def test_a_do_board_is_acted_on_by_the_learner_until_it_is_solved():
    exercise = Do("chains", "chain")
    assert exercise.widget.acting == [0]
    right = exercise.right_answers[0]
    wrong = next(a for a in goals.candidates(exercise.widget.game, exercise.goal.types)
                 if a not in exercise.right_answers)
    exercise.play(wrong)
    assert exercise.widget.acting == [0]      # still the learner's to try again
    exercise.reset()
    exercise.play(right)
    assert exercise.solved and exercise.widget.acting == []
    exercise.reset()
    assert exercise.widget.acting == [0]


def test_undo_never_rewinds_an_exercises_set_up():
    """07's Do starts after the four draft moves: the board's Undo is not offered there, and a
    reset comes back to after them (issue 21: Undo went back to the draft)."""
    exercise = Do("new-game", "fills_most",
                  before=[{"type": "draft", "tile": "love-1"}, {"type": "draft", "tile": "joy-2"},
                          {"type": "draft", "tile": "joy-1"}, {"type": "draft", "tile": "magnetic-1"}])
    start = exercise.widget.game.to_state()
    assert exercise.widget.can_undo is False
    exercise.play(exercise.right_answers[0])
    assert exercise.widget.can_undo is True
    exercise.reset()
    assert exercise.widget.game.to_state() == start and exercise.widget.can_undo is False
    assert exercise.widget.game.phase == "play"


def test_show_a_right_answer_clears_the_verdict_of_the_move_it_took_back():
    """00: a red "Not this one" stayed beside a board "Show a right answer" had reset."""
    exercise = Do("l0-practice", "most_marbles", show="desk")
    wrong = next(a for a in goals.candidates(exercise.widget.game, exercise.goal.types)
                 if a not in exercise.right_answers)
    exercise._build()
    exercise.play(wrong)
    assert exercise.feedback and "Not this one" in exercise._out.value
    exercise.reveal()
    assert exercise.feedback == "" and "Not this one" not in exercise._out.value
    assert exercise._answer.value.startswith("A right answer")


def test_the_boards_undo_clears_the_verdict_of_the_move_it_took_back():
    exercise = Do("l0-practice", "most_marbles", show="desk")
    exercise._build()
    exercise.play(next(a for a in goals.candidates(exercise.widget.game, exercise.goal.types)
                       if a not in exercise.right_answers))
    assert "Not this one" in exercise._out.value
    exercise.widget.undo()              # as the board's Undo button does
    assert exercise.feedback == "" and "Not this one" not in exercise._out.value


def test_undo_in_a_guided_turn_goes_back_to_the_step_it_undid():
    steps = [{"say": "Take the red.", "expect": {"type": "pick", "track": 2, "pos": 3}},
             {"say": "Place a yellow.", "expect": {"type": "place", "color": "yellow"}}]
    turn = GuidedTurn("l0-first-turn", steps, show="game")
    turn.play({"type": "pick", "track": 2, "pos": 3})
    assert turn.step == 1
    turn.widget.undo()
    assert turn.step == 0 and turn.feedback == "Take the red."
    assert turn.play({"type": "pick", "track": 2, "pos": 3}) and turn.step == 1


def test_every_predictions_verdict_gives_its_reason_from_what_happened(exercises):
    """Issue 21: "The log under the board tells why" showed where the log said nothing about
    it (06 sixth potion, 01 ninth marble, 05 second Joy). Each verdict now says its reason
    itself: the refusal's words, or the move told step by step, equal to the board's log."""
    checked = 0
    for name, found in exercises.items():
        for exercise in (e for e in found if isinstance(e, Predict)):
            for guess in exercise.options:
                exercise.answer(guess)
                lines = exercise.feedback.split("\n")
                assert "log" not in exercise.feedback.lower(), (name, exercise.feedback)
                assert len(lines) >= 2, (name, exercise.feedback)    # a verdict and its reason
                if not exercise.result["legal"]:
                    assert exercise.result["message"] in exercise.feedback
                else:
                    told = [e["say"] for e in exercise.widget.events]
                    assert told and all(line in exercise.feedback for line in told), name
                checked += 1
                exercise.reset()
    assert checked > 100


@pytest.mark.parametrize("language", ["en", "es", "fr", "nl", "ja"])
def test_an_allowed_or_refused_answer_is_said_as_a_sentence(language):
    """"the answer is No, it's refused" read badly: a yes-or-no question's verdict is the
    refusal or the permission itself, never the button's label inside another sentence."""
    from potion_widget.i18n.messages import catalog
    words = catalog(language)
    refused = Predict("chains", "ninth-marble", language=language)
    refused.answer(True)
    assert refused.feedback.split("\n")[0] == words["lesson.wrong_plain"]
    assert words["lesson.legal.no"] not in refused.feedback
    allowed = Predict("empty-dispenser", "no-pick-needed", language=language)
    assert allowed.answer(True)
    assert allowed.feedback.split("\n")[:2] == [words["lesson.right_plain"],
                                                words["lesson.allowed_answer"]]
    assert words["lesson.legal.yes"] not in allowed.feedback


def test_no_prediction_is_answered_by_the_exercise_before_it(exercises):
    """A prediction on the position of the exercise just before it, where the learner could
    already make the move asked about (and the board told its outcome), gives its answer away
    (issue 21; lesson 04's Abyssal Draft asked whether it takes both reds right after a board
    where the learner drank it, its refusal told)."""
    checked = 0
    for name, found in exercises.items():
        for before, predict in zip(found, found[1:], strict=False):
            if not isinstance(predict, Predict) or before._start != predict._start:
                continue
            # the board before could play the move asked about, unless it is a prediction
            # of another move (its board plays only its own)
            assert isinstance(before, Predict), f"{name}: {predict!r} repeats {before!r}"
            assert before.action != predict.action, (name, predict)
            checked += 1
    assert checked >= 1       # lesson 01 asks two questions on one position, each its own move


@pytest.mark.parametrize("language", ["en", "es", "fr", "nl", "ja"])
def test_a_phase_answer_is_said_as_a_sentence(language):
    """"the answer is still playing" read badly: a question on the game's phase is answered
    by a sentence about the phase the engine reached, in every language."""
    from potion_widget.lessons.exercises import PHASES
    from potion_widget.i18n.messages import catalog
    words = catalog(language)
    assert all(f"lesson.phase_now.{phase}" in words for phase in PHASES)
    exercise = Predict("game-end", "trigger", language=language)
    exercise.answer("over")
    head, sentence = exercise.feedback.split("\n")[:2]
    assert head == words["lesson.wrong_plain" if exercise.truth != "over" else "lesson.right_plain"]
    assert sentence == words[f"lesson.phase_now.{exercise.truth}"]
    assert words[f"lesson.phase.{exercise.truth}"] not in head


def test_a_do_that_asks_for_the_next_move_too_leaves_the_learner_playing(exercises):
    """Lesson 02: "Ask for the help ... Then make that pick." Once the help is right the
    learner still plays the turn's pick (every other exercise board is nobody's once solved)."""
    found = [e for e in exercises["02_little_help"] if isinstance(e, Do) and e.play_on]
    assert len(found) == 2 and all("Then make that pick" in e.prompt for e in found)
    for exercise in found:
        assert exercise.play(exercise.right_answers[0]) is True
        assert exercise.widget.acting == [0]
        pick = exercise.widget.game.pick_previews()[0]
        exercise.widget.play({"type": "pick", "track": pick["track"], "pos": pick["pos"]})
        assert exercise.solved and exercise.widget.acting == [0]
        exercise.reset()
    others = [e for found in exercises.values() for e in found
              if isinstance(e, Do) and not e.play_on]
    assert not any("Then make" in e.prompt for e in others)


def test_undo_back_to_the_start_of_a_solved_exercise_opens_it_again():
    exercise = Do("chains", "chain")
    exercise.play(exercise.right_answers[0])
    assert exercise.solved and exercise.widget.acting == [] and exercise.widget.marks == []
    exercise.widget.undo()
    assert not exercise.solved and exercise.feedback == ""
    assert exercise.widget.acting == [0] and exercise.widget.marks == exercise.marks


def test_no_exercise_board_offers_the_heat_map_or_the_hint(exercises):
    """Issue 21: the Hint named the answer on 01's chain exercise ("Take the yellow marble at
    track 0, position 2..."). An exercise's board offers neither unless the lesson means it
    (lesson 08's heat-map exercise says "The heat map helps", and offers the map alone: the
    Hint beside it would name the pick to find, the audit's answer-visible at 08 cell 15)."""
    boards = [e.widget for found in exercises.values() for e in found]
    assert boards and all(board.explore is False for board in boards)
    meant = [v for v in shown_values("08_explore") if isinstance(v, (Do, Predict, GuidedTurn))]
    assert [(e.widget.explore, e.widget.explore_hint) for e in meant
            if "heat map" in getattr(e, "prompt", "")] == [(True, False)]


def test_an_exercise_takes_the_explorer_as_off_on_or_the_heat_map_alone():
    assert Do("chains", "chain", explore=True).widget.explore_hint is True
    alone = Do("chains", "chain", explore="heatmap").widget
    assert alone.explore is True and alone.explore_hint is False
    with pytest.raises(ValueError, match="explore must be"):
        Do("chains", "chain", explore="hint")


def test_a_guided_step_is_the_boards_hint_and_nothing_once_the_turn_is_done(exercises):
    """Issue 21 (03): the board's hint said "Nothing left to do this turn: press End turn"
    while the step said "Click the black marble in your pool"."""
    turns = [e for found in exercises.values() for e in found if isinstance(e, GuidedTurn)]
    assert len(turns) >= 3
    for turn in turns:
        assert turn.widget.guide == turn.steps[turn.step]["say"]
    steps = [{"say": "Take the red.", "expect": {"type": "pick", "track": 2, "pos": 3}},
             {"say": "Place a yellow.", "expect": {"type": "place", "color": "yellow"}}]
    turn = GuidedTurn("l0-first-turn", steps, show="game")
    turn.play({"type": "pick", "track": 2, "pos": 3})
    assert turn.widget.guide == "Place a yellow."
    turn.widget.undo()
    assert turn.widget.guide == "Take the red."
    turn.play({"type": "pick", "track": 2, "pos": 3})
    place = next(a for a in turn.widget.game.legal_actions()
                 if a["type"] == "place" and a["color"] == "yellow")
    assert turn.play(place) and turn.done and turn.widget.guide == ""


DESK_MOVES = {"drink", "place", "from_pool", "to_pool", "end_turn"}


def test_every_do_board_draws_where_its_right_answer_is_made(exercises):
    """Issue 21 (the lesson audit, 04 cells 7 and 13): "Drink the potion that takes the black
    marble of track 2" was asked on a board drawing the dispenser alone, its goal's own view,
    so the potions to drink were nowhere to click. A board whose right answer is made on a
    desk (a drink, a placement, the pool, the end of the turn) draws the desk."""
    judged = 0
    for found in exercises.values():
        for exercise in found:
            if isinstance(exercise, Do) and {a["type"] for a in exercise.right_answers} & DESK_MOVES:
                judged += 1
                assert exercise.widget.show != "dispenser", (exercise.scenario, exercise.goal.name)
    assert judged >= 2
    drink = Do("l4-empty", "empties_track(2)")
    assert drink.widget.show == "desk" and drink.right_answers[0]["type"] == "drink"
    assert Do("chains", "empties_track(2)").widget.show == "dispenser"   # a pick: the goal's view
