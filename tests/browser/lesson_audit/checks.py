"""The audit's checks: each judges one look at one board (what the screen shows, from
``dom.snapshot``, and what is true, from ``kernel.FACTS``) and returns the violations it finds.

Every check is general: it reads the board's sentences by the message catalogs of the board's
language (so one check works in all five languages), and compares what they claim with the
kernel's facts. None knows a lesson or a finding by name.

A violation is ``(check, seen, truth)``: the check's name, what the screen showed, what is true.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from potion_widget.i18n.messages import catalog

LEARNER = "Ana"
"""The seat the lessons give the learner: "in every exercise you play Ana" (lesson 00, and the
Sugar Blast lesson's "you play Ana"). An exercise board's "you" must be her seat when she plays."""


@dataclass
class Look:
    """One look at one board: the screen, the kernel's facts, and why we looked."""
    screen: dict
    facts: dict
    moment: str                       # "first draw", "after a right move", ...
    lesson_learner_plays: list = field(default_factory=list)


Found = list[tuple[str, str, str]]


# ------------------------------------------------------------------------------ sentences
def _literal(words: str) -> str:
    """``words`` as a regex in which any run of white space (French puts a no-break space before
    a colon) matches any run of white space the screen shows."""
    return re.sub(r"(?:\\ |\s)+", lambda _m: r"\s+", re.escape(words))


def _pattern(template: str, names: tuple[str, ...], blank: str = ".+?") -> str:
    """A catalog template as a regex: ``{name}``/``{player}`` is one of the board's player
    ``names`` (captured as ``name``), any other placeholder ``blank`` (a lazy wildcard)."""
    out, named = [], False
    who = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) or ".+?"
    for piece in re.split(r"(\{[a-z_]+\})", template):
        if re.fullmatch(r"\{(name|player)\}", piece):
            out.append(f"(?:{who})" if named else f"(?P<name>{who})")
            named = True
        elif re.fullmatch(r"\{[a-z_]+\}", piece):
            out.append(blank)
        else:
            out.append(_literal(piece))
    return "".join(out)


@functools.lru_cache(maxsize=None)
def claims(language: str, keys: tuple[str, ...], names: tuple[str, ...] = ()) -> list[tuple[str, re.Pattern]]:
    """The sentences ``keys`` (and their plural forms) of ``language`` as regexes, a player's
    name standing for ``{name}``."""
    words = catalog(language)
    out = []
    for key in keys:
        for k in (key, key + ".one", key + ".zero"):
            if k in words:
                out.append((k, re.compile(_pattern(words[k], names))))
    return out


def said(text: str, language: str, keys: tuple[str, ...], game: str = "",
         names: tuple[str, ...] = ()) -> list[tuple[str, str | None]]:
    """Which of the sentences ``keys`` ``text`` says, with the player each names (or None);
    on a ``game`` board ("potion", "sugar") only that board's own sentences."""
    found = []
    if game:
        keys = tuple(k for k in keys if k.startswith("sugar.") == (game == "sugar"))
    for key, pattern in claims(language, keys, tuple(names)):
        m = pattern.search(text)
        if m:
            found.append((key, m.groupdict().get("name")))
    return found


OTHER_PLAYS = ("ui.turn.other", "ui.draft.other", "ui.tiebreak.other", "ui.hint.watching",
               "ui.hint.not_your_turn", "ui.why.not_your_turn",
               "sugar.ui.hint.wait", "sugar.board.do.not_yours", "sugar.board.turn.watching")
"""Sentences saying that a named player is playing, or is to be waited for."""

PLAYS_ITSELF = ("ui.hint.locked", "ui.why.locked")
"""Sentences saying the board plays its moves by itself."""

YOUR_TURN = ("ui.turn.you", "ui.turn.hotseat", "ui.tiebreak.you", "ui.draft.you", "ui.draft.hotseat",
             "ui.hint.pick",
             "ui.hint.pick_no_preview", "sugar.ui.turn.you", "sugar.board.turn.you",
             "sugar.board.do.swap")
"""Sentences saying the reader may act now."""

