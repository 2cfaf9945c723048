/** The explorer's board: the heat map drawn from Python's `heat` cells, its button, measure
 * and legend; the hint's sentence, marks and one-click play; honest odds on hover (D2). */
import { describe, expect, it } from "vitest";
import { HEAT_STYLE, badgeBox, drawHeat, heatLegend, type HeatCell } from "../src/potion/heatmap";
import { heatColor } from "../src/board/heat";
import { R, TRACK_GAP } from "../src/potion/dispenser";
import { currentAdvice } from "../src/potion/explorebar";
import { translator } from "../src/board/i18n";
import type { Anchors } from "../src/board/svg";
import { fixture } from "./fake-model";
import { button, click, tick, viewsCleanedAfterEach } from "./helpers";

const view = viewsCleanedAfterEach();

describe("the heat layer", () => {
  const data = fixture("explore");
  const t = translator(data.traits.messages);
  const cells: HeatCell[] = data.traits.heat;

  it("draws one cell per pick Python ranked, at its marble, with its value and name", () => {
    const anchors: Anchors = new Map(cells.map((c) => [`m:${c.track}:${c.pos}`, { x: 10 * c.track, y: 10 * c.pos, w: 36, h: 36, round: true }]));
    const layer = drawHeat(cells, anchors, "fit", t);
    const drawn = [...layer.querySelectorAll(".heat-cell")];
    expect(drawn.length).toBe(cells.length);
    const best = drawn[0];
    expect(best.getAttribute("data-value")).toBe(String(cells[0].value));
    expect(best.querySelector(".heat-value")!.textContent).toBe(cells[0].text);
    expect(best.getAttribute("role")).toBe("img");
    expect(best.getAttribute("aria-label")).toBe(`track ${cells[0].track}, position ${cells[0].pos}: ${cells[0].text} marbles that fit your potions, rank 1`);
  });

  it("leaves out a cell whose marble is not drawn", () => {
    expect(drawHeat(cells, new Map(), "fit", t).querySelectorAll(".heat-cell").length).toBe(0);
  });

  it("tints darker for a better pick, and the legend names the measure and what it sees", () => {
    const light = (c: string) => Number(/(\d+)%\)$/.exec(c)![1]);
    expect(light(heatColor(1))).toBeLessThan(light(heatColor(0.5)));
    expect(light(heatColor(0.5))).toBeLessThan(light(heatColor(0)));
    expect(heatColor(Number.NaN)).toBe(heatColor(0));
    expect(heatLegend("points", true, t)).toContain("points of the potions it lets you complete");
    expect(heatLegend("points", true, t)).toContain("(D2)");
    expect(heatLegend("points", false, t)).toContain("every marble seen");
    expect(HEAT_STYLE).toContain("pointer-events: none");
  });
});

