/**
 * What can be clicked on the Sugar Blast board, made and read here only.
 *
 * | target | key        | what                                   |
 * |--------|------------|----------------------------------------|
 * | cell   | `cell:R:C` | the cell at row R, column C (from 0)   |
 * | option | `opt:I`    | blast option I of the `options` trait  |
 *
 * Mark anchors (`seat:S`, `kept:P`, `objective`) name places to draw at, not things to click.
 */
import type { Cell } from "./types";

export type Target = { kind: "cell"; row: number; col: number } | { kind: "option"; index: number };

export const cellKey = (row: number, col: number) => `cell:${row}:${col}`;
export const optionKey = (index: number) => `opt:${index}`;
export const keyOfCell = (cell: Cell) => cellKey(cell[0], cell[1]);

const NUMBER = /^(0|[1-9]\d*)$/;

/** The target a key names, or null when it is not a target's key. */
export function parse(k: string | null | undefined): Target | null {
  if (typeof k !== "string") return null;
  const parts = k.split(":");
  if (!parts.slice(1).every((p) => NUMBER.test(p))) return null;
  const n = parts.slice(1).map(Number);
  if (parts[0] === "cell" && n.length === 2) return { kind: "cell", row: n[0], col: n[1] };
  if (parts[0] === "opt" && n.length === 1) return { kind: "option", index: n[0] };
  return null;
}

/** The cell a key names, or null. */
export function cellOf(k: string | null | undefined): Cell | null {
  const t = parse(k);
  return t?.kind === "cell" ? [t.row, t.col] : null;
}

/** Anchor keys of the places marks can name besides cells. */
export const seatAnchor = (seat: string) => `seat:${seat}`;
export const keptAnchor = (player: number) => `kept:${player}`;
export const OBJECTIVE_ANCHOR = "objective";
