"""The published JSON Schemas (draft 2020-12) for a game state and for an action.

``load_schema("state")`` describes the whole game as plain JSON (the ``potion-explosion/1``
contract); ``load_schema("action")`` describes one action of the active player.

The files leave the potion kinds open (a kind is a lower-case word): the kinds are the package's
tile data, so ``load_schema`` fills them in from the engine's ``KINDS``, and a new kind needs no
edit here.

>>> load_schema("state")["properties"]["format"]["const"]
'potion-explosion/1'
>>> load_schema("state")["$defs"]["kind"]["enum"] == list(KINDS)
True
"""

import json
from importlib.resources import files

from ..games.potion.engine.catalog import KINDS


def load_schema(name: str) -> dict:
    """Return the schema called ``name``, ``"state"`` or ``"action"``, as a fresh dict.

    The schema is read from the package's data, so it works from an installed wheel as
    well as from a source checkout. Any other name raises ``ValueError``.

    >>> load_schema("action")["$schema"]
    'https://json-schema.org/draft/2020-12/schema'
    """
    if name not in ("state", "action"):
        raise ValueError(f"unknown schema {name!r}: expected 'state' or 'action'")
    resource = files("potion_widget") / "data" / "schema" / f"{name}.schema.json"
    schema = json.loads(resource.read_text(encoding="utf-8"))
    if name == "state":
        _with_kinds(schema)
    return schema


def _with_kinds(schema: dict) -> None:
    """Closes the state schema's kinds on the catalog's: a kind is one of ``KINDS`` and a
    state lists each at most once (as ``Game.from_state`` checks)."""
    schema["$defs"]["kind"]["enum"] = list(KINDS)
    schema["properties"]["kinds"]["maxItems"] = len(KINDS)
