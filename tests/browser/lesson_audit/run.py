"""One lesson audited: opened in JupyterLab as a learner opens it, its cells run in order, each
board it shows looked at after every update and played by the learner (``learner.py``), each
look judged by the checks (``checks.py``) against the kernel's facts (``kernel.py``).

:class:`LessonAudit` keeps the tally the test prints (boards, updates, checks, violations) and
the violations themselves, each with a screenshot of the cell in ``test-artifacts/audit/``.
"""

from __future__ import annotations

import hashlib
import pathlib
import re
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field

from . import checks, dom, learner
from .kernel import Kernel

HOVERS = 6
"""Legal picks (swaps) hovered per look, an even spread of them, at the first draw and after
each of the learner's moves."""

HOVERS_OFF = 2
"""The same where the board's hover is off: any preview at all is then the violation."""

SCREENSHOTS = 40
"""At most this many screenshots per lesson (the first violation of each kind on each board)."""


@dataclass
class Violation:
    lesson: str
    language: str
    cell: int
    board: str
    check: str
    seen: str
    truth: str
    screenshot: str = ""

    def line(self) -> str:
        return (f"{self.language} {self.lesson} cell {self.cell} board {self.board} [{self.check}] "
                f"seen: {self.seen} | true: {self.truth}" + (f" ({self.screenshot})" if self.screenshot else ""))


@dataclass
class Tally:
    lesson: str
    language: str
    boards: int = 0
    updates: int = 0
    checks: int = 0
    violations: list[Violation] = field(default_factory=list)
    unplayed: list[str] = field(default_factory=list)
    known: list[Violation] = field(default_factory=list)
    """The violations ``known.json`` names: found, not mended yet."""
    gone: list[dict] = field(default_factory=list)
    """The entries of ``known.json`` for this lesson that this run did not find."""
    seconds: float = 0.0
    timing: Counter = field(default_factory=Counter)


@dataclass
class Watch:
    """One board on the screen: where it is, its facts and screen as last seen."""
    tag: str
    cell: int
    model_id: str
    facts: dict
    first_parts: dict | None = None
    first_above: dict | None = None
    first_digest: str = ""
    shown_plays: list = field(default_factory=list)
    """The plays every learner of the lesson sees on this board: the lesson's own (made by its
    code before the board was drawn) and, on an exercise board, the exercise's moves."""
    screen: dict | None = None
    choice: dict | None = None
    """The screen at the last look during the choice being made (see ``choice_look``)."""


ANSWER_IN_SOURCE = re.compile(r'"expect"\s*:|\bbefore\s*=|\{\s*"type"\s*:\s*"|\bdict\(type=|'
                              r'\b[a-z_]+\(\d+\)"')
"""Set-up code that holds an answer: an expected move, moves played before, an action dict, a
goal with its argument (``empties_track(2)``)."""


def holds_answer(source: str) -> str:
    """The answer an exercise's set-up code shows (``""`` if none): code that makes an
    exercise (``Do``, ``Predict``, ``GuidedTurn`` or a guided turn's steps) and holds an
    answer. A lesson's demonstration code (a board played from code) is the lesson's text."""
    m = ANSWER_IN_SOURCE.search(source)
    if m and re.search(r"\b(Do|Predict|GuidedTurn)\(|first_turn|steps", source):
        return m.group(0)
    return ""


def file_digests(folder: pathlib.Path, stem: str) -> dict[str, str]:
    """The digest of each file of the lesson ``stem`` (its ``.ipynb`` and paired ``.md``)."""
    return {p.name: hashlib.sha1(p.read_bytes()).hexdigest()
            for p in sorted(folder.glob(stem + ".*")) if p.suffix in (".ipynb", ".md")}


