/**
 * What the learner does on Potion Explosion's board: clicks and keys on its targets
 * (`targets.ts`), a marble hovered (Python's preview of its pick), the toolbar's and the
 * animation bar's buttons. Only what the view says is clickable now (from Python's `legal`)
 * is acted on; an action goes to Python through the view, which draws the answer.
 */
import type { Translate } from "../board/i18n";
import type { RequestKind } from "../board/protocol";
import type { Reply } from "../board/types";
import type { Action, GameState, Model, Preview } from "./types";
import { handOf, type Mode, type ModeEvent } from "./mode";
import { key, marbleKey, parse, type Target } from "./targets";
import type { ShownControls } from "../board/shown";

/** Where focus goes once the action under way is answered (`board/focus.ts`; "next": the
 * natural next place, chosen from what Python's `legal` now allows). */
export type Plan = "next" | "holes" | "panel" | "choose" | "confirm";

/** What the handlers read of the view and what they ask of it. */
export interface InputView {
  model: Model;
  root: HTMLElement;
  svg: SVGSVGElement;
  /** the view's own state: the handlers change the mode (through `to`) and the note */
  ui: { mode: Mode; note: string | null };
  /** the updates being shown (`board/shown.ts`) */
  shown: ShownControls<{ previews: Preview[] }>;
  req: { busy: boolean };
  focus: {
    pointer: boolean;
    lastFocus: string | null;
    plan: Plan | null;
    arrow(el: Element, key: string): Element | null;
    put(el: Element): void;
  };
  /** the current translator's words (it changes with the language) */
  t: Translate;
  state(): GameState;
  legal(): Action[];
  /** the keys the learner may click now */
  clickable(): Set<string>;
  to(event: ModeEvent): void;
  plan(kind: Plan): void;
  render(): void;
  drawToolbar(): void;
  drawAnimBar(): void;
  setHint(words: string): void;
  hintNow(): string;
  send(kind: RequestKind): Promise<Reply | null>;
  sendAction(action: Action): Promise<Reply | null>;
  startDrink(potion: string): Promise<void>;
  startEnd(): Promise<void>;
  placeAll(): Promise<void>;
  cancel(): void;
}

/** Listens on the view's parts: the board's targets (click, keys), the board's marbles
 * (hover, focus), the toolbar and the animation bar's buttons. */
export function listen(v: InputView, toolbar: HTMLElement, animBar: HTMLElement): void {
  v.root.addEventListener("click", (ev) => onClick(v, ev));
  toolbar.addEventListener("click", (ev) => onToolbar(v, ev));
  animBar.addEventListener("click", (ev) => onToolbar(v, ev));
  v.root.addEventListener("keydown", (ev) => onKey(v, ev));
  v.svg.addEventListener("mouseover", (ev) => onHover(v, ev));
  v.svg.addEventListener("focusin", (ev) => onHover(v, ev));
  v.svg.addEventListener("mouseleave", () => onLeave(v));
}

/** A click, Enter or Space on a board target: a choice's target is toggled, anything else
 * clickable acted on (`act`); a marble clicked while a move is being shown skips to its end. */
function activate(v: InputView, target: Element): void {
  if (v.req.busy) return;
  const k = target.getAttribute("data-key");
  const clicked = parse(k);
  if (!k || !clicked) return;
  if (clicked.kind === "marble" && (v.shown.animating() || v.shown.stale())) {
    v.shown.skipAll();
    return;
  }
  if (!v.clickable().has(k)) {
    // Nothing is sent for what cannot be chosen; the ninth marble explains itself (D2).
    if (target.classList.contains("ninth")) {
      v.ui.note = target.querySelector("title")?.textContent ?? null;
      v.drawToolbar();
    }
    return;
  }
  v.ui.note = null;
  if (v.ui.mode.kind === "drink") {
    v.ui.mode.sel.toggle(k);
    if (v.ui.mode.sel.match()) v.plan("confirm");
    v.render();
    return;
  }
  if (v.ui.mode.kind === "end") {
    if (clicked.kind === "stack") v.ui.mode.sel.chooseDraw(clicked.stack);
    v.render();
    return;
  }
  act(v, clicked);
}

/** What a click on a clickable target does outside a choice. */
function act(v: InputView, target: Target): void {
  switch (target.kind) {
    case "marble":
      void v.sendAction({ type: v.ui.mode.help ? "help" : "pick", track: target.track, pos: target.pos });
      return;
    case "tile":
      void v.sendAction({ type: "draft", tile: target.tile });
      return;
    case "potion":
      void v.startDrink(target.tile);
      return;
    case "pool":
      void v.sendAction({ type: "from_pool", color: v.state().players[v.state().current].pool[target.index] });
      return;
    case "hand":
      v.to({ type: "pick_hand", index: target.index });
      if (handOf(v.ui.mode) !== null) v.plan("holes");
      v.render();
      return;
    case "hole": {
      const handPick = handOf(v.ui.mode);
      if (handPick === null) return;
      const color = v.state().players[v.state().current].hand[handPick];
      const action = v.legal().find((x) => x.type === "place" && x.color === color && x.burner === target.burner && x.hole === target.hole);
      if (action) void v.sendAction(action);
      return;
    }
    default:
  }
}

function onClick(v: InputView, ev: Event): void {
  const target = (ev.target as Element).closest?.("[data-key]");
  if (target && v.root.contains(target)) activate(v, target);
}

