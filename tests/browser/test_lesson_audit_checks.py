"""The lesson audit's checks on looks made up here (no browser): each check fails on what it
must catch and passes on a board that tells the truth, in more than one language."""

from __future__ import annotations

from lesson_audit import checks
from potion_widget.i18n.messages import render


def _facts(**over) -> dict:
    facts = {"language": "en", "game": "potion", "players": ["Ana", "Ben"], "phase": "play",
             "current": 0, "you": [0], "interactive": True, "bots": [], "looking": False,
             "hover": False, "exercise": None, "legal_types": ["pick"], "digest": "a",
             "error": "", "actor": -1, "summary": "", "plays": []}
    facts.update(over)
    return facts


def _screen(**over) -> dict:
    screen = {"status": "", "hint": "", "refusal": "", "panel": "", "announced": "", "log": [],
              "svg_text": "", "buttons": [], "cell_buttons": [], "cell_texts": [], "texts": [],
              "glyphs": [], "parts": {}, "animating": False, "anim_step": ""}
    screen.update(over)
    return screen


def _look(screen: dict, facts: dict, moment: str = "first draw") -> checks.Look:
    return checks.Look(screen, facts, moment)


def _says(key: str, language: str = "en", **params) -> str:
    return render(key, params, language)


def test_nobody_is_playing_where_no_one_plays():
    status = _says("ui.turn.other", number=10, name="Ben")
    hint = _says("ui.hint.locked")
    done = _facts(interactive=False, current=1, exercise={"kind": "GuidedTurn"})
    found = checks.who_may_act(_look(_screen(status=status, hint=hint), done))
    assert {f[0] for f in found} == {"who-may-act"} and len(found) == 2, found
    # the same words where the computer plays Ben are true
    assert not checks.who_may_act(_look(_screen(status=status, hint=hint), _facts(current=1, bots=[1])))


def test_your_turn_only_where_the_learner_may_act_in_every_language():
    for language in ("en", "es", "fr", "nl", "ja"):
        status = _says("ui.turn.you", language, number=5)
        predict = _facts(language=language, interactive=False, exercise={"kind": "Predict"})
        assert checks.who_may_act(_look(_screen(status=status), predict)), language
        assert not checks.who_may_act(_look(_screen(status=status), _facts(language=language))), language


def test_a_no_break_space_reads_as_the_space_on_screen():
    # the screen's text has its white space runs read as one space
    shown = " ".join(_says("ui.preview.none", "fr").split())
    assert checks.said(shown, "fr", checks.PREVIEWS, "potion"), shown
    assert not checks.preview_is_true(_facts(language="fr", hover=True), "track 0", shown, 1)


def test_a_french_verb_is_no_player():
    status = _says("sugar.board.turn.you", "fr", seat="Sud")
    facts = _facts(language="fr", game="sugar")
    assert not checks.who_may_act(_look(_screen(status=status), facts))


def test_you_is_the_learner():
    ex = {"kind": "Predict"}
    assert checks.you_are_the_learner(_look(_screen(), _facts(you=[1], exercise=ex)))
    assert not checks.you_are_the_learner(_look(_screen(), _facts(you=[0], exercise=ex)))


def test_hover_preview_off_or_true():
    shown = _says("ui.preview.none")
    assert checks.preview_is_true(_facts(hover=False), "track 0", shown, 6)
    assert checks.preview_is_true(_facts(hover=True), "track 0", shown, 6)
    assert not checks.preview_is_true(_facts(hover=True), "track 0", shown, 1)
    assert not checks.preview_is_true(_facts(hover=False), "track 0", _says("ui.hint.pick"), 6)
    # a preview honest about the lid: 5 for sure and a chance of more agrees with 6, not with 4
    odds = _says("ui.explore.preview.odds", count=5, steps="2 explosion steps", colors="5 red",
                 percent=57, more=1)
    assert not checks.preview_is_true(_facts(hover=True), "track 0", odds, 6)
    assert checks.preview_is_true(_facts(hover=True), "track 0", odds, 4)


