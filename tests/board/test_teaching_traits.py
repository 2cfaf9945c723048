"""What the widget offers lessons: focused boards, marks, who "you" is, the rules' own words,
the story of every player's action told for its reader, the turn's summary, a log that can
be cleared, and a hook that lets an exercise judge the learner's moves."""

from __future__ import annotations

import pathlib
import re

import pytest
import traitlets

from potion_widget.games.potion import scenarios
from potion_widget.games.potion.bots import BotSeat, GreedyBot
from potion_widget.games.potion.engine import RuleError
from potion_widget.games.potion.words import tell
from potion_widget.i18n.rule_texts import rule_texts
from potion_widget.games.potion.widget import PotionWidget

ROOT = pathlib.Path(__file__).resolve().parents[2]
TILE_ID = re.compile(r"\b(wisdom|magnetic|abyssal|balm|love|joy|sands|lava)-\d\b")


def _past_draft(**options) -> PotionWidget:
    w = PotionWidget(players=["Ana", "Ben"], seed=3, remove="beginner", **options)
    while w.game.phase == "draft":
        w.play(w.legal[0])
    return w


def test_the_rules_tooltips_say_what_the_rules_file_says():
    packaged = (ROOT / "potion_widget" / "games" / "potion" / "data" / "RULES.md").read_text(encoding="utf-8")
    assert packaged == (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    ids = re.findall(r"^- \*\*([A-Z]\d+)\*\*", packaged, flags=re.M)
    texts = rule_texts()
    assert list(texts) == ids
    assert all(texts[i] and "**" not in texts[i] and "`" not in texts[i] for i in ids)
    # a rule written over several lines is whole
    assert texts["D7"].endswith("or where nothing collides.")
    assert PotionWidget().rules == texts


@pytest.mark.parametrize("show", ["game", "dispenser", "desk"])
def test_a_board_shows_what_the_lesson_asks_for(show):
    assert PotionWidget(show=show).show == show


def test_an_unknown_show_or_a_mark_off_the_board_is_refused_and_changes_nothing():
    w = PotionWidget(show="dispenser", marks=[{"track": 1, "pos": 2, "label": "this one"}])
    for bad in ({"track": 5, "pos": 0}, {"track": 0}, {"player": 2, "burner": 0},
                {"player": 0, "area": "lid"}, {"lid": 5}, {"tile": 3}, {"stack": 0, "label": 7}, "track 0"):
        with pytest.raises(traitlets.TraitError):
            w.marks = [bad]
        assert w.marks == [{"track": 1, "pos": 2, "label": "this one"}]
    with pytest.raises(traitlets.TraitError):
        w.show = "everything"
    assert w.show == "dispenser"
    with pytest.raises(traitlets.TraitError):
        w.you = [2]
    assert w.you is None


def test_every_mark_kind_is_accepted():
    w = PotionWidget()
    tile = w.state["draft"]["revealed"][0]
    marks = [{"track": 0, "pos": 8}, {"player": 1, "burner": 1, "hole": 6},
             {"player": 0, "burner": 0}, {"tile": tile}, {"stack": 4},
             {"player": 0, "area": "pool", "label": "your pool"}, {"lid": 3}]
    w.marks = marks
    assert w.marks == marks


def test_each_event_is_told_for_its_reader_and_the_actor_is_named():
    w = _past_draft(you=[1])
    actor = w.game.current
    action = next(a for a in w.legal if a["type"] == "pick")
    events = w.play(action)
    assert w.actor == actor
    assert [e["say"] for e in w.events] == [tell(e, w.game, actor=actor, you=[1]) for e in events]
    # the engine's own events are returned unchanged: the story for a reader is the trait's
    assert all("say" not in e for e in events)
    name = w.state["players"][actor]["name"]
    assert w.events[0]["say"].startswith(name)
    assert not any(TILE_ID.search(e["say"]) for e in w.events)


def test_a_turn_ending_action_carries_the_turns_summary_and_undo_clears_it():
    w = _past_draft()
    w.play(next(a for a in w.legal if a["type"] == "pick"))
    assert w.summary == ""
    while w.game.current == 0:
        places = [a for a in w.legal if a["type"] == "place"]
        if places:
            w.play(places[0])
        else:
            end = {"type": "end_turn"}
            w.play({**end, **w.game.legal_choices(end)[0]})
    assert w.summary and not TILE_ID.search(w.summary)
    assert "starter" not in w.summary          # the draft before the turn is not part of it
    w.undo()
    assert w.summary == "" and w.actor == -1


def test_the_computer_is_told_in_the_third_person_and_the_person_is_you():
    w = _past_draft()
    BotSeat(w, seat=1, bot=GreedyBot(seed=1))
    assert w.you == [0]
    pick = next(a for a in w.legal if a["type"] == "pick")
    w.play(pick)
    while w.actor == 0:
        places = [a for a in w.legal if a["type"] == "place"]
        end = {"type": "end_turn"}
        w.play(places[0] if places else {**end, **w.game.legal_choices(end)[0]})
    # the computer has played its whole turn: the last action was its own end of turn
    assert w.actor == 1 and w.game.current == 0
    assert w.summary.startswith("Ben")
    assert any(e["say"].startswith("Ben") for e in w.events)


def test_clear_log_tells_the_front_end_to_empty_its_log():
    w = PotionWidget()
    epoch = w.log_epoch
    w.clear_log()
    assert w.log_epoch == epoch + 1


def test_on_action_is_called_after_accepted_actions_only():
    w = PotionWidget(scenarios.load("chains"), show="dispenser")
    seen = []
    w.on_action(lambda action, events, before: seen.append((action, len(events), before)))
    start = w.game.to_state()
    with pytest.raises(RuleError):
        w.play({"type": "pick", "track": 1, "pos": 8})
    assert seen == []
    action = {"type": "pick", "track": 0, "pos": 2}
    w.play(action)
    assert seen == [(action, len(w.events), start)]
    callback = seen and w._listeners[0]
    w.on_action(callback, remove=True)
    w.undo()
    w.play(action)
    assert len(seen) == 1


def test_hover_previews_can_be_turned_off_so_an_exercise_gives_nothing_away():
    game = scenarios.load("chains")
    assert PotionWidget(game.clone()).previews        # the chain on track 0 explodes
    quiet = PotionWidget(game.clone(), hover=False)
    assert quiet.previews == [] and quiet.hover is False
    quiet.hover = True
    assert quiet.previews == PotionWidget(game.clone()).previews
    from potion_widget.games.potion.exercises import Do, Predict
    assert Do("chains", "most_marbles").widget.previews == []
    assert Predict("chains", "chain").widget.previews == []


def _end_human_turn(w) -> None:
    """The person (seat 0) picks, places what fits and ends the turn."""
    w.play(next(a for a in w.legal if a["type"] == "pick"))
    while w.game.current == 0 and w.actor == 0:
        places = [a for a in w.legal if a["type"] == "place"]
        end = {"type": "end_turn"}
        w.play(places[0] if places else {**end, **w.game.legal_choices(end)[0]})


def test_each_action_of_the_computer_reaches_the_board_as_its_own_update():
    from widget_harness import Harness
    h = Harness(_past_draft())
    BotSeat(h.widget, seat=1, bot=GreedyBot(seed=1))
    start = h.widget.state_id
    _end_human_turn(h.widget)
    sent = [u["state"]["state_id"] for u in h.updates if "state_id" in u.get("state", {})]
    # every state, the person's and the computer's, is sent: none is folded into another
    assert sent == list(range(start + 1, h.widget.state_id + 1))
    assert h.widget.game.current == 0 and h.widget.state_id - start > 3


def test_undo_at_the_start_of_the_persons_turn_takes_back_the_computers_turn_too():
    w = _past_draft()
    BotSeat(w, seat=1, bot=GreedyBot(seed=1))
    before_turn = w.game.to_state()
    _end_human_turn(w)
    assert w.game.current == 0 and w.game.to_state()["turn"]["number"] == before_turn["turn"]["number"] + 2
    w.undo()             # the computer's end of turn, and the rest of its turn with it
    assert w.game.current == 0 and w.actor == -1
    assert w.game.to_state()["turn"]["number"] == before_turn["turn"]["number"]


def test_a_board_that_only_shows_refuses_moves_from_the_front_end_and_changes_nothing():
    from widget_harness import Harness
    h = Harness(PotionWidget(scenarios.load("chains"), show="dispenser"))
    h.widget.interactive = False
    before = h.snapshot()
    reply = h.act({"type": "pick", "track": 0, "pos": 2})
    assert reply["ok"] is False and reply["error"]["rule"] == "locked"
    assert "by itself" in reply["error"]["message"]
    assert h.snapshot() == before
    # Python may still play on it (a prediction plays its own move)
    h.widget.play({"type": "pick", "track": 0, "pos": 2})
    assert h.widget.state_id == before["state_id"] + 1


def test_a_predictions_board_and_a_finished_guided_turn_only_show():
    from potion_widget.games.potion.exercises import GuidedTurn, Predict
    predict = Predict("chains", "chain")
    assert predict.widget.interactive is False
    predict.answer(7)
    assert predict.correct and predict.widget.interactive is False
    steps = [{"say": "Take the yellow at track 0, position 2.", "expect": {"type": "pick", "track": 0, "pos": 2}}]
    guided = GuidedTurn("chains", steps)
    assert guided.widget.interactive is True
    guided.play({"type": "pick", "track": 0, "pos": 2})
    assert guided.done and guided.widget.interactive is False
    guided.reset()
    assert guided.widget.interactive is True


def test_undo_is_offered_only_when_there_is_something_to_take_back():
    w = PotionWidget(scenarios.load("chains"))
    assert w.can_undo is False
    w.play({"type": "pick", "track": 0, "pos": 2})
    assert w.can_undo is True
    w.undo()
    assert w.can_undo is False
