"""Build the lessons as a static JupyterLite website that needs no network: ``make site``.

Output: ``build/site/`` (a landing page listing the lessons, JupyterLite with the Pyodide kernel,
Pyodide itself and every wheel the lessons need). Copy it to any web server, or serve it with
``python -m http.server -d build/site``.

Every version the site carries is pinned in ``site/versions.toml``. Downloads (from PyPI and npm
only, at build time) are cached in ``build/site-cache/``; the site itself is always rebuilt clean
(an incremental JupyterLite build once skipped writing ``pyodideUrl`` and fell back to a CDN).

Steps:
1. the build tools in their own venv (``build/site-cache/venv``), never in the project's .venv;
2. Pyodide's core from the npm package ``pyodide``, plus the pure-Python wheels the kernel asks
   Pyodide for, downloaded from PyPI; the lock file's entries are rewritten to those wheels;
3. the site's own package index (piplite): this checkout's wheel and its run-time dependencies;
4. the lessons (``notebooks/NN_*.ipynb`` in English, ``notebooks/<lang>/NN_*.ipynb`` in the
   other languages, in the site as ``<lang>-NN_*.ipynb``), each copy with one cell in front
   that installs potion_widget from that index (the committed notebooks are not changed); and
   a small notebook per language for each scenario given with ``--scenario`` (a packaged name
   or a scenario file), so a link ``notebooks/index.html?path=scenario-<lang>-<name>.ipynb``
   opens the site on that position. Every notebook is at the top of the site's files: the
   kernel of a notebook in a folder needs the service worker to reach its folder, and a site
   served over plain http from another machine has none;
5. ``jupyter lite build``, then the landing page (the lessons of each language, the
   scenarios, the learner's "Download my progress" and "Reset my work"), a ``.gz`` beside each
   compressible file for hosts that serve precompressed files, and a manifest
   (``site-manifest.json``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib

REPO = pathlib.Path(__file__).resolve().parents[1]
SITE_SRC = REPO / "site"
VERSIONS = SITE_SRC / "versions.toml"
NOTEBOOKS = REPO / "notebooks"
LESSON_GLOB = "[0-9][0-9]_*.ipynb"
BUNDLE = REPO / "potion_widget" / "static" / "widget.js"

INSTALL = "%pip install -q potion_widget"
"""The line the site puts in front of every notebook: potion_widget from the site's own index."""
PROGRESS_FILE = "potion-progress.json"
"""The learners' progress file (potion_widget.learner_progress.FILE): the site starts with an
empty one beside the lessons, and the landing page's "Download my progress" finds it in the
browser's storage once the exercises have written to it."""
COMPRESSIBLE = (".js", ".mjs", ".wasm", ".json", ".css", ".html", ".svg", ".map", ".txt", ".zip", ".ipynb")
"""The files served precompressed (a ``.gz`` beside each): text and WebAssembly. A wheel is a
zip file already (Pyodide's stdlib zip is stored uncompressed, so it is here)."""
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                "pyodide-lock.json"]


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(cmd: list[str], **kw) -> None:
    subprocess.run(cmd, check=True, **kw)


def sha256(path: pathlib.Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_versions() -> dict:
    return tomllib.loads(VERSIONS.read_text())


# ---------------------------------------------------------------------------------------------
# 1. build tools

def tools_venv(cache: pathlib.Path, pins: dict) -> pathlib.Path:
    """A venv with the pinned build tools; rebuilt when the pins change."""
    venv = cache / "venv"
    wanted = json.dumps(pins["build"], sort_keys=True)
    stamp = venv / ".site-pins"
    if stamp.exists() and stamp.read_text() == wanted:
        return venv
    log(f"installing the build tools into {venv}")
    shutil.rmtree(venv, ignore_errors=True)
    run([sys.executable, "-m", "venv", str(venv)])
    reqs = [f"{name}=={ver}" for name, ver in pins["build"].items()]
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
         *reqs])
    stamp.write_text(wanted)
    return venv


