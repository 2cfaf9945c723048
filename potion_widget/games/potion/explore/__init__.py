"""Exploring a Potion Explosion position: the explorer panel (``exploring``), what-if comparisons
(``whatif``) and the game's timeline (``timeline``, ``timeline_widget``)."""
