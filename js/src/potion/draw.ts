/**
 * Drawing one view of Potion Explosion's board from what it shows (`store.ts`): the status
 * line, the board's SVG, the toolbar with the hint, the choice's panel, the animation bar and
 * a refusal. Each draws only from Python's traits and the view's own state; what a button or
 * the panel does goes back through the view's actions (`acts.ts`).
 */
import { needsGutter } from "./marks";
import { placeLabels } from "../board/marks";
import { drawPanel as drawChoicePanel } from "./panel";
import { drawToolbar as drawButtons } from "./toolbar";
import { chosenKeys } from "./clickable";
import { drawBoardSvg } from "./boardsvg";
import { playHint } from "./hints";
import { loadedPart } from "./lazy";
import { layoutBoard, type Layout } from "./layout";
import { fitTexts } from "../board/text";
import { isLooking } from "./timeline";
import { withRules } from "../board/log";
import { cancelModes, confirmDrink, confirmEnd } from "./acts";
import {
  activeName, adviceShown, clickable, describer, formOf, language, legal, marks, measure, messages, nameOf, othersMove, rules, show, st,
  type PotionView,
} from "./store";

export function drawStatus(v: PotionView): void {
  const { shown, model, ui } = v;
  v.parts.statusLine.draw({
    state: st(v), t: v.t, rules: rules(v), show: show(v), bots: (model.get("bots") ?? []).length > 0, lastTurn: ui.lastTurn,
    form: othersMove(v) ? "other" : formOf(v), who: othersMove(v) ? nameOf(v, shown.cur.actor) : activeName(v),
    winners: shown.cur.winners, scores: shown.cur.scores, width: measure(v), language: language(v),
  });
}

export function drawToolbar(v: PotionView): void {
  const { shown, parts } = v;
  if (!legal(v).some((a) => a.type === "help")) v.to({ type: "help_unavailable" });
  drawButtons({
    t: v.t, model: v.model, mode: v.ui.mode, state: st(v), legal: legal(v), show: show(v), seating: v.seating, busy: v.req.busy,
    queued: shown.stale() || othersMove(v), looking: isLooking(shown.cur.timeline), advice: shown.cur.advice,
    stateId: shown.cur.state_id, buttons: parts.buttons, explore: parts.explore,
  });
  setHint(v, hintNow(v));
}

/** The hint is a live region: it is rewritten only when its words change. */
export function setHint(v: PotionView, content: string): void {
  if (content === v.ui.hintText) return;
  v.ui.hintText = content;
  v.parts.hint.replaceChildren(...withRules(content, rules(v)));
}

/** The hint line: a note (a hover preview, the ninth marble), else the words of a guided
 * step (Python's `guide`), else the board's own hint. */
export function hintNow(v: PotionView): string {
  return v.ui.note ?? (v.model.get("guide") || currentHint(v));
}

function currentHint(v: PotionView): string {
  const { t, shown, ui, model } = v;
  if (v.req.busy) return t("ui.hint.wait");
  if (othersMove(v)) return t("ui.hint.watching", { name: nameOf(v, shown.cur.actor) });
  if (shown.stale()) return t("ui.hint.showing");
  if (isLooking(shown.cur.timeline)) return t("timeline.hint.looking");
  // a potion is drunk once the choice's part is here (`acts.ts`): it says the drink's hint
  if (ui.mode.kind === "drink") return loadedPart("choices")?.drinkHint(ui.mode, t, model.get("kinds") ?? {}, describer(v)) ?? "";
  if (ui.mode.kind === "end") return t("ui.hint.end_turn");
  return playHint({ t, state: st(v), mode: ui.mode, seating: v.seating, legal: legal(v), hover: model.get("hover") !== false, show: show(v) });
}

/** The seats whose desks a board shows. */
function seatsShown(v: PotionView): number[] {
  const state = st(v);
  const shows = show(v);
  if (shows === "game") return state.players.map((_, i) => i);
  if (shows === "desk") return [Math.min(state.players.length - 1, Math.max(0, v.seating.you()?.[0] ?? state.current))];
  return [];
}

export function drawSvg(v: PotionView): void {
  const { shown, ui, model, parts: { svg } } = v;
  const state = st(v);
  const shows = show(v);
  const animating = shown.animating();
  const keys = animating ? new Set<string>() : clickable(v);
  const withBoard = shows === "game" || (shows === "desk" && state.phase === "draft");
  const hinted = model.get("explore_hint") !== false ? adviceShown(v)?.marks ?? [] : [];
  const allMarks = [...marks(v), ...hinted];
  ui.layoutWidth = measure(v);
  ui.gutterKept = ui.gutterKept || needsGutter(allMarks);
  const lay: Layout = layoutBoard(state, shows, seatsShown(v), withBoard, ui.layoutWidth, ui.gutterKept);
  drawBoardSvg({
    t: v.t, tiles: model.get("tiles"), kinds: model.get("kinds"), state, lay, keys, chosen: chosenKeys(ui.mode), frame: shown.frame, animating,
    heat: shown.cur.heat, heatmap: model.get("heatmap"), winners: shown.cur.winners, scores: shown.cur.scores, you: v.seating.you(), marks: allMarks, svg,
  });
  svg.classList.toggle("animating", animating);
  ui.drawn = new Set([...svg.querySelectorAll("[data-key]")].map((n) => n.getAttribute("data-key")!));
  v.focus.applyRoving();
  if (svg.isConnected) {
    fitTexts(svg);
    if (allMarks.length) placeLabels(svg);
  }
  if (!ui.rendering) v.focus.keep();
}

export function drawPanel(v: PotionView): void {
  const { shown, parts } = v;
  drawChoicePanel({
    t: v.t, model: v.model, mode: v.ui.mode, state: st(v), rules: rules(v), words: describer(v), busy: v.req.busy, drawn: v.ui.drawn,
    events: shown.cur.events, frameEvent: shown.frame ? shown.frame.event : -1, animating: shown.animating(),
    panel: parts.panel, checklist: parts.checklist, boardBox: parts.boardBox, svg: parts.svg, wrap: parts.wrap, render: v.render, to: v.to,
    clearNote: () => { v.ui.note = null; },
    cancel: () => cancelModes(v), confirmDrink: () => confirmDrink(v), confirmEnd: () => confirmEnd(v),
  });
}

export function drawAnimBar(v: PotionView): void {
  v.parts.anim.draw(v.shown, v.t);
}

export function drawRefusal(v: PotionView): void {
  v.parts.refusal.draw(v.req.refusal, v.t, messages(v), rules(v));
}
