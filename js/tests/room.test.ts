/**
 * The board keeps its place as the texts above it change (issue 21's board shift and layout
 * jumps): the status line holds the room of its tallest sentence from the first draw, the
 * board's top never goes back up, the labels' gutter of a lesson's board is there before any
 * label, and the stacks' room is kept through the draft. jsdom lays nothing out, so the
 * heights are given by a stub that makes each drawn line 18 px tall.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeptTop, reserveTallest } from "../src/potion/room";
import { boardSize } from "../src/potion/board";
import { fixture } from "./fake-model";
import { button, click, tick, viewsCleanedAfterEach } from "./helpers";

const LINE = 18;
/** The lines an element's children make: a status line's phase and turn share the first. */
const lines = (el: Element) => Math.max(1, el.children.length - 1);
const realRect = HTMLElement.prototype.getBoundingClientRect;

function stubHeights(): void {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const h = lines(this) * LINE;
    return { x: 0, y: 0, left: 0, top: 0, width: 500, height: h, right: 500, bottom: h, toJSON: () => ({}) } as DOMRect;
  };
}

describe("room kept for the texts above the board", () => {
  beforeEach(stubHeights);
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
  });

  it("a line keeps the height of the tallest thing it may say, and shows only what it says now", () => {
    const el = document.createElement("div");
    document.body.append(el);
    const say = (n: number) => () => el.replaceChildren(...Array.from({ length: n }, () => document.createElement("span")));
    const tallest = reserveTallest(el, [say(2), say(5), say(3)], say(2));
    expect(tallest).toBe(4 * LINE);
    expect(el.style.minHeight).toBe(`${4 * LINE}px`);
    expect(el.children.length).toBe(2);
    el.remove();
  });

  it("the board's top goes down with the texts above it, never back up, until the width changes", () => {
    const block = document.createElement("div");
    let natural = 100;
    Object.defineProperty(block, "offsetTop", { get: () => natural + 0 });
    const top = new KeptTop(block);
    top.keep();
    expect(block.style.marginTop).toBe("");
    natural = 140;
    top.keep();
    expect(block.style.marginTop).toBe("");
    natural = 90;      // a shorter sentence above: the board stays where it was
    top.keep();
    expect(block.style.marginTop).toBe("50px");
    top.reset();
    top.keep();
    expect(block.style.marginTop).toBe("");
  });
});

describe("the status line's room (board-shift, E4)", () => {
  const view = viewsCleanedAfterEach();
  beforeEach(stubHeights);
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
  });

  it("holds, from the first draw, the status of the end triggered and of the game's result", async () => {
    const { root, model, data } = view("midgame");
    const status = root.querySelector(".pw-status") as HTMLElement;
    expect(status.querySelector(".pw-end-triggered")).toBeNull();      // not said before it is so
    const reserved = parseFloat(status.style.minHeight);
    expect(reserved).toBeGreaterThan(status.getBoundingClientRect().height);
    const state = structuredClone(data.traits.state);
    state.end_triggered = true;
    model.set({ state, events: [], state_id: data.traits.state_id + 1 });
    await tick();
    expect(status.querySelector(".pw-end-triggered")).not.toBeNull();
    expect(status.getBoundingClientRect().height).toBeLessThanOrEqual(reserved);
    model.set({ state: { ...state, phase: "over" }, events: [], winners: [0], state_id: data.traits.state_id + 2 });
    await tick();
    expect(status.querySelector(".pw-game-over")).not.toBeNull();
    expect(status.getBoundingClientRect().height).toBeLessThanOrEqual(reserved);
  });
});

