/**
 * What one view of Potion Explosion's board holds and reads, in one place: its own state
 * (`ViewState`: the interface mode, the note, what was drawn last), the traits of the state it
 * shows (`Snapshot`), its page parts (`ViewParts`), and `PotionView`, the one object the view's
 * drawing (`draw.ts`), actions (`acts.ts`), focus plan (`focusplan.ts`) and updates
 * (`updates.ts`) are given. Everything else a board draws is Python's traits, read here by
 * small functions of the view.
 */
import type { Action, GameState, Mark, Model, Preview, Show, Traits } from "./types";
import type { GameEvent } from "../board/types";
import type { Client } from "../board/protocol";
import type { Translate } from "../board/i18n";
import type { Frame } from "./animation";
import type { Describe } from "./describe";
import type { Mode, ModeEvent } from "./mode";
import type { TimelineInfo } from "./timeline";
import type { HeatCell } from "./heatmap";
import type { Plan } from "./input";
import type { Seats } from "./seats";
import type { Form, StatusLine } from "./status";
import type { ExploreBar } from "./explorebar";
import type { AnimBar } from "./animbar";
import type { RefusalAlert } from "./refusal";
import type { ToolbarButtons } from "./toolbar";
import type { Shown } from "../board/shown";
import type { Requests } from "../board/requests";
import type { Story } from "../board/story";
import type { Focus } from "../board/focus";
import { currentAdvice } from "./explorebar";
import { clickableKeys } from "./clickable";

/** The traits a view shows, each change queued as an update (`board/shown.ts`). */
export const TRAITS: (keyof Traits)[] = ["state", "state_id", "legal", "previews", "events", "error", "messages", "tiles", "kinds", "scores", "winners",
  "show", "marks", "you", "rules", "actor", "summary", "log_epoch", "hover", "interactive", "acting", "bots", "explore", "guide", "can_undo", "language", "timeline",
  "review", "editable", "editing", "editor", "heat", "heatmap", "advice", "preview", "explore_hint"];

/** Traits of one game state, shown together. */
export interface Snapshot {
  state: GameState;
  state_id: number;
  legal: Action[];
  previews: Preview[];
  events: GameEvent[];
  scores: number[];
  winners: number[];
  actor: number;
  summary: string;
  log_epoch: number;
  timeline?: TimelineInfo;
  /** the heat map's cells and the hint of this state (`exploring.py`) */
  heat: HeatCell[];
  advice: unknown;
}

/** The traits of the state Python holds now. */
export const snapshot = (model: Model): Snapshot => ({
  state: model.get("state"),
  state_id: model.get("state_id"),
  legal: model.get("legal") ?? [],
  previews: model.get("previews") ?? [],
  events: model.get("events") ?? [],
  scores: model.get("scores") ?? [],
  winners: model.get("winners") ?? [],
  actor: model.get("actor") ?? -1,
  summary: model.get("summary") ?? "",
  log_epoch: model.get("log_epoch") ?? 0,
  timeline: model.get("timeline"),
  heat: model.get("heat") ?? [],
  advice: model.get("advice") ?? null,
});

/** What the view holds of its own: everything else it draws is Python's traits. */
export interface ViewState {
  /** What the learner is doing (`mode.ts`): changed only through `to`. */
  mode: Mode;
  /** A sentence shown in the hint's place (a hover preview, the ninth marble), or null. */
  note: string | null;
  /** The keys of the board's parts drawn last. */
  drawn: Set<string>;
  /** The width the board was laid out for last. */
  layoutWidth: number;
  /** A render is under way (focus is kept once, at its end). */
  rendering: boolean;
  /** Once a label has needed the gutter beside the dispenser, it stays for the board's life:
   * the parts never jump as a lesson's labels come and go. A lesson's board (the explorer's
   * buttons off) has it from its first draw: a shown answer or a guided step may label a
   * dispenser place at any moment. */
  gutterKept: boolean;
  /** The summary of the last turn a bot played (the computer's), shown at the top until the
   * reader's own turn ends, an undo or a cleared log. Its line is kept on every board a bot
   * plays, empty meanwhile, so the board below never moves. */
  lastTurn: string | null;
  /** The hint's words now (a live region: rewritten only when they change). */
  hintText: string | null;
  /** Whose turn it was said to be last. */
  turnSaid: string;
}

