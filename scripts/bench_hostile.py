"""How fast both boards answer a hostile front end (`make bench`): a benchmark, not a test.

Builds a seeded corpus of messages a broken or hostile front end could send (huge lists and
texts, deep nesting, big whole numbers, floats and NaN, booleans and null, a wrong value in
every field of every action type of each game, unknown kinds and fields, bursts of one action
against one state id, stale ids) and hands each to a board's one ``msg:custom`` handler, as
the front end's messages reach it. For each board it prints the corpus's size, the slowest
reply, the median and the replies per second; a message of another kind, which the board
ignores, counts as a reply too (it is answered by silence).

    python scripts/bench_hostile.py [--seed 0] [--cutoff-ms 2000]

A message still unanswered after ``--cutoff-ms`` is cut off (counted, reported, and the board
made again), so that a handler which would freeze the kernel cannot freeze the benchmark.
"""

from __future__ import annotations

import argparse
import gc
import random
import signal
import statistics
import time
from collections.abc import Callable, Iterator

from potion_widget import PotionWidget, SugarBlastWidget
from potion_widget.lessons import scenarios
from potion_widget.games.sugar import scenarios as sugar_scenarios

CURRENT = object()
"""Stands for the board's state id at the moment the message is sent."""

HUGE = 1_000_000


