"""What a board offers an explorer (potion_widget.games.potion.explore.exploring): honest hover previews by
default (D2), the all-seeing preview for a teacher who asks for it, the heat map of every
pick, the expert's hint, and a fork of the position compared with the original."""

from __future__ import annotations

import contextlib
import io
import pathlib
import random
import re
from html import escape

import ipywidgets
import pytest
import traitlets

from potion_widget import Game, set_language
from potion_widget.games.potion import scenarios
from potion_widget.games.potion.analysis import analysis
from potion_widget.games.potion.expert import ExpertBot
from potion_widget.games.potion.hints import hint
from potion_widget.i18n.messages import render, speaking
from potion_widget.games.potion.words import tell_move
from potion_widget.games.potion.analysis import hover_previews
from potion_widget.games.potion.explore.whatif import compare, desk_figures
from potion_widget.games.potion.widget import PotionWidget

from widget_harness import Harness

REPO = pathlib.Path(__file__).resolve().parents[2]

TILE_ID = re.compile(r"\b(wisdom|magnetic|abyssal|balm|love|joy|sands|lava)-\d\b")


def _lid_position() -> Game:
    """A play position where a red pick at track 0 makes blacks explode into the lid."""
    game = Game.new(["Ana", "Ben"], seed=1, remove="beginner")
    while game.phase == "draft":
        game.apply(game.legal_actions()[0])
    state = game.to_state()
    state["dispenser"] = [["yellow", "black", "red"] + ["black"] * 6 + ["black", "yellow", "blue"],
                          ["blue"] * 2, ["red"] * 3, ["yellow", "blue"], []]
    return Game.from_state(state)


def _entry(widget: PotionWidget, track: int, pos: int) -> dict:
    return next(p for p in widget.previews if (p["track"], p["pos"]) == (track, pos))


def test_hover_previews_are_honest_by_default_D2():
    widget = PotionWidget(_lid_position())
    assert widget.preview == "honest"
    assert widget.previews == hover_previews(widget.game)
    entry = _entry(widget, 0, 2)
    # the player sees 6 blacks above the red, and one more black's half under the lid: the
    # chain may take more from under the lid, which only a chance can say
    assert entry["key"] == "ui.explore.preview.odds"
    assert entry["count"] == 8 and 0 < entry["params"]["percent"] < 100


def test_a_teacher_can_switch_to_the_all_seeing_preview():
    widget = PotionWidget(_lid_position(), preview="all-seeing")
    truth = {(p["track"], p["pos"]): p for p in widget.game.pick_previews()}
    entry = _entry(widget, 0, 2)
    assert entry["key"] == "ui.preview.pick"
    assert entry["count"] == truth[(0, 2)]["count"] > 8    # the hidden black and yellow too
    assert entry["positions"] == sorted(truth[(0, 2)]["positions"])
    widget.preview = "honest"          # switched back on a live board
    assert _entry(widget, 0, 2)["key"] == "ui.explore.preview.odds"


def test_a_preview_mode_that_does_not_exist_is_refused():
    with pytest.raises(ValueError, match="preview must be one of"):
        PotionWidget(preview="psychic")
    widget = PotionWidget()
    with pytest.raises(traitlets.TraitError):
        widget.preview = "psychic"
    assert widget.preview == "honest"


def test_the_previews_follow_every_action_in_the_chosen_mode():
    harness = Harness(PotionWidget(_lid_position(), preview="all-seeing"))
    widget = harness.widget
    harness.act({"type": "pick", "track": 1, "pos": 0})
    assert widget.previews == hover_previews(widget.game, "all-seeing")


# ----- the heat map --------------------------------------------------------------------------
def test_the_heat_map_is_the_analysis_of_every_pick():
    widget = PotionWidget(scenarios.load("explore"))
    assert widget.heatmap is None and widget.heat == []
    widget.heatmap = "fit"
    rows = analysis(widget.game, "fit")
    assert [(c["track"], c["pos"], c["value"]) for c in widget.heat] == [
        (r["track"], r["pos"], round(r["value"], 3)) for r in rows]
    assert max(c["level"] for c in widget.heat) == 1.0
    widget.preview = "all-seeing"                 # the heat map follows the preview's choice
    assert [c["value"] for c in widget.heat] == [
        round(r["value"], 3) for r in analysis(widget.game, "fit", honest=False)]