const HANDLED = new Set(["Enter", " ", "Escape", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

/** Enter and Space act, the arrow keys, Home and End move in a group (`board/focus.ts`),
 * Escape cancels a choice and goes back to what opened it. */
function onKey(v: InputView, ev: KeyboardEvent): void {
  v.focus.pointer = false;
  if (!HANDLED.has(ev.key) || ev.ctrlKey || ev.metaKey || ev.altKey || ev.shiftKey) return;
  // Keys the widget handles are not JupyterLab's shortcuts (Escape would leave for the notebook).
  ev.stopPropagation();
  if (ev.key === "Escape") {
    // back to what opened the choice, else focus stays where it is
    if (v.ui.mode.kind === "end") v.focus.lastFocus = "b:end-turn:";
    else if (v.ui.mode.kind === "drink") v.focus.lastFocus = `k:${key({ kind: "potion", tile: v.ui.mode.potion })}`;
    v.focus.plan = null;
    v.cancel();
    return;
  }
  const target = (ev.target as Element).closest?.("[data-key]");
  if (!target) return;
  if (ev.key !== "Enter" && ev.key !== " ") {
    ev.preventDefault();
    const next = v.focus.arrow(target, ev.key);
    if (next) v.focus.put(next);
    return;
  }
  ev.preventDefault();
  activate(v, target);
}

function previewOf(v: InputView, track: number, pos: number): Preview | undefined {
  return v.shown.cur.previews.find((p) => p.track === track && p.pos === pos);
}

/** A selectable marble hovered or focused: Python's preview of its pick in the hint, the
 * marbles that would leave marked. */
function onHover(v: InputView, ev: Event): void {
  const target = (ev.target as Element).closest?.(".dispenser .marble.selectable");
  for (const m of v.svg.querySelectorAll(".preview-out")) m.classList.remove("preview-out");
  if (!target || v.ui.mode.help || v.ui.mode.kind !== "play") {
    if (!v.ui.note) v.setHint(v.hintNow());
    return;
  }
  // With hover off (an exercise asking for the move) nothing is previewed: `previews` is
  // empty then, and no sentence may stand in for it.
  if (v.model.get("hover") === false) {
    if (!v.ui.note) v.setHint(v.hintNow());
    return;
  }
  const track = Number(target.getAttribute("data-track"));
  const preview = previewOf(v, track, Number(target.getAttribute("data-pos")));
  // Python lists only the picks that explode; any other legal pick takes its one marble.
  if (!preview || !preview.steps) {
    v.setHint(v.t("ui.preview.none"));
    return;
  }
  for (const p of preview.positions) v.svg.querySelector(`.dispenser [data-key="${marbleKey(track, p)}"]`)?.classList.add("preview-out");
  // each colour counted by the catalog's own phrase ("2 red", "2 de color rojo"), not glued here
  const colors = Object.entries(preview.colors).map(([c, n]) => v.t("narr.colors", { count: n, color: c })).join(", ");
  v.setHint(v.t(preview.key ?? "ui.preview.pick", { ...preview.params, count: preview.count, steps: v.t("ui.preview.steps", { count: preview.steps }), colors }));
}

function onLeave(v: InputView): void {
  for (const m of v.svg.querySelectorAll(".preview-out")) m.classList.remove("preview-out");
  v.setHint(v.hintNow());
}

/** A button of the toolbar or of the animation's bar. */
function onToolbar(v: InputView, ev: Event): void {
  const name = (ev.target as Element).closest?.("[data-btn]")?.getAttribute("data-btn");
  if (!name) return;
  if (name === "anim-toggle" && v.shown.player) {
    v.shown.toggle();
    v.drawAnimBar();
    return;
  }
  if (name === "anim-step" && v.shown.player) {
    v.shown.step();
    return;
  }
  if (name === "anim-skip") { v.shown.skipAll(); return; }
  if (v.req.busy) return;
  if (name === "help") { v.to({ type: "toggle_help" }); v.render(); }
  else if (name === "place-all") void v.placeAll();
  else if (name === "to-pool" && handOf(v.ui.mode) !== null) {
    void v.sendAction({ type: "to_pool", color: v.state().players[v.state().current].hand[handOf(v.ui.mode)!] });
  } else if (name === "end-turn") void v.startEnd();
  else if (name === "undo") {
    v.plan("next");
    void v.send("undo").then((r) => { if (r?.ok) v.cancel(); });
  }
}

/** Arrow keys in the dispenser: up and down a track, left and right to the nearest marble
 * of the next track. */
export function nearestMarble(el: Element, arrowKey: string, els: Element[]): Element | null {
  const at = (e: Element) => [Number(e.getAttribute("data-track")), Number(e.getAttribute("data-pos"))];
  const [track, pos] = at(el);
  let best: Element | null = null;
  let score = Infinity;
  for (const e of els) {
    const [tr, p] = at(e);
    let d = Infinity;
    if (arrowKey === "ArrowUp" && tr === track && p > pos) d = p - pos;
    else if (arrowKey === "ArrowDown" && tr === track && p < pos) d = pos - p;
    else if (arrowKey === "ArrowRight" && tr > track) d = (tr - track) * 100 + Math.abs(p - pos);
    else if (arrowKey === "ArrowLeft" && tr < track) d = (track - tr) * 100 + Math.abs(p - pos);
    if (d < score) { score = d; best = e; }
  }
  return best;
}
