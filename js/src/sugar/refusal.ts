/**
 * The Sugar Blast board's refusal line, beside the board: what Python refused last (a move, an
 * edit, a look at the strip), with the badge of its rule when it is one of the game's.
 */
import type { Translate } from "../board/i18n";
import { ruleBadge } from "../board/log";
import { h } from "../board/svg";
import type { Refusal } from "./types";

/** Draws `refusal` in `box` (hidden when there is none); `rules`: rule ID -> its text. */
export function drawRefusal(box: HTMLElement, refusal: Refusal | null, t: Translate, rules: Record<string, string>): void {
  if (!refusal) {
    box.hidden = true;
    box.removeAttribute("data-rule");
    return;
  }
  const words = refusal.message || t(refusal.key, refusal.params);
  box.hidden = false;
  box.setAttribute("data-rule", refusal.rule);
  box.replaceChildren(...(/^[GWNBRO]\d/.test(refusal.rule) ? [ruleBadge(refusal.rule, rules)] : []), h("span", { class: "pw-text" }, words));
}
