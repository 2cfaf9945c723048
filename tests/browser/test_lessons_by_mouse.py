"""The real lesson notebooks, played by a scripted learner with the mouse only.

The learner never calls Python to act: it runs the notebook's own cells in JupyterLab, reads
the text the exercise shows (an ipywidgets HTML next to the board), finds where to click from
the marks drawn on the board (``.pw-marks .mark[data-mark-key]``, see js/src/board/marks.ts) and
the highlighted (``.selectable``) elements, and clicks.

1. Lesson 0's guided first turn (``GuidedTurn("l0-first-turn", first_turn``): every step is
   followed as its text says (the marked marble, a hand marble then the marked hole, the
   completed potion then the marked marble then Confirm, End turn then the pool and a stack
   for each empty burner then Confirm). After each step the next instruction must appear and
   no refusal may show; at the end the feedback says "Your turn is over" and the same score
   as Ana's desk.
2. Lesson 1's ``Do("l1-biggest", "most_marbles", ...)``: a wrong pick (the top marble of a
   track) is answered "Not this one" with what it did and what a better move achieves, never
   which move that is; "Show a right answer" puts the dispenser back as it was, names a right
   move and marks it; the marked marble is then "Right".

Pictures go to ``test-artifacts/lessons_*.png`` for a human look.
"""

from __future__ import annotations

import pathlib
import re
import time

import pytest

from animation import skip_animation

REPO = pathlib.Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser

NOTEBOOKS = REPO / "notebooks"
LESSON_0 = NOTEBOOKS / "00_the_game.ipynb"
LESSON_1 = NOTEBOOKS / "01_explosions.ipynb"
COLORS = ("blue", "black", "red", "yellow")


