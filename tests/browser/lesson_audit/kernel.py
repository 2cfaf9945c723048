"""What the kernel knows about each live board, asked without leaving a trace in the notebook.

The audit asks the kernel from the page, through the notebook's own kernel connection, with
``silent`` execute requests that answer in a ``user_expression``: no cell count moves, no output
appears, nothing is stored in the history.

Before the lesson's first cell runs, :data:`INSTRUMENT` is run once in the kernel. It changes
nothing a learner sees; it only remembers:

- every board made (each board's own ``on_action`` gets a recorder: the digest of the state
  before each accepted action, the action and its event types), and
- the exercise each board belongs to (the ``_open`` of every exercise is wrapped).

:data:`FACTS` then answers, for the widgets a cell's outputs show, each board's facts: game
state digest, phase, current seat, winners, ``you``, ``interactive``, ``hover``, the seats a
``BotSeat`` plays (found among the board's listeners), whether Undo would rewind the
exercise's set-up, the engine's preview of each legal pick or swap, the recorded plays, and
the exercise (kind, learner seat, solved, answered; for a ``Do``, the move on the board
judged anew from the start: right or not, and the exercise's words for it).
"""

from __future__ import annotations

import json

INSTRUMENT = r'''
def __audit_install():
    import hashlib, json, weakref
    from potion_widget.board import base as widget_common
    from potion_widget.lessons import exercises as lessons

    if getattr(widget_common.BoardBase, "_audit_installed", False):
        return
    plays = weakref.WeakKeyDictionary()
    exercises = weakref.WeakKeyDictionary()

    def digest(state):
        if state is None:
            return ""
        return hashlib.sha1(json.dumps(state, sort_keys=True, default=str).encode()).hexdigest()[:16]

    setup = widget_common.BoardBase._plumbing_setup

    def recorded_setup(self, *args, **kwargs):
        setup(self, *args, **kwargs)
        record = []
        plays[self] = record
        board = weakref.ref(self)

        def recorder(action, events, before):
            b = board()
            record.append({"before": digest(before), "action": action,
                           "events": [e.get("type") for e in events],
                           "state_id": b.state_id if b is not None else -1})
        recorder._audit = True
        self.on_action(recorder)

    widget_common.BoardBase._plumbing_setup = recorded_setup
    opened = lessons._Exercise._open

    def recorded_open(self, *args, **kwargs):
        result = opened(self, *args, **kwargs)
        exercises[self.widget] = weakref.ref(self)
        return result

    lessons._Exercise._open = recorded_open
    widget_common.BoardBase._audit_installed = True
    widget_common.BoardBase._audit = {"plays": plays, "exercises": exercises, "digest": digest}

__audit_install()
del __audit_install
'''

FACTS = r'''
def __audit_facts(model_ids):
    import json
    from ipywidgets.widgets.widget import _instances
    from potion_widget.board import base as widget_common
    audit = widget_common.BoardBase._audit
    digest = audit["digest"]

    def boards_in(widget, seen):
        if widget is None or id(widget) in seen:
            return
        seen.add(id(widget))
        if isinstance(widget, widget_common.BoardBase):
            yield widget
            return
        for child in getattr(widget, "children", ()) or ():
            yield from boards_in(child, seen)

    def exercise_of(board):
        ref = audit["exercises"].get(board)
        return ref() if ref is not None else None

    def facts(board):
        game = board.game
        sugar = not hasattr(game, "winners")
        state = game.state
        listeners = getattr(board, "_listeners", [])
        bots = sorted({getattr(l, "__self__").seat for l in listeners
                       if type(getattr(l, "__self__", None)).__name__ == "BotSeat"})
        if sugar:
            winners = [state["winner"]] if state.get("winner") is not None else []
            from potion_widget.games.sugar.views import swap_previews
            previews = [{"a": p["a"], "b": p["b"], "count": len(p["cells"])}
                        for p in swap_previews(game)]
        else:
            winners = game.winners()
            previews = [{"track": p["track"], "pos": p["pos"], "count": p["count"]}
                        for p in game.pick_previews()]
        ex = exercise_of(board)
        out = {
            "model_id": board.model_id, "game": "sugar" if sugar else "potion",
            "state_id": board.state_id, "digest": digest(game.to_state()),
            "phase": game.phase, "current": state.get("current"), "winners": winners,
            "players": [p.get("name", "") for p in state["players"]],
            "you": board.you, "interactive": board.interactive, "hover": board.hover,
            "can_undo": board.can_undo, "language": board.language,
            "error": (board.error or {}).get("message", ""),
            "shown": digest(getattr(board, "state", None)),
            "actor": board.actor, "summary": board.summary,
            "show": getattr(board, "show", ""), "bots": bots,
            "looking": getattr(board, "looking", None) is not None,
            "legal_types": sorted({a["type"] for a in game.legal_actions()}),
            "previews": previews,
            "plays": audit["plays"].get(board, []),
            "exercise": None,
        }
        if ex is not None:
            kind = type(ex).__name__
            start = getattr(ex, "_start", None)
            learner = getattr(ex, "actor", None)
            if learner is None:
                learner = start["current"] if start else None
            info = {"kind": kind, "module": type(ex).__module__, "learner": learner,
                    "at_start": game.to_state() == start, "start": digest(start),
                    "scenario": getattr(ex, "scenario", "")}
            if kind == "Do":
                info.update(solved=ex.solved, revealed=ex.revealed,
                            attempts=[a["verdict"] for a in ex.attempts],
                            types=list(ex.goal.types), last=None)
                # the move on the board now (the last one made from the start), judged anew
                made = [p for p in audit["plays"].get(board, []) if p["before"] == info["start"]]
                if made and not info["at_start"]:
                    try:
                        right, words = ex.check(made[-1]["action"])
                        info.update(last=made[-1]["action"], last_right=right, last_words=words)
                    except Exception as error:
                        info.update(last=made[-1]["action"], last_right=None, last_words=str(error))
            elif kind == "Predict":
                info.update(answered=ex.result is not None, correct=ex.correct,
                            action=ex.action, guess=ex.guess)
            elif kind == "GuidedTurn":
                info.update(done=ex.done, step=ex.step, steps=len(ex.steps))
            out["exercise"] = info
        return out

    answer = []
    seen = set()
    for model_id in model_ids:
        widget = _instances.get(model_id)
        answer.append([facts(b) for b in boards_in(widget, seen)])
    return answer
'''

