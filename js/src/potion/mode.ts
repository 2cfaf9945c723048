/**
 * The interface mode of one view: what the learner is doing between two requests, as one
 * typed value changed only by `next`, a pure function of the mode and an event.
 *
 * - `play`: the board offers the moves of `legal`; `help` turns a marble's click into the
 *   little help (T3) instead of a pick; `hand` is the hand marble picked to place (its index).
 * - `drink`: choosing a drunk potion's choice, by board clicks (`sel`) or, for a choice the
 *   board cannot show, from the panel's list (`raw`, its index).
 * - `end`: choosing what to keep and which stacks to draw from at the end of the turn.
 *
 * The little-help toggle stays as it was while a choice is open (its button still says so),
 * and a new state from Python keeps it; an accepted action, an undo or a cancel clear it.
 * The selections are the choice's own objects (clicks narrow them); the mode says which one
 * is open.
 */
import type { ChoiceSelection, EndTurnSelection } from "./choices";

export type Mode =
  | { kind: "play"; help: boolean; hand: number | null }
  | { kind: "drink"; help: boolean; potion: string; potionKind: string; sel: ChoiceSelection; raw: number | null }
  | { kind: "end"; help: boolean; sel: EndTurnSelection };

export type ModeEvent =
  /** the little-help button: on or off, and no hand marble picked */
  | { type: "toggle_help" }
  /** the little help is not among the legal moves (any more) */
  | { type: "help_unavailable" }
  /** a click on hand marble `index`: picked, or put back when it was the one picked */
  | { type: "pick_hand"; index: number }
  /** Python listed the choices of drinking `potion` */
  | { type: "open_drink"; potion: string; potionKind: string; sel: ChoiceSelection }
  /** Python listed the choices of ending the turn */
  | { type: "open_end"; sel: EndTurnSelection }
  /** a choice listed in words (not on the board) chosen in the panel */
  | { type: "choose_raw"; index: number }
  /** a new state from Python is shown */
  | { type: "new_state" }
  /** an action or undo accepted, or the choice cancelled (Escape, the cancel button) */
  | { type: "reset" };

/** The mode of a view just mounted. */
export const INITIAL: Mode = { kind: "play", help: false, hand: null };

/** The mode after `event`; the same value when the event does not apply to the mode. */
export function next(mode: Mode, event: ModeEvent): Mode {
  switch (event.type) {
    case "toggle_help":
      return mode.kind === "play" ? { kind: "play", help: !mode.help, hand: null } : { ...mode, help: !mode.help };
    case "help_unavailable":
      return mode.help ? { ...mode, help: false } : mode;
    case "pick_hand":
      if (mode.kind !== "play") return mode;
      return { ...mode, hand: mode.hand === event.index ? null : event.index };
    case "open_drink":
      return { kind: "drink", help: mode.help, potion: event.potion, potionKind: event.potionKind, sel: event.sel, raw: null };
    case "open_end":
      return { kind: "end", help: mode.help, sel: event.sel };
    case "choose_raw":
      return mode.kind === "drink" ? { ...mode, raw: event.index } : mode;
    case "new_state":
      return { kind: "play", help: mode.help, hand: null };
    case "reset":
      return INITIAL;
  }
}

/** The open drink choice, or null. */
export const drinkOf = (mode: Mode) => (mode.kind === "drink" ? mode : null);
/** The open end-of-turn choice, or null. */
export const endOf = (mode: Mode) => (mode.kind === "end" ? mode.sel : null);
/** The hand marble picked to place, or null. */
export const handOf = (mode: Mode) => (mode.kind === "play" ? mode.hand : null);