# ------------------------------------------------------------------------------ notebooks
def cell_index(path, needle: str) -> int:
    """The index (markdown cells counted, as in Lab) of the first code cell containing
    ``needle``."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and needle in cell.source:
            return i
    raise AssertionError(f"no code cell with {needle!r} in {path.name}")


def _source(path, index: int) -> str:
    import nbformat

    return nbformat.read(path, as_version=4).cells[index].source


def cell(lab_page, index: int):
    """The cell ``index`` of the open notebook, as a locator."""
    lab_page.page.evaluate("""(i) => window.jupyterapp.shell.currentWidget.content.widgets[i]
                              .node.setAttribute('data-lesson-cell', String(i))""", index)
    return lab_page.page.locator(f'[data-lesson-cell="{index}"]')


# ------------------------------------------------------------------------------ the learner
# The feedback's text, read afresh from the cell each time (the HTML widget replaces its
# content, so a handle on the old <div> would never see the change).
_FEEDBACK = ("(cell.querySelector(\".widget-html-content > div[style*='color']\")?.textContent ?? '')"
             ".trim().replace(/\\s+/g, ' ')")


class Learner:
    """Reads one exercise's text and board and acts on it with the mouse."""

    def __init__(self, lab_page, cell_locator):
        self.lab_page = lab_page
        self.page = lab_page.page
        self.cell = cell_locator
        self.output = cell_locator.locator(".jp-Cell-outputArea")
        self.root = cell_locator.locator(".jp-OutputArea-output .potion-widget")
        # the exercise's feedback: an ipywidgets HTML holding one coloured <div>
        self.text_box = cell_locator.locator(".widget-html-content > div[style*='color']")
        self.animations = 0

    # ---- reading
    def wait_drawn(self) -> None:
        self.root.locator("svg.pw-board .dispenser").wait_for(state="visible", timeout=30_000)
        self.text_box.wait_for(state="attached", timeout=30_000)

    def text(self) -> str:
        return " ".join(self.text_box.inner_text().split())

    def state_id(self) -> int:
        return int(self.root.get_attribute("data-state-id"))

    def refusal(self) -> str:
        box = self.root.locator(".pw-refusal")
        return box.inner_text() if box.is_visible() else ""

    def marks(self) -> list[str]:
        return self.root.locator(".pw-marks .mark").evaluate_all(
            "ms => ms.map((m) => m.getAttribute('data-mark-key'))")

    def key(self, k: str):
        return self.root.locator(f'svg.pw-board [data-key="{k}"]').first

    def desk_score(self, player: int) -> int | None:
        facts = self.root.locator(f'.desk[data-player="{player}"] .desk-facts')
        if not facts.count():
            return None
        return int(re.search(r"score (-?\d+)", facts.text_content()).group(1))

    def dispenser(self) -> dict:
        """Per track: the colours drawn bottom to top and the count hidden under the lid."""
        return self.root.evaluate("""(root) => {
          const out = {};
          for (const m of root.querySelectorAll('.dispenser .marble[data-track]')) {
            const t = m.getAttribute('data-track');
            (out[t] = out[t] || {colors: [], hidden: 0}).colors[Number(m.getAttribute('data-pos'))]
              = m.getAttribute('data-color');
          }
          for (const h of root.querySelectorAll('.dispenser .hidden-count')) {
            const t = h.getAttribute('data-track');
            (out[t] = out[t] || {colors: [], hidden: 0}).hidden = Number(h.getAttribute('data-hidden'));
          }
          return out;
        }""")

    # ---- waiting
    def idle(self) -> None:
        self.page.wait_for_function("(el) => !el.classList.contains('busy')",
                                    arg=self.root.element_handle())

    def settle(self, watch: bool) -> None:
        """Let a running animation end: watched to the end, or skipped with its button."""
        anim = self.root.locator(".pw-anim")
        if not anim.is_visible() or anim.get_attribute("data-done") == "true":
            return
        self.animations += 1
        if watch:
            self.page.wait_for_function(
                "(el) => el.querySelector('.pw-anim').hidden"
                " || el.querySelector('.pw-anim').getAttribute('data-done') === 'true'",
                arg=self.root.element_handle(), timeout=20_000)
        else:
            skip_animation(self.root, expected=False)
            self.page.mouse.move(1, 1)     # away from the button: its tooltip would cover text

    def after_move(self, before_text: str, before_id: int, what: str) -> str:
        """Waits until the text changes after a move; the move must have been accepted."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        try:
            self.page.wait_for_function(
                "([cell, text]) => " + _FEEDBACK + " !== text",
                arg=[self.cell.element_handle(), before_text], timeout=20_000)
        except PlaywrightTimeout:
            self.lab_page.screenshot("lessons_stuck.png", self.output)
            pytest.fail(f"{what}: the text did not change (state {before_id} -> "
                        f"{self.state_id()}, refusal {self.refusal()!r}): {self.text()!r}")
        self.idle()
        assert not self.refusal(), f"{what}: refused: {self.refusal()}"
        assert self.state_id() > before_id, f"{what}: the board did not move"
        return self.text()

    # ---- acting
    def click(self, k: str, what: str) -> None:
        target = self.key(k)
        cls = target.get_attribute("class") or ""
        assert "selectable" in cls.split(), f"{what}: {k} is not highlighted ({cls!r})"
        target.click()

    def wrong_top_pick(self, watch: bool) -> tuple[int, int, str]:
        """Picks the top highlighted marble of each track in turn (it takes one marble, or few)
        until the exercise answers "Not this one", putting the board back with "Reset the
        board" after a pick that by luck was right; returns (track, position, the verdict)."""
        for track in range(5):
            tops = self.root.locator(f'.dispenser .marble.selectable[data-track="{track}"]')
            if not tops.count():
                continue
            top = max(int(tops.nth(i).get_attribute("data-pos")) for i in range(tops.count()))
            before_id = self.state_id()
            self.click(f"m:{track}:{top}", "the top marble")
            text = self.after_move("", before_id, f"pick {track}:{top}")
            self.settle(watch=watch)
            if text.startswith("Not this one"):
                return track, top, text
            reset_id = self.state_id()
            self.cell.get_by_role("button", name="Reset the board").click()
            self.page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id",
                                        arg=[self.root.element_handle(), str(reset_id)])
        raise AssertionError("every top marble was a right answer")


