/** Events play step by step: the meeting marbles are marked, the exploding run flashes, the
 * column slides; the animation can be paused, stepped and skipped. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildFrames } from "../src/potion/animation";
import { Player } from "../src/board/player";
import { button, click, marbles, mountFixture, posKey, tick } from "./helpers";
import { fixture } from "./fake-model";

let cleanups: (() => void)[] = [];
beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
afterEach(() => { cleanups.forEach((c) => c()); cleanups = []; document.body.replaceChildren(); vi.useRealTimers(); });

describe("frames from Python's events", () => {
  it("one frame per event, then the synced state; slides follow the reported positions", () => {
    const { before, after } = fixture("exploded");
    const events = after.events;
    const frames = buildFrames(before.state.dispenser, events, after.state.dispenser);
    expect(frames).toHaveLength(events.length + 1);
    expect(frames[frames.length - 1].dispenser).toEqual(after.state.dispenser);
    // replaying the reported removals lands exactly on the state Python synced
    const beforeFinal = frames[frames.length - 2].dispenser;
    const track = events[0].track;
    expect(beforeFinal[track].length - after.state.dispenser[track].length).toBeLessThanOrEqual(
      events.filter((e: any) => e.type === "explosion").reduce((n: number, e: any) => n + e.count, 0));
    events.forEach((e: any, i: number) => {
      if (e.type === "collision") expect([...frames[i].marked].sort()).toEqual(e.positions.map((p: number) => `${e.track}:${p}`).sort());
      if (e.type === "explosion") {
        expect([...frames[i].flash].sort()).toEqual(e.positions.map((p: number) => `${e.track}:${p}`).sort());
        // the flashing marbles are of the exploding colour on the column shown
        for (const p of e.positions) expect(frames[i].dispenser[e.track][p]).toBe(e.color);
      }
      if (e.type === "picked") expect(frames[i].dispenser[e.track][e.pos]).toBe(e.color);
    });
  });

  it("the player steps, pauses and skips", () => {
    const shown: number[] = [];
    const frames = buildFrames([["red", "red"]], [
      { type: "picked", rule: "T2", key: "", params: {}, text: "", track: 0, pos: 0, color: "red" },
    ], [["red"]]);
    const p = new Player(frames, (_f, i) => shown.push(i), 100);
    p.start();
    expect(shown).toEqual([0]);
    p.pause();
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([0]);
    p.step();
    expect(shown).toEqual([0, 1]);
    expect(p.done).toBe(true);
  });
});

describe("in the view", () => {
  it("a state change animates the pick: marked collision, flashing run, then the final dispenser", async () => {
    const data = fixture("exploded");
    const v = mountFixture("exploded", "before");
    cleanups.push(v.cleanup, v.endModel);
    const { root, model } = v;
    model.set(structuredClone(data.after));
    await tick();
    expect(root.getAttribute("data-state-id")).toBe(String(data.after.state_id));
    const bar = root.querySelector(".pw-anim") as HTMLElement;
    expect(bar.hidden).toBe(false);
    // frame 0: the picked marble flashes on the column as it was
    expect(marbles(root, ".flash").map(posKey)).toEqual([`${data.preview.track}:${data.preview.pos}`]);
    expect(marbles(root, ".selectable")).toHaveLength(0);   // nothing to click mid-animation
    click(button(root, "anim-toggle"));                      // pause
    const events = data.after.events;
    const seen = { marked: 0, flash: 0 };
    for (let i = 1; i < events.length; i++) {
      click(button(root, "anim-step"));
      expect(bar.getAttribute("data-step")).toBe(String(i));
      const e = events[i];
      if (e.type === "collision") {
        expect(marbles(root, ".marked").map(posKey).sort()).toEqual(e.positions.map((p: number) => `${e.track}:${p}`).sort());
        seen.marked++;
      }
      if (e.type === "explosion") {
        expect(marbles(root, ".flash")).toHaveLength(e.count);
        seen.flash++;
      }
      expect(root.querySelector(".pw-log-list li.current .pw-rule")!.textContent).toBe(e.rule);
    }
    expect(seen.flash).toBe(data.preview.steps);
    expect(seen.marked).toBeGreaterThan(0);
    click(button(root, "anim-step"));
    expect(bar.getAttribute("data-done")).toBe("true");
    const drawn = data.after.state.dispenser.map((_c: string[], t: number) => marbles(root, `[data-track="${t}"]`).map((m) => m.getAttribute("data-color")));
    expect(drawn).toEqual(data.after.state.dispenser.map((c: string[]) => c.slice(0, 9)));
    expect([...root.querySelectorAll(".dispenser .flash, .dispenser .marked")]).toHaveLength(0);
    expect(root.querySelector("svg.pw-board")!.classList.contains("animating")).toBe(false);
  });

  it("runs on by itself with the timer and logs every event with its rule", async () => {
    const data = fixture("exploded");
    const v = mountFixture("exploded", "before");
    cleanups.push(v.cleanup, v.endModel);
    v.model.set(structuredClone(data.after));
    await tick();
    vi.advanceTimersByTime(20_000);
    expect(v.root.querySelector(".pw-anim")!.getAttribute("data-done")).toBe("true");
    const rules = [...v.root.querySelectorAll(".pw-log-list .pw-rule")].map((r) => r.textContent);
    expect(rules.slice(-data.after.events.length)).toEqual(data.after.events.map((e: any) => e.rule));
    expect(v.root.querySelector(".pw-log-list")!.textContent).toContain("explode");
  });
});