describe("the explorer's board", () => {
  it("shows the heat map Python filled, and the button turns it off through Python", async () => {
    const { root, model, data } = view("explore");
    const drawn = [...root.querySelectorAll(".pw-heat .heat-cell")];
    expect(drawn.map((c) => Number(c.getAttribute("data-value")))).toEqual(data.traits.heat.map((c: HeatCell) => c.value));
    expect(root.querySelector(".pw-heat-legend")!.textContent).toContain("marbles that fit your potions");
    const heat = button(root, "heatmap");
    expect(heat.getAttribute("aria-pressed")).toBe("true");
    click(heat);
    expect(model.sent.at(-1)).toMatchObject({ kind: "heatmap", measure: null });
    model.receive({ kind: "reply", id: model.sent.at(-1).id, ok: true });
    model.set({ heatmap: null, heat: [] });
    await tick();
    expect(root.querySelector(".pw-heat")).toBeNull();
    expect(button(root, "heatmap").getAttribute("aria-pressed")).toBe("false");
  });

  it("choosing another measure asks Python for it", async () => {
    const { root, model } = view("explore");
    const select = root.querySelector(".pw-heat-measure") as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["marbles", "fit", "completes", "points"]);
    select.value = "points";
    select.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toMatchObject({ kind: "heatmap", measure: "points" });
  });

  it("shows the hint's sentence and marks, and plays it in one click", async () => {
    const { root, model, data } = view("explore");
    const advice = data.traits.advice;
    const box = root.querySelector(".pw-advice") as HTMLElement;
    expect(box.hidden).toBe(false);
    expect(box.textContent).toContain(advice.text);
    const mark = root.querySelector(`.pw-marks [data-mark-key="m:${advice.action.track}:${advice.action.pos}"]`);
    expect(mark?.getAttribute("data-label")).toBe("hint");
    click(button(root, "hint-play"));
    expect(model.sent.at(-1)).toMatchObject({ kind: "action", action: advice.action, state_id: data.traits.state_id });
  });

  it("the Hint button asks Python; a hint of another state is not shown", async () => {
    const { root, model, data } = view("explore", "traits");
    model.set({ advice: {} });
    await tick();
    expect((root.querySelector(".pw-advice") as HTMLElement).hidden).toBe(true);
    expect(button(root, "hint-play").disabled).toBe(true);
    click(button(root, "hint-ask"));
    expect(model.sent.at(-1)).toMatchObject({ kind: "hint", state_id: data.traits.state_id });
    expect(currentAdvice({ ...data.traits.advice, state_id: data.traits.state_id - 1 }, data.traits.state_id)).toBeNull();
  });

  it("an exercise about the heat map (explore_hint off) offers the map alone: no Hint, no hint shown", async () => {
    const { root, model, data } = view("explore", "traits", { explore_hint: false });
    expect(root.querySelector('[data-btn="hint-ask"]')!.closest("[hidden]")).not.toBeNull();
    expect(root.querySelector('[data-btn="heatmap"]')!.closest("[hidden]")).toBeNull();
    expect((root.querySelector(".pw-advice") as HTMLElement).hidden).toBe(true);
    expect(root.querySelector('.pw-marks [data-label="hint"]')).toBeNull();
    click(button(root, "hint-ask"));
    expect(model.sent.some((m: { kind?: string }) => m.kind === "hint")).toBe(false);
    model.set({ explore_hint: true });         // redrawn on the trait
    await tick();
    expect(root.querySelector('[data-btn="hint-ask"]')!.closest("[hidden]")).toBeNull();
    expect((root.querySelector(".pw-advice") as HTMLElement).hidden).toBe(!currentAdvice(data.traits.advice, data.traits.state_id));
  });

  it("hovering a pick whose chain may reach under the lid tells its odds", () => {
    const { root, data } = view("explore");
    const p = data.odds;
    const target = root.querySelector(`.dispenser [data-key="m:${p.track}:${p.pos}"]`)!;
    target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const said = root.querySelector(".pw-hint")!.textContent!;
    expect(said).toContain(`takes ${p.count} marbles for sure`);
    expect(said).toContain(`${p.params.percent}% chance of ${p.params.more} or more from under the lid`);
  });
});

describe("the explorer's row keeps out of the rest of the board", () => {
  it("its buttons share no class with the hint line above the board or the hint's box", () => {
    const { root } = view("explore");
    for (const name of ["hint-ask", "hint-play", "heatmap"]) {
      const classes = button(root, name).classList;
      expect(classes.contains("pw-hint") || classes.contains("pw-advice")).toBe(false);
    }
  });
});

describe("the heat map's values", () => {
  it("stay in their own track, below the marble's sign, at any zoom and for any width", () => {
    for (const zoom of [1, 1.3, 2]) {
      const a = { x: 100, y: 50, w: 2 * R * zoom, h: 2 * R * zoom };
      const cx = a.x + a.w / 2;
      const cy = a.y + a.h / 2;
      for (const width of [16, 27, 34]) {
        const b = badgeBox(a, width);
        expect(b.x + width).toBeLessThanOrEqual(cx + (TRACK_GAP * zoom) / 2);   // the next track's half
        expect(b.y).toBeGreaterThanOrEqual(cy + 0.6 * (a.h / 2));              // the glyph's reach
      }
    }
  });
});
