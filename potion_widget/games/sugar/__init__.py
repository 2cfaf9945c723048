"""Sugar Blast, the match-3 cousin of Potion Explosion: its engine (``engine``), board
(``widget``), words, pictures, goals, outcomes, scenarios, exercises and its data."""
