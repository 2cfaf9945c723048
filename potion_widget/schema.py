"""The published JSON Schemas (draft 2020-12) for a game state and for an action.

``load_schema("state")`` describes the whole game as plain JSON (the ``potion-explosion/1``
contract); ``load_schema("action")`` describes one action of the active player.

>>> load_schema("state")["properties"]["format"]["const"]
'potion-explosion/1'
"""

import json
from importlib.resources import files


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
    return json.loads(resource.read_text(encoding="utf-8"))
