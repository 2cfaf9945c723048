"""The quick well-formedness check of an action, written out from the one field table.

    python scripts/make_well_formed.py            check: exit 1 if the module is stale
    python scripts/make_well_formed.py --write    write potion_widget/games/potion/engine/well_formed.py

``actions.ACTION_FIELDS`` is the one definition of an action's fields. The engine asks every
action it applies whether it is well formed; a loop over the field table costs several times
what a few comparisons written out for each action type cost, so this script writes those
comparisons as straight-line code into ``well_formed.py`` (which the compiled build compiles
like any engine module). ``tests/games/potion/test_well_formed.py`` fails when the module is not what
this script writes from the table now, and checks that it accepts exactly what the
field-by-field check accepts.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from potion_widget.games.potion.engine.actions import (ACTION_FIELDS, COLOR, COLORS_LIST, INT, INTS_LIST, LIST,
                                                       OBJECT, TEXT, fits)

ROOT = Path(__file__).resolve().parents[1]
MODULE = ROOT / "potion_widget" / "games" / "potion" / "engine" / "well_formed.py"

HEADER = '''"""Whether an action has exactly the fields of its type, each of its shape: a few comparisons.

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
'''

SCALAR_REFUSALS = {
    INT: "type({v}) is not int",
    TEXT: "type({v}) is not str",
    OBJECT: "not isinstance({v}, dict)",
    LIST: "type({v}) is not list",
}
"""The shapes whose refusal is one expression; ``{v}`` stands for the value."""

ITEM_REFUSALS = {
    COLORS_LIST: "type(item) is not str or item not in COLORS",
    INTS_LIST: "type(item) is not int",
}
"""The list shapes: what refuses one item of the list."""


def _text(name: str) -> str:
    """A field's or a type's name as a string literal of the written module."""
    return json.dumps(name)


def _refuses(expected: str, value: str, items: str = "items") -> list[str]:
    """Statements that return False unless ``value`` (an expression read once) has the
    ``expected`` shape; indented for the body of a type's branch. The value is read into
    ``value`` (unless it is that name already), a list into ``items``, a name declared once
    per branch."""
    read = [] if value == "value" else [f"value = {value}"]
    if expected == COLOR:
        return [*read,
                "if type(value) is not str or value not in COLORS:",
                "    return False"]
    if expected in SCALAR_REFUSALS:
        return [f"if {SCALAR_REFUSALS[expected].format(v=value)}:",
                "    return False"]
    if expected in ITEM_REFUSALS:
        return [*read,
                "if type(value) is not list:",
                "    return False",
                f"{items}: list = value",
                f"for item in {items}:",
                f"    if {ITEM_REFUSALS[expected]}:",
                "        return False"]
    raise ValueError(f"no quick check written for the field shape {expected!r}")


def _branch(fields: dict[str, tuple[str, bool]]) -> list[str]:
    """The body that judges an action of a type with these ``fields``."""
    lines = []
    required = [(name, expected) for name, (expected, needed) in fields.items() if needed]
    optional = [(name, expected) for name, (expected, needed) in fields.items() if not needed]
    size = 1 + len(required)
    if optional:
        lines.append(f"size = {size}")
    else:
        lines += [f"if len(fields) != {size}:", "    return False"]
    for name, expected in required:
        lines += _refuses(expected, f"fields[{_text(name)}]", f"items_{name}")
    for name, expected in optional:
        # One look-up: an optional field present is never None (its shape refuses None), so
        # None means absent, or present and refused by the size.
        if fits(expected, None):
            raise ValueError(f"the optional field {name!r} may hold None: no quick check")
        lines += [f"value = fields.get({_text(name)})", "if value is not None:"]
        lines += ["    " + line for line in _refuses(expected, "value", f"items_{name}")]
        lines.append("    size += 1")
    lines.append("return len(fields) == size" if optional else "return True")
    return lines


def source() -> str:
    """The text of ``well_formed.py`` for the field table as it is now."""
    by_shape: dict[tuple, list[str]] = {}
    for kind, fields in ACTION_FIELDS.items():
        by_shape.setdefault(tuple(fields.items()), []).append(kind)
    lines = []
    for shape, kinds in by_shape.items():
        lines.append("        if " + " or ".join(f"kind == {_text(kind)}" for kind in kinds) + ":")
        lines += ["            " + line for line in _branch(dict(shape))]
    lines += ["        return False", "    except KeyError:     # a required field is missing",
              "        return False"]
    return HEADER + "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the module")
    args = parser.parse_args()
    text = source()
    if args.write:
        MODULE.write_text(text, encoding="utf-8")
        print(f"wrote {MODULE.relative_to(ROOT)}")
        return
    if not MODULE.exists() or MODULE.read_text(encoding="utf-8") != text:
        sys.exit(f"{MODULE.relative_to(ROOT)} is stale: run python scripts/make_well_formed.py --write")
    print(f"{MODULE.relative_to(ROOT)} is up to date")


if __name__ == "__main__":
    main()
