/**
 * Marks: the places a lesson's text talks about, drawn over a board as a thick dashed ring or
 * outline (on a light halo, so it reads on any piece) with a short label, which is then moved
 * where it covers nothing (`placeLabels`). They are not clickable and look nothing like the
 * legal-move highlight (a thin solid ring). Each game says where its marks are (its anchors'
 * keys); both boards draw them here.
 */
import { s, text, title, type Anchor, type Anchors } from "./svg";
import { textWidth } from "./text";
import { searchSpot, type Rect } from "./spots";

/** The marks' look on either board (`marks.css`, as text), added to each board's style. */
export { default as MARK_STYLE } from "./marks.css";

const FONT = 13;
const PILL_H = 20;
const LINE_H = 15;
/** The widest a label is drawn before it wraps onto another line. */
const LABEL_MAX = 210;

/** A label line's drawn width: the tiles' estimate, with room for the bold face's real width. */
const labelWidth = (line: string) => textWidth(line, FONT, true) * 1.1;

/** `label` broken at spaces into lines no wider than `maxW`; a word wider than that (as
 * Japanese text, written without spaces) is broken between its characters. */
export function labelLines(label: string, maxW: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = label.split(" ").flatMap((word) => {
    if (labelWidth(word) <= maxW) return [word];
    const parts: string[] = [];
    let part = "";
    for (const ch of word) {
      if (part && labelWidth(part + ch) > maxW) {
        parts.push(part);
        part = "";
      }
      part += ch;
    }
    return part ? [...parts, part] : parts;
  });
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && labelWidth(next) > maxW) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The height of a label's pill once wrapped to `maxW`. */
export function pillHeight(label: string, maxW: number): number {
  return PILL_H + (labelLines(label, maxW).length - 1) * LINE_H;
}

/** A label's pill, its left edge at `x` (kept inside `[0, width]`), centred on `y`, wrapped to
 * `maxW`. */
function pill(label: string, x: number, y: number, maxW: number, width: number, mark: number, ring?: Rect): SVGElement {
  const lines = labelLines(label, maxW);
  const w = Math.max(...lines.map(labelWidth)) + 12;
  const h = PILL_H + (lines.length - 1) * LINE_H;
  const left = Math.max(2, Math.min(x, width - w - 2));
  const top = Math.max(1, y - h / 2);
  // the ring it labels, for `placeLabels` (which moves the pill where it covers nothing)
  const around = ring ? { "data-ring": `${ring.x} ${ring.y} ${ring.w} ${ring.h}`, "data-text": label } : {};
  return s("g", { class: "mark-label", "data-mark": mark, ...around }, [
    s("rect", { x: left, y: top, width: w, height: h, rx: Math.min(h, PILL_H) / 2 }),
    ...lines.map((line, i) => text(line, { x: left + 6, y: top + 14.5 + i * LINE_H })),
  ]);
}

/** The marks layer. `keyOf` names each mark's anchor (each game's marks have their own
 * shapes); marks whose place is not drawn (no anchor) are left out. `gutter`, when the board
 * has one, is where the labels of the places `inGutter` names go, in row order (Potion
 * Explosion's dispenser places, right of the dispenser); `width` keeps other labels inside
 * the board. */
export function drawMarks<M extends { label?: string }>(marks: M[], anchors: Anchors, gutter: { x: number; w: number } | null, width: number,
  keyOf: (m: M) => string | null, inGutter: (key: string) => boolean = () => false): SVGElement {
  const layer = s("g", { class: "pw-marks", "aria-hidden": "false" });
  // Labels go over every ring: a ring drawn later must never hide an earlier mark's label.
  const labels = s("g", { class: "mark-labels" });
  const gutterLabels: { y: number; cy: number; right: number; label: string; mark: number }[] = [];
  marks.forEach((m, i) => {
    const k = keyOf(m);
    const a: Anchor | undefined = k ? anchors.get(k) : undefined;
    if (!k || !a) return;
    const label = typeof m.label === "string" ? m.label : "";
    const g = s("g", { class: "mark", "data-mark": i, "data-mark-key": k, "data-label": label || undefined }, [
      // an unlabelled ring is named by what marks it (the hint's sentence, a step's words), not by
      // its anchor's id, which no reader should hear
      label ? title(label) : null,
    ]);
    const cx = a.x + a.w / 2;
    const cy = a.y + a.h / 2;
    if (a.round) {
      const r = Math.max(a.w, a.h) / 2 + 5;
      g.append(s("circle", { class: "mark-halo", cx, cy, r }), s("circle", { class: "mark-ring", cx, cy, r }));
      if (label && gutter && inGutter(k)) gutterLabels.push({ y: cy, cy, right: cx + r, label, mark: i });
      else if (label) labels.appendChild(pill(label, cx + r + 3, cy, Math.min(LABEL_MAX, width - 8), width, i, { x: cx - r - 3, y: cy - r - 3, w: 2 * r + 6, h: 2 * r + 6 }));
    } else {
      const box = { x: a.x - 5, y: a.y - 5, width: a.w + 10, height: a.h + 10, rx: 10 };
      g.append(s("rect", { class: "mark-halo", ...box }), s("rect", { class: "mark-ring", ...box }));
      // the label sits on the outline's top right corner (captions are on the left)
      if (label && gutter && inGutter(k)) gutterLabels.push({ y: a.y + a.h / 2, cy: a.y + a.h / 2, right: a.x + a.w, label, mark: i });
      else if (label) {
        const maxW = Math.min(LABEL_MAX, width - 8);
        const w = Math.max(...labelLines(label, maxW).map(labelWidth)) + 12;
        labels.appendChild(pill(label, a.x + a.w + 5 - w, a.y - 5, maxW, width, i, { x: box.x - 2, y: box.y - 2, w: box.width + 4, h: box.height + 4 }));
      }
    }
    layer.append(g);
  });
  // Gutter labels in row order, never on top of each other, each joined to its ring.
  gutterLabels.sort((p, q) => p.cy - q.cy);
  let lastBottom = -Infinity;
  const lx = gutter ? gutter.x + 6 : 0;
  const maxW = gutter ? gutter.w - 20 : LABEL_MAX;
  for (const item of gutterLabels) {
    const h = pillHeight(item.label, maxW);
    item.y = Math.max(item.cy, lastBottom + 2 + h / 2);
    lastBottom = item.y + h / 2;
    labels.appendChild(s("g", { class: "mark-gutter" }, [
      s("polyline", { class: "mark-leader", points: `${item.right},${item.cy} ${lx - 6},${item.cy} ${lx},${item.y}` }),
      pill(item.label, lx, item.y, maxW, width, item.mark),
    ]));
  }
  layer.append(labels);
  return layer;
}