class LessonAudit:
    """Audits the lesson at ``path`` (relative to Lab's root) in ``lab_page``."""

    def __init__(self, lab_page, root: pathlib.Path, path: str, artifacts: pathlib.Path,
                 sources: pathlib.Path | None = None):
        """``sources``: the folder of the project's own files of this lesson (the authors'
        text and notebook), which opening and running the learner's copy must leave as they
        are; by default the lesson's own folder."""
        self.sources = sources
        self.lab_page = lab_page
        self.page = lab_page.page
        self.root = root
        self.path = path
        self.artifacts = artifacts
        parts = pathlib.PurePosixPath(path)
        self.language = parts.parts[0] if len(parts.parts) > 1 else "en"
        self.tally = Tally(parts.stem, self.language)
        self.kernel = Kernel(self.page)
        self.watches: list[Watch] = []
        self._seen: set[tuple] = set()
        self._shots = 0

    # ---------------------------------------------------------------- recording
    @contextmanager
    def timed(self, part: str):
        """Adds the seconds spent in the block to the tally's ``timing[part]``."""
        start = time.monotonic()
        try:
            yield
        finally:
            self.tally.timing[part] += time.monotonic() - start

    def violate(self, watch: Watch | None, cell: int, check: str, seen: str, truth: str,
                moment: str = "") -> None:
        """Records a violation once per board, check and sight (the first moment it is seen)."""
        board = watch.tag if watch else "-"
        key = (board, check, seen)
        if key in self._seen:
            return
        self._seen.add(key)
        seen = f"{moment}: {seen}" if moment else seen
        shot = ""
        if self._shots < SCREENSHOTS and (board, check) not in {(v.board, v.check) for v in self.tally.violations}:
            self._shots += 1
            shot = f"audit/{self.language}_{self.tally.lesson}_c{cell}_{board.replace(':', '-')}_{check}.png"
            try:
                # what the learner sees: the screen with the board's top in view
                if watch and self.board(watch).count():
                    self.board(watch).evaluate("(el) => el.scrollIntoView({block: 'start'})")
                self.page.screenshot(path=str(self.artifacts / shot))
            except Exception:
                shot = ""
        self.tally.violations.append(Violation(self.tally.lesson, self.language, cell, board, check,
                                               seen, truth, shot))

    # ---------------------------------------------------------------- the run
    def run(self) -> Tally:
        start = time.monotonic()
        folder = (self.root / self.path).parent
        stem = pathlib.PurePosixPath(self.path).stem
        protected = self.sources or folder
        before = file_digests(protected, stem)
        with self.timed("open"):
            self.lab_page.open_notebook(self.path, timeout=120_000)
            self._open_file_browser()
        if self.page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty"):
            self.violate(None, -1, "opens-unsaved", "the notebook opens with unsaved changes",
                         "nothing was changed yet")
        self.kernel.install()
        self._check_folded()
        self._check_file_browser(stem)
        cells = self.page.evaluate("""() => window.jupyterapp.shell.currentWidget.content.widgets
            .map((c) => c.model.type)""")
        for index, kind in enumerate(cells):
            if kind != "code":
                continue
            self._run_cell(index)
        self._check_links()
        with self.timed("save"):
            self._save_and_compare(protected, stem, before)
        # the lesson's kernel stops with it: a run of many lessons keeps one kernel alive
        self.page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")
        self.tally.seconds = time.monotonic() - start
        return self.tally

    def _open_file_browser(self) -> None:
        self.page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
        self.page.wait_for_function("() => !window.jupyterapp.shell.leftCollapsed")

    def _check_folded(self) -> None:
        """Set-up code holding an answer is folded in the notebook as Lab serves it."""
        sources = self.page.evaluate("""() => window.jupyterapp.shell.currentWidget.content.widgets
            .map((c) => [c.model.type, c.model.sharedModel.getSource(), !!c.inputHidden])""")
        for index, (kind, source, hidden) in enumerate(sources):
            self.tally.checks += kind == "code"
            answer = holds_answer(source) if kind == "code" else ""
            if answer and not hidden:
                self.violate(None, index, "answer-visible",
                             f"unfolded set-up code with {answer!r}: {source.splitlines()[0][:80]!r}",
                             "set-up code holding an answer is folded")

    def _check_file_browser(self, stem: str) -> None:
        """The file browser shows the lesson once (not its notebook and its paired text both),
        and its whole name fits (not cut off)."""
        folder = str(pathlib.PurePosixPath(self.path).parent).replace(".", "")
        self.page.evaluate("(f) => window.jupyterapp.commands.execute('filebrowser:go-to-path', {path: f})",
                           folder or "/")
        self.page.wait_for_timeout(500)
        items = self.page.evaluate("""() => [...document.querySelectorAll('.jp-DirListing-item')]
            .map((i) => { const n = i.querySelector('.jp-DirListing-itemText');
                          const cut = !!n && [n, ...n.querySelectorAll('*')]
                            .some((e) => e.scrollWidth > e.clientWidth + 1);
                          return {name: i.getAttribute('title') || (n ? n.textContent : ''),
                                  text: n ? n.textContent : '', cut}; })""")
        mine = [i for i in items if i["text"].split(".")[0] == stem]
        self.tally.checks += 2
        if len(mine) > 1:
            self.violate(None, -1, "file-browser", f"the lesson is listed {len(mine)} times: "
                         f"{', '.join(i['text'] for i in mine)}", "a learner sees one entry per lesson")
        if any(i["cut"] for i in mine):
            self.violate(None, -1, "file-browser", f"the lesson's name is cut off: {mine[0]['text']!r}",
                         "the whole name shows at 1024 px with the file browser open")

    def _check_links(self) -> None:
        """Every link of the lesson's text to a file beside it leads somewhere (Lab's root may
        be the lessons folder itself)."""
        links = self.page.evaluate("""() => [...document.querySelectorAll(
            '.jp-Notebook .jp-MarkdownOutput a[href]')].map((a) => [a.textContent, a.href])
            .filter(([, h]) => h.startsWith(location.origin) && !h.includes('#'))""")
        for text, href in links:
            self.tally.checks += 1
            status = self.page.request.get(href).status
            if status >= 400:
                self.violate(None, -1, "dead-link", f"link {text!r} -> {href.split('?')[0]} ({status})",
                             "every link of a lesson leads to a page")

    def _run_cell(self, index: int) -> None:
        with self.timed("run cells"):
            self.lab_page.run_cell(index, timeout=180_000)
        error = self.page.evaluate("""(i) => {
            const cell = window.jupyterapp.shell.currentWidget.content.widgets[i];
            const m = cell.outputArea.model;
            for (let j = 0; j < m.length; j++) { const o = m.get(j).toJSON();
              if (o.output_type === 'error') return o.ename + ': ' + o.evalue; }
            return '';
        }""", index)
        if error:
            self.violate(None, index, "cell-error", error[:200], "a lesson's cell runs without error")
        outputs = self._cell_outputs(index)
        if not outputs:
            return
        facts = self.kernel.facts([o["model_id"] for o in outputs])
        for out, boards in zip(outputs, facts, strict=True):
            for n, f in enumerate(boards[:out["boards"]]):
                watch = Watch(f"{out['cell']}:{out['out']}:{n}", index, f["model_id"], f)
                self.watches.append(watch)
                self.tally.boards += 1
                try:
                    self.look(watch, "first draw", hover=True)
                    with self.timed("play (with its looks)"):
                        learner.play(self, watch)
                except learner.CannotClick as why:
                    self.tally.unplayed.append(f"cell {index}: {why}")
                except Exception as why:    # a board that stops the learner is a finding too
                    self.violate(watch, index, "learner-stuck", f"{type(why).__name__}: {str(why)[:200]}",
                                 "the learner can play the board as its text invites")

    def _cell_outputs(self, index: int, timeout: float = 20.0) -> list[dict]:
        """The widget outputs of cell ``index`` once their boards are drawn."""
        deadline = time.monotonic() + timeout
        while True:
            outs = [o for o in dom.outputs(self.page) if o["cell"] == index]
            if not outs or all(o["boards"] for o in outs) or time.monotonic() > deadline:
                return [o for o in outs if o["boards"]]
            self.page.wait_for_timeout(200)

    def _save_and_compare(self, folder: pathlib.Path, stem: str, before: dict) -> None:
        self.page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        self.page.wait_for_timeout(1500)
        after = file_digests(folder, stem)
        changed = sorted(n for n in set(before) | set(after) if before.get(n) != after.get(n))
        self.tally.checks += 1
        if changed:
            self.violate(None, -1, "lesson-files-changed", f"after running and saving: {', '.join(changed)} changed",
                         "opening and running a lesson leaves the project's lesson files as they are")

    # ---------------------------------------------------------------- a look
    def board(self, watch: Watch):
        return dom.board(self.page, watch.tag)

    def refresh(self, watch: Watch, timeout: float = 20.0) -> None:
        """Waits until the board shows the kernel's latest state, then reads both."""
        loc = self.board(watch)
        deadline = time.monotonic() + timeout
        while True:
            dom.settled(self.page, loc)
            facts = self.kernel.facts([watch.model_id])
            mine = [f for f in facts[0] if f["model_id"] == watch.model_id] or facts[0][:1]
            screen = dom.snapshot(loc)
            if not mine:
                break
            watch.facts = mine[0]
            if screen["state_id"] == watch.facts["state_id"] or time.monotonic() > deadline:
                break
            self.page.wait_for_timeout(150)
        watch.screen = screen

    def glance(self, watch: Watch, moment: str) -> None:
        """A look while the move is being shown, before the board settles: nothing that only
        its end makes true may be announced yet."""
        screen = dom.snapshot(self.board(watch))
        found = checks.winner_not_early(checks.Look(screen, watch.facts, moment))
        self.tally.checks += 1
        for check, seen, truth in found:
            self.violate(watch, watch.cell, check, seen, truth, moment)

    def choice_started(self, watch: Watch) -> None:
        """A move is about to be made: no panel of an earlier choice is compared with its."""
        watch.choice = None

    def choice_look(self, watch: Watch, moment: str) -> None:
        """A look while a choice is being made (the state does not change until Confirm):
        the panel beside what is chosen, saying each choice made."""
        with self.timed("read"):
            screen = dom.snapshot(self.board(watch))
        self.tally.checks += 1
        for check, seen, truth in checks.choice_panel_true(screen, watch.facts["language"], watch.choice):
            self.violate(watch, watch.cell, check, seen, truth, moment)
        watch.choice = screen

    def look(self, watch: Watch, moment: str, hover: bool = False) -> dict:
        """Looks at the board after an update and runs every check; returns the screen."""
        previous = watch.screen
        with self.timed("read"):
            self.refresh(watch)
        look = checks.Look(watch.screen, watch.facts, moment)
        self.tally.updates += 1
        found = []
        for check in checks.CHECKS_PER_LOOK:
            found += check(look)
            self.tally.checks += 1
        if watch.first_parts is None:
            watch.first_parts = watch.screen["parts"]
            watch.first_above = watch.screen.get("above", {})
            watch.first_digest = watch.facts["digest"]
            watch.shown_plays = list(watch.facts["plays"])
        if watch.facts["exercise"] is not None:
            watch.shown_plays = list(watch.facts["plays"])
        found += checks.log_says_what_happened(look, watch.first_digest)
        found += checks.layout_kept(look, watch.first_parts, watch.first_above)
        found += checks.nothing_stale(look, previous)
        earlier = [dict(p, cell=w.cell) for w in self.watches if w.cell < watch.cell
                   for p in w.shown_plays]
        found += checks.prediction_not_told(look, earlier)
        self.tally.checks += 4
        # a board whose hover is off is hovered once, at its first draw: any preview is wrong
        hover = hover and (watch.facts["hover"] or moment == "first draw")
        if hover and watch.facts["previews"] and watch.facts["interactive"]:
            many = HOVERS if watch.facts["hover"] else HOVERS_OFF
            with self.timed("hover"):
                hovered = learner.hover_samples(self.page, self.board(watch), watch.facts, many)
            for target, shown, count in hovered:
                found += checks.preview_is_true(watch.facts, target, shown, count)
                self.tally.checks += 1
        for check, seen, truth in found:
            self.violate(watch, watch.cell, check, seen, truth, moment)
        return watch.screen
