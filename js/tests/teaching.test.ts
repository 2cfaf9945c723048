/** The widget as a teacher needs it: focused boards (`show`), marks the lesson text talks
 * about, numbers on the board, whole potion names, every move told in turn (the computer's
 * too), refusals and hints that never go stale, reasons on disabled buttons, the Sands of
 * Time step by step, choices in words, and rule IDs with their text at hand. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount } from "../src/potion/view";
import { clientFor } from "../src/board/protocol";
import { drawTile } from "../src/potion/tiles";
import { textWidth } from "../src/board/text";
import { describeChoice, type Describe } from "../src/potion/choices";
import { translator } from "../src/board/i18n";
import { STYLE } from "../src/potion/style";
import { MARK_STYLE } from "../src/board/marks";
import type { Action, Mark } from "../src/potion/types";
import { FakeModel, fixture } from "./fake-model";
import { button, click, marbles, mountFixture, tick } from "./helpers";

let cleanups: (() => void)[] = [];
afterEach(() => { cleanups.forEach((c) => c()); cleanups = []; document.body.replaceChildren(); vi.useRealTimers(); });

function view(name: string, patch: Record<string, unknown> = {}, part = "traits") {
  const v = mountFixture(name, part, patch);
  cleanups.push(v.cleanup, v.endModel);
  return v;
}

/** A view laid out for a given width, as in an output area that wide. */
function viewAt(name: string, width: number, patch: Record<string, unknown> = {}) {
  const model = new FakeModel({ ...structuredClone(fixture(name).traits), ...patch });
  const el = document.createElement("div");
  document.body.appendChild(el);
  const cleanup = mount(el, model, clientFor(model), { width });
  cleanups.push(cleanup);
  return { model, root: el.querySelector(".potion-widget") as HTMLElement };
}

const viewBox = (root: Element) => root.querySelector("svg.pw-board")!.getAttribute("viewBox")!.split(" ").map(Number);
const translateOf = (node: Element) => /translate\(([-\d.]+),([-\d.]+)\)/.exec(node.getAttribute("transform") ?? "")!.slice(1).map(Number);

