"""What the learner's screen shows, read from the page: the boards of each cell and, for each
board, its sentences, buttons, log, text boxes (of its picture and of its HTML), glyph boxes,
the places of its parts and, while a choice is being made, its panel.

Boards are found through JupyterLab's own output models: each output that shows a widget names
its model id, which the kernel facts (``kernel.py``) are keyed by; the boards drawn inside that
output, in document order, are the boards the kernel finds under that widget, in order.
"""

from __future__ import annotations

BOARD_SELECTOR = ".potion-widget, .sugar-blast"

# Marks every widget output of the open notebook with data-audit-out="cell:output" and every
# board inside it with data-audit-board="cell:output:n"; returns [{cell, out, model_id, boards}].
_OUTPUTS = """(selector) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const found = [];
  panel.content.widgets.forEach((cell, c) => {
    if (!cell.outputArea) return;
    const model = cell.outputArea.model;
    for (let j = 0; j < model.length; j++) {
      const data = model.get(j).data || {};
      const view = data['application/vnd.jupyter.widget-view+json'];
      const child = cell.outputArea.widgets[j];
      if (!view || !child) continue;
      child.node.setAttribute('data-audit-out', c + ':' + j);
      const boards = [...child.node.querySelectorAll(selector)];
      boards.forEach((b, n) => b.setAttribute('data-audit-board', c + ':' + j + ':' + n));
      found.push({cell: c, out: j, model_id: view.model_id, boards: boards.length});
    }
  });
  return found;
}"""

# One board's screen. Boxes are in page pixels; parts are relative to the board's root.
_SNAPSHOT = """(root) => {
  const R = root.getBoundingClientRect();
  const visible = (el) => {
    if (!el || el.closest('[hidden]')) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 0.5 || r.height < 0.5) return false;
    for (let e = el; e && e !== root.parentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' || Number(cs.opacity) === 0) return false;
    }
    return true;
  };
  const words = (el) => (el ? el.textContent : '').replace(/\\s+/g, ' ').trim();
  // a line made of spans (the status: phase, turn, countdown) is read with a space between them
  const spoken = (el) => el.children.length
    && [...el.children].every((c) => c.tagName === 'SPAN' || c.tagName === 'DIV')
    ? [...el.children].filter(visible).map(words).join(' ') : words(el);
  const text = (sel) => [...root.querySelectorAll(sel)].filter(visible).map(spoken).join(' ').trim();
  const box = (el) => { const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, w: r.width, h: r.height}; };
  const sugar = root.classList.contains('sugar-blast');
  const cell = root.closest('.jp-Cell');
  const texts = [...root.querySelectorAll('svg text')].filter(visible)
    .filter((t) => !t.closest('.marble, .candy, .glyph'))
    .filter((t) => words(t).length > 0)
    .map((t) => ({text: words(t), box: box(t), cls: t.getAttribute('class') || '',
                  group: (t.closest('[class]') || t).getAttribute('class') || '',
                  mark: !!t.closest('.pw-marks, .mark-labels, .mark')}));
  const glyphs = [...root.querySelectorAll(sugar ? 'svg .cell[data-candy]:not([data-candy=""])' : 'svg .marble')]
    .filter(visible).filter((g) => !g.closest('.fly-layer, .flying'))
    .map((g) => ({key: g.getAttribute('data-key') || g.getAttribute('class'), box: box(g)}));
  const partSel = sugar ? ['svg .board', 'svg .kept', 'svg .objective']
                        : ['svg .dispenser', 'svg .desk', 'svg .stacks', 'svg .stack', 'svg .market', 'svg .tiles'];
  // parts within the board's picture, and the picture within the board
  const picture = root.querySelector(sugar ? 'svg.sb-board' : 'svg.pw-board');
  const P = picture ? picture.getBoundingClientRect() : R;
  const parts = picture ? {picture: {x: P.x - R.x, y: P.y - R.y, w: P.width, h: P.height}} : {};
  // the tallest each of the board's blocks above its picture (status, toolbar, hint...) has
  // been on any painted frame since the board was first looked at: the board's top is kept at
  // its lowest, so when the picture moves, the block that grew even for a moment says why
  const name = (el) => (el.getAttribute('class') || el.tagName).split(' ')[0];
  if (!root.__auditTallest) {
    const tallest = root.__auditTallest = {};
    root.__auditWatcher = new ResizeObserver((entries) => {
      for (const e of entries) {
        const h = e.target.getBoundingClientRect().height, was = tallest[name(e.target)];
        if (!was || h > was.h) tallest[name(e.target)] = {h, words: words(e.target).slice(0, 160)};
      }
    });
    for (const child of root.children) root.__auditWatcher.observe(child);
  }
  const above = {};
  if (picture) for (const child of root.children) {
    if (child.contains(picture) || !visible(child)) continue;
    const r = child.getBoundingClientRect();
    const seen = root.__auditTallest[name(child)];
    if (r.bottom <= P.top + 0.5) above[name(child)] = seen && seen.h > r.height ? seen : {h: r.height, words: words(child).slice(0, 160)};
  }
  for (const sel of partSel) {
    root.querySelectorAll(sel).forEach((p, i) => {
      if (!visible(p)) return;
      const r = p.getBoundingClientRect();
      const name = sel + '#' + (p.getAttribute('data-player') ?? p.getAttribute('data-stack') ?? i);
      parts[name] = {x: r.x - P.x, y: r.y - P.y, w: r.width, h: r.height};
    });
  }
  // the words of the board's HTML (status, hint, buttons, panels, legends), each text node's
  // line boxes; not the log, which scrolls inside its own box, nor the screen reader's line,
  // nor a button's why, a tooltip shown over what is under it while the button is hovered
  const htmlTexts = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(), i = 0; n; n = walker.nextNode(), i++) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('svg, .pw-log, .pw-announce, .sb-announce, .pw-why')) continue;
    if (!visible(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      if (r.width > 0.5 && r.height > 0.5) htmlTexts.push({node: i, text: n.textContent.replace(/\\s+/g, ' ').trim(),
        box: {x: r.x, y: r.y, w: r.width, h: r.height}});
    }
  }
  // a choice being made: the panel, what it says is chosen, and the things chosen or offered
  const panelEl = root.querySelector(sugar ? '.sb-panel' : '.pw-panel');
  const chosenEl = panelEl && visible(panelEl) ? panelEl.querySelector('.pw-chosen') : null;
  const keyed = (sel) => [...root.querySelectorAll(sel)].filter(visible)
    .map((e) => ({key: e.getAttribute('data-key') || '', box: box(e)}));
  const choice = panelEl && visible(panelEl) ? {
    box: box(panelEl),
    echo: chosenEl ? words(chosenEl) : '',
    chosen: keyed('svg .chosen[data-key]'),
    offered: keyed('svg .selectable[data-key]'),
    pressed: [...panelEl.querySelectorAll('button[aria-pressed="true"]')].filter(visible)
      .map((b) => b.getAttribute('data-btn') + ':' + (b.getAttribute('data-choice') ?? b.getAttribute('data-keep')
        ?? b.getAttribute('data-stack') ?? b.getAttribute('data-potion') ?? words(b))),
  } : null;
  const buttons = [...root.querySelectorAll('button')].filter(visible)
    .map((b) => ({btn: b.getAttribute('data-btn') || '', text: words(b), disabled: b.disabled}));
  const cellButtons = cell ? [...cell.querySelectorAll('.jp-OutputArea .widget-button')]
    .filter(visible).map((b) => ({text: words(b), disabled: b.disabled})) : [];
  const cellTexts = cell ? [...cell.querySelectorAll('.jp-OutputArea .widget-html-content')]
    .filter(visible).map(words).filter((t) => t) : [];
  const anim = root.querySelector('.pw-anim, .sb-anim');
  return {
    game: sugar ? 'sugar' : 'potion',
    state_id: Number(root.getAttribute('data-state-id')),
    busy: root.classList.contains('busy'),
    animating: !!(anim && visible(anim) && anim.getAttribute('data-done') !== 'true'),
    anim_step: text('.pw-anim-info, .sb-step'),
    status: text(sugar ? '.sb-status' : '.pw-status'),
    hint: text(sugar ? '.sb-hint' : '.pw-hint:not(.pw-edit-hint)'),
    refusal: text('.pw-refusal'),
    panel: text(sugar ? '.sb-panel' : '.pw-panel'),
    announced: text('.pw-summary, .pw-turn-summary, .sb-summary'),
    log: [...root.querySelectorAll('.pw-log-list li')].map(words),
    svg_text: [...root.querySelectorAll('svg text')].filter(visible).map(words).join(' | '),
    buttons, cell_buttons: cellButtons, cell_texts: cellTexts,
    texts, glyphs, parts, above, html_texts: htmlTexts, choice,
    viewport: {w: window.innerWidth, h: window.innerHeight},
    root: {x: R.x, y: R.y, w: R.width, h: R.height},
  };
}"""