/** What a label may not cover: the board's words and numbers, its marbles, holes and lids, and
 * Sugar Blast's candies (a label on a candy would be read as naming it). */
const COVERED = "text, .marble, .hole, .slot, .lid, .candy, circle.mark-ring, .mark-gutter .mark-label";

/** A panel's frame (a Sugar Blast player's band): a label may sit inside the panel, on none of
 * its words, but not across its border, where it reads as part of neither. */
const FRAMED = ".seat-bg";

/** The four edges of a rectangle, `t` thick: an outline is covered only where it is drawn
 * (a label may sit inside another mark's outline, beside what that outline frames). */
export function edges(r: Rect, t = 6): Rect[] {
  return [{ x: r.x - t / 2, y: r.y - t / 2, w: r.w + t, h: t }, { x: r.x - t / 2, y: r.y + r.h - t / 2, w: r.w + t, h: t },
    { x: r.x - t / 2, y: r.y - t / 2, w: t, h: r.h + t }, { x: r.x + r.w - t / 2, y: r.y - t / 2, w: t, h: r.h + t }];
}

/** Moves each label beside its ring to the nearest spot where it covers no text, marble,
 * hole, lid, ring or other label, measured in the drawn board (every language's words have
 * their real widths there). Called once the board is in the page; without layout (no
 * `getScreenCTM`) the labels stay where `drawMarks` put them. */
