"""Exercises where the learner makes the move: goals judged by the engine (``goals``), the
do-the-move exercise (``lessons.Do``) and the guided turn (``lessons.GuidedTurn``).

The right answers are checked against a brute force written here, from ``outcomes.outcome``
over the legal actions, independent of ``goals.py``'s own scoring."""

from __future__ import annotations

import functools
import json
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget.games.potion import goals, scenarios
from potion_widget.lessons.goals import GOAL_TEXTS
from potion_widget.games.sugar import goals as sugar_goals
from potion_widget.games.potion.exercises import Do, GuidedTurn
from potion_widget.games.potion.picture import action_marks
from potion_widget.games.potion.puzzle_goal import solves
from potion_widget.games.potion.puzzles import load_puzzles
from potion_widget.i18n.messages import catalog
from potion_widget.games.potion.words import describe_action
from potion_widget.games.potion.outcomes import outcome
from exercise_checks import assert_refused_and_unchanged

TILE_ID = re.compile(r"\b(wisdom|magnetic|abyssal|balm|love|joy|sands|lava)-\d\b")


# ----- an independent brute force ---------------------------------------------------------------
def _every_move(game, types):
    """Every legal move of ``types``, drinks and ends of turn with each legal choice."""
    moves = []
    for action in game.legal_actions():
        if action["type"] not in types:
            continue
        if action["type"] == "drink":
            moves += [{**action, "choice": c} for c in game.legal_choices(action)]
        elif action["type"] == "end_turn":
            moves += [{"type": "end_turn", **c} for c in game.legal_choices(action)]
        else:
            moves.append(dict(action))
    return moves


def _holes(game, seat):
    holes = Counter()
    for burner in game.state["players"][seat]["burners"]:
        if burner:
            recipe = game.tile(burner["tile"]).recipe
            holes.update(recipe[h] for h, m in enumerate(burner["filled"]) if m is None)
    return holes


def _fit(marbles, holes):
    return sum(min(n, holes[c]) for c, n in Counter(marbles).items())


def _after(game, action):
    trial = game.clone()
    trial.apply(action)
    return trial


def _brute(game, name):
    """The right moves of goal ``name`` by brute force: (score per move, best or test)."""
    seat = game.current
    if name in ("most_marbles", "explodes", "chain", "no_explosion"):
        moves = _every_move(game, {"pick"})
        results = [outcome(game, m) for m in moves]
        if name == "most_marbles":
            return moves, [r["takes"] for r in results], True
        need = {"explodes": lambda s: s >= 1, "chain": lambda s: s >= 2,
                "no_explosion": lambda s: s == 0}[name]
        return moves, [need(r["steps"]) for r in results], False
    if name == "completes":
        moves = _every_move(game, {"place", "pick", "drink"})
        return moves, [outcome(game, m)["completed"] > 0 for m in moves], False
    if name == "empties_track(0)":
        moves = _every_move(game, {"pick", "help", "drink"})
        return moves, [_after(game, m).state["dispenser"][0] == [] for m in moves], False
    if name == "fills_most":
        moves = _every_move(game, {"pick"})
        holes = _holes(game, seat)
        had = _fit(game.player["hand"], holes)
        return moves, [_fit(outcome(game, m)["hand"], holes) - had for m in moves], True
    if name == "keeps_best":
        moves = _every_move(game, {"end_turn"})
        scores = []
        for m in moves:
            after = _after(game, m)
            scores.append(_fit(outcome(game, m)["pool"], _holes(after, seat)))
        return moves, scores, True
    raise AssertionError(name)


def _keys(actions):
    return sorted(json.dumps(a, sort_keys=True) for a in actions)


CASES = [
    ("chains", "most_marbles"), ("chains", "chain"), ("chains", "explodes"),
    ("touching", "most_marbles"), ("touching", "no_explosion"), ("collisions", "explodes"),
    ("ingredients", "fills_most"), ("ingredients", "empties_track(0)"),
    ("potion-wisdom", "fills_most"), ("skills", "empties_track(0)"),
    ("potion-joy", "completes"), ("end-of-turn", "keeps_best"), ("potion-lava", "most_marbles"),
]


@pytest.mark.parametrize("scenario,name", CASES)
def test_the_right_answers_are_the_engines_own(scenario, name):
    game = scenarios.load(scenario)
    moves, scores, best = _brute(game, name)
    top = max(scores)
    expected = [m for m, s in zip(moves, scores, strict=True) if (s == top if best else s)]
    assert expected and len(expected) < len(moves), "a case that could fail either way"
    assert _keys(goals.right_answers(game, goals.resolve(name))) == _keys(expected)
    assert game.to_state() == scenarios.load(scenario).to_state()      # judged on clones


