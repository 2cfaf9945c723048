/**
 * The board's buttons under it (help, place all, to the pool, end the turn, undo) and the
 * explorer's (`explorebar.ts`): each button's label, and why it is disabled now, in words,
 * from the state, Python's `legal` and who plays here; never a rule decided here.
 */
import type { Translate } from "../board/i18n";
import { setButton } from "../board/buttons";
import type { Action, GameState, Model, Show } from "./types";
import { handOf, type Mode } from "./mode";
import type { Seats } from "./seats";
import { isMeasure } from "./heatmap";
import { currentAdvice, type ExploreBar } from "./explorebar";

/** The toolbar's buttons, by name. */
export interface ToolbarButtons {
  help: HTMLElement;
  placeAll: HTMLElement;
  toPool: HTMLElement;
  endTurn: HTMLElement;
  undo: HTMLElement;
}

/** What the toolbar is drawn from. */
export interface ToolbarView {
  t: Translate;
  model: Model;
  mode: Mode;
  state: GameState;
  legal: Action[];
  show: Show;
  seating: Seats;
  /** a request is waiting */
  busy: boolean;
  /** what is shown is not the newest state (a queue of updates, someone else's move told) */
  queued: boolean;
  /** a move of the strip is looked at (`timeline.ts`) */
  looking: boolean;
  advice: unknown;
  stateId: number;
  buttons: ToolbarButtons;
  explore: ExploreBar;
}

/** The first placement when each colour's placements all go to one burner (so "place all"
 * needs no decision from the user), else null. */
export function unambiguousPlacement(legal: Action[]): Action | null {
  const places = legal.filter((a) => a.type === "place");
  const burners = new Map<unknown, Set<unknown>>();
  for (const a of places) {
    if (!burners.has(a.color)) burners.set(a.color, new Set());
    burners.get(a.color)!.add(a.burner);
  }
  if (!places.length || [...burners.values()].some((b) => b.size > 1)) return null;
  return places[0];
}

/** Why a move cannot be made now for a reason shared by every button, or null. */
export function lockReason(v: ToolbarView): string | null {
  const { t, state, seating } = v;
  const active = state.players[state.current]?.name ?? "";
  if (v.busy) return t("ui.why.busy");
  if (v.queued) return t("ui.why.queue");
  if (v.looking) return t("timeline.why.looking");
  if (v.mode.kind !== "play") return t("ui.why.choosing");
  if (state.phase === "over") return t("ui.why.over");
  if (!seating.plays(state.current)) return t("ui.why.idle", { name: active });
  if (seating.byBot(state.current) && !seating.personPlays()) return t("ui.why.locked");
  if (!seating.yourTurn(state.current)) return t("ui.why.not_your_turn", { name: active });
  return null;
}

/** Writes every button's label and state (the view has switched help off first when no help
 * is legal: `help_unavailable`). */
export function drawToolbar(v: ToolbarView): void {
  const { t, state, buttons, legal: acts } = v;
  const canHelp = acts.some((a) => a.type === "help");
  const help = v.mode.help;
  const handPick = handOf(v.mode);
  const me = state.players[state.current];
  const handColor = handPick !== null ? me?.hand[handPick] : undefined;
  const lock = lockReason(v);
  const helpWhy = lock ?? (state.phase !== "play" ? t("ui.why.help_phase")
    : state.turn.helped ? t("ui.why.help_used") : !canHelp ? t("ui.why.help_none") : null);
  setButton(buttons.help, t(help ? "ui.btn.help_on" : "ui.btn.help"), helpWhy, help);
  const places = acts.some((a) => a.type === "place");
  const placeWhy = lock ?? (!me?.hand.length ? t("ui.why.hand_empty")
    : !places ? t("ui.why.place_none") : !unambiguousPlacement(acts) ? t("ui.why.place_choose") : null);
  setButton(buttons.placeAll, t("ui.btn.place_all"), placeWhy);
  const poolWhy = lock ?? (!me?.hand.length ? t("ui.why.hand_empty")
    : !handColor ? t("ui.why.to_pool_pick")
    : acts.some((a) => a.type === "to_pool" && a.color === handColor) ? null
    : acts.some((a) => a.type === "place" && a.color === handColor) ? t("ui.why.to_pool_fits") : t("ui.why.pool_full"));
  setButton(buttons.toPool, t("ui.btn.to_pool"), poolWhy);
  const endWhy = lock ?? (state.phase === "draft" ? t("ui.why.end_draft") : state.phase === "tiebreak" ? t("ui.why.end_tiebreak") : null);
  setButton(buttons.endTurn, t("ui.btn.end_turn"), endWhy);
  // The dispenser alone has no desk: what concerns the hand and the turn's end is not offered.
  const deskless = v.show === "dispenser";
  for (const b of [buttons.placeAll, buttons.toPool, buttons.endTurn]) {
    if (b.parentElement) (b.parentElement as HTMLElement).hidden = deskless;
  }
  const undoWhy = v.busy ? t("ui.why.busy") : v.queued ? t("ui.why.queue")
    : v.looking ? t("timeline.why.looking") : v.mode.kind !== "play" ? t("ui.why.choosing")
    : state.phase === "over" ? t("ui.why.undo_over")
    : !v.seating.interactive() ? t("ui.why.undo_locked")
    : v.model.get("can_undo") === false ? t("ui.why.nothing_to_undo") : null;
  setButton(buttons.undo, t("ui.btn.undo"), undoWhy);
  const heatMeasure = v.model.get("heatmap");
  v.explore.draw({
    heatmap: isMeasure(heatMeasure) ? heatMeasure : null,
    honest: v.model.get("preview") !== "all-seeing",
    advice: currentAdvice(v.advice, v.stateId),
    hint: v.model.get("explore_hint") !== false,
    lock,
  }, t, setButton, v.busy ? t("ui.why.busy") : null);
}
