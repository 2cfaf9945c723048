/**
 * Events as a step-by-step animation of the dispenser.
 *
 * The frames are rebuilt from the dispenser before the action and the events' own fields
 * (which positions left, where marbles went back): this reads what Python reported and
 * decides nothing, so no rule is re-implemented here. The last frame is always the synced
 * state itself.
 */
import type { Color, GameEvent } from "./types";
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

/** Plays frames one after another; can be paused, stepped and skipped. Timers are the only
 * clock, so tests drive it with fake timers. A frame is any value (the dispenser's `Frame`
 * by default; the Sugar Blast board plays its own). */
export class Player<F = Frame> {
  private index = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  playing = false;

  constructor(
    private frames: F[],
    private show: (frame: F, index: number, total: number) => void,
    private delay = 550,
  ) {}

  get position(): number { return this.index; }
  get total(): number { return this.frames.length; }
  get done(): boolean { return this.index >= this.frames.length - 1; }

  /** Show the first frame (unless the caller draws it itself) and run on (or wait for
   * `step`/`play` when `run` is false). */
  start(show = true, run = true): void {
    this.index = 0;
    if (show) this.show(this.frames[0], 0, this.frames.length);
    if (run) this.play();
  }

  play(): void {
    this.playing = !this.done;
    this.schedule();
  }

  pause(): void {
    this.playing = false;
    this.clear();
  }

  /** One frame forward (pauses). */
  step(): void {
    this.pause();
    this.advance();
  }

  /** Straight to the final state. */
  skip(): void {
    this.pause();
    this.index = this.frames.length - 1;
    this.show(this.frames[this.index], this.index, this.frames.length);
  }

  stop(): void { this.pause(); }

  private advance(): void {
    if (this.done) return;
    this.index++;
    this.show(this.frames[this.index], this.index, this.frames.length);
    if (this.done) this.playing = false;
  }

  private schedule(): void {
    this.clear();
    if (!this.playing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.advance();
      this.schedule();
    }, this.delay);
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
