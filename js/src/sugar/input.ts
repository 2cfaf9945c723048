/**
 * What the learner does on Sugar Blast's board: a click, a press and release (a drag from one
 * candy to another is a swap), a hover (the swap's preview), keys on the grid, and the side's
 * buttons (the draw, undo, the options of a blast, the animation's). Only what `legal` lists
 * is offered; a pair that is not a legal swap still goes to Python, which refuses it naming
 * its rule. An action goes to Python through the view, which draws the answer.
 */
import type { Translate } from "../board/i18n";
import type { RequestKind } from "../board/protocol";
import type { Reply } from "../board/types";
import { blastAction, optionsAt, replaceCells, same, swapBetween } from "./legal";
import { pickedOf, type SugarMode, type SugarModeEvent } from "./mode";
import { cellKey, cellOf, keyOfCell, parse } from "./targets";
import type { BlastOption, Cell, SugarAction, SugarState } from "./types";
import type { ShownControls } from "../board/shown";

/** The part of the view's own state (`view.ts`) the handlers change: the mode (through
 * `to`), the note, the hover, the drag and the Tab stop. */
export interface InputState {
  /** What the learner is doing (`mode.ts`): changed only through `to`. */
  mode: SugarMode;
  /** A sentence shown in the hint's place (why a click did nothing), or null. */
  note: string | null;
  /** the partner cell or option hovered (its preview is drawn) */
  hover: { cell?: string; option?: number };
  /** the cell a drag started from */
  dragFrom: Cell | null;
  /** the click that ends a press already handled by pointerdown or a drag is ignored */
  skipClick: string | null;
  /** a press reached the board: the release that ends it is not a click of its own */
  pressed: boolean;
  /** the cell holding the board's Tab stop (a roving tabindex) */
  focusKey: string | null;
}

/** What the handlers read of the view and what they ask of it. */
export interface InputView {
  root: HTMLElement;
  svg: SVGSVGElement;
  side: HTMLElement;
  ui: InputState;
  /** the updates being shown (`board/shown.ts`) */
  shown: ShownControls<{ legal: SugarAction[]; options: BlastOption[] }>;
  req: { busy: boolean; refusal: unknown };
  /** the current translator's words (it changes with the language) */
  t: Translate;
  state(): SugarState;
  /** a candy's name */
  candy(type: string | null | undefined): string;
  /** the learner may act on what is shown now */
  canAct(): boolean;
  /** the cell keys that may be clicked now */
  selectable(): Set<string>;
  to(event: SugarModeEvent): void;
  render(): void;
  drawHover(): void;
  drawToolbar(): void;
  setHint(): void;
  send(kind: RequestKind): Promise<Reply | null>;
  sendAction(action: SugarAction | undefined): void;
  /** the panel beside the board (a blast's kept candy is chosen there) */
  panel: HTMLElement;
  /** the board is in edit mode (`lines.ts`): a cell takes a candy, no move is picked */
  editing(): boolean;
  /** a click on a cell in edit mode, given to the editor; false when not editing */
  put(cell: Cell | null): boolean;
}

/** Listens on the board (clicks, presses, hover, keys) and the side's buttons. */
export function listen(v: InputView): void {
  const { svg, side, root } = v;
  svg.addEventListener("click", (ev) => onClick(v, ev));
  svg.addEventListener("pointerdown", (ev) => onPointerDown(v, ev));
  svg.addEventListener("pointerup", (ev) => onPointerUp(v, ev));
  svg.addEventListener("pointerover", (ev) => onHover(v, ev));
  svg.addEventListener("focusin", (ev) => onHover(v, ev));
  svg.addEventListener("mouseleave", () => onLeave(v));
  side.addEventListener("click", (ev) => onSide(v, ev));
  side.addEventListener("pointerover", (ev) => onSideHover(v, ev));
  side.addEventListener("focusin", (ev) => onSideHover(v, ev));
  root.addEventListener("keydown", (ev) => onKey(v, ev));
}

/** The blast option `index` chosen: sent, or when it keeps a candy of the player's choice,
 * that choice opened in the panel. */
function chooseOption(v: InputView, index: number): void {
  const option = v.shown.cur.options[index];
  if (!option || !v.canAct()) return;
  v.req.refusal = null;
  if (option.keeps.length) {
    v.to({ type: "choose_option", option: index });
    v.render();
    (v.panel.querySelector("[data-btn=keep]") as HTMLElement | null)?.focus();
    return;
  }
  v.sendAction(blastAction(v.shown.cur.legal, option));
}

