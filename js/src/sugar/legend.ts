/**
 * The legend beside the board: each of the six candies with its colour, its symbol and its
 * name in the board's language (G1), so a learner can name every candy from the start. It is
 * drawn once per language and never moves.
 */
import type { Translate } from "../board/i18n";
import { h } from "../board/svg";
import { TYPES, candyIcon } from "./candies";

/** Fill `box` (a list) with the six candies, unless it already shows them in `language`. */
export function drawLegend(box: HTMLElement, t: Translate, language: string): void {
  if (box.getAttribute("lang") === language && box.childNodes.length) return;
  box.setAttribute("lang", language);
  box.setAttribute("aria-label", t("sugar.board.legend"));
  box.replaceChildren(...TYPES.map((type) => {
    const name = t(`sugar.candy.${type}`);
    return h("li", { class: "sb-legend-item", "data-candy": type, title: name }, [candyIcon(type, 22), h("span", {}, name)]);
  }));
}