def outputs(page) -> list[dict]:
    """Every widget output of the open notebook, its boards marked for :func:`board`."""
    return page.evaluate(_OUTPUTS, BOARD_SELECTOR)


def board(page, tag: str):
    """The locator of the board marked ``tag`` ("cell:output:n")."""
    return page.locator(f'[data-audit-board="{tag}"]')


def snapshot(locator) -> dict:
    """What the board shows now (see ``_SNAPSHOT``)."""
    return locator.evaluate(_SNAPSHOT)


_SKIP = """(root) => {
  const bar = root.querySelector('.pw-anim:not([hidden]), .sb-anim:not([hidden])');
  if (!bar || bar.getAttribute('data-done') === 'true' || !bar.getClientRects().length) return null;
  const skip = bar.querySelector('[data-btn="anim-skip"], [data-btn="skip"]');
  if (!skip || skip.disabled) return null;
  skip.scrollIntoView({block: 'nearest'});
  const r = skip.getBoundingClientRect();
  return {x: r.x + r.width / 2, y: r.y + r.height / 2};
}"""


def settled(page, locator, timeout: float = 20_000) -> None:
    """Waits until the board is not busy and shows no queued update, skipping an animation
    with its own button (a learner may do so)."""
    handle = locator.element_handle()
    page.wait_for_function(
        "(el) => !el.classList.contains('busy') && (el.getAttribute('data-queue') || '0') === '0'",
        arg=handle, timeout=timeout)
    for _ in range(3):
        spot = page.evaluate(_SKIP, handle)
        if not spot:
            return
        page.mouse.click(spot["x"], spot["y"])
        page.mouse.move(1, 1)
        page.wait_for_timeout(100)
