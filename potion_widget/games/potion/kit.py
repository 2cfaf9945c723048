"""Potion Explosion's kit: what it gives the shared board, exercises, goals and scenarios."""

from __future__ import annotations

from ...core.kit import GameKit
from ...i18n.rule_texts import rule_texts
from ...lessons import exercises
from . import goals, outcomes
from .bots import GreedyBot
from .engine import Game
from .engine.text import render_text
from .expert import ExpertBot
from .picture import action_marks, board_svg
from .scenarios import POTION
from .words import describe_action, story, tell, turn_summary

KIT = GameKit(
    name="potion",
    game=Game,
    bots={"greedy": GreedyBot, "expert": ExpertBot},
    tell=tell,
    turn_summary=turn_summary,
    turn_ends=frozenset({"turn_passed", "game_over", "tiebreak"}),   # E5, F2, F3
    story=story,
    describe_action=describe_action,
    action_marks=action_marks,
    board_svg=board_svg,
    board_text=render_text,
    summarize=outcomes.summarize,
    measures=outcomes.MEASURES,
    answer_options=exercises.answer_options,
    resolve_goal=goals.resolve,
    scenarios=POTION,
    rule_texts=rule_texts,
    bundle="widget.js",
    board="potion_widget.games.potion.widget:PotionWidget",
)
