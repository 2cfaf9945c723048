"""Whether an action has exactly the fields of its type, each of its shape: a few comparisons.

Written by ``scripts/make_well_formed.py`` from ``actions.ACTION_FIELDS``, the one definition of
an action's fields: edit the table and run the script, never this file
(``tests/games/potion/test_well_formed.py`` fails when it is stale). ``Game.apply`` and
``actions.check_format`` ask ``well_formed`` first and send any action it does not accept,
every malformed one included, to the field-by-field check that names the problem; it accepts
nothing that check refuses.
"""

from __future__ import annotations

from .components import COLORS
from .listing import ListedAction


def well_formed(action) -> bool:
    """Whether ``action`` is a well-formed action of one of the types in ``ACTION_FIELDS``."""
    # A plain dict or a listed action only: the fields are read by subscript (a missing one
    # raises KeyError, which refuses), and a subclass of dict of another kind might answer a
    # subscript otherwise (``__missing__`` adds the field it is asked for).
    if type(action) is not dict and type(action) is not ListedAction:
        return False
    # Names declared with their type once checked: the compiled build then reads the dict and
    # compares the text natively, with no check of their type at each use.
    fields: dict = action
    try:
        value = fields["type"]
        if type(value) is not str:
            return False
        kind: str = value
        if kind == "pick" or kind == "help":
            if len(fields) != 3:
                return False
            if type(fields["track"]) is not int:
                return False
            if type(fields["pos"]) is not int:
                return False
            return True
        if kind == "place":
            size = 3
            value = fields["color"]
            if type(value) is not str or value not in COLORS:
                return False
            if type(fields["burner"]) is not int:
                return False
            value = fields.get("hole")
            if value is not None:
                if type(value) is not int:
                    return False
                size += 1
            return len(fields) == size
        if kind == "to_pool" or kind == "from_pool":
            if len(fields) != 2:
                return False
            value = fields["color"]
            if type(value) is not str or value not in COLORS:
                return False
            return True
        if kind == "drink":
            size = 2
            if type(fields["potion"]) is not str:
                return False
            value = fields.get("choice")
            if value is not None:
                if not isinstance(value, dict):
                    return False
                size += 1
            return len(fields) == size
        if kind == "end_turn":
            size = 1
            value = fields.get("keep")
            if value is not None:
                if type(value) is not list:
                    return False
                items_keep: list = value
                for item in items_keep:
                    if type(item) is not str or item not in COLORS:
                        return False
                size += 1
            value = fields.get("draw")
            if value is not None:
                if type(value) is not list:
                    return False
                items_draw: list = value
                for item in items_draw:
                    if type(item) is not int:
                        return False
                size += 1
            return len(fields) == size
        if kind == "draft":
            if len(fields) != 2:
                return False
            if type(fields["tile"]) is not str:
                return False
            return True
        return False
    except KeyError:     # a required field is missing
        return False