def _nested_lists(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def _nested_choices(depth: int) -> dict:
    value: dict = {"track": 0, "pos": 0}
    for _ in range(depth):
        value = {"potion": "sands-3", "choice": value}
    return value


def hostile_values(rng: random.Random) -> list:
    """Values no field of any action holds: each kind of hostility once, a few at random."""
    values = [
        [0] * HUGE, ["red"] * HUGE, [[0, 0]] * HUGE, "x" * HUGE, "red" * (HUGE // 3),
        _nested_lists(1_000), _nested_lists(5_000), _nested_choices(1_000),
        {f"k{i}": i for i in range(100_000)},
        10 ** 5000, -(10 ** 5000), 2 ** 53 + 1, -1, 2 ** 64,
        1.5, float("nan"), float("inf"), float("-inf"), -0.0,
        True, False, None, "", [], {}, [None], [[]], {"": None},
    ]
    values += [rng.randint(-10 ** 9, 10 ** 9) for _ in range(3)]
    values += ["".join(rng.choice("abc\u00e9\u2603\x00") for _ in range(rng.randint(1, 40)))
               for _ in range(3)]
    return values


POTION_ACTIONS = {
    "pick": {"track": 0, "pos": 0},
    "help": {"track": 0, "pos": 0},
    "place": {"color": "red", "burner": 0, "hole": 0},
    "to_pool": {"color": "red"},
    "from_pool": {"color": "red"},
    "drink": {"potion": "sands-3", "choice": {"potion": "wisdom-3", "choice": {"track": 0, "pos": 0}}},
    "end_turn": {"keep": ["red"], "draw": [0]},
    "draft": {"tile": "wisdom-1"},
}
POTION_CHOICE_FIELDS = ("track", "pos", "count", "positions", "tracks", "player", "holes",
                        "potion", "choice")

SUGAR_ACTIONS = {
    "swap": {"a": [0, 0], "b": [0, 1]},
    "draw": {},
    "replace": {"cell": [0, 0]},
    "blast": {"line": [[0, 0], [0, 1], [0, 2]], "keep": "corn"},
    "blast-square": {"square": [0, 0], "keep": "corn"},
}


def _actions(table: dict, values: list, choice_fields: tuple = ()) -> Iterator[dict]:
    """Every action type of ``table`` with each of its fields (and ``type``, and a field it
    does not have) holding each hostile value; a drink's choice field by field too."""
    for kind, fields in table.items():
        base = {"type": kind.split("-")[0], **fields}
        yield dict(base)
        for field in (*fields, "type", "extra"):
            for value in values:
                yield {**base, field: value}
        if kind == "drink":
            for field in choice_fields:
                for value in values:
                    yield {**base, "choice": {field: value}}
    yield from ({"type": value} for value in values)


def corpus(rng: random.Random, game: str, legal: list[dict]) -> list:
    """The messages sent to one board, in a seeded order."""
    values = hostile_values(rng)
    kinds = ("action", "choices") if game == "potion" else ("action",)
    table = POTION_ACTIONS if game == "potion" else SUGAR_ACTIONS
    choice_fields = POTION_CHOICE_FIELDS if game == "potion" else ()
    messages: list = []
    for action in _actions(table, values, choice_fields):
        for kind in kinds:
            messages.append({"kind": kind, "id": len(messages), "state_id": CURRENT,
                             "action": action})
    for value in values:                     # every field of the request itself
        messages.append({"kind": "action", "id": value, "state_id": CURRENT, "action": legal[0]})
        messages.append({"kind": "action", "id": 1, "state_id": value, "action": legal[0]})
        messages.append({"kind": "action", "id": 1, "state_id": CURRENT, "action": value})
        messages.append({"kind": "undo", "id": 1, "state_id": value})
        messages.append({"kind": value, "id": 1, "state_id": CURRENT})     # unknown kinds
        messages.append({"kind": "action", "id": 1, "state_id": CURRENT, "action": legal[0],
                         "extra": value})
        messages.append(value)                                              # not an object
        if game == "potion":
            for kind, field in (("timeline", "op"), ("timeline", "step"), ("timeline", "line"),
                                ("module", "name"), ("heatmap", "measure"), ("edit", "edit"),
                                ("edit_mode", "on"), ("save", "name")):
                op = {"op": "look"} if kind == "timeline" and field != "op" else {}
                messages.append({"kind": kind, "id": 1, "state_id": CURRENT, **op, field: value})
    for burst in range(3):                     # one action sent again and again
        action = legal[rng.randrange(len(legal))]
        messages += [{"kind": "action", "id": 1000 + burst, "state_id": CURRENT, "action": action}
                     for _ in range(100)]
        messages += [{"kind": "action", "id": 2000 + i, "state_id": "stale", "action": action}
                     for i in range(30)]
        messages.append({"kind": "undo", "id": 3000 + burst, "state_id": CURRENT})
    rng.shuffle(messages)
    return messages


class CutOff(BaseException):
    """Raised in a handler still running at the cut-off (a BaseException: the handler's own
    ``except Exception`` does not catch it)."""


def _alarm(_signum, _frame):
    raise CutOff


def _filled(message, board) -> object:
    if not isinstance(message, dict):
        return message
    sid = message.get("state_id")
    if sid is CURRENT:
        return {**message, "state_id": board.state_id}
    if sid == "stale":
        return {**message, "state_id": max(board.state_id - 1, 0) if board.state_id else 1}
    return message


def run(make: Callable[[], object], messages: list, cutoff: float) -> dict:
    """Sends each message to a board from ``make()``; the timings (on the clock and in the
    processor's time, which another process's load on the machine does not lengthen) and what
    went wrong."""
    board = make()
    _warm_up(board)
    times: list[float] = []
    cpu: list[float] = []
    cut = internal = 0
    signal.signal(signal.SIGALRM, _alarm)
    replies: list[dict] = []
    board._send = lambda msg, buffers=None: replies.append(msg)     # no front end: kept here
    for message in messages:
        content = _filled(message, board)
        replies.clear()
        start, start_cpu = time.perf_counter(), time.thread_time()
        signal.setitimer(signal.ITIMER_REAL, cutoff)
        try:
            board._handle_message(board, content, [])
            signal.setitimer(signal.ITIMER_REAL, 0)
        except CutOff:
            cut += 1
            board.close()
            board = make()
            board._send = lambda msg, buffers=None: replies.append(msg)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
        for reply in replies:
            error = reply.get("content", {}).get("error") or {}
            internal += error.get("rule") == "internal"
    board.close()
    return {"times": times, "cpu": cpu, "cut": cut, "internal": internal}


def _warm_up(board) -> None:
    """One legal action and its undo before the timing: the first sentence of each kind a
    board writes compiles its template, once per kernel."""
    board._send = lambda msg, buffers=None: None
    board._handle_message(board, {"kind": "action", "id": 0, "state_id": board.state_id,
                                  "action": board.legal[0]}, [])
    board._handle_message(board, {"kind": "undo", "id": 0, "state_id": board.state_id}, [])


def _potion_board() -> PotionWidget:
    """A turn in play whose player can drink Sands of Time (P9), whose choice holds another."""
    return PotionWidget(scenarios.load("potion-sands").to_state())


def _sugar_board() -> SugarBlastWidget:
    return SugarBlastWidget(sugar_scenarios.load("sugar-keep").to_state())


def report(name: str, size: int, result: dict) -> str:
    """One board's line: the corpus's size, the slowest reply and the median (on the clock,
    then in processor time), replies per second, and what was cut off or failed."""
    times = [t * 1000 for t in result["times"]]
    cpu = [t * 1000 for t in result["cpu"]]
    slow = sum(t > 50 for t in times)
    note = f", {slow} over 50 ms on the clock (processor: {sum(t > 50 for t in cpu)})" if slow else ""
    note += f", {result['cut']} cut off at the limit" if result["cut"] else ""
    note += f", {result['internal']} internal errors" if result["internal"] else ""
    return (f"{name}: {size} messages; slowest reply {max(times):,.1f} ms (processor "
            f"{max(cpu):,.1f} ms), median {statistics.median(times):.3f} ms (processor "
            f"{statistics.median(cpu):.3f} ms), {size / sum(result['times']):,.0f} replies/s{note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cutoff-ms", type=float, default=2000)
    args = parser.parse_args()
    boards = (("Potion Explosion board", "potion", _potion_board),
              ("Sugar Blast board", "sugar", _sugar_board))
    for name, game, make in boards:
        board = make()
        legal = list(board.legal)
        board.close()
        messages = corpus(random.Random(args.seed), game, legal)
        # the corpus's millions of entries stay for the whole run: the collector is not made
        # to walk them again and again (a kernel frees a message once it is answered)
        gc.collect()
        gc.freeze()
        result = run(make, messages, args.cutoff_ms / 1000)
        print(report(name, len(messages), result), flush=True)
        del messages
        gc.unfreeze()


if __name__ == "__main__":
    main()