describe("focused boards (show)", () => {
  it("game: the dispenser, the stacks, every desk, countdown and supply", () => {
    const { root, data } = view("midgame");
    expect(root.querySelectorAll(".desk")).toHaveLength(data.traits.state.players.length);
    expect(root.querySelector(".board")).not.toBeNull();
    expect(root.querySelector(".pw-countdown")).not.toBeNull();
    expect(root.querySelector(".pw-supply")).not.toBeNull();
    expect(root.getAttribute("data-show")).toBe("game");
  });

  it("dispenser: the dispenser alone, its width capped, no countdown or supply", () => {
    const { root } = view("midgame", { show: "dispenser" });
    expect(root.querySelector(".dispenser")).not.toBeNull();
    expect(root.querySelectorAll(".desk, .board, .stack-top")).toHaveLength(0);
    expect(root.querySelector(".pw-countdown")).toBeNull();
    expect(root.querySelector(".pw-supply")).toBeNull();
    const [, , w, h] = viewBox(root);
    expect(w).toBeLessThan(400);
    expect(h).toBeGreaterThan(w);
    const max = parseFloat((root.querySelector("svg.pw-board") as SVGElement).style.maxWidth);
    expect(max).toBeGreaterThanOrEqual(w);
    expect(max).toBeLessThanOrEqual(480);
  });

  it("desk: the dispenser and one desk, the seat in `you`, else the active player", async () => {
    const { root, model, data } = view("midgame", { show: "desk" });
    const current = data.traits.state.current;
    expect([...root.querySelectorAll(".desk")].map((d) => d.getAttribute("data-player"))).toEqual([String(current)]);
    expect(root.querySelector(".board")).toBeNull();
    expect(root.querySelector(".pw-countdown")).toBeNull();
    model.set({ you: [1 - current] });
    await tick();
    expect([...root.querySelectorAll(".desk")].map((d) => d.getAttribute("data-player"))).toEqual([String(1 - current)]);
    expect(root.querySelector(".desk")!.classList.contains("you")).toBe(true);
    expect(root.querySelector(".you-tag")!.textContent).toBe("(you)");
    // the other player's hand, pool and burners are not drawn
    expect(root.querySelectorAll(".hand-marble")).toHaveLength(data.traits.state.players[1 - current].hand.length);
  });

  it("changing `show` redraws the board", async () => {
    const { root, model } = view("play");
    expect(root.querySelectorAll(".desk")).toHaveLength(2);
    model.set({ show: "dispenser" });
    await tick();
    expect(root.querySelectorAll(".desk")).toHaveLength(0);
  });

  it("at an output 580 px wide the board is drawn 1:1 and the desks go below the dispenser", () => {
    const { root } = viewAt("midgame", 580);
    const [, , w] = viewBox(root);
    expect(w).toBe(580);
    const dispenserBottom = translateOf(root.querySelector(".dispenser")!)[1] + 400;
    for (const desk of root.querySelectorAll(".desk")) {
      const [x, y] = translateOf(desk);
      expect(y).toBeGreaterThan(dispenserBottom);
      expect(x + 560).toBeLessThanOrEqual(w);
    }
    // every tile fits the width
    for (const tile of root.querySelectorAll(".board .tile")) {
      const [x] = translateOf(tile);
      expect(x + Number(tile.querySelector(".card")!.getAttribute("width"))).toBeLessThanOrEqual(w);
    }
  });

  it("when wide, the stacks and desks sit right of the dispenser", () => {
    const { root } = viewAt("midgame", 1100);
    const [, , w] = viewBox(root);
    expect(w).toBe(1100);
    for (const desk of root.querySelectorAll(".desk")) expect(translateOf(desk)[0]).toBeGreaterThan(300);
  });

  it("no board text is drawn below 12 px (11 px at the narrowest output)", () => {
    const sizes = [...STYLE.matchAll(/font-size:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(8);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  });
});

describe("numbers on the board", () => {
  it("track numbers under the tracks, positions beside the rows with the ninth named", () => {
    const { root } = view("play");
    expect([...root.querySelectorAll(".track-label text")].map((n) => n.textContent)).toEqual(["0", "1", "2", "3", "4"]);
    expect(root.querySelector(".track-label title")!.textContent).toBe("track 0");
    const rows = [...root.querySelectorAll(".pos-label")];
    expect(rows.map((r) => r.getAttribute("data-pos"))).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
    const ninth = root.querySelector('.pos-label[data-pos="8"]')!;
    expect(ninth.querySelector(".ninth-word")!.textContent).toBe("ninth");
    expect(ninth.querySelector("title")!.textContent).toContain("never selectable");
  });

  it("stacks and burners are numbered", () => {
    const { root } = view("midgame");
    expect([...root.querySelectorAll(".stack-label")].map((n) => n.textContent)).toEqual(["stack 0", "stack 1", "stack 2", "stack 3", "stack 4"]);
    for (const desk of root.querySelectorAll(".desk")) {
      expect([...desk.querySelectorAll(".burner-label")].map((n) => n.textContent)).toEqual(["burner 0", "burner 1"]);
    }
  });
});

describe("marks", () => {
  function marked(root: Element) {
    return new Map([...root.querySelectorAll(".pw-marks .mark")].map((m) => [m.getAttribute("data-mark-key"), m]));
  }

  it("draws every kind of mark with a dashed ring or outline and its label", async () => {
    const { root, model, data } = view("midgame");
    const state = data.traits.state;
    const withBurner = state.players.findIndex((p: any) => p.burners[0]);
    const stackTop = state.stacks[2][state.stacks[2].length - 1];
    const done = state.players.flatMap((p: any) => p.completed)[0].tile;
    const marks: Mark[] = [
      { track: 1, pos: 2, label: "A" },
      { player: withBurner, burner: 0, hole: 1, label: "here" },
      { player: withBurner, burner: 0, label: "this potion" },
      { tile: stackTop, label: "top" },
      { tile: done },
      { stack: 3, label: "stack 3" },
      { player: 0, area: "hand", label: "hand" },
      { player: 1, area: "pool" },
      { player: 0, area: "completed", label: "done" },
    ];
    model.set({ marks });
    await tick();
    const found = marked(root);
    const keys = ["m:1:2", `h:${withBurner}:0:1`, `burner:${withBurner}:0`, `tile:${stackTop}`, `tile:${done}`, "stack:3", "area:0:hand", "area:1:pool", "area:0:completed"];
    expect([...found.keys()]).toEqual(keys);
    for (const [k, m] of found) {
      const ring = m!.querySelector(".mark-ring")!;
      expect(ring, k!).not.toBeNull();
      expect(ring.tagName).toBe(k!.startsWith("m:") || k!.startsWith("h:") ? "circle" : "rect");
    }
    // labels: the dispenser's in the gutter beside it, the others on their outline
    expect(root.querySelector(".pw-marks .mark-gutter .mark-label")!.textContent).toBe("A");
    const labelOf = (k: string) => root.querySelector(`.pw-marks .mark-label[data-mark="${found.get(k)!.getAttribute("data-mark")}"]`);
    expect(labelOf("stack:3")!.textContent).toBe("stack 3");
    expect(labelOf(`tile:${done}`)).toBeNull();
    // every label is drawn over every ring, so no later ring hides it
    const layer = root.querySelector(".pw-marks")!;
    expect(layer.lastElementChild!.classList.contains("mark-labels")).toBe(true);
    expect(layer.querySelector(".mark .mark-label")).toBeNull();
    // not clickable, and not the legal-move highlight
    expect(MARK_STYLE).toMatch(/\.pw-marks\s*\{\s*pointer-events:\s*none;?\s*\}/);
    expect(MARK_STYLE).toMatch(/\.mark-ring\s*\{[^}]*stroke-dasharray/);
    expect(root.querySelector(".pw-marks .selectable")).toBeNull();
  });

  it("a long label wraps inside the board, and a lid can be marked", async () => {
    const { root, model } = view("play", { show: "dispenser" });
    const long = "the ninth marble is visible but it can never be taken by anything";
    model.set({ marks: [{ track: 2, pos: 8, label: long }, { lid: 4, label: "the lid" }] });
    await tick();
    const [, , width] = viewBox(root);
    const pills = [...root.querySelectorAll(".mark-gutter .mark-label")];
    expect(pills).toHaveLength(2);
    const wrapped = pills.find((p) => p.querySelectorAll("text").length > 1)!;
    expect([...wrapped.querySelectorAll("text")].map((t) => t.textContent).join(" ")).toBe(long);
    for (const rect of root.querySelectorAll(".mark-label rect")) {
      expect(Number(rect.getAttribute("x")) + Number(rect.getAttribute("width"))).toBeLessThanOrEqual(width);
    }
    expect(root.querySelector('.pw-marks .mark[data-mark-key="lid:4"] .mark-ring')!.tagName).toBe("rect");
  });

  it("a mark on something the focused board does not draw is left out", async () => {
    const { root, model } = view("midgame", { show: "dispenser" });
    model.set({ marks: [{ track: 0, pos: 0 }, { stack: 1, label: "s" }, { player: 0, area: "hand" }] });
    await tick();
    expect([...root.querySelectorAll(".pw-marks .mark")].map((m) => m.getAttribute("data-mark-key"))).toEqual(["m:0:0"]);
  });

  it("labels beside the dispenser widen the board by a gutter, and never overlap", async () => {
    const { root, model } = view("play", { show: "dispenser" });
    const [, , narrow] = viewBox(root);
    model.set({ marks: [{ track: 4, pos: 3, label: "first" }, { track: 0, pos: 3, label: "second" }] });
    await tick();
    expect(viewBox(root)[2]).toBeGreaterThan(narrow);
    const ys = [...root.querySelectorAll(".mark-gutter .mark-label rect")].map((r) => Number(r.getAttribute("y")));
    expect(Math.abs(ys[0] - ys[1])).toBeGreaterThanOrEqual(20);
  });
});

describe("whole potion names", () => {
  it("every kind's name is drawn whole, on at most 3 lines, with its points and effect as a tooltip", () => {
    const data = fixture("midgame").traits;
    const t = translator(data.messages);
    const [id, info] = Object.entries<any>(data.tiles)[0];
    for (const [kind, k] of Object.entries<any>(data.kinds)) {
      for (const w of [100, 120, 155]) {
        const tile = drawTile(id, { ...info, kind }, data.kinds, t, { x: 0, y: 0, w, h: 116 });
        const lines = [...tile.querySelectorAll(".tile-name tspan")].map((s) => s.textContent);
        expect(lines.join(" ")).toBe(k.name);
        expect(lines.length).toBeLessThanOrEqual(3);
        for (const line of lines) if (line!.includes(" ")) expect(textWidth(line!, 12, true)).toBeLessThanOrEqual(w - 12);
        const tip = tile.querySelector("title")!.textContent!;
        expect(tip).toContain(k.name);
        expect(tip).toContain(`${info.points} pts`);
        expect(tip).toContain(k.effect);
      }
    }
    const { root } = view("midgame");
    expect(root.querySelector("svg.pw-board")!.textContent).not.toContain("\u2026");
  });
});

describe("every move told in turn", () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });

  it("updates that arrive together are queued and animated in order, each `say` logged, then the summary", async () => {
    const { before, steps } = fixture("bot_turn");
    const { root, model } = view("bot_turn", {}, "before");
    for (const step of steps) model.set(structuredClone(step));      // a whole turn in one kernel call
    await tick();
    const seen = [root.getAttribute("data-state-id")];
    expect(seen[0]).toBe(String(steps[0].state_id));
    expect(Number(root.getAttribute("data-queue"))).toBe(steps.length - 1);
    // nothing of a state already out of date can be clicked, and the buttons say why
    expect(root.querySelectorAll("svg.pw-board .selectable")).toHaveLength(0);
    expect(button(root, "end-turn").disabled).toBe(true);
    expect(button(root, "end-turn").getAttribute("data-why")).toContain("being shown");
    expect(root.querySelector(".pw-turn")!.textContent).toContain("Computer is playing");
    expect(root.querySelector(".pw-anim-info")!.textContent).toContain(`${steps.length - 1} more moves`);
    for (let i = 0; i < 200 && root.getAttribute("data-queue") !== "0"; i++) {
      vi.advanceTimersByTime(600);
      const id = root.getAttribute("data-state-id")!;
      if (id !== seen[seen.length - 1]) seen.push(id);
    }
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual(steps.map((s: any) => String(s.state_id)));
    const entries = [...root.querySelectorAll(".pw-log-list li")];
    const texts = entries.map((li) => li.querySelector(".pw-text")!.textContent);
    const told = steps.flatMap((s: any) => s.events.map((e: any) => e.say));
    expect(told.every((s: string) => typeof s === "string" && s.length > 0)).toBe(true);
    expect(texts.slice(-(told.length + 1), -1)).toEqual(told);
    const last = entries[entries.length - 1];
    expect(last.classList.contains("pw-summary")).toBe(true);
    expect(last.textContent).toBe(steps[steps.length - 1].summary);
    expect(last.textContent).toContain("Computer");
    // the computer's turn is over: it is "your turn" again, with the moves offered
    expect(root.querySelector(".pw-turn")!.textContent).toContain("your turn");
    expect(root.querySelector(".pw-turn")!.textContent).not.toMatch(/You's|you's/);
    expect(root.querySelectorAll(".dispenser .marble.selectable").length).toBeGreaterThan(0);
    expect(before.you).toEqual([0]);
  });

  it("Skip to end shows the newest state at once, with every move logged", async () => {
    const { steps } = fixture("bot_turn");
    const { root, model } = view("bot_turn", {}, "before");
    for (const step of steps) model.set(structuredClone(step));
    await tick();
    click(button(root, "anim-skip"));
    expect(root.getAttribute("data-state-id")).toBe(String(steps[steps.length - 1].state_id));
    expect(root.getAttribute("data-queue")).toBe("0");
    const told = steps.flatMap((s: any) => s.events.map((e: any) => e.say));
    const texts = [...root.querySelectorAll(".pw-log-list li .pw-text")].map((n) => n.textContent);
    for (const say of told) expect(texts).toContain(say);
  });

  it("the log shows `say` with the rule ID beside it, the rule's text as its tooltip", async () => {
    const { root, model, data } = view("play");
    const state = structuredClone(data.traits.state);
    model.set({ state, state_id: data.traits.state_id + 1, events: [{ type: "picked", rule: "T2", key: "event.picked", params: { color: "red", track: 0, pos: 0 }, text: "x (T2)", say: "Ben takes the red marble at track 0, position 0." }] });
    await tick();
    const li = [...root.querySelectorAll(".pw-log-list li")].pop()!;
    expect(li.querySelector(".pw-text")!.textContent).toBe("Ben takes the red marble at track 0, position 0.");
    const badge = li.querySelector(".pw-rule")!;
    expect(badge.textContent).toBe("T2");
    expect(badge.getAttribute("title")).toContain(data.traits.rules.T2);
    expect(badge.getAttribute("aria-description")).toBe(data.traits.rules.T2);
  });

  it("a new log_epoch empties the log, alone or with a new state", async () => {
    const { root, model, data } = view("exploded", {}, "after");
    expect(root.querySelectorAll(".pw-log-list li .pw-rule").length).toBeGreaterThan(0);
    model.set({ log_epoch: 1 });
    await tick();
    expect(root.querySelector(".pw-log-list .pw-log-empty")).not.toBeNull();
    model.set({ ...structuredClone(data.before), log_epoch: 2, state_id: data.after.state_id + 1, events: [] });
    await tick();
    expect(root.querySelector(".pw-log-list .pw-log-empty")).not.toBeNull();
    expect(root.querySelector(".pw-log-list")!.textContent).not.toContain("Undone");
  });
});

