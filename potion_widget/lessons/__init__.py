"""The lessons' machinery: exercises (``exercises``), what an answer must be (``goals``), an
action measured (``outcomes``), the scenario library (``scenarios``) and the learner's copies of
the lessons (``tutorial``).

A lesson writes ``from potion_widget.lessons import Do, Predict``: Potion Explosion's
exercises, read on first use (the lessons' machinery imports no game; the game's exercises are
these on its kit).
"""

import importlib

_POTION = {"Do": "potion_widget.games.potion.exercises", "GuidedTurn": "potion_widget.games.potion.exercises",
           "Predict": "potion_widget.games.potion.exercises", "action_marks": "potion_widget.games.potion.picture"}
"""The names a Potion Explosion lesson (or a learner's own notebook) imports from here: its
exercises, read on first use from the game's folder (this package imports no game)."""


def __getattr__(name):
    if name in _POTION:
        return getattr(importlib.import_module(_POTION[name]), name)
    raise AttributeError(f"module 'potion_widget.lessons' has no attribute {name!r}")
