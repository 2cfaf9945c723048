/**
 * Potion Explosion's end-of-turn checklist (E1..E5 ticked as the events are shown); the log
 * itself is every board's (`board/log.ts`).
 */
import type { GameEvent } from "../board/types";
import type { Translate } from "../board/i18n";
import { h } from "../board/svg";
import { ruleBadge } from "../board/log";

export const END_STEPS = ["E1", "E2", "E3", "E4", "E5"];

/** Whether a list of events is an end of turn (contains any E1..E5 event). */
export function isEndOfTurn(events: GameEvent[]): boolean {
  return events.some((e) => END_STEPS.includes(e.rule));
}

/** The checklist: steps up to the last one shown are ticked; `all` ticks every step. */
export function drawChecklist(box: HTMLElement, events: GameEvent[], shownUpTo: number, all: boolean, t: Translate, rules: Record<string, string> = {}): void {
  let reached = -1;
  events.forEach((e, i) => {
    const at = END_STEPS.indexOf(e.rule);
    if (at >= 0 && i <= shownUpTo) reached = Math.max(reached, at);
  });
  box.replaceChildren(
    h("div", { class: "pw-checklist-title" }, t("ui.checklist.title")),
    h("ol", {}, END_STEPS.map((step, i) =>
      h("li", { class: all || i <= reached ? "done" : "todo", "data-step": step }, [
        h("span", { class: "pw-tick", "aria-hidden": "true" }, all || i <= reached ? "\u2713" : "\u25cb"),
        ruleBadge(step, rules),
        h("span", {}, t(`ui.checklist.${step}`)),
      ]),
    )),
  );
}