describe("traps mended", () => {
  it("a refusal is cleared by the next accepted action", async () => {
    const { root, model, data } = view("play");
    click(button(root, "end-turn"));
    model.receive({ kind: "reply", id: 1, ok: false, error: { rule: "E0", key: "refuse.end_without_pick", params: {}, message: "m" } });
    await tick();
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    expect(box.querySelector(".pw-rule")!.getAttribute("title")).toContain(data.traits.rules.E0);
    const next = fixture("exploded").after;
    model.set({ ...structuredClone(next), state_id: data.traits.state_id + 1, error: {} });
    await tick();
    expect(box.hidden).toBe(true);
  });

  it("a refusal is cleared by an exercise reset that leaves the position as it was (a new log_epoch alone)", async () => {
    const { root, model } = view("play");
    click(button(root, "end-turn"));
    model.receive({ kind: "reply", id: 1, ok: false, error: { rule: "E0", key: "refuse.end_without_pick", params: {}, message: "m" } });
    await tick();
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    model.set({ log_epoch: (model.get("log_epoch") ?? 0) + 1 });
    await tick();
    expect(box.hidden).toBe(true);
  });

  it("a refusal is cleared by undo", async () => {
    const { root, model, data } = view("play");
    model.set({ error: { rule: "D2", key: "refuse.ninth_marble", params: { track: 0, pos: 8 }, message: "x" } });
    await tick();
    expect((root.querySelector(".pw-refusal") as HTMLElement).hidden).toBe(false);
    click(button(root, "undo"));
    model.set({ state_id: data.traits.state_id + 1, events: [], error: {} });
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });
    await tick();
    expect((root.querySelector(".pw-refusal") as HTMLElement).hidden).toBe(true);
    // a later change of another trait does not bring it back
    model.set({ marks: [{ track: 0, pos: 0 }] });
    await tick();
    expect((root.querySelector(".pw-refusal") as HTMLElement).hidden).toBe(true);
  });

  it("the dispenser alone offers nothing about a desk it does not draw", () => {
    const { root, data } = view("exploded", { show: "dispenser" }, "after");
    expect(data.after.state.turn.picked).toBe(true);
    const wrapperOf = (name: string) => root.querySelector(`[data-btn="${name}"]`)!.parentElement as HTMLElement;
    for (const name of ["place-all", "to-pool", "end-turn"]) expect(wrapperOf(name).hidden).toBe(true);
    expect(wrapperOf("undo").hidden).toBe(false);
    expect(root.querySelector(".pw-hint")!.textContent).toContain("only the dispenser");
    const full = view("exploded", {}, "after").root;
    expect((full.querySelector('[data-btn="end-turn"]')!.parentElement as HTMLElement).hidden).toBe(false);
  });

  it("undo says why it is off when nothing can be taken back", () => {
    const off = view("play", { can_undo: false }).root.querySelector('[data-btn="undo"]') as HTMLButtonElement;
    expect(off.disabled).toBe(true);
    expect(off.parentElement!.getAttribute("title")).toContain("nothing to take back");
    const on = view("play", { can_undo: true }).root.querySelector('[data-btn="undo"]') as HTMLButtonElement;
    expect(on.disabled).toBe(false);
  });

  it("a board that only shows offers nothing to click and says so", () => {
    const { root } = view("play", { interactive: false, acting: [] });
    expect(root.querySelectorAll(".selectable")).toHaveLength(0);
    // nobody plays here: no bot either, so not "it plays its moves by itself"
    expect(root.querySelector(".pw-hint")!.textContent).toContain("only shows the position");
    expect(root.querySelector(".pw-hint")!.textContent).not.toContain("by itself");
    expect((root.querySelector('[data-btn="end-turn"]') as HTMLButtonElement).disabled).toBe(true);
    expect(view("play").root.querySelectorAll(".dispenser .selectable").length).toBeGreaterThan(0);
  });

  it("a board without hover previews never invites the learner to hover", () => {
    const quiet = view("play", { hover: false, previews: [] }).root.querySelector(".pw-hint")!.textContent!;
    const usual = view("play").root.querySelector(".pw-hint")!.textContent!;
    expect(usual).toContain("Hover");
    expect(quiet).toContain("T2");
    expect(quiet).not.toContain("Hover");
  });

  it("the hover preview leaves the hint when the pointer leaves the board", () => {
    const { root, data } = view("exploded", {}, "before");
    const p = data.preview;
    root.querySelector(`.dispenser [data-key="m:${p.track}:${p.pos}"]`)!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(root.querySelector(".pw-hint")!.textContent).toContain("explosion step");
    root.querySelector("svg.pw-board")!.dispatchEvent(new MouseEvent("mouseleave"));
    expect(root.querySelector(".pw-hint")!.textContent).not.toContain("explosion step");
    expect(root.querySelectorAll(".preview-out")).toHaveLength(0);
  });

  it.each(["play", "draft", "over", "midgame", "end_turn"])("every disabled button says why (%s)", (name) => {
    const { root } = view(name);
    const disabled = [...root.querySelectorAll("button:disabled")] as HTMLButtonElement[];
    expect(disabled.length).toBeGreaterThan(0);
    for (const b of disabled) {
      const why = b.getAttribute("data-why");
      expect(why, b.getAttribute("data-btn")!).toBeTruthy();
      const wrapper = b.parentElement!;
      expect(wrapper.getAttribute("title")).toBe(why);
      expect(wrapper.getAttribute("tabindex")).toBe("0");        // reachable by keyboard
      expect(wrapper.querySelector(".pw-why")!.textContent).toBe(why);
      expect(document.getElementById(b.getAttribute("aria-describedby")!)!.textContent).toBe(why);
    }
    for (const b of root.querySelectorAll("button:enabled")) expect(b.hasAttribute("data-why")).toBe(false);
  });

  it("Place all says why when a marble fits more than one potion", async () => {
    const { root, model, data } = view("exploded", {}, "after");
    const legal: Action[] = [
      { type: "place", color: "red", burner: 0, hole: 0 },
      { type: "place", color: "red", burner: 1, hole: 2 },
    ];
    const state = structuredClone(data.after.state);
    state.players[state.current].hand = ["red"];
    model.set({ state, legal, state_id: data.after.state_id + 1, events: [] });
    await tick();
    expect(button(root, "place-all").disabled).toBe(true);
    expect(button(root, "place-all").getAttribute("data-why")).toContain("more than one potion");
  });

  it("no message says marble(s) or step(s): singular forms instead", () => {
    const ui = JSON.parse(readFileSync(resolve(__dirname, "../../potion_widget/data/messages/en/ui.json"), "utf-8"));
    for (const [key, text] of Object.entries<string>(ui)) expect(text, key).not.toMatch(/\(s\)/);
    const t = translator(ui);
    expect(t("ui.preview.pick", { count: 1, steps: t("ui.preview.steps", { count: 1 }), colors: "1 red" })).toBe("This pick takes 1 marble in 1 explosion step: 1 red");
    expect(t("ui.preview.pick", { count: 3, steps: t("ui.preview.steps", { count: 2 }), colors: "3 red" })).toBe("This pick takes 3 marbles in 2 explosion steps: 3 red");
  });

  it("the status line names the phase and who plays, with `you` grammar", async () => {
    const { root, model, data } = view("midgame", { you: [0] });
    const state = structuredClone(data.traits.state);
    state.current = 0;
    model.set({ state, state_id: data.traits.state_id + 1, events: [] });
    await tick();
    expect(root.querySelector(".pw-phase")!.textContent).toBe("Playing");
    expect(root.querySelector(".pw-turn")!.textContent).toMatch(/^Turn \d+: your turn$/);
    state.current = 1;
    model.set({ state: structuredClone(state), state_id: data.traits.state_id + 2, events: [] });
    await tick();
    expect(root.querySelector(".pw-turn")!.textContent).toMatch(new RegExp(`^Turn \\d+: ${state.players[1].name} is playing$`));
    // not your turn: nothing to click, and the buttons say why
    expect(root.querySelectorAll("svg.pw-board .selectable")).toHaveLength(0);
    expect(button(root, "end-turn").getAttribute("data-why")).toContain(state.players[1].name);
    const phases = { draft: "Draft", tiebreak: "Tie-break", over: "Game over" };
    for (const [phase, word] of Object.entries(phases)) {
      model.set({ state: { ...structuredClone(state), phase } as any });
      await tick();
      expect(root.querySelector(".pw-phase")!.textContent).toBe(word);
    }
  });
});

