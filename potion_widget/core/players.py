"""What every computer player shares: choosing one action at a time, and playing a whole turn
with those choices through the same path as a person's clicks."""

from __future__ import annotations


class ComputerPlayer:
    """A player that chooses one legal action at a time; subclasses define :meth:`choose`."""

    def choose(self, game) -> dict:
        """The next action for ``game``'s active player (the game is not changed)."""
        raise NotImplementedError

    def play_turn(self, target) -> list[dict]:
        """Plays the active player's whole turn (or one draft pick) on a ``Game`` or a widget
        (anything with ``.game`` and ``.play``); returns all its events."""
        game = getattr(target, "game", target)
        act = target.play if hasattr(target, "play") else target.apply
        player, events = game.current, []
        phase = game.phase
        while game.phase == phase and game.current == player and phase != "over":
            events.extend(act(self.choose(game)))
            if phase == "draft":
                break
        return events
