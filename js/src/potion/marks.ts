/**
 * Marks: the places a lesson's text talks about, drawn over the board as a thick dashed ring
 * or outline (on a light halo, so it reads on any marble) with a short label. They are not
 * clickable and look nothing like the legal-move highlight (a thin solid ring).
 */
import type { Mark } from "./types";
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

/** Whether a mark's place is in the dispenser (a marble or a lid): its label goes in the
 * gutter right of it (`drawMarks`), not over the marbles around it. */
export const inGutter = (k: string): boolean => isKind(k, "marble") || k.startsWith("lid:");

/** Whether any labelled mark is a dispenser place (its label then goes in a gutter). */
export function needsGutter(marks: Mark[]): boolean {
  return marks.some((m) => { const k = m.label ? markKey(m) : null; return k !== null && inGutter(k); });
}

export const GUTTER_W = 150;
