"""Every learner, in a real JupyterLab and Chromium: axe-core finds no violation in the light or
the dark theme; every SVG text and symbol of the board meets WCAG AA contrast (measured here:
axe cannot read SVG text) and is at least 11 px; the focus ring stands out; a whole turn is
played with the keyboard alone, focus stays inside the widget after every action and the live
region tells each action's story; Escape inside the widget leaves focus inside it."""

from __future__ import annotations

import json
import pathlib

import pytest

from lab_notebooks import code_notebook, duel_source, open_board

pytestmark = pytest.mark.browser

ROOT = pathlib.Path(__file__).resolve().parents[2]
AXE = ROOT / "js" / "node_modules" / "axe-core" / "axe.min.js"
SEED = 11


def notebook() -> dict:
    return code_notebook(duel=duel_source(SEED))


# Colour helpers run in the page: an element's colour composited over what lies under it.
_COLOR_JS = """
window.pwContrast = (() => {
  const parse = (c) => {
    const m = /rgba?\\(([^)]+)\\)/.exec(c || "");
    if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const lin = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = (c) => 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => p - q); return (y + 0.05) / (x + 0.05); };
  const over = (top, a, under) => ({ r: top.r * a + under.r * (1 - a),
    g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a), a: 1 });
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e; e = e.parentElement) o *= parseFloat(getComputedStyle(e).opacity);
    return o;
  };
  const page = () => {
    for (let e = document.querySelector('.potion-widget'); e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0.99) return c;
    }
    return parse(getComputedStyle(document.body).backgroundColor) || { r: 255, g: 255, b: 255, a: 1 };
  };
  const SHAPES = new Set(["rect", "circle", "path", "ellipse", "polygon"]);
  /** The colour under (x, y), below `skip`: every filled shape or background composited. */
  const under = (x, y, skip) => {
    const layers = [];
    for (const el of document.elementsFromPoint(x, y)) {
      if (skip && (el === skip || skip.contains(el))) continue;
      if (el.tagName === "text" || el.tagName === "tspan") continue;
      let c = null, a = 0;
      if (el instanceof SVGElement) {
        if (!SHAPES.has(el.tagName)) continue;
        const cs = getComputedStyle(el);
        c = parse(cs.fill);
        if (!c || cs.fill === "none") continue;
        a = c.a * parseFloat(cs.fillOpacity) * opacity(el);
      } else {
        c = parse(getComputedStyle(el).backgroundColor);
        if (!c || c.a === 0) continue;
        a = c.a;
      }
      layers.push([c, a]);
      if (a > 0.99) break;
    }
    let color = page();
    for (const [c, a] of layers.reverse()) color = over(c, a, color);
    return color;
  };
  const fillOf = (el, bg) => {
    const cs = getComputedStyle(el);
    const c = parse(cs.fill);
    return over(c, c.a * parseFloat(cs.fillOpacity) * opacity(el), bg);
  };
  const strokeOf = (el, bg) => {
    const cs = getComputedStyle(el);
    const c = parse(cs.stroke);
    return over(c, c.a * parseFloat(cs.strokeOpacity) * opacity(el), bg);
  };
  return { parse, ratio, under, fillOf, strokeOf, page };
})();
"""

_SVG_TEXTS_JS = """(root) => {
  const C = window.pwContrast;
  const svg = root.querySelector('svg.pw-board');
  const scale = svg.getScreenCTM().a;
  const out = [];
  for (const el of svg.querySelectorAll('text')) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || !el.textContent.trim()) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'none' || cs.visibility === 'hidden') continue;
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    const bg = C.under(x, y, el);
    const fg = C.fillOf(el, bg);
    const px = parseFloat(cs.fontSize) * scale;
    const bold = parseInt(cs.fontWeight, 10) >= 700;
    const symbol = el.classList.contains('starter');
    const large = px >= 24 || (bold && px >= 18.66);
    out.push({ text: el.textContent.slice(0, 30),
               cls: el.getAttribute('class') || el.parentElement.getAttribute('class') || '',
               ratio: C.ratio(fg, bg), need: symbol || large ? 3 : 4.5, px });
  }
  return out;
}"""

