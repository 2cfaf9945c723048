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
    learner.wrong_top_pick(watch=False)
    lab_page.screenshot("verdict-before-show-answer.png", learner.output)
    learner.cell.get_by_role("button", name="Show a right answer").click()
    page.wait_for_function("(cell) => cell.innerText.includes('A right answer:')",
                           arg=learner.cell.element_handle(), timeout=20_000)
    learner.idle()
    assert learner.text() == "", f"a verdict stayed after the reset: {learner.text()!r}"
    assert "Not this one" not in learner.cell.inner_text()
    lab_page.screenshot("verdict-after-show-answer.png", learner.output)