PREVIEWS = ("ui.preview.pick", "ui.preview.none", "ui.explore.preview.odds",
            "ui.explore.preview.odds_sampled", "sugar.ui.preview", "sugar.board.preview")
"""Sentences previewing what a pick or a swap takes."""

ODDS = ("ui.explore.preview.odds", "ui.explore.preview.odds.one", "ui.explore.preview.odds_sampled",
        "ui.explore.preview.odds_sampled.one")
"""Previews that say what a pick takes for sure and the chance of more from under the lid: the
engine's count (which knows the hidden marbles) is at least the sure count."""

def log_pointers() -> tuple[str, ...]:
    """The exercises' sentences that send the reader to the board's log (their English words
    name the log)."""
    return tuple(sorted(k for k, v in catalog("en").items()
                        if k.startswith("lesson.") and re.search(r"\blog\b", v)))

LOG_EMPTY = ("ui.log.empty", "sugar.board.log.empty", "ui.log.undo", "sugar.board.log.undo",
             "sugar.board.log.reset")
"""Log lines that tell no move."""

HELPERS = {"hint-ask": "ui.explore.btn.hint", "heatmap": "ui.explore.btn.heatmap",
           "hint-play": "ui.explore.btn.play_hint"}
"""Buttons that show an answer: the hint and the heat map."""


def _seat(facts: dict, name: str | None) -> int | None:
    names = facts["players"]
    return names.index(name) if name in names else None


def learner_may_act(facts: dict) -> bool:
    """Whether the person at this screen may make a move on the board now."""
    if not facts["interactive"] or facts["phase"] == "over" or facts["looking"]:
        return False
    current = facts["current"]
    if current in facts["bots"]:
        return False
    return facts["you"] is None or current in facts["you"]


# ------------------------------------------------------------------------------ the checks
def who_may_act(look: Look) -> Found:
    """The status line and the hint say who acts as it is: a named player "is playing" or is
    waited for only if that seat is played here (by a bot, or by a person at this shared
    screen); "it plays its moves by itself" only where a bot plays or a prediction plays its
    move; "your turn" only where the learner may act now."""
    s, f = look.screen, look.facts
    lang = f["language"]
    text = f"{s['status']} {s['hint']}"
    found: Found = []
    ex = f["exercise"]
    others: dict[str, list[str]] = {}
    for key, name in said(text, lang, OTHER_PLAYS, f['game'], tuple(f['players'])):
        others.setdefault(name, []).append(key)
    for name, keys in others.items():
        seat = _seat(f, name)
        played = seat is not None and f["phase"] != "over" and (
            seat in f["bots"] or (f["you"] is None and f["interactive"] and ex is None))
        if not played:
            found.append(("who-may-act", f"{', '.join(keys)}: {text!r}",
                          f"{name} is not played on this board (bots {f['bots']}, interactive "
                          f"{f['interactive']}, exercise {ex and ex['kind']}, phase {f['phase']})"))
    for key, _ in said(text, lang, PLAYS_ITSELF, f['game'], tuple(f['players'])):
        if not f["bots"] and not (ex and ex["kind"] == "Predict"):
            found.append(("who-may-act", f"{key}: {text!r}",
                          "no bot plays on this board and it is no prediction"))
    if not learner_may_act(f):
        keys = [key for key, _ in said(text, lang, YOUR_TURN, f['game'], tuple(f['players']))]
        if keys:
            found.append(("who-may-act", f"{', '.join(keys)}: {text!r}",
                          f"the learner cannot act here (interactive {f['interactive']}, "
                          f"phase {f['phase']}, current {f['current']}, you {f['you']}, "
                          f"bots {f['bots']})"))
    return found


def you_are_the_learner(look: Look) -> Found:
    """On an exercise board, "you" is the seat the lessons give the learner (Ana, when she
    sits at the board); everyone else is named."""
    f = look.facts
    ex = f["exercise"]
    if ex is None or LEARNER not in f["players"]:
        return []
    learner = f["players"].index(LEARNER)
    if f["you"] != [learner]:
        names = [f["players"][s] for s in (f["you"] or [])] or ["whoever is to play"]
        return [("you-are-the-learner", f"'you' is {', '.join(names)}",
                 f"the learner plays {LEARNER} (seat {learner})")]
    return []