# Every potion kind's band and name, and the starter star on a card, drawn in the widget's
# own stylesheet (the game on screen may not show every kind).
_BANDS_JS = """(root) => {
  const C = window.pwContrast;
  const NS = 'http://www.w3.org/2000/svg';
  const svg = root.querySelector('svg.pw-board');
  const kinds = ['wisdom', 'magnetic', 'abyssal', 'balm', 'love', 'joy', 'sands', 'lava', 'unknown'];
  const out = {};
  const probe = document.createElementNS(NS, 'g');
  svg.appendChild(probe);
  const bg = C.page();
  for (const kind of kinds) {
    const g = document.createElementNS(NS, 'g');
    g.setAttribute('class', `tile kind-${kind}`);
    const card = document.createElementNS(NS, 'rect'); card.setAttribute('class', 'card');
    const band = document.createElementNS(NS, 'rect'); band.setAttribute('class', 'band');
    const name = document.createElementNS(NS, 'text'); name.setAttribute('class', 'tile-name'); name.textContent = 'x';
    const star = document.createElementNS(NS, 'text');
    star.setAttribute('class', 'starter');
    star.textContent = '\\u2605';
    g.append(card, band, name, star);
    probe.appendChild(g);
    const bandColor = C.fillOf(band, bg);
    const cardColor = C.fillOf(card, bg);
    out[kind] = C.ratio(C.fillOf(name, bandColor), bandColor);
    out.star = C.ratio(C.fillOf(star, cardColor), cardColor);
  }
  probe.remove();
  return out;
}"""

# The focus ring of the focused element: against what lies outside it and the halo inside it.
_RING_JS = """(root) => {
  const C = window.pwContrast;
  const el = document.activeElement;
  const ring = el.querySelector(':scope > .focus-ring');
  const halo = el.querySelector(':scope > .focus-halo');
  if (!ring) return null;
  const box = ring.getBoundingClientRect();
  const outside = C.under(box.right + 3, box.top + box.height / 2, el);
  const ringColor = C.strokeOf(ring, outside);
  const haloColor = C.strokeOf(halo, outside);
  return { outside: C.ratio(ringColor, outside), halo: C.ratio(ringColor, haloColor),
           width: parseFloat(getComputedStyle(ring).strokeWidth) };
}"""

_BUTTON_RING_JS = """(root) => {
  const C = window.pwContrast;
  const b = document.activeElement;
  const cs = getComputedStyle(b);
  const box = b.getBoundingClientRect();
  const bg = C.under(box.left - 8, box.top + box.height / 2, b);
  return { ratio: C.ratio(C.parse(cs.outlineColor), bg), width: parseFloat(cs.outlineWidth), style: cs.outlineStyle };
}"""


def _open(lab_page, jupyter_lab, tmp_path):
    page = lab_page.page
    root = open_board(lab_page, jupyter_lab, tmp_path, "keyboard.ipynb", notebook())
    page.add_script_tag(path=str(AXE))
    page.add_script_tag(content=_COLOR_JS)
    return page, root


def _settled(page, root) -> None:
    """Python's answer is shown: no request waits, no update is queued, no animation plays."""
    page.wait_for_function(
        "(el) => !el.classList.contains('busy') && el.getAttribute('data-queue') === '0'",
        arg=root.element_handle(), timeout=30_000)
    skip = root.locator('[data-btn="anim-skip"]')
    if skip.is_visible() and skip.is_enabled():
        # the keyboard way: Skip to end is a button of the animation bar
        skip.focus()
        page.keyboard.press("Enter")
    page.wait_for_function(
        "(el) => !el.classList.contains('busy') && el.getAttribute('data-queue') === '0'"
        " && (el.querySelector('.pw-anim').hidden"
        " || el.querySelector('.pw-anim').getAttribute('data-done') === 'true')",
        arg=root.element_handle(), timeout=30_000)
    page.wait_for_timeout(50)


def _focus_inside(page) -> dict:
    return page.evaluate("""() => {
      const a = document.activeElement;
      const root = document.querySelector('.jp-OutputArea-output .potion-widget');
      return { inside: !!root && root.contains(a), key: a.getAttribute('data-key'), btn: a.getAttribute('data-btn'),
               cls: a.getAttribute('class') || '', name: (a.querySelector(':scope > title') || a).textContent };
    }""")


