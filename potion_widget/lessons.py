"""Teaching helpers for the tutorial notebooks: predict-then-reveal exercises and stories.

An exercise is built from a scenario claim (``potion_widget.scenarios``). It shows the
question, a live widget in the scenario's position and answer buttons. The learner answers
first (a button, or :meth:`Predict.answer` in code); then the widget plays the action and the
engine's own result, never a stored answer, says whether the prediction was right.

>>> from potion_widget.lessons import Predict
>>> exercise = Predict("touching", "middle-of-three")    # doctest: +SKIP
>>> exercise                                             # doctest: +SKIP
>>> exercise.answer(3)                                   # doctest: +SKIP
True
"""

from __future__ import annotations

import html

from . import scenarios
from .engine import RuleError
from .outcomes import refusal, summarize

_QUESTION_OPTIONS = {
    "takes": list(range(0, 9)),
    "steps": list(range(0, 4)),
    "exploded": list(range(0, 9)),
    "completed": [0, 1, 2],
    "returned": list(range(0, 9)),
    "discarded": list(range(0, 5)),
    "skills": [0, 1, 2],
    "legal": [True, False],
    "phase": ["play", "tiebreak", "over"],
    "hidden_after": list(range(0, 8)),
    "hand_size": list(range(0, 9)),
}
"""Default answer buttons per measure: fixed ranges, so the buttons never hint at the answer."""

def describe(action: dict, game=None) -> str:
    """The action in plain words, e.g. ``"a usual pick at track 1, position 2 (red)"``."""
    kind = action.get("type")
    def marble(track, pos):
        if game is None:
            return ""
        column = game.state["dispenser"][track] if 0 <= track < 5 else []
        return f" ({column[pos]})" if 0 <= pos < len(column) else " (no marble there)"
    if kind in ("pick", "help"):
        what = "a usual pick" if kind == "pick" else "the professor's little help"
        return f"{what} at track {action['track']}, position {action['pos']}" + \
            marble(action["track"], action["pos"])
    if kind == "place":
        return f"placing a {action['color']} marble on burner {action['burner']}"
    if kind == "to_pool":
        return f"moving a {action['color']} marble from hand to pool"
    if kind == "from_pool":
        return f"moving a {action['color']} marble from pool to hand"
    if kind == "drink":
        text = f"drinking {action['potion']}"
        if game is not None:
            from .engine import kind_name
            text = f"drinking {action['potion']} ({kind_name(game.tile(action['potion']).kind)})"
        return f"{text} with choice {action.get('choice')}"
    if kind == "end_turn":
        extra = {k: action[k] for k in ("keep", "draw") if k in action}
        return "ending the turn" + (f" with {extra}" if extra else "")
    if kind == "draft":
        return f"drafting {action['tile']}"
    return str(action)


def story(events) -> str:
    """The events of one action as numbered sentences, each citing its rule."""
    return "\n".join(f"{i}. {e['text']}" for i, e in enumerate(events, 1))


def answer_options(claim: dict, players: int) -> list:
    """The answer buttons for a claim's question: its own ``options``, or a fixed range for
    its measure (players by seat for ``current``, each player or all for ``winners``)."""
    measure = claim.get("ask", "takes")
    if claim.get("options"):
        return list(claim["options"])
    if measure == "current":
        return list(range(players))
    if measure == "winners":
        return [[i] for i in range(players)] + [list(range(players))]
    if measure not in _QUESTION_OPTIONS:
        raise ValueError(f"no answer buttons for the measure {measure!r}: give options")
    return list(_QUESTION_OPTIONS[measure])


def _label(value) -> str:
    if value is True:
        return "Yes"
    if value is False:
        return "No"
    return str(value)


