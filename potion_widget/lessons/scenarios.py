"""The scenario library: named, small game positions for lessons, classes and experiments.

A scenario is a JSON file ``{"name", "title", "purpose", "state", "claims"}``. ``state`` is a
game state, checked by the game's ``Game.from_state``; ``claims`` are the statements a lesson
makes about that position, each one checked against the engine by the tests:

``{"id": "middle", "action": {"type": "pick", "track": 1, "pos": 2}, "takes": 3, "steps": 1}``

A claim may list ``before`` (actions played first), a ``question`` and the measure it
``ask``\\s about (for a predict-then-reveal exercise), and any measure of the game's outcomes
it expects, e.g. ``"refused": "D2"``. Each game has its :class:`Library` (its kit's
``scenarios``): Potion Explosion's is ``games/potion/scenarios.py`` (``from potion_widget import
scenarios``), Sugar Blast's ``games/sugar/scenarios.py``.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys
from importlib import resources

from ..board.files import dumps as _dumps, write_atomically as _write_atomically
from ..core.errors import shown
from ..i18n.messages import catalog

_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_CLAIM_KEYS = {"id", "question", "ask", "options", "before", "action"}


class Library:
    """One game's scenario library: its files' folder (``games/<game>/data/scenarios/*.json``), how a state
    becomes a game (``load_state(state, record)``), and how a claim's action is measured
    (``outcome(game, action, before)`` over the measures ``measures``). Potion Explosion's is
    :data:`POTION`; Sugar Blast's is ``games.sugar.scenarios.LIBRARY``. Scenario names are shared by
    the catalog (``scenario.<name>.*``), so each library's names are its own."""

    def __init__(self, game: str, load_state, outcome, measures: dict, imported_as: str):
        self.game = game
        self.imported_as = imported_as
        """The name a notebook imports the library's module by (``from potion_widget import
        sugar_scenarios``): the words that tell how to open a saved file use it."""
        self.load_state = load_state
        self.outcome = outcome
        self.measures = measures

    def _folder(self):
        return resources.files("potion_widget") / "games" / self.game / "data" / "scenarios"

    def _read(self, name: str) -> dict:
        if not isinstance(name, str) or not _NAME.match(name):
            raise ValueError(f"not a scenario name: {shown(name)}")
        entry = self._folder() / f"{name}.json"
        if not entry.is_file():
            known = ", ".join(self.names())
            raise KeyError(f"no scenario named {name!r}; known: {known}")
        return json.loads(entry.read_text(encoding="utf-8"))

    def names(self) -> list[str]:
        """The names of the packaged scenarios, sorted."""
        return sorted(entry.name[:-5] for entry in self._folder().iterdir()
                      if entry.name.endswith(".json"))

    def text(self, name: str, field: str, claim_id: str | None = None) -> str:
        """A scenario's ``title`` or ``purpose``, or a claim's ``question``, in the language
        spoken now: the catalog's ``scenario.<name>.<field>`` (``scenario.<name>.<claim>.
        question``), else the scenario file's own words (a teacher's scenario is in no
        catalog)."""
        record = self._read(name)
        if claim_id is None:
            key, own = f"scenario.{name}.{field}", record[field]
        else:
            key, own = f"scenario.{name}.{claim_id}.{field}", self.claim(name, claim_id).get(field)
        words = catalog().get(key)
        if words is None:
            if own is None:
                raise KeyError(f"scenario {name!r} has no {field} for {claim_id or 'itself'}")
            return own
        return words

    def catalog_entries(self) -> dict[str, str]:
        """The packaged scenarios' words as English catalog entries (written to the catalog
        by ``scripts/build_notebooks.py``)."""
        entries = {}
        for name in self.names():
            record = self._read(name)
            entries[f"scenario.{name}.title"] = record["title"]
            entries[f"scenario.{name}.purpose"] = record["purpose"]
            for entry in record.get("claims", []):
                if "question" in entry:
                    entries[f"scenario.{name}.{entry['id']}.question"] = entry["question"]
        return entries

    def list_scenarios(self) -> list[dict]:
        """Every packaged scenario as ``{"name", "title", "purpose"}``, sorted by name, the
        title and purpose in the language spoken now."""
        return [{"name": self._read(name)["name"], "title": self.text(name, "title"),
                 "purpose": self.text(name, "purpose")} for name in self.names()]

    def info(self, name: str) -> dict:
        """The whole scenario record: name, title, purpose, state and claims."""
        return self._read(name)

    def load(self, name: str, *, record: bool = True):
        """A new game in the position of the packaged scenario ``name``."""
        return self.load_state(self._read(name)["state"], record)

    def claims(self, name: str) -> list[dict]:
        """The claims the lessons make about scenario ``name``."""
        return list(self._read(name).get("claims", []))

    def claim(self, name: str, claim_id: str) -> dict:
        """One claim of scenario ``name`` by its id."""
        for entry in self.claims(name):
            if entry["id"] == claim_id:
                return entry
        raise KeyError(f"scenario {name!r} has no claim {claim_id!r}")

    def check_claim(self, game, entry: dict) -> list[str]:
        """Plays the claim on a copy of ``game`` and lists every statement the engine
        contradicts (an empty list when the claim holds)."""
        unknown = set(expectations(entry)) - set(self.measures)
        if unknown:
            return [f"unknown measure(s): {', '.join(sorted(unknown))}"]
        result = self.outcome(game, entry["action"], entry.get("before", ()))
        problems = []
        for key, expected in expectations(entry).items():
            got = result.get(key)
            if key in ("hand", "pool"):
                expected = sorted(expected)
                got = sorted(got) if got is not None else None
            if got != expected:
                problems.append(f"{entry['id']}: {key} is {got!r}, the claim says {expected!r}")
        if "ask" in entry and entry["ask"] not in result:
            problems.append(f"{entry['id']}: the outcome has no measure {entry['ask']!r}")
        return problems

    def check(self, name: str) -> list[str]:
        """Every problem with scenario ``name``: its fields, its state and its claims."""
        data = self._read(name)
        problems = [f"missing field {k!r}" for k in ("name", "title", "purpose", "state", "claims")
                    if k not in data]
        if data.get("name") != name:
            problems.append(f"the file says name {data.get('name')!r}")
        game = self.load_state(data["state"], True)
        seen = set()
        for entry in data.get("claims", []):
            if entry["id"] in seen:
                problems.append(f"claim id {entry['id']!r} is used twice")
            seen.add(entry["id"])
            problems.extend(self.check_claim(game, entry))
        return problems

    def save(self, game, path, *, name: str, title: str, purpose: str,
             claims: list[dict] | None = None) -> pathlib.Path:
        """Writes ``game``'s position as a scenario file that :meth:`load_file` reads back;
        claims given are checked against the engine before anything is written."""
        if not _NAME.match(name):
            raise ValueError("a scenario name uses lower case letters, digits and dashes")
        if "\n" in purpose:
            raise ValueError("the purpose is one line")
        claims = list(claims or [])
        for entry in claims:
            problems = self.check_claim(game, entry)
            if problems:
                raise ValueError("; ".join(problems))
        data = {"name": name, "title": title, "purpose": purpose, "state": game.to_state(),
                "claims": claims}
        try:
            text = (_dumps(data) + "\n").encode("utf-8")
        except UnicodeEncodeError as error:
            raise ValueError(f"the scenario cannot be written as UTF-8 text (a lone surrogate "
                             f"in its name, title, purpose or claims?): {error}") from None
        path = pathlib.Path(path)
        _write_atomically(path, text)
        return path

    def load_file(self, path, *, record: bool = True):
        """The game saved in the scenario file at ``path`` (or in a bare state file).

        A file that is not UTF-8 JSON text (empty, cut short, another format) raises
        :class:`FileError` naming the file; JSON that is not a scenario or a state raises
        ``StateError`` naming the field; a file that cannot be opened raises ``OSError``."""
        try:
            data = read_json(path)
        except ValueError as error:
            raise FileError(path, str(error)) from None
        if isinstance(data, dict) and "state" in data and "format" not in data:
            data = data["state"]
        return self.load_state(data, record)


def expectations(entry: dict) -> dict:
    """The measures a claim states, without its id, question and actions."""
    return {k: v for k, v in entry.items() if k not in _CLAIM_KEYS}


class FileError(ValueError):
    """A scenario file that is not UTF-8 JSON text: ``field`` names the file, ``problem``
    says why (``"the file is not JSON (...)"``); ``str(error)`` is ``"{field}: {problem}"``,
    as a ``StateError``'s is."""

    def __init__(self, path, problem: str):
        self.field = pathlib.Path(path).name
        self.problem = problem
        super().__init__(f"{self.field}: {problem}")


def read_json(path):
    """The JSON value in the file at ``path``.

    Raises ``OSError`` when the file cannot be read, and ``ValueError`` saying why when it
    is not UTF-8 JSON that Python can hold (a number of thousands of digits, nesting
    hundreds deep)."""
    raw = pathlib.Path(path).read_bytes()
    if not raw.strip():
        raise ValueError("the file is empty: it is not JSON")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ValueError(f"the file is not UTF-8 text ({error.reason} at byte "
                         f"{error.start})") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"the file is not JSON ({error})") from None
    except RecursionError:
        raise ValueError("the file nests lists or objects too deeply") from None
    except ValueError:   # an integer too long to read
        raise ValueError(f"the file holds a number of more than "
                         f"{sys.get_int_max_str_digits()} digits") from None