def preview_is_true(facts: dict, target: str, shown: str, count: int | None) -> Found:
    """A hover preview is absent when the board's hover is off, else says the number of
    marbles (candies) the engine says this pick (swap) takes."""
    lang = facts["language"]
    claimed = said(shown, lang, PREVIEWS, facts["game"])
    if not facts["hover"]:
        if claimed:
            return [("hover-preview", f"hovering shows {shown!r}",
                     f"the board's hover is off: no preview may show (hovered {target})")]
        return []
    if count is None:
        return []
    numbers = [int(n) for n in re.findall(r"\d+", shown)]
    if not claimed:
        return [("hover-preview", f"hovering {target} shows no preview: {shown!r}",
                 f"the engine says it takes {count}")]
    # a sentence with odds also reads as the plain one in some languages (Spanish "se lleva
    # seguro 5 canicas" holds "se lleva ... canicas"): the more specific sentence is the one said
    key = next((k for k, _ in claimed if k in ODDS), claimed[0][0])
    says = 1 if key in ("ui.preview.none", "ui.preview.pick.one", "sugar.ui.preview.one") else (
        numbers[0] if numbers else None)
    if key in ODDS and says is not None and count >= says:
        return []
    if says != count:
        return [("hover-preview", f"hovering {target} shows {shown!r}", f"the engine says it takes {count}")]
    return []


def _intersection(a: dict, b: dict) -> float:
    w = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
    h = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
    return w * h if w > 2 and h > 2 else 0.0


def _area(a: dict) -> float:
    return max(a["w"] * a["h"], 1.0)


def nothing_overlaps(look: Look) -> Found:
    """No text covers another text (more than a fifth of the smaller one), and no text covers
    more than a fifth of a marble's or candy's glyph (a label beside what it labels is fine,
    a label on top of it hides it)."""
    texts, glyphs = look.screen["texts"], look.screen["glyphs"]
    found: Found = []
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            share = _intersection(a["box"], b["box"]) / min(_area(a["box"]), _area(b["box"]))
            if share > 0.2:
                found.append(("overlap", f"{a['text']!r} over {b['text']!r} ({share:.0%})",
                              "texts must not cover each other"))
        for g in glyphs:
            share = _intersection(a["box"], g["box"]) / _area(g["box"])
            if share > 0.2:
                found.append(("overlap", f"{a['text']!r} over {g['key']} ({share:.0%} of it)",
                              "a text must not hide a marble or candy"))
    return found


def html_texts_apart(look: Look) -> Found:
    """No line of the board's HTML words (status, hint, buttons, panels, legends) covers
    another (more than a fifth of the smaller): a label never sits on its neighbour."""
    lines = look.screen.get("html_texts", [])
    found: Found = []
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            if a["node"] == b["node"]:
                continue              # two lines of one wrapped text
            share = _intersection(a["box"], b["box"]) / min(_area(a["box"]), _area(b["box"]))
            if share > 0.2:
                found.append(("html-overlap", f"{a['text'][:60]!r} over {b['text'][:60]!r} ({share:.0%})",
                              "the board's words never cover each other"))
    return found


NEAR = 150
"""How far (px) a choice panel may be from the nearest thing chosen or to choose: beside it,
not a screen away."""


def _gap(a: dict, b: dict) -> float:
    dx = max(a["x"] - (b["x"] + b["w"]), b["x"] - (a["x"] + a["w"]), 0)
    dy = max(a["y"] - (b["y"] + b["h"]), b["y"] - (a["y"] + a["h"]), 0)
    return max(dx, dy)


