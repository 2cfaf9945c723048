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
4. the lessons (``notebooks/NN_*.ipynb``), each copy with one cell in front that installs
   potion_widget from that index (the committed notebooks are not changed);
5. ``jupyter lite build``, then the landing page and a manifest (``site-manifest.json``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
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

INSTALL_CELL = (
    "# In the website: install the lessons' package from this site's own index (no network).\n"
    "%pip install -q potion_widget"
)
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
    run([sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps",
         "-w", str(own), str(REPO)])
    (whl,) = own.glob("potion_widget-*.whl")
    import zipfile
    with zipfile.ZipFile(whl) as z:
        if "potion_widget/static/widget.js" not in z.namelist():
            sys.exit(f"{whl.name} lacks potion_widget/static/widget.js")
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


def lessons(files: pathlib.Path) -> list[dict]:
    files.mkdir()
    out = []
    for path in sorted(NOTEBOOKS.glob(LESSON_GLOB)):
        nb = json.loads(path.read_text())
        cell = {"cell_type": "code", "execution_count": None, "id": "site-install-potion-widget",
                "metadata": {"tags": ["site-install"]}, "outputs": [],
                "source": INSTALL_CELL.splitlines(keepends=True)}
        if nb.get("nbformat", 4) == 4 and nb.get("nbformat_minor", 0) < 5:
            del cell["id"]
        nb["cells"].insert(0, cell)
        (files / path.name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n")
        out.append({"file": path.name, "title": lesson_title(nb, path.stem)})
    if not out:
        sys.exit("no lessons found in notebooks/")
    return out


# ---------------------------------------------------------------------------------------------
# 5. JupyterLite, the landing page, the manifest

def landing_page(out: pathlib.Path, lesson_list: list[dict], version: str, pyodide_ver: str) -> None:
    import html
    items = "\n".join(
        f'<li><a class="lesson" href="./notebooks/index.html?path={html.escape(item["file"])}">'
        f'{html.escape(item["title"])}</a></li>' for item in lesson_list)
    page = (SITE_SRC / "index.html").read_text()
    page = (page.replace("{{LESSONS}}", items).replace("{{VERSION}}", html.escape(version))
            .replace("{{PYODIDE}}", html.escape(pyodide_ver)))
    (out / "index.html").write_text(page)


def dir_size(path: pathlib.Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, default=REPO / "build" / "site")
    parser.add_argument("--cache", type=pathlib.Path, default=REPO / "build" / "site-cache")
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

    landing_page(out, lesson_list, carried["potion-widget"], pyo["version"])
    manifest = {
        "lessons": lesson_list,
        "language": "en",
        "pyodide": pyo,
        "piplite": dict(sorted(carried.items())),
        "size_bytes": dir_size(out),
    }
    (out / "site-manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    log(f"built {out} ({manifest['size_bytes'] / 1e6:.1f} MB, {len(lesson_list)} lessons) "
        f"in {time.monotonic() - t0:.0f} s")


if __name__ == "__main__":
    main()
