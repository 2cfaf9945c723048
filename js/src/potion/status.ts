/**
 * The status line above the Potion Explosion board: the phase, whose turn it is (in the form
 * that fits who plays here), the countdown and the supply, the computer's last turn, the end
 * triggered and the game's result. It keeps the room of the tallest thing it may say on its
 * board (`room.ts`), so the board below does not move as its words change. It draws what it is
 * given; who may act is the view's to say.
 */
import type { GameState, Show } from "./types";
import type { Translate } from "../board/i18n";
import { withRules } from "../board/log";
import { reserveTallest } from "./room";
import { h } from "../board/svg";

const PHASE: Record<string, string> = { draft: "ui.phase.draft", play: "ui.phase.play", tiebreak: "ui.phase.tiebreak", over: "ui.phase.over" };
/** The status line's sentence per phase and person: the reader's own turn ("you"), whoever
 * is to play at a shared screen ("hotseat"), someone else who plays here ("other"), or a
 * seat nobody plays on this board ("idle": whose turn it would be, no one "is playing"). */
export type Form = "you" | "hotseat" | "other" | "idle";
const TURN: Record<string, Record<Form, string>> = {
  draft: { you: "ui.draft.you", hotseat: "ui.draft.hotseat", other: "ui.draft.other", idle: "ui.draft.idle" },
  tiebreak: { you: "ui.tiebreak.you", hotseat: "ui.tiebreak.hotseat", other: "ui.tiebreak.other", idle: "ui.tiebreak.idle" },
  play: { you: "ui.turn.you", hotseat: "ui.turn.hotseat", other: "ui.turn.other", idle: "ui.turn.idle" },
};
const FORMS: Form[] = ["you", "hotseat", "other", "idle"];

/** Whose turn it is in `phase`, in the form `form`, about `name`. */
export function turnWords(t: Translate, phase: string, form: Form, number: number, name: string): string {
  return phase === "over" ? t("ui.turn_over") : t((TURN[phase] ?? TURN.play)[form], { number, name });
}

/** What the status line says now. */
export interface StatusFacts {
  state: GameState;
  t: Translate;
  rules: Record<string, string>;
  show: Show;
  /** whether a bot plays on this board (the computer's last turn has its line) */
  bots: boolean;
  /** the computer's last turn, in words, or null */
  lastTurn: string | null;
  form: Form;
  /** the name the turn's sentence is about */
  who: string;
  winners: number[];
  scores: number[];
  /** the width the board is laid out for: the room is measured again when it changes */
  width: number;
  language: string;
}

export class StatusLine {
  readonly el = h("div", { class: "pw-status" });
  /** What the line's room was measured for: measured again when any of it changes. */
  private roomFor = "";

  draw(f: StatusFacts): void {
    this.reserve(f);
    this.says(f, f.state.phase, f.form, f.who, f.state.end_triggered);
  }

  /** The line as it reads in `phase`, in the sentence form `form` about `who`. */
  private says(f: StatusFacts, phase: string, form: Form, who: string, endTriggered: boolean): void {
    const { state, t, rules } = f;
    this.el.replaceChildren(
      h("span", { class: "pw-phase", "data-phase": phase }, t(PHASE[phase] ?? "ui.phase.play")),
      h("span", { class: "pw-turn" }, withRules(turnWords(t, phase, form, state.turn.number, who), rules)),
    );
    if (f.show === "game") {
      this.el.append(
        h("span", { class: "pw-countdown" }, t("ui.countdown", { count: state.countdown })),
        h("span", { class: "pw-supply" }, t("ui.supply", { skills: state.supply.skills, helps: state.supply.helps })),
      );
    }
    if (f.bots && phase !== "over") {
      this.el.append(h("div", { class: `pw-last-turn${f.lastTurn ? "" : " pw-empty"}` }, f.lastTurn ? withRules(f.lastTurn, rules) : "\u00a0"));
    }
    if (endTriggered && phase !== "over") this.el.append(h("span", { class: "pw-end-triggered" }, withRules(t("ui.end_triggered"), rules)));
    if (phase === "over") this.el.append(this.result(f, phase === state.phase ? f.winners : state.players.map((_, i) => i)));
  }

  /** The final result: who won (`winners`: Python's, or every seat when only measuring the
   * room of the longest result) and every final score. */
  private result(f: StatusFacts, winners: number[]): HTMLElement {
    const { state, t } = f;
    const names = winners.map((i) => state.players[i]?.name ?? String(i)).join(t("ui.and"));
    const all = state.players.map((p, i) => t("ui.final_score", { name: p.name, score: f.scores[i] ?? 0 })).join(", ");
    return h("div", { class: "pw-game-over", role: "status", "data-winners": winners.join(",") },
      withRules(winners.length ? t("ui.game_over", { count: winners.length, names, scores: all }) : t("ui.turn_over"), f.rules));
  }

  /** The line keeps the room of the tallest sentence it may say on this board: each phase
   * still to come, in each form, about each player, with the end of the game triggered, and
   * the game's result (any move may end the game: E4's trigger is not only the countdown). */
  private reserve(f: StatusFacts): void {
    const { state } = f;
    const names = state.players.map((p) => p.name);
    const phases = [...Object.keys(TURN), "over"].filter((p) => p !== "draft" || state.phase === "draft");
    // numbers change the room only with their count of digits: measured again then, not each turn
    const digits = [state.countdown, state.turn.number, state.supply.skills, state.supply.helps].map((n) => String(n).length);
    const key = JSON.stringify([f.width, f.language, names, phases, f.show, f.bots, f.lastTurn, digits]);
    if (key === this.roomFor || !this.el.isConnected) return;
    this.roomFor = key;
    const drawings = phases.flatMap((phase) => (phase === "over" ? [() => this.says(f, phase, "you", "", false)]
      : FORMS.flatMap((form) => names.map((name) => () => this.says(f, phase, form, name, f.show === "game")))));
    reserveTallest(this.el, drawings, () => undefined);
  }
}
