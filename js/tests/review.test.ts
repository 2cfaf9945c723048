/** The review under the board, drawn from the `review` trait of a real review (fixture
 * `review`, written by js_fixtures.py): a point and a table row per decision, each named in
 * words with its verdict; a click, Enter or the table's button only asks Python to look at the
 * decision's position; one Tab stop along the chart; nothing drawn once Python empties it. */
import { describe, expect, it } from "vitest";
import { click, tick, viewsCleanedAfterEach } from "./helpers";
import { decisionLabel, points, type ReviewInfo } from "../src/potion/review";
import { translator } from "../src/board/i18n";

const view = viewsCleanedAfterEach();
const chartPoints = (root: Element) => [...root.querySelectorAll(".pw-review-point")] as SVGGElement[];
const key = (el: Element, k: string) => {
  const ev = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(ev);
  return ev;
};

describe("the review of a game", () => {
  it("draws a point and a table row per decision, each named with its verdict in words", () => {
    const { root, model } = view("review");
    const info = model.get("review") as ReviewInfo;
    const moves = info.moves!;
    expect(moves.length).toBeGreaterThan(2);
    const t = translator(model.get("messages"), "en");
    const drawn = chartPoints(root);
    expect(drawn).toHaveLength(moves.length);
    expect(drawn.map((p) => p.getAttribute("aria-label"))).toEqual(moves.map((m) => decisionLabel(m, info.players!, t)));
    expect(drawn[0].getAttribute("aria-label")).toBe(
      `Turn ${moves[0].turn}, ${info.players![moves[0].seat]}: ${t(`review.verdict.${moves[0].verdict}`)}, `
      + `${points(moves[0].lost)} points lost, standing ${points(moves[0].standing)}`);
    const rows = [...root.querySelectorAll(".pw-review-table tbody tr")];
    expect(rows).toHaveLength(moves.length);
    rows.forEach((row, i) => {
      const cells = [...row.querySelectorAll("td")].map((c) => c.textContent);
      expect(cells.slice(0, 6)).toEqual([String(moves[i].turn), info.players![moves[i].seat], t(`review.verdict.${moves[i].verdict}`),
        points(moves[i].lost), points(moves[i].standing), moves[i].sentence]);
    });
    for (const text of [root.querySelector(".pw-review")!.textContent!, ...drawn.map((p) => p.getAttribute("aria-label")!)]) {
      expect(text).not.toMatch(/[{}]|undefined|NaN|review\./);
    }
    // a verdict that lost points carries its mark, not colour alone
    for (const [i, m] of moves.entries()) {
      const note = drawn[i].querySelector(".pw-review-note")?.textContent ?? "";
      expect(note).toBe({ inaccuracy: "?!", mistake: "?", blunder: "??" }[m.verdict] ?? "");
    }
  });

  it("a click on a point or a row's button only asks Python to look at that decision's position", () => {
    const { root, model } = view("review");
    const moves = (model.get("review") as ReviewInfo).moves!;
    const before = JSON.stringify(model.get("state"));
    click(chartPoints(root)[1]);
    const rowButton = root.querySelectorAll(".pw-review-table tbody button")[2] as HTMLButtonElement;
    click(rowButton);
    // the second click waits for the reply to the first (one request at a time)
    expect(model.sent).toEqual([{ kind: "timeline", id: 1, state_id: model.get("state_id"), op: "look", step: moves[1].index }]);
    expect(JSON.stringify(model.get("state"))).toBe(before);
  });

  it("is one Tab stop: arrow keys, Home and End move along the chart and Enter looks", () => {
    const { root, model } = view("review");
    const moves = (model.get("review") as ReviewInfo).moves!;
    const drawn = chartPoints(root);
    expect(drawn.filter((p) => p.getAttribute("tabindex") === "0")).toEqual([drawn[0]]);
    drawn[0].focus();
    key(drawn[0], "ArrowRight");
    expect(document.activeElement).toBe(drawn[1]);
    key(drawn[1], "End");
    expect(document.activeElement).toBe(drawn[drawn.length - 1]);
    expect(drawn.filter((p) => p.getAttribute("tabindex") === "0")).toEqual([drawn[drawn.length - 1]]);
    key(drawn[drawn.length - 1], "Enter");
    expect(model.sent.at(-1)).toMatchObject({ kind: "timeline", op: "look", step: moves[moves.length - 1].index });
  });

  it("keeps the review while a decision's position is looked at, and draws nothing once it is emptied", async () => {
    const { root, model } = view("review", "looking");
    expect(chartPoints(root).length).toBe((model.get("review") as ReviewInfo).moves!.length);
    model.set({ review: {} });
    await tick();
    expect(root.querySelector(".pw-review")!.hasAttribute("hidden")).toBe(true);
    expect(chartPoints(root)).toHaveLength(0);
  });
});
