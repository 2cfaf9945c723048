/** The Sugar Blast board by keyboard and screen reader: one Tab stop with a roving focus,
 * arrows move on the board as drawn (up is north), Enter or Space picks and swaps (W1),
 * Escape cancels, keys stay in the widget, and a polite live region tells each accepted
 * move's sentences and whose turn it is. */
import { describe, expect, it } from "vitest";
import { fixture } from "./fake-model";
import { accept, cell, key, sugarViews, tick } from "./sugar_helpers";

const view = sugarViews();
const focused = (root: Element) => (root.ownerDocument.activeElement as Element | null)?.getAttribute("data-key");

describe("keyboard", () => {
  it("the board is one Tab stop: exactly one cell has tabindex 0, and it is a cell that can be played", () => {
    const { root, data } = view("sugar_swap");
    const stops = root.querySelectorAll("svg [tabindex='0']");
    expect(stops).toHaveLength(1);
    const first = data.traits.legal[0];
    const offered = new Set(data.traits.legal.flatMap((a: any) => [`cell:${a.a[0]}:${a.a[1]}`, `cell:${a.b[0]}:${a.b[1]}`]));
    expect(offered.has(stops[0].getAttribute("data-key"))).toBe(true);
    expect(first.type).toBe("swap");
  });

  it("arrows move the focus as the board is drawn: up to the next row north, right to the next column east", () => {
    const { root } = view("sugar_swap");
    (cell(root, 2, 2) as any).focus();
    key(cell(root, 2, 2), "ArrowUp");
    expect(focused(root)).toBe("cell:3:2");
    key(cell(root, 3, 2), "ArrowRight");
    expect(focused(root)).toBe("cell:3:3");
    key(cell(root, 3, 3), "ArrowDown");
    key(cell(root, 2, 3), "ArrowLeft");
    expect(focused(root)).toBe("cell:2:2");
    expect(root.querySelectorAll("svg [tabindex='0']")).toHaveLength(1);
    expect(cell(root, 2, 2).getAttribute("tabindex")).toBe("0");
    // the edge holds the focus
    (cell(root, 5, 0) as any).focus();
    key(cell(root, 5, 0), "ArrowUp");
    expect(focused(root)).toBe("cell:5:0");
  });

  it("Enter picks a candy, arrows go to a neighbour, Enter swaps them: the legal swap is sent", () => {
    const { root, model, data } = view("sugar_swap");
    const swap = data.traits.legal[0];
    (cell(root, swap.a[0], swap.a[1]) as any).focus();
    key(cell(root, swap.a[0], swap.a[1]), "Enter");
    expect(root.getAttribute("data-mode")).toBe("picked");
    expect(focused(root)).toBe(`cell:${swap.a[0]}:${swap.a[1]}`);
    const dir = swap.b[0] > swap.a[0] ? "ArrowUp" : swap.b[0] < swap.a[0] ? "ArrowDown" : swap.b[1] > swap.a[1] ? "ArrowRight" : "ArrowLeft";
    key(cell(root, swap.a[0], swap.a[1]), dir);
    expect(focused(root)).toBe(`cell:${swap.b[0]}:${swap.b[1]}`);
    key(cell(root, swap.b[0], swap.b[1]), " ");
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0].action).toEqual(swap);
  });

  it("Escape cancels the pick and leaves the focus on the board", () => {
    const { root, model, data } = view("sugar_swap");
    const a = data.traits.legal[0].a;
    (cell(root, a[0], a[1]) as any).focus();
    key(cell(root, a[0], a[1]), "Enter");
    key(cell(root, a[0], a[1]), "Escape");
    expect(root.getAttribute("data-mode")).toBe("idle");
    expect(focused(root)).toBe(`cell:${a[0]}:${a[1]}`);
    expect(model.sent).toHaveLength(0);
  });

  it("keys pressed in the widget do not reach the page (JupyterLab's shortcuts stay quiet)", () => {
    const { root } = view("sugar_swap");
    const seen: string[] = [];
    const spy = (ev: KeyboardEvent) => seen.push(ev.key);
    document.addEventListener("keydown", spy);
    for (const k of ["Escape", "a", "b", "d", "ArrowUp", "Enter"]) key(cell(root, 0, 0), k);
    document.removeEventListener("keydown", spy);
    expect(seen).toEqual([]);
  });
});