def _announced(root) -> str:
    return root.locator(".pw-announce").inner_text()


def _set_theme(page, dark: bool) -> None:
    theme = "JupyterLab Dark" if dark else "JupyterLab Light"
    page.evaluate("(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})", theme)
    page.wait_for_function("(light) => document.body.dataset.jpThemeLight === light", arg="false" if dark else "true",
                           timeout=60_000)
    page.wait_for_timeout(800)


def _draft(page, root, act) -> None:
    """The starter draft, if any: the offer is one Tab stop; Enter drafts the focused tile."""
    for _ in range(6):
        if root.get_attribute("data-phase") != "draft":
            break
        page.wait_for_function("(el) => el.querySelector(\"[data-key^='tile:'][tabindex='0']\")",
                               arg=root.element_handle())
        root.locator("[data-key^='tile:'][tabindex='0']").focus()
        act("Enter")
    _settled(page, root)


def test_axe_and_measured_contrast_in_both_themes(lab_page, jupyter_lab, tmp_path):
    page, root = _open(lab_page, jupyter_lab, tmp_path)
    # tall enough for the whole board: a text below the window has nothing under it to measure
    page.set_viewport_size({"width": 1400, "height": 1600})

    def act(key):
        before = root.get_attribute("data-state-id")
        page.keyboard.press(key)
        page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== id",
                               arg=[root.element_handle(), before])
        _settled(page, root)

    _draft(page, root, act)
    report = {}
    for dark in (False, True):
        _set_theme(page, dark)
        theme = "dark" if dark else "light"
        # focus on a marble by keyboard so the ring is shown when measured
        root.locator(".dispenser [tabindex='0']").first.focus()
        page.keyboard.press("ArrowRight")
        result = page.evaluate("async (el) => (await axe.run(el, {resultTypes: ['violations']})).violations"
                               ".map(v => ({id: v.id, nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))",
                               root.element_handle())
        assert result == [], (theme, result)
        texts = page.evaluate(_SVG_TEXTS_JS, root.element_handle())
        assert len(texts) > 50
        low = [t for t in texts if t["ratio"] < t["need"]]
        assert not low, (theme, low[:10])
        small = [t for t in texts if t["px"] < 10.95]
        assert not small, (theme, small[:10])
        bands = page.evaluate(_BANDS_JS, root.element_handle())
        assert all(r >= 4.5 for k, r in bands.items() if k != "star"), (theme, bands)
        assert bands["star"] >= 3, (theme, bands)
        ring = page.evaluate(_RING_JS, root.element_handle())
        assert ring and ring["outside"] >= 3 and ring["halo"] >= 3 and ring["width"] >= 3, (theme, ring)
        root.locator('[data-btn="help"]').focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")
        button_ring = page.evaluate(_BUTTON_RING_JS, root.element_handle())
        assert button_ring["style"] == "solid" and button_ring["width"] >= 3, (theme, button_ring)
        assert button_ring["ratio"] >= 3, (theme, button_ring)
        report[theme] = {"axe_violations": len(result), "svg_texts": len(texts),
                         "lowest_text": round(min(t["ratio"] for t in texts), 2),
                         "bands": {k: round(v, 2) for k, v in bands.items()},
                         "ring": {k: round(v, 2) for k, v in ring.items()},
                         "button_ring": round(button_ring["ratio"], 2),
                         "smallest_px": round(min(t["px"] for t in texts), 1)}
    _set_theme(page, False)
    print("\nCONTRAST", json.dumps(report))