/** The legal swap of `p` and `q`, if any. */
const swapOf = (v: InputView, p: Cell, q: Cell) => swapBetween(v.shown.cur.legal, p, q);

/** A click, a press or Enter on the cell `k`. */
function activate(v: InputView, k: string): void {
  if (v.req.busy || v.put(cellOf(k))) return;     // in edit mode a cell takes the candy chosen
  if (v.shown.animating() || v.shown.stale()) { v.shown.skipAll(); return; }
  const target = parse(k);
  if (target?.kind === "option") { chooseOption(v, target.index); return; }
  const cell = cellOf(k);
  if (!cell || !v.canAct()) return;
  v.ui.note = null;
  const phase = v.state().phase;
  if (phase === "swap") {
    const p = pickedOf(v.ui.mode);
    if (p && !same(p, cell) && swapOf(v, p, cell)) { v.sendAction(swapOf(v, p, cell)); return; }
    if (v.selectable().has(k)) {
      v.to({ type: "pick", cell });
      v.req.refusal = null;        // a valid selection: the last refusal is no longer what is shown
    }
    else if (p && Math.abs(p[0] - cell[0]) + Math.abs(p[1] - cell[1]) === 1) v.ui.note = v.t("sugar.board.note.no_partner");
    else v.ui.note = v.t("sugar.board.note.no_swap");
  } else if (phase === "replace") {
    if (replaceCells(v.shown.cur.legal).some((c) => same(c, cell))) { v.sendAction({ type: "replace", cell }); return; }
    v.ui.note = v.t("sugar.board.note.unfit", { name: v.candy(v.state().drawn) });
  } else if (phase === "blast" && v.ui.mode.kind === "idle") {
    const found = optionsAt(v.shown.cur.options, cell);
    if (found.length === 1) { chooseOption(v, found[0]); return; }
    if (found.length > 1) v.ui.note = v.t("sugar.board.note.in_several", { count: found.length });
  }
  v.render();
}

/** The key of the target under the pointer (or the event's target). */
function keyAt(v: InputView, ev: Event): string | null {
  const pe = ev as PointerEvent;
  // the element under the pointer (a touch keeps sending to where it started)
  const under = typeof document.elementFromPoint === "function" && pe.clientX !== undefined && (pe.clientX || pe.clientY)
    ? document.elementFromPoint(pe.clientX, pe.clientY) : null;
  const node = (under && v.svg.contains(under) ? under : ev.target) as Element | null;
  return node?.closest?.("[data-key]")?.getAttribute("data-key") ?? null;
}

function onPointerDown(v: InputView, ev: Event): void {
  v.ui.pressed = true;
  v.ui.skipClick = null;
  v.ui.dragFrom = null;
  const k = keyAt(v, ev);
  const cell = cellOf(k);
  if (!k || !cell || v.state().phase !== "swap" || v.editing() || !v.selectable().has(k)) return;
  const p = pickedOf(v.ui.mode);
  // pressing a partner of the candy picked: the click that follows swaps them
  if (p && !same(p, cell) && swapOf(v, p, cell)) return;
  v.ui.dragFrom = cell;
  if (!p || !same(p, cell)) {
    // picked at the press, so a drag shows its partners; the click that follows is this press
    v.to({ type: "pick", cell });
    v.req.refusal = null;
    v.ui.note = null;            // what a click on another candy said no longer holds
    v.ui.skipClick = k;
    v.ui.focusKey = k;
    v.render();
  }
}

function onPointerUp(v: InputView, ev: Event): void {
  const from = v.ui.dragFrom;
  v.ui.dragFrom = null;
  const lost = !v.ui.pressed;
  v.ui.pressed = false;
  const k = keyAt(v, ev);
  if (lost && k && ((ev as MouseEvent).button ?? 0) === 0) {
    // a release whose press the browser lost: the press went to a node a redraw had just
    // replaced (an update arriving mid-click; a hover redraws nothing), and no click
    // follows either; the release is the click
    v.ui.skipClick = "*";
    activate(v, k);
    return;
  }
  const cell = cellOf(k);
  if (!from || !cell || same(from, cell)) return;
  v.ui.skipClick = "*";
  // a pair that is not a legal swap goes to Python too: the engine refuses it naming the
  // rule it breaks (W1 cells not side by side, R4 an empty cell, W2 no line); the board
  // guesses none of them
  if (v.canAct()) v.sendAction(swapOf(v, from, cell) ?? { type: "swap", a: from, b: cell });
}

