/**
 * The explorer's row under the toolbar: the Heat map button with its measure and legend, the
 * Hint button, and the hint itself (its sentence and a button that plays it). It draws what
 * Python's traits say (`heatmap`, `heat`, `advice`) and reports the user's wishes through the
 * callbacks; it decides nothing about the game.
 */
import type { Action, Mark } from "./types";
import type { Translate } from "../board/i18n";
import { h } from "../board/svg";
import { MEASURES, MEASURE_KEYS, heatLegend, isMeasure, type Measure } from "./heatmap";

/** A hint as Python sends it in the `advice` trait. */
export interface Advice {
  action: Action;
  text: string;
  marks: Mark[];
  state_id: number;
}

/** The hint, when it belongs to the state shown (`stateId`); else null. */
export function currentAdvice(advice: unknown, stateId: number): Advice | null {
  const a = advice as Partial<Advice> | null | undefined;
  return a && a.action && typeof a.text === "string" && a.state_id === stateId ? (a as Advice) : null;
}

export interface ExploreLook {
  heatmap: Measure | null;
  honest: boolean;
  advice: Advice | null;
  /** whether the Hint is offered (an exercise about the heat map offers the map alone) */
  hint: boolean;
  /** why no move can be asked for now (the toolbar's shared reason), or null */
  lock: string | null;
}

export interface ExploreCallbacks {
  heatmap(measure: Measure | null): void;
  hint(): void;
  playHint(action: Action): void;
}

type SetButton = (b: HTMLElement, label: string, why: string | null, pressed?: boolean) => void;

export class ExploreBar {
  readonly bar: HTMLElement;
  readonly advice: HTMLElement;
  private readonly heatButton: HTMLElement;
  private readonly select: HTMLSelectElement;
  private readonly legend: HTMLElement;
  private readonly hintButton: HTMLElement;
  private readonly playButton: HTMLElement;
  private readonly adviceText: HTMLElement;
  private look: ExploreLook = { heatmap: null, honest: true, advice: null, hint: true, lock: null };
  /** the measure the Heat map button turns on (the last one chosen) */
  private chosen: Measure = "marbles";

  constructor(btn: (name: string) => HTMLElement, wrap: (b: HTMLElement) => HTMLElement, private readonly on: ExploreCallbacks) {
    this.heatButton = btn("heatmap");
    this.select = h("select", { class: "pw-heat-measure" }) as HTMLSelectElement;
    this.legend = h("span", { class: "pw-heat-legend", "aria-live": "polite" });
    this.hintButton = btn("hint-ask");
    this.playButton = btn("hint-play");
    this.adviceText = h("span", { class: "pw-advice-text" });
    this.bar = h("div", { class: "pw-explore" }, [wrap(this.heatButton), this.select, wrap(this.hintButton), this.legend]);
    this.advice = h("div", { class: "pw-advice", role: "status", hidden: true }, [this.adviceText, wrap(this.playButton)]);
    this.heatButton.addEventListener("click", () => this.on.heatmap(this.look.heatmap ? null : this.chosen));
    this.select.addEventListener("change", () => {
      if (isMeasure(this.select.value)) {
        this.chosen = this.select.value;
        this.on.heatmap(this.chosen);
      }
    });
    this.hintButton.addEventListener("click", () => {
      if (this.look.hint) this.on.hint();
    });
    this.playButton.addEventListener("click", () => {
      if (this.look.advice && this.look.hint) this.on.playHint(this.look.advice.action);
    });
  }

  draw(look: ExploreLook, t: Translate, setButton: SetButton, busy: string | null): void {
    this.look = look;
    if (look.heatmap) this.chosen = look.heatmap;
    setButton(this.heatButton, t("ui.explore.btn.heatmap"), busy, look.heatmap !== null);
    this.select.setAttribute("aria-label", t("ui.explore.heat.measure"));
    this.select.replaceChildren(...MEASURES.map((m) => {
      const option = h("option", { value: m }, t(MEASURE_KEYS[m])) as HTMLOptionElement;
      option.selected = m === this.chosen;
      return option;
    }));
    this.select.disabled = busy !== null;
    this.select.hidden = look.heatmap === null;
    this.legend.textContent = look.heatmap ? heatLegend(look.heatmap, look.honest, t) : "";
    setButton(this.hintButton, t("ui.explore.btn.hint"), look.lock);
    (this.hintButton.parentElement ?? this.hintButton).hidden = !look.hint;
    this.advice.hidden = !look.advice || !look.hint;
    this.adviceText.textContent = look.advice?.text ?? "";
    setButton(this.playButton, t("ui.explore.btn.play_hint"), look.advice ? look.lock : t("ui.explore.why.hint_wait"));
  }
}
