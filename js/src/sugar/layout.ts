/**
 * Where things go on the Sugar Blast board's SVG: the objective card on top, the seats'
 * bands around the 6 x 6 grid (north above, south below, west and east at the sides), the
 * row and column numbers on the grid's edges. Row 0 is drawn at the bottom, col 0 at the
 * left (G2). Pure: the same state gives the same layout.
 */
import type { Cell, Seat } from "./types";
import { wrap } from "../board/text";

export const CELL = 48;
export const SIZE = 6;
export const GRID = CELL * SIZE;
/** room for the row and column numbers */
export const EDGE = 22;
const GAP = 8;
const MARGIN = 6;
/** a north or south band's height with one line of what is still needed; a west or east
 * band's width. The band is always as tall as the most lines of it it shows, so that the
 * board keeps its place as that sentence grows or shrinks. */
export const BAND_H = 84;
export const SIDE_W = 132;
/** the font and line of the sentence of what a player still needs */
export const NEED_FONT = 12;
export const NEED_LINE = 15;
/** at most this many lines of it in a north or south band: a player who kept one type of a
 * four-group card still needs a sentence of four lines in Spanish or Japanese (three
 * squeezed its last line into an unreadable one) */
const NEED_LINES = 4;
export const OBJ_FONT = 14;
export const OBJ_LINE = 18;

export interface Box { x: number; y: number; w: number; h: number }

export interface SugarLayout {
  width: number;
  height: number;
  /** the grid's top-left corner */
  grid: { x: number; y: number };
  objective: Box & { lines: string[] };
  seats: Partial<Record<Seat, Box>>;
}

/** Room above the objective card for a mark's label: the label sits on the card's top edge
 * and, without it, is pushed down onto the card's sentence. */
export const LABEL_ROOM = 14;

/** The layout for players at `seats`, with the objective card's sentence `objective` and
 * its second line `bag`; the north and south bands hold up to four lines of what each player
 * still needs; `room` more above the card. */
export function layout(seats: Seat[], objective: string, bag: string, room = 0): SugarLayout {
  const west = seats.includes("west");
  const east = seats.includes("east");
  const gridX = MARGIN + (west ? SIDE_W + GAP : 0) + EDGE;
  const width = gridX + GRID + EDGE + (east ? GAP + SIDE_W : 0) + MARGIN;
  const objW = width - 2 * MARGIN;
  const lines = [...wrap(objective, objW - 20, OBJ_FONT, true), bag];
  const objH = lines.length * OBJ_LINE + 14;
  const objective_ = { x: MARGIN, y: MARGIN + room, w: objW, h: objH, lines };
  const bandW = GRID + 2 * EDGE;
  const bandH = BAND_H + (NEED_LINES - 1) * NEED_LINE;
  const northY = MARGIN + room + objH + GAP;
  const gridY = northY + bandH + GAP;
  const southY = gridY + GRID + EDGE + GAP;
  const out: Partial<Record<Seat, Box>> = {};
  if (seats.includes("north")) out.north = { x: gridX - EDGE, y: northY, w: bandW, h: bandH };
  if (seats.includes("south")) out.south = { x: gridX - EDGE, y: southY, w: bandW, h: bandH };
  if (west) out.west = { x: MARGIN, y: gridY, w: SIDE_W, h: GRID };
  if (east) out.east = { x: gridX + GRID + EDGE + GAP, y: gridY, w: SIDE_W, h: GRID };
  return { width, height: southY + bandH + MARGIN, grid: { x: gridX, y: gridY }, objective: objective_, seats: out };
}

/** The top-left corner of `cell` (row 0 at the bottom). */
export function cellXY(lay: SugarLayout, cell: Cell): { x: number; y: number } {
  return { x: lay.grid.x + cell[1] * CELL, y: lay.grid.y + (SIZE - 1 - cell[0]) * CELL };
}

/** A move of `rows` and `cols` cells as a screen offset (rows grow upwards). */
export function offset(rows: number, cols: number): { dx: number; dy: number } {
  return { dx: cols * CELL, dy: -rows * CELL };
}