def test_the_heat_map_follows_the_game_and_turns_off():
    harness = Harness(PotionWidget(scenarios.load("explore"), heatmap="marbles"))
    widget = harness.widget
    assert widget.heat
    harness.act({"type": "pick", "track": 0, "pos": 6})
    assert widget.heat == []                      # no usual pick is left this turn (T1)
    reply = harness.request({"kind": "heatmap", "id": 7, "measure": None})
    assert reply["ok"] and widget.heatmap is None
    reply = harness.request({"kind": "heatmap", "id": 8, "measure": "luck"})
    assert not reply["ok"] and reply["error"]["key"] == "ui.error.malformed"
    with pytest.raises(traitlets.TraitError):
        widget.heatmap = "luck"


# ----- hints ---------------------------------------------------------------------------------
def test_a_hint_is_the_experts_move_in_one_sentence_and_plays_in_one_call():
    widget = PotionWidget(scenarios.load("explore"))
    expected = ExpertBot(seed=0).choose(widget.game)
    advice = widget.hint()
    assert advice["action"] == expected
    assert widget.advice["action"] == expected and widget.advice["state_id"] == widget.state_id
    assert advice["text"].startswith("Take the yellow marble at track 0, position 6")
    assert advice["text"].count(".") == 1 and "{" not in advice["text"]
    assert advice["marks"] == [{"track": 0, "pos": 6, "label": "hint"}]
    hand = len(widget.game.player["hand"])
    events = widget.play_hint()
    assert events[0]["type"] == "picked" and len(widget.game.player["hand"]) > hand
    assert widget.advice == {}                    # a new position: the old hint is gone


def test_the_hint_button_asks_python_and_a_stale_hint_is_refused():
    harness = Harness(PotionWidget(scenarios.load("explore")))
    widget = harness.widget
    asked = widget.state_id
    reply = harness.request({"kind": "hint", "id": 3, "state_id": asked})
    assert reply["ok"] and reply["hint"]["action"] == widget.advice["action"]
    harness.act(reply["hint"]["action"])          # played from the front end, as one click does
    assert widget.state_id == asked + 1 and widget.advice == {}
    stale = harness.request({"kind": "hint", "id": 4, "state_id": asked})
    assert not stale["ok"] and stale["error"]["key"] == "ui.error.stale"


@pytest.mark.parametrize("seed", [3, 8])
def test_every_hint_of_a_whole_game_is_legal_and_said_in_words(seed):
    """Hints for every kind of move (draft, pick, help, place, pool, drink, end of turn)."""
    game = Game.new(["Ana", "Ben"], seed=seed, remove="beginner")
    kinds = set()
    for _ in range(400):
        if game.phase == "over":
            break
        advice = hint(game)
        assert advice["action"] in game.legal_actions() or advice["action"]["type"] in (
            "drink", "end_turn")
        assert advice["text"][0].isupper() and advice["text"].endswith(".")
        assert not TILE_ID.search(advice["text"]) and "{" not in advice["text"]
        kinds.add(advice["action"]["type"])
        game.apply(advice["action"])
    assert {"draft", "pick", "place", "end_turn"} <= kinds


# ----- what if: fork and compare ---------------------------------------------------------------
def test_a_fork_is_an_independent_board_at_the_same_position_with_its_history():
    widget = PotionWidget(scenarios.load("explore"), show="desk", heatmap="fit")
    widget.play({"type": "pick", "track": 0, "pos": 6})
    twin = widget.fork()
    assert twin.game.to_state() == widget.game.to_state() and twin is not widget
    assert (twin.show, twin.heatmap, twin.preview) == ("desk", "fit", "honest")
    twin.undo()                                   # the same history: undo works on the fork
    assert twin.game.to_state() != widget.game.to_state()
    twin.play({"type": "pick", "track": 2, "pos": 7})
    assert widget.game.state["dispenser"][2] == scenarios.load("explore").state["dispenser"][2]


