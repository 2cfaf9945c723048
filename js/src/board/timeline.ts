/**
 * The strip of moves under the board, the banner shown while an earlier move is looked at,
 * and the switcher between lines of play. Everything drawn comes from the `timeline` trait
 * Python fills (`potion_widget/board/strip.py`, the same for every game): the moves in words, grouped by turn, the
 * move looked at and the lines' lengths. A click only asks Python (`look`, `continue`,
 * `switch`, `earlier`); the board then shows what Python sends.
 *
 * The strip is one Tab stop (a roving tabindex): the highlighted move takes focus, the
 * arrow keys, Home and End move between moves, Enter or Space looks at one.
 */
import type { Translate } from "./i18n";
import { h } from "./svg";
import { moveAlong } from "./roving";
/** The strip's look (its own sheet, added to the board's style when the strip is loaded). */
export { default as TIMELINE_STYLE } from "./timeline.css";

/** One player's turn on the strip (turn 0: the starter draft). */
export interface TimelineGroup {
  seat: number;
  turn: number;
  /** the number of the group's first move */
  step: number;
  /** each move in words, without who made it */
  moves: string[];
}

/** The `timeline` trait. */
export interface TimelineInfo {
  /** the line in play, from 1 */
  line: number;
  /** each line's number of moves */
  lines: number[];
  /** the move looked at (0: the start), or null when the present is shown */
  looking: number | null;
  /** how many moves come before the first one listed */
  first: number;
  groups: TimelineGroup[];
}

/** What the strip asks of Python. */
export type TimelineRequest =
  | { op: "look"; step: number | null }
  | { op: "continue" }
  | { op: "switch"; line: number }
  | { op: "earlier" };

/** The number of moves of the line in play. */
export function lineLength(tl: TimelineInfo | undefined): number {
  return tl ? tl.lines[tl.line - 1] ?? 0 : 0;
}

/** Whether an earlier move is being looked at (the board is then read-only). */
export function isLooking(tl: TimelineInfo | undefined): boolean {
  return !!tl && tl.looking !== null && tl.looking !== undefined;
}

/** Whether the strip is shown: the line in play has a move, or there is a second line. */
export function stripShown(tl: TimelineInfo | undefined): boolean {
  return !!tl && (lineLength(tl) > 0 || tl.lines.length > 1);
}

/** What the board shows: the move looked at, else the latest move. */
export function shownStep(tl: TimelineInfo | undefined): number {
  return isLooking(tl) ? tl!.looking! : lineLength(tl);
}

/** Whether two timeline values show different positions of the game (a look, a branch or a
 * switch): the board then jumps there, with nothing to animate. */
export function jumped(before: TimelineInfo | undefined, after: TimelineInfo | undefined): boolean {
  if (!before || !after) return false;
  return before.line !== after.line || before.lines.length !== after.lines.length
    || (before.looking ?? null) !== (after.looking ?? null)
    || (isLooking(before) && !isLooking(after));
}

/** The banner's sentence while a move is looked at, else "". */
export function lookingSentence(tl: TimelineInfo | undefined, t: Translate): string {
  if (!isLooking(tl)) return "";
  const total = lineLength(tl);
  return tl!.looking === 0 ? t("timeline.looking_start", { total }) : t("timeline.looking", { step: tl!.looking, total });
}

/** Every listed move as `{step, label}`: its number and its accessible name in words. */
export function listedMoves(tl: TimelineInfo, names: string[], t: Translate): { step: number; seat: number; label: string }[] {
  const total = lineLength(tl);
  const out: { step: number; seat: number; label: string }[] = [];
  for (const g of tl.groups) {
    g.moves.forEach((move, i) => {
      const step = g.step + i;
      out.push({ step, seat: g.seat, label: t("timeline.step_label", { step, total, name: names[g.seat] ?? "", move }) });
    });
  }
  return out;
}

const btn = (name: string, text: string, extra: Record<string, string | undefined> = {}) =>
  h("button", { type: "button", class: `pw-btn pw-tl-${name}`, "data-btn": name, ...extra }, text);

/** The strip, banner and line switcher of one view; `ask` sends a request to Python. */
export class TimelineView {
  /** shown while a move is looked at, in the box under the board, above the strip */
  readonly banner = h("div", { class: "pw-tl-banner", role: "status", hidden: true });
  /** under the board: the line switcher and the strip */
  readonly box = h("div", { class: "pw-timeline", hidden: true });
  private drawn = "";

  constructor(private ask: (request: TimelineRequest) => void) {
    this.box.addEventListener("click", (ev) => this.onClick(ev));     // the banner's too: it is in the box
    this.box.addEventListener("keydown", (ev) => this.onKey(ev as KeyboardEvent));
  }