# ------------------------------------------------------------------------------ 1. lesson 0
def follow_step(learner: Learner, say: str, step: int, pictures: dict) -> None:
    """One step of the guided turn, done as its text says, with the places its marks show."""
    root, page = learner.root, learner.page
    marks = learner.marks()
    assert marks, f"step {step}: no place is marked on the board: {say!r}"
    lower = say.lower()

    if "end turn" in lower or "end your turn" in lower:
        score = learner.desk_score(0)
        root.locator('[data-btn="end-turn"]').click()
        panel = root.locator(".pw-panel")
        panel.wait_for(state="visible")
        learner.idle()
        if "pool" in lower:   # "The red goes to your pool": keep the option naming it
            keeps = root.locator('.pw-keep [data-btn="keep"]')
            named = [c for c in COLORS if re.search(rf"\bthe {c} goes to your pool", lower)]
            if keeps.count() == 0:    # one way to keep: said in words, nothing to choose
                only = root.locator(".pw-keep .pw-keep-only").inner_text()
                assert named and named[0] in only, f"step {step}: the only keep is {only!r}, not {named}"
            else:
                labels = [keeps.nth(i).get_attribute("aria-label") or "" for i in range(keeps.count())]
                wanted = [i for i, lab in enumerate(labels) if named and named[0] in lab]
                assert wanted, f"step {step}: no keep option with {named}: {labels}"
                if keeps.nth(wanted[0]).get_attribute("aria-pressed") != "true":
                    keeps.nth(wanted[0]).click()
        confirm = root.locator('.pw-panel [data-btn="confirm"]')
        pictures["end_panel"] = learner.lab_page.screenshot("lessons_guided_end_panel.png",
                                                            learner.output)
        draws = []
        while not confirm.is_enabled() and len(draws) < 3:   # a stack for each empty burner
            row = root.locator("div.pw-draw")
            draws.append(" ".join(row.inner_text().split()))
            row.locator('[data-btn="draw"]').first.click()
        pictures["draws"] = draws
        empty = root.locator(".desk.active .burner-empty").count()
        assert len(draws) == empty, f"step {step}: {len(draws)} stacks chosen, {empty} empty burners"
        assert confirm.is_enabled(), f"step {step}: Confirm never enabled"
        pictures["end"] = learner.lab_page.screenshot("lessons_guided_end_choices.png", learner.output)
        pictures["score_before_end"] = score
        confirm.click()
        return

    if "drink" in lower:
        # the completed potion (a highlighted chip), then the marked marble, then Confirm
        chips = root.locator(".desk.active .chip.selectable")
        assert chips.count() >= 1, f"step {step}: no completed potion is highlighted"
        named = [i for i in range(chips.count())
                 if chips.nth(i).locator(".chip-name").text_content().lower() in lower]
        assert named, f"step {step}: the text names none of the highlighted potions"
        chips.nth(named[0]).click()
        root.locator(".pw-panel").wait_for(state="visible")
        learner.idle()
        marble = [k for k in marks if k.startswith("m:")]
        assert len(marble) == 1, f"step {step}: marks {marks}"
        learner.click(marble[0], f"step {step}: the marked marble")
        confirm = root.locator('.pw-panel [data-btn="confirm"]')
        assert confirm.is_enabled(), f"step {step}: Confirm not enabled after the choice"
        pictures["mid"] = learner.lab_page.screenshot("lessons_guided_mid_drink.png", learner.output)
        confirm.click()
        return

    holes = [k for k in marks if k.startswith("h:")]
    if holes:
        _, player, burner, hole = holes[0].split(":")
        hole_key = f"h:{burner}:{hole}"
        hole_el = learner.key(hole_key)
        color = next(c[5:] for c in hole_el.get_attribute("class").split() if c.startswith("hole-"))
        assert color in lower, f"step {step}: the marked hole wants {color}, the text says {say!r}"
        assert f"burner {burner}" in lower or "abyssal draft" in lower or "wisdom" in lower
        hand = root.locator(f'.desk.active .hand-marble.selectable[data-color="{color}"]')
        assert hand.count(), f"step {step}: no {color} in the hand is highlighted"
        hand.first.click()
        page.wait_for_function("(el) => !!el.querySelector('.hand-marble.chosen')",
                               arg=root.element_handle())
        learner.click(hole_key, f"step {step}: the marked hole")
        return

    marble = [k for k in marks if k.startswith("m:")]
    assert len(marble) == 1, f"step {step}: marks {marks}"
    _, track, pos = marble[0].split(":")
    assert f"track {track}" in lower, f"step {step}: the text does not name track {track}"
    color = learner.key(marble[0]).get_attribute("data-color")
    assert color in lower, f"step {step}: the marked marble is {color}; text {say!r}"
    learner.click(marble[0], f"step {step}: the marked marble")


def open_exercise(lab_page, jupyter_lab, lesson, index: int) -> "Learner":
    """Opens ``lesson`` in Lab, runs its imports and its code cell ``index``, and returns the
    learner in front of that cell's drawn board."""
    imports = cell_index(lesson, "from potion_widget import")
    lab_page.open_notebook(jupyter_lab.add(lesson))
    lab_page.run_cell(imports)
    lab_page.run_cell(index)
    learner = Learner(lab_page, cell(lab_page, index))
    learner.wait_drawn()
    return learner


