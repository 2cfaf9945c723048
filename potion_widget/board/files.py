"""Files written whole or not at all, in a JSON layout people can read and diff: what a
scenario and a saved record of a game are written with."""

from __future__ import annotations

import json
import os
import pathlib
import secrets
import stat


def write_atomically(path: pathlib.Path, data: bytes) -> None:
    """Writes ``data`` to a temporary file beside ``path``, then puts it in ``path``'s place:
    whatever fails, an existing file at ``path`` is either left as it was or replaced whole.

    The file gets the permissions any file the user saves gets: a new one is readable and
    writable as the umask allows (``0o666`` less the umask, as ``open(path, "w")`` makes it),
    one written over keeps its own. ``tempfile.mkstemp`` would make it the owner's only
    (``0o600``), so the temporary file is opened here with the usual mode."""
    handle, temporary = _temporary_beside(path)
    try:
        try:
            os.chmod(temporary, stat.S_IMODE(os.stat(path).st_mode))
        except FileNotFoundError:
            pass                # a new file: the mode it was opened with, less the umask
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _temporary_beside(path: pathlib.Path) -> tuple[int, str]:
    """A new file beside ``path`` with a name no other file has, opened for writing with mode
    ``0o666`` (the system takes the umask off): its descriptor and its path."""
    for _ in range(100):
        temporary = os.path.join(path.parent, f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
            return os.open(temporary, flags, 0o666), temporary
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")



def dumps(value, indent: str = "") -> str:
    """JSON laid out for reading and diffing: anything short on one line, the rest nested."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + len(indent) <= 96 or not isinstance(value, (dict, list)) or not value:
        return flat
    inner = indent + " "
    if isinstance(value, list):
        items = [inner + dumps(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    items = [f"{inner}{json.dumps(k)}: {dumps(v, inner)}" for k, v in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + indent + "}"
