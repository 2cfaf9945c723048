/**
 * Sugar Blast's refusal, said beside the board (the board keeps its place): Python's sentence
 * (else the catalog's for its key), with its rule's badge when the rule is one of the game's
 * (SUGAR_BLAST.md); hidden when nothing is refused.
 */
import type { Translate } from "../board/i18n";
import type { Refusal } from "../board/types";
import { h } from "../board/svg";
import { ruleBadge } from "../board/log";

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
