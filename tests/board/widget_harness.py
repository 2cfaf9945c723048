"""A harness that drives the widget's message handler without a kernel, and a seeded
player that picks legal actions (shared by the handler tests and the JS fixture writer)."""

from __future__ import annotations

import copy
import json
import random

from potion_widget.games.potion.bots import plausible_move
from potion_widget.games.potion.widget import PotionWidget

SYNCED = ("state", "state_id", "legal", "previews", "events", "error", "messages", "tiles",
          "kinds", "scores")


class Harness:
    """A widget whose outgoing messages are captured instead of sent to a front end."""

    def __init__(self, widget: PotionWidget):
        self.widget = widget
        self.replies: list[dict] = []
        self.updates: list[dict] = []
        self._next_id = 100
        widget._send = self._capture  # the one exit of ipywidgets' comm messages

    def _capture(self, msg, buffers=None):
        if msg.get("method") == "custom":
            self.replies.append(msg["content"])
        elif msg.get("method") in ("update", "echo_update"):
            self.updates.append(msg)

    def request(self, content) -> dict | None:
        """Hand ``content`` to the handler as the front end would; the reply, if any."""
        before = len(self.replies)
        self.widget._handle_message(self.widget, content, [])
        assert len(self.replies) - before <= 1, "one request gets at most one reply"
        return self.replies[-1] if len(self.replies) > before else None

    def act(self, action: dict, **extra) -> dict:
        self._next_id += 1
        msg = {"kind": "action", "id": self._next_id, "state_id": self.widget.state_id,
               "action": action, **extra}
        return self.request(msg)

    def snapshot(self) -> dict:
        return {name: copy.deepcopy(getattr(self.widget, name)) for name in SYNCED} | {
            "game": self.widget.game.to_state()}


def choose(game, rng: random.Random) -> dict:
    """One legal action for the active player, chosen with ``rng`` (drinks and the end of
    the turn completed with one of their legal choices); usual picks come first so games
    move on."""
    legal = game.legal_actions()
    picks = [a for a in legal if a["type"] in ("pick", "draft")]
    places = [a for a in legal if a["type"] == "place"]
    if picks:
        return rng.choice(picks)
    if places:
        return rng.choice(places)
    drinks = [a for a in legal if a["type"] == "drink"]
    if drinks and rng.random() < 0.5:
        action = rng.choice(drinks)
        return {**action, "choice": rng.choice(game.legal_choices(action))}
    if any(a["type"] == "end_turn" for a in legal):
        return {"type": "end_turn", **rng.choice(game.legal_choices({"type": "end_turn"}))}
    return rng.choice(legal)


def message_size(msg: dict) -> int:
    """Bytes of an update message as JSON (what goes over the comm, before framing)."""
    return len(json.dumps(msg).encode())


DRAFT = [{"type": "draft", "tile": "love-1"}, {"type": "draft", "tile": "joy-2"},
         {"type": "draft", "tile": "joy-1"}, {"type": "draft", "tile": "magnetic-1"}]
"""Lesson 07's set-up: the starter draft of the scenario ``new-game``."""


def undo_request(h: Harness) -> dict:
    """An undo sent by the front end in the board's current state; returns the reply."""
    return h.request({"kind": "undo", "id": 7, "state_id": h.widget.state_id})


def past_the_draft(widget) -> None:
    """Plays the first legal draft action until the draft is over."""
    while widget.game.phase == "draft":
        widget.play(widget.legal[0])


def play_to_the_end(widget, seed: int = 3) -> None:
    """Plays seeded plausible moves (the first legal action outside the play phase) until the
    game is over."""
    rng = random.Random(seed)
    while widget.game.phase != "over":
        widget.play(plausible_move(widget.game, rng) if widget.game.phase == "play"
                    else widget.legal[0])
