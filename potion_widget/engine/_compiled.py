"""The optional compiled engine: the same source, compiled with mypyc, for bulk simulation.

``make compiled`` compiles the engine's modules into a folder of its own (``build/compiled``),
beside a fingerprint of the sources it compiled. Setting ``POTION_WIDGET_COMPILED`` to that
folder makes ``import potion_widget.engine`` load the compiled modules instead of the ``.py``
files; without it (the default) the engine is plain Python. A build made from other sources
than the ones in the package is never loaded: the engine warns and stays plain Python, so an
edited rule can never be shadowed by an old compiled one.

Two things to know when changing the engine, because mypyc enforces what plain Python reads as
hints: a parameter that receives unchecked input (an action, a state, an option) carries no
type annotation, or the compiled engine would raise ``TypeError`` at the call instead of the
rule's own refusal; and a module that needs Python's dynamism (``listing.py``) stays plain.
The engine's tests run against both builds (``tests/test_compiled.py``).
"""

from __future__ import annotations

import hashlib
import os
import sys
import warnings
from pathlib import Path

ENV_VAR = "POTION_WIDGET_COMPILED"
FINGERPRINT = "SOURCES.sha256"
SHARED_LIBRARY = "potion_engine"
"""mypyc's group name: the compiled modules share one library, ``potion_engine__mypyc``."""

_PLAIN = frozenset({"__init__.py", "_compiled.py", "listing.py", "text.py"})
"""Modules that stay Python: the package's entry (it chooses), this module, the shared listed
actions (a dict subclass with its own methods) and the text rendering (nothing hot)."""

ENGINE = Path(__file__).resolve().parent


def compiled_sources() -> list[Path]:
    """The engine modules that ``make compiled`` compiles, in a fixed order."""
    return sorted(p for p in ENGINE.glob("*.py") if p.name not in _PLAIN)


def fingerprint() -> str:
    """A digest of every compiled module's source: a build is loaded only if it matches."""
    digest = hashlib.sha256()
    for path in compiled_sources():
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def prefer_compiled(package_path: list[str]) -> bool:
    """If ``POTION_WIDGET_COMPILED`` names a build of these very sources, puts its modules
    first on the engine's ``package_path`` and returns True; otherwise changes nothing."""
    folder = os.environ.get(ENV_VAR)
    if not folder:
        return False
    build = Path(folder).resolve()
    stamp = build / FINGERPRINT
    built_from = stamp.read_text().strip() if stamp.is_file() else None
    if built_from != fingerprint():
        why = "holds no compiled engine" if built_from is None else "was built from other sources"
        warnings.warn(f"{ENV_VAR}={folder} {why}; the engine runs as plain Python "
                      "(run `make compiled` to build it)", RuntimeWarning, stacklevel=3)
        return False
    if str(build) not in sys.path:
        sys.path.append(str(build))           # where the shared library lives
    package_path.insert(0, str(build / "potion_widget" / "engine"))
    return True
