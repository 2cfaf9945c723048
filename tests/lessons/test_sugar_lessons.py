"""Sugar Blast's scenarios, goals and exercises (``sugar_scenarios``, ``sugar_outcomes``,
``sugar_goals``, ``sugar_lessons``).

Every scenario is a valid state (G1 conservation, B9 no line in the swap and replace phases:
``Game.from_state`` checks both) and every claim is what the engine does. The right answers
of each goal are checked against a brute force written here from the engine's own events and
board functions, independent of ``sugar_outcomes`` and ``sugar_goals``' scoring."""

from __future__ import annotations

import doctest
import functools
import json
import pathlib
import re
from itertools import permutations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from potion_widget.games.potion import scenarios
from potion_widget.lessons import goals
from potion_widget.games.sugar import (goals as sugar_goals, exercises as sugar_lessons, outcomes as sugar_outcomes,
                                       reasons as sugar_reasons, scenarios as sugar_scenarios)
from potion_widget.games.sugar.engine import RuleError
from potion_widget.games.sugar.engine import board as geometry
from potion_widget.games.sugar.engine.candies import PER_TYPE, TYPES
from potion_widget.games.sugar.engine.objectives import meets
from potion_widget.i18n.messages import render
from potion_widget.games.sugar.exercises import Do, Predict
from potion_widget.games.sugar.narration import kept_phrase
from exercise_checks import assert_refused_and_unchanged

NAMES = sugar_scenarios.names()
CLAIMS = [(name, c["id"]) for name in NAMES for c in sugar_scenarios.claims(name)]


# ----- the scenarios ------------------------------------------------------------------------------
def test_the_library_is_its_own_and_listed_with_titles():
    assert len(NAMES) >= 10 and not set(NAMES) & set(scenarios.names())
    assert all(name.startswith("sugar-") for name in NAMES)
    for entry in sugar_scenarios.list_scenarios():
        assert entry["title"] and entry["purpose"] and "\n" not in entry["purpose"]


@pytest.mark.parametrize("name", NAMES)
def test_a_scenario_is_a_valid_position_that_round_trips(name):
    """G1, G3: 12 candies of each type across board, bag, kept and drawn; B9: no line in the
    swap and replace phases, an option in the blast phase."""
    data = sugar_scenarios.info(name)
    assert set(data) == {"name", "title", "purpose", "state", "claims"} and data["name"] == name
    state = data["state"]
    game = sugar_scenarios.load(name)
    assert game.to_state() == state
    totals = dict.fromkeys(TYPES, 0)
    for row in state["board"]:
        for kind in row:
            if kind:
                totals[kind] += 1
    for kind, n in state["bag"].items():
        totals[kind] += n
    for player in state["players"]:
        for kind, n in player["kept"].items():
            totals[kind] += n
    if state["drawn"]:
        totals[state["drawn"]] += 1
    assert totals == dict.fromkeys(TYPES, PER_TYPE)
    if state["phase"] in ("swap", "replace"):
        assert not geometry.has_line(state["board"])
    else:
        assert geometry.options(state["board"])
    if state["phase"] == "replace":
        # a draw happens only when no swap can blast (N1): the board before it shows that
        assert not geometry.any_swap_blasts(state["board"])
    assert sugar_scenarios.check(name) == []


@pytest.mark.parametrize("name,claim_id", CLAIMS)
def test_a_claim_is_what_the_engine_does(name, claim_id):
    entry = sugar_scenarios.claim(name, claim_id)
    result = sugar_outcomes.outcome(sugar_scenarios.load(name), entry["action"],
                                    entry.get("before", ()))
    stated = sugar_scenarios.expectations(entry)
    assert stated and set(stated) <= set(sugar_outcomes.MEASURES)
    for key, expected in stated.items():
        assert result[key] == expected, f"{name}/{claim_id}: {key}"
    if "ask" in entry:
        assert entry["ask"] in stated
    if "refused" in entry:
        assert not result["legal"]


