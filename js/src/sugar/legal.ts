/**
 * What `legal` offers, read for the board: the swaps a candy takes part in, the cells a drawn
 * candy may replace, the legal action of a blast option. Lookups only: the rules that made
 * these lists are Python's.
 */
import { keyOfCell } from "./targets";
import type { BlastOption, Cell, SugarAction, SugarState, SwapPreview } from "./types";

type Swap = Extract<SugarAction, { type: "swap" }>;

export const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
export const cellSet = (cells: Cell[]) => new Set(cells.map(keyOfCell));

function sameCells(a: Cell[] | undefined, b: Cell[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  const keys = cellSet(a);
  return b.every((c) => keys.has(keyOfCell(c)));
}

/** The cells that show an option on the board: its line, or its 3 x 3 square. */
export function shapeCells(option: BlastOption): Cell[] {
  if (!option.square) return option.line ?? option.cells;
  const [r, c] = option.square;
  return [0, 1, 2].flatMap((i) => [0, 1, 2].map((j): Cell => [r + i, c + j]));
}

export const swaps = (legal: SugarAction[]): Swap[] => legal.filter((a): a is Swap => a.type === "swap");

/** The legal swap of `p` and `q` (named in either order), if any. */
export const swapBetween = (legal: SugarAction[], p: Cell, q: Cell) =>
  swaps(legal).find((a) => (same(a.a, p) && same(a.b, q)) || (same(a.a, q) && same(a.b, p)));

/** The cells a legal swap pairs with `p`. */
export const partners = (legal: SugarAction[], p: Cell): Cell[] =>
  swaps(legal).flatMap((a) => (same(a.a, p) ? [a.b] : same(a.b, p) ? [a.a] : []));

export const replaceCells = (legal: SugarAction[]): Cell[] => legal.flatMap((a) => (a.type === "replace" ? [a.cell] : []));

export const canDraw = (legal: SugarAction[]) => legal.some((a) => a.type === "draw");

/** The indexes of the options whose line or square holds `cell`. */
export const optionsAt = (options: BlastOption[], cell: Cell) =>
  options.flatMap((o, i) => (shapeCells(o).some((c) => same(c, cell)) ? [i] : []));

/** The legal blast action of `option` (with `keep` when it needs one). */
export const blastAction = (legal: SugarAction[], option: BlastOption, keep?: string) => legal.find((a) => a.type === "blast"
  && (option.square ? !!a.square && same(a.square, option.square) : sameCells(a.line, option.line ?? option.cells))
  && (keep === undefined ? a.keep === undefined : a.keep === keep));

/** The cell keys the board offers to click in `state`'s phase: a legal swap's cells (W1),
 * the cells a drawn candy may replace (N1), or the cells that belong to exactly one blast
 * option (B3; `choosing` is false while a kept candy is being chosen). */
export function offered(state: SugarState, legal: SugarAction[], options: BlastOption[], choosing: boolean): Set<string> {
  if (state.phase === "swap") return cellSet(swaps(legal).flatMap((a) => [a.a, a.b]));
  if (state.phase === "replace") return cellSet(replaceCells(legal));
  if (state.phase === "blast" && choosing) {
    return cellSet(state.board.flatMap((row, r) => row.map((_, c): Cell => [r, c])).filter((c) => optionsAt(options, c).length === 1));
  }
  return new Set();
}

/** The cells Python previews for the swap of `p` and `q` (named in either order). */
export function previewOf(previews: SwapPreview[], p: Cell, q: Cell): Set<string> {
  const found = previews.find((v) => (same(v.a, p) && same(v.b, q)) || (same(v.a, q) && same(v.b, p)));
  return found ? cellSet(found.cells) : new Set();
}