def test_compare_says_the_difference_between_two_desks_in_words():
    first = PotionWidget(scenarios.load("explore"))
    second = first.fork()
    for board, pick in ((first, {"type": "pick", "track": 0, "pos": 6}),
                        (second, {"type": "pick", "track": 3, "pos": 3})):
        board.play(pick)
        while board.game.current == 0:            # the rest of Ana's turn, as the expert plays it
            board.play_hint()
    comparison = compare(first, second)
    figures = [desk_figures(board.game, 0) for board in (first, second)]
    assert comparison.seat == 0 and (comparison.first, comparison.second) == tuple(figures)
    diff = figures[1]["points"] - figures[0]["points"]
    assert diff != 0
    word = "more" if diff > 0 else "fewer"
    assert comparison.sentence.startswith("On the second board, Ana has ")
    assert f"{abs(diff)} {word} point" in comparison.sentence
    assert first.compare(second).sentence == comparison.sentence
    same = compare(first, first.fork(), seat=0)
    assert same.sentence == (f"Both boards leave Ana the same desk: {figures[0]['points']} "
                             f"points, {figures[0]['potions']} potions completed and "
                             f"{figures[0]['marbles']} marbles on the desk.")
    text = repr(comparison)
    assert comparison.sentence in text and "first board" in text


def test_no_lesson_board_needs_the_all_seeing_preview():
    """The lessons' boards preview honestly (D2) and still say exactly what a pick takes: in
    every packaged scenario but the explorer's own, no previewed chain reaches under a lid."""
    differ = [name for name in scenarios.names()
              if hover_previews(scenarios.load(name))
              != hover_previews(scenarios.load(name), "all-seeing")]
    assert differ == ["explore"]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_compared_boards_say_what_they_show_one_under_the_other(language):
    first = PotionWidget(scenarios.load("explore"), language=language)
    second = first.fork()
    first.play_hint()
    second.play({"type": "pick", "track": 3, "pos": 3})
    box = compare(first, second).box()
    assert isinstance(box, ipywidgets.VBox)          # stacked: each board as wide as a board
    views = [c for c in box.children if isinstance(c, PotionWidget)]
    captions = [c for c, nxt in zip(box.children, box.children[1:], strict=False) if nxt in views]
    assert len(views) == 2 and len(captions) == 2
    for board, view, caption in zip((first, second), views, captions, strict=True):
        actions = board.record()["actions"]
        step = len(actions)
        with speaking(language):           # the last move, told to Ana as "you"
            words = tell_move(actions[-1], board.position(step - 1), you=[0])
            expected = render("ui.explore.compare.shows_" + ("first" if board is first else "second"),
                              {"name": "Ana", "step": step, "move": words})
        assert escape(expected) in caption.value
        # its log says the same, not "no move has been made"; nothing to play or undo
        assert [e["say"] for e in view.events] == [expected]
        assert view.interactive is False and view.can_undo is False and view.acting == []
        assert view.explore is False                   # no Heat map or Hint there
        assert view.game.to_state() == board.game.to_state() and view.you == [0]


# ----- lesson 08: its cells work from whatever the learner did on the board -------------------
LESSON_08 = {lang: REPO / "notebooks" / (lang if lang != "en" else "") / "08_explore.md"
             for lang in ("en", "es", "fr", "nl", "ja")}
