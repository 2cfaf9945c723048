/**
 * Sugar Blast's log: the shared log (`board/story.ts`) drawn with this board's words, the
 * lines after the step shown hidden while a move is shown step by step.
 */
import type { Translate } from "../board/i18n";
import { drawLog } from "../board/log";
import { Story } from "../board/story";

export class SugarStory extends Story {
  /** whether the last draw showed one step of a move (its later lines hidden) */
  private stepping = false;

  override draw(list: HTMLElement, t: Translate, rules: Record<string, string>): void {
    // the shared log's own words, in this board's catalog ids
    const words: Translate = (k, params) => t(k === "ui.log.empty" ? "sugar.board.log.empty" : k, params);
    drawLog(list, this.entries, this.current, words, this.version, rules);
    // while a move is shown step by step, its lines after the step shown wait for their own
    // step (a win is not read in the log before it is drawn on the board)
    Array.from(list.children).forEach((li, i) => li.toggleAttribute("hidden", this.current >= 0 && i > this.current));
    const line = list.querySelector("li.current");
    const box = list.parentElement;
    // once the move's last step is over, its lines still hidden until now (the turn's summary,
    // whose turn it is) are shown: the newest line is brought into view, never left below it
    const stepping = this.current >= 0;
    if (this.stepping && !stepping && box && typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => { box.scrollTop = box.scrollHeight; });
    }
    this.stepping = stepping;
    // the line of the step shown is kept in view inside the log's own box (never the page)
    if (line && box && typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => {
        const top = line.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
        const bottom = top + line.getBoundingClientRect().height;
        if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, top - 8);
      });
    }
  }
}
