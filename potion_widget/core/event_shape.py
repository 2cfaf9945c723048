"""The shape of an event, shared by both games' engines (Potion Explosion and Sugar Blast).

It sits in Potion Explosion's engine so that the compiled build compiles it with the events
that use it (an event through the public API is built by it); Sugar Blast reaches it through
``potion_widget.event_shape`` and imports none of the engine's rules.

An event is a plain dict: ``type``, ``rule`` (the ID of the rule it follows), ``key`` and
``params`` (the message catalog entry and what fills it, so any language can be shown),
``text`` (the sentence in the language spoken when it happened, with the rule cited) and the
structured fields a front end animates from.
"""

from __future__ import annotations

from ..i18n.messages import Fillers, fillers


def make_event(type_: str, rule: str, key: str, params: dict, fields: dict,
               say: Fillers | None = None) -> dict:
    """One event; ``fields`` are the structured data a front end animates from. ``say`` holds
    the sentences of the language it is written in, by default the one spoken now (a caller
    writing several events fetches them once: finding the language costs more than a dict)."""
    sentences = fillers() if say is None else say
    return {"type": type_, "rule": rule, "key": key, "params": params,
            "text": f"{sentences[key](params)} ({rule})", **fields}
