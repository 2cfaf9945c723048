"""The widget's message handler, driven without a kernel: good, illegal, stale, malformed and
foreign messages, and what each does to the traits (or does not)."""

from __future__ import annotations

import random

import pytest

from potion_widget.games.potion.engine import Game, RuleError
from potion_widget.games.potion.engine.text import render_text
from potion_widget.games.potion.words import potion_label
from potion_widget.games.potion.widget import PotionWidget

from widget_harness import Harness, choose, message_size


def test_default_widget_is_a_seeded_two_player_game_in_the_draft(harness):
    w = harness.widget
    assert w.state == Game.new(2, seed=0).to_state()
    assert w.state["phase"] == "draft" and w.state_id == 0
    assert w.legal == w.game.legal_actions() and w.legal[0]["type"] == "draft"
    assert w.error == {} and w.events == []
    assert w.scores == [0, 0]
    # every tile the state mentions is described for the front end
    for stack in w.state["stacks"]:
        assert all(t in w.tiles for t in stack)
    assert all(t in w.tiles for t in w.state["draft"]["revealed"])
    assert w.messages["ui.btn.end_turn"] == "End turn"
    assert set(w.kinds) >= set(w.state["kinds"]) and w.kinds["wisdom"]["name"]


def test_options_go_to_game_new_and_a_game_or_state_can_be_wrapped():
    w = PotionWidget(players=["Ana", "Ben", "Cy"], seed=5, remove="beginner")
    assert [p["name"] for p in w.state["players"]] == ["Ana", "Ben", "Cy"]
    assert "balm" not in w.state["kinds"]
    game = Game.new(2, seed=9)
    assert PotionWidget(game).game is game
    assert PotionWidget(game.to_state()).state == game.to_state()
    with pytest.raises(TypeError):
        PotionWidget(game, seed=1)


def test_a_good_action_is_applied_and_answered_with_its_events(harness):
    w = harness.widget
    action = w.legal[0]
    reply = harness.act(action)
    assert reply["kind"] == "reply" and reply["id"] == harness._next_id and reply["ok"] is True
    assert [e["type"] for e in reply["events"]][0] == "drafted"
    assert w.state_id == 1 and reply["state_id"] == 1
    assert w.events == reply["events"]
    assert w.state == w.game.to_state() and w.legal == w.game.legal_actions()


def test_every_change_is_one_synced_update(harness):
    harness.updates.clear()
    harness.act(harness.widget.legal[0])
    assert len(harness.updates) == 1
    assert {"state", "state_id", "legal", "events"} <= set(harness.updates[0]["state"])


def test_an_exploding_pick_reports_each_step_and_previews_agreed(playing):
    w = playing.widget
    preview = max(w.previews, key=lambda p: p["steps"])
    assert preview["steps"] >= 1
    reply = playing.act({"type": "pick", "track": preview["track"], "pos": preview["pos"]})
    assert reply["ok"]
    explosions = [e for e in reply["events"] if e["type"] == "explosion"]
    assert len(explosions) == preview["steps"]
    assert all(e["rule"] == "D7" for e in explosions)
    assert len(w.state["players"][0]["hand"]) == preview["count"]


def test_previews_list_only_exploding_legal_picks(playing):
    w = playing.widget
    picks = {(a["track"], a["pos"]) for a in w.legal if a["type"] == "pick"}
    assert w.previews and all(p["steps"] > 0 for p in w.previews)
    assert {(p["track"], p["pos"]) for p in w.previews} <= picks
    full = {(p["track"], p["pos"]) for p in w.game.pick_previews() if p["steps"] > 0}
    assert {(p["track"], p["pos"]) for p in w.previews} == full


@pytest.mark.parametrize("action, rule", [
    ({"type": "pick", "track": 0, "pos": 8}, "D2"),      # the ninth marble
    ({"type": "end_turn"}, "E0"),                         # before the usual pick
    ({"type": "brew"}, "format"),
    ({"type": "pick", "track": "0", "pos": 1}, "format"),
])
def test_a_refused_action_is_explained_and_changes_nothing(playing, action, rule):
    before = playing.snapshot()
    reply = playing.act(action)
    assert reply["ok"] is False
    error = reply["error"]
    assert error["rule"] == rule and error["key"] and error["message"].endswith(f"({rule})")
    after = playing.snapshot()
    assert after.pop("error") == error   # the refusal is recorded for every view...
    before.pop("error")
    assert after == before                # ...and nothing else changed


def test_play_from_python_is_the_same_path_and_raises_on_refusal(playing):
    w = playing.widget
    start = w.state_id
    with pytest.raises(RuleError) as info:
        w.play({"type": "pick", "track": 2, "pos": 8})
    assert info.value.rule == "D2" and w.error["rule"] == "D2" and w.state_id == start
    events = w.play(w.legal[0])
    # the trait holds the same events, each told for the board's reader (``say``)
    assert events and [{k: v for k, v in e.items() if k != "say"} for e in w.events] == events
    assert all(e["say"] for e in w.events) and w.error == {} and w.state_id == start + 1


def test_a_stale_request_is_refused_and_changes_nothing(playing):
    w = playing.widget
    before = playing.snapshot()
    reply = playing.request({"kind": "action", "id": 7, "state_id": w.state_id - 1,
                             "action": w.legal[0]})
    assert reply == {"kind": "reply", "id": 7, "ok": False, "error": reply["error"]}
    assert reply["error"]["rule"] == "stale" and reply["error"]["key"] == "ui.error.stale"
    assert reply["error"]["params"] == {"sent": w.state_id - 1, "current": w.state_id}
    assert playing.snapshot() == before


def _nested(depth: int) -> list:
    junk: list = []
    for _ in range(depth):
        junk = [junk]
    return junk


