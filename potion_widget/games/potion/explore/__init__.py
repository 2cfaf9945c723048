"""Exploring a Potion Explosion position: the explorer panel (``exploring``), what-if comparisons
(``whatif``) and what the game gives the shared timeline (``lines``; the timeline itself is
``board/timeline.py``, ``board/strip.py`` and ``board/lines.py``)."""
