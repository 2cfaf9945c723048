/**
 * The board's log as data: every event's sentence as told to this reader (with its rule ID),
 * the turns' summaries and the widget's own notes, the first line of the action being shown
 * (`base`) and the line being animated (`current`). Drawn by the shared `log.ts`.
 */
import type { Translate } from "../i18n";
import { drawLog, eventText, type LogEntry } from "../log";
import type { GameEvent } from "./types";

const LIMIT = 300;

export class Story {
  entries: LogEntry[] = [];
  /** grows with every change, so the list is redrawn only when it changed */
  version = 0;
  /** the index of the first line of the last action's events */
  base = 0;
  /** the line of the event being shown, -1 for none */
  current = -1;

  clear(): void {
    this.entries.length = 0;
    this.base = 0;
    this.current = -1;
    this.version++;
  }

  /** An action's events, each as Python told it (`say`) or from the catalog. */
  add(events: GameEvent[], t: Translate, messages: Record<string, string>): string[] {
    this.base = this.entries.length;
    const lines = events.map((e) => eventText(e, t, messages));
    events.forEach((e, i) => this.entries.push({ rule: e.rule, text: lines[i] }));
    this.version++;
    return lines;
  }

  line(text: string, kind: "summary" | "note"): void {
    this.entries.push({ rule: "", text, kind });
    this.version++;
  }

  /** Marks event `event` of the last action as the one shown (-1: none). */
  show(event: number): void {
    this.current = event < 0 ? -1 : this.base + event;
  }

  /** Keeps the newest lines only. */
  trim(): void {
    if (this.entries.length <= LIMIT) return;
    const drop = this.entries.length - LIMIT;
    this.entries.splice(0, drop);
    this.base = Math.max(0, this.base - drop);
  }

  draw(list: HTMLElement, t: Translate, rules: Record<string, string>): void {
    // the shared log's own words, in this board's catalog ids
    const words: Translate = (k, params) => t(k === "ui.log.empty" ? "sugar.board.log.empty" : k, params);
    drawLog(list, this.entries, this.current, words, this.version, rules);
    // while a move is shown step by step, its lines after the step shown wait for their own
    // step (a win is not read in the log before it is drawn on the board)
    Array.from(list.children).forEach((li, i) => li.toggleAttribute("hidden", this.current >= 0 && i > this.current));
    // the line of the step shown is kept in view inside the log's own box (never the page)
    const line = list.querySelector("li.current");
    const box = list.parentElement;
    if (line && box && typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => {
        const top = line.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
        const bottom = top + line.getBoundingClientRect().height;
        if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, top - 8);
      });
    }
  }
}
