/**
 * The heat map: every legal usual pick's value by a measure, drawn over the dispenser. Python
 * ranks the picks (`analysis.py`) and fills the `heat` trait; this module only draws each cell
 * as a ring tinted by its level (darker is better) with the value written beside the marble,
 * and names the measure in a legend. Each cell has an accessible name with its value.
 */
import type { Translate } from "../board/i18n";
import { s, text, type Anchors } from "../board/svg";
import { heatColor } from "../board/heat";
import { marbleKey } from "./targets";
import { R, TRACK_GAP } from "./dispenser";
/** The heat map's and the explorer row's styles (appended to the widget's). */
export { default as HEAT_STYLE } from "./heatmap.css";

/** One pick's place in the heat map, as Python sends it (`heatmap.heat_cells`). */
export interface HeatCell {
  track: number;
  pos: number;
  rank: number;
  value: number;
  /** the value as the board writes it */
  text: string;
  /** the value over the best one's, 0 to 1 */
  level: number;
}

export const MEASURES = ["marbles", "fit", "completes", "points"] as const;
export type Measure = (typeof MEASURES)[number];

/** The catalog key naming each measure. */
export const MEASURE_KEYS: Record<Measure, string> = {
  marbles: "ui.explore.measure.marbles",
  fit: "ui.explore.measure.fit",
  completes: "ui.explore.measure.completes",
  points: "ui.explore.measure.points",
};

export const isMeasure = (v: unknown): v is Measure => typeof v === "string" && (MEASURES as readonly string[]).includes(v);

/** The legend: which measure the map shows, and what it is computed from. */
export function heatLegend(measure: Measure, honest: boolean, t: Translate): string {
  return t(honest ? "ui.explore.heat.legend_honest" : "ui.explore.heat.legend_all", { measure: t(MEASURE_KEYS[measure]) });
}

const BADGE_H = 15;

/** Where a cell's value badge goes, for a marble drawn in the box `a`: at its lower right,
 * below the marble's glyph (which lies within 0.6 of its radius), and never past the middle
 * between its track and the next one, so no value covers the next track's marble or ring. */
export function badgeBox(a: { x: number; y: number; w: number; h: number }, width: number): { x: number; y: number } {
  const cx = a.x + a.w / 2;
  const cy = a.y + a.h / 2;
  const scale = a.w / (2 * R);                 // the dispenser's zoom
  const edge = cx + (TRACK_GAP * scale) / 2 - 1;
  return { x: Math.min(cx + (a.w / 2 + 3) * 0.55, edge - width), y: cy + (a.h / 2) * 0.62 };
}

/** The heat layer over the dispenser: a tinted ring around each pick's marble and its value
 * in a badge (`badgeBox`), at the marbles' anchors ("m:T:P"). Cells whose marble is not
 * drawn are left out. The layer takes no clicks: the marbles under it stay clickable. */
export function drawHeat(cells: HeatCell[], anchors: Anchors, measure: Measure, t: Translate): SVGElement {
  const layer = s("g", { class: "pw-heat", "data-measure": measure });
  const name = t(MEASURE_KEYS[measure]);
  for (const cell of cells) {
    const a = anchors.get(marbleKey(cell.track, cell.pos));
    if (!a) continue;
    const cx = a.x + a.w / 2;
    const cy = a.y + a.h / 2;
    const r = a.w / 2 + 3;
    const w = Math.max(16, 7 * cell.text.length + 6);
    const { x: bx, y: by } = badgeBox(a, w);
    const color = heatColor(cell.level);
    layer.appendChild(s("g", {
      class: "heat-cell", role: "img", "data-track": cell.track, "data-pos": cell.pos,
      "data-value": cell.value, "data-rank": cell.rank,
      "aria-label": t("ui.explore.heat.cell", { track: cell.track, pos: cell.pos, value: cell.text, measure: name, rank: cell.rank }),
    }, [
      s("circle", { class: "heat-ring", cx, cy, r, stroke: color }),
      s("rect", { class: "heat-badge", x: bx, y: by, width: w, height: BADGE_H, rx: 4, fill: color, "data-level": cell.level }),
      text(cell.text, { class: `heat-value${cell.level > 0.55 ? " on-dark" : ""}`, x: bx + w / 2, y: by + 11.5, "text-anchor": "middle" }),
    ]));
  }
  return layer;
}
