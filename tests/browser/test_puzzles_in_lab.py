"""Lesson 10 as a learner meets it in JupyterLab (issue 25 items 4 and 5): the review's chart
drawn under the game's board, a puzzle posed as an exercise, and the trainer answered by a
click on the board: the verdict with the engine's explanation, the rating with its change and
the streak, then the next puzzle with nothing of the last one left on screen. Screenshots of
each go to test-artifacts/."""

from __future__ import annotations

import json

import pytest

from conftest import REPO

pytestmark = pytest.mark.browser

LESSON = REPO / "notebooks" / "10_review_and_puzzles.ipynb"
BEST = 'print(trainer.puzzle["best"]["track"], trainer.puzzle["best"]["pos"])'
"""Asked of the kernel by the test only: where the current puzzle's best pick lies."""


def test_lesson_10_reviewed_and_a_puzzle_solved_by_mouse(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    page.set_viewport_size({"width": 1024, "height": 768})     # a small laptop's screen
    notebook = json.loads(LESSON.read_text(encoding="utf-8"))
    notebook["cells"].append({"cell_type": "code", "metadata": {}, "source": BEST,
                              "outputs": [], "execution_count": None})
    (tmp_path / LESSON.name).write_text(json.dumps(notebook), encoding="utf-8")
    lab_page.open_notebook(jupyter_lab.add(tmp_path / LESSON.name))
    sources = [("".join(c["source"]) if c["cell_type"] == "code" else "") for c in notebook["cells"]]

    def cell(words: str) -> int:
        return next(i for i, s in enumerate(sources) if words in s)

    for index, source in enumerate(sources):
        if source:
            lab_page.run_cell(index, timeout=180_000)

    def seen(name: str, node, selector: str) -> None:
        """A screenshot of what the learner's screen shows with ``selector`` scrolled to."""
        node.query_selector_all(selector)[-1].scroll_into_view_if_needed()
        lab_page.screenshot(name)

    def shown(index: int):
        """Cell ``index``'s node, scrolled into view (Lab draws only the cells near the view)."""
        node = page.evaluate_handle(
            "(i) => window.jupyterapp.shell.currentWidget.content.widgets[i].node", index)
        node.scroll_into_view_if_needed()
        return node

    review = shown(cell("review_game()"))
    review.wait_for_selector(".pw-review-point", timeout=30_000)
    assert len(review.query_selector_all(".pw-review-point")) > 2
    seen("lesson10_review.png", review, ".pw-review")

    exercise = shown(cell("Do.puzzle("))
    exercise.wait_for_selector(".potion-widget svg.pw-board", timeout=30_000)
    lab_page.text_once_drawn(exercise, "Puzzle for ")     # times out unless the prompt shows
    seen("lesson10_do_puzzle.png", exercise, ".potion-widget")

    trainer = shown(cell("PuzzleTrainer("))
    trainer.wait_for_selector(".potion-widget svg.pw-board", timeout=30_000)
    text = lab_page.text_once_drawn(trainer, "Puzzle 1 of 10")
    assert "Puzzle 1 of 10" in text and "Your rating: 1500." in text
    assert "Right!" not in text and "Not the best" not in text
    seen("lesson10_trainer_start.png", trainer, ".potion-widget")

    track, pos = lab_page.cell_text(cell(BEST)).split()
    trainer.query_selector(f'.dispenser .marble[data-track="{track}"][data-pos="{pos}"]').click()
    page.wait_for_function("(el) => el.innerText.includes('Right!')", arg=trainer, timeout=30_000)
    text = trainer.inner_text()
    assert "1 right answer in a row." in text and "for this puzzle, which is rated" in text
    seen("lesson10_trainer_right.png", trainer, ".widget-button")

    next(b for b in trainer.query_selector_all("button") if b.inner_text().strip() == "Next puzzle").click()
    page.wait_for_function("(el) => el.innerText.includes('Puzzle 2 of 10')", arg=trainer, timeout=30_000)
    text = trainer.inner_text()
    assert "Right!" not in text and "for this puzzle" not in text     # nothing stale
    assert len(trainer.query_selector_all(".potion-widget")) == 1
    seen("lesson10_trainer_next.png", trainer, ".potion-widget")
