/**
 * The Sugar Blast board's explorer: a Heat map button, a Hint button, the hint's sentence with a
 * button that plays it, and the heat layer over the grid. It draws what Python's traits say
 * (`explore`, `heatmap`, `heat`, `advice`, from `games/sugar/exploring.py`) and reports the user's
 * wishes through callbacks; it decides nothing. The heat map's tint is the Potion board's
 * (`heatColor`): one hue, darker is better.
 */
import type { Translate } from "../board/i18n";
import { h, s, text } from "../board/svg";
import { heatColor } from "../board/heat";
import { CELL, cellXY, type SugarLayout } from "./layout";
import type { Cell, SugarAction, SugarMark } from "./types";

/** One swapped cell of the heat map, as Python sends it (`games/sugar/ranking.heat_cells`). */
export interface SugarHeatCell {
  cell: Cell;
  rank: number;
  value: number;
  /** the candies its best swap surely keeps for the objective */
  text: string;
  /** the best swap's value over the best of all, 0 to 1 */
  level: number;
}

/** A hint as Python sends it in the `advice` trait. */
export interface SugarAdvice {
  action: SugarAction;
  text: string;
  marks: SugarMark[];
  state_id: number;
}

export interface ExploreLook {
  /** whether the board offers the explorer's buttons at all */
  explore: boolean;
  heatmap: boolean;
  /** the hint for the state shown, or null */
  advice: SugarAdvice | null;
  /** why the buttons cannot be used now, or null */
  lock: string | null;
}

export interface ExploreHandlers {
  heatmap(on: boolean): void;
  hint(): void;
  play(action: SugarAction): void;
}

/** The hint of `advice` when it belongs to the state shown, else null. */
export function adviceFor(advice: unknown, stateId: number): SugarAdvice | null {
  const a = advice as Partial<SugarAdvice> | null;
  return a && typeof a.text === "string" && a.action && a.state_id === stateId ? (a as SugarAdvice) : null;
}

/** The explorer's row (Heat map, Hint) and the hint's box (its sentence, Play the hint). */
export class ExploreBar {
  readonly bar: HTMLElement;
  readonly box: HTMLElement;
  private readonly heatButton: HTMLElement;
  private readonly hintButton: HTMLElement;
  private readonly playButton: HTMLElement;
  private readonly sentence: HTMLElement;
  private look: ExploreLook = { explore: false, heatmap: false, advice: null, lock: null };

  constructor(btn: (name: string) => HTMLElement, on: ExploreHandlers) {
    this.heatButton = btn("heatmap");
    this.hintButton = btn("hint-ask");
    this.playButton = btn("hint-play");
    this.sentence = h("p", { class: "sb-advice-text", "aria-live": "polite" });
    this.bar = h("div", { class: "sb-toolbar sb-explore" }, [this.heatButton, this.hintButton]);
    this.box = h("div", { class: "sb-advice", hidden: true }, [this.sentence, this.playButton]);
    this.heatButton.addEventListener("click", () => on.heatmap(!this.look.heatmap));
    this.hintButton.addEventListener("click", () => on.hint());
    this.playButton.addEventListener("click", () => { if (this.look.advice) on.play(this.look.advice.action); });
  }

  draw(t: Translate, look: ExploreLook): void {
    this.look = look;
    this.bar.hidden = !look.explore;
    this.heatButton.textContent = t("sugar.explore.heat.button");
    // the rings' numbers are explained where the map is turned on (a ring itself takes no hover)
    this.heatButton.setAttribute("title", t("sugar.explore.heat.why"));
    this.heatButton.setAttribute("aria-pressed", String(look.heatmap));
    this.hintButton.textContent = t("sugar.explore.hint.button");
    this.playButton.textContent = t("sugar.explore.hint.play");
    for (const b of [this.heatButton, this.hintButton, this.playButton]) (b as HTMLButtonElement).disabled = look.lock !== null;
    this.box.hidden = !look.explore || !look.advice;
    this.sentence.textContent = look.advice?.text ?? "";
  }
}

/** The heat layer over the grid: each swapped cell tinted by its best swap's level, with what
 * that swap surely keeps for the objective written in its corner. It takes no clicks: the
 * candies under it stay clickable. */
export function drawSugarHeat(cells: SugarHeatCell[], lay: SugarLayout, t: Translate): SVGElement {
  const layer = s("g", { class: "sb-heat" });
  for (const cell of cells) {
    const { x, y } = cellXY(lay, cell.cell);
    const color = heatColor(cell.level);
    layer.appendChild(s("g", {
      class: "heat-cell", role: "img", "data-cell": `${cell.cell[0]},${cell.cell[1]}`, "data-rank": cell.rank,
      "data-level": cell.level, "aria-label": t("sugar.explore.heat.cell", { count: Number(cell.text) }),
    }, [
      // on the cell's edge, outside the blue frame of a candy that can be clicked (style.ts's
      // hl-ring, 2.5 in): the board's sentence points to those frames, so they stay in sight
      s("rect", { class: "heat-ring", x: x + 0.5, y: y + 0.5, width: CELL - 1, height: CELL - 1, rx: 8, stroke: color }),
      s("rect", { class: "heat-badge", x: x + CELL - 17, y: y + 2, width: 15, height: 14, rx: 4, fill: color }),
      text(cell.text, { class: `heat-value${cell.level > 0.55 ? " on-dark" : ""}`, x: x + CELL - 9.5, y: y + 13, "text-anchor": "middle" }),
    ]));
  }
  return layer;
}

/** The explorer's styles (appended to the board's). */
export const EXPLORE_STYLE = `
.sugar-blast .sb-heat { pointer-events: none; }
.sugar-blast .sb-heat .heat-ring { fill: none; stroke-width: 2; opacity: .9; }
.sugar-blast .sb-heat .heat-badge { stroke: #222; stroke-width: .6; }
.sugar-blast .sb-heat .heat-value { font-size: 10px; font-weight: 700; fill: #1a1a1a; }
.sugar-blast .sb-heat .heat-value.on-dark { fill: #fff; }
.sugar-blast .sb-advice { margin: 4px 0; padding: 4px 8px; border-left: 4px solid hsl(280, 70%, 45%); }
.sugar-blast .sb-advice[hidden], .sugar-blast .sb-explore[hidden] { display: none; }
.sugar-blast .sb-advice-text { margin: 0 0 4px; }
`;