class Predict:
    """A predict-then-reveal exercise on the claim ``claim_id`` of scenario ``scenario``.

    The widget starts in the scenario's position with the claim's ``before`` actions played.
    ``options`` overrides the answer buttons. Display the object to show it.
    """

    def __init__(self, scenario: str, claim_id: str, *, options=None):
        from . import PotionWidget    # the widget needs the front-end bundle: import on use
        self.scenario = scenario
        self.claim = scenarios.claim(scenario, claim_id)
        self.measure = self.claim.get("ask", "takes")
        self.widget = PotionWidget(scenarios.load(scenario))
        self.setup_events = []
        for action in self.claim.get("before", []):
            self.setup_events.extend(self.widget.play(action))
        self._start = self.widget.game.to_state()
        self.action = self.claim["action"]
        self.question = self.claim.get("question", "What will happen?")
        self.move = describe(self.action, self.widget.game)
        if options is None:
            options = answer_options(self.claim, len(self.widget.game.state["players"]))
        self.options = options
        self.result: dict | None = None
        self.guess = None
        self._view = None

    # ----- the learner's side ------------------------------------------------------------
    def answer(self, value) -> bool:
        """Records the prediction, plays the action on the widget and says whether the
        engine agrees. Answering again first takes the last move back."""
        if self.result is not None:
            self.reset()
        # moves clicked in the board meanwhile are taken back: the question is about the start
        while self.widget.game.to_state() != self._start and self.widget.game.can_undo:
            self.widget.undo()
        self.guess = value
        before = self.widget.game.to_state()
        try:
            events = self.widget.play(self.action)
        except RuleError as error:
            self.result = refusal(error)
            events = []
        else:
            self.result = summarize(before, self.widget.game, self.action, events)
        self.events = events
        self._show()
        return self.correct

    @property
    def correct(self) -> bool | None:
        """Whether the prediction matches the engine's result (None before an answer)."""
        if self.result is None:
            return None
        return self.guess == self.result.get(self.measure)

    @property
    def truth(self):
        """The engine's answer once revealed (None before)."""
        return None if self.result is None else self.result.get(self.measure)

    def feedback(self) -> str:
        """What happened and whether the prediction was right, in plain words."""
        if self.result is None:
            return "Choose your answer first; then the widget plays the move."
        verdict = "Right!" if self.correct else f"Not quite: the answer is {self._show_value(self.truth)}."
        lines = [verdict]
        if self.result["legal"]:
            lines.append(story(self.events))
        else:
            lines.append(f"The engine refused the move: {self.result['message']}")
        return "\n".join(lines)

    def reset(self) -> None:
        """Takes the move back so the exercise can be tried again."""
        if self.result is not None and self.result["legal"]:
            self.widget.undo()
        self.result = None
        self.guess = None
        self._show()

    # ----- display ----------------------------------------------------------------------
    def _names(self):
        return [p["name"] for p in self.widget.game.state["players"]]

    def _show_value(self, value) -> str:
        names = self._names()
        if self.measure == "current" and isinstance(value, int):
            return names[value]
        if self.measure == "winners" and isinstance(value, list):
            return " and ".join(names[i] for i in value) or "nobody yet"
        return _label(value)

    def _build(self):
        import ipywidgets as w
        header = w.HTML(f"<b>{html.escape(self.question)}</b><br>"
                        f"The move: {html.escape(self.move)}.")
        buttons = []
        for value in self.options:
            button = w.Button(description=self._show_value(value),
                              layout=w.Layout(width="auto"))
            button.on_click(lambda _b, v=value: self.answer(v))
            buttons.append(button)
        again = w.Button(description="Try again", icon="undo", layout=w.Layout(width="auto"))
        again.on_click(lambda _b: self.reset())
        self._out = w.HTML(self._feedback_html())
        self._view = w.VBox([header, self.widget, self.widget.output,
                             w.HBox(buttons + [again]), self._out])
        return self._view

    def _feedback_html(self) -> str:
        text = html.escape(self.feedback()).replace("\n", "<br>")
        colour = {True: "#1b7f3b", False: "#b3261e"}.get(self.correct, "#444")
        return f'<div style="color:{colour}">{text}</div>'

    def _show(self) -> None:
        if self._view is not None:
            self._out.value = self._feedback_html()

    def _repr_mimebundle_(self, **kwargs):
        view = self._view or self._build()
        bundle = view._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data)
        data["text/plain"] = f"{self.question}\nThe move: {self.move}.\n{self.feedback()}"
        return (data, metadata) if metadata else data

    def __repr__(self) -> str:
        return f"<Predict {self.scenario}/{self.claim['id']}: {self.question}>"
