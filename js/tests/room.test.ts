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
import { tick, viewsCleanedAfterEach } from "./helpers";

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