def test_the_rules_the_lesson_teaches_are_each_claimed():
    # W1 diagonal, W2 no line, B5 a line of four's whole row, B6 every candy of the type,
    # R1 the tilt decides the chain, N1 the draw only when no swap blasts, O2 the win at once
    assert sugar_scenarios.claim("sugar-first-swap", "diagonal")["refused"] == "W1"
    assert sugar_scenarios.claim("sugar-first-swap", "no-line")["refused"] == "W2"
    assert sugar_scenarios.claim("sugar-draw", "no-swap")["refused"] == "W2"
    assert sugar_scenarios.claim("sugar-line-four", "four")["removed"] == 6
    five = sugar_scenarios.load("sugar-line-five")
    mints = sum(row.count("mint") for row in five.state["board"])
    assert sugar_scenarios.claim("sugar-line-five", "five")["removed"] == mints
    south = sugar_scenarios.claim("sugar-tilt-south", "swap")["blasts"]
    north = sugar_scenarios.claim("sugar-tilt-north", "swap")["blasts"]
    assert south > north
    assert sugar_scenarios.claim("sugar-draw", "draw")["phase"] == "replace"
    assert sugar_scenarios.claim("sugar-objective", "gumdrop-line")["winner"] == 0


def test_a_claim_the_engine_contradicts_is_caught_and_not_saved(tmp_path):
    game = sugar_scenarios.load("sugar-first-swap")
    wrong = dict(sugar_scenarios.claim("sugar-first-swap", "first"), blasts=2)
    assert any("blasts" in p for p in sugar_scenarios.check_claim(game, wrong))
    with pytest.raises(ValueError, match="blasts"):
        sugar_scenarios.save(game, tmp_path / "x.json", name="x", title="X", purpose="p",
                             claims=[wrong])
    assert not (tmp_path / "x.json").exists()
    right = sugar_scenarios.claim("sugar-first-swap", "first")
    path = sugar_scenarios.save(game, tmp_path / "y.json", name="y", title="Y", purpose="p",
                                claims=[right])
    assert sugar_scenarios.load_file(path).to_state() == game.to_state()
    assert json.loads(path.read_text())["claims"] == [right]


def test_a_potion_scenario_is_not_a_sugar_one():
    with pytest.raises(KeyError, match="sugar-first-swap"):
        sugar_scenarios.load("touching")


# ----- an independent brute force -----------------------------------------------------------------
def _after(game, action):
    trial = game.clone()
    return trial, trial.apply(action)


def _kept(events):
    return sum(sum(e["kept"].values()) for e in events if e["type"] == "keep")


def _made(game, action):
    """The kinds of blast the move itself puts on the board, from the board functions."""
    board = [list(row) for row in game.state["board"]]
    if action["type"] == "swap":
        (ra, ca), (rb, cb) = action["a"], action["b"]
        board[ra][ca], board[rb][cb] = board[rb][cb], board[ra][ca]
    else:
        r, c = action["cell"]
        board[r][c] = game.state["drawn"]
    kinds = set()
    for option in geometry.options(board):
        kinds.add("mega" if option["kind"] == "mega" else f"line{len(option['cells'])}")
    return kinds


def _lacking(kept, objective):
    """Candies still to keep, by trying every way to give the groups distinct types."""
    if "total" in objective:
        return max(0, objective["total"] - sum(kept.values()))
    counts = [kept.get(t, 0) for t in TYPES]
    return min(sum(max(0, g - counts[t]) for g, t in zip(objective["groups"], chosen, strict=True))
               for chosen in permutations(range(len(TYPES)), len(objective["groups"])))