def test_an_odds_preview_is_read_as_odds_in_every_language():
    # Spanish "se lleva seguro 5 canicas" also reads as the plain preview "se lleva 5 canicas":
    # the sentence with the odds is the one said, so an engine count above the sure one agrees
    for language in ("en", "es", "fr", "nl", "ja"):
        odds = _says("ui.explore.preview.odds", language, count=5, steps="2", colors="5",
                     percent=57, more=1)
        facts = _facts(hover=True, language=language)
        assert not checks.preview_is_true(facts, "track 0", odds, 6), language
        assert checks.preview_is_true(facts, "track 0", odds, 4), language


def test_texts_do_not_cover_each_other_or_a_marble():
    a = {"text": "stack 1", "box": {"x": 0, "y": 0, "w": 40, "h": 12}}
    b = {"text": "points", "box": {"x": 10, "y": 2, "w": 40, "h": 12}}
    marble = {"key": "m:0:0", "box": {"x": 100, "y": 0, "w": 20, "h": 20}}
    assert checks.nothing_overlaps(_look(_screen(texts=[a, b], glyphs=[marble]), _facts()))
    far = dict(b, box={"x": 60, "y": 0, "w": 30, "h": 12})
    assert not checks.nothing_overlaps(_look(_screen(texts=[a, far], glyphs=[marble]), _facts()))


def test_the_log_pointer_needs_a_line(monkeypatch):
    # a verdict that sends the reader to the log, as the lessons once had
    pointer = "Not quite: the answer is {value}. The log under the board tells why."
    words = {**checks.catalog("en"), "lesson.pointer": pointer}
    monkeypatch.setattr(checks, "catalog", lambda language=None: words)
    checks.claims.cache_clear()
    verdict = pointer.format(value=6)
    empty = _screen(cell_texts=[verdict], log=[_says("ui.log.empty")])
    assert {f[0] for f in checks.log_pointer_true(_look(empty, _facts()))} == {"log-pointer"}
    assert {f[0] for f in checks.verdict_has_reason(_look(empty, _facts()))} == {"verdict-reason"}
    told = _screen(cell_texts=[verdict + " 6 marbles left the dispenser."], log=["You take 6 marbles."])
    assert not checks.log_pointer_true(_look(told, _facts()))
    assert not checks.verdict_has_reason(_look(told, _facts()))
    checks.claims.cache_clear()


def test_a_verdict_says_why():
    for language in ("en", "ja"):
        bare = _screen(cell_texts=[_says("lesson.wrong_answer", language, value="6")])
        assert checks.verdict_has_reason(_look(bare, _facts(language=language))), language
        why = _says("lesson.wrong_answer", language, value="6") + "6 marbles left the dispenser."
        assert not checks.verdict_has_reason(_look(_screen(cell_texts=[why]), _facts(language=language)))


def test_undo_never_rewinds_the_setup():
    undo = [{"btn": "undo", "text": "Undo", "disabled": False}]
    at_start = _facts(exercise={"kind": "Do", "at_start": True})
    assert checks.undo_keeps_setup(_look(_screen(buttons=undo), at_start))
    assert checks.undo_keeps_setup(_look(_screen(buttons=undo), _facts(phase="over")))
    off = [dict(undo[0], disabled=True)]
    assert not checks.undo_keeps_setup(_look(_screen(buttons=off), at_start))


def test_a_refusal_or_verdict_does_not_stay():
    refusal = _screen(refusal="Refused (T3): The professor helps only once a turn.")
    assert checks.nothing_stale(_look(refusal, _facts()), None)
    assert not checks.nothing_stale(_look(refusal, _facts(error="The professor helps only once a turn.")), None)
    verdict = _screen(cell_texts=[_says("lesson.right_answer", value="6")])
    assert checks.nothing_stale(_look(verdict, _facts(), "after reset"), None)
    assert not checks.nothing_stale(_look(verdict, _facts(), "after a right answer"), None)


def test_a_prediction_is_not_answered_before():
    ex = {"kind": "Predict", "answered": False, "start": "s", "action": {"type": "pick"},
          "scenario": "x"}
    earlier = [{"before": "s", "action": {"type": "pick"}, "cell": 3}]
    assert checks.prediction_not_told(_look(_screen(), _facts(exercise=ex)), earlier)
    assert not checks.prediction_not_told(_look(_screen(), _facts(exercise=ex)), [])


