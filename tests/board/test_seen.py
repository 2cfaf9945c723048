"""The one trait a board's front end writes, ``seen`` (the state id it has drawn last), on both
boards: a state id the board has had is taken and sent nowhere (no echo: one small message per
drawn state, the kernel answers nothing); any other value is not taken, Python's value goes
back; and whatever is written, the game, its state id and every other trait stay as they were.
Hosts that re-run code when a widget's front end writes (marimo) re-run it through this write.
And in Colab, a board's display names the widget manager as anywidget's own displays do.
"""

from __future__ import annotations

import copy
import sys

import anywidget
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from potion_widget import PotionWidget, SugarBlastWidget
from potion_widget.board.base import LARGEST_COUNTER
from widget_harness import Harness

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _update(board, state: dict) -> None:
    """An ipywidgets ``update`` from the front end, as the comm hands it to the widget."""
    board._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                       "metadata": {}, "buffers": [], "header": {"msg_id": "front-end"},
                       "parent_header": {}})


def _played(board, moves: int):
    """``board`` after its first ``moves`` legal actions (each a new state id)."""
    for _ in range(moves):
        board.play(board.legal[0])
    return board


def _held(board) -> dict:
    """Every synced trait but ``seen``, and the game itself."""
    state = board.get_state()
    state.pop("seen")
    return copy.deepcopy(state) | {"game": board.game.to_state()}


BOARDS = {"potion": lambda: PotionWidget(players=["Ana", "Ben"], seed=0),
          "sugar": lambda: SugarBlastWidget(seed=1)}


@pytest.mark.parametrize("kind", sorted(BOARDS))
def test_a_drawn_state_id_is_taken_and_sent_nowhere(kind):
    board = _played(BOARDS[kind](), 2)
    h = Harness(board)
    before = _held(board)
    assert board.seen == 0
    _update(board, {"seen": board.state_id})
    assert board.seen == board.state_id == 2
    assert h.updates == [] and h.replies == []          # no echo, no reply: one message in all
    assert _held(board) == before                       # the game and every other trait as they were
    _update(board, {"seen": 1})                         # an older state drawn late: still a state id
    assert board.seen == 1 and h.updates == []
    board.close()


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(kind=st.sampled_from(sorted(BOARDS)),
       bad=st.one_of(st.integers(min_value=3, max_value=LARGEST_COUNTER + 5),
                     st.integers(max_value=-1), st.booleans(), st.floats(), st.none(),
                     st.text(max_size=4), st.lists(st.integers(), max_size=2),
                     st.dictionaries(st.text(max_size=2), st.integers(), max_size=2)))
def test_any_other_value_is_not_taken_and_changes_nothing(kind, bad):
    """A value that is not a state id this board has had (from 0 to its ``state_id``, here
    2) is not taken: Python's ``seen`` goes back so the front end holds it again."""
    board = _played(BOARDS[kind](), 2)
    h = Harness(board)
    before = _held(board)
    _update(board, {"seen": bad})
    assert board.seen == 0
    assert _held(board) == before
    # a value equal to the one held (False, 0.0) changes nothing and needs no answer
    assert [m["state"] for m in h.updates] == ([] if bad == 0 else [{"seen": 0}])
    board.close()


def test_seen_beside_another_trait_takes_only_seen():
    """An update writing ``seen`` and a trait the front end may not write (``state_id``):
    ``seen`` is taken, ``state_id`` is not and goes back."""
    board = _played(PotionWidget(players=["Ana", "Ben"], seed=0), 1)
    h = Harness(board)
    _update(board, {"seen": 1, "state_id": 7})
    assert (board.seen, board.state_id) == (1, 1)
    assert [m["state"] for m in h.updates] == [{"state_id": 1}]
    board.close()


class _FakeColabOutput:
    """What anywidget reads of Colab's ``google.colab.output``: its custom widget manager."""

    class _widgets:
        _installed_url = "https://colab.example/custom-widget-manager.js"

    enabled = 0

    @classmethod
    def enable_custom_widget_manager(cls):
        cls.enabled += 1


@pytest.mark.parametrize("kind", sorted(BOARDS))
def test_in_colab_a_board_names_the_widget_manager_as_anywidget_does(kind, monkeypatch):
    """A board shows in a box with its output panel; in Colab its display still carries the
    metadata anywidget gives its own widgets (the custom widget manager that draws them), as
    anywidget's documented Colab support needs."""
    monkeypatch.setitem(sys.modules, "google.colab.output", _FakeColabOutput)
    board = BOARDS[kind]()
    data, metadata = board._repr_mimebundle_()
    own = anywidget.AnyWidget._repr_mimebundle_(board)[1]
    assert own and metadata[WIDGET_VIEW] == own[WIDGET_VIEW]
    assert metadata[WIDGET_VIEW]["colab"]["custom_widget_manager"]["url"] == _FakeColabOutput._widgets._installed_url
    assert data[WIDGET_VIEW]["model_id"] == board._box.model_id      # the box is what is shown
    board.close()


def test_outside_colab_the_display_has_no_such_metadata():
    board = PotionWidget(seed=0)
    bundle = board._repr_mimebundle_()
    assert not isinstance(bundle, tuple) or WIDGET_VIEW not in bundle[1]
    board.close()


def test_in_colab_an_exercise_names_the_widget_manager_too(monkeypatch):
    from potion_widget.lessons import Do

    monkeypatch.setitem(sys.modules, "google.colab.output", _FakeColabOutput)
    task = Do("l1-safe", "no_explosion")
    data, metadata = task._repr_mimebundle_()
    assert metadata[WIDGET_VIEW]["colab"]["custom_widget_manager"]["url"] == _FakeColabOutput._widgets._installed_url
    assert data[WIDGET_VIEW]["model_id"] == task._view.model_id
    task.widget.close()
