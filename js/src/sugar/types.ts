/**
 * The data `SugarBlastWidget` syncs (the state is SUGAR_BLAST.md's contract JSON). The front
 * end only reads these; Python is the single writer of the game.
 */
import type { GameEvent, Refusal } from "../board/types";
import type { TimelineInfo } from "../board/timeline";

export type { GameEvent, Refusal };

/** A cell `[row, col]`: row 0 is the south edge (drawn at the bottom), col 0 the west (G2). */
export type Cell = [number, number];
export type Seat = "south" | "west" | "north" | "east";
export type Phase = "swap" | "replace" | "blast" | "over";

export interface SugarPlayer {
  name: string;
  seat: Seat;
  /** candy type -> how many this player keeps */
  kept: Record<string, number>;
}

export interface SugarState {
  format: "sugar-blast/1";
  rng: { seed: number; draws: number };
  /** `board[row][col]`: a candy type, or null for an empty cell (R4) */
  board: (string | null)[][];
  bag: Record<string, number>;
  objective: { id?: string; total?: number; groups?: number[] };
  players: SugarPlayer[];
  current: number;
  phase: Phase;
  /** the candy drawn and shown in the replace phase (N1), else null */
  drawn: string | null;
  quiet: number;
  winner: number | null;
}

/** An action as the engine takes it; the front end sends only what `legal` lists. */
export type SugarAction =
  | { type: "swap"; a: Cell; b: Cell }
  | { type: "draw" }
  | { type: "replace"; cell: Cell }
  | { type: "blast"; line?: Cell[]; square?: Cell; keep?: string };

/** The cells of every blast a legal swap would make (`previews`, computed by Python). */
export interface SwapPreview {
  a: Cell;
  b: Cell;
  cells: Cell[];
}

/** One blast option of the blast phase (`options`, described by Python). */
export interface BlastOption {
  kind: "line3" | "line4" | "line5" | "line6" | "mega";
  line?: Cell[];
  square?: Cell;
  /** every cell the option removes (B4-B6) */
  cells: Cell[];
  candy: string;
  /** the `keep` values legal for it; empty when it needs none */
  keeps: string[];
  /** the option in words */
  label: string;
}

/** One player's kept candies against the objective (`progress`). */
export interface Progress {
  name: string;
  seat: Seat;
  kept: Record<string, number>;
  total: number;
  met: boolean;
  /** what is still missing, as a sentence */
  needed: string;
}

/** A place the lesson talks about: a cell, a seat, the objective, or a player's kept candies. */
export interface SugarMark {
  cell?: Cell;
  seat?: Seat;
  objective?: boolean;
  kept?: number;
  label?: string;
}

/** The synced traits of `SugarBlastWidget`. */
export interface SugarTraits {
  state: SugarState;
  state_id: number;
  legal: SugarAction[];
  previews: SwapPreview[];
  options: BlastOption[];
  events: GameEvent[];
  summary: string;
  actor: number;
  error: Refusal | Record<string, never>;
  messages: Record<string, string>;
  language: string;
  you: number[] | null;
  rules: Record<string, string>;
  can_undo: boolean;
  interactive: boolean;
  hover: boolean;
  marks: SugarMark[];
  log_epoch: number;
  objective_text: string;
  progress: Progress[];
  /** the seats someone really plays on this board: the person's while it is interactive and
   * the bots'; none once the game is over (written by Python only) */
  acting: number[];
  /** the explorer's (games/sugar/exploring.py): its buttons offered, the heat map on, its cells, the hint */
  explore?: boolean;
  heatmap?: boolean;
  heat?: unknown[];
  advice?: Record<string, unknown>;
  /** the strip of moves (`board/strip.py`): the lines, the move looked at, the latest moves */
  timeline?: TimelineInfo;
  /** the position editor (`lessons/edit_mode.py`, `games/sugar/edit.py`) */
  editable?: boolean;
  editing?: boolean;
  editor?: Record<string, unknown>;
}

/** The part of anywidget's model the board uses (a fake one is enough in tests). */
export interface SugarModel {
  get<K extends keyof SugarTraits>(key: K): SugarTraits[K];
  on(event: string, callback: (...args: any[]) => void): void;
  off(event?: string | null, callback?: ((...args: any[]) => void) | null): void;
  send(content: unknown): void;
}
