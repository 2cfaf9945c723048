/**
 * The panel of a choice under way, laid over the board beside what is being chosen: a
 * potion's effect and the choices the board cannot show (listed in words), or the end of a
 * turn (which marbles to keep, which stacks to draw from), what is chosen so far, and the
 * buttons that confirm or cancel it; with the end-of-turn checklist under the board. Drawn
 * from the mode (`mode.ts`) and the state; its buttons change the mode or send through the view.
 * The rows of a choice are a part loaded the first time a board opens one (`choicepanel.ts`,
 * `lazy.ts`): a choice is opened only once its part is here.
 */
import type { Translate } from "../board/i18n";
import type { GameEvent } from "../board/types";
import { h } from "../board/svg";
import { btn } from "../board/buttons";
import type { GameState, Model } from "./types";
import type { Describe } from "./describe";
import { drinkOf, type Mode, type ModeEvent } from "./mode";
import { drawChecklist, isEndOfTurn } from "./log";
import { loadedPart } from "./lazy";

/** What the panel is drawn from, and what its buttons do. */
export interface PanelView {
  t: Translate;
  model: Model;
  mode: Mode;
  state: GameState;
  rules: Record<string, string>;
  words: Describe;
  /** a request is waiting: nothing can be confirmed */
  busy: boolean;
  /** the keys of the board's parts drawn now (a choice's target not drawn is listed in words) */
  drawn: Set<string>;
  /** the events shown, the one the animation is at (-1: none) and whether it runs */
  events: GameEvent[];
  frameEvent: number;
  animating: boolean;
  panel: HTMLElement;
  checklist: HTMLElement;
  boardBox: HTMLElement;
  svg: SVGSVGElement;
  wrap: (b: HTMLElement) => HTMLElement;
  render(): void;
  to(event: ModeEvent): void;
  clearNote(): void;
  cancel(): void;
  confirmDrink(): void;
  confirmEnd(): void;
}

/** A panel's confirm and cancel buttons, in their row. */
export interface PanelActions {
  confirm: HTMLElement;
  cancel: HTMLElement;
  row: HTMLElement;
}

/** Draws the panel (hidden while no choice is open) and the end-of-turn checklist. */
export function drawPanel(v: PanelView): void {
  v.panel.replaceChildren();
  v.panel.hidden = v.mode.kind === "play";
  v.checklist.hidden = true;
  const confirm = btn("confirm");
  const cancel = btn("cancel");
  const actions: PanelActions = { confirm, cancel, row: h("div", { class: "pw-panel-buttons" }, [v.wrap(confirm), v.wrap(cancel)]) };
  cancel.textContent = v.t("ui.btn.cancel");
  cancel.addEventListener("click", v.cancel);
  const part = v.mode.kind !== "play" ? loadedPart("choices") : undefined;
  part?.drawChoice(v, actions);
  const events = v.events;
  if (v.mode.kind !== "end" && isEndOfTurn(events)) {
    v.checklist.hidden = false;
    drawChecklist(v.checklist, events, v.frameEvent >= 0 ? v.frameEvent : events.length, !v.animating, v.t, v.rules);
  }
  if (part) part.placePanel(v.panel, v.boardBox, v.svg, drinkOf(v.mode)?.potion);
  else {
    // no choice open: the panel is back in the flow, hidden (`panelspot.ts` places an open one)
    v.panel.classList.remove("pw-floating");
    v.panel.style.left = v.panel.style.top = "";
  }
}

