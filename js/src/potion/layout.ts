/**
 * Where the parts of the board go, for what `show` asks and the width the board has. The
 * board is laid out for its real width (the viewBox is as wide as the output area, so one
 * SVG unit is one CSS pixel and no text is drawn below 12 px): side by side when there is
 * room, else the desks go below the dispenser.
 */
import type { GameState, Show } from "./types";
import { WIDTH as DISP_W, HEIGHT as DISP_H } from "./dispenser";
import { deskHeight, DESK_W } from "./desk";
import { boardSize } from "./board";
import { GUTTER_W } from "./marks";

export const MARGIN = 10;
/** The narrowest layout: one desk and its margins. */
export const MIN_W = DESK_W + 2 * MARGIN;
/** The layout used before the width is known (and in tests). */
export const DEFAULT_W = 1100;
/** The dispenser alone is never drawn more than this much larger than 1:1, nor wider than
 * DISPENSER_MAX px (unless its labels need more). */
export const DISPENSER_ZOOM = 1.3;
export const DISPENSER_MAX = 480;

export interface Layout {
  width: number;
  height: number;
  dispenser: { x: number; y: number };
  gutter: { x: number; w: number } | null;
  board: { x: number; y: number; cols: number; tileW: number } | null;
  desks: { player: number; x: number; y: number }[];
  /** a CSS max-width for the SVG, or null to fill the width */
  maxWidth: number | null;
}

/** The layout for a container `width` CSS px wide (0: unknown). `seats` are the desks to
 * draw; `board` says whether the stacks (or the draft offer) are drawn. */
export function layoutBoard(state: GameState, show: Show, seats: number[], board: boolean, width: number, gutter: boolean): Layout {
  const dispW = DISP_W + (gutter ? GUTTER_W : 0);
  const out: Layout = {
    width: 0, height: 0, dispenser: { x: MARGIN, y: MARGIN },
    gutter: gutter ? { x: MARGIN + DISP_W, w: GUTTER_W } : null,
    board: null, desks: [], maxWidth: null,
  };
  if (show === "dispenser") {
    out.width = dispW + 2 * MARGIN;
    out.height = DISP_H + 2 * MARGIN;
    out.maxWidth = Math.max(out.width, Math.min(DISPENSER_MAX, Math.round(out.width * DISPENSER_ZOOM)));
    return out;
  }
  const W = width > 0 ? Math.max(MIN_W, Math.floor(width / 10) * 10) : DEFAULT_W;
  const x0 = MARGIN + dispW + 20;
  const right = W - x0 - MARGIN;
  let bottom = MARGIN + DISP_H;
  if (right >= DESK_W) {
    // Side by side: the board and the desks right of the dispenser.
    let y = MARGIN;
    if (board) {
      // five tiles in a row, as wide as the column allows (100 to 120)
      const tileW = Math.min(120, Math.floor((right + 10) / 5) - 10);
      const cols = tileW >= 100 ? 5 : Math.max(1, Math.floor((right + 10) / 110));
      const w = tileW >= 100 ? tileW : 100;
      out.board = { x: x0, y, cols, tileW: w };
      y += boardSize(state, cols, w).h + 8;
    }
    for (const player of seats) {
      out.desks.push({ player, x: x0, y });
      y += deskHeight(state, player) + 10;
    }
    bottom = Math.max(bottom, y - 10);
  } else {
    let y = MARGIN + DISP_H + 14;
    if (board) {
      const besideW = Math.min(120, Math.floor((right - 10) / 2));
      if (besideW >= 100) {
        const cols = Math.max(2, Math.floor((right + 10) / (besideW + 10)));
        out.board = { x: x0, y: MARGIN, cols, tileW: besideW };
        y = Math.max(y, MARGIN + boardSize(state, cols, besideW).h + 14);
      } else {
        const tileW = Math.min(120, Math.floor((W - 2 * MARGIN - 40) / 5));
        const cols = Math.max(1, Math.floor((W - 2 * MARGIN + 10) / (tileW + 10)));
        out.board = { x: MARGIN, y, cols, tileW };
        y += boardSize(state, cols, tileW).h + 14;
      }
    }
    for (const player of seats) {
      out.desks.push({ player, x: MARGIN, y });
      y += deskHeight(state, player) + 10;
    }
    bottom = Math.max(bottom, y - 10);
  }
  out.width = W;
  out.height = Math.ceil(bottom + MARGIN);
  return out;
}
