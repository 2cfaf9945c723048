"""The lessons' machinery: exercises (``exercises``), what an answer must be (``goals``), an
action measured (``outcomes``), the scenario library (``scenarios``) and the learner's copies of
the lessons (``tutorial``).

A lesson writes ``from potion_widget.lessons import Do, Predict``: the exercise classes are read
from ``exercises`` on first use, so that importing one of the modules above does not import a
board.
"""

_EXERCISES = frozenset({"Do", "GuidedTurn", "Predict", "action_marks", "answer_label", "answer_options"})


def __getattr__(name):
    if name in _EXERCISES:
        from . import exercises
        return getattr(exercises, name)
    raise AttributeError(f"module 'potion_widget.lessons' has no attribute {name!r}")
