"""Potion Explosion's scenario library: named, small positions for lessons, classes and experiments.

A scenario is a JSON file ``{"name", "title", "purpose", "state", "claims"}``. ``state`` is a
game state (PROTOCOL.md), checked by :meth:`Game.from_state`; ``claims`` are the statements
a lesson makes about that position, each one checked against the engine by the tests:

``{"id": "middle", "action": {"type": "pick", "track": 1, "pos": 2}, "takes": 3, "steps": 1}``

A claim may list ``before`` (actions played first), a ``question`` and the measure it
``ask``\\s about (for a predict-then-reveal exercise), and any measure of
:data:`potion_widget.games.potion.outcomes.MEASURES` it expects, e.g. ``"refused": "D2"``.

>>> from potion_widget import scenarios
>>> "touching" in [s["name"] for s in scenarios.list_scenarios()]
True
>>> game = scenarios.load("touching")
>>> game.phase
'play'

A teacher saves any position and shares the file:

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "my-position.json"
>>> saved = scenarios.save(game, path, name="my-position", title="My position",
...                        purpose="A position to discuss in class.")
>>> scenarios.load_file(path).to_state() == game.to_state()
True
"""

from __future__ import annotations

import pathlib

from ...lessons.scenarios import FileError, Library, expectations, read_json
from .engine import Game
from .outcomes import MEASURES, outcome


def _potion_game(state, record: bool) -> Game:
    return Game.from_state(state, record=record)


POTION = Library("potion", _potion_game, outcome, MEASURES, "scenarios")
"""Potion Explosion's scenarios, ``games/potion/data/scenarios/*.json``: the functions below are its."""


def names() -> list[str]:
    """The names of the packaged scenarios, sorted."""
    return POTION.names()


def text(name: str, field: str, claim_id: str | None = None) -> str:
    """A scenario's ``title`` or ``purpose``, or a claim's ``question``, in the language spoken
    now: the catalog's ``scenario.<name>.<field>`` (``scenario.<name>.<claim>.question``),
    else the scenario file's own words (a teacher's scenario is in no catalog).

    >>> text("touching", "title") == info("touching")["title"]     # English: the file's
    True
    """
    return POTION.text(name, field, claim_id)


def catalog_entries() -> dict[str, str]:
    """The packaged scenarios' words as catalog entries (``data/messages/en/scenarios.json``
    is this, written by ``scripts/build_notebooks.py``)."""
    return POTION.catalog_entries()


def list_scenarios() -> list[dict]:
    """Every packaged scenario as ``{"name", "title", "purpose"}``, sorted by name, the title
    and purpose in the language spoken now.

    >>> first = list_scenarios()[0]
    >>> sorted(first)
    ['name', 'purpose', 'title']
    """
    return POTION.list_scenarios()


def info(name: str) -> dict:
    """The whole scenario record: name, title, purpose, state and claims."""
    return POTION.info(name)


def load(name: str, *, record: bool = True) -> Game:
    """A new game in the position of the packaged scenario ``name``.

    >>> load("collisions").current
    0
    """
    return POTION.load(name, record=record)


def claims(name: str) -> list[dict]:
    """The claims the lessons make about scenario ``name``."""
    return POTION.claims(name)


def claim(name: str, claim_id: str) -> dict:
    """One claim of scenario ``name`` by its id.

    >>> claim("touching", "middle-of-three")["takes"]
    3
    """
    return POTION.claim(name, claim_id)


def check_claim(game: Game, entry: dict) -> list[str]:
    """Plays the claim on a copy of ``game`` and lists every statement the engine
    contradicts (an empty list when the claim holds)."""
    return POTION.check_claim(game, entry)


def check(name: str) -> list[str]:
    """Every problem with scenario ``name``: its fields, its state and its claims."""
    return POTION.check(name)


def save(game: Game, path, *, name: str, title: str, purpose: str,
         claims: list[dict] | None = None) -> pathlib.Path:
    """Writes ``game``'s position as a scenario file that :func:`load_file` reads back.

    ``name`` is lower case letters, digits and dashes; ``purpose`` is one line. Claims are
    optional; those given are checked against the engine before anything is written.
    """
    return POTION.save(game, path, name=name, title=title, purpose=purpose, claims=claims)


def load_file(path, *, record: bool = True) -> Game:
    """The game saved in the scenario file at ``path`` (or in a bare state file).

    A file that is not UTF-8 JSON text raises :class:`FileError` naming the file; JSON that is
    not a scenario or a state raises ``StateError`` naming the field; a file that cannot be
    opened raises ``OSError``."""
    return POTION.load_file(path, record=record)


__all__ = ["POTION", "FileError", "catalog_entries", "check", "check_claim", "claim", "claims", "expectations",
           "info", "list_scenarios", "load", "load_file", "names", "read_json", "save", "text"]