function onClick(v: InputView, ev: Event): void {
  const k = (ev.target as Element).closest?.("[data-key]")?.getAttribute("data-key") ?? null;
  const skip = v.ui.skipClick;
  v.ui.skipClick = null;
  if (skip && (skip === "*" || skip === k)) return;
  if (k) {
    v.ui.focusKey = parse(k)?.kind === "cell" ? k : v.ui.focusKey;
    activate(v, k);
  }
}

function onHover(v: InputView, ev: Event): void {
  const k = keyAt(v, ev);
  const option = (ev.target as Element).closest?.("[data-option]")?.getAttribute("data-option");
  const next = option !== null && option !== undefined ? { option: Number(option) } : k && cellOf(k) ? { cell: k } : {};
  if (next.cell === v.ui.hover.cell && (next as { option?: number }).option === v.ui.hover.option) return;
  v.ui.hover = next;
  v.drawHover();
  v.setHint();
}

function onLeave(v: InputView): void {
  if (v.ui.hover.cell === undefined && v.ui.hover.option === undefined) return;
  v.ui.hover = {};
  v.drawHover();
  v.setHint();
}

const ARROWS: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Escape cancels the choice under way; the arrow keys move the board's Tab stop; Enter
 * and Space act on its cell. */
function onKey(v: InputView, ev: KeyboardEvent): void {
  // Keys pressed in the board are the board's, not JupyterLab's shortcuts.
  ev.stopPropagation();
  if (ev.key === "Escape") {
    v.ui.dragFrom = null;
    v.ui.note = null;
    if (v.ui.mode.kind !== "idle") {
      const back = v.ui.mode.kind === "picked" ? keyOfCell(v.ui.mode.cell) : null;
      v.to({ type: "cancel" });
      v.render();
      if (back) (v.svg.querySelector(`[data-key="${back}"]`) as SVGElement | null)?.focus();
    }
    return;
  }
  const k = (ev.target as Element).closest?.("[data-key]")?.getAttribute("data-key");
  const cell = cellOf(k);
  if (!cell || !k) return;
  const move = ARROWS[ev.key];
  if (move) {
    ev.preventDefault();
    const r = Math.max(0, Math.min(5, cell[0] + move[0]));
    const c = Math.max(0, Math.min(5, cell[1] + move[1]));
    v.ui.focusKey = cellKey(r, c);
    for (const node of v.svg.querySelectorAll(".cell[tabindex]")) node.setAttribute("tabindex", node.getAttribute("data-key") === v.ui.focusKey ? "0" : "-1");
    (v.svg.querySelector(`[data-key="${v.ui.focusKey}"]`) as SVGElement | null)?.focus();
    // the hovered-swap preview follows the keyboard too
    onHover(v, { target: v.svg.querySelector(`[data-key="${v.ui.focusKey}"]`) } as unknown as Event);
    return;
  }
  if (ev.key === "Enter" || ev.key === " ") {
    ev.preventDefault();
    v.ui.focusKey = k;
    activate(v, k);
  }
}

function onSide(v: InputView, ev: Event): void {
  const b = (ev.target as Element).closest?.("[data-btn]") as HTMLElement | null;
  const name = b?.getAttribute("data-btn");
  if (!b || !name) return;
  if (name === "skip") { v.shown.skipAll(); return; }
  if (name === "pause" && v.shown.player) {
    v.shown.toggle();
    v.drawToolbar();
    return;
  }
  if (name === "step") {
    v.shown.step();
    return;
  }
  if (v.req.busy) return;
  if (name === "draw" && v.canAct()) v.sendAction(v.shown.cur.legal.find((a) => a.type === "draw"));
  else if (name === "undo") void v.send("undo");
  else if (name === "option") chooseOption(v, Number(b.getAttribute("data-option")));
  else if (name === "keep" && v.ui.mode.kind === "keep" && v.canAct()) {
    const option = v.shown.cur.options[v.ui.mode.option];
    if (option) v.sendAction(blastAction(v.shown.cur.legal, option, b.getAttribute("data-keep") ?? undefined));
  } else if (name === "cancel") { v.to({ type: "cancel" }); v.render(); }
}

function onSideHover(v: InputView, ev: Event): void {
  const option = (ev.target as Element).closest?.("[data-btn=option]")?.getAttribute("data-option");
  const next = option !== null && option !== undefined ? Number(option) : undefined;
  if (next === v.ui.hover.option) return;
  v.ui.hover = next === undefined ? {} : { option: next };
  v.drawHover();
}