def test_the_ingredients_pick_that_fills_most_is_the_yellow_with_two_blacks():
    # Ana's potions miss a yellow and a black; the yellow at track 0 sets off two blacks (D7)
    game = scenarios.load("ingredients")
    assert goals.right_answers(game, goals.resolve("fills_most")) == \
        [{"type": "pick", "track": 0, "pos": 1}]


def test_keeping_the_marbles_that_fit_the_drawn_potions():
    exercise = Do("end-of-turn", "keeps_best")
    assert exercise.widget.show == "desk"          # the goal needs the desk to be seen
    top = max(goals.judge(exercise._start_game, a, exercise.goal).score
              for a in _every_move(exercise._start_game, {"end_turn"}))
    assert all(goals.judge(exercise._start_game, a, exercise.goal).score == top
               for a in exercise.right_answers)


def test_goals_by_name_and_their_sentences():
    assert goals.resolve("empties_track(3)").params == {"track": 3}
    assert goals.resolve("drinks(wisdom)").ask == "Drink your Potion of Wisdom."
    assert goals.resolve("takes_at_least(3)").ask.endswith("at least 3 marbles.")
    with pytest.raises(ValueError):
        goals.resolve("win_the_game")
    with pytest.raises(ValueError):
        goals.resolve("empties_track(7)")
    english = catalog("en")
    said = {key.split(".")[1] for key in english if key.startswith("goal.") and
            not key.startswith("goal.count.")}
    # Sugar Blast's goals (sugar_goals) share the catalog's goal sentences, and so does a
    # puzzle's goal (games/potion/puzzle_goal.py), which is made from a puzzle, not by name
    puzzle = load_puzzles()["puzzles"][0]
    every = set(goals.GOALS) | set(sugar_goals.GOALS) | {solves(puzzle).name}
    assert said == every
    assert all(f"goal.{name}.{text}" in english for name in every for text in GOAL_TEXTS)
    assert [goals.count(n, "marble") for n in (0, 1, 2)] == \
        ["no marbles", "1 marble", "2 marbles"]


# ----- the do-the-move exercise ------------------------------------------------------------------
def _plain(text):
    assert not set("{}[]") & set(text), text
    assert not TILE_ID.search(text), text


def test_a_right_move_solves_the_exercise():
    exercise = Do("chains", "most_marbles")
    assert exercise.right_answers == [{"type": "pick", "track": 0, "pos": 2}]
    assert exercise.feedback == "" and not exercise.solved
    assert exercise.play({"type": "pick", "track": 0, "pos": 2}) is True
    assert exercise.solved and exercise.feedback.startswith("Right!")
    assert "7 marbles" in exercise.feedback
    assert exercise.attempts[-1]["verdict"] == "right"
    assert len(exercise.widget.game.player["hand"]) == 7       # the board played it
    _plain(exercise.feedback)


@pytest.mark.parametrize("scenario,goal,wrong", [
    ("chains", "most_marbles", {"type": "pick", "track": 4, "pos": 0}),
    ("collisions", "explodes", {"type": "pick", "track": 0, "pos": 0}),
    ("ingredients", "fills_most", {"type": "pick", "track": 3, "pos": 1}),
    ("end-of-turn", "keeps_best", {"type": "end_turn", "keep": ["blue", "red"],
                                   "draw": [4]}),
    ("potion-joy", "completes", {"type": "pick", "track": 0, "pos": 0}),
    ("ingredients", "empties_track(0)", {"type": "pick", "track": 3, "pos": 1}),
])
def test_a_wrong_move_is_answered_with_what_a_better_one_achieves(scenario, goal, wrong):
    exercise = Do(scenario, goal)
    start = exercise._start_game
    assert exercise.play(wrong) is False
    text = exercise.feedback
    assert text.startswith("Not this one: ") and "A better move " in text
    _plain(text)
    did = text.split("your move ")[1].split(". A better move ")[0]
    does = text.split(". A better move ")[1].split(". Press")[0]
    assert did.split(" ", 1)[1] != does.split(" ", 1)[1]     # the results differ, verbs aside
    # it says what a right move achieves, as the engine judged it, and never which move it is
    best = exercise.solution.right[0]
    assert does == exercise.goal.text("does", **best.facts)
    assert not any(describe_action(a, start) in text for a in exercise.right_answers)
    assert not exercise.solved and exercise.attempts[-1]["verdict"] == "wrong"
    assert exercise.widget.game.to_state() != exercise._start      # the board keeps it
    assert exercise.widget.marks == []                              # no mark of the start left
    assert exercise.check(wrong) == (False, text)
    # the right move is named only when asked for
    assert describe_action(exercise.solution.right[0].action, start) in exercise.reveal()