/** The view's page parts (`view.ts`'s `viewParts`). */
export interface ViewParts {
  root: HTMLElement;
  style: HTMLElement;
  statusLine: StatusLine;
  buttons: ToolbarButtons;
  /** a button in a wrapper that says why it is disabled (`board/buttons.ts`) */
  wrap: (b: HTMLElement) => HTMLElement;
  toolbar: HTMLElement;
  explore: ExploreBar;
  hint: HTMLElement;
  refusal: RefusalAlert;
  saying: HTMLElement;
  announcer: HTMLElement;
  svg: SVGSVGElement;
  panel: HTMLElement;
  boardBox: HTMLElement;
  anim: AnimBar;
  checklist: HTMLElement;
  logList: HTMLElement;
  logTitle: HTMLElement;
  logBox: HTMLElement;
}

/** The one object a view's modules are given: its state, its parts, its helpers (`board/`)
 * and the few things only the view itself can do. */
export interface PotionView {
  /** the current translator's words (it changes with the language) */
  readonly t: Translate;
  model: Model;
  client: Client;
  opts: { delay?: number; width?: number };
  ui: ViewState;
  parts: ViewParts;
  /** Python's updates as they are shown (`board/shown.ts`) */
  shown: Shown<Snapshot, Frame>;
  /** the requests sent to Python and the last refusal (`board/requests.ts`) */
  req: Requests;
  /** the log's lines and the one shown (`board/story.ts`) */
  log: Story;
  /** who plays which seat here (`seats.ts`) */
  seating: Seats;
  focus: Focus<Plan>;
  /** changes the mode (`mode.ts`) */
  to(event: ModeEvent): void;
  /** draws the whole board anew */
  render(): void;
}

// ------------------------------------------------------------------ reading the traits
export const st = (v: PotionView): GameState => v.shown.cur.state;
export const legal = (v: PotionView): Action[] => v.shown.cur.legal;
export const rules = (v: PotionView): Record<string, string> => v.model.get("rules") ?? {};
export const messages = (v: PotionView): Record<string, string> => v.model.get("messages") ?? {};
export const language = (v: PotionView): string => v.model.get("language") ?? "en";
export function show(v: PotionView): Show {
  const s = v.model.get("show");
  return s === "dispenser" || s === "desk" ? s : "game";
}
export const marks = (v: PotionView): Mark[] => (Array.isArray(v.model.get("marks")) ? v.model.get("marks")! : []);
export const nameOf = (v: PotionView, i: number): string => st(v).players[i]?.name ?? "";
export const activeName = (v: PotionView): string => nameOf(v, st(v).current);
export const formOf = (v: PotionView): Form => v.seating.formOf(st(v).current);
export const yourTurn = (v: PotionView): boolean => v.seating.yourTurn(st(v).current);

/** Someone other than "you" is being shown playing (the computer's turn). */
export function othersMove(v: PotionView): boolean {
  const seats = v.seating.you();
  return !!seats && v.shown.cur.actor >= 0 && !seats.includes(v.shown.cur.actor) && (v.shown.running() || v.shown.stale());
}

/** Keys the user may click now, by area (`clickable.ts`). */
export const clickable = (v: PotionView): Set<string> =>
  v.shown.stale() ? new Set<string>() : clickableKeys(v.ui.mode, st(v), legal(v), yourTurn(v) && v.seating.interactive());

/** The explorer's hint for the state shown, or null. */
export const adviceShown = (v: PotionView) => currentAdvice(v.shown.cur.advice, v.shown.cur.state_id);

/** How a choice's words name things on this board (`describe.ts`). */
export function describer(v: PotionView): Describe {
  const seats = v.seating.you();
  const { t } = v;
  return {
    t, tiles: v.model.get("tiles") ?? {}, kinds: v.model.get("kinds") ?? {}, dispenser: st(v).dispenser,
    pool: (seat) => ((seats ? seats.includes(seat) : seat === st(v).current) ? t("ui.choice.pool_yours") : t("ui.choice.pool_of", { name: nameOf(v, seat) })),
  };
}

/** The layout width: the element's own width, in steps of 10 px (0 while unknown). */
export function measure(v: PotionView): number {
  if (v.opts.width) return v.opts.width;
  const root = v.parts.root;
  const w = root.clientWidth;
  if (!w) return 0;
  const cs = typeof getComputedStyle === "function" ? getComputedStyle(root) : null;
  const pad = cs ? (parseFloat(cs.paddingLeft) || 0) + (parseFloat(cs.paddingRight) || 0) : 12;
  return Math.floor((w - pad) / 10) * 10;
}