def test_lesson_0_guided_turn_by_mouse(lab_page, jupyter_lab):
    start = time.monotonic()
    page = lab_page.page
    page.set_viewport_size({"width": 1400, "height": 1500})
    guided = cell_index(LESSON_0, 'GuidedTurn("l0-first-turn", first_turn')
    steps = _source(LESSON_0, guided).count('"say":')
    learner = open_exercise(lab_page, jupyter_lab, LESSON_0, guided)
    root = learner.root
    assert root.get_attribute("data-show") == "game"      # the stacks it draws from are shown
    # where the instruction is (the lesson's prose says "the text above the board")
    above = learner.text_box.evaluate(
        "(box, root) => !!(box.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING)",
        root.element_handle())
    name = root.locator('.desk[data-player="0"] .player-name').text_content()
    assert name == "Ana" and root.locator(".desk.active").get_attribute("data-player") == "0"
    start_score = learner.desk_score(0)
    pictures: dict = {"start": lab_page.screenshot("lessons_guided_start.png", learner.output)}

    said = [learner.text()]
    assert said[0].startswith("Take the red marble marked in track 2"), said[0]
    finished = False
    for step in range(steps + 2):
        text = said[-1]
        if text.startswith("Your turn is over") or text.startswith("All the steps are done"):
            finished = True
            break
        say = re.sub(r"^Well done\. ", "", text)
        before_id = learner.state_id()
        follow_step(learner, say, step, pictures)
        new = learner.after_move(text, before_id, f"step {step}")
        assert not new.startswith(("Not quite", "The game refused")), f"step {step}: {new}"
        assert new.startswith(("Well done.", "Your turn is over")), f"step {step}: {new}"
        learner.settle(watch=step == 0)    # the first pick is watched, later ones skipped
        assert not learner.refusal()
        said.append(learner.text())
    assert finished, f"the guided turn did not end: {said}"
    assert len(said) == steps + 1, said     # each step's text, then the verdict

    final = said[-1]
    assert final.startswith("Your turn is over"), final
    score_words = int(re.search(r"Your score is now (-?\d+)", final).group(1))
    scored = int(re.search(r"you scored (\d+) points?", final).group(1))
    # Ana's desk is still drawn after the turn has passed to Ben, with the score the words say
    desk_score = learner.desk_score(0)
    assert desk_score is not None, "the learner's desk is gone after the turn"
    assert score_words == desk_score, (final, desk_score)
    assert scored == desk_score - start_score, (final, start_score, desk_score)
    assert not learner.marks(), "marks left on the board after the last step"
    pictures["final"] = lab_page.screenshot("lessons_guided_final.png", learner.output)
    took = time.monotonic() - start
    print(f"\nguided turn: {len(said) - 1} steps, text above the board: {above}, "
          f"stack rows {pictures['draws']}, "
          f"desk after the turn: {root.locator('.desk .player-name').all_text_contents()}, "
          f"animations {learner.animations}, score {start_score} -> {desk_score}; {took:.1f} s")
    for line in said:
        print("  |", line)


# ------------------------------------------------------------------------------ 2. lesson 1
_NAMED_MOVE = re.compile(r"take the (\w+) marble at track (\d+), position (\d+)")


def test_lesson_1_do_wrong_then_right_by_mouse(lab_page, jupyter_lab):
    start = time.monotonic()
    page = lab_page.page
    page.set_viewport_size({"width": 1400, "height": 1300})
    index = cell_index(LESSON_1, 'Do("l1-biggest", "most_marbles"')
    learner = open_exercise(lab_page, jupyter_lab, LESSON_1, index)
    root = learner.root
    prompt = learner.cell.locator(".widget-html-content b").first.inner_text()
    assert "most marbles" in prompt, prompt
    assert learner.text() == "", "feedback before any move"
    original = learner.dispenser()
    assert len(original) == 5
    lab_page.screenshot("lessons_do_start.png", learner.output)

    # A wrong pick: the top highlighted marble of a track (it takes one marble, or few).
    track, top, text = learner.wrong_top_pick(watch=True)
    assert not learner.refusal()
    # what the move did and what a better one achieves, never which move it is
    assert re.search(r"your move took \d+ marbles?\. A better move takes \d+ marbles\.", text), text
    assert "Show a right answer" in text and not _NAMED_MOVE.search(text), text
    assert learner.dispenser() != original, "the wrong move should stay on the board"
    lab_page.screenshot("lessons_do_wrong.png", learner.output)

    # "Show a right answer": the board goes back to the start and the answer is named and marked
    shown_id = learner.state_id()
    learner.cell.get_by_role("button", name="Show a right answer").click()
    page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id",
                           arg=[root.element_handle(), str(shown_id)])
    learner.idle()
    learner.settle(watch=False)
    assert learner.dispenser() == original
    named = _NAMED_MOVE.search(learner.cell.inner_text())
    assert named, learner.cell.inner_text()
    color, b_track, b_pos = named.group(1), int(named.group(2)), int(named.group(3))
    assert (b_track, b_pos) != (track, top)
    target = f"m:{b_track}:{b_pos}"
    assert target in learner.marks(), learner.marks()
    assert learner.key(target).get_attribute("data-color") == color
    lab_page.screenshot("lessons_do_shown.png", learner.output)

    # The marked move is right.
    before_id = learner.state_id()
    learner.click(target, "the marked marble")
    right = learner.after_move("", before_id, "the right pick")
    learner.settle(watch=True)
    assert right.startswith("Right"), right
    lab_page.screenshot("lessons_do_right.png", learner.output)
    took = time.monotonic() - start
    print(f"\nwrong: pick {track}:{top}: {text}\nright: pick {b_track}:{b_pos}: {right}; {took:.1f} s")