def _brute(game, name):
    """(the moves a goal judges, whether each is right) from the engine alone."""
    me = game.state["current"]
    moves = [a for a in game.legal_actions() if a["type"] in {
        "sugar_blasts": {"swap"}, "sugar_makes(line4)": {"swap"}, "sugar_makes(mega)": {"swap"},
        "sugar_chain": {"swap"}, "sugar_keeps_most": {"swap", "blast"},
        "sugar_replace": {"replace"}, "sugar_wins": {"blast"}, "sugar_closest": {"blast"}}[name]]
    results = [_after(game, m) for m in moves]
    if name == "sugar_blasts":
        return moves, [any(e["type"] in ("blast", "choose") for e in ev) for _, ev in results]
    if name.startswith("sugar_makes"):
        kind = name[len("sugar_makes("):-1]
        return moves, [kind in _made(game, m) for m in moves]
    if name == "sugar_chain":
        return moves, [sum(e["type"] == "blast" for e in ev) >= 2
                       or (any(e["type"] == "blast" for e in ev) and g.phase == "blast")
                       for g, ev in results]
    if name == "sugar_replace":
        return moves, [bool(_made(game, m)) for m in moves]
    if name == "sugar_wins":
        return moves, [meets(g.state["players"][me]["kept"], g.state["objective"])
                       for g, _ in results]
    if name == "sugar_keeps_most":
        scores = [_kept(ev) for _, ev in results]
    else:
        scores = [-_lacking(g.state["players"][me]["kept"], g.state["objective"])
                  for g, _ in results]
    return moves, [s == max(scores) for s in scores]


DO = [("sugar-first-swap", "sugar_blasts"), ("sugar-line-four", "sugar_makes(line4)"),
      ("sugar-mega", "sugar_makes(mega)"), ("sugar-tilt-south", "sugar_chain"),
      ("sugar-order", "sugar_keeps_most"), ("sugar-replace", "sugar_replace"),
      ("sugar-keep", "sugar_closest"), ("sugar-objective", "sugar_wins")]
"""The do-the-move exercises of lesson 09."""


@pytest.mark.parametrize("scenario,name", DO)
def test_the_right_answers_are_the_engines_own(scenario, name):
    game = sugar_scenarios.load(scenario)
    moves, right = _brute(game, name)
    expected = [m for m, ok in zip(moves, right, strict=True) if ok]
    assert expected and goals.right_answers(game, sugar_goals.resolve(name)) == expected


def test_the_lessons_exercises_are_the_ones_brute_forced_here():
    text = (pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "09_sugar_blast.md").read_text()
    assert sorted(re.findall(r'Do\("([a-z0-9-]+)", "([a-z0-9_()]+)"', text)) == sorted(DO)


def test_a_goal_by_name_and_its_sentences():
    assert sugar_goals.resolve("sugar_makes(line5)").params["shape"] == "a line of 5"
    with pytest.raises(ValueError):
        sugar_goals.resolve("sugar_makes(line9)")
    with pytest.raises(ValueError):
        sugar_goals.resolve("most_marbles")          # a Potion Explosion goal
    assert sugar_goals.shortfall({"mint": 2, "corn": 1}, {"groups": [2, 2]}) == 1
    assert sugar_goals.shortfall({"mint": 9}, {"total": 9}) == 0
    # each blast the swap made is counted: two lines are not told as one
    # ... and said to stand on the board together, not to be the blasts told one after another
    assert sugar_goals.made_words(["line3", "line3", "mega"]) == \
        "2 lines of 3 and a mega-blast, all on the board at once"
    assert sugar_goals.made_words(["line4"]) == "a line of 4"


# ----- the exercises --------------------------------------------------------------------------------
def test_a_wrong_swap_is_answered_in_words_and_a_right_one_solves():
    exercise = Do("sugar-line-four", "sugar_makes(line4)")
    assert exercise.play({"type": "swap", "a": [1, 2], "b": [1, 3]}) is False
    assert exercise.feedback.startswith("Not this one: your move made a line of 3. "
                                        "A better move makes a line of 4.")
    assert not exercise.solved
    exercise.reset()
    assert exercise.widget.game.to_state() == exercise._start
    assert exercise.play({"type": "swap", "a": [1, 2], "b": [0, 2]}) is True   # either order
    assert exercise.solved and exercise.feedback.startswith("Right!")
    # the reason does not say again what the move made ("a line of 4. That is a line of 4")
    assert exercise.feedback.count("a line of 4") == 1
    text = exercise.reveal()
    assert text == "A right answer: swap the Gumdrop at row 1, column 3 with the Lollipop " \
                   "at row 2, column 3."
    assert [m["cell"] for m in exercise.widget.marks] == [[0, 2], [1, 2]]
    # rings without labels: a label drawn beside a cell covered the candies next to it (the
    # sentence under the board names the move)
    assert [m.get("label") for m in exercise.widget.marks] == [None, None]
    assert exercise.widget.game.to_state() == exercise._start


