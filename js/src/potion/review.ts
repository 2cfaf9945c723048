/**
 * The review of a game on its board: a chart of each player's expected standing after each of
 * their decisions, and the same as a table. Everything drawn comes from the `review` trait
 * Python fills (`games/potion/review.py` through the widget's `review_game`): the decisions in
 * the order played, each with its verdict, the points it lost against the searching player's
 * best move, the standing it left and its judgement in words. A click (or Enter) on a decision
 * only asks Python to look at the position where it was made (the timeline's `look`).
 *
 * The chart's points are one Tab stop (a roving tabindex): arrow keys, Home and End move between
 * decisions. The table lists the same decisions with a button for each.
 */
import type { Translate } from "../board/i18n";
import { h, s, text, title } from "../board/svg";
import { moveAlong } from "../board/roving";
/** The review's look (its own sheet, added to the board's style when the part is loaded). */
export { default as REVIEW_STYLE } from "./review.css";

/** One decision judged. */
export interface ReviewMove {
  /** its place in the line's moves (0: the first): the position to look at is `index` */
  index: number;
  seat: number;
  turn: number;
  verdict: string;
  lost: number;
  /** the mover's expected standing after it: points ahead of the best other player */
  standing: number;
  sentence: string;
}

/** The `review` trait (empty when the board has no review, or the line changed since). */
export interface ReviewInfo {
  line?: number;
  length?: number;
  players?: string[];
  moves?: ReviewMove[];
}

/** The chart's size in its own units (it scales to the board's width). */
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 44, right: 12, top: 14, bottom: 24 };
/** The marks a verdict adds to its point, as chess notes do (not colour alone). */
const NOTES: Record<string, string> = { inaccuracy: "?!", mistake: "?", blunder: "??" };
/** Each seat's line, told apart by its dashes as well as by its colour. */
const DASHES = ["", "6 4", "2 3", "8 3 2 3"];

/** Whether the board has a review to draw. */
export function hasReview(info: ReviewInfo | undefined): boolean {
  return !!info && Array.isArray(info.moves) && info.moves.length > 0;
}

/** A number of points as the board writes it: whole numbers plain, else one decimal. */
export function points(value: number): string {
  const whole = Math.round(value);
  return Math.abs(value - whole) < 0.05 ? String(whole) : value.toFixed(1);
}

/** The accessible name of one decision, in words. */
export function decisionLabel(move: ReviewMove, names: string[], t: Translate): string {
  return t("review.chart.point", {
    turn: move.turn, name: names[move.seat] ?? "", verdict: t(`review.verdict.${move.verdict}`),
    standing: points(move.standing), lost: points(move.lost),
  });
}

/** The chart's vertical reach: the largest standing, at least 5 points either way. */
function reach(moves: ReviewMove[]): number {
  return Math.max(5, ...moves.map((m) => Math.ceil(Math.abs(m.standing))));
}

/** The review's chart and table of one view; `look` asks Python to show a position. */
export class ReviewView {
  readonly box = h("section", { class: "pw-review", hidden: true });
  private drawn = "";

  constructor(private look: (step: number) => void) {
    this.box.addEventListener("click", (ev) => this.onClick(ev));
    this.box.addEventListener("keydown", (ev) => this.onKey(ev as KeyboardEvent));
  }

  /** Redraws from `info` when it changed (or the words did); `locked`: requests wait. */
  draw(info: ReviewInfo | undefined, t: Translate, locked: boolean): void {
    const key = JSON.stringify([info, locked, t("review.chart.title")]);
    if (key === this.drawn) return;
    this.drawn = key;
    this.box.hidden = !hasReview(info);
    if (!hasReview(info)) {
      this.box.replaceChildren();
      return;
    }
    const moves = info!.moves!;
    const names = info!.players ?? [];
    this.box.replaceChildren(
      h("h3", { class: "pw-review-title" }, t("review.chart.title")),
      this.chart(moves, names, t, locked),
      this.legend(moves, names, t),
      this.table(moves, names, t, locked),
    );
  }

