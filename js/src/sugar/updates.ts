/**
 * Python's updates to Sugar Blast's board, as they are shown: the traits of one state read
 * together, the log's lines and the live region's sentences for each (a move, an undo, an
 * exercise reset), and the move's steps played (`frames.ts`) unless the reader asked for
 * reduced motion.
 */
import type { Translate } from "../board/i18n";
import type { Shown } from "../board/shown";
import { buildFrames, eventFrames, sum, touchesBoard, type SugarFrame } from "./frames";
import type { SugarModeEvent } from "./mode";
import type { SugarStory } from "./story";
import type { BlastOption, GameEvent, SugarAction, SugarModel, SugarState, SugarTraits } from "./types";
import { jumped, type TimelineInfo } from "../board/timeline";

/** Traits of one game state, shown together. */
export interface Snapshot {
  state: SugarState;
  state_id: number;
  legal: SugarAction[];
  previews: SugarTraits["previews"];
  options: BlastOption[];
  events: GameEvent[];
  summary: string;
  actor: number;
  log_epoch: number;
  objective_text: string;
  progress: SugarTraits["progress"];
  /** the strip of moves (`board/timeline.ts`) */
  timeline?: TimelineInfo;
}

/** The traits of the state Python holds now. */
export const snapshot = (model: SugarModel): Snapshot => ({
  state: model.get("state"),
  state_id: model.get("state_id"),
  legal: model.get("legal") ?? [],
  previews: model.get("previews") ?? [],
  options: model.get("options") ?? [],
  events: model.get("events") ?? [],
  summary: model.get("summary") ?? "",
  actor: model.get("actor") ?? -1,
  log_epoch: model.get("log_epoch") ?? 0,
  objective_text: model.get("objective_text") ?? "",
  progress: model.get("progress") ?? [],
  timeline: model.get("timeline"),
});

/** What showing an update reads of the view and changes in it. */
export interface UpdateView {
  /** the current translator's words */
  readonly t: Translate;
  model: SugarModel;
  shown: Shown<Snapshot, SugarFrame>;
  story: SugarStory;
  announcer: HTMLElement;
  ui: { progressBefore: SugarTraits["progress"]; note: string | null; hover: { cell?: string; option?: number } };
  req: { refusal: unknown };
  to(event: SugarModeEvent): void;
  /** no animation (the page's prefers-reduced-motion, or the view's option) */
  reduced(): boolean;
  /** milliseconds per animation step */
  delay?: number;
  you(): number[] | null;
  /** whose turn it is once the move shown is over */
  settledTurn(): string;
  /** draws the step shown */
  step(): void;
}

/** An emptied log (a new log epoch) is shown. */
export function showEmptied(v: UpdateView, epoch: number): void {
  v.story.clear();
  v.shown.epoch = epoch;
  // whatever was under way on the board before is over (an exercise reset may leave the
  // state as it was: a refused swap, a candy picked, would stay on screen with no new state)
  v.req.refusal = null;
  v.ui.note = null;
  v.ui.hover = {};
  v.to({ type: "new_state" });
  // an emptied log is an exercise tried again: its moves were undone one by one, but
  // what a reader hears is that the board was reset
  v.announcer.textContent = [v.t("sugar.board.log.reset"), v.settledTurn()].join(" ");
}

/** The update `snap` is shown: its lines logged and said, its move played. */
export function apply(v: UpdateView, snap: Snapshot): void {
  const { shown, story, t } = v;
  const before = shown.cur.state;
  const previous = shown.cur.timeline;
  let cleared = false;
  if (snap.log_epoch !== shown.epoch) {
    story.clear();
    shown.epoch = snap.log_epoch;
    cleared = true;
  }
  v.ui.progressBefore = shown.cur.progress;
  shown.cur = snap;
  const told = story.add(snap.events, t, v.model.get("messages") ?? {});
  if (!snap.events.length && !cleared) {
    story.takeBack(t("sugar.board.log.undo"));
    told.push(t("sugar.board.log.undo"));
  } else if (!snap.events.length) told.push(t("sugar.board.log.reset"));
  if (snap.summary) {
    story.line(snap.summary, "summary");
    told.push(snap.summary);
  }
  story.trim();
  v.req.refusal = null;
  v.ui.note = null;
  v.ui.hover = {};
  v.to({ type: "new_state" });
  // a look back, a branch or a switch jumps to another position: nothing moves there
  if (jumped(previous, snap.timeline)) { shown.stop(); story.show(-1); } else startAnimation(v, before, snap.events);
  // said once, so it says whose turn it is once the move is over, not while it is shown
  told.push(v.settledTurn());
  v.announcer.textContent = told.join(" ");
}

function startAnimation(v: UpdateView, before: SugarState, events: GameEvent[]): void {
  const { shown, story } = v;
  shown.stop();
  story.show(-1);
  if (shown.skipping || v.reduced() || !events.length) return;
  const state = shown.cur.state;
  const you = v.you();
  const told = shown.stale() || (you !== null && shown.cur.actor >= 0 && !you.includes(shown.cur.actor));
  let frames: SugarFrame[];
  if (touchesBoard(events)) frames = buildFrames(before.board, before.players, before.current, events, { ...state, over: state.phase === "over" });
  else if (told) frames = eventFrames(state.board, state.players, sum(state.bag), events, { over: state.phase === "over", winner: state.winner });
  else return;
  shown.play(frames, { at: (f) => story.show(f.event), step: () => v.step(), delay: v.delay ?? 550 });
}
