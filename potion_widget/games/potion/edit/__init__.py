"""Editing a Potion Explosion position: the edits to a state (``editing``) and the board's edit
mode (``editor``)."""
