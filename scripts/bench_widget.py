"""Speed of the widget, measured in a real JupyterLab and Chromium (not a timed test).

Prints, as JSON and as a table:
- the bundle's size (minified, and gzipped for reference), and for the Potion board the size of
  each part a board loads from the kernel only when it needs it, once per page (front_parts.py);
- the time of a full render of a state (the view's own measurement, median over renders);
- the median time from a click on a marble to the redrawn dispenser, over 20 picks (each
  pick then undone through the widget), DOM updated and next frame painted;
- the bytes synced per accepted action over a whole seeded game (median and max).

Targets on the reference machine: click to redraw < 100 ms, full render < 10 ms, bundle
< 80 KB minified, < 10 KB synced per action.

With ``--board sugar``, the same figures for the Sugar Blast board (sugar.js): the click is
the second of a swap's two clicks (each swap then undone), the full renders are those of boards
of 2, 3 and 4 players at several moments of seeded games and of every redraw measured, and the
bytes are those of a seeded game between two greedy players.

Usage: python scripts/bench_widget.py [--picks 20] [--board potion|sugar]
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import json
import pathlib
import random
import statistics
import tempfile

import nbformat

from potion_widget.board.front_parts import PARTS
from potion_widget.games.potion.widget import PotionWidget

REPO = pathlib.Path(__file__).resolve().parents[1]
BUNDLE = REPO / "potion_widget" / "static" / "widget.js"
SUGAR_BUNDLE = REPO / "potion_widget" / "static" / "sugar.js"


def _load_harness():
    """The browser tests' JupyterLab harness, loaded from its file (one harness, not two)."""
    spec = importlib.util.spec_from_file_location("lab_harness", REPO / "tests/browser/conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def count_updates(widget, sizes: list[int]) -> None:
    """From now on, the size in bytes of each update message ``widget`` sends is added to
    ``sizes`` (the message is not sent: there is no front end)."""
    widget._send = lambda msg, buffers=None: (
        sizes.append(len(json.dumps(msg).encode())) if msg.get("method") == "update" else None)


def bytes_per_action(seed: int = 3) -> list[int]:
    """Size of the one update message each accepted action sends, over a seeded game."""
    widget = PotionWidget(seed=seed)
    sizes: list[int] = []
    count_updates(widget, sizes)
    rng = random.Random(seed)
    game = widget.game
    while widget.state["phase"] != "over" and len(sizes) < 1000:
        legal = game.legal_actions()
        firsts = [a for a in legal if a["type"] in ("pick", "draft", "place")]
        if firsts:
            action = dict(rng.choice(firsts))
        elif any(a["type"] == "end_turn" for a in legal):
            action = {"type": "end_turn", **rng.choice(game.legal_choices({"type": "end_turn"}))}
        else:
            action = dict(rng.choice(legal))
        widget.play(action)
    return sizes


_CLICK = """async ([board, first, key]) => {
  // the time from a click on `key` (after an untimed click on `first`, if any) to the board
  // showing the new state
  const root = document.querySelector(`.jp-OutputArea-output ${board}`);
  const at = (k) => root.querySelector(`[data-key="${k}"]`);
  if (first) at(first).dispatchEvent(new MouseEvent('click', {bubbles: true}));
  const before = root.getAttribute('data-state-id');
  const target = at(key);
  return await new Promise((resolve) => {
    let t0 = 0;
    const seen = new MutationObserver(() => {
      if (root.getAttribute('data-state-id') === before) return;
      seen.disconnect();
      const dom = performance.now() - t0;
      requestAnimationFrame(() => resolve({dom, painted: performance.now() - t0,
                                           render: Number(root.getAttribute('data-render-ms'))}));
    });
    seen.observe(root, {attributes: true, attributeFilter: ['data-state-id']});
    t0 = performance.now();
    target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    setTimeout(() => resolve({dom: NaN, painted: NaN, render: NaN}), 10000);
  });
}"""

_UNDO = """async () => {
  const root = document.querySelector('.jp-OutputArea-output .potion-widget');
  const idle = async () => {
    const t = performance.now();
    while (root.classList.contains('busy')) {
      if (performance.now() - t > 10000) throw new Error('no reply');
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  await idle();   // the pick's reply follows its state update
  const before = root.getAttribute('data-state-id');
  root.querySelector('[data-btn="anim-skip"]')?.click();
  root.querySelector('[data-btn="undo"]').click();
  const start = performance.now();
  // wait for the new state and for the reply (the view takes no click while one is due)
  while (root.getAttribute('data-state-id') === before || root.classList.contains('busy')) {
    if (performance.now() - start > 10000) throw new Error('undo got no answer');
    await new Promise((r) => setTimeout(r, 5));
  }
  return Number(root.getAttribute('data-render-ms'));
}"""


def in_lab(sources: list[str], measure):
    """Runs the cells ``sources`` in a real JupyterLab and Chromium and returns
    ``measure(lab_page)``."""
    harness = _load_harness()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        base = pathlib.Path(tmp)
        notebook = base / "bench.ipynb"
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, notebook)
        lab = harness.JupyterLab(base / "lab")
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=harness.CHROMIUM, headless=True,
                                            args=harness.CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                page.set_default_timeout(60_000)
                lab_page = harness.LabPage(page, lab)
                lab_page.open_notebook(lab.add(notebook))
                for i in range(len(sources)):
                    lab_page.run_cell(i)
                result = measure(lab_page)
                browser.close()
        finally:
            lab.stop()
    return result


