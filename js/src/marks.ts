/**
 * Marks: the places a lesson's text talks about, drawn over the board as a thick dashed ring
 * or outline (on a light halo, so it reads on any marble) with a short label. They are not
 * clickable and look nothing like the legal-move highlight (a thin solid ring).
 */
import type { Mark } from "./types";
import { s, text, title, type Anchor, type Anchors } from "./svg";
import { textWidth } from "./tiles";

const int = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** The anchor key of a mark, or null when its shape is not one of the known ones. */
export function markKey(m: Mark): string | null {
  if (int(m.track) && int(m.pos)) return `m:${m.track}:${m.pos}`;
  if (int(m.player) && int(m.burner) && int(m.hole)) return `h:${m.player}:${m.burner}:${m.hole}`;
  if (int(m.player) && int(m.burner)) return `burner:${m.player}:${m.burner}`;
  if (typeof m.tile === "string") return `tile:${m.tile}`;
  if (int(m.stack)) return `stack:${m.stack}`;
  if (int(m.player) && typeof m.area === "string") return `area:${m.player}:${m.area}`;
  return null;
}

/** Whether any labelled mark is a dispenser place (its label then goes in a gutter). */
export function needsGutter(marks: Mark[]): boolean {
  return marks.some((m) => m.label && markKey(m)?.startsWith("m:"));
}

export const GUTTER_W = 120;
const FONT = 13;
const PILL_H = 20;

function pill(label: string, x: number, y: number, anchor: "start" | "end" = "start"): SVGElement {
  const w = textWidth(label, FONT, true) + 12;
  const left = anchor === "start" ? x : x - w;
  return s("g", { class: "mark-label" }, [
    s("rect", { x: left, y: y - PILL_H / 2, width: w, height: PILL_H, rx: PILL_H / 2 }),
    text(label, { x: left + 6, y: y + 4.5 }),
  ]);
}

/** The marks layer. `gutter` is where labels of dispenser places go (right of the
 * dispenser); `width` keeps other labels inside the board. Marks whose place is not drawn
 * (hidden by `show`) are left out. */
export function drawMarks(marks: Mark[], anchors: Anchors, gutter: { x: number; w: number } | null, width: number): SVGElement {
  const layer = s("g", { class: "pw-marks", "aria-hidden": "false" });
  const gutterLabels: { y: number; cy: number; right: number; label: string }[] = [];
  marks.forEach((m, i) => {
    const k = markKey(m);
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
      if (label && gutter && k.startsWith("m:")) gutterLabels.push({ y: cy, cy, right: cx + r, label });
      else if (label) g.appendChild(pill(label, Math.min(cx + r + 3, width - textWidth(label, FONT, true) - 14), cy));
    } else {
      const box = { x: a.x - 5, y: a.y - 5, width: a.w + 10, height: a.h + 10, rx: 10 };
      g.append(s("rect", { class: "mark-halo", ...box }), s("rect", { class: "mark-ring", ...box }));
      // the label sits on the outline's top right corner (captions are on the left)
      if (label) g.appendChild(pill(label, Math.max(2, Math.min(a.x + a.w + 5 - textWidth(label, FONT, true) - 12, width - textWidth(label, FONT, true) - 14)), Math.max(PILL_H / 2 + 1, a.y - 5)));
    }
    layer.appendChild(g);
  });
  // Gutter labels in row order, never on top of each other, each joined to its ring.
  gutterLabels.sort((p, q) => p.cy - q.cy);
  let last = -Infinity;
  for (const item of gutterLabels) {
    item.y = Math.max(item.cy, last + PILL_H + 2);
    last = item.y;
    const lx = gutter!.x + 6;
    layer.appendChild(s("g", { class: "mark-gutter" }, [
      s("polyline", { class: "mark-leader", points: `${item.right},${item.cy} ${lx - 6},${item.cy} ${lx},${item.y}` }),
      pill(item.label, lx, item.y),
    ]));
  }
  return layer;
}
