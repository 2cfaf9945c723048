/**
 * An accepted action's events as a step-by-step animation of the board: the swap, each
 * blast (its cells fading), the kept candies flying to the player, the tilt (candies sliding
 * along their lanes, from the tilt event's `moves`), the refill (new candies dropping in from
 * the far side). The frames are rebuilt from the board before the action and the events' own
 * fields: this reads what Python reported and decides nothing. The last frame is always the
 * synced state itself.
 */
import type { GameEvent } from "../types";
import { offset } from "./layout";
import { keyOfCell } from "./targets";
import type { Cell, Seat, SugarPlayer } from "./types";

type Board = (string | null)[][];

export interface SugarFrame {
  /** index of the event this frame shows, or -1 for the final state */
  event: number;
  board: Board;
  /** the players' kept candies as they are at this step */
  players: SugarPlayer[];
  fading: Set<string>;
  slides: Map<string, { dx: number; dy: number }>;
  flash: Set<string>;
  fly: { types: string[]; from: Cell[]; player: number } | null;
}

const isCell = (v: unknown): v is Cell => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number");
const cells = (v: unknown): Cell[] => (Array.isArray(v) ? v.filter(isCell) : []);
const copy = (b: Board): Board => b.map((row) => [...row]);

/** Events that move or mark something on the board get a frame; the others (the turn
 * passing, candies going back to the bag) are told in the log only. */
const DRAWN = new Set(["swap", "blast", "keep", "tilt", "refill", "replace"]);

/** Whether any event changes the board or a player's kept candies (else nothing to play). */
export function touchesBoard(events: GameEvent[]): boolean {
  return events.some((e) => DRAWN.has(e.type));
}

/** The direction new candies come from in a refill: the side away from `seat` (R2). */
function farSide(seat: Seat): [number, number] {
  return { south: [1, 0], north: [-1, 0], west: [0, 1], east: [0, -1] }[seat] as [number, number];
}

/** One frame per drawn event, then the final state. `active` is the player acting (the
 * kept candies go to them, B8); `after` is the synced state shown last. */
export function buildFrames(before: Board, players: SugarPlayer[], active: number, events: GameEvent[], after: { board: Board; players: SugarPlayer[] }): SugarFrame[] {
  const frames: SugarFrame[] = [];
  let board = copy(before);
  let kept = players.map((p) => ({ ...p, kept: { ...p.kept } }));
  let lastBlast: Cell[] = [];
  const frame = (event: number, extra: Partial<SugarFrame> = {}): SugarFrame => ({
    event, board, players: kept, fading: new Set(), slides: new Map(), flash: new Set(), fly: null, ...extra,
  });
  events.forEach((e, i) => {
    if (!DRAWN.has(e.type)) return;
    if (e.type === "swap" && isCell(e.a) && isCell(e.b)) {
      const [a, b] = [e.a, e.b];
      board = copy(board);
      [board[a[0]][a[1]], board[b[0]][b[1]]] = [board[b[0]][b[1]], board[a[0]][a[1]]];
      frames.push(frame(i, { slides: new Map([[keyOfCell(a), offset(b[0] - a[0], b[1] - a[1])], [keyOfCell(b), offset(a[0] - b[0], a[1] - b[1])]]) }));
    } else if (e.type === "blast") {
      lastBlast = cells(e.cells);
      frames.push(frame(i, { fading: new Set(lastBlast.map(keyOfCell)) }));
      board = copy(board);
      for (const [r, c] of lastBlast) if (board[r]) board[r][c] = null;
    } else if (e.type === "keep" && e.kept && typeof e.kept === "object") {
      const got = e.kept as Record<string, number>;
      kept = kept.map((p, j) => (j !== active ? p : { ...p, kept: Object.fromEntries(
        [...new Set([...Object.keys(p.kept), ...Object.keys(got)])].map((type) => [type, (p.kept[type] ?? 0) + (got[type] ?? 0)])) }));
      const types = Object.entries(got).flatMap(([type, n]) => Array(n).fill(type) as string[]);
      frames.push(frame(i, { fly: { types, from: lastBlast, player: active } }));
    } else if (e.type === "tilt" && Array.isArray(e.moves)) {
      const moves = (e.moves as unknown[]).filter((m): m is [Cell, Cell] => Array.isArray(m) && isCell(m[0]) && isCell(m[1]));
      const next = copy(board);
      for (const [from] of moves) next[from[0]][from[1]] = null;
      for (const [from, to] of moves) next[to[0]][to[1]] = board[from[0]][from[1]];
      board = next;
      frames.push(frame(i, { slides: new Map(moves.map(([from, to]) => [keyOfCell(to), offset(from[0] - to[0], from[1] - to[1])])) }));
    } else if (e.type === "refill" && Array.isArray(e.cells)) {
      const filled = (e.cells as unknown[]).filter((c): c is [number, number, string] => Array.isArray(c) && c.length === 3);
      const seat = (kept[active]?.seat ?? "south") as Seat;
      const [dr, dc] = farSide(seat);
      // each lane's new candies enter in order from beyond the far edge
      const perLane = new Map<number, number>();
      for (const [r, c] of filled) perLane.set(dr ? c : r, (perLane.get(dr ? c : r) ?? 0) + 1);
      board = copy(board);
      const slides = new Map<string, { dx: number; dy: number }>();
      for (const [r, c, type] of filled) {
        board[r][c] = type;
        const n = perLane.get(dr ? c : r) ?? 1;
        slides.set(keyOfCell([r, c]), offset(dr * n, dc * n));
      }
      frames.push(frame(i, { slides }));
    } else if (e.type === "replace" && isCell(e.cell) && typeof e.candy === "string") {
      board = copy(board);
      board[e.cell[0]][e.cell[1]] = e.candy;
      frames.push(frame(i, { flash: new Set([keyOfCell(e.cell)]) }));
    }
  });
  frames.push({ event: -1, board: after.board, players: after.players, fading: new Set(), slides: new Map(), flash: new Set(), fly: null });
  return frames;
}

/** One frame per event with the board as it is (someone else's moves that change nothing
 * on the board, told one by one), then the final state. */
export function eventFrames(board: Board, players: SugarPlayer[], events: GameEvent[]): SugarFrame[] {
  const frames = events.map((_, i): SugarFrame => ({ event: i, board, players, fading: new Set(), slides: new Map(), flash: new Set(), fly: null }));
  frames.push({ event: -1, board, players, fading: new Set(), slides: new Map(), flash: new Set(), fly: null });
  return frames;
}