DEEP = _nested(5000)     # too deep for Python to copy or encode: refused, not a crash


@pytest.mark.parametrize("content, answered_id", [
    ({"kind": "action", "state_id": 0, "action": {"type": "pick", "track": 0, "pos": 0}}, None),
    ({"kind": "action", "id": "1", "state_id": 0, "action": {}}, None),
    ({"kind": "action", "id": True, "state_id": 0, "action": {}}, None),
    ({"kind": "action", "id": 3, "action": {"type": "pick", "track": 0, "pos": 0}}, 3),
    ({"kind": "action", "id": 3, "state_id": "0", "action": {}}, 3),
    ({"kind": "action", "id": 3, "state_id": 0, "action": ["pick", 0, 0]}, 3),
    ({"kind": "action", "id": 3, "state_id": 0}, 3),
    ({"kind": "undo", "id": 4}, 4),
    ({"kind": "choices", "id": 5, "action": "end_turn"}, 5),
    ({"kind": "action", "id": -1, "state_id": 0, "action": {"type": "end_turn"}}, None),
    ({"kind": "action", "id": 6, "state_id": 10 ** 5000, "action": {"type": "end_turn"}}, 6),
    ({"kind": "action", "id": 7, "state_id": 0, "action": {"type": "draft", "tile": DEEP}}, 7),
])
def test_a_malformed_request_gets_an_error_reply_and_changes_nothing(playing, content, answered_id):
    before = playing.snapshot()
    reply = playing.request(content)
    assert reply["ok"] is False and reply["id"] == answered_id
    assert reply["error"]["rule"] == "format" and reply["error"]["key"] == "ui.error.malformed"
    assert playing.snapshot() == before


@pytest.mark.parametrize("content", [
    {"kind": "anywidget-command", "id": 1},
    {"kind": "reply", "id": 1, "ok": True},
    {"id": 1, "state_id": 0, "action": {"type": "pick", "track": 0, "pos": 0}},
    ["action"], "action", None, 42,
])
def test_foreign_messages_are_ignored(playing, content):
    before = playing.snapshot()
    assert playing.request(content) is None
    assert playing.snapshot() == before


def test_choices_are_listed_or_refused_with_the_rule(playing):
    w = playing.widget
    reply = playing.request({"kind": "choices", "id": 9, "action": {"type": "end_turn"}})
    assert reply["ok"] is False and reply["error"]["rule"] == "E0" and reply["id"] == 9
    preview = w.previews[0]
    playing.act({"type": "pick", "track": preview["track"], "pos": preview["pos"]})
    rng = random.Random(1)
    while any(a["type"] == "place" for a in w.legal):
        w.play(rng.choice([a for a in w.legal if a["type"] == "place"]))
    reply = playing.request({"kind": "choices", "id": 10, "state_id": w.state_id,
                             "action": {"type": "end_turn"}})
    assert reply["ok"] is True and reply["choices"] == w.game.legal_choices({"type": "end_turn"})
    assert all(set(c) <= {"keep", "draw"} for c in reply["choices"])
    stale = playing.request({"kind": "choices", "id": 11, "state_id": w.state_id + 5,
                             "action": {"type": "end_turn"}})
    assert stale["error"]["rule"] == "stale"


def test_undo_takes_back_the_last_action_and_refuses_when_nothing_is_left(harness):
    w = harness.widget
    start = w.state
    harness.act(w.legal[0])
    reply = harness.request({"kind": "undo", "id": 2, "state_id": w.state_id})
    assert reply["ok"] is True and w.state == start and w.state_id == 2 and w.events == []
    before = harness.snapshot()
    reply = harness.request({"kind": "undo", "id": 3, "state_id": w.state_id})
    assert reply["ok"] is False and reply["error"]["key"] == "ui.error.nothing_to_undo"
    assert harness.snapshot() == before


def test_an_unexpected_exception_is_shown_under_the_widget(playing, monkeypatch):
    w = playing.widget
    def broken(action):
        raise RuntimeError("engine exploded")
    monkeypatch.setattr(w.game, "apply", broken)
    reply = playing.act(w.legal[0])
    assert reply["ok"] is False and reply["error"]["rule"] == "internal"
    assert "engine exploded" in reply["error"]["message"]
    shown = "".join(o.get("text", "") for o in w.output.outputs)
    assert "RuntimeError: engine exploded" in shown and "Traceback" in shown


def test_text_fallback_shows_the_game_for_viewers_without_widgets(playing):
    bundle = playing.widget._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    game = playing.widget.game
    # the same picture as str(game), with each potion named for a learner instead of its id
    assert data["text/plain"] == render_text(game, lambda tile: potion_label(game, tile))
    assert "pos 8" in data["text/plain"]
    burner = game.state["players"][0]["burners"][0]["tile"]
    assert burner in str(game) and burner not in data["text/plain"]
    assert potion_label(game, burner) in data["text/plain"]
    assert "application/vnd.jupyter.widget-view+json" in data


def test_player_names_are_kept_as_plain_data():
    w = PotionWidget(players=["<img src=x onerror=alert(1)>", "Ben & Co"], seed=1)
    assert w.state["players"][0]["name"] == "<img src=x onerror=alert(1)>"


def test_bytes_synced_per_accepted_action_stay_under_10_kb():
    h = Harness(PotionWidget(seed=3))
    rng = random.Random(3)
    sizes = []
    for _ in range(120):
        if h.widget.state["phase"] == "over":
            break
        h.updates.clear()
        h.widget.play(choose(h.widget.game, rng))
        assert len(h.updates) == 1
        sizes.append(message_size(h.updates[0]))
    assert len(sizes) >= 60
    assert max(sizes) < 10_000, sorted(sizes)[-5:]