  private chart(moves: ReviewMove[], names: string[], t: Translate, locked: boolean): SVGElement {
    const top = reach(moves);
    const x = (i: number) => PAD.left + (moves.length === 1 ? 0.5 : i / (moves.length - 1)) * (WIDTH - PAD.left - PAD.right);
    const y = (v: number) => PAD.top + (1 - (v + top) / (2 * top)) * (HEIGHT - PAD.top - PAD.bottom);
    const svg = s("svg", {
      class: "pw-review-chart", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "group",
      "aria-label": t("review.chart.label", { count: moves.length }),
    });
    for (const v of [top, 0, -top]) {
      svg.append(s("line", { class: v === 0 ? "pw-review-zero" : "pw-review-grid", x1: PAD.left, x2: WIDTH - PAD.right, y1: y(v), y2: y(v) }));
      svg.append(text(v > 0 ? `+${v}` : String(v), { class: "pw-review-axis", x: PAD.left - 6, y: y(v) + 4, "text-anchor": "end", "aria-hidden": "true" }));
    }
    // the first and the last decision's turns under the axis: the chart reads left to right
    const ends = moves.length > 1 ? [0, moves.length - 1] : [0];
    for (const i of ends) {
      const anchor = moves.length === 1 ? "middle" : i === 0 ? "start" : "end";
      svg.append(text(t("review.chart.turn", { turn: moves[i].turn }), { class: "pw-review-axis", x: x(i), y: HEIGHT - 6, "text-anchor": anchor, "aria-hidden": "true" }));
    }
    const seats = [...new Set(moves.map((m) => m.seat))].sort((a, b) => a - b);
    for (const seat of seats) {
      const mine = moves.map((m, i) => ({ m, i })).filter(({ m }) => m.seat === seat);
      svg.append(s("polyline", {
        class: `pw-review-line pw-review-seat-${seat % DASHES.length}`, "stroke-dasharray": DASHES[seat % DASHES.length] || undefined,
        points: mine.map(({ m, i }) => `${x(i).toFixed(1)},${y(m.standing).toFixed(1)}`).join(" "), "aria-hidden": "true",
      }));
    }
    moves.forEach((m, i) => {
      const label = decisionLabel(m, names, t);
      const point = s("g", {
        class: `pw-review-point pw-review-${m.verdict}`, role: "button", tabindex: i === 0 ? "0" : "-1",
        "data-index": String(m.index), "aria-label": label, "aria-disabled": locked ? "true" : undefined,
      }, [title(`${label}\n${m.sentence}`), s("circle", { cx: x(i), cy: y(m.standing), r: 6 })]);
      const note = NOTES[m.verdict];
      if (note) point.append(text(note, { class: "pw-review-note", x: x(i), y: y(m.standing) - 9, "text-anchor": "middle", "aria-hidden": "true" }));
      svg.append(point);
    });
    return svg;
  }

  private legend(moves: ReviewMove[], names: string[], t: Translate): HTMLElement {
    const seats = [...new Set(moves.map((m) => m.seat))].sort((a, b) => a - b);
    const verdicts = [...new Set(moves.map((m) => m.verdict))];
    const items: HTMLElement[] = seats.map((seat) => h("span", { class: "pw-review-key" }, [
      s("svg", { viewBox: "0 0 24 8", width: 24, height: 8, "aria-hidden": "true" }, [
        s("line", { class: `pw-review-line pw-review-seat-${seat % DASHES.length}`, x1: 0, x2: 24, y1: 4, y2: 4,
                    "stroke-dasharray": DASHES[seat % DASHES.length] || undefined }),
      ]),
      h("span", {}, names[seat] ?? ""),
    ]));
    for (const verdict of ["best", "good", "inaccuracy", "mistake", "blunder"].filter((v) => verdicts.includes(v))) {
      items.push(h("span", { class: `pw-review-key pw-review-${verdict}` }, [
        s("svg", { viewBox: "0 0 12 12", width: 12, height: 12, "aria-hidden": "true" }, [s("circle", { cx: 6, cy: 6, r: 5 })]),
        h("span", {}, `${t(`review.verdict.${verdict}`)}${NOTES[verdict] ? ` ${NOTES[verdict]}` : ""}`),
      ]));
    }
    return h("div", { class: "pw-review-legend" }, items);
  }

  private table(moves: ReviewMove[], names: string[], t: Translate, locked: boolean): HTMLElement {
    const head = ["review.table.turn", "review.table.player", "review.table.verdict", "review.table.lost",
                  "review.table.standing", "review.table.judgement", "review.table.position"];
    const rows = moves.map((m) => h("tr", {}, [
      h("td", {}, String(m.turn)), h("td", {}, names[m.seat] ?? ""), h("td", {}, t(`review.verdict.${m.verdict}`)),
      h("td", {}, points(m.lost)), h("td", {}, points(m.standing)), h("td", {}, m.sentence),
      h("td", {}, [h("button", {
        type: "button", class: "pw-btn", "data-index": String(m.index), disabled: locked ? "" : undefined,
        "aria-label": t("review.table.look_label", { turn: m.turn, name: names[m.seat] ?? "" }),
      }, t("review.table.look"))]),
    ]));
    return h("details", { class: "pw-review-details" }, [
      h("summary", {}, t("review.table.caption")),
      h("table", { class: "pw-review-table" }, [
        h("caption", {}, t("review.table.caption")),
        h("thead", {}, [h("tr", {}, head.map((k) => h("th", { scope: "col" }, t(k))))]),
        h("tbody", {}, rows),
      ]),
    ]);
  }

  private onClick(ev: Event): void {
    const el = (ev.target as Element).closest?.("[data-index]");
    if (!el || el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true") return;
    this.look(Number(el.getAttribute("data-index")));
  }

  /** Enter or Space looks at a decision; arrow keys, Home and End move along the chart. */
  private onKey(ev: KeyboardEvent): void {
    const el = ev.target as Element;
    if (!el.classList?.contains("pw-review-point")) return;
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      this.onClick(ev);
      return;
    }
    moveAlong(ev, [...this.box.querySelectorAll(".pw-review-point")]);
  }
}
