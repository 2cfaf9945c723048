"""The front end's types of the game's format (js/src/generated/) are generated from the JSON
Schemas (js/gen-types.mjs), so that the format has one definition. A schema edited without
regenerating fails here. (How the schema agrees with the engine and the protocol document is
tests/games/potion/test_format_copies_agree.py's; the TypeScript copy is no longer written by hand.)"""

from __future__ import annotations

import pathlib
import shutil
import subprocess

import pytest

JS = pathlib.Path(__file__).resolve().parents[2] / "js"
GENERATED = JS / "src" / "generated"
SCHEMAS = JS.parent / "potion_widget" / "data" / "schema"


def _check(out: pathlib.Path | None = None) -> subprocess.CompletedProcess:
    if shutil.which("node") is None:
        pytest.fail("node is needed to generate the front end's types")
    if not (JS / "node_modules" / "json-schema-to-typescript").exists():
        pytest.fail("the JS dependencies are not installed: run `npm ci` in js/ (make setup does)")
    where = [f"--out={out}"] if out else []
    return subprocess.run(["node", "gen-types.mjs", "--check", *where], cwd=JS,
                          capture_output=True, text=True, timeout=120)


def test_every_schema_has_its_generated_types():
    schemas = {p.name.removesuffix(".schema.json") for p in SCHEMAS.glob("*.schema.json")}
    assert schemas == {p.stem for p in GENERATED.glob("*.ts")}


def test_the_generated_types_are_what_the_schemas_give():
    run = _check()
    assert run.returncode == 0, run.stderr


def test_a_stale_generated_file_is_named(tmp_path):
    for path in GENERATED.glob("*.ts"):
        shutil.copy(path, tmp_path)
    stale = tmp_path / "action.ts"
    stale.write_text(stale.read_text().replace('"pick"', '"take"'))
    run = _check(tmp_path)
    assert run.returncode == 1
    assert "action.ts" in run.stderr and "state.ts" not in run.stderr
