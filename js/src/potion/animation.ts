/**
 * Events as a step-by-step animation of the dispenser.
 *
 * The frames are rebuilt from the dispenser before the action and the events' own fields
 * (which positions left, where marbles went back): this reads what Python reported and
 * decides nothing, so no rule is re-implemented here. The last frame is always the synced
 * state itself.
 */
import type { Color } from "./types";
import type { GameEvent } from "../board/types";
import { key } from "./dispenser";

export interface Frame {
  dispenser: Color[][];
  /** index of the event this frame shows, or -1 for the final state */
  event: number;
  marked: Set<string>;
  flash: Set<string>;
}

const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === "number") : []);

/** Removals reported after the collisions they caused (quiet takes) are moved in front of
 * them, so each collision is shown on the column as it is after the slide. */
function inDrawingOrder(events: GameEvent[]): number[] {
  const order = events.map((_, i) => i);
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if ((e.type === "took" || e.type === "removed") && Array.isArray(e.positions)) {
      let j = order.indexOf(i);
      while (j > 0 && events[order[j - 1]].type === "collision" && events[order[j - 1]].track === e.track) {
        [order[j - 1], order[j]] = [order[j], order[j - 1]];
        j--;
      }
    }
  }
  return order;
}

/** Whether any event changes or marks the dispenser (else there is nothing to animate). */
export function touchesDispenser(events: GameEvent[]): boolean {
  return events.some((e) => ["picked", "helped", "collision", "explosion", "took", "removed", "returned"].includes(e.type)
    && (e.track !== undefined || e.marbles !== undefined));
}

/** One frame per event with the dispenser as it is (for actions that do not touch it, told
 * one by one when several moves are shown in a row), then the final state. */
export function eventFrames(dispenser: Color[][], events: GameEvent[]): Frame[] {
  const frames = events.map((_, i): Frame => ({ dispenser, event: i, marked: new Set(), flash: new Set() }));
  frames.push({ dispenser, event: -1, marked: new Set(), flash: new Set() });
  return frames;
}

/** One frame per event (its marbles marked or flashing on the column as it was then), then
 * the final state. */
export function buildFrames(before: Color[][], events: GameEvent[], after: Color[][]): Frame[] {
  const frames: Frame[] = [];
  let tracks = before.map((c) => [...c]);
  for (const i of inDrawingOrder(events)) {
    const e = events[i];
    const track = typeof e.track === "number" ? e.track : -1;
    const frame: Frame = { dispenser: tracks, event: i, marked: new Set(), flash: new Set() };
    let leaving: number[] = [];
    if ((e.type === "picked" || e.type === "helped") && typeof e.pos === "number") leaving = [e.pos];
    else if (e.type === "explosion" || e.type === "took" || e.type === "removed") leaving = nums(e.positions);
    else if (e.type === "collision") for (const p of nums(e.positions)) frame.marked.add(key(track, p));
    for (const p of leaving) frame.flash.add(key(track, p));
    frames.push(frame);
    if (leaving.length && tracks[track]) {
      tracks = tracks.map((c) => [...c]);
      tracks[track] = tracks[track].filter((_, p) => !leaving.includes(p));
    }
    if (e.type === "returned" && Array.isArray(e.marbles)) {
      tracks = tracks.map((c) => [...c]);
      for (const m of e.marbles as [Color, number][]) {
        if (Array.isArray(m) && tracks[m[1]]) tracks[m[1]].push(m[0]);
      }
      // the returned marbles are shown arriving at the tops of their tracks
      frames.push({ dispenser: tracks, event: i, marked: new Set(), flash: new Set() });
    }
  }
  frames.push({ dispenser: after, event: -1, marked: new Set(), flash: new Set() });
  return frames;
}
