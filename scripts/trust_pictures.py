"""Takes the "after" pictures of ``docs/trust/``: five lesson boards, as a learner sees them in
JupyterLab and Chromium at 1024x768 with the file browser open, at the moments the worst
findings of the trust issue were seen (``docs/trust/README.md`` says what each pair shows).

The lessons are the learner's copies (as ``make tutorial`` writes them), opened, run and played
by the lesson audit's own hands (``tests/browser/lesson_audit``): real mouse clicks.

Each picture is kept small: the browser draws it again at :data:`WIDTH` px wide.

Usage: ``python scripts/trust_pictures.py [FOLDER]`` (default ``docs/trust``);
``python scripts/trust_pictures.py --shrink FILE.png ...`` only makes pictures small (the
"before" ones). Needs Debian's ``chromium`` (as the browser tests do). Leaves nothing running.
"""

from __future__ import annotations

import base64
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from conftest import CHROMIUM, CHROMIUM_ARGS, JupyterLab, LabPage  # noqa: E402
from lesson_audit import learner  # noqa: E402
from lesson_audit.run import LessonAudit, Watch  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from potion_widget.lessons.tutorial import write_lessons  # noqa: E402


WIDTH = 700
"""The pictures' width in pixels (the screen was 1024 wide): small files, words still legible."""


def shrink(browser, paths: list[pathlib.Path]) -> None:
    """Draws each PNG again at :data:`WIDTH` px wide, in place."""
    page = browser.new_page(viewport={"width": WIDTH, "height": 600})
    for path in paths:
        data = base64.b64encode(path.read_bytes()).decode()
        page.set_content(f'<body style="margin:0"><img src="data:image/png;base64,{data}" '
                         f'style="width:{WIDTH}px;display:block"></body>')
        page.locator("img").screenshot(path=str(path))
    page.close()


def _open(lab_page, lab, lesson: str, out: pathlib.Path) -> LessonAudit:
    audit = LessonAudit(lab_page, lab.root, f"en/{lesson}", out)
    lab_page.open_notebook(f"en/{lesson}", timeout=120_000)
    audit._open_file_browser()
    audit.kernel.install()
    return audit


def _board(audit: LessonAudit, cells: list[int]) -> Watch:
    """Runs ``cells`` in order and returns the first board of the last one, looked at."""
    for cell in cells:
        audit.lab_page.run_cell(cell, timeout=180_000)
    cell = cells[-1]
    out = audit._cell_outputs(cell)[0]
    facts = audit.kernel.facts([out["model_id"]])[0][0]
    watch = Watch(f"{out['cell']}:{out['out']}:0", cell, facts["model_id"], facts)
    audit.watches.append(watch)
    audit.look(watch, "first draw")
    return watch


def _top(audit: LessonAudit, watch: Watch, above: int = 60) -> None:
    """Scrolls the notebook so the board's top is ``above`` px under the window's top."""
    audit.board(watch).evaluate("(el, above) => { el.scrollIntoView({block: 'start'}); "
                                "el.closest('.jp-WindowedPanel-outer, .jp-Notebook').scrollTop -= above; }", above)
    audit.page.wait_for_timeout(300)


def _cell_top(audit: LessonAudit, cell: int) -> None:
    audit.page.locator(".jp-Notebook .jp-Cell").nth(cell).evaluate("(el) => el.scrollIntoView({block: 'start'})")
    audit.page.wait_for_timeout(300)


def take(folder: pathlib.Path) -> list[pathlib.Path]:
    folder.mkdir(parents=True, exist_ok=True)
    shots = []

    def shoot(page, name: str) -> None:
        path = folder / f"after-{name}.png"
        page.screenshot(path=str(path))
        shots.append(path)

    with tempfile.TemporaryDirectory() as base:
        lab = JupyterLab(pathlib.Path(base))
        try:
            write_lessons(lab.root / "en", "en")
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                context = browser.new_context(viewport={"width": 1024, "height": 768})
                page = context.new_page()
                page.set_default_timeout(30_000)
                lab_page = LabPage(page, lab)
                artifacts = pathlib.Path(base) / "artifacts"
                (artifacts / "audit").mkdir(parents=True)

                # lesson 00: the set-up code folded; the first Do's right answer hovered; the
                # guided turn played to its end
                audit = _open(lab_page, lab, "00_the_game.ipynb", artifacts)
                guided = _board(audit, [1, 3, 5])
                _cell_top(audit, 5)
                shoot(page, "setup-code-folded")
                learner.play_guided(audit, guided)
                _top(audit, guided, 20)
                shoot(page, "status-after-guided-turn")
                do = _board(audit, [7])
                right = audit.kernel.answers(do.model_id)["right"][0]
                _top(audit, do)
                marble = audit.board(do).locator(f'svg [data-key="m:{right["track"]}:{right["pos"]}"]').first
                box = marble.bounding_box()
                page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                page.wait_for_timeout(300)
                shoot(page, "hover-no-preview")
                page.mouse.move(1, 1)
                audit.page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")

                # lesson 04: Magnetical Attraction, its two marbles clicked as the text asks
                audit = _open(lab_page, lab, "04_potions_take.ipynb", artifacts)
                drink = _board(audit, [1, 13])
                right = audit.kernel.answers(drink.model_id)["right"][0]
                pair = folder / "after-magnetical-pair-confirm.png"

                def after_click(moment: str) -> None:
                    # the last click before Confirm is the last one kept
                    if moment.startswith("after clicking"):
                        page.screenshot(path=str(pair))

                _top(audit, drink, 0)
                learner.act(page, audit.board(drink), right, observe=after_click)
                shots.append(pair)
                audit.page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")

                # lesson 09: the praise of a right move says what it took
                audit = _open(lab_page, lab, "09_sugar_blast.ipynb", artifacts)
                line = _board(audit, [1, 7])
                answers = audit.kernel.answers(line.model_id)
                learner.move(audit, line, answers["right"][0], "after a right move", answers)
                _top(audit, line, 0)
                audit.page.locator(".jp-Notebook .jp-Cell").nth(7).locator(".widget-html-content").last \
                    .evaluate("(el) => el.scrollIntoView({block: 'center'})")
                page.wait_for_timeout(300)
                shoot(page, "sugar-praise-true")
                audit.page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
                context.close()
                shrink(browser, shots)
                browser.close()
        finally:
            lab.stop()
    return shots


def main(argv: list[str]) -> None:
    if argv[:1] == ["--shrink"]:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            shrink(browser, [pathlib.Path(a) for a in argv[1:]])
            browser.close()
        return
    for shot in take(pathlib.Path(argv[0]) if argv else ROOT / "docs" / "trust"):
        print(shot)


if __name__ == "__main__":
    main(sys.argv[1:])
