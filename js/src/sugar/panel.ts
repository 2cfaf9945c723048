/**
 * The panel beside the board: the blast options listed in words (B3), the choice of the other
 * kept candy (B5), or the candy drawn from the bag (N1). Buttons carry `data-btn` (and
 * `data-option` or `data-keep`); the view handles their clicks.
 */
import type { Translate } from "../board/i18n";
import { h } from "../board/svg";
import { candyIcon } from "./candies";
import type { SugarMode } from "./mode";
import type { BlastOption, SugarState } from "./types";
import { aboutBlasts } from "./words";

export interface PanelLook {
  state: SugarState;
  options: BlastOption[];
  mode: SugarMode;
  /** the options may be chosen now */
  enabled: boolean;
  /** nothing is offered while a move is shown */
  hidden: boolean;
  /** a board that only shows: it offers no choice it cannot take (the candy drawn is still
   * shown, as a fact of the position) */
  readOnly: boolean;
  btn: (name: string) => HTMLElement;
}

/** Fill `panel` for `look`; it is hidden when it has nothing to say. */
export function drawPanel(panel: HTMLElement, t: Translate, look: PanelLook): void {
  const { state, options, mode, btn } = look;
  const candy = (type: string) => t(`sugar.candy.${type}`);
  panel.replaceChildren();
  panel.removeAttribute("data-panel");
  if (look.hidden) { panel.hidden = true; return; }
  if (look.readOnly && state.phase === "blast") { panel.hidden = true; return; }
  if (state.phase === "blast" && mode.kind === "keep") {
    const option = options[mode.option];
    panel.setAttribute("data-panel", "keep");
    panel.append(
      h("div", { class: "sb-panel-title" }, t("sugar.ui.keep_prompt")),
      h("div", {}, t("sugar.board.keep.lead", { option: option?.label ?? "", name: option ? candy(option.candy) : "" })),
      h("div", { class: "sb-choices", role: "group", "aria-label": t("sugar.ui.keep_prompt") }, (option?.keeps ?? []).map((type) => {
        const b = btn("keep");
        b.setAttribute("data-keep", type);
        b.append(candyIcon(type), document.createTextNode(candy(type)));
        return b;
      })),
    );
    const cancel = btn("cancel");
    cancel.textContent = t("sugar.ui.cancel");
    panel.append(h("div", { class: "sb-toolbar" }, [cancel]));
  } else if (state.phase === "blast" && options.length) {
    panel.setAttribute("data-panel", "options");
    panel.append(
      h("div", { class: "sb-panel-title" }, aboutBlasts(t, "sugar.board.options.title", options.length)),
      h("div", { class: "sb-choices" }, options.map((option, i) => {
        const b = btn("option");
        b.setAttribute("data-option", String(i));
        (b as HTMLButtonElement).disabled = !look.enabled;
        b.append(h("span", { class: "sb-num", "aria-hidden": "true" }, String(i + 1)), candyIcon(option.candy), document.createTextNode(option.label));
        return b;
      })),
    );
  } else if (state.phase === "replace" && state.drawn) {
    panel.setAttribute("data-panel", "drawn");
    panel.append(h("div", { class: "sb-panel-title" }, [candyIcon(state.drawn, 28), document.createTextNode(` ${t("sugar.ui.drawn", { candy: candy(state.drawn) })}`)]));
  }
  panel.hidden = !panel.childNodes.length;
}
