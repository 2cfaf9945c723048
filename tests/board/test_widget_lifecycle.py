"""Closed widgets are freed (issue 15, part 4).

Defect: 10 widgets created, closed and deleted all stayed alive (1,000 games leaked 166 KiB
each). Two references held them: anywidget connects a file watcher to every instance when
``_esm`` is a ``Path`` (a lambda holding the widget), and ``close()`` left the ``Output`` panel
and the ``VBox`` built for display open, the box still holding the widget as a child.
"""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref

import pytest

from potion_widget.games.potion.widget import PotionWidget


def made_and_closed(count: int, *, displayed: bool) -> list[weakref.ref]:
    refs = []
    for _ in range(count):
        widget = PotionWidget(players=["Ana", "Ben"], seed=0)
        if displayed:
            widget._repr_mimebundle_()          # builds the VBox with the output panel
        refs.append(weakref.ref(widget))
        widget.close()
        del widget
    gc.collect()
    return refs


def test_defect_closed_widgets_stayed_alive():
    for displayed in (False, True):
        refs = made_and_closed(10, displayed=displayed)
        assert sum(ref() is not None for ref in refs) == 0, f"displayed={displayed}"


def test_close_closes_the_output_panel_and_the_display_box():
    widget = PotionWidget(players=["Ana", "Ben"], seed=0)
    widget._repr_mimebundle_()
    box, output = widget._box, widget.output
    assert box is not None and box.comm is not None and output.comm is not None
    widget.close()
    assert widget.comm is None and output.comm is None and box.comm is None
    widget.close()          # closing twice is harmless


def test_the_widget_code_is_given_as_text_so_no_file_watcher_holds_an_instance():
    assert isinstance(PotionWidget._esm, str) and "export" in PotionWidget._esm
    widget = PotionWidget()
    assert widget._esm == PotionWidget._esm
    widget.close()


_MEASURE = """
import gc, sys, tracemalloc
from potion_widget.{module} import {board} as Board

def made_and_closed(count):
    for _ in range(count):
        widget = Board(players=["Ana", "Ben"], seed=0)
        widget._repr_mimebundle_()
        widget.close()
        del widget
    gc.collect()

def growth(count):
    # the interpreter's type attribute cache (4096 entries, shared by all code) keeps the last
    # attribute names looked up, traitlets' per-instance names among them: bounded, cleared
    gc.collect()
    sys._clear_type_cache()
    before = tracemalloc.get_traced_memory()[0]
    made_and_closed(count)
    sys._clear_type_cache()
    return tracemalloc.get_traced_memory()[0] - before

made_and_closed(5)
tracemalloc.start()
growth(25)
print(growth(25) / 25)
"""


@pytest.mark.parametrize("module, board", [("games.potion.widget", "PotionWidget"),
                                           ("games.sugar.widget", "SugarBlastWidget")])
def test_closed_widgets_leave_no_memory_behind(module, board):
    """Each part's ``Layout`` is a widget too: left open, it kept ~10 KiB per closed widget
    (70 KiB per widget before any fix). Now nearly nothing stays.

    Measured in a fresh interpreter, on a second batch of widgets: what the tests run before
    this one left in shared state (and caches filled on first use) is not the widget's."""
    code = _MEASURE.replace("{module}", module).replace("{board}", board)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    kept = float(run.stdout.strip().splitlines()[-1])
    assert kept < 4096, f"{kept / 1024:.1f} KiB kept per closed widget"


def test_a_widget_whose_constructor_refused_its_arguments_closes_quietly(monkeypatch):
    from potion_widget import Game

    ignored = []          # errors raised in __del__ are not raised: Python reports them here
    monkeypatch.setattr(sys, "unraisablehook", ignored.append)
    with pytest.raises(TypeError):
        PotionWidget(Game.new(2, seed=1), seed=2)       # a game and options: refused
    gc.collect()                                          # its __del__ closes it
    assert [str(e.exc_value) for e in ignored] == []
