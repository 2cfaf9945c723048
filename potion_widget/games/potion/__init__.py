"""Potion Explosion: its engine (``engine``), board (``widget``), words (``words``), pictures,
bots and expert, the explorer (``explore``), the position editor (``edit``) and its data."""
