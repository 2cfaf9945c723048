/**
 * A board's log as data, for every game's view: every event's sentence as told to this reader
 * (with its rule ID), the turns' summaries and the widget's own notes, the first line of the
 * action being shown (`base`) and the line being animated (`current`). Drawn by `log.ts`.
 */
import type { Translate } from "./i18n";
import { drawLog, eventText, type LogEntry } from "./log";
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
  /** the first line of each action still in the game, newest last: an undo takes back the last */
  private moveStarts: number[] = [];

  clear(): void {
    this.entries.length = 0;
    this.base = 0;
    this.current = -1;
    this.moveStarts.length = 0;
    this.version++;
  }

  /** An action's events, each as Python told it (`say`) or from the catalog. */
  add(events: GameEvent[], t: Translate, messages: Record<string, string>): string[] {
    this.base = this.entries.length;
    if (events.length) this.moveStarts.push(this.base);
    const lines = events.map((e) => eventText(e, t, messages));
    events.forEach((e, i) => this.entries.push({ rule: e.rule, text: lines[i] }));
    this.version++;
    return lines;
  }

  /** The last action still in the game was taken back: its lines (and its turn's summary)
   * stay in the log, marked as no longer part of the game, and the note `text` says so. */
  takeBack(text: string): void {
    // the lines after it are of actions taken back before it, and the notes that say so
    for (const entry of this.entries.slice(this.moveStarts.pop() ?? this.entries.length)) entry.takenBack = entry.kind !== "note";
    this.line(text, "note");
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
    this.moveStarts = this.moveStarts.map((first) => Math.max(0, first - drop));
  }

  /** Draws the log in `list` (redrawn only when it changed). */
  draw(list: HTMLElement, t: Translate, rules: Record<string, string>): void {
    drawLog(list, this.entries, this.current, t, this.version, rules);
  }
}
