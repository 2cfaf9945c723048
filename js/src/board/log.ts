/**
 * The plain-language log of every board (every event as told to this reader, with its rule
 * ID, and the turn summaries), and rule IDs as badges: every rule ID shown carries the rule's
 * text as a tooltip and an accessible description.
 */
import type { GameEvent } from "./types";
import type { Translate } from "./i18n";
import { h } from "./svg";

/** The sentence of an event: Python's `say` (told for this reader), else the catalog's. */
export function eventText(e: GameEvent, t: Translate, messages: Record<string, string>): string {
  if (typeof e.say === "string" && e.say) return e.say;
  return messages[e.key] !== undefined ? t(e.key, e.params) : e.text;
}

export interface LogEntry {
  rule: string;
  text: string;
  /** "summary": the one-sentence summary of a turn; "note": the widget's own line */
  kind?: "summary" | "note";
  /** a line of a move since taken back: kept in the log, struck through */
  takenBack?: boolean;
}

/** A rule ID as a badge whose tooltip is the rule's text. */
export function ruleBadge(rule: string, rules: Record<string, string>, cls = "pw-rule"): HTMLElement {
  const full = rules[rule];
  return h("span", { class: cls, title: full ? `${rule}: ${full}` : undefined, "aria-description": full || undefined, "data-rule": rule }, rule);
}

/** A rule ID of either game (Potion Explosion's RULES.md, Sugar Blast's SUGAR_BLAST.md): a
 * capital and a number; only the IDs `rules` knows become tooltips. */
const RULE_ID = /\b([A-Z]\d{1,2})\b/g;

/** Plain text with every rule ID it mentions (and `rules` knows) made a badge-less span with
 * the rule's text as its tooltip. */
export function withRules(content: string, rules: Record<string, string>): Node[] {
  const out: Node[] = [];
  let last = 0;
  for (const m of content.matchAll(RULE_ID)) {
    const id = m[1];
    if (!rules[id] || m.index === undefined) continue;
    if (m.index > last) out.push(document.createTextNode(content.slice(last, m.index)));
    out.push(ruleBadge(id, rules, "pw-rule-ref"));
    last = m.index + id.length;
  }
  if (last < content.length) out.push(document.createTextNode(content.slice(last)));
  return out;
}

/** Redraw the log list when its entries changed (`version` differs from the last drawn),
 * else only move the `current` mark (the event being animated). Scrolling happens in the
 * log's own box at the next frame, never the notebook page, and outside the render. */
export function drawLog(list: HTMLElement, entries: LogEntry[], current: number, t: Translate, version: number, rules: Record<string, string> = {}): void {
  if (list.getAttribute("data-version") !== String(version)) {
    list.setAttribute("data-version", String(version));
    list.replaceChildren();
    if (!entries.length) list.appendChild(h("li", { class: "pw-log-empty" }, t("ui.log.empty")));
    // each line's number given, not counted by the list: a turn's summary, drawn without one,
    // would still take a number and the next line skip it
    let number = 0;
    entries.forEach((entry) => {
      // a line of a move taken back is struck through: a deletion, for a screen reader too
      const text = (content: string | Node[]) => h(entry.takenBack ? "del" : "span", { class: "pw-text" }, content);
      if (entry.kind === "summary") {
        list.appendChild(h("li", { class: "pw-summary" }, [text(withRules(entry.text, rules))]));
        return;
      }
      number += 1;
      list.appendChild(h("li", { value: String(number), "data-rule": entry.rule, class: entry.kind === "note" ? "pw-note" : undefined }, [
        entry.rule ? ruleBadge(entry.rule, rules) : null,
        text(entry.text),
      ]));
    });
    const box = list.parentElement;
    if (box && typeof requestAnimationFrame === "function") requestAnimationFrame(() => { box.scrollTop = box.scrollHeight; });
  }
  list.querySelector("li.current")?.classList.remove("current");
  if (current >= 0 && entries.length) list.children[current]?.classList.add("current");
}
