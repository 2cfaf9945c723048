"""Skipping a board's animation in the browser tests, whatever its timing.

The animation bar stays shown once an animation has played, with ``data-done="true"`` and its
buttons disabled. An animation may end by itself between a look at the bar and the click on
Skip: Skip is then disabled, and a plain click would wait for it in vain until its timeout."""

from __future__ import annotations

from playwright.sync_api import TimeoutError as PlaywrightTimeout

_SHOWN = "(el) => { const a = el.querySelector('.pw-anim'); return !!a && !a.hidden; }"
_DONE = ("(el) => { const a = el.querySelector('.pw-anim');"
         " return !a || a.hidden || a.getAttribute('data-done') === 'true'; }")


def skip_animation(root, *, expected: bool = True, timeout: float = 30_000) -> None:
    """Skips the animation of the board ``root`` if it still plays, then waits until it is
    done. ``expected``: an animation is on its way (the bar is waited for first); otherwise
    only one already shown is skipped."""
    page = root.page
    if expected:
        page.wait_for_function(_SHOWN, arg=root.element_handle(), timeout=timeout)
    bar = root.locator(".pw-anim")
    if bar.is_visible() and bar.get_attribute("data-done") != "true":
        try:
            root.locator('[data-btn="anim-skip"]').click(timeout=3_000)
        except PlaywrightTimeout:
            pass            # it ended by itself meanwhile: nothing is left to skip
    page.wait_for_function(_DONE, arg=root.element_handle(), timeout=timeout)