describe("the toolbar's and the hint line's room (board-shift)", () => {
  const view = viewsCleanedAfterEach();
  /** Here a block is as tall as its shown words make lines of 40 characters (a button's
   * "why", a tooltip over the page, takes no room). */
  const shown = (el: Element): string => (el as HTMLElement).hidden || el.classList.contains("pw-why") ? ""
    : el.children.length ? [...el.children].map(shown).join(" ") : el.textContent ?? "";
  const tall = (words: string) => Math.max(1, Math.ceil(words.length / 40)) * LINE;
  beforeEach(() => {
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const h = tall(shown(this));
      return { x: 0, y: 0, left: 0, top: 0, width: 500, height: h, right: 500, bottom: h, toJSON: () => ({}) } as DOMRect;
    };
  });
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
  });
  const LONG = "a sentence long enough in some language to wrap the line it is on, whatever its width";

  it("the toolbar holds, from the first draw, the room of the Little help button's longer label (T3)", async () => {
    const { messages } = fixture("midgame").traits;
    const { root } = view("midgame", "traits", { messages: { ...messages, "ui.btn.help_on": LONG } });
    const toolbar = root.querySelector(".pw-toolbar") as HTMLElement;
    const reserved = parseFloat(toolbar.style.minHeight);
    expect(button(root, "help").textContent).toBe(messages["ui.btn.help"]);   // only what it says is seen
    click(button(root, "help"));
    await tick();
    expect(button(root, "help").textContent).toBe(LONG);
    expect(toolbar.getBoundingClientRect().height).toBeGreaterThan(LINE);
    expect(reserved).toBeGreaterThanOrEqual(toolbar.getBoundingClientRect().height);
  });

  it("the hint line holds, from the first draw, the room of drinking a potion whose effect is long (P1)", async () => {
    const { traits: data, drinks: [{ action, choices }] } = fixture("drink_balm");
    const kinds = Object.fromEntries(Object.entries(data.kinds).map(([k, info]: [string, any]) => [k, { ...info, effect: `${info.effect} ${LONG}` }]));
    const { root, model } = view("drink_balm", "traits", { kinds });
    const say = root.querySelector(".pw-say") as HTMLElement;
    const reserved = parseFloat(say.style.minHeight);
    click(root.querySelector(`[data-key="c:${action.potion}"]`)!);
    model.receive({ kind: "reply", id: 1, ok: true, choices });
    await tick();
    const hint = root.querySelector(".pw-hint") as HTMLElement;
    expect(hint.textContent).toContain(LONG);
    expect(say.getBoundingClientRect().height).toBeGreaterThan(tall(messages(data)["ui.hint.pick"]));
    expect(reserved).toBeGreaterThanOrEqual(say.getBoundingClientRect().height);
  });

  it("the hint line holds the room of the guided step's words", () => {
    const { root } = view("midgame", "traits", { guide: `${LONG} ${LONG} ${LONG}` });
    const say = root.querySelector(".pw-say") as HTMLElement;
    expect(parseFloat(say.style.minHeight)).toBeGreaterThanOrEqual(tall(`${LONG} ${LONG} ${LONG}`));
  });
});

const messages = (traits: any): Record<string, string> => traits.messages;

describe("the parts keep their places (layout-jump)", () => {
  const view = viewsCleanedAfterEach();
  const places = (root: Element) => [...root.querySelectorAll("svg .desk, svg .board, svg .dispenser")]
    .map((g) => g.getAttribute("transform"));

  it("a lesson's board has its labels' gutter from the first draw: a shown answer moves nothing", async () => {
    const { root, model } = view("midgame", "traits", { explore: false, marks: [] });
    const before = places(root);
    const width = root.querySelector("svg.pw-board")!.getAttribute("viewBox");
    model.set({ marks: [{ track: 0, pos: 0, label: "a right answer" }] });
    await tick();
    expect(root.querySelector(".mark-gutter .mark-label")).not.toBeNull();
    expect(places(root)).toEqual(before);
    expect(root.querySelector("svg.pw-board")!.getAttribute("viewBox")).toBe(width);
  });

  it("during the draft the board keeps the stacks' room (S2, S3): the desks stay when it ends", () => {
    const state = fixture("draft").traits.state;
    expect(state.phase).toBe("draft");
    const after = { ...state, phase: "play" };
    for (const [cols, w] of [[5, 120], [2, 110], [1, 100]]) {
      expect(boardSize(state, cols, w).h).toBeGreaterThanOrEqual(boardSize(after, cols, w).h);
    }
  });
});
