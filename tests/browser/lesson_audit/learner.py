"""The learner's hands: every move is made with the real mouse on what the board draws.

The kernel is asked only what a learner would work out (which move is right, which is wrong);
the move itself is then made as a person makes it: a click on the marble, the hole, the potion,
the buttons of the choice panel, the two candies of a swap, the exercise's own buttons.
"""

from __future__ import annotations

import json


class CannotClick(Exception):
    """The board offers no element to make this move with the mouse."""


def _key(board, key: str):
    return board.locator(f'svg [data-key="{key}"]').first


def _click(page, locator, what: str) -> None:
    if not locator.count():
        raise CannotClick(f"{what}: nothing drawn to click")
    locator.scroll_into_view_if_needed(timeout=5_000)
    box = locator.bounding_box()
    if box is None:
        raise CannotClick(f"{what}: not visible")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _button(board, name: str):
    return board.locator(f'[data-btn="{name}"]:visible').first


def _enabled_button(page, board, name: str, what: str) -> None:
    b = _button(board, name)
    if not b.count() or not b.is_enabled():
        raise CannotClick(f"{what}: the {name} button is not there or disabled")
    _click(page, b, what)


def _choice_keys(choice: dict) -> list[str]:
    """The board keys a drink's choice names, as the board's choice panel reads them."""
    if "potion" in choice:                               # reuse a drunk potion, then its choice
        inner = choice.get("choice") or {}
        return [f"d:{choice['potion']}"] + (_choice_keys(inner) if isinstance(inner, dict) else [])
    if "positions" in choice:
        return [f"m:{choice['track']}:{p}" for p in choice["positions"]]
    if "tracks" in choice:
        return [f"m:{t}:0" for t in choice["tracks"]]
    if "player" in choice:
        return [f"p:{choice['player']}"]
    if "holes" in choice:
        return [f"h:{b}:{h}" for b, h in choice["holes"]]
    if "track" in choice and "pos" in choice:
        count = choice.get("count", 1)
        return [f"m:{choice['track']}:{choice['pos'] + i}" for i in range(count)]
    return []


def _nobody(moment: str) -> None:
    """Looks at nothing (the default ``observe`` of :func:`act`)."""


def act(page, board, action: dict, extra: dict | None = None, observe=_nobody) -> list[str]:
    """Makes ``action`` on ``board`` with mouse clicks; raises :class:`CannotClick` when the
    board draws nothing to make it with. Returns the traps met on the way (see ``_drink``).
    ``observe(moment)`` is called while a choice is being made: once its panel opens and
    after each click in it, before Confirm."""
    kind = action.get("type")
    what = json.dumps(action)
    if kind == "pick":
        _click(page, _key(board, f"m:{action['track']}:{action['pos']}"), what)
    elif kind == "help":
        _enabled_button(page, board, "help", what)
        page.wait_for_timeout(100)
        _click(page, _key(board, f"m:{action['track']}:{action['pos']}"), what)
    elif kind == "draft":
        _click(page, _key(board, f"tile:{action['tile']}"), what)
    elif kind == "from_pool":
        pool = board.locator(f'svg .desk.active [data-key^="pool:"][data-color="{action["color"]}"]').first
        _click(page, pool, what)
    elif kind in ("place", "to_pool"):
        hand = board.locator(f'svg .desk.active .hand-marble.selectable[data-color="{action["color"]}"]').first
        _click(page, hand, what)
        page.wait_for_timeout(100)
        if kind == "place":
            _click(page, _key(board, f"h:{action['burner']}:{action['hole']}"), what)
        else:
            _enabled_button(page, board, "to-pool", what)
    elif kind == "end_turn":
        _end_turn(page, board, action, what, observe)
    elif kind == "drink":
        return _drink(page, board, action, what, observe)
    elif kind == "swap":
        for r, c in (action["a"], action["b"]):
            _click(page, board.locator(f'svg .cell[data-row="{r}"][data-col="{c}"]').first, what)
            page.wait_for_timeout(80)
    elif kind == "draw":
        _enabled_button(page, board, "draw", what)
    elif kind == "replace":
        r, c = action["cell"]
        _click(page, board.locator(f'svg .cell[data-row="{r}"][data-col="{c}"]').first, what)
    elif kind == "blast":
        _blast(page, board, action, (extra or {}).get("options", []), what)
    else:
        raise CannotClick(f"{what}: no way to click a {kind}")
    return []


