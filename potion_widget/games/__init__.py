"""The games: each lives in its own folder (``potion``, ``sugar``) with its engine, board, words,
pictures and data; neither imports the other."""