def test_an_exercise_board_tells_the_learners_move_as_theirs():
    """The learner plays the seat to move (W1): the board's log says "You swap ...", as the
    feedback says "your move", not the seat's name as at a shared screen."""
    exercise = Do("sugar-line-four", "sugar_makes(line4)")
    mover = exercise.widget.state["current"]
    assert exercise.widget.you == [mover]
    exercise.play({"type": "swap", "a": [1, 2], "b": [0, 2]})
    swap = next(e for e in exercise.widget.events if e["type"] == "swap")
    assert swap["say"].startswith("You swap "), swap["say"]
    name = exercise.widget.state["players"][mover]["name"]
    assert name not in swap["say"]


def test_the_mega_blasts_feedback_counts_each_blast_the_swap_made():
    """The swap of the mega-blast puts two lines of 3 and the square's mega-blast on the board
    (B1, B7): the feedback counts them from the engine's options after the swap."""
    exercise = Do("sugar-mega", "sugar_makes(mega)")
    swap = goals.right_answers(exercise._start_game, exercise.goal)[0]
    after = exercise._start_game.clone()
    after.apply(swap)
    kinds = sorted(sugar_outcomes.kind_of(o) for o in geometry.options(after.state["board"]))
    assert kinds == ["line3", "line3", "mega"]
    assert exercise.play(swap) is True
    assert exercise.feedback == ("Right! Your move made 2 lines of 3 and a mega-blast, all on the "
                                 "board at once. Now choose which of the 3 blasts goes next.")


def _taken_here(board, events):
    """The candies each blast event removes, by type, replayed here on the board (an
    independent count: the cells of each blast read on the board as it is then)."""
    grid = [list(row) for row in board]
    taken = {}
    for e in events:
        if e["type"] == "swap":
            (ra, ca), (rb, cb) = e["a"], e["b"]
            grid[ra][ca], grid[rb][cb] = grid[rb][cb], grid[ra][ca]
        elif e["type"] == "blast":
            for r, c in e["cells"]:
                taken[grid[r][c]] = taken.get(grid[r][c], 0) + 1
                grid[r][c] = None
        elif e["type"] == "tilt":
            moved = [(to, grid[fr][fc]) for (fr, fc), to in e["moves"]]
            for (fr, fc), _ in e["moves"]:
                grid[fr][fc] = None
            for (tr, tc), kind in moved:
                grid[tr][tc] = kind
        elif e["type"] == "refill":
            for r, c, kind in e["cells"]:
                grid[r][c] = kind
    return taken


def test_defect_the_praise_said_what_the_line_of_four_took_without_counting_it():
    """Defect: "Right! Your move made a line of 4. Look at what it took off the board: the
    candies of that blast, all of one type." was false (B5: it takes the whole row, 6
    candies, 2 of another type). The praise now counts what the blast took, by type."""
    exercise = Do("sugar-line-four", "sugar_makes(line4)")
    assert exercise.play({"type": "swap", "a": [1, 2], "b": [0, 2]}) is True
    assert exercise.feedback == ("Right! Your move made a line of 4. The blast took 6 candies off "
                                 "the board: 4 Gumdrops and 2 Candy Canes; you kept 1 Gumdrop "
                                 "and 1 Candy Cane (B5).")
    # the rule cited is the one the engine's blast event names: every praise cites its blasts'
    assert "(B5)" in render("lesson.sugar.took.one", {"removed": 6, "candies": "", "kept": "",
                                                      "rules": sugar_outcomes.outcome(
        exercise._start_game, {"type": "swap", "a": [1, 2], "b": [0, 2]})["rules"][0]})
    assert "all of one type" not in exercise.feedback


