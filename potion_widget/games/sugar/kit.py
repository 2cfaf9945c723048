"""Sugar Blast's kit: what it gives the shared board, exercises, goals and scenarios.

Its board's log names every player at one shared screen (``narration.log_line``,
``narration.log_summary``), where Potion Explosion's says "you" to whoever plays."""

from __future__ import annotations

from ...core.kit import GameKit
from ...i18n.rule_texts import sugar_rule_texts
from . import goals, outcomes
from .engine import Game
from .engine.bots import GreedyBot, RandomBot
from .narration import TURN_ENDS, describe_action, log_line, log_summary, story
from .picture import action_marks, board_svg
from .scenarios import LIBRARY
from .text import board_text

KIT = GameKit(
    name="sugar",
    game=Game,
    bots={"greedy": GreedyBot, "random": RandomBot},
    tell=log_line,
    turn_summary=log_summary,
    turn_ends=frozenset(TURN_ENDS),
    story=story,
    describe_action=describe_action,
    action_marks=action_marks,
    board_svg=board_svg,
    board_text=board_text,
    summarize=outcomes.summarize,
    measures=outcomes.MEASURES,
    answer_options=outcomes.answer_options,
    resolve_goal=goals.resolve,
    scenarios=LIBRARY,
    rule_texts=sugar_rule_texts,
    bundle="sugar.js",
    board="potion_widget.games.sugar.widget:SugarBlastWidget",
)
