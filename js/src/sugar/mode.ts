/**
 * The interface mode of one Sugar Blast view: what the learner is doing between two
 * requests, as one typed value changed only by `next`, a pure function of the mode and an
 * event.
 *
 * - `idle`: nothing picked; the board offers what `legal` lists.
 * - `picked`: the first candy of a swap is picked (`cell`); its legal partners are offered.
 * - `keep`: blast option `option` is chosen and needs the other kept candy's type (B5).
 */
import type { Cell } from "./types";

export type SugarMode =
  | { kind: "idle" }
  | { kind: "picked"; cell: Cell }
  | { kind: "keep"; option: number };

export type SugarModeEvent =
  /** a candy that starts a legal swap clicked (or pressed to drag): picked, or put back
   * when it was the one picked */
  | { type: "pick"; cell: Cell }
  /** an option that needs a choice of kept candy chosen */
  | { type: "choose_option"; option: number }
  /** a new state from Python is shown */
  | { type: "new_state" }
  /** Escape, the cancel button, or an accepted action */
  | { type: "cancel" };

export const IDLE: SugarMode = { kind: "idle" };

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];

/** The mode after `event`. */
export function next(mode: SugarMode, event: SugarModeEvent): SugarMode {
  switch (event.type) {
    case "pick":
      return mode.kind === "picked" && same(mode.cell, event.cell) ? IDLE : { kind: "picked", cell: event.cell };
    case "choose_option":
      return { kind: "keep", option: event.option };
    case "new_state":
    case "cancel":
      return IDLE;
  }
}

/** The candy picked for a swap, or null. */
export const pickedOf = (mode: SugarMode): Cell | null => (mode.kind === "picked" ? mode.cell : null);
