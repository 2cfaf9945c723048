"""Whether an action has exactly the fields of its type, each of its shape: a few comparisons.

Written by ``scripts/make_well_formed.py`` from ``actions.ACTION_FIELDS``, the one definition of
an action's fields: edit the table and run the script, never this file
(``tests/engine/test_well_formed.py`` fails when it is stale). ``Game.apply`` and
``actions.check_format`` ask ``well_formed`` first and send any action it does not accept,
every malformed one included, to the field-by-field check that names the problem; it accepts
nothing that check refuses.
"""

from __future__ import annotations

from .components import COLORS


def well_formed(action) -> bool:
    """Whether ``action`` is a well-formed action of one of the types in ``ACTION_FIELDS``."""
    if not isinstance(action, dict):
        return False
    kind = action.get("type")
    if not isinstance(kind, str):      # a text: the compiled build compares texts directly
        return False
    if kind == "pick" or kind == "help":
        if len(action) != 3:
            return False
        if type(action.get("track")) is not int:
            return False
        if type(action.get("pos")) is not int:
            return False
        return True
    if kind == "place":
        size = 3
        value = action.get("color")
        if type(value) is not str or value not in COLORS:
            return False
        if type(action.get("burner")) is not int:
            return False
        if "hole" in action:
            if type(action["hole"]) is not int:
                return False
            size += 1
        return len(action) == size
    if kind == "to_pool" or kind == "from_pool":
        if len(action) != 2:
            return False
        value = action.get("color")
        if type(value) is not str or value not in COLORS:
            return False
        return True
    if kind == "drink":
        size = 2
        if type(action.get("potion")) is not str:
            return False
        if "choice" in action:
            if not isinstance(action["choice"], dict):
                return False
            size += 1
        return len(action) == size
    if kind == "end_turn":
        size = 1
        if "keep" in action:
            items = action["keep"]
            if type(items) is not list:
                return False
            for item in items:
                if type(item) is not str or item not in COLORS:
                    return False
            size += 1
        if "draw" in action:
            items = action["draw"]
            if type(items) is not list:
                return False
            for item in items:
                if type(item) is not int:
                    return False
            size += 1
        return len(action) == size
    if kind == "draft":
        if len(action) != 2:
            return False
        if type(action.get("tile")) is not str:
            return False
        return True
    return False
