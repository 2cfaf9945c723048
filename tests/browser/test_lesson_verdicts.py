"""A verdict never outlives the move it judged (issue 21: in lesson 0 a red "Not this one"
stayed beside a board that "Show a right answer" had put back to its start).

The learner plays lesson 0's first do-the-move exercise with the mouse: a wrong pick, its red
verdict, then "Show a right answer": the verdict is gone and the answer is named.
"""

from __future__ import annotations

import pytest

from test_lessons_by_mouse import LESSON_0, cell_index, open_exercise

pytestmark = pytest.mark.browser


def test_show_a_right_answer_clears_the_red_verdict(lab_page, jupyter_lab):
    page = lab_page.page
    page.set_viewport_size({"width": 1400, "height": 1300})
    index = cell_index(LESSON_0, 'Do("l0-practice", "most_marbles"')
    learner = open_exercise(lab_page, jupyter_lab, LESSON_0, index)
    root = learner.root
    wrong = None
    for track in range(5):
        tops = root.locator(f'.dispenser .marble.selectable[data-track="{track}"]')
        if not tops.count():
            continue
        top = max(int(tops.nth(i).get_attribute("data-pos")) for i in range(tops.count()))
        before_id = learner.state_id()
        learner.click(f"m:{track}:{top}", "the top marble")
        text = learner.after_move("", before_id, f"pick {track}:{top}")
        learner.settle(watch=False)
        if text.startswith("Not this one"):
            wrong = text
            break
        reset_id = learner.state_id()
        learner.cell.get_by_role("button", name="Reset the board").click()
        page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id",
                               arg=[root.element_handle(), str(reset_id)])
    assert wrong, "every top marble was a right answer"
    lab_page.screenshot("verdict-before-show-answer.png", learner.output)
    learner.cell.get_by_role("button", name="Show a right answer").click()
    page.wait_for_function("(cell) => cell.innerText.includes('A right answer:')",
                           arg=learner.cell.element_handle(), timeout=20_000)
    learner.idle()
    assert learner.text() == "", f"a verdict stayed after the reset: {learner.text()!r}"
    assert "Not this one" not in learner.cell.inner_text()
    lab_page.screenshot("verdict-after-show-answer.png", learner.output)