def _end_turn(page, board, action: dict, what: str, observe=_nobody) -> None:
    """End turn, then the marbles to keep (the action's, else the first option) and a stack for
    each empty burner (the action's, else the first offered), then Confirm."""
    _enabled_button(page, board, "end-turn", what)
    board.locator(".pw-panel").wait_for(state="visible", timeout=10_000)
    observe("the end of the turn's panel opened")
    keeps = board.locator('.pw-keep [data-btn="keep"]')
    wanted = sorted(action["keep"]) if "keep" in action else None
    for i in range(keeps.count()):
        k = json.loads(keeps.nth(i).get_attribute("data-keep") or "null")
        if wanted is None or sorted(k or []) == wanted:
            if keeps.nth(i).get_attribute("aria-pressed") != "true":
                _click(page, keeps.nth(i), what)
                page.wait_for_timeout(80)
                observe("after choosing what to keep")
            break
    confirm = board.locator('.pw-panel [data-btn="confirm"]').first
    stacks = list(action.get("draw") or [])
    for n in range(4):
        page.wait_for_timeout(80)
        if confirm.count() and confirm.is_enabled() and n >= len(stacks):
            break
        row = board.locator('div.pw-draw [data-btn="draw"]')
        if not row.count():
            break
        option = board.locator(f'div.pw-draw [data-btn="draw"][data-stack="{stacks[n]}"]').first \
            if n < len(stacks) else row.first
        _click(page, option if option.count() else row.first, what)
        page.wait_for_timeout(80)
        observe("after choosing a stack to draw from")
    page.wait_for_timeout(80)
    _enabled_button(page, board.locator(".pw-panel"), "confirm", what)


def _drink(page, board, action: dict, what: str, observe=_nobody) -> list[str]:
    """The potion, then each thing its choice names, as a learner told "click the ..." does
    (even one the board chose by itself), then Confirm. Returns the traps met: a click on a
    named thing that left Confirm disabled (the learner then clicks it again)."""
    _click(page, _key(board, f"c:{action['potion']}"), what)
    board.locator(".pw-panel").wait_for(state="visible", timeout=10_000)
    page.wait_for_timeout(100)
    observe("the drink's panel opened")
    confirm = board.locator('.pw-panel [data-btn="confirm"]').first
    keys = _choice_keys(action.get("choice") or {})
    for k in keys:
        _click(page, _key(board, k), what)
        page.wait_for_timeout(80)
        observe(f"after clicking {k} in the drink's choice")
    traps = []
    if keys and confirm.count() and not confirm.is_enabled():
        traps.append(f"trap: after clicking {', '.join(keys)} (what the move names, as told) "
                     "Confirm is disabled")
        for k in keys + keys:               # click again until the choice is whole
            if confirm.is_enabled():
                break
            _click(page, _key(board, k), what)
            page.wait_for_timeout(80)
    if not (confirm.count() and confirm.is_enabled()):
        _cancel_panel(page, board)
        raise CannotClick("; ".join(traps) or f"{what}: Confirm stays disabled")
    _click(page, confirm, what)
    return traps


def _cancel_panel(page, board) -> None:
    cancel = board.locator('.pw-panel [data-btn="cancel"]')
    if cancel.count() and cancel.first.is_visible() and cancel.first.is_enabled():
        _click(page, cancel.first, "Cancel")
        page.wait_for_timeout(100)


