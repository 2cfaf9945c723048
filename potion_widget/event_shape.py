"""The shape of an event both games share (``make_event``), for Sugar Blast's engine.

It is defined in ``engine/event_shape.py``, beside Potion Explosion's events, so that the
compiled build compiles it; Sugar Blast imports it from here.
"""

from .engine.event_shape import make_event

__all__ = ["make_event"]