def test_reset_restores_the_exact_start_and_forgets_the_attempts():
    exercise = Do("little-help", "most_marbles", before=[{"type": "help", "track": 0, "pos": 2}])
    start = exercise.widget.game.to_state()
    assert exercise.widget.game.player["helps"] == 1               # before was played
    epoch = exercise.widget.log_epoch
    exercise.play({"type": "pick", "track": 4, "pos": 0})
    exercise.play({"type": "pick", "track": 3, "pos": 0})          # no more usual picks: T1
    assert exercise.attempts and exercise.widget.game.to_state() != start
    exercise.reset()
    assert exercise.widget.game.to_state() == start
    assert exercise.attempts == [] and not exercise.solved and exercise.feedback == ""
    assert exercise.widget.log_epoch > epoch                       # the log was emptied


def test_reset_works_while_the_learner_looks_back_on_the_strip():
    exercise = Do("little-help", "most_marbles")
    start = exercise.widget.game.to_state()
    exercise.play({"type": "pick", "track": 4, "pos": 0})
    exercise.widget.look_at(0)
    exercise.reset()
    assert exercise.widget.looking is None and exercise.widget.game.to_state() == start


def test_a_refused_move_changes_nothing_and_says_why():
    exercise = Do("chains", "most_marbles")
    exercise.play({"type": "pick", "track": 4, "pos": 0})
    state, attempts = exercise.widget.game.to_state(), list(exercise.attempts)
    assert exercise.play({"type": "help", "track": 1, "pos": 8}) is False     # the ninth
    assert exercise.feedback.startswith("The game refused that move: ")
    assert "(D2)" in exercise.feedback
    assert exercise.widget.game.to_state() == state and exercise.attempts == attempts


@functools.cache
def _refusal_exercise():
    """One exercise for every refused move: a refusal leaves it at its start."""
    return Do("chains", "chain")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(["pick", "help", "place", "to_pool", "from_pool", "drink",
                             "end_turn"]),
       track=st.integers(-1, 6), pos=st.integers(-1, 12),
       color=st.sampled_from(["red", "blue", "black", "yellow", "green"]))
def test_any_refused_move_changes_nothing(kind, track, pos, color):
    exercise = _refusal_exercise()
    action = {"pick": {"type": "pick", "track": track, "pos": pos},
              "help": {"type": "help", "track": track, "pos": pos},
              "place": {"type": "place", "color": color, "burner": track, "hole": pos},
              "to_pool": {"type": "to_pool", "color": color},
              "from_pool": {"type": "from_pool", "color": color},
              "drink": {"type": "drink", "potion": "wisdom-1", "choice": {}},
              "end_turn": {"type": "end_turn", "keep": [color], "draw": [track]}}[kind]
    if action in exercise.widget.legal:
        return                                   # legal moves are judged elsewhere
    assert_refused_and_unchanged(exercise, action)


def test_a_move_of_another_type_is_taken_back():
    exercise = Do("ingredients", "fills_most")
    assert exercise.play({"type": "help", "track": 1, "pos": 0}) is False
    assert exercise.widget.game.to_state() == exercise._start
    assert "asks for a usual pick" in exercise.feedback and "taken back" in exercise.feedback
    assert exercise.attempts[-1]["verdict"] == "other"
    assert exercise.play({"type": "pick", "track": 0, "pos": 1}) is True


class _Board:
    """Clicks as the front end sends them (tests/board/widget_harness.py does the same)."""

    def __init__(self, widget):
        self.widget, self.replies, self.next_id = widget, [], 0
        widget._send = lambda msg, buffers=None: self.replies.append(msg.get("content"))

    def act(self, action):
        self.next_id += 1
        self.widget._handle_message(self.widget, {"kind": "action", "id": self.next_id,
                                                  "state_id": self.widget.state_id,
                                                  "action": action}, [])
        return self.replies[-1]


def test_moves_clicked_in_the_board_are_judged_the_same_way():
    exercise = Do("collisions", "explodes")
    harness = _Board(exercise.widget)
    reply = harness.act({"type": "pick", "track": 0, "pos": 0})
    assert reply["ok"] and exercise.attempts[-1]["verdict"] == "wrong"
    # a second move from the changed position is not judged: the exercise asks for a reset
    assert harness.act({"type": "help", "track": 1, "pos": 0})["ok"]
    assert len(exercise.attempts) == 1 and "Reset the board" in exercise.feedback
    exercise.reset()
    assert not harness.act({"type": "pick", "track": 2, "pos": 8})["ok"]
    assert exercise.feedback.startswith("The game refused that move: ")
    assert exercise.widget.game.to_state() == exercise._start
    assert harness.act({"type": "pick", "track": 1, "pos": 2})["ok"] and exercise.solved


