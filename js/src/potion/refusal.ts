/**
 * The alert that says why the last request was refused, with its rule's badge: written once per
 * refusal (an alert is read out each time it is written), not again at every redraw; hidden
 * when nothing is refused. In the hint's place (`view.ts`).
 */
import type { Translate } from "../board/i18n";
import type { Refusal } from "../board/types";
import { h } from "../board/svg";
import { ruleBadge, withRules } from "../board/log";

export class RefusalAlert {
  readonly el = h("div", { class: "pw-refusal", role: "alert", hidden: true });
  /** the refusal written now */
  private written: Refusal | null = null;

  /** Shows `refusal` in this reader's words (its catalog sentence when the catalog has its
   * key, else Python's message), or hides the alert for none. */
  draw(refusal: Refusal | null, t: Translate, messages: Record<string, string>, rules: Record<string, string>): void {
    this.el.hidden = !refusal;
    if (refusal === this.written) return;
    this.written = refusal;
    this.el.replaceChildren();
    if (!refusal) return;
    const message = messages[refusal.key] !== undefined ? t(refusal.key, refusal.params) : refusal.message;
    this.el.setAttribute("data-rule", refusal.rule);
    this.el.append(ruleBadge(refusal.rule, rules), h("span", {}, withRules(t("ui.refusal", { rule: refusal.rule, message }), rules)));
  }
}