describe("screen reader", () => {
  it("every cell has a name in words, the board its keys described", () => {
    const { root } = view("sugar_swap");
    for (const c of root.querySelectorAll(".cell")) expect(c.getAttribute("aria-label")).toMatch(/^.+ at row [1-6], column [1-6]$/);
    const svg = root.querySelector("svg.sb-board")!;
    expect(svg.getAttribute("aria-label")).toBe("Sugar Blast board");
    expect(svg.getAttribute("aria-description")).toContain("Arrow keys");
  });

  it("a polite live region announces each accepted move's sentences and whose turn it is", async () => {
    const { root, model, data } = view("sugar_swap");
    const live = root.querySelector("[aria-live='polite']")!;
    expect(live.getAttribute("role")).toBe("status");
    const swap = data.traits.legal[0];
    (cell(root, swap.a[0], swap.a[1]) as any).focus();
    key(cell(root, swap.a[0], swap.a[1]), "Enter");
    const after = fixture("sugar_swapped").traits;
    key(cell(root, swap.b[0], swap.b[1]), "Enter");
    accept(model, after);
    await tick();
    const said = live.textContent!;
    for (const e of after.events) expect(said).toContain(e.say);
    expect(said).toContain(after.summary);
    expect(said.endsWith("Ben's turn (North): the board tilts towards Ben")).toBe(true);
    // the focus stays on the board after the move
    expect(root.querySelectorAll("svg [tabindex='0']")).toHaveLength(1);
  });
});

describe("a reset told to a screen reader", () => {
  it("an exercise reset (its moves undone, then the log emptied) is told as a reset, not as a move taken back", async () => {
    const { root, model } = view("sugar_swap");
    const live = root.querySelector("[aria-live='polite']")!;
    const epoch = model.get("log_epoch") ?? 0;
    model.set({ ...fixture("sugar_swapped").traits, state_id: model.get("state_id") + 1 });
    await tick();
    model.set({ ...fixture("sugar_swap").traits, events: [], summary: "", state_id: model.get("state_id") + 1 });
    await tick();
    expect(live.textContent).toContain("The last move was taken back.");
    // the move taken back stays in the log, struck through; the note saying so does not
    const items = [...root.querySelectorAll(".pw-log-list li")];
    const struck = items.filter((li) => li.querySelector("del"));
    expect(struck.length).toBe(fixture("sugar_swapped").traits.events.length + (fixture("sugar_swapped").traits.summary ? 1 : 0));
    expect(struck.every((li) => li.querySelector("del.pw-text"))).toBe(true);
    expect(items[items.length - 1].querySelector("del")).toBeNull();
    expect(items[items.length - 1].textContent).toBe("The last move was taken back.");
    model.set({ log_epoch: epoch + 1 });
    await tick();
    expect(live.textContent!.startsWith("The board was reset.")).toBe(true);
    expect(live.textContent).not.toContain("taken back");
  });
});

describe("focus after a choice", () => {
  it("choosing an option from the list by keyboard, then its kept candy, leaves the focus in the widget", async () => {
    const { root, model, data } = view("sugar_blast");
    const i = data.traits.options.findIndex((o: any) => o.keeps.length);
    const option = root.querySelector(`[data-btn="option"][data-option="${i}"]`) as HTMLButtonElement;
    option.focus();
    option.click();
    const keep = root.querySelector('[data-btn="keep"]') as HTMLButtonElement;
    expect(document.activeElement).toBe(keep);
    keep.click();
    accept(model, data.after);
    await tick();
    expect(root.contains(document.activeElement)).toBe(true);
    expect((document.activeElement as Element).getAttribute("tabindex")).toBe("0");
  });

  it("a board that only shows says why Undo is off", async () => {
    const { root, model } = view("sugar_names");
    model.set({ can_undo: true });
    await tick();
    expect((root.querySelector('[data-btn="undo"]') as HTMLButtonElement).disabled).toBe(true);
    expect(root.querySelector(".sb-why")!.textContent).toBe("This board only shows the game.");
  });
});