describe("drinks in words, the Sands of Time step by step", () => {
  function words(data: any): Describe {
    const t = translator(data.traits.messages);
    return {
      t, tiles: data.traits.tiles, kinds: data.traits.kinds, dispenser: data.traits.state.dispenser,
      pool: (seat) => (seat === data.traits.state.current ? t("ui.choice.pool_yours") : t("ui.choice.pool_of", { name: data.traits.state.players[seat].name })),
    };
  }

  it.each(["wisdom", "magnetic", "abyssal", "balm", "love", "joy", "sands", "lava"])("every %s choice is described in words", (kind) => {
    const data = fixture(`drink_${kind}`);
    for (const { choices } of data.drinks) {
      for (const c of choices) {
        const said = describeChoice(kind, c, words(data));
        expect(said).not.toMatch(/[{}[\]"]|object Object|undefined/);
        expect(said.length).toBeGreaterThan(4);
      }
    }
    if (kind === "love") expect(describeChoice("love", data.drinks[0].choices[0], words(data))).toMatch(/'s pool$/);
  });

  it("after choosing the Sands, the drunk potions are listed by name and highlighted; then the potion's own choice; then Confirm", async () => {
    const data = fixture("drink_sands");
    const state = structuredClone(data.traits.state);
    const me = state.players[state.current];
    me.completed.find((c: any) => c.tile === "abyssal-3").drunk = true;
    const { root, model } = view("drink_sands", { state });
    const sands = data.drinks[0];
    const wisdom = sands.choices.slice(0, 3);
    const abyssal = [{ potion: "abyssal-3", choice: { tracks: [0] } }, { potion: "abyssal-3", choice: { tracks: [0, 1] } }];
    click(root.querySelector(`[data-key="c:${sands.action.potion}"]`)!);
    model.receive({ kind: "reply", id: 1, ok: true, choices: [...wisdom, ...abyssal] });
    await tick();
    const panel = root.querySelector(".pw-panel") as HTMLElement;
    const reuse = [...panel.querySelectorAll('[data-btn="reuse"]')];
    expect(reuse.map((b) => b.textContent)).toEqual([`reuse ${data.traits.kinds.wisdom.name}`, `reuse ${data.traits.kinds.abyssal.name}`]);
    expect(panel.textContent).not.toMatch(/[{}]/);
    expect(root.querySelector(".pw-hint")!.textContent).toContain("drunk potions to reuse");
    // only the drunk potions are highlighted at this step
    const lit = [...root.querySelectorAll("svg.pw-board .selectable")].map((n) => n.getAttribute("data-key"));
    expect(lit.sort()).toEqual(["d:abyssal-3", "d:wisdom-3"]);
    expect(button(root, "confirm").disabled).toBe(true);
    click(reuse[1]);
    await tick();
    expect(root.querySelector('[data-btn="reuse"][aria-pressed="true"]')!.textContent).toContain(data.traits.kinds.abyssal.name);
    // the Abyssal Draft's own choice, on the board as for that potion
    expect(marbles(root, ".selectable").map((m) => m.getAttribute("data-key")).sort()).toEqual(["m:0:0", "m:1:0"]);
    click(root.querySelector('.dispenser [data-key="m:0:0"]')!);
    await tick();
    expect(button(root, "confirm").disabled).toBe(false);
    click(button(root, "confirm"));
    expect(model.sent[model.sent.length - 1].action).toEqual({ type: "drink", potion: sands.action.potion, choice: abyssal[0] });
  });

  it("a choice the focused board cannot show is offered in words and confirmed", async () => {
    const data = fixture("drink_love");
    const { root, model } = view("drink_love", { show: "desk" });
    const { action, choices } = data.drinks[0];
    click(root.querySelector(`[data-key="c:${action.potion}"]`)!);
    model.receive({ kind: "reply", id: 1, ok: true, choices });
    await tick();
    const options = [...root.querySelectorAll('.pw-panel [data-btn="choice"]')];
    expect(options.length).toBe(choices.length);
    expect(options[0].textContent).toMatch(/'s pool$/);
    if (choices.length > 1) expect(button(root, "confirm").disabled).toBe(true);
    click(options[0]);
    await tick();
    expect(root.querySelector('.pw-panel [data-btn="choice"][aria-pressed="true"]')).not.toBeNull();
    click(button(root, "confirm"));
    expect(model.sent[model.sent.length - 1].action).toEqual({ type: "drink", potion: action.potion, choice: choices[0] });
  });

  it("the checklist's rule IDs carry the rule's text", async () => {
    const { root, model, data } = view("end_turn");
    click(button(root, "end-turn"));
    model.receive({ kind: "reply", id: 1, ok: true, choices: data.choices });
    await tick();
    const badges = [...root.querySelectorAll(".pw-checklist .pw-rule")];
    expect(badges.map((b) => b.textContent)).toEqual(["E1", "E2", "E3", "E4", "E5"]);
    for (const b of badges) expect(b.getAttribute("title")).toContain(data.traits.rules[b.textContent!]);
    // and the hint's rule IDs too
    const ref = root.querySelector(".pw-hint .pw-rule-ref, .pw-keep .pw-rule-ref");
    expect(ref?.getAttribute("title")).toBeTruthy();
  });
});

describe("older kernels", () => {
  it("renders a fixture that has none of the teaching traits", () => {
    const data = fixture("play");
    const traits = structuredClone(data.traits);
    for (const name of ["show", "marks", "you", "rules", "actor", "summary", "log_epoch"]) delete traits[name];
    const model = new FakeModel(traits);
    const el = document.createElement("div");
    document.body.appendChild(el);
    cleanups.push(mount(el, model, clientFor(model)));
    expect(el.querySelectorAll(".desk")).toHaveLength(2);
    expect(el.querySelector(".pw-turn")!.textContent).toContain(data.traits.state.players[data.traits.state.current].name);
  });
});
