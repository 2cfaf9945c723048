/**
 * The plain-language log (every event with its rule ID) and the end-of-turn checklist
 * (E1..E5 ticked as the events are shown). Event sentences come from the catalog by key,
 * falling back to the English text Python sent.
 */
import type { GameEvent } from "./types";
import type { Translate } from "./i18n";
import { h } from "./svg";

export const END_STEPS = ["E1", "E2", "E3", "E4", "E5"];

/** The sentence of an event in the catalog's language. */
export function eventText(e: GameEvent, t: Translate, messages: Record<string, string>): string {
  return messages[e.key] !== undefined ? t(e.key, e.params) : e.text;
}

export interface LogEntry {
  rule: string;
  text: string;
}

/** Redraw the log list when its entries changed (`version` differs from the last drawn),
 * else only move the `current` mark (the event being animated). Scrolling happens in the
 * log's own box at the next frame, never the notebook page, and outside the render. */
export function drawLog(list: HTMLElement, entries: LogEntry[], current: number, t: Translate, version: number): void {
  if (list.getAttribute("data-version") !== String(version)) {
    list.setAttribute("data-version", String(version));
    list.replaceChildren();
    if (!entries.length) list.appendChild(h("li", { class: "pw-log-empty" }, t("ui.log.empty")));
    entries.forEach((entry) => {
      list.appendChild(h("li", { "data-rule": entry.rule }, [
        h("span", { class: "pw-rule" }, entry.rule),
        h("span", { class: "pw-text" }, entry.text),
      ]));
    });
    const box = list.parentElement;
    if (box && typeof requestAnimationFrame === "function") requestAnimationFrame(() => { box.scrollTop = box.scrollHeight; });
  }
  list.querySelector("li.current")?.classList.remove("current");
  if (current >= 0 && entries.length) list.children[current]?.classList.add("current");
}

/** Whether a list of events is an end of turn (contains any E1..E5 event). */
export function isEndOfTurn(events: GameEvent[]): boolean {
  return events.some((e) => END_STEPS.includes(e.rule));
}

/** The checklist: steps up to the last one shown are ticked; `all` ticks every step. */
export function drawChecklist(box: HTMLElement, events: GameEvent[], shownUpTo: number, all: boolean, t: Translate): void {
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
        h("span", {}, t(`ui.checklist.${step}`)),
      ]),
    )),
  );
}