def test_layout_kept_and_board_shift():
    first = {"picture": {"x": 0, "y": 40}, "svg .desk#0": {"x": 10, "y": 300}}
    now = {"picture": {"x": 0, "y": 70}, "svg .desk#0": {"x": 10, "y": 120}}
    kinds = {f[0] for f in checks.layout_kept(_look(_screen(parts=now), _facts()), first)}
    assert kinds == {"layout-jump", "board-shift"}
    assert not checks.layout_kept(_look(_screen(parts=first), _facts()), first)


def test_a_board_shift_names_the_block_above_that_grew():
    first = {"picture": {"x": 0, "y": 40}}
    block = lambda h, words="": {"h": h, "words": words}  # noqa: E731
    now = _screen(parts={"picture": {"x": 0, "y": 60}},
                  above={"pw-status": block(30), "pw-say": block(79, "a long hint"), "pw-anim": block(28)})
    (shift,) = checks.layout_kept(_look(now, _facts()), first, {"pw-status": block(30), "pw-say": block(59)})
    assert shift[0] == "board-shift"
    assert "pw-say 59 -> 79 px tall saying 'a long hint'" in shift[1] and "pw-anim 0 -> 28 px tall" in shift[1]
    assert "pw-status" not in shift[1]


def test_no_winner_during_the_animation():
    over = _screen(status=_says("sugar.ui.wins.they", player="Computer"), animating=True)
    assert checks.winner_not_early(_look(over, _facts(game="sugar", players=["Ana", "Computer"])))
    assert not checks.winner_not_early(_look(dict(over, animating=False), _facts(game="sugar")))


# ----- the list of known violations ------------------------------------------------------------
def _violation(**over):
    from lesson_audit.run import Violation

    fields = {"lesson": "01_explosions", "language": "es", "cell": 7, "board": "b1",
              "check": "overlap", "seen": "a label over a marble", "truth": "nothing overlaps"}
    fields.update(over)
    return Violation(**fields)


def test_a_known_entry_names_only_its_lesson_language_check_and_cell():
    from lesson_audit import known

    entry = {"lesson": "01_explosions", "language": "*", "check": "overlap", "cell": 7, "left": "x"}
    listed = _violation()
    others = [_violation(cell=9), _violation(check="layout-jump"), _violation(lesson="02_little_help")]
    new, found = known.split([listed, *others], [entry])
    assert found == [listed]
    assert new == others
    assert known.split([_violation(language="fr")], [dict(entry, language="es")])[0], \
        "an entry of one language hides nothing in another"
    every_cell = dict(entry, cell="*")
    assert known.split(others[:1], [every_cell]) == ([], others[:1])
    assert known.split(others[1:], [every_cell]) == (others[1:], [])


def test_a_known_entry_the_run_did_not_find_is_reported_gone():
    from lesson_audit import known

    entry = {"lesson": "01_explosions", "language": "es", "check": "overlap", "cell": 7, "left": "x"}
    assert known.gone([entry], "01_explosions", "es", [_violation()]) == []
    assert known.gone([entry], "01_explosions", "es", [_violation(cell=8)]) == [entry]
    assert known.gone([entry], "01_explosions", "fr", []) == []


def test_the_known_list_is_well_formed():
    from lesson_audit import known

    for entry in known.load():
        assert entry["left"].strip(), f"{entry} must say what is left to do"
        assert entry["cell"] == "*" or isinstance(entry["cell"], int)


def _box(x, y, w=40, h=14) -> dict:
    return {"x": x, "y": y, "w": w, "h": h}