def _blast(page, board, action: dict, options: list, what: str) -> None:
    cells = action.get("line") or None
    index = 0
    for i, option in enumerate(options):
        if (cells and sorted(map(tuple, option.get("cells", []))) == sorted(map(tuple, cells))) or (
                action.get("square") and list(option.get("square") or []) == list(action["square"])):
            index = i
            break
    button = board.locator(f'.sb-panel [data-option="{index}"]').first
    if not button.count():
        button = board.locator(f'svg [data-option="{index}"].selectable').first
    _click(page, button, what)
    page.wait_for_timeout(100)
    if "keep" in action:
        keep = board.locator(f'.sb-panel [data-keep="{action["keep"]}"]').first
        if keep.count():
            _click(page, keep, what)


def exercise_button(page, cell, label: str) -> None:
    """Clicks the exercise's own button (an ipywidgets button) labelled ``label``."""
    buttons = cell.locator(".widget-button")
    for i in range(buttons.count()):
        if " ".join(buttons.nth(i).inner_text().split()) == label:
            _click(page, buttons.nth(i), f"button {label!r}")
            return
    raise CannotClick(f"no button {label!r}")


def _centre(page, locator) -> tuple[float, float] | None:
    if not locator.count():
        return None
    locator.scroll_into_view_if_needed(timeout=5_000)
    box = locator.bounding_box()
    return None if box is None else (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _cell_at(board, cell):
    return board.locator(f'svg .cell[data-row="{cell[0]}"][data-col="{cell[1]}"]').first


def hover_samples(page, board, facts: dict, limit: int) -> list[tuple[str, str, int | None]]:
    """Hovers up to ``limit`` legal picks (an even spread of them) with the mouse and returns
    ``(target, hint shown, engine's count)`` for each. On a Sugar Blast board a swap's preview
    shows once its first candy is chosen: the learner clicks the first candy, hovers its
    partner, reads, then clicks the first candy again to put it back (no move is made)."""
    previews = facts["previews"]
    if not previews:
        return []
    step = max(1, len(previews) // limit)
    seen = []
    sugar = facts["game"] == "sugar"
    hint = board.locator(".sb-hint" if sugar else ".pw-hint:not(.pw-edit-hint)").first
    for p in previews[::step][:(limit // 2 if sugar else limit)]:
        if sugar:
            first, spot = _centre(page, _cell_at(board, p["a"])), _centre(page, _cell_at(board, p["b"]))
            if not first or not spot:
                continue
            page.mouse.click(*first)
            page.wait_for_timeout(60)
            page.mouse.move(*spot)
            name = f"the swap of row {p['a'][0]}, column {p['a'][1]} with row {p['b'][0]}, column {p['b'][1]}"
        else:
            spot = _centre(page, _key(board, f"m:{p['track']}:{p['pos']}"))
            if not spot:
                continue
            page.mouse.move(*spot)
            name = f"track {p['track']}, position {p['pos']}"
        page.wait_for_timeout(60)
        shown = " ".join(hint.inner_text().split()) if hint.count() else ""
        seen.append((name, shown, p["count"]))
        if sugar:
            page.mouse.click(*first)          # put the first candy back
            page.wait_for_timeout(60)
    page.mouse.move(1, 1)
    return seen


# ------------------------------------------------------------------------------ strategies
GAME_MOVES = 4
"""Moves the learner makes on a board that is a game, not an exercise (then it looks on)."""


def _cell(audit, watch):
    return audit.page.locator(".jp-Notebook .jp-Cell").nth(watch.cell)


def _wait_change(audit, watch, before: int, what: str, timeout: float = 15_000) -> None:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        audit.page.wait_for_function("([el, id]) => Number(el.getAttribute('data-state-id')) > id",
                                     arg=[audit.board(watch).element_handle(), before], timeout=timeout)
    except PlaywrightTimeout:
        screen = audit.board(watch).locator(".pw-refusal")
        refusal = " ".join(screen.inner_text().split()) if screen.count() and screen.is_visible() else ""
        raise CannotClick(f"{what}: the board did not change"
                          + (f" (refused: {refusal})" if refusal else "")) from None


def move(audit, watch, action: dict, moment: str, extra: dict | None = None) -> None:
    """Makes ``action`` by mouse, waits for the board's update and looks at it."""
    before = watch.screen["state_id"]
    try:
        audit.choice_started(watch)
        traps = act(audit.page, audit.board(watch), action, extra,
                    observe=lambda moment: audit.choice_look(watch, moment)) or []
    except CannotClick as why:
        if "nothing drawn to click" in str(why) and moment.startswith(("after a right", "after step")):
            audit.violate(watch, watch.cell, "answer-unclickable", f"{why}",
                          "the move the exercise wants can be made on its board", moment)
        if str(why).startswith("trap:"):
            audit.violate(watch, watch.cell, "choice-trap", f"{json.dumps(action)}: {why}",
                          "a click on what the move names never undoes a choice the board made", moment)
        raise
    for trap in traps:
        audit.violate(watch, watch.cell, "choice-trap", f"{json.dumps(action)}: {trap}",
                      "a click on what the move names never undoes a choice the board made", moment)
    _wait_change(audit, watch, before, f"{moment} {json.dumps(action)}")
    audit.glance(watch, moment)           # while the move is still being shown
    audit.look(watch, moment, hover=True)


def press(audit, watch, label: str, moment: str, changes: bool = True) -> None:
    """Clicks the exercise's button ``label`` and looks at the board."""
    before = watch.screen["state_id"]
    exercise_button(audit.page, _cell(audit, watch), label)
    if changes:
        try:
            _wait_change(audit, watch, before, f"button {label!r}", timeout=3_000)
        except CannotClick:
            pass                 # already at the start: nothing to take back
    audit.page.wait_for_timeout(100)
    audit.look(watch, moment)


def play(audit, watch) -> None:
    """Plays the board as a learner would: the exercise it belongs to, or a few turns."""
    ex = watch.facts["exercise"]
    if ex is None:
        play_game(audit, watch)
    elif ex["kind"] == "Do":
        play_do(audit, watch)
    elif ex["kind"] == "Predict":
        play_predict(audit, watch)
    elif ex["kind"] == "GuidedTurn":
        play_guided(audit, watch)


def _words(watch) -> dict:
    from potion_widget.i18n.messages import catalog
    return catalog(watch.facts["language"])


def play_do(audit, watch) -> None:
    """A wrong move first (when one exists), "Show a right answer", the right move it shows,
    then "Reset the board"."""
    words = _words(watch)
    answers = audit.kernel.answers(watch.model_id)
    if answers.get("wrong"):
        try:
            move(audit, watch, answers["wrong"][0], "after a wrong move", answers)
        except CannotClick as why:          # the right move is still tried
            audit.tally.unplayed.append(f"cell {watch.cell}: {why}")
            _cancel(audit, watch)
        press(audit, watch, words["lesson.reveal"], "after showing a right answer")
    if not answers.get("right"):
        raise CannotClick("the exercise has no right answer to play")
    move(audit, watch, answers["right"][0], "after a right move", answers)
    press(audit, watch, words["lesson.reset"], "after reset")


def _cancel(audit, watch) -> None:
    """Leaves a half-made choice with the panel's Cancel, when one is open."""
    _cancel_panel(audit.page, audit.board(watch))


def play_predict(audit, watch) -> None:
    """A wrong answer, then the right one, with the exercise's answer buttons."""
    answers = audit.kernel.answers(watch.model_id)
    right = answers["right"]
    wrong = [o for o in answers["options"] if o != right]
    if wrong:
        press(audit, watch, wrong[0], "after a wrong answer")
    press(audit, watch, right, "after a right answer")


def play_guided(audit, watch) -> None:
    """Each step as the text and marks ask, until the turn is done."""
    for _ in range(30):
        answers = audit.kernel.answers(watch.model_id)
        if answers.get("done"):
            return
        rights = answers.get("right") or [answers.get("expect")]
        if not rights[0]:
            raise CannotClick(f"step {answers.get('step')}: no legal move matches the step")
        action = _marked(audit, watch, rights, answers.get("step"))
        move(audit, watch, action, f"after step {answers.get('step')}", answers)


def _marked(audit, watch, rights: list[dict], step) -> dict:
    """The move of a guided step the learner makes by its marks: a right pick whose marble is
    marked (a step whose right picks are none of them marked is a finding); any other move as
    the exercise wants it."""
    if rights[0].get("type") not in ("pick", "help"):
        return rights[0]
    marked = audit.board(watch).locator(".pw-marks .mark[data-mark-key]").evaluate_all(
        "ms => ms.map((m) => m.getAttribute('data-mark-key'))")
    for action in rights:
        if action.get("type") in ("pick", "help") and f"m:{action['track']}:{action['pos']}" in marked:
            return action
    audit.violate(watch, watch.cell, "step-marks", f"step {step}: marks {marked}",
                  "one of the step's right picks is marked: "
                  + ", ".join(f"m:{a['track']}:{a['pos']}" for a in rights if "track" in a), f"at step {step}")
    return rights[0]


def play_game(audit, watch) -> None:
    """A few moves of a game (the computer answers where it plays a seat); against the
    computer, then the strip of moves as the explorer lesson invites: step back to an earlier
    move, continue from there with another move, switch back to the first line."""
    moves(audit, watch, GAME_MOVES, "after a move")
    if watch.facts["bots"]:
        explore(audit, watch)


def explore(audit, watch) -> None:
    board = audit.board(watch)
    steps = board.locator(".pw-tl-strip [data-step]")
    if steps.count() < 3:
        return
    _timeline_click(audit, watch, steps.nth(steps.count() - 3), "after stepping back on the strip")
    looked, played = watch.facts["shown"], len(watch.facts["plays"])
    cont = board.locator('[data-btn="tl-continue"]')
    if not cont.count() or not cont.first.is_enabled():
        raise CannotClick("no enabled Continue from here after stepping back")
    _timeline_click(audit, watch, cont.first, "after continue from here")
    # the new line starts at the position looked at: the game is there, or the computer's
    # moves since then start from there
    since = watch.facts["plays"][played:]
    start = since[0]["before"] if since else watch.facts["digest"]
    if start != looked:
        audit.violate(watch, watch.cell, "continue-elsewhere",
                      "Continue from here: the game goes on from another position than the one shown",
                      "the new line starts at the move looked at", "after continue from here")
    moves(audit, watch, 1, "after a move on the new line")
    lines = board.locator('.pw-tl-lines [data-line][aria-pressed="false"]')
    if lines.count():
        _timeline_click(audit, watch, lines.first, "after switching to the first line")


def _timeline_click(audit, watch, locator, moment: str) -> None:
    before = watch.screen["state_id"]
    _click(audit.page, locator, moment)
    try:
        _wait_change(audit, watch, before, moment, timeout=10_000)
    except CannotClick:
        pass                  # a look at an earlier move may keep the state id: read anyway
    audit.page.wait_for_timeout(200)
    audit.look(watch, moment)


def moves(audit, watch, count: int, moment: str) -> None:
    """Up to ``count`` of the learner's usual moves, while the learner may act."""
    from .checks import learner_may_act

    for n in range(count):
        if not learner_may_act(watch.facts):
            return
        answers = audit.kernel.answers(watch.model_id)
        action = answers.get("move")
        if not action:
            return
        move(audit, watch, action, f"{moment} ({n + 1})", answers)
