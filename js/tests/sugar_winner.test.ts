/** A win is announced when the winning move has been shown (O2): while it is played step by
 * step, the status line, the seat's "winner" tag and "Objective met" wait for its last step,
 * the state after it, and the log's lines after the step shown wait too. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildFrames, progressAt } from "../src/sugar/frames";
import { fixture } from "./fake-model";
import { btn, sugarViews, tick } from "./sugar_helpers";

const view = sugarViews();
const data = fixture("sugar_win");

describe("the frames of a winning move (pure)", () => {
  const before = data.traits;
  const after = data.after;
  const frames = buildFrames(before.state.board, before.state.players, before.state.current, after.events,
    { ...after.state, over: true });
  const typeOf = (f: { event: number }) => (f.event >= 0 ? after.events[f.event].type : "final");

  it("the keep that met the objective is shown before the end", () => {
    const types = frames.map(typeOf);
    expect(types.indexOf("keep")).toBeGreaterThan(types.indexOf("blast"));
    expect(types[types.length - 1]).toBe("final");
  });

  it("no step before the last says the game is over; the last, the state after the move, does", () => {
    for (const f of frames.slice(0, -1)) expect([f.over, f.winner]).toEqual([false, null]);
    expect([frames[frames.length - 1].over, frames[frames.length - 1].winner]).toEqual([true, after.state.winner]);
  });

  it("a seat's progress at a step is the one of the candies it has kept by then", () => {
    const first = frames[0];
    const shown = progressAt(first.players, after.progress, before.progress);
    expect(shown[0]).toEqual(before.progress[0]);
    expect(shown[0].met).toBe(false);
    // the keep that meets the objective: "Objective met" waits for the end, nothing is claimed
    const keep = frames.find((f) => typeOf(f) === "keep")!;
    expect(after.progress[0].met).toBe(true);
    expect(progressAt(keep.players, after.progress, before.progress)[0]).toMatchObject({ met: false, needed: "" });
    // between two keeps of one move: nothing is claimed
    const between = [{ ...first.players[0], kept: { ...first.players[0].kept, mint: 99 } }, first.players[1]];
    expect(progressAt(between, after.progress, before.progress)[0]).toMatchObject({ met: false, needed: "" });
  });
});

describe("the winning move in the view", () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
  afterEach(() => { vi.useRealTimers(); });

  it("says nobody won while the steps are shown, and who won once the move is", async () => {
    const { root, model } = view("sugar_win", "traits", { reducedMotion: false, delay: 100 });
    model.set(data.after);
    await tick();
    expect(root.getAttribute("data-frame")).toBe("blast");
    const status = () => root.querySelector(".sb-status")!.textContent!;
    const ana = () => root.querySelector('.seat[data-player="0"]')!;
    expect(status()).not.toContain("wins");
    expect(ana().classList.contains("winner")).toBe(false);
    expect(ana().querySelector(".needed.met")).toBeNull();
    expect(ana().textContent).not.toContain("Objective met");
    // the log's win line waits for its step
    const winLine = [...root.querySelectorAll(".pw-log-list li")].find((li) => li.getAttribute("data-rule") === "O2")!;
    expect(winLine.hasAttribute("hidden")).toBe(true);
    btn(root, "pause").click();
    for (let i = 0; i < 10 && root.getAttribute("data-frame") !== ""; i++) {
      expect(status()).not.toContain("wins");
      expect(ana().querySelector(".needed.met")).toBeNull();
      btn(root, "step").click();
    }
    expect(root.getAttribute("data-frame")).toBe("");
    expect(status()).toBe("Ana wins!");
    expect(ana().classList.contains("winner")).toBe(true);
    expect(ana().querySelector(".needed.met")).not.toBeNull();
    expect(root.querySelectorAll(".pw-log-list li[hidden]")).toHaveLength(0);
  });

  it("a screen reader hears the win once, after the move's sentences", async () => {
    const { root, model } = view("sugar_win", "traits", { reducedMotion: false, delay: 100 });
    model.set(data.after);
    await tick();
    expect(root.querySelector(".sb-announce")!.textContent!.endsWith("Ana wins!")).toBe(true);
  });
});