def check_pins(venv: pathlib.Path, pins: dict) -> None:
    """The kernel expects one Pyodide; the served front-end extensions match the wheels."""
    out = subprocess.run(
        [str(venv / "bin" / "python"), "-c",
         "from jupyterlite_pyodide_kernel import constants as c; print(c.PYODIDE_VERSION)"],
        check=True, capture_output=True, text=True).stdout.strip()
    if out != pins["pyodide"]["npm"]:
        sys.exit(f"site/versions.toml: [pyodide] npm = {pins['pyodide']['npm']!r}, but "
                 f"jupyterlite-pyodide-kernel expects {out!r}")
    for name in ("anywidget", "ipywidgets", "jupyterlab-widgets"):
        if pins["build"][name] != pins["piplite"][name]:
            sys.exit(f"site/versions.toml: {name} is {pins['build'][name]} in [build] but "
                     f"{pins['piplite'][name]} in [piplite]: the front end and the kernel side "
                     "must match")


# ---------------------------------------------------------------------------------------------
# 2. Pyodide

def pip_download(spec: str, dest: pathlib.Path, python_version: str) -> pathlib.Path:
    """One pure-Python wheel from PyPI (cached in ``dest``)."""
    name, ver = spec.split("==")
    for whl in dest.glob("*.whl"):
        parts = whl.name.split("-")
        if norm(parts[0]) == norm(name) and parts[1] == ver and whl.name.endswith("-none-any.whl"):
            return whl
    before = set(dest.glob("*.whl"))
    run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
         "--only-binary=:all:", "--platform", "any", "--python-version", python_version,
         "-d", str(dest), spec])
    new = [w for w in set(dest.glob("*.whl")) - before if norm(w.name.split("-")[0]) == norm(name)]
    if not new:  # already there under a name the glob above did not match
        new = [w for w in dest.glob("*.whl") if norm(w.name.split("-")[0]) == norm(name)
               and w.name.split("-")[1] == ver]
    if not new:
        sys.exit(f"pip download {spec}: no wheel")
    return new[0]


def pyodide(cache: pathlib.Path, lite: pathlib.Path, pins: dict) -> dict:
    ver = pins["pyodide"]["npm"]
    tgz = cache / f"pyodide-{ver}.tgz"
    if not tgz.exists():
        log(f"npm pack pyodide@{ver}")
        run(["npm", "pack", f"pyodide@{ver}", "--silent", "--pack-destination", str(cache)],
            stdout=subprocess.DEVNULL)
    dest = lite / "static" / "pyodide"
    dest.mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        for name in PYODIDE_CORE:
            member = tar.getmember(f"package/{name}")
            with tar.extractfile(member) as src, open(dest / name, "wb") as out:
                shutil.copyfileobj(src, out)

    lock_path = dest / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = {norm(k): v for k, v in lock["packages"].items()}
    py = ".".join(lock["info"]["python"].split(".")[:2])
    wheels = {norm(k): v for k, v in pins["pyodide"]["wheels"].items()}

    # Every dependency (in the lock) of a pinned package must be pinned too.
    for name in wheels:
        if name not in packages:
            sys.exit(f"site/versions.toml: {name} is not in Pyodide {ver}'s lock file")
        for dep in packages[name]["depends"]:
            if norm(dep) not in wheels:
                sys.exit(f"site/versions.toml: {name} needs {dep} (Pyodide's lock): pin it in "
                         "[pyodide.wheels]")

    wheel_cache = cache / "pyodide-wheels"
    wheel_cache.mkdir(exist_ok=True)
    for name, want in wheels.items():
        entry = packages[name]
        if entry["version"] != want:
            sys.exit(f"site/versions.toml: {name} = {want!r}, but Pyodide {ver} lists "
                     f"{entry['version']!r}")
        whl = pip_download(f"{name}=={want}", wheel_cache, py)
        shutil.copy(whl, dest / whl.name)
        # Pyodide repackages its wheels: the lock's names and hashes are not PyPI's.
        entry["file_name"] = whl.name
        entry["sha256"] = sha256(whl)
    lock_path.write_text(json.dumps(lock, separators=(",", ":")))
    return {"version": ver, "python": lock["info"]["python"],
            "wheels": {n: packages[n]["version"] for n in sorted(wheels)}}