def test_no_answer_shows_before_the_learner_asks_for_one():
    exercise = Do("chains", "chain", marks=[{"track": 0, "pos": 5, "label": "look here"}])
    bundle = exercise._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == exercise.prompt
    assert exercise.widget.marks == [{"track": 0, "pos": 5, "label": "look here"}]
    exercise.play({"type": "pick", "track": 4, "pos": 0})
    text = exercise.reveal()
    answer = exercise.right_answers[0]
    assert text == f"A right answer: {describe_action(answer, exercise._start_game)}."
    assert exercise.widget.game.to_state() == exercise._start       # back to where it applies
    assert exercise.widget.marks == [{"track": 0, "pos": 5, "label": "look here"},
                                     *action_marks(answer, exercise._start_game,
                                                   "a right answer")]
    assert exercise._answer.value == text
    exercise.reset()
    assert exercise.widget.marks == [{"track": 0, "pos": 5, "label": "look here"}]


def test_a_goal_without_a_right_answer_is_refused_at_once():
    with pytest.raises(ValueError, match="no right answer"):
        Do("collisions", "chain")


# ----- the guided turn ---------------------------------------------------------------------------
FIRST_TURN = [
    {"say": "Take the yellow marble at track 0, position 1.",
     "expect": {"type": "pick", "track": 0, "pos": 1}, "marks": [{"track": 0, "pos": 1}]},
    {"say": "Put the yellow marble on your Potion of Wisdom.",
     "expect": {"type": "place", "color": "yellow"},
     "marks": [{"player": 0, "burner": 0, "hole": 3}]},
    {"say": "Complete another potion.", "expect": "completes"},
    {"say": "End your turn.", "expect": {"type": "end_turn"}},
]


def test_a_guided_turn_played_to_its_end_gives_the_score_from_the_engine():
    guided = GuidedTurn("ingredients", FIRST_TURN)
    assert guided.feedback == FIRST_TURN[0]["say"]
    assert guided.widget.marks == [{"track": 0, "pos": 1}]
    start = guided.widget.game.to_state()
    # a wrong move is taken back with a friendly word
    assert guided.play({"type": "pick", "track": 3, "pos": 1}) is False
    assert guided.widget.game.to_state() == start and guided.step == 0
    assert guided.feedback.startswith("Not quite: you tried to take the")
    assert guided.feedback.endswith(FIRST_TURN[0]["say"])
    _plain(guided.feedback)
    assert guided.play({"type": "pick", "track": 0, "pos": 1}) is True
    assert guided.step == 1 and guided.widget.marks == FIRST_TURN[1]["marks"]
    assert guided.feedback == "Well done. " + FIRST_TURN[1]["say"]
    assert guided.play({"type": "place", "color": "yellow", "burner": 0, "hole": 3})
    # the goal step is judged by the engine: the black completes the Magnetical Attraction
    assert guided.play({"type": "to_pool", "color": "black"}) is False     # refused: I3
    assert guided.feedback.startswith("The game refused that move: ")
    assert guided.feedback.endswith(FIRST_TURN[2]["say"]) and guided.step == 2
    here = guided.widget.game.to_state()
    assert guided.play({"type": "from_pool", "color": "yellow"}) is False  # legal, no potion
    assert guided.widget.game.to_state() == here and "back as it was" in guided.feedback
    bundle = guided._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"] == guided.feedback
    assert guided.play({"type": "place", "color": "black", "burner": 1, "hole": 3})
    choice = guided.widget.game.legal_choices({"type": "end_turn"})[0]
    assert guided.play({"type": "end_turn", **choice}) and guided.done
    game = guided.widget.game
    assert game.current == 1
    points = game.scores()[0] - scenarios.load("ingredients").scores()[0]
    assert points == 9
    assert guided.feedback == (
        f"Your turn is over: you scored {points} points for Potion of Wisdom (5 points) and "
        f"Potion of Magnetical Attraction (4 points). Your score is now {game.scores()[0]}.")
    _plain(guided.feedback)
    guided.reset()
    assert guided.widget.game.to_state() == start and guided.step == 0


def test_a_guided_turn_stopped_before_the_end_of_the_turn_says_so():
    guided = GuidedTurn("chains", [{"say": "Start a chain.", "expect": "chain"}])
    assert guided.play({"type": "pick", "track": 0, "pos": 0}) is False
    assert guided.play({"type": "pick", "track": 0, "pos": 2}) is True
    assert guided.feedback == ("All the steps are done: you scored no points this turn. "
                               "Your score is now 0.")