def choice_panel_true(screen: dict, language: str, before: dict | None) -> Found:
    """While a choice is being made (a drink's, the end of the turn's), its panel sits next
    to the things chosen or to choose, and says what is chosen: never "nothing chosen" while
    the board shows something chosen, and a new sentence after each choice made (``before``:
    the panel as it was before the learner's last click)."""
    choice = screen.get("choice")
    if not choice:
        return []
    found: Found = []
    things = [t for t in choice["chosen"] + choice["offered"] if not t["key"].startswith("c:")]
    if things:
        nearest = min(things, key=lambda t: _gap(choice["box"], t["box"]))
        gap = _gap(choice["box"], nearest["box"])
        if gap > NEAR:
            found.append(("choice-panel-far", f"the panel is {gap:.0f} px from the nearest thing to "
                          f"choose ({nearest['key']})", f"a choice panel sits within {NEAR} px of what is chosen"))
    chosen = sorted(t["key"] for t in choice["chosen"] if not t["key"].startswith("c:"))
    none = said(choice["echo"], language, ("ui.choice.chosen_none",))
    if chosen and (none or not choice["echo"]):
        found.append(("choice-not-echoed", f"{chosen} chosen on the board, the panel says {choice['echo']!r}",
                      "the panel says each choice made"))
    elif before and before.get("choice"):
        was = before["choice"]
        then = sorted(t["key"] for t in was["chosen"] if not t["key"].startswith("c:")) + sorted(was["pressed"])
        if then != chosen + sorted(choice["pressed"]) and choice["echo"] == was["echo"]:
            found.append(("choice-not-echoed", f"the choice went from {then} to {chosen + sorted(choice['pressed'])}, "
                          f"the panel still says {choice['echo']!r}", "the panel says each choice made"))
    return found


def layout_kept(look: Look, first: dict, first_above: dict | None = None) -> Found:
    """The board's parts (dispenser, desks, stacks; the Sugar Blast grid, its kept candies and
    objective) stay where they were first drawn within the board's picture, within 2 px, for
    the board's life ("layout-jump"); and the picture itself does not move on the screen as the
    texts above it come and go ("board-shift"). A shift names the blocks above the picture
    (`first_above`, their heights at the first draw) that grew or came since: the cause."""
    moved, shifted = [], []
    for name, box in sorted(look.screen["parts"].items()):
        was = first.get(name)
        if was and (abs(box["x"] - was["x"]) > 2 or abs(box["y"] - was["y"]) > 2):
            words = f"{name} moved by ({box['x'] - was['x']:+.0f}, {box['y'] - was['y']:+.0f}) px"
            (shifted if name == "picture" else moved).append(words)
    found: Found = []
    if moved:
        found.append(("layout-jump", "; ".join(moved), "each part stays where it was first drawn"))
    if shifted:
        shifted += _grown(first_above or {}, look.screen.get("above", {}))
        found.append(("board-shift", "; ".join(shifted),
                      "the board stays in place as the texts above it change"))
    return found


def _grown(first: dict, now: dict) -> list[str]:
    """The blocks above the picture taller at their tallest than at the first draw (or not
    there then), with what each said at its tallest. Each is ``{"h": px, "words": ...}``."""
    was = {name: block["h"] for name, block in first.items()}
    return [f"{name} {was.get(name, 0):.0f} -> {block['h']:.0f} px tall saying {block['words']!r}"
            for name, block in sorted(now.items()) if block["h"] > was.get(name, 0) + 2]


def log_pointer_true(look: Look) -> Found:
    """A sentence that sends the reader to the log is true only if the log tells a move (not
    only "no move has been made"), and a verdict says its reason itself, not only "the log
    tells why"."""
    s, f = look.screen, look.facts
    lang = f["language"]
    found: Found = []
    empty = [p for _, p in claims(lang, LOG_EMPTY)]
    moves = [line for line in s["log"] if line and not any(p.fullmatch(line) for p in empty)]
    for text in s["cell_texts"]:
        if said(text, lang, log_pointers()) and not moves:
            found.append(("log-pointer", f"{text!r}", f"the log tells no move: {s['log'][:3]}"))
    return found


VERDICT_ALONE = ("lesson.wrong_answer", "lesson.right_answer", "lesson.wrong_plain",
                 "lesson.right_plain", "lesson.sugar.wrong_answer")
"""A prediction's verdict: right or not, and the answer; its reason must follow."""


