/** A whole turn by keyboard and screen reader: focus that stays where the learner is, one Tab
 * stop per group with arrow keys inside it, names that say where, and a live region that tells
 * each action's story once. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, click, tick, viewsCleanedAfterEach } from "./helpers";
import { fixture } from "./fake-model";

const view = viewsCleanedAfterEach();

const key = (el: Element, k: string) => {
  const ev = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(ev);
  return ev;
};
const active = () => document.activeElement as Element;
const announced = (root: Element) => [...root.querySelectorAll(".pw-announce p")].map((p) => p.textContent);
const name = (el: Element) => el.querySelector(":scope > title")?.textContent ?? "";

describe("names that say where", () => {
  it("hand and pool marbles are named with their place, holes with their potion, burner and colour", () => {
    const { root, model } = view("exploded", "after");
    const hand = [...root.querySelectorAll(".desk.active .hand-marble")];
    const colors = model.get("state").players[model.get("state").current].hand;
    expect(hand).toHaveLength(colors.length);
    hand.forEach((m, i) => expect(name(m)).toBe(`${colors[i]} marble in your hand, ${i + 1} of ${colors.length}`));
    const holes = [...root.querySelectorAll(".desk.active .hole[data-hole]")];
    expect(holes.length).toBeGreaterThan(0);
    for (const hole of holes) expect(name(hole)).toMatch(/^hole \d+ of .+ on burner [01](, needs (red|blue|black|yellow)|, filled with \w+)$/);
    // holes count from 0, as burners, tracks, positions and stacks do
    expect(name(holes[0])).toContain(`hole ${Number(holes[0].getAttribute("data-hole"))} of `);
  });

  it("the board is one named group that is not a Tab stop of its own", () => {
    const { root } = view("play");
    const svg = root.querySelector("svg.pw-board")!;
    expect(svg.getAttribute("tabindex")).toBe("-1");
    expect(svg.getAttribute("aria-label")).toBe("Potion Explosion board");
  });
});

describe("a roving tabindex", () => {
  it("the dispenser is one Tab stop; arrows move between positions and tracks", () => {
    const { root } = view("play");
    const selectable = [...root.querySelectorAll(".dispenser .marble.selectable")];
    expect(selectable.length).toBeGreaterThan(3);
    expect(selectable.filter((m) => m.getAttribute("tabindex") === "0")).toHaveLength(1);
    expect(selectable.filter((m) => m.getAttribute("tabindex") === "-1")).toHaveLength(selectable.length - 1);
    const first = selectable.find((m) => m.getAttribute("tabindex") === "0") as SVGElement;
    first.focus();
    expect(active()).toBe(first);
    const track = Number(first.getAttribute("data-track"));
    key(first, "ArrowRight");
    const right = active();
    expect(Number(right.getAttribute("data-track"))).toBeGreaterThan(track);
    expect(right.getAttribute("tabindex")).toBe("0");
    expect(first.getAttribute("tabindex")).toBe("-1");
    key(right, "ArrowLeft");
    expect(active()).toBe(first);
    key(first, "End");
    expect(active()).toBe(selectable[selectable.length - 1]);
    // the stop is remembered across redraws
    const stopKey = active().getAttribute("data-key");
    click(button(root, "help"));
    click(button(root, "help"));
    const stop = root.querySelector(`.dispenser [data-key="${stopKey}"]`)!;
    expect(stop.getAttribute("tabindex")).toBe("0");
  });

  it("arrow keys inside the widget do not reach the page (JupyterLab's shortcuts)", () => {
    const { root } = view("play");
    const seen: string[] = [];
    const spy = (e: KeyboardEvent) => seen.push(e.key);
    document.addEventListener("keydown", spy);
    const first = root.querySelector(".dispenser .marble[tabindex='0']") as SVGElement;
    first.focus();
    for (const k of ["ArrowUp", "ArrowDown", "Escape", "Enter"]) key(active(), k);
    document.removeEventListener("keydown", spy);
    expect(seen).toEqual([]);
    expect(root.contains(active())).toBe(true);
  });

  it("the hand is one Tab stop in the order of the turn: dispenser, hand, burners, pool, buttons", () => {
    const { root } = view("exploded", "after");
    const hand = [...root.querySelectorAll(".desk.active .hand-marble.selectable")];
    expect(hand.filter((m) => m.getAttribute("tabindex") === "0")).toHaveLength(1);
    const stops = [...root.querySelectorAll("[tabindex='0'], button:not([disabled])")]
      .filter((el) => !el.closest("[hidden]"))
      .map((el) => el.getAttribute("data-key")?.split(":")[0] ?? "button");
    const order = stops.filter((s, i) => s !== stops[i - 1]);
    expect(order.indexOf("hand")).toBeLessThan(order.indexOf("button"));
    // the toolbar comes after the board in the DOM (shown above it by the flex order)
    const svg = root.querySelector("svg.pw-board")!;
    expect(svg.compareDocumentPosition(root.querySelector(".pw-toolbar")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("focus that stays where the learner is", () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
  afterEach(() => { vi.useRealTimers(); });

  it("after a pick, focus goes to the hand; after choosing a hand marble, to the first legal hole", async () => {
    const data = fixture("exploded");
    const { root, model } = view("exploded", "before");
    const p = data.preview;
    const target = root.querySelector(`.dispenser [data-key="m:${p.track}:${p.pos}"]`) as SVGElement;
    target.focus();
    key(target, "Enter");
    expect(model.sent[0].action).toEqual({ type: "pick", track: p.track, pos: p.pos });
    expect(root.contains(active())).toBe(true);
    model.receive({ kind: "reply", id: 1, ok: true, events: data.after.events });
    model.set(structuredClone(data.after));
    await tick();
    for (let i = 0; i < 100 && root.querySelector(".pw-anim:not([hidden])") && !active().classList.contains("hand-marble"); i++) vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(20_000);
    await tick();
    expect(active().classList.contains("hand-marble")).toBe(true);
    // a hand marble whose colour Python lets place: Enter moves focus to the first legal hole
    const placeable = new Set(model.get("legal").filter((a) => a.type === "place").map((a) => a.color));
    const hand = [...root.querySelectorAll(".desk.active .hand-marble.selectable")] as SVGElement[];
    const marble = hand.find((m) => placeable.has(m.getAttribute("data-color")!))!;
    marble.focus();
    key(marble, "Enter");
    await tick();
    expect(active().classList.contains("hole")).toBe(true);
    const hole = active();
    const legalHole = model.get("legal").find((a) => a.type === "place" && a.color === marble.getAttribute("data-color")
      && a.burner === Number(hole.getAttribute("data-burner")) && a.hole === Number(hole.getAttribute("data-hole")));
    expect(legalHole).toBeTruthy();
  });

  it("after a refusal focus stays put; after End turn it goes to the choice panel", async () => {
    const { root, model } = view("play");
    const end = button(root, "end-turn");
    end.focus();
    click(end);
    model.receive({ kind: "reply", id: 1, ok: false, error: { rule: "E0", key: "refuse.end_without_pick", params: {}, message: "Make your usual pick before ending the turn. (E0)" } });
    await tick();
    expect(active()).toBe(end);
    expect(root.querySelector(".pw-refusal")!.getAttribute("role")).toBe("alert");

    const data = fixture("end_turn");
    const v2 = view("end_turn");
    const end2 = button(v2.root, "end-turn");
    end2.focus();
    click(end2);
    v2.model.receive({ kind: "reply", id: 1, ok: true, choices: data.choices });
    await tick();
    expect(v2.root.querySelector(".pw-panel")!.contains(active())).toBe(true);
    // Escape closes the choice and goes back to End turn, inside the widget
    key(active(), "Escape");
    await tick();
    expect(active()).toBe(end2);
  });
});

describe("drinking by keyboard", () => {
  it("Enter on a potion opens its choice on the board; a complete choice moves focus to Confirm", async () => {
    const data = fixture("drink");
    const { root, model } = view("drink");
    const chip = root.querySelector(`[data-key="c:${data.action.potion}"]`) as SVGElement;
    expect(chip.getAttribute("tabindex")).toBe("0");
    chip.focus();
    key(chip, "Enter");
    model.receive({ kind: "reply", id: 1, ok: true, choices: data.choices });
    await tick();
    // focus is on something the drink lets the learner choose
    const first = active();
    expect(root.contains(first)).toBe(true);
    expect(first.getAttribute("data-key") ?? first.getAttribute("data-btn")).toBeTruthy();
    if (first.getAttribute("data-key")) {
      key(first, "Enter");
      await tick();
      const confirm = button(root, "confirm");
      if (!confirm.disabled) expect(active()).toBe(confirm);
      else expect(root.contains(active())).toBe(true);
    }
    // Escape goes back to the potion
    key(active(), "Escape");
    await tick();
    expect(active().getAttribute("data-key")).toBe(`c:${data.action.potion}`);
  });
});

describe("announcements", () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
  afterEach(() => { vi.useRealTimers(); });

  it("an accepted action's story goes to a polite live region once; a redraw does not rewrite it", async () => {
    const data = fixture("exploded");
    const { root, model } = view("exploded", "before");
    const region = root.querySelector(".pw-announce")!;
    expect(region.getAttribute("aria-live")).toBe("polite");
    model.set(structuredClone(data.after));
    await tick();
    const says = data.after.events.map((e: any) => e.say);
    expect(announced(root).slice(0, says.length)).toEqual(says);
    const nodes = [...region.childNodes];
    const hint = root.querySelector(".pw-hint")!;
    const hintNodes = [...hint.childNodes];
    vi.advanceTimersByTime(20_000);
    model.set({ hover: true });        // a redraw with nothing new to tell
    await tick();
    expect([...region.childNodes]).toEqual(nodes);
    expect([...hint.childNodes]).toEqual(hintNodes);     // an unchanged hint is not rewritten
  });

  it("the computer's turn is told move by move, then whose turn it is", async () => {
    const { steps } = fixture("bot_turn");
    const { root, model } = view("bot_turn", "before");
    const told: string[][] = [];
    const region = root.querySelector(".pw-announce")!;
    const observer = new MutationObserver(() => told.push(announced(root) as string[]));
    observer.observe(region, { childList: true });
    for (const step of steps) model.set(structuredClone(step));
    await tick();
    for (let i = 0; i < 200 && root.getAttribute("data-queue") !== "0"; i++) {
      vi.advanceTimersByTime(600);
      await tick();
    }
    vi.advanceTimersByTime(20_000);
    await tick();
    observer.disconnect();
    const all = told.flat();
    for (const step of steps) for (const e of step.events) expect(all.filter((s) => s === e.say).length).toBeGreaterThanOrEqual(1);
    expect(told).toHaveLength(steps.length);       // once per update, no repeats
    expect(told[told.length - 1][told[told.length - 1].length - 1]).toMatch(/your turn/);
  });
});