# ---------------------------------------------------------------------------------------------
# 3. the site's own package index

def piplite(cache: pathlib.Path, lite: pathlib.Path, pins: dict, py: str) -> dict:
    pypi = lite / "pypi"
    pypi.mkdir()
    wheel_cache = cache / "piplite-wheels"
    wheel_cache.mkdir(exist_ok=True)
    carried = {}
    for name, ver in pins["piplite"].items():
        whl = pip_download(f"{name}=={ver}", wheel_cache, py)
        shutil.copy(whl, pypi / whl.name)
        carried[norm(name)] = ver

    if not BUNDLE.exists():
        sys.exit(f"{BUNDLE.relative_to(REPO)} is missing: run `make setup` (it builds the front end)")
    own = cache / "own-wheel"
    shutil.rmtree(own, ignore_errors=True)
    log("building this checkout's wheel")
    # The site's wheel must be the pure one (Pyodide cannot load a compiled engine), whatever the
    # caller's shell says: the switch of the compiled build (hatch_build.py) is left out.
    pure_env = {k: v for k, v in os.environ.items() if k != "HATCH_BUILD_HOOK_ENABLE_CUSTOM"}
    run([sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps",
         "-w", str(own), str(REPO)], env=pure_env)
    (whl,) = own.glob("potion_widget-*.whl")
    if not whl.name.endswith("-py3-none-any.whl"):
        sys.exit(f"{whl.name} is not the pure wheel the browser's Python can install")
    import zipfile
    with zipfile.ZipFile(whl) as z:
        # the board's bundle and the parts a board loads from the kernel when it needs them
        for bundle in ("widget.js", "editor.js", "timeline.js", "review.js"):
            if f"potion_widget/static/{bundle}" not in z.namelist():
                sys.exit(f"{whl.name} lacks potion_widget/static/{bundle}")
    shutil.copy(whl, pypi / whl.name)
    carried["potion-widget"] = whl.name.split("-")[1]
    return carried


# ---------------------------------------------------------------------------------------------
# 4. the lessons

def lesson_title(nb: dict, fallback: str) -> str:
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return fallback


def _say(key: str, language: str, **params) -> str:
    """A sentence of the site (``site.*`` in the package's catalog) in ``language``."""
    sys.path.insert(0, str(REPO))
    from potion_widget.i18n.messages import render
    return render(key, params, language)


def install_cell(language: str) -> dict:
    text = f"# {_say('site.install', language)}\n{INSTALL}"
    return {"cell_type": "code", "execution_count": None, "id": "site-install-potion-widget",
            "metadata": {"tags": ["site-install"]}, "outputs": [],
            "source": text.splitlines(keepends=True)}


def languages() -> list[str]:
    """English, then every language with a lesson folder (``notebooks/<lang>/``)."""
    return ["en"] + sorted(p.name for p in NOTEBOOKS.iterdir()
                           if p.is_dir() and re.fullmatch(r"[a-z]{2}", p.name))