def click_figures(clicks: list[dict], renders: list[float]) -> dict:
    return {
        "click_to_redraw_ms_median": round(statistics.median(c["dom"] for c in clicks), 1),
        "click_to_paint_ms_median": round(statistics.median(c["painted"] for c in clicks), 1),
        "click_to_redraw_ms_max": round(max(c["dom"] for c in clicks), 1),
        "full_render_ms_median": round(statistics.median(renders), 2),
        "full_render_ms_max": round(max(renders), 2),
        "picks": len(clicks),
    }


def timed_clicks(page, board: str, count: int, keys, undo: str) -> tuple[list[dict], list[float]]:
    """``count`` timed clicks on the board ``board`` (a CSS class), the i-th on ``keys(i)``
    (``[first, key]``: an untimed click on ``first``, if any, then the timed one on ``key``),
    each undone with the script ``undo``; the clicks' timings and the renders measured."""
    clicks, renders = [], []
    for i in range(count):
        result = page.evaluate(_CLICK, [board, *keys(i)])
        if result["dom"] != result["dom"]:
            raise RuntimeError(f"click {i} on {board} was not redrawn within 10 s")
        clicks.append(result)
        renders.append(result["render"])
        renders.append(page.evaluate(undo))
    return clicks, renders


def browser_figures(picks: int) -> dict:
    def measure(lab_page) -> dict:
        page = lab_page.page
        root = page.locator(".jp-OutputArea-output .potion-widget")
        root.locator(".dispenser").wait_for(state="visible")
        keys = root.locator(".dispenser .marble.selectable").evaluate_all(
            "els => els.map(e => e.getAttribute('data-key'))")
        return click_figures(*timed_clicks(page, ".potion-widget", picks,
                                           lambda i: [None, keys[i % len(keys)]], _UNDO))

    return in_lab(["from potion_widget import PotionWidget\n"
                   "w = PotionWidget(seed=0)\n"
                   "while w.state['phase'] == 'draft':\n"
                   "    w.play(w.legal[0])\n"
                   "w"], measure)


def sugar_bytes_per_action(seeds=range(1, 6)) -> list[int]:
    """Size of the one update message each accepted action sends, over seeded games of
    Sugar Blast between two greedy players (a game is short: several are measured)."""
    from potion_widget.games.sugar.engine.bots import GreedyBot
    from potion_widget.games.sugar.widget import SugarBlastWidget

    sizes: list[int] = []
    for seed in seeds:
        widget = SugarBlastWidget(seed=seed)
        count_updates(widget, sizes)
        bots = [GreedyBot(seed), GreedyBot(seed + 1)]
        while not widget.game.over and len(sizes) < 1000:
            widget.play(bots[widget.state["current"]].choose(widget.game))
        widget.close()
    return sizes


