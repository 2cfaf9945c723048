"""The engine's exceptions: each names what went wrong in the learner's terms."""

from __future__ import annotations

from ..messages import render


class RuleError(ValueError):
    """A refused action: illegal under a rule, or not well formed.

    ``rule`` is a RULES.md ID (``"D2"``) or ``"format"``; ``key`` and ``params`` select the
    sentence in the message catalog, and ``str(error)`` is that sentence in English with the
    rule cited. A game that raised it is exactly as it was before the action.
    """

    def __init__(self, rule: str, key: str, **params):
        self.rule = rule
        self.key = key
        self.params = params
        self.message = render(key, params)
        super().__init__(f"{self.message} ({rule})")

    def to_dict(self) -> dict:
        """The refusal as plain JSON data, as the widget and the command line report it."""
        return {"rule": self.rule, "key": self.key, "params": dict(self.params),
                "message": str(self)}


class StateError(ValueError):
    """A game state that is not valid: ``field`` names where (``"players[1].pool"``)."""

    def __init__(self, field: str, problem: str):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")


class HistoryError(ValueError):
    """``undo()`` with no accepted action left to take back."""
