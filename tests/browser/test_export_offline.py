"""``potion-widget export`` (issue 23): two lessons, as a learner's copies, exported to pages
and opened in chromium with every request outside the page refused: each board the lesson's
run showed is on the page as its still picture, drawn (an image with a size), and nothing was
fetched. The PDF route prints one of the pages with the same chromium."""

from __future__ import annotations

import re

import pytest

from potion_widget import cli
from potion_widget.classroom import export as exporting
from potion_widget.lessons.tutorial import write_lessons

from conftest import CHROMIUM

pytestmark = pytest.mark.browser

LESSONS = [("en", "00_the_game.ipynb"), ("es", "09_sugar_blast.ipynb")]


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> list[tuple[str, object, int, int]]:
    """(lesson, page, boards, pictures) for each lesson exported by the command."""
    pages = []
    for language, name in LESSONS:
        folder = tmp_path_factory.mktemp(language)
        write_lessons(folder, language)
        written, boards, pictures = exporting.export(folder / name, "html")
        pages.append((f"{language}/{name}", written, boards, pictures))
    return pages


def test_the_command_says_how_many_boards_and_pictures(tmp_path, capsys):
    write_lessons(tmp_path, "en")
    assert cli.main(["export", str(tmp_path / "01_explosions.ipynb")]) == 0
    said = capsys.readouterr().out.strip()
    page = tmp_path / "01_explosions.html"
    assert page.is_file() and said.startswith(f"{page}: ")
    boards, pictures = map(int, re.fullmatch(r"(\d+) boards, (\d+) still pictures",
                                             said.removeprefix(f"{page}: ")).groups())
    assert boards > 0 and pictures == boards


def test_every_board_is_a_drawn_picture_offline_in_chromium(exported, browser):
    # the session's chromium (a second Playwright in the same process is refused while the
    # first one's loop runs)
    fetched = []
    for lesson, page_file, boards, pictures in exported:
        page = browser.new_page()
        try:
            page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(("file:", "data:"))
                       else (fetched.append(route.request.url), route.abort()))
            page.goto(page_file.as_uri())
            page.wait_for_load_state("load")
            drawn = page.evaluate("""() => [...document.querySelectorAll('img[src^="data:image/svg+xml"]')]
                .filter(img => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
                .length""")
            print(f"\n{lesson}: {boards} boards, {pictures} pictures on the page, {drawn} drawn offline")
            assert boards >= 2 and pictures == boards and drawn == boards, lesson
        finally:
            page.close()
    assert fetched == []        # the page asks nothing of the network (no require.js, no MathJax)


def test_a_pdf_is_printed_by_the_same_browser(exported, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", f"{CHROMIUM.rsplit('/', 1)[0]}")
    lesson, page_file, boards, _ = exported[0]
    out = exporting.print_pdf(page_file.read_text(encoding="utf-8"), tmp_path / "lesson.pdf")
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and data.count(b"/Type /Page") - data.count(b"/Type /Pages") >= 1


def test_without_a_browser_a_pdf_is_refused_in_one_sentence(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(RuntimeError) as refused:
        exporting.print_pdf("<p>page</p>", tmp_path / "x.pdf")
    assert str(refused.value) == exporting.NO_BROWSER and not (tmp_path / "x.pdf").exists()