  /** Redraws from `tl` when it changed (or the words did); `locked`: requests wait (a reply
   * or an update is pending), so the buttons are disabled. */
  draw(tl: TimelineInfo | undefined, names: string[], t: Translate, locked: boolean): void {
    const key = JSON.stringify([tl, names, locked, t("timeline.title")]);
    if (key === this.drawn) return;
    this.drawn = key;
    this.box.hidden = !stripShown(tl);
    this.banner.hidden = !isLooking(tl);
    if (!tl) return;
    this.drawBanner(tl, t, locked);
    // the banner goes with the strip, under the board, where the move was clicked: shown
    // above the board it pushed the board down at each look and up again after it (the
    // board's own hint above it says the position is read-only)
    const parts: HTMLElement[] = [this.banner];
    if (tl.lines.length > 1) parts.push(this.switcher(tl, t, locked));
    parts.push(this.strip(tl, names, t, locked));
    this.box.replaceChildren(...parts);
  }

  private drawBanner(tl: TimelineInfo, t: Translate, locked: boolean): void {
    if (!isLooking(tl)) {
      this.banner.replaceChildren();
      return;
    }
    const off = locked ? "" : undefined;
    this.banner.replaceChildren(
      h("span", { class: "pw-tl-where" }, lookingSentence(tl, t)),
      btn("tl-continue", t("timeline.continue"), { disabled: off }),
      btn("tl-latest", t("timeline.latest"), { disabled: off }),
    );
  }

  private switcher(tl: TimelineInfo, t: Translate, locked: boolean): HTMLElement {
    const row = h("div", { class: "pw-tl-lines", role: "group", "aria-label": t("timeline.lines") }, [
      h("span", { class: "pw-tl-lines-title" }, t("timeline.lines")),
    ]);
    tl.lines.forEach((count, i) => {
      const number = i + 1;
      const current = number === tl.line;
      row.append(btn(`line-${number}`, t("timeline.line", { number, count }), {
        "aria-pressed": String(current), "data-line": String(number), disabled: locked ? "" : undefined,
        "aria-label": t(current ? "timeline.line_current" : "timeline.line", { number, count }),
      }));
    });
    return row;
  }

  private strip(tl: TimelineInfo, names: string[], t: Translate, locked: boolean): HTMLElement {
    const shown = shownStep(tl);
    const total = lineLength(tl);
    const bar = h("div", { class: "pw-tl-strip", role: "toolbar", "aria-label": t("timeline.title") });
    const step = (n: number, text: string, label: string) => {
      const here = n === shown;
      return btn(`step-${n}`, text, {
        "data-step": String(n), "aria-label": label, title: label, tabindex: here ? "0" : "-1",
        "aria-current": here ? "step" : undefined, disabled: locked ? "" : undefined,
      });
    };
    if (tl.first > 0) {
      bar.append(btn("tl-earlier", t("timeline.earlier"), { "aria-label": t("timeline.earlier_label", { step: tl.first + 1 }), tabindex: "-1", disabled: locked ? "" : undefined }));
    } else {
      bar.append(h("div", { class: "pw-tl-group pw-tl-start" }, [step(0, t("timeline.start"), t("timeline.start_label"))]));
    }
    const moves = listedMoves(tl, names, t);
    let at = 0;
    for (const g of tl.groups) {
      const name = names[g.seat] ?? "";
      const title = t(g.turn === 0 ? "timeline.draft" : "timeline.turn", { number: g.turn, name });
      const group = h("div", { class: "pw-tl-group", role: "group", "aria-label": title, "data-seat": String(g.seat) }, [
        h("div", { class: "pw-tl-turn", "aria-hidden": "true" }, title),
      ]);
      const row = h("div", { class: "pw-tl-steps" });
      for (let i = 0; i < g.moves.length; i++, at++) row.append(step(moves[at].step, String(moves[at].step), moves[at].label));
      group.append(row);
      bar.append(group);
    }
    // no move is highlighted (the present lies before the listed moves): the last one is the stop
    if (!bar.querySelector('[tabindex="0"]')) bar.querySelector("[data-step]:last-of-type")?.setAttribute("tabindex", "0");
    bar.setAttribute("data-total", String(total));
    return bar;
  }

  private onClick(ev: Event): void {
    const el = (ev.target as Element).closest?.("button[data-btn]") as HTMLButtonElement | null;
    if (!el || el.disabled) return;
    const name = el.getAttribute("data-btn") ?? "";
    if (el.hasAttribute("data-step")) this.ask({ op: "look", step: Number(el.getAttribute("data-step")) });
    else if (el.hasAttribute("data-line")) this.ask({ op: "switch", line: Number(el.getAttribute("data-line")) });
    else if (name === "tl-continue") this.ask({ op: "continue" });
    else if (name === "tl-latest") this.ask({ op: "look", step: null });
    else if (name === "tl-earlier") this.ask({ op: "earlier" });
  }

  /** Arrow keys, Home and End move focus along the strip's buttons (one Tab stop). */
  private onKey(ev: KeyboardEvent): void {
    if (!(ev.target as Element).closest?.(".pw-tl-strip")) return;
    moveAlong(ev, [...this.box.querySelectorAll(".pw-tl-strip button")]);
  }
}
