/**
 * Marks: the places a lesson's text talks about, drawn over the board as a thick dashed ring
 * or outline (on a light halo, so it reads on any marble) with a short label. They are not
 * clickable and look nothing like the legal-move highlight (a thin solid ring).
 */
import type { Mark } from "./types";
import { s, text, title, type Anchor, type Anchors } from "./svg";
import { textWidth } from "./tiles";
import { isKind, key, marbleKey } from "./targets";

const int = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** The anchor key of a mark, or null when its shape is not one of the known ones. A marble,
 * a draft tile and a stack are anchored at their click target's key (`targets.ts`); the other
 * places are anchors only. */
export function markKey(m: Mark): string | null {
  if (int(m.track) && int(m.pos)) return marbleKey(m.track, m.pos);
  if (int(m.lid)) return `lid:${m.lid}`;
  if (int(m.player) && int(m.burner) && int(m.hole)) return `h:${m.player}:${m.burner}:${m.hole}`;
  if (int(m.player) && int(m.burner)) return `burner:${m.player}:${m.burner}`;
  if (typeof m.tile === "string") return key({ kind: "tile", tile: m.tile });
  if (int(m.stack)) return key({ kind: "stack", stack: m.stack });
  if (int(m.player) && typeof m.area === "string") return `area:${m.player}:${m.area}`;
  return null;
}

/** Whether any labelled mark is a dispenser place (its label then goes in a gutter). */
export function needsGutter(marks: Mark[]): boolean {
  return marks.some((m) => m.label && /^(m|lid):/.test(markKey(m) ?? ""));
}

export const GUTTER_W = 150;
const FONT = 13;
const PILL_H = 20;
const LINE_H = 15;
/** The widest a label is drawn before it wraps onto another line. */
const LABEL_MAX = 210;

/** A label line's drawn width: the tiles' estimate, with room for the bold face's real width. */
const labelWidth = (line: string) => textWidth(line, FONT, true) * 1.1;

/** `label` broken at spaces into lines no wider than `maxW` (a single long word stays whole). */
export function labelLines(label: string, maxW: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of label.split(" ")) {
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
function pill(label: string, x: number, y: number, maxW: number, width: number, mark: number): SVGElement {
  const lines = labelLines(label, maxW);
  const w = Math.max(...lines.map(labelWidth)) + 12;
  const h = PILL_H + (lines.length - 1) * LINE_H;
  const left = Math.max(2, Math.min(x, width - w - 2));
  const top = Math.max(1, y - h / 2);
  return s("g", { class: "mark-label", "data-mark": mark }, [
    s("rect", { x: left, y: top, width: w, height: h, rx: Math.min(h, PILL_H) / 2 }),
    ...lines.map((line, i) => text(line, { x: left + 6, y: top + 14.5 + i * LINE_H })),
  ]);
}

/** The marks layer. `gutter` is where labels of dispenser places go (right of the
 * dispenser); `width` keeps other labels inside the board. Marks whose place is not drawn
 * (hidden by `show`) are left out. `keyOf` names each mark's anchor (by default a Potion
 * Explosion mark's, `markKey`; the Sugar Blast board passes its own). */
export function drawMarks<M extends { label?: string }>(marks: M[], anchors: Anchors, gutter: { x: number; w: number } | null, width: number,
  keyOf: (m: M) => string | null = markKey as unknown as (m: M) => string | null): SVGElement {
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
      title(label || k),
    ]);
    const cx = a.x + a.w / 2;
    const cy = a.y + a.h / 2;
    if (a.round) {
      const r = Math.max(a.w, a.h) / 2 + 5;
      g.append(s("circle", { class: "mark-halo", cx, cy, r }), s("circle", { class: "mark-ring", cx, cy, r }));
      if (label && gutter && isKind(k, "marble")) gutterLabels.push({ y: cy, cy, right: cx + r, label, mark: i });
      else if (label) labels.appendChild(pill(label, cx + r + 3, cy, Math.min(LABEL_MAX, width - 8), width, i));
    } else {
      const box = { x: a.x - 5, y: a.y - 5, width: a.w + 10, height: a.h + 10, rx: 10 };
      g.append(s("rect", { class: "mark-halo", ...box }), s("rect", { class: "mark-ring", ...box }));
      // the label sits on the outline's top right corner (captions are on the left)
      if (label && gutter && k.startsWith("lid:")) gutterLabels.push({ y: a.y + a.h / 2, cy: a.y + a.h / 2, right: a.x + a.w, label, mark: i });
      else if (label) {
        const maxW = Math.min(LABEL_MAX, width - 8);
        const w = Math.max(...labelLines(label, maxW).map(labelWidth)) + 12;
        labels.appendChild(pill(label, a.x + a.w + 5 - w, a.y - 5, maxW, width, i));
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