_SUGAR_ROOT = "document.querySelector('.jp-OutputArea-output .sugar-blast')"


_SUGAR_UNDO = """async () => {
  const root = %s;
  const wait = async (done, what) => {
    const t = performance.now();
    while (!done()) {
      if (performance.now() - t > 10000) throw new Error(what);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  await wait(() => !root.classList.contains('busy'), 'no reply');
  const skip = root.querySelector('[data-btn="skip"]');
  if (skip && !skip.hidden) skip.click();
  const before = root.getAttribute('data-state-id');
  root.querySelector('[data-btn="undo"]').click();
  await wait(() => root.getAttribute('data-state-id') !== before
             && !root.classList.contains('busy'), 'undo got no answer');
  return Number(root.getAttribute('data-render-ms'));
}""" % _SUGAR_ROOT

_SUGAR_BOARDS = ("from potion_widget.games.sugar.engine.bots import GreedyBot\n"
                 "import ipywidgets\n"
                 "boards = []\n"
                 "for players in (2, 3, 4):\n"
                 "    for moves in (0, 6, 20):\n"
                 "        b = SugarBlastWidget(players=players, seed=moves)\n"
                 "        bot = GreedyBot(moves)\n"
                 "        for _ in range(moves):\n"
                 "            if not b.game.over:\n"
                 "                b.play(bot.choose(b.game))\n"
                 "        boards.append(b)\n"
                 "ipywidgets.VBox(boards)")


def sugar_browser_figures(swaps: int) -> dict:
    from potion_widget.games.sugar.widget import SugarBlastWidget

    first = next(a for a in SugarBlastWidget(seed=0).legal if a["type"] == "swap")
    keys = [f"cell:{first['a'][0]}:{first['a'][1]}", f"cell:{first['b'][0]}:{first['b'][1]}"]

    def measure(lab_page) -> dict:
        page = lab_page.page
        page.locator(".jp-OutputArea-output .sugar-blast .cell").first.wait_for(state="visible")
        page.wait_for_function("() => document.querySelectorAll('.jp-OutputArea-output .sugar-blast').length === 10")
        renders = page.locator(".jp-OutputArea-output .sugar-blast").evaluate_all(
            "els => els.map(e => Number(e.getAttribute('data-render-ms')))")
        clicks, redraws = timed_clicks(page, ".sugar-blast", swaps, lambda i: keys, _SUGAR_UNDO)
        return click_figures(clicks, renders + redraws)

    return in_lab(["from potion_widget import SugarBlastWidget\nw = SugarBlastWidget(seed=0)\nw",
                   _SUGAR_BOARDS], measure)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--picks", type=int, default=20)
    parser.add_argument("--board", choices=("potion", "sugar"), default="potion")
    args = parser.parse_args()
    sugar = args.board == "sugar"
    raw = (SUGAR_BUNDLE if sugar else BUNDLE).read_bytes()
    sizes = sugar_bytes_per_action() if sugar else bytes_per_action()
    figures = {
        "bundle_bytes": len(raw),
        "bundle_gzip_bytes": len(gzip.compress(raw)),
        **({} if sugar else {f"{name}_part_bytes": (BUNDLE.parent / f"{name}.js").stat().st_size
                             for name in PARTS}),
        "synced_bytes_per_action_median": int(statistics.median(sizes)),
        "synced_bytes_per_action_max": max(sizes),
        "actions_measured": len(sizes),
        **(sugar_browser_figures if sugar else browser_figures)(args.picks),
    }
    targets = {"click_to_redraw_ms_median": 100, "full_render_ms_median": 10,
               "bundle_bytes": 80_000, "synced_bytes_per_action_max": 10_000}
    for name, value in figures.items():
        goal = f"(target < {targets[name]})" if name in targets else ""
        mark = "" if name not in targets else ("ok" if value < targets[name] else "OVER")
        print(f"{name:34} {value:>10} {goal} {mark}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