def test_a_whole_turn_by_keyboard_with_focus_kept_and_every_story_told(lab_page, jupyter_lab, tmp_path):
    page, root = _open(lab_page, jupyter_lab, tmp_path)
    state_id = lambda: int(root.get_attribute("data-state-id"))  # noqa: E731
    stories = []

    def act(key: str) -> None:
        """Press a key that sends an action; wait for Python's answer to be shown."""
        before = state_id()
        page.keyboard.press(key)
        page.wait_for_function("([el, id]) => el.getAttribute('data-state-id') !== String(id)"
                               " || !el.querySelector('.pw-refusal').hidden",
                               arg=[root.element_handle(), before], timeout=30_000)
        _settled(page, root)
        focus = _focus_inside(page)
        assert focus["inside"], focus
        assert root.locator(".pw-refusal").is_hidden(), root.locator(".pw-refusal").inner_text()
        told = _announced(root)
        assert told.strip(), "the live region tells nothing"
        # the story of this action is what the log's newest lines say
        log = root.locator(".pw-log-list li .pw-text").all_inner_texts()
        assert log and log[-1] in told or any(line in told for line in log[-3:]), (told, log[-3:])
        stories.append(told)

    _draft(page, root, act)

    # Into the dispenser: one Tab stop, arrow keys inside it.
    stop = root.locator(".dispenser [tabindex='0']")
    assert stop.count() == 1
    stop.focus()
    first = _focus_inside(page)["key"]
    page.keyboard.press("ArrowRight")
    moved = _focus_inside(page)
    assert moved["inside"] and moved["key"].startswith("m:") and moved["key"] != first
    assert "marble, track" in moved["name"]
    page.keyboard.press("ArrowLeft")
    assert _focus_inside(page)["key"] == first

    # Escape inside the widget leaves focus inside it (not JupyterLab's command mode).
    page.keyboard.press("Escape")
    assert _focus_inside(page)["inside"]
    assert _focus_inside(page)["key"] == first

    # Pick: focus goes to the hand.
    act("Enter")
    focus = _focus_inside(page)
    assert focus["key"] and focus["key"].startswith("hand:"), focus
    assert "in your hand" in focus["name"]

    # Place every marble that fits; the rest to the pool while it has room.
    for _ in range(12):
        focus = _focus_inside(page)
        if not (focus["key"] or "").startswith("hand:"):
            break
        hand = root.locator(".desk.active .hand-marble.selectable").count()
        placed = False
        for _ in range(hand):
            page.keyboard.press("Enter")                    # choose this hand marble
            chosen = _focus_inside(page)
            assert chosen["inside"], chosen
            if (chosen["key"] or "").startswith("h:"):
                assert "needs" in chosen["name"] and "burner" in chosen["name"], chosen
                act("Enter")                                # place it in the first legal hole
                placed = True
                break
            if chosen["btn"] == "to-pool":
                act("Enter")
                placed = True
                break
            page.keyboard.press("Escape")
            assert _focus_inside(page)["inside"]
            page.keyboard.press("ArrowRight")
        if not placed:
            break

    # Drink a completed potion if one can be drunk: its chip, then Confirm.
    chip = root.locator(".desk.active .chip.selectable")
    if chip.count():
        chip.first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("(el) => !el.querySelector('.pw-panel').hidden"
                               " || !el.querySelector('.pw-refusal').hidden",
                               arg=root.element_handle())
        if _focus_inside(page)["btn"] == "confirm":
            act("Enter")

    # End the turn: Tab reaches the End turn button after the board; the choice panel gets focus.
    for _ in range(40):
        if _focus_inside(page)["btn"] == "end-turn":
            break
        page.keyboard.press("Tab")
        assert _focus_inside(page)["inside"], "Tab left the widget before End turn"
    assert _focus_inside(page)["btn"] == "end-turn"
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => !el.querySelector('.pw-panel').hidden", arg=root.element_handle())
    page.wait_for_timeout(100)
    focus = _focus_inside(page)
    assert focus["inside"] and page.evaluate("() => !!document.activeElement.closest('.pw-panel')"), focus
    for _ in range(20):
        if _focus_inside(page)["btn"] == "confirm":
            break
        if root.locator(".pw-draw [data-btn=draw]").count() and _focus_inside(page)["btn"] != "draw":
            root.locator(".pw-draw [data-btn=draw]").first.focus()
            page.keyboard.press("Enter")
            continue
        page.keyboard.press("Tab")
    assert _focus_inside(page)["btn"] == "confirm"
    act("Enter")

    # The computer's turn is told like anyone's; then focus is back on the dispenser.
    page.wait_for_function("(el) => el.querySelector('.pw-announce').innerText.includes('your turn')",
                           arg=root.element_handle(), timeout=30_000)
    _settled(page, root)
    focus = _focus_inside(page)
    assert focus["inside"] and (focus["key"] or "").startswith("m:"), focus
    assert "your turn" in _announced(root)
    assert len(stories) >= 3
    print("\nSTORIES", json.dumps(stories)[:2000])