def test_html_words_that_cover_each_other_are_found():
    apart = [{"node": 0, "text": "Turn 3: your turn", "box": _box(0, 0, 120)},
             {"node": 1, "text": "Undo", "box": _box(0, 20)}]
    assert not checks.html_texts_apart(_look(_screen(html_texts=apart), _facts()))
    # two lines of one wrapped text never count; another text on top does
    wrapped = apart + [{"node": 1, "text": "Undo", "box": _box(0, 34)}]
    assert not checks.html_texts_apart(_look(_screen(html_texts=wrapped), _facts()))
    covered = apart + [{"node": 2, "text": "Pista", "box": _box(10, 2)}]
    found = checks.html_texts_apart(_look(_screen(html_texts=covered), _facts()))
    assert [f[0] for f in found] == ["html-overlap"] and "'Pista'" in found[0][1]


def _choice(echo: str, chosen=(), offered=(("m:2:0", 0),), at=(60, 0), pressed=()) -> dict:
    return {"choice": {"box": _box(*at, 200, 80), "echo": echo, "pressed": list(pressed),
                       "chosen": [{"key": k, "box": _box(0, y)} for k, y in chosen],
                       "offered": [{"key": k, "box": _box(0, y)} for k, y in offered]}}


def test_a_choice_panel_sits_beside_what_is_chosen_and_says_each_choice_in_every_language():
    for language in ("en", "es", "fr", "nl", "ja"):
        none = _says("ui.choice.chosen_none", language)
        some = _says("ui.choice.chosen", language, choice="x")
        opened = _choice(none)
        assert not checks.choice_panel_true(opened, language, None), language
        picked = _choice(some, chosen=[("m:2:0", 0)])
        assert not checks.choice_panel_true(picked, language, opened), language
        # the board shows a marble chosen, the panel still says nothing is
        silent = _choice(none, chosen=[("m:2:0", 0)])
        assert [f[0] for f in checks.choice_panel_true(silent, language, opened)] == [
            "choice-not-echoed"], language
    # a second choice made, the same sentence as before it
    second = _choice("Chosen: x.", chosen=[("m:2:0", 0), ("m:2:1", 16)])
    assert [f[0] for f in checks.choice_panel_true(second, "en", _choice("Chosen: x.", chosen=[("m:2:0", 0)]))] == [
        "choice-not-echoed"]
    # a screen away from anything to choose (the drink's Confirm below the other desk)
    far = _choice(_says("ui.choice.chosen_none"), at=(0, 600))
    assert [f[0] for f in checks.choice_panel_true(far, "en", None)] == ["choice-panel-far"]


def test_praise_only_for_the_right_move_on_the_board_and_in_its_words():
    words = "Right! Your move took 3 marbles. Only that pick empties track 2."
    right = {"kind": "Do", "last": {"type": "pick", "track": 2, "pos": 0}, "last_right": True,
             "last_words": words}
    assert not checks.praise_agrees(_look(_screen(cell_texts=[words]), _facts(exercise=right)))
    # praise for another move than the one on the board, or with no move on it
    other = dict(right, last_words="Right! Your move took 1 marble. Only that pick empties track 2.")
    assert [f[0] for f in checks.praise_agrees(_look(_screen(cell_texts=[words]), _facts(exercise=other)))] == [
        "praise-false"]
    reset = {"kind": "Do", "last": None}
    assert checks.praise_agrees(_look(_screen(cell_texts=[words]), _facts(exercise=reset)))
    wrong = dict(right, last_right=False)
    assert checks.praise_agrees(_look(_screen(cell_texts=[words]), _facts(exercise=wrong)))


def test_praise_is_judged_by_what_the_move_did_whatever_it_says_next():
    """A move waiting for a choice is praised with what to do next ("Now choose which of the
    3 blasts goes next."): the praise agrees when what the move did is the same."""
    for language in ("en", "es", "ja"):
        did = "made 2 lines of 3 and a mega-blast"
        shown = _says("lesson.right", language, did=did, why="Now choose.")
        judged = {"kind": "Do", "last": {"type": "swap"}, "last_right": True,
                  "last_words": _says("lesson.right", language, did=did, why="No candy has left yet.")}
        assert not checks.praise_agrees(_look(_screen(cell_texts=[shown]), _facts(exercise=judged, language=language)))
        other = dict(judged, last_words=_says("lesson.right", language, did="made a line of 4", why="x"))
        assert checks.praise_agrees(_look(_screen(cell_texts=[shown]), _facts(exercise=other, language=language)))
