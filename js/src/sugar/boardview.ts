/**
 * Sugar Blast's board drawn into the view's SVG: the layout for the seats and the objective,
 * the grid at the step shown (while a move is shown, its player is the one marked and each
 * seat's progress is the one its kept candies have then), what may be clicked, the picked
 * candy's partners and the hovered swap's preview, the options of a blast, the marks and the
 * heat map. Focus stays on the cell that held it.
 */
import type { Translate } from "../board/i18n";
import { fitTexts } from "../board/text";
import { placeLabels } from "../board/marks";
import { progressAt, sum, type Ending, type SugarFrame } from "./frames";
import { LABEL_ROOM, layout, type SugarLayout } from "./layout";
import { pickedOf, type SugarMode } from "./mode";
import { drawSugar, showHover, type BoardLook } from "./render";
import { drawSugarHeat, type SugarHeatCell } from "./explore";
import { cellKey, cellOf, keyOfCell, parse } from "./targets";
import { cellSet, partners, previewOf } from "./legal";
import type { BlastOption, Cell, GameEvent, Progress, SugarAction, SugarMark, SugarState, SugarTraits } from "./types";

/** What the board is drawn from. */
export interface BoardView {
  t: Translate;
  state: SugarState;
  /** the step of a move shown, or null for the state itself */
  frame: SugarFrame | null;
  animating: boolean;
  ending: Ending;
  /** who made the move shown (-1: none) and its events */
  actor: number;
  events: GameEvent[];
  /** each seat's progress now and before the move shown */
  progress: Progress[];
  progressBefore: Progress[];
  objectiveText: string;
  /** the lesson's marks (an objective's label takes room) and the hint's */
  marks: SugarMark[];
  adviceMarks: SugarMark[];
  /** the cell keys that may be clicked now */
  keys: Set<string>;
  mode: SugarMode;
  highlights: { partners: Set<string>; preview: Set<string> };
  options: BlastOption[];
  optionsClickable: boolean;
  you: number[] | null;
  /** the heat map's cells, or null when it is not drawn */
  heat: SugarHeatCell[] | null;
  /** the view's own state: the layout drawn, the Tab stop, the option hovered */
  ui: { lay: SugarLayout | null; focusKey: string | null; hover: { option?: number } };
  root: HTMLElement;
  svg: SVGSVGElement;
  boardBox: HTMLElement;
}

/** The cells the option hovered would blast, else the swap hovered (or dragged to) from the
 * candy picked (none when the board previews nothing: `hover` off). */
export function hoverPreview(ui: { hover: { cell?: string; option?: number }; dragFrom: Cell | null; mode: SugarMode },
  options: BlastOption[], previews: SugarTraits["previews"], hoverOn: boolean): Set<string> {
  if (ui.hover.option !== undefined && options[ui.hover.option]) return cellSet(options[ui.hover.option].cells);
  const p = ui.dragFrom ?? pickedOf(ui.mode);
  const q = cellOf(ui.hover.cell);
  return p && q && hoverOn ? previewOf(previews, p, q) : new Set();
}

/** The neighbours of the candy picked that make a legal swap with it (none unless `offered`). */
export function pickedPartners(mode: SugarMode, offered: boolean, legal: SugarAction[]): Set<string> {
  const p = pickedOf(mode);
  return p && offered ? cellSet(partners(legal, p)) : new Set<string>();
}

export function drawBoard(v: BoardView): void {
  const { t, state, svg, ui } = v;
  const step = v.frame;
  const progress = step && v.animating ? progressAt(step.players, v.progress, v.progressBefore) : v.progress;
  const seats = state.players.map((p) => p.seat);
  // while a move is shown, the bag as at its step (a refill takes its candies at its own step)
  const bag = step ? step.bag : sum(state.bag);
  const lay = layout(seats, t("sugar.board.objective", { text: v.objectiveText }), t("sugar.ui.bag", { count: bag }),
    v.marks.some((m) => m.objective === true && !!m.label) ? LABEL_ROOM : 0);
  ui.lay = lay;
  const p = pickedOf(v.mode);
  const picked = p && !v.animating ? keyOfCell(p) : null;
  if (!ui.focusKey || !parse(ui.focusKey)) ui.focusKey = [...v.keys][0] ?? cellKey(5, 0);
  const look: BoardLook = {
    // while a move is shown, its player is the one marked (the board tilts towards them)
    board: step ? step.board : state.board, players: step ? step.players : state.players,
    current: step && v.actor >= 0 ? v.actor : state.current,
    active: !v.ending.over, winner: v.ending.winner, you: v.you, progress,
    selectable: v.keys, picked, ...v.highlights,
    options: v.animating || state.phase !== "blast" ? [] : v.options,
    optionsClickable: v.optionsClickable, chosenOption: v.mode.kind === "keep" ? v.mode.option : null,
    fading: step?.fading ?? new Set(), slides: step?.slides ?? new Map(), flash: step?.flash ?? new Set(), fly: step?.fly ?? null,
    focus: ui.focusKey, marks: [...v.marks, ...v.adviceMarks],
  };
  const hadFocus = svg.contains(document.activeElement);
  svg.setAttribute("viewBox", `0 0 ${lay.width} ${lay.height}`);
  // drawn near its own size: a wide output area does not blow the board up
  svg.style.maxWidth = `${Math.round(lay.width * 1.2)}px`;
  v.boardBox.style.flexBasis = `${lay.width}px`;
  svg.setAttribute("aria-label", t("sugar.ui.board"));
  svg.setAttribute("aria-description", t("sugar.board.keys"));
  svg.replaceChildren(...drawSugar(t, look, lay));
  if (v.heat) svg.appendChild(drawSugarHeat(v.heat, lay, t));
  showHover(svg, look, ui.hover.option);
  svg.classList.toggle("animating", v.animating);
  // what the step shown is (the browser tests watch the tilt), "" for the state itself
  v.root.setAttribute("data-frame", step && v.animating ? v.events[step.event]?.type ?? "" : "");
  if (hadFocus) (svg.querySelector(`[data-key="${ui.focusKey}"]`) as SVGElement | null)?.focus();
  if (svg.isConnected) {
    fitTexts(svg);
    // a mark's label is moved off the candies (the hint's would cover the candy beside its ring)
    if (look.marks.some((m) => m.label)) placeLabels(svg);
  }
}