def verdict_has_reason(look: Look) -> Found:
    """Every verdict on a prediction says why, itself: the exercise's text is never the bare
    verdict ("Not quite: the answer is 6.") nor the verdict plus a pointer to the log."""
    s, f = look.screen, look.facts
    lang = f["language"]
    words = catalog(lang)
    found: Found = []
    for key in VERDICT_ALONE + log_pointers():
        if key not in words:
            continue
        # one sentence per blank: a reason after the verdict is not taken for its value
        bare = re.compile(_pattern(words[key], tuple(f["players"]), r"[^.!?。\n]+?"))
        for text in s["cell_texts"]:
            if bare.fullmatch(text.strip()):
                found.append(("verdict-reason", f"{text!r}", "a verdict says its reason itself"))
    return found


def no_helper_in_exercise(look: Look) -> Found:
    """No hint or heat map is offered on an exercise board, unless the exercise's own text
    names it (the lesson means it)."""
    s, f = look.screen, look.facts
    if f["exercise"] is None:
        return []
    words = catalog(f["language"])
    prose = " ".join(s["cell_texts"]).lower()
    found: Found = []
    for b in s["buttons"]:
        key = HELPERS.get(b["btn"])
        label = words.get(key, "") if key else ""
        if label and not b["disabled"] and label.lower() not in prose:
            found.append(("answer-visible", f"button {b['text']!r} on a {f['exercise']['kind']} board",
                          "an exercise shows no hint or heat map unless its text asks for it"))
    return found


def undo_keeps_setup(look: Look) -> Found:
    """Undo is disabled when it would take back the exercise's set-up (the board at the
    exercise's start) and once the game is over."""
    s, f = look.screen, look.facts
    undo = [b for b in s["buttons"] if b["btn"] == "undo"]
    enabled = bool(undo) and not undo[0]["disabled"]
    ex = f["exercise"]
    found: Found = []
    if enabled and ex is not None and ex["at_start"]:
        found.append(("undo-rewinds-setup", "Undo enabled at the exercise's start",
                      "it would take back the lesson's set-up"))
    if enabled and f["phase"] == "over":
        found.append(("undo-after-over", "Undo enabled after game over", "the game is over"))
    return found


def log_says_what_happened(look: Look, first_digest: str) -> Found:
    """The log does not say "no move has been made" on a board whose game is no longer where
    it was first drawn."""
    s, f = look.screen, look.facts
    if f["digest"] == first_digest or not s["log"]:
        return []
    empty = [p for _, p in claims(f["language"], ("ui.log.empty", "sugar.board.log.empty"))]
    if all(any(p.fullmatch(line) for p in empty) for line in s["log"]):
        return [("log-false", f"log {s['log'][:2]!r}", "moves were made since the board was drawn")]
    return []


VERDICTS = ("lesson.wrong", "lesson.right", "lesson.wrong_answer", "lesson.right_answer",
            "lesson.refused", "lesson.step_wrong", "lesson.sugar.wrong_answer", "lesson.from_start")
"""An exercise's verdicts on a move or an answer."""


def nothing_stale(look: Look, before: dict | None) -> Found:
    """After an accepted action, a reset or an undo, no refusal stays on the board; after a
    reset (or "Show a right answer", which also puts the board back at its start) no verdict
    on an earlier move stays in the exercise's text."""
    s, f = look.screen, look.facts
    found: Found = []
    if s["refusal"] and not f["error"]:
        found.append(("stale", f"refusal {s['refusal']!r}",
                      "the board's last refusal was followed by an accepted action, an undo or a reset"))
    if look.moment.startswith(("after reset", "after showing")):
        for text in s["cell_texts"]:
            told = said(text, f["language"], VERDICTS)
            if told:
                found.append(("stale", f"verdict {text[:120]!r} stays", "the board is back at its start"))
    return found


PRAISE = ("lesson.right",)
"""The praise of a move: "Right! Your move {did}. {why}"."""


