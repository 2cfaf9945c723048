/**
 * An accepted action's events as a step-by-step animation of the board: the swap, each
 * blast (its cells fading), the kept candies flying to the player, the tilt (candies sliding
 * along their lanes, from the tilt event's `moves`), the refill (new candies dropping in from
 * the far side). The frames are rebuilt from the board before the action and the events' own
 * fields: this reads what Python reported and decides nothing. The last frame is always the
 * synced state itself.
 */
import type { GameEvent } from "../board/types";
import { offset } from "./layout";
import { keyOfCell } from "./targets";
import type { Cell, Progress, Seat, SugarPlayer } from "./types";

type Board = (string | null)[][];

export interface SugarFrame {
  /** index of the event this frame shows, or -1 for the final state */
  event: number;
  board: Board;
  /** the players' kept candies as they are at this step */
  players: SugarPlayer[];
  /** how many candies the bag holds at this step, as the log has told it so far: a blast's
   * candies not kept are back in it once their return is told, a refill's leave it at its step */
  bag: number;
  fading: Set<string>;
  slides: Map<string, { dx: number; dy: number }>;
  flash: Set<string>;
  fly: { types: string[]; from: Cell[]; player: number } | null;
  /** whether the game has ended as this step shows it (O2, O3): only the last step, the
   * state after the move, shows the end; every step before it shows the game going on */
  over: boolean;
  /** the winner as this step shows it, else null */
  winner: number | null;
}

const isCell = (v: unknown): v is Cell => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number");
const cells = (v: unknown): Cell[] => (Array.isArray(v) ? v.filter(isCell) : []);
const copy = (b: Board): Board => b.map((row) => [...row]);

/** Events that move or mark something on the board get a frame; the others (the turn
 * passing, candies going back to the bag, the end of the game) are told in the log only, and
 * the end is shown with the state after the move, the last step. */
const DRAWN = new Set(["swap", "blast", "keep", "tilt", "refill", "replace"]);
/** How every step before the last shows the game: going on (an action after the end is
 * refused, O4, so before the move it went on). */
const GOING_ON: Ending = { over: false, winner: null };

/** Whether any event changes the board or a player's kept candies (else nothing to play). */
export function touchesBoard(events: GameEvent[]): boolean {
  return events.some((e) => DRAWN.has(e.type));
}

/** The direction new candies come from in a refill: the side away from `seat` (R2). */
function farSide(seat: Seat): [number, number] {
  return { south: [1, 0], north: [-1, 0], west: [0, 1], east: [0, -1] }[seat] as [number, number];
}

/** The state's parts that say where every candy is: on the board, kept, in the bag, drawn. */
interface Whereabouts { board: Board; players: SugarPlayer[]; bag: Record<string, number>; drawn?: string | null }

/** How many candies `counts` holds in all (a bag, a player's kept candies). */
export const sum = (counts: Record<string, number>): number => Object.values(counts).reduce((a, n) => a + n, 0);
const onBoard = (board: Board): number => board.reduce((a, row) => a + row.filter((c) => c !== null).length, 0);
const keptBy = (players: SugarPlayer[]): number => players.reduce((a, p) => a + sum(p.kept), 0);

/** Every candy of the game (G1), counted where `state` has them: in the bag, on the board,
 * kept and drawn. At a step of a move no candy is drawn (a drawn one is on the board from the
 * replace's step, N1), so the bag holds this less those on the step's board and kept (G3). */
function allCandies(state: Whereabouts): number {
  return sum(state.bag) + onBoard(state.board) + keptBy(state.players) + (state.drawn ? 1 : 0);
}

/** One frame per drawn event, then the final state. `active` is the player acting (the
 * kept candies go to them, B8); `after` is the synced state shown last. */
export function buildFrames(before: Board, players: SugarPlayer[], active: number, events: GameEvent[], after: Ending & Whereabouts): SugarFrame[] {
  const frames: SugarFrame[] = [];
  let board = copy(before);
  let kept = players.map((p) => ({ ...p, kept: { ...p.kept } }));
  let lastBlast: Cell[] = [];
  // a blast's candies between leaving the board and going back to the bag (B8): they are in
  // neither until the event that says they return
  let away = 0;
  const all = allCandies(after);
  const frame = (event: number, extra: Partial<SugarFrame> = {}): SugarFrame => ({
    event, board, players: kept, bag: all - onBoard(board) - keptBy(kept) - away, fading: new Set(), slides: new Map(), flash: new Set(), fly: null,
    ...GOING_ON, ...extra,
  });
  events.forEach((e, i) => {
    if (e.type === "returned") away = 0;
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
      for (const [r, c] of lastBlast) if (board[r]?.[c]) { board[r][c] = null; away += 1; }
    } else if (e.type === "keep" && e.kept && typeof e.kept === "object") {
      const got = e.kept as Record<string, number>;
      kept = kept.map((p, j) => (j !== active ? p : { ...p, kept: Object.fromEntries(
        [...new Set([...Object.keys(p.kept), ...Object.keys(got)])].map((type) => [type, (p.kept[type] ?? 0) + (got[type] ?? 0)])) }));
      away -= sum(got);
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
  frames.push({ event: -1, board: after.board, players: after.players, bag: sum(after.bag), fading: new Set(), slides: new Map(), flash: new Set(), fly: null,
    over: after.over, winner: after.winner });
  return frames;
}

/** Whether the game is over and who won, at some step. */
export interface Ending {
  over: boolean;
  winner: number | null;
}


/** One frame per event with the board as it is (someone else's moves that change nothing
 * on the board, told one by one), then the final state. */
export function eventFrames(board: Board, players: SugarPlayer[], bag: number, events: GameEvent[], after: Ending): SugarFrame[] {
  const frames = events.map((_, i): SugarFrame => ({ event: i, board, players, bag, fading: new Set(), slides: new Map(), flash: new Set(), fly: null, ...GOING_ON }));
  frames.push({ event: -1, board, players, bag, fading: new Set(), slides: new Map(), flash: new Set(), fly: null, ...after });
  return frames;
}

/** Each player's progress as it may be told at a step before the last: the progress after
 * the move for a player whose kept candies are already those (`after`), the progress before
 * it for one whose candies have not changed yet (`before`), and nothing said (not met, no
 * sentence) between two keeps of one move: what is still needed is never shown beside kept
 * candies it is not about. A met objective is said with the end, at the last step. */
export function progressAt(players: SugarPlayer[], after: Progress[], before: Progress[]): Progress[] {
  const same = (a: Record<string, number>, b: Record<string, number>) => {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
  };
  return players.map((p, i) => {
    if (after[i] && same(p.kept, after[i].kept) && !after[i].met) return after[i];
    if (before[i] && same(p.kept, before[i].kept)) return before[i];
    const total = Object.values(p.kept).reduce((a, n) => a + n, 0);
    return { name: p.name, seat: p.seat, kept: p.kept, total, met: false, needed: "" };
  });
}