def test_defect_the_mega_praise_came_before_any_blast_was_chosen():
    """Defect: the mega exercise praised what the blast "took off the board" while its three
    blasts still waited for a choice (B3). Now the praise waits for the move's end and counts
    every blast of it, checked against the events replayed here."""
    exercise = Do("sugar-mega", "sugar_makes(mega)")
    start = exercise.widget.game.to_state()
    swap = goals.right_answers(exercise._start_game, exercise.goal)[0]
    events = list(exercise.widget.play(swap))
    assert "took" not in exercise.feedback and "Now choose" in exercise.feedback
    assert "3 blasts goes next" in exercise.feedback
    mover = start["current"]
    while exercise.widget.state["phase"] == "blast":
        # the choices the feedback asks for are the learner's to make: the board says so
        assert exercise.widget.acting == [mover] and exercise.widget.state["current"] == mover
        option = exercise.widget.options[-1]
        action = next(a for a in exercise.widget.legal
                      if a.get("square", a.get("line")) == option.get("square", option.get("line")))
        events += exercise.widget.play(action)
    blasts = [e for e in events if e["type"] == "blast"]
    taken = _taken_here(start["board"], events)
    assert sum(taken.values()) == sum(len(e["cells"]) for e in blasts)
    told = f"took {sum(taken.values())} candies off the board: {kept_phrase(taken)};"
    assert exercise.feedback.startswith("Right! Your move made 2 lines of 3 and a mega-blast, all on "
                                        "the board at once.")
    assert told in exercise.feedback, exercise.feedback
    # the blasts that took them are named in the order they blasted (the engine's events), so
    # the chain's lines are not read as the lines the swap made
    shapes = {"mega": "a mega-blast", **{f"line{n}": f"a line of {n}" for n in range(3, 7)}}
    order = ", then ".join(shapes[e["option"]["kind"]] for e in blasts)
    assert len(blasts) > 1 and f"One after another, the {len(blasts)} blasts ({order}) took" in exercise.feedback
    assert exercise.widget.acting == []            # the move is over: nobody plays on here


def test_a_swap_while_a_blast_waits_is_refused_under_b3_and_changes_nothing():
    exercise = Do("sugar-keep", "sugar_closest")
    before = exercise.widget.game.to_state()
    assert exercise.play({"type": "swap", "a": [0, 0], "b": [0, 1]}) is False
    assert "(B3)" in exercise.feedback and exercise.widget.game.to_state() == before
    assert exercise.attempts == []


def test_a_prediction_is_judged_by_the_engine():
    exercise = Predict("sugar-tilt-north", "swap")
    assert exercise.options == [0, 1, 2, 3, 4] and exercise.truth is None
    assert exercise.answer(2) is False
    assert exercise.feedback.startswith("Not quite: the answer is 1.\nBen's move made 1 blast: "
                                        "a line of 3 Mints in row 2.")
    assert exercise.answer(1) is True and exercise.correct
    told = exercise._text()
    # the learner plays Ana: Ben's move is told as Ben's, never as "you"
    assert "1. Ben swaps the candies at row 1, column 4 and row 2, column 4. (W1)" in told
    assert exercise.widget.you == [0]
    assert exercise.widget.game.state["current"] == 0          # Ben's turn passed to Ana


@functools.cache
def _refusal_exercise():
    """One exercise for every refused move: a refusal leaves it at its start."""
    return Do("sugar-tilt-south", "sugar_chain")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(["swap", "draw", "replace", "blast"]),
       a=st.tuples(st.integers(-1, 6), st.integers(-1, 6)),
       b=st.tuples(st.integers(-1, 6), st.integers(-1, 6)))
def test_any_refused_move_changes_nothing(kind, a, b):
    """A refused move (W1, W2, N1, B3, G2...) leaves the board, the attempts and the verdict
    as they were, and the feedback names the refusal."""
    exercise = _refusal_exercise()
    action = {"swap": {"type": "swap", "a": list(a), "b": list(b)}, "draw": {"type": "draw"},
              "replace": {"type": "replace", "cell": list(a)},
              "blast": {"type": "blast", "line": [list(a), list(b)]}}[kind]
    try:
        exercise._start_game.clone().apply(action)
    except RuleError:
        pass
    else:
        return                                   # legal moves are judged elsewhere
    assert_refused_and_unchanged(exercise, action)