def praise_agrees(look: Look) -> Found:
    """Praise is said only while a right move is on the board, and says what that move did
    (the exercise's own words for the move on the board now, judged anew from the start):
    never praise left from an earlier move, nor praise for a move not made."""
    s, f = look.screen, look.facts
    ex = f["exercise"]
    if not ex or ex["kind"] != "Do":
        return []
    found: Found = []
    for text in s["cell_texts"]:
        if not said(text, f["language"], PRAISE, names=tuple(f["players"])):
            continue
        if ex.get("last") is None or not ex.get("last_right"):
            found.append(("praise-false", f"praise {text[:120]!r}",
                          f"the move on the board is {'none' if ex.get('last') is None else 'not right'}: "
                          f"{ex.get('last')}"))
        elif _did(text, f["language"]) != _did(ex["last_words"], f["language"]):
            found.append(("praise-false", f"praise {text[:120]!r}",
                          f"the move on the board ({ex['last']}) is told: {ex['last_words'][:120]!r}"))
    return found


def _did(text: str, language: str) -> str | None:
    """What a praise says the move did (its ``{did}``; the ``{why}`` after it may go on with
    what to do next, as a move waiting for a choice does)."""
    template = catalog(language)["lesson.right"]
    parts = [f"(?P<did>.+?){_literal(piece.rstrip())}" if i == 1 else _literal(piece)
             for i, piece in enumerate(re.split(r"\{did\}", template.split("{why}")[0]))]
    m = re.search("".join(parts), " ".join(text.split()))
    return m.group("did") if m else None


HINT_END = ("ui.hint.end",)
"""The hint saying nothing is left to do but End turn."""


def hint_true(look: Look) -> Found:
    """The board's hint "nothing left to do this turn: press End turn" is said only when the
    player to move has nothing left but to end the turn (no pick, help, placement or marble to
    move from or to the pool is legal)."""
    s, f = look.screen, look.facts
    if not said(s["hint"], f["language"], HINT_END, f["game"]):
        return []
    left = sorted(set(f["legal_types"]) & {"pick", "help", "place", "from_pool", "to_pool"})
    if left:
        return [("hint-false", f"hint {s['hint']!r}", f"still legal now: {', '.join(left)}")]
    return []


def prediction_not_told(look: Look, earlier_plays: list[dict]) -> Found:
    """A prediction's position and move are not those of a board shown earlier in the lesson
    whose log already told what the move does."""
    ex = look.facts["exercise"]
    if not ex or ex["kind"] != "Predict" or ex.get("answered"):
        return []
    for play in earlier_plays:
        if play["before"] == ex["start"] and play["action"] == ex["action"]:
            return [("prediction-answered", f"predict {ex['scenario']}: {ex['action']}",
                     f"an earlier board (cell {play['cell']}) played this move from this position")]
    return []


def computer_turn_told(look: Look) -> Found:
    """After the computer's turn, what it did (the board's summary of that turn) is told where
    the learner looks first, not only at the end of the log."""
    s, f = look.screen, look.facts
    if f["actor"] not in f["bots"] or not f["summary"]:
        return []
    outside = " ".join([s["status"], s["hint"], s["panel"], s["announced"], *s["cell_texts"]])
    if " ".join(f["summary"].split()) not in outside:
        return [("computer-turn-untold", f"status {s['status']!r}, hint {s['hint']!r}",
                 f"the computer's turn was: {f['summary']!r} (said only in the log)")]
    return []


WINNERS = ("ui.game_over", "sugar.ui.wins.you", "sugar.ui.wins.they", "sugar.board.winner", "sugar.ui.met")
"""Sentences announcing a winner or a met objective."""


def winner_not_early(look: Look) -> Found:
    """While a move is still being shown step by step, no winner and no met objective is
    announced: the result is told when the step that makes it is drawn."""
    s, f = look.screen, look.facts
    if not s["animating"]:
        return []
    text = f"{s['status']} {s['hint']} {s['svg_text']}"
    told = said(text, f["language"], WINNERS, f["game"])
    if told:
        return [("winner-too-early", f"{told[0][0]} during the animation ({s['anim_step']!r}): "
                 f"{s['status']!r}", "the winning step is not drawn yet")]
    return []


CHECKS_PER_LOOK = (who_may_act, you_are_the_learner, nothing_overlaps, html_texts_apart,
                   log_pointer_true, verdict_has_reason, praise_agrees, no_helper_in_exercise,
                   undo_keeps_setup, hint_true, computer_turn_told)
"""The checks that need nothing but the look itself."""