CODE_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(.*?)^```$", re.S | re.M)


def branch_cells(path) -> list[str]:
    """The code cells of lesson 08 that set the language and import, then those of "Step
    back and branch": from the board with the computer's seat to the switch of line."""
    cells = CODE_CELL.findall(path.read_text(encoding="utf-8"))
    first = next(i for i, c in enumerate(cells) if "BotSeat(" in c)
    last = max(i for i, c in enumerate(cells) if "switch_line" in c)
    return [cells[0]] + cells[first:last + 1]


class Learner:
    """A learner's clicks on the board, sent as its front end sends them (the strip's
    requests and the moves' actions): detours between two cells of the lesson."""

    def __init__(self, board: PotionWidget, rng_seed: int):
        self.h = Harness(board)
        self.board = board
        self.rng = random.Random(rng_seed)

    def ask(self, **request) -> dict:
        self.h._next_id += 1
        return self.h.request({"id": self.h._next_id, "state_id": self.board.state_id, **request})

    def look(self, step: int) -> None:
        assert self.ask(kind="timeline", op="look", step=step)["ok"]

    def moves(self, count: int) -> None:
        """``count`` of Ana's moves by mouse (the computer answers her turns by itself)."""
        for _ in range(count):
            if self.board.game.phase == "over":
                return
            legal = [a for a in self.board.legal if a["type"] != "drink"]
            assert self.h.act(self.rng.choice(legal))["ok"]

    def detour(self, kind: str) -> None:
        latest = self.board.latest_move
        if self.board.looking is not None:                  # a detour starts where it is
            assert self.ask(kind="timeline", op="look", step=None)["ok"]
        if kind == "look":                                  # an earlier move, left on screen
            self.look(max(0, latest - 5))
        elif kind == "branch":                              # step back far, play on: a short line
            if latest:
                self.look(min(latest - 1, 5))
                assert self.ask(kind="timeline", op="continue")["ok"]
            self.moves(3)
        elif kind == "computer":                            # continue at the computer's move
            seats = self.board.timeline["groups"]
            theirs = [g["step"] for g in seats if g["seat"] == 1 and g["step"] < latest]
            if theirs:
                self.look(theirs[-1])
                assert self.ask(kind="timeline", op="continue")["ok"]
        elif kind == "switch":                              # another line in play, if any
            lines = self.board.timeline["lines"]
            if len(lines) > 1:
                other = 1 if self.board.line != 1 else len(lines)
                assert self.ask(kind="timeline", op="switch", line=other)["ok"]
            else:
                self.moves(2)


DETOURS = [(), ("look",), ("branch",), ("computer",), ("switch", "branch"),
           ("branch", "look", "switch", "computer")]


@pytest.mark.parametrize(("language", "detours"),
                         [("en", d) for d in DETOURS]
                         + [(lang, DETOURS[-1]) for lang in LESSON_08 if lang != "en"])
def test_lesson_08_cells_work_after_any_detour_on_the_board(language, detours):
    """Step back, play on by mouse, continue at the computer's move, switch lines: between any
    two cells of "Step back and branch", and the next cells still run (they once failed with
    "There is no move 48: this line has 5 moves")."""
    cells = branch_cells(LESSON_08[language])
    space: dict = {}
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        try:
            for index, cell in enumerate(cells):
                exec(compile(cell, f"08_explore {language} cell {index}", "exec"), space)
                if "explorer" in space and index < len(cells) - 1:
                    learner = Learner(space["explorer"], rng_seed=index)
                    for kind in detours:
                        learner.detour(kind)
        finally:
            set_language("en")
    board = space["explorer"]
    old, new = space["old"], space["new"]
    assert board.line == old and new != old and board.looking is None
    before = space["before"]
    hands = [board.position(before + 1, line=n).state["players"][0]["hand"] for n in (old, new)]
    assert len(hands[0]) > len(hands[1])             # the big pick and the small one
    assert printed.getvalue().count("\n") == 2


def test_a_fork_s_log_says_it_is_a_copy_after_that_move():
    board = PotionWidget(scenarios.load("explore"), language="fr")
    assert [e["key"] for e in board.fork().events] == ["ui.explore.fork.note_start"]
    board.play_hint()
    twin = board.fork()
    with speaking("fr"):
        words = tell_move(board.record()["actions"][0], board.position(0))
        assert [e["say"] for e in twin.events] == [render("ui.explore.fork.note",
                                                          {"step": 1, "move": words})]
    assert twin.events[0]["say"].startswith("Une copie du plateau après le coup 1 (Ana ")
    assert PotionWidget(scenarios.load("explore"), explore=False).fork().explore is False
