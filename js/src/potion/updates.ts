/**
 * Python's updates to Potion Explosion's board, as they are shown: the log's lines and the live
 * region's sentences for each (a move, an undo, a bot's turn summed up), and the move's frames
 * played (`animation.ts`) when it touched the dispenser or someone else's move is told.
 */
import type { GameState } from "./types";
import type { GameEvent } from "../board/types";
import { buildFrames, eventFrames, touchesDispenser, type Frame } from "./animation";
import { isEndOfTurn } from "./log";
import { turnWords } from "./status";
import { jumped } from "./timeline";
import { h } from "../board/svg";
import { drawAnimBar, drawPanel, drawSvg } from "./draw";
import { activeName, formOf, messages, rules, st, type PotionView, type Snapshot } from "./store";

/** Whose turn it is, as the status line says it (without the watching form). */
export function turnSentence(v: PotionView): string {
  const state = st(v);
  return turnWords(v.t, state.phase, formOf(v), state.turn.number, activeName(v));
}

/** Tell an accepted action's story, and whose turn it is when that changed, once: each
 * update replaces what the live region held. */
function announce(v: PotionView, lines: string[]): void {
  const turn = turnSentence(v);
  if (turn !== v.ui.turnSaid) {
    v.ui.turnSaid = turn;
    lines = [...lines, turn];
  }
  if (!lines.length) return;
  v.parts.announcer.replaceChildren(...lines.map((line) => h("p", {}, line)));
}

/** An emptied log (a new log epoch) is shown. */
export function startLog(v: PotionView, epoch: number): void {
  v.log.clear();
  v.shown.epoch = epoch;
  // whatever was under way on the board before is over (an exercise reset may leave the
  // state as it was: a refusal, a marble picked, would stay on screen with no new state)
  v.req.refusal = null;
  v.ui.note = null;
  v.to({ type: "new_state" });
}

/** The log of the state first shown: its events and the summary of the turn that led to it. */
export function firstLog(v: PotionView): void {
  const { log, shown } = v;
  log.add(shown.cur.events, v.t, messages(v));
  if (shown.cur.summary) log.line(shown.cur.summary, "summary");
  log.trim();
  if (shown.cur.summary && v.seating.byBot(shown.cur.actor)) v.ui.lastTurn = shown.cur.summary;
}

/** The update `snap` is shown: its lines logged and said, its move played. */
export function apply(v: PotionView, snap: Snapshot): void {
  const { shown, log, ui, t } = v;
  const before = shown.cur.state;
  const previous = shown.cur.timeline;
  let cleared = false;
  if (snap.log_epoch !== shown.epoch) {
    startLog(v, snap.log_epoch);
    cleared = true;
  }
  shown.cur = snap;
  const story = log.add(snap.events, t, messages(v));
  if (!snap.events.length && !cleared) {
    log.takeBack(t("ui.log.undo"));
    story.push(t("ui.log.undo"));
  }
  if (snap.summary) story.push(snap.summary);
  if (cleared || !snap.events.length) ui.lastTurn = null;
  if (snap.summary) ui.lastTurn = v.seating.byBot(snap.actor) ? snap.summary : null;
  announce(v, story);
  if (snap.summary) log.line(snap.summary, "summary");
  log.trim();
  v.req.refusal = null;
  ui.note = null;
  v.to({ type: "new_state" });
  // a look back, a branch or a switch jumps to another position: nothing moves there
  const jump = jumped(previous, snap.timeline);
  startAnimation(v, jump ? undefined : before, snap.events);
}

function startAnimation(v: PotionView, before: GameState | undefined, events: GameEvent[]): void {
  const { shown, log } = v;
  shown.stop();
  log.show(-1);
  if (shown.skipping || !before || !events.length) return;
  // Several moves in a row, or someone else's move: each event is told in turn.
  const you = v.seating.you();
  const told = shown.stale() || (you !== null && shown.cur.actor >= 0 && !you.includes(shown.cur.actor));
  let frames: Frame[];
  if (touchesDispenser(events) || isEndOfTurn(events)) frames = buildFrames(before.dispenser, events, st(v).dispenser);
  else if (told) frames = eventFrames(st(v).dispenser, events);
  else return;
  shown.play(frames, {
    at: (f) => log.show(f.event),
    step: () => {
      drawSvg(v);
      drawAnimBar(v);
      drawPanel(v);
      log.draw(v.parts.logList, v.t, rules(v));
    },
    delay: v.opts.delay,
  });
}