# What the learner needs to know to act: a wrong and a right answer, asked of the exercise.
ANSWERS = r'''
def __audit_answers(model_id, limit=40):
    from ipywidgets.widgets.widget import _instances
    from potion_widget.board import base as widget_common
    board = _instances[model_id]
    ref = widget_common.BoardBase._audit["exercises"].get(board)
    ex = ref() if ref is not None else None
    options = list(getattr(board, "options", []) or [])
    if ex is None:
        # a game: the learner's usual choice, deterministic (a pick in the middle of the list,
        # else a placement, a draft, a swap, the end of the turn keeping what it can), among
        # the moves the board draws: a board of only the dispenser offers picks, and says so
        # (a "desk" board draws the dispenser and one desk, so every move of that desk)
        legal = board.game.legal_actions()
        kinds = ("pick", "place", "draft", "swap", "blast", "replace", "draw", "end_turn")
        for wanted in ("pick",) if getattr(board, "show", "") == "dispenser" else kinds:
            these = [a for a in legal if a["type"] == wanted]
            if these:
                return {"move": these[len(these) // 2] if wanted in ("pick", "swap") else these[0],
                        "options": options}
        return {"options": options}
    kind = type(ex).__name__
    if kind == "Do":
        right = ex.right_answers
        wrong = []
        for action in ex._start_game.legal_actions():
            if action["type"] not in ex.goal.types or action in right:
                continue
            try:    # a move the legal list leaves to be completed (a drink's choice) is no answer
                ex._start_game.clone().apply(action)
            except Exception:
                continue
            if not ex.check(action)[0]:
                wrong.append(action)
            if len(wrong) >= 1 or len(wrong) + len(right) > limit:
                break
        return {"kind": kind, "right": right[:3], "wrong": wrong[:1], "options": options}
    if kind == "Predict":
        game = ex._start_game.clone()
        try:
            events = game.apply(ex.action)
            result = ex.kit.summarize(ex._start, game, ex.action, events)
        except Exception as error:  # a refused move: the truth is the refusal's measure
            from potion_widget.lessons.outcomes import refused as refusal
            result = refusal(error)
        truth = result.get(ex.measure)
        return {"kind": kind, "right": ex._show_value(truth),
                "options": [ex._show_value(v) for v in ex.options]}
    if kind == "GuidedTurn":
        if ex.done:
            return {"kind": kind, "done": True}
        expect = ex.steps[ex.step]["expect"]
        matching = []
        for action in ex.widget.game.legal_actions():
            try:
                if ex.matches(action):
                    matching.append(action)
            except Exception:      # an action the legal list leaves to be completed (a choice)
                pass
        return {"kind": kind, "step": ex.step, "expect": expect if isinstance(expect, dict) else None,
                "right": matching[:limit], "options": options}
    return {"kind": kind}
'''


JSON_WRAPPER = r'''
class __AuditJson:
    def __init__(self, value):
        import json
        self.text = json.dumps(value, default=str)
    def __repr__(self):
        return self.text
'''

_REQUEST = """async ([code, expr]) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, silent: true, store_history: false,
                                        user_expressions: {r: expr}});
  const reply = await future.done;
  const content = reply.content;
  if (content.status !== 'ok') return {error: content.ename + ': ' + content.evalue};
  const r = content.user_expressions.r;
  if (r.status !== 'ok') return {error: r.ename + ': ' + r.evalue};
  return {ok: r.data['text/plain']};
}"""


class Kernel:
    """Silent questions to the kernel of the notebook open in ``page``."""

    def __init__(self, page):
        self.page = page

    def ask(self, expr: str, code: str = ""):
        """The JSON value of ``expr`` (wrapped so its repr is JSON), after running ``code``."""
        answer = self.page.evaluate(_REQUEST, [code, f"__AuditJson({expr})"])
        if "error" in answer:
            raise RuntimeError(f"kernel: {answer['error']}")
        return json.loads(answer["ok"])

    def install(self) -> None:
        """Installs the recorders and the questions (before the lesson's first cell)."""
        self.ask("True", INSTRUMENT + JSON_WRAPPER + FACTS + ANSWERS)

    def facts(self, model_ids: list[str]) -> list[list[dict]]:
        """For each widget model id, the facts of every board it shows, in display order."""
        return self.ask(f"__audit_facts({model_ids!r})")

    def answers(self, model_id: str) -> dict:
        """A right and a wrong answer of the exercise of the board ``model_id``."""
        return self.ask(f"__audit_answers({model_id!r})")
