"""The learners' progress (issue 23): every exercise records each judged try in the progress
file of its folder (solved, tries, first try right, time, the wrong moves in words), a learner
sees their own summary, and a teacher's command makes the class's table from a folder of such
files. A scripted class of three learners: Ana and Ben answer right, Cy answers wrong first."""

from __future__ import annotations

import json

import pytest

import potion_widget
from potion_widget import cli
from potion_widget.classroom import class_table
from potion_widget.lessons import Do, Predict, learner_progress

SCENARIO, GOAL = "chains", "most_marbles"
CLAIM = ("touching", "middle-of-three")


def _truth() -> object:
    """The prediction's right answer, as the engine gives it (an exercise answered once, in a
    folder that records nothing)."""
    probe = Predict(*CLAIM)
    probe.answer(probe.options[0])
    return probe.truth


def _wrong_pick(task: Do) -> dict:
    """A legal pick of the start position that is not a right answer."""
    right = task.right_answers
    return next(a for a in task._start_game.legal_actions() if a["type"] == "pick" and a not in right)


@pytest.fixture()
def scripted_class(tmp_path, monkeypatch):
    """Three learners' folders under ``tmp_path/class``, each run as in Jupyter (the folder is
    the working folder): Ana and Ben right at once, Cy wrong, then right."""
    truth = _truth()
    wrong_words = {}
    for name, right in (("Ana", True), ("Ben", True), ("Cy", False)):
        folder = tmp_path / "class" / name.lower()
        folder.mkdir(parents=True)
        learner_progress.start(folder, name)
        monkeypatch.chdir(folder)
        task = Do(SCENARIO, GOAL)
        predict = Predict(*CLAIM)
        if not right:
            wrong = _wrong_pick(task)
            wrong_words["do"] = task.kit.describe_action(wrong, task._start_game)
            assert task.play(wrong) is False
            task.reset()
            other = next(v for v in predict.options if v != truth)
            wrong_words["predict"] = predict._show_value(other)
            assert predict.answer(other) is False
        assert task.play(task.right_answers[0]) is True
        assert predict.answer(truth) is True
    return tmp_path / "class", wrong_words


def test_each_exercise_records_its_tries_beside_the_notebook(scripted_class):
    folder, wrong_words = scripted_class
    ana = json.loads((folder / "ana" / learner_progress.FILE).read_text("utf-8"))
    cy = json.loads((folder / "cy" / learner_progress.FILE).read_text("utf-8"))
    assert ana["learner"] == "Ana" and set(ana["exercises"]) == {f"{SCENARIO}/{GOAL}", "/".join(CLAIM)}
    for entry in ana["exercises"].values():
        assert entry["solved"] and entry["first_try_right"] and entry["tries"] == 1
        assert entry["wrong"] == [] and entry["seconds"] >= 0
    do, predict = cy["exercises"][f"{SCENARIO}/{GOAL}"], cy["exercises"]["/".join(CLAIM)]
    assert do["solved"] and not do["first_try_right"] and do["tries"] == 2
    assert do["wrong"] == [wrong_words["do"]]         # the move in words, as the learner was told
    assert predict["wrong"] == [wrong_words["predict"]] and predict["tries"] == 2
    assert do["title"] == Do(SCENARIO, GOAL).prompt


def test_the_class_table_says_two_right_at_once_and_names_the_wrong_moves(scripted_class, capsys):
    folder, wrong_words = scripted_class
    rows = {row["key"]: row for row in class_table.exercises(class_table.collect(folder))}
    for row in rows.values():
        assert (row["tried"], row["solved"], row["first_try"]) == (3, 3, 2)
    assert rows[f"{SCENARIO}/{GOAL}"]["wrong"] == {wrong_words["do"]: 1}
    learners = {r["learner"]: r for r in class_table.per_learner(class_table.collect(folder))}
    assert {n: (r["solved"], r["first_try"]) for n, r in learners.items()} == \
        {"Ana": (2, 2), "Ben": (2, 2), "Cy": (2, 0)}
    assert cli.main(["class", str(folder)]) == 0
    table = capsys.readouterr().out
    print(table)
    assert "Learners: 3" in table and "| 3 of 3 | 2 of 3 |" in table
    assert f"{wrong_words['do']} (1×)" in table
    assert "| Cy | 2 of 2 | 0 of 2 |" in table


def test_a_learner_sees_their_own_summary(scripted_class):
    folder, wrong_words = scripted_class
    text = repr(potion_widget.progress(folder=folder / "cy"))
    assert text.splitlines()[:4] == ["Learner: Cy", "Exercises tried: 2", "Solved: 2",
                                     "Right at the first try: 0"]
    assert f"Not right: {wrong_words['do']}" in text
    potion_widget.set_language("es")
    try:
        assert repr(potion_widget.progress(folder=folder / "ana")).splitlines()[1] == "Ejercicios intentados: 2"
    finally:
        potion_widget.set_language("en")


def test_without_a_progress_file_nothing_is_recorded(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    task = Do(SCENARIO, GOAL)
    assert task.play(task.right_answers[0]) is True
    assert list(tmp_path.iterdir()) == []
    assert "No progress recorded here yet" in repr(potion_widget.progress())


def test_the_lessons_command_starts_the_progress_file_with_the_typed_name(tmp_path):
    assert cli.main(["lessons", str(tmp_path / "mine"), "--name", " Zoë "]) == 0
    data = learner_progress.load(tmp_path / "mine" / learner_progress.FILE)
    assert data["learner"] == "Zoë" and data["exercises"] == {}
    # written again: the learner's results are kept
    learner_progress.record("x/y", "A question", right=False, words="a move", seconds=1.0, folder=tmp_path / "mine")
    assert cli.main(["lessons", str(tmp_path / "mine")]) == 0
    assert learner_progress.load(tmp_path / "mine" / learner_progress.FILE)["exercises"]["x/y"]["wrong"] == ["a move"]


def test_make_tutorial_writes_the_lessons_with_their_progress_file(tmp_path):
    """``make tutorial`` (``python -m potion_widget.tutorial``) records progress as the
    ``potion-widget lessons`` route does."""
    from potion_widget.lessons import tutorial

    assert tutorial.main([str(tmp_path / "mine"), "--language", "nl"]) == 0
    assert learner_progress.load(tmp_path / "mine" / learner_progress.FILE)["exercises"] == {}


def test_a_file_that_is_not_a_progress_file_is_refused_and_passed_over(tmp_path):
    (tmp_path / "notes.json").write_text('{"kind": "something else", "exercises": {}}', "utf-8")
    with pytest.raises(ValueError, match="not a progress file"):
        learner_progress.load(tmp_path / "notes.json")
    assert class_table.collect(tmp_path) == []
    assert class_table.render_table(tmp_path) == f"No progress files in {tmp_path}."


def test_a_folder_that_cannot_be_read_never_stops_an_exercise(tmp_path, monkeypatch):
    """Defect found in the lesson site: served over plain http from another machine, the
    browser kernel's folder cannot be read (no service worker: ``OSError``); the exercise still
    judges the move, and nothing is recorded."""
    monkeypatch.chdir(tmp_path)
    learner_progress.start(tmp_path, "Ana")
    task = Do(SCENARIO, GOAL)

    def unreadable(self, *args, **kwargs):
        raise OSError(28, "Invalid argument")
    monkeypatch.setattr(learner_progress.Path, "exists", unreadable)
    assert task.play(task.right_answers[0]) is True
    monkeypatch.undo()
    assert learner_progress.load(tmp_path / learner_progress.FILE)["exercises"] == {}