export function placeLabels(svg: SVGSVGElement): void {
  const ctm = typeof svg.getScreenCTM === "function" ? svg.getScreenCTM() : null;
  const view = svg.viewBox?.baseVal;
  if (!ctm || !view || !view.width) return;
  const inverse = ctm.inverse();
  const point = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(inverse);
  const measured = (el: Element): Rect | null => {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) return null;
    const a = point(r.left, r.top);
    const b = point(r.right, r.bottom);
    return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
  };
  const obstacles: Rect[] = [];
  for (const el of svg.querySelectorAll(COVERED)) {
    if (el.closest(".mark-labels") && !el.closest(".mark-gutter")) continue;
    if (el.closest("title")) continue;
    const r = measured(el);
    if (r) obstacles.push(r);
  }
  for (const el of svg.querySelectorAll(FRAMED)) {
    const r = measured(el);
    if (r) obstacles.push(...edges(r));
  }
  // another mark's outline: a label inside it would be read as naming what it frames, unless
  // the label's own place is inside it too (a hole's label inside its burner's outline)
  const outlines = [...svg.querySelectorAll("rect.mark-ring")].flatMap((el) => {
    const r = measured(el);
    return r ? [r] : [];
  });
  // a potion tile: a label on another tile would be read as naming it
  const cards = [...svg.querySelectorAll(".tile .card")].flatMap((el) => {
    const r = measured(el);
    return r ? [r] : [];
  });
  const bounds = { x: 0, y: 0, w: view.width, h: view.height };
  const legend: { n: number; words: string }[] = [];
  for (const label of svg.querySelectorAll(".mark-labels > .mark-label[data-ring]")) {
    const [rx, ry, rw, rh] = label.getAttribute("data-ring")!.split(" ").map(Number);
    const ring = { x: rx, y: ry, w: rw, h: rh };
    const words = label.getAttribute("data-text") ?? "";
    const mark = Number(label.getAttribute("data-mark"));
    const inside = (o: Rect) => o.x <= ring.x + 1 && o.y <= ring.y + 1 && o.x + o.w >= ring.x + ring.w - 1 && o.y + o.h >= ring.y + ring.h - 1;
    const within = (o: Rect) => o.x >= ring.x - 1 && o.y >= ring.y - 1 && o.x + o.w <= ring.x + ring.w + 1 && o.y + o.h <= ring.y + ring.h + 1;
    const others = [...outlines.flatMap((o) => (inside(o) ? edges(o) : [o])), ...cards.filter((c) => !within(c)), ...obstacles];
    const avoid = [ring, ...others];
    // beside its ring, wrapped as drawn, narrower or wider to fit a gap nearby
    let found: { spot: Rect; maxW: number } | null = null;
    for (const maxW of [LABEL_MAX, 140, 300]) {
      const wrapMax = Math.min(maxW, bounds.w - 8);
      const lines = labelLines(words, wrapMax);
      const w = Math.max(...lines.map(labelWidth)) + 12;
      const h = PILL_H + (lines.length - 1) * LINE_H;
      const result = searchSpot(ring, w, h, avoid, bounds, 4, 5);
      if (result.cost === 0) {
        found = { spot: result.spot, maxW: wrapMax };
        break;
      }
    }
    if (found) {
      const placed = pill(words, found.spot.x, found.spot.y + found.spot.h / 2, found.maxW, bounds.w, mark, ring);
      if (!touches(found.spot, ring, 8)) placed.prepend(leader(ring, found.spot));
      label.replaceWith(placed);
      obstacles.push(found.spot);
      continue;
    }
    // no room beside it: a numbered badge there, the words in the legend under the board
    const n = legend.length + 1;
    // a badge may sit inside its own outline, on no word, marble or hole of it
    const own = ring.w > 2 * BADGE + 12 ? edges(ring) : [ring];
    const { spot } = searchSpot(ring, BADGE, BADGE, [...own, ...others], bounds, 2, BADGE_RINGS);
    const badge = s("g", { class: "mark-label mark-badge", "data-mark": mark, "data-text": words }, [
      title(words),
      s("rect", { x: spot.x, y: spot.y, width: BADGE, height: BADGE, rx: BADGE / 2 }),
      text(String(n), { x: spot.x + BADGE / 2, y: spot.y + 14.5, "text-anchor": "middle" }),
    ]);
    if (!touches(spot, ring, 6)) badge.prepend(leader(ring, spot));
    label.replaceWith(badge);
    obstacles.push(spot);
    legend.push({ n, words });
  }
  if (legend.length) drawLegend(svg, legend, view.width, view.height);
}

const BADGE = 20;
/** How far a badge is looked for (rings 10 apart): far enough to leave a crowded desk's words
 * (a burner's name in a long language) uncovered; a leader line joins it to its ring. */
const BADGE_RINGS = 20;

/** A dashed line from a ring to its label set further off. */
function leader(ring: Rect, spot: Rect): SVGElement {
  const [from, to] = nearestPoints(ring, spot);
  return s("line", { class: "mark-leader", x1: from.x, y1: from.y, x2: to.x, y2: to.y });
}

/** The legend of numbered badges, under the board (the board grows to hold it). */
function drawLegend(svg: SVGSVGElement, rows: { n: number; words: string }[], width: number, height: number): void {
  svg.querySelector(".mark-legend")?.remove();
  const group = s("g", { class: "mark-legend" });
  let y = height + 4;
  for (const { n, words } of rows) {
    const lines = labelLines(words, width - BADGE - 24);
    group.append(s("g", { class: "mark-legend-row", "data-n": n }, [
      s("rect", { class: "mark-badge-key", x: 10, y, width: BADGE, height: BADGE, rx: BADGE / 2 }),
      text(String(n), { class: "mark-badge-n", x: 10 + BADGE / 2, y: y + 14.5, "text-anchor": "middle" }),
      ...lines.map((line, i) => text(line, { class: "mark-legend-text", x: 16 + BADGE, y: y + 14.5 + i * LINE_H })),
    ]));
    y += Math.max(BADGE, PILL_H + (lines.length - 1) * LINE_H) + 4;
  }
  svg.querySelector(".pw-marks")?.append(group);
  svg.setAttribute("viewBox", `0 0 ${width} ${Math.ceil(y + 4)}`);
}

/** Whether `a` comes within `gap` of `b`. */
function touches(a: Rect, b: Rect, gap: number): boolean {
  return a.x <= b.x + b.w + gap && b.x <= a.x + a.w + gap && a.y <= b.y + b.h + gap && b.y <= a.y + a.h + gap;
}

/** The nearest points of two rectangles' edges (for a leader line between them). */
function nearestPoints(a: Rect, b: Rect): [{ x: number; y: number }, { x: number; y: number }] {
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const bx = clamp(a.x + a.w / 2, b.x, b.x + b.w);
  const by = clamp(a.y + a.h / 2, b.y, b.y + b.h);
  return [{ x: clamp(bx, a.x, a.x + a.w), y: clamp(by, a.y, a.y + a.h) }, { x: bx, y: by }];
}