def lessons(files: pathlib.Path) -> list[dict]:
    """Each lesson's copy in ``files`` (English as it is named, the others ``<lang>-NN_*``)
    with the install cell in front; the list of ``{"file", "title", "language"}``."""
    files.mkdir(exist_ok=True)
    out = []
    for language in languages():
        folder = NOTEBOOKS if language == "en" else NOTEBOOKS / language
        for path in sorted(folder.glob(LESSON_GLOB)):
            nb = json.loads(path.read_text())
            cell = install_cell(language)
            if nb.get("nbformat", 4) == 4 and nb.get("nbformat_minor", 0) < 5:
                del cell["id"]
            nb["cells"].insert(0, cell)
            name = path.name if language == "en" else f"{language}-{path.name}"
            (files / name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")
            out.append({"file": name, "title": lesson_title(nb, path.stem), "language": language})
    if not out:
        sys.exit("no lessons found in notebooks/")
    sys.path.insert(0, str(REPO))
    from potion_widget.lessons import learner_progress
    assert learner_progress.FILE == PROGRESS_FILE
    learner_progress.start(files)
    return out


def scenario_record(spec: str) -> dict:
    """A scenario by packaged name, or read from a scenario file."""
    sys.path.insert(0, str(REPO))
    from potion_widget.games.potion import scenarios
    path = pathlib.Path(spec)
    if path.suffix == ".json" or path.exists():
        record = json.loads(path.read_text(encoding="utf-8"))
        if "state" not in record:
            sys.exit(f"{spec}: not a scenario file (no state)")
        scenarios.Game.from_state(record["state"])      # a state the engine refuses stops here
        return record
    return scenarios.info(spec)


def scenario_notebook(record: dict, language: str) -> dict:
    """A notebook that opens the board on ``record``'s position in ``language``: its title
    and purpose, then the board (the state written into the cell: no file to find)."""
    state = json.dumps(record["state"], ensure_ascii=False, separators=(",", ":"))
    title, purpose = record.get("title", record["name"]), record.get("purpose", "")
    code = (f"{INSTALL}\n"
            "import json\n"
            "from potion_widget import PotionWidget, set_language\n"
            f"set_language({language!r})\n"
            f"PotionWidget(json.loads({state!r}))")
    return {"cells": [
        {"cell_type": "markdown", "id": "scenario-title", "metadata": {},
         "source": f"# {title}\n\n{purpose}\n\n{_say('site.scenario_run', language)}"},
        {"cell_type": "code", "execution_count": None, "id": "scenario-board",
         "metadata": {"jupyter": {"source_hidden": True}}, "outputs": [], "source": code},
    ], "metadata": {"kernelspec": {"display_name": "Python (Pyodide)", "language": "python",
                                   "name": "python"},
                    "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5}


def scenario_notebooks(files: pathlib.Path, specs: list[str]) -> list[dict]:
    """``scenario-<lang>-<name>.ipynb`` for each scenario and language; their list."""
    out = []
    for spec in specs:
        record = scenario_record(spec)
        for language in languages():
            name = f"scenario-{language}-{record['name']}.ipynb"
            nb = scenario_notebook(record, language)
            (files / name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")
            out.append({"file": name, "name": record["name"],
                        "title": record.get("title", record["name"]), "language": language})
    return out


# ---------------------------------------------------------------------------------------------
# 5. JupyterLite, the landing page, the manifest

def landing_page(out: pathlib.Path, lesson_list: list[dict], scenario_list: list[dict],
                 version: str, pyodide_ver: str) -> None:
    """``index.html``: the lessons of each language under its own name, then the scenarios
    (one link per language)."""
    import html
    sys.path.insert(0, str(REPO))
    from potion_widget.i18n.messages import LANGUAGES

    def link(item: dict, text: str) -> str:
        return (f'<a class="lesson" href="./notebooks/index.html?path='
                f'{html.escape(item["file"])}">{html.escape(text)}</a>')

    sections = []
    for language in languages():
        items = "\n".join(f"<li>{link(item, item['title'])}</li>"
                          for item in lesson_list if item["language"] == language)
        sections.append(f'<section class="language" lang="{language}" id="lessons-{language}">'
                        f'<h2>{html.escape(LANGUAGES[language])}</h2>\n<ol>\n{items}\n</ol>'
                        f'</section>')
    scenario_items = []
    for name in dict.fromkeys(item["name"] for item in scenario_list):
        links = [item for item in scenario_list if item["name"] == name]
        scenario_items.append(f"<li>{html.escape(links[0]['title'])}: " + " · ".join(
            f'<span lang="{i["language"]}">{link(i, LANGUAGES[i["language"]])}</span>' for i in links)
            + "</li>")
    page = (SITE_SRC / "index.html").read_text()
    page = (page.replace("{{LESSONS}}", "\n".join(sections))
            .replace("{{SCENARIOS}}", "\n".join(scenario_items))
            .replace("{{VERSION}}", html.escape(version))
            .replace("{{PYODIDE}}", html.escape(pyodide_ver))
            .replace("{{PROGRESS}}", PROGRESS_FILE))
    (out / "index.html").write_text(page)


def precompress(out: pathlib.Path, smallest: int = 1024) -> dict:
    """A ``.gz`` beside every compressible file of ``out`` of ``smallest`` bytes or more (nginx
    ``gzip_static``, Apache's ``MultiViews``, Caddy's ``precompressed`` serve them to browsers
    that ask); returns ``{"bytes", "gzip_bytes"}`` over those files."""
    import gzip
    before = after = 0
    for path in sorted(out.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE or path.stat().st_size < smallest:
            continue
        data = path.read_bytes()
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) >= len(data):
            continue
        path.with_name(path.name + ".gz").write_bytes(packed)
        before, after = before + len(data), after + len(packed)
    return {"bytes": before, "gzip_bytes": after}


def dir_size(path: pathlib.Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, default=REPO / "build" / "site")
    parser.add_argument("--cache", type=pathlib.Path, default=REPO / "build" / "site-cache")
    parser.add_argument("--scenario", action="append", default=[],
                        help="a packaged scenario's name or a scenario file to open by a link "
                             "(repeat for more)")
    args = parser.parse_args()
    out, cache = args.out.resolve(), args.cache.resolve()
    t0 = time.monotonic()
    cache.mkdir(parents=True, exist_ok=True)
    pins = load_versions()

    venv = tools_venv(cache, pins)
    check_pins(venv, pins)

    lite = cache / "lite"  # the JupyterLite source dir, made fresh every time
    shutil.rmtree(lite, ignore_errors=True)
    lite.mkdir()
    shutil.copy(SITE_SRC / "jupyter-lite.json", lite / "jupyter-lite.json")
    shutil.copy(SITE_SRC / "overrides.json", lite / "overrides.json")

    log("Pyodide and the wheels it needs")
    pyo = pyodide(cache, lite, pins)
    py = ".".join(pyo["python"].split(".")[:2])
    log("the site's package index")
    carried = piplite(cache, lite, pins, py)
    lesson_list = lessons(lite / "files")
    scenario_list = scenario_notebooks(lite / "files", args.scenario)

    log("jupyter lite build")
    shutil.rmtree(out, ignore_errors=True)
    run([str(venv / "bin" / "jupyter"), "lite", "build", "--lite-dir", str(lite),
         "--contents", str(lite / "files"), "--output-dir", str(out), "--no-sourcemaps"],
        cwd=lite, stdout=subprocess.DEVNULL)

    # The build must have kept our settings (a stale build once fell back to the CDN).
    config = json.loads((out / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    if kernel.get("pyodideUrl") != "./static/pyodide/pyodide.mjs" or not kernel.get(
            "disablePyPIFallback"):
        sys.exit(f"jupyter lite build lost the Pyodide settings: {kernel}")
    if not (out / "pypi" / "all.json").exists():
        sys.exit("jupyter lite build wrote no pypi/all.json")

    landing_page(out, lesson_list, scenario_list, carried["potion-widget"], pyo["version"])
    size = dir_size(out)
    log("precompressed copies")
    compressed = precompress(out)
    manifest = {
        "lessons": lesson_list,
        "languages": languages(),
        "scenarios": scenario_list,
        "pyodide": pyo,
        "piplite": dict(sorted(carried.items())),
        "size_bytes": size,
        "precompressed": compressed,
    }
    (out / "site-manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    log(f"built {out} ({manifest['size_bytes'] / 1e6:.1f} MB, {len(lesson_list)} lessons) "
        f"in {time.monotonic() - t0:.0f} s")


if __name__ == "__main__":
    main()