def test_the_marks_of_a_blast_name_its_cells():
    game = sugar_scenarios.load("sugar-mega")
    game.apply({"type": "swap", "a": [4, 3], "b": [5, 3]})
    square = next(a for a in game.legal_actions() if "square" in a)
    marks = sugar_lessons.KIT.action_marks(square, game, "here")
    assert len(marks) == 5 and [m.get("label") for m in marks] == [None] * 5
    assert sugar_lessons.KIT.action_marks({"type": "draw"}, game) == []


@pytest.mark.parametrize("module", [sugar_outcomes, sugar_scenarios, sugar_goals, sugar_reasons])
def test_docstring_examples(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0



def test_defect_an_exported_sugar_blast_exercise_showed_no_picture_of_its_board():
    """Defect: a Sugar Blast exercise gave exports without a kernel only its text; it now
    carries the board's still picture (row 1 at the bottom, G2), as the board itself does."""
    from potion_widget.games.sugar.picture import board_svg

    for exercise in (Do("sugar-line-four", "sugar_makes(line4)"), Predict("sugar-tilt-north", "swap")):
        bundle = exercise._repr_mimebundle_()
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        assert data["image/svg+xml"] == board_svg(exercise.widget.game)
        assert 'class="candy t-' in data["image/svg+xml"]


def test_defect_a_wrong_prediction_sent_the_learner_to_a_log_that_did_not_say_why():
    """Defect: "Not quite: the answer is 6. The log beside the board tells why." when no line
    of the log said why (nor, for the north tilt, that the chain stopped). The verdict now
    gives its reason itself, computed from the move's events (B5, R1, R3)."""
    four = Predict("sugar-line-four", "four")
    four.answer(3)
    assert four.feedback == ("Not quite: the answer is 6.\nThe blast took 6 candies off the board: "
                             "4 Gumdrops and 2 Candy Canes, and Ana kept 1 Gumdrop and 1 Candy "
                             "Cane (B5).")
    north = Predict("sugar-tilt-north", "swap")
    north.answer(2)
    assert "no line was left on it, so the turn ended (R1, R3)" in north.feedback
    assert north.widget.game.state["phase"] == "swap"        # what the reason says is so


@pytest.mark.parametrize("language", ["en", "es", "fr", "nl", "ja"])
@pytest.mark.parametrize("name,claim_id", [c for c in CLAIMS if "question" in sugar_scenarios.claim(*c)])
def test_every_verdict_says_its_reason_in_words(name, claim_id, language):
    """Every prediction's verdict, right or wrong, carries a reason of its own with the
    engine's numbers in it, in the board's language: no catalog id, no placeholder, and no
    sentence that points at the log instead."""
    claim = sugar_scenarios.claim(name, claim_id)
    exercise = Predict(name, claim_id, language=language)
    wrong = next(o for o in exercise.options if o != claim[claim["ask"]])
    exercise.answer(wrong)
    text = exercise.feedback
    head, *why = text.split("\n")
    assert head in (render("lesson.wrong_answer", {"value": exercise._show_value(exercise.truth)}, language),
                    render("lesson.wrong_plain", {}, language))
    assert why and len(why[0]) > 30, text           # a reason of its own, on the next line
    assert "{" not in text and "lesson." not in text and "sugar." not in text
    log_words = {"en": "log", "es": "registro", "fr": "journal", "nl": "verslag", "ja": "記録"}[language]
    assert log_words not in text
    exercise.answer(claim[claim["ask"]])
    assert exercise.correct and len(exercise.feedback) > 30


def test_an_answer_naming_the_winner_names_the_player():
    """A Sugar Blast question about the winner (O2) offers each player's index and says it
    by the player's name, as a question about the player to move does."""
    from potion_widget.lessons.exercises import answer_label

    claim = {"id": "w", "ask": "winner", "action": {"type": "draw"}}
    assert sugar_lessons.KIT.answer_options(claim, 3) == [0, 1, 2]
    assert [answer_label("winner", i, ["Ana", "Ben", "Cleo"]) for i in range(3)] == ["Ana", "Ben", "Cleo"]
    assert answer_label("winner", None, ["Ana", "Ben"]) == "nobody yet"     # never "None"


def test_defect_an_exercise_board_waited_for_ben_who_never_plays_there():
    """Defect: after a right move an exercise's board said "Wait for Ben to play." Ben's seat
    is nobody's on that board: its ``acting`` seats (which the board's words follow) are the
    learner's only, so nobody is waited for once the turn passes (W3)."""
    exercise = Do("sugar-line-four", "sugar_makes(line4)")
    learner = exercise.widget.state["current"]
    assert exercise.widget.acting == [learner]
    exercise.play(exercise.right_answers[0])
    assert exercise.widget.state["current"] != learner
    assert exercise.widget.state["current"] not in exercise.widget.acting


LESSONS = {"en": "09_sugar_blast.md", **{lang: f"{lang}/09_sugar_blast.md" for lang in ("es", "fr", "nl", "ja")}}
_CALL = re.compile(r'^(Do|Predict)\("([a-z0-9-]+)", "([a-z0-9_()-]+)"', re.M)


def _exercises(language):
    """The exercises of lesson 09 in ``language``, in order: (kind, scenario, claim or goal)."""
    path = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / LESSONS[language]
    cells = re.findall(r"```\{code-cell\}\n(.*?)```", path.read_text(encoding="utf-8"), re.S)
    return [m.groups() for cell in cells for m in [_CALL.search(cell)] if m]


def _start_of(kind, scenario, which):
    """The position an exercise opens on: its board and the player to move (the same board
    with another player to move is another question: the tilt goes their way, R1)."""
    game = sugar_scenarios.load(scenario)
    if kind == "Predict":
        for action in sugar_scenarios.claim(scenario, which).get("before", []):
            game.apply(action)
    return game.state["board"], game.state["current"]


@pytest.mark.parametrize("language", sorted(LESSONS))
def test_defect_two_predictions_were_answered_by_the_exercise_just_before(language):
    """Defect: "what that line of four takes off the board" and "count the blasts of the
    mega-blast's swap" asked about the position and swap the exercise just before had played,
    whose log had told the answer. No prediction now opens on the board of the exercise
    before it."""
    exercises = _exercises(language)
    assert len(exercises) >= 12
    for before, predict in zip(exercises, exercises[1:], strict=False):
        if predict[0] != "Predict":
            continue
        assert before[1] != predict[1], (language, before, predict)
        assert _start_of(*before) != _start_of(*predict), (language, before, predict)


def test_the_lessons_are_the_same_exercises_in_every_language():
    assert all(_exercises(lang) == _exercises("en") for lang in LESSONS)


def test_defect_the_draw_text_named_a_candy_the_board_did_not_show():
    """Defect: the lesson said "Ana drew a Mint" under a board showing "Drawn: Candy Cane"
    (N1). The placing exercise now opens on the drawing board after its draw, and its prompt
    names the candy drawn there, read from the board."""
    drawing = Predict("sugar-draw", "draw")
    drawing.answer(True)
    placing = Do("sugar-replace", "sugar_replace")
    assert placing.widget.game.to_state()["board"] == drawing.widget.game.to_state()["board"]
    drawn = drawing.widget.game.state["drawn"]
    assert placing.widget.game.state["drawn"] == drawn
    assert placing.prompt.startswith(f"You drew a {render_candy(drawn)} from the bag (N1).")
    spanish = Do("sugar-replace", "sugar_replace", language="es")
    assert render_candy(drawn, "es") in spanish.prompt


def render_candy(kind, language="en"):
    return render(f"sugar.candy.{kind}", language=language)


def test_defect_a_board_that_only_shows_ended_its_log_on_an_order_nobody_can_follow_B3():
    """Defect: a predict board, which only shows, ended its log on "4 blasts are on the board:
    choose one." although nobody can choose there. The choice is told as who makes it (B3),
    true whether or not the board takes moves; the order to click is the board's own line,
    shown only where a move can be made."""
    task = Predict("sugar-two-types", "swap")
    task.answer(task.options[0])
    assert not task.widget.interactive and task.widget.state["phase"] == "blast"
    last = task.widget.events[-1]
    assert last["type"] == "choose"
    assert last["say"] == render("sugar.told.choose.you", {"count": last["count"]})
    assert last["say"] == f"{last['count']} blasts are on the board: you choose which goes first."
