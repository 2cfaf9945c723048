/** Playing on the Sugar Blast board by mouse: it offers only what `legal` lists and sends
 * exactly those actions (W1, W2 swaps by click and by drag, B3 options, B5's kept candy, N1's
 * draw and replace), previews a hovered swap from Python's `previews`, undoes, shows a
 * refusal with its rule and clears it, and stays usable when a request times out. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REPLY_TIMEOUT_MS } from "../src/board/protocol";
import { fixture } from "./fake-model";
import { accept, btn, cell, cells, click, keyOf, pointer, sugarViews, tick } from "./sugar_helpers";

const view = sugarViews();
const k = (c: number[]) => `cell:${c[0]}:${c[1]}`;
const legalSwaps = (legal: any[]) => legal.filter((a) => a.type === "swap");
const partnersOf = (legal: any[], c: number[]) =>
  legalSwaps(legal).flatMap((a) => (k(a.a) === k(c) ? [k(a.b)] : k(a.b) === k(c) ? [k(a.a)] : [])).sort();

describe("swaps (W1, W2)", () => {
  it("offers exactly the cells of the legal swaps", () => {
    const { root, data } = view("sugar_swap");
    const offered = cells(root, ".selectable").map(keyOf).sort();
    const legal = [...new Set(legalSwaps(data.traits.legal).flatMap((a) => [k(a.a), k(a.b)]))].sort();
    expect(offered).toEqual(legal);
  });

  it("after a first click, highlights the neighbours that make a legal swap, and a click on one sends that swap", () => {
    const { root, model, data } = view("sugar_swap");
    const first = legalSwaps(data.traits.legal)[0];
    click(cell(root, first.a[0], first.a[1]));
    expect(root.getAttribute("data-mode")).toBe("picked");
    expect(cell(root, first.a[0], first.a[1]).classList.contains("picked")).toBe(true);
    expect(cells(root, ".partner").map(keyOf).sort()).toEqual(partnersOf(data.traits.legal, first.a));
    expect(model.sent).toHaveLength(0);
    click(cell(root, first.b[0], first.b[1]));
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0]).toMatchObject({ kind: "action", state_id: data.traits.state_id, action: first });
  });

  it("clicking the picked candy again puts it back, and nothing is sent", () => {
    const { root, model, data } = view("sugar_swap");
    const a = legalSwaps(data.traits.legal)[0].a;
    click(cell(root, a[0], a[1]));
    click(cell(root, a[0], a[1]));
    expect(root.getAttribute("data-mode")).toBe("idle");
    expect(cells(root, ".partner")).toHaveLength(0);
    expect(model.sent).toHaveLength(0);
  });

  it("a swap by dragging one candy onto its neighbour sends the same legal action", () => {
    const { root, model, data } = view("sugar_swap");
    const swap = legalSwaps(data.traits.legal)[1];
    pointer(cell(root, swap.b[0], swap.b[1]), "pointerdown");
    expect(cells(root, ".partner").map(keyOf)).toContain(k(swap.a));
    pointer(cell(root, swap.a[0], swap.a[1]), "pointerup");
    click(root.querySelector(".cells")!);      // the browser's click after a drag lands on the common parent
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0].action).toEqual(swap);
  });

  it("a drag onto a diagonal cell is sent as that swap, for Python to refuse under the rule it breaks (W1)", () => {
    const { root, model, data } = view("sugar_swap");
    const swap = legalSwaps(data.traits.legal)[0];
    const diagonal: [number, number] = [swap.a[0] + (swap.a[0] < 5 ? 1 : -1), swap.a[1] + (swap.a[1] < 5 ? 1 : -1)];
    pointer(cell(root, swap.a[0], swap.a[1]), "pointerdown");
    pointer(cell(root, diagonal[0], diagonal[1]), "pointerup");
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0].action).toEqual({ type: "swap", a: swap.a, b: diagonal });
  });

  it("a release on a highlighted neighbour swaps even when the browser lost the press (W1): sent once, the click after it ignored", () => {
    const { root, model, data } = view("sugar_swap");
    const first = legalSwaps(data.traits.legal)[0];
    click(cell(root, first.a[0], first.a[1]));
    // the press went to a node a redraw replaced (an update arriving mid-click): no click follows
    pointer(cell(root, first.b[0], first.b[1]), "pointerover");
    pointer(cell(root, first.b[0], first.b[1]), "pointerup");
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0].action).toEqual(first);
    click(cell(root, first.b[0], first.b[1]));
    expect(model.sent).toHaveLength(1);
  });

  it("hovering a highlighted neighbour previews the cells that swap would blast, as Python computed them", () => {
    const { root, data } = view("sugar_swap");
    const preview = data.traits.previews[0];
    click(cell(root, preview.a[0], preview.a[1]));
    pointer(cell(root, preview.b[0], preview.b[1]), "pointerover");
    expect(cells(root, ".preview").map(keyOf).sort()).toEqual(preview.cells.map(k).sort());
    expect(root.querySelector(".sb-hint")!.textContent).toBe(`This swap lines up ${preview.cells.length} candies: they blast.`);
  });

  it("a hover changes the highlights on the cells already drawn, never redraws them under the pointer (W1)", () => {
    const { root, data } = view("sugar_swap");
    const preview = data.traits.previews[0];
    click(cell(root, preview.a[0], preview.a[1]));
    const drawn = cells(root);
    const partner = cell(root, preview.b[0], preview.b[1]);
    pointer(partner, "pointerover");
    // the node a press would land on is the one the hover found: its click reaches the board
    expect(cell(root, preview.b[0], preview.b[1])).toBe(partner);
    expect(cells(root)).toEqual(drawn);
    expect(cells(root, ".preview").map(keyOf).sort()).toEqual(preview.cells.map(k).sort());
    expect(cells(root, ".partner").length).toBeGreaterThan(0);
    root.querySelector("svg.sb-board")!.dispatchEvent(new MouseEvent("mouseleave"));
    expect(cells(root, ".preview")).toHaveLength(0);
    expect(cells(root)).toEqual(drawn);
  });

  it("shows no preview when hover is off", async () => {
    const { root, model, data } = view("sugar_swap");
    model.set({ hover: false, previews: [] });
    await tick();
    const preview = data.traits.previews[0];
    click(cell(root, preview.a[0], preview.a[1]));
    pointer(cell(root, preview.b[0], preview.b[1]), "pointerover");
    expect(cells(root, ".preview")).toHaveLength(0);
  });

  it("a click on a candy no swap can move says why in words, naming the rule, and sends nothing (W2)", () => {
    const { root, model } = view("sugar_swap");
    const idle = cells(root, ":not(.selectable)")[0];
    click(idle);
    expect(model.sent).toHaveLength(0);
    expect(root.querySelector(".sb-hint")!.textContent).toBe("No swap with this candy makes a line (W2): choose a candy with a blue frame.");
  });

  it("a candy picked with the mouse after that: the sentence about the other candy is gone (it no longer holds)", () => {
    const { root, data } = view("sugar_swap");
    click(cells(root, ":not(.selectable)")[0]);
    const said = root.querySelector(".sb-hint")!.textContent;
    const a = legalSwaps(data.traits.legal)[0].a;
    pointer(cell(root, a[0], a[1]), "pointerdown");     // a mouse picks at the press
    pointer(cell(root, a[0], a[1]), "pointerup");
    click(cell(root, a[0], a[1]));
    expect(root.getAttribute("data-mode")).toBe("picked");
    expect(root.querySelector(".sb-hint")!.textContent).not.toBe(said);
  });

  it("an exercise reset that leaves the position as it was ends the choice under way and its sentence", async () => {
    const { root, model, data } = view("sugar_swap");
    const a = legalSwaps(data.traits.legal)[0].a;
    click(cell(root, a[0], a[1]));
    const near = [[a[0] + 1, a[1]], [a[0] - 1, a[1]], [a[0], a[1] + 1], [a[0], a[1] - 1]]
      .find(([r, c]) => r >= 0 && r < 6 && c >= 0 && c < 6 && !partnersOf(data.traits.legal, a).includes(k([r, c])))!;
    click(cell(root, near[0], near[1]));                 // answered: no line with that neighbour
    const said = root.querySelector(".sb-hint")!.textContent;
    expect(root.getAttribute("data-mode")).toBe("picked");
    model.set({ log_epoch: (model.get("log_epoch") ?? 0) + 1 });     // reset: the log is emptied, nothing else
    await tick();
    expect(root.getAttribute("data-mode")).toBe("idle");
    expect(cells(root, ".picked")).toHaveLength(0);
    expect(root.querySelector(".sb-hint")!.textContent).not.toBe(said);
  });

  it("a neighbour that makes no line with the candy picked is answered with the rule, and nothing is sent (W2)", () => {
    const { root, model, data } = view("sugar_swap");
    const a = legalSwaps(data.traits.legal)[0].a;
    click(cell(root, a[0], a[1]));
    const near = [[a[0] + 1, a[1]], [a[0] - 1, a[1]], [a[0], a[1] + 1], [a[0], a[1] - 1]]
      .find(([r, c]) => r >= 0 && r < 6 && c >= 0 && c < 6 && !partnersOf(data.traits.legal, a).includes(k([r, c])))!;
    click(cell(root, near[0], near[1]));
    expect(model.sent).toHaveLength(0);
    expect(root.querySelector(".sb-hint")!.textContent).toBe("Swapping these two candies makes no line (W2): choose a highlighted neighbour.");
  });

  it("a board that only shows (interactive false) offers nothing and sends nothing", () => {
    const { root, model } = view("sugar_names");
    expect(cells(root, ".selectable")).toHaveLength(0);
    click(cells(root)[0]);
    expect(model.sent).toHaveLength(0);
    expect(root.querySelector(".sb-hint")!.textContent).toBe("This board only shows the game.");
  });
});

describe("blast options (B3, B5)", () => {
  it("numbers each option on the board and in the list, and a click on an option without a choice sends its blast", () => {
    const { root, model, data } = view("sugar_blast");
    const options = data.traits.options;
    expect(root.querySelectorAll(".option-badge")).toHaveLength(options.length);
    expect([...root.querySelectorAll('[data-btn="option"]')].map((b) => b.textContent)).toEqual(options.map((o: any, i: number) => `${i + 1}${o.label}`));
    const plain = options.findIndex((o: any) => !o.keeps.length);
    click(root.querySelector(`.option-badge[data-option="${plain}"]`)!);
    expect(model.sent).toHaveLength(1);
    const action = model.sent[0].action;
    expect(data.traits.legal).toContainEqual(action);
    expect(action.keep).toBeUndefined();
  });

  it("no option's number hides another's: a row's line and the mega-blast's square share a corner (B3)", () => {
    const { root } = view("sugar_blast");
    const spots = [...root.querySelectorAll(".option-badge circle")].map((c) => [Number(c.getAttribute("cx")), Number(c.getAttribute("cy"))]);
    expect(spots).toHaveLength(3);
    const r = Number(root.querySelector(".option-badge circle")!.getAttribute("r"));
    for (let i = 0; i < spots.length; i++)
      for (let j = i + 1; j < spots.length; j++)
        expect(Math.hypot(spots[i][0] - spots[j][0], spots[i][1] - spots[j][1])).toBeGreaterThanOrEqual(2 * r);
  });

  it("a release on an option's number chooses it even when the browser lost the press (B3): chosen once", () => {
    const { root, model } = view("sugar_blast");
    const options = model.get("options");
    const plain = options.findIndex((o: any) => !o.keeps.length);
    const badge = () => root.querySelector(`.option-badge[data-option="${plain}"]`)!;
    pointer(badge(), "pointerover");
    pointer(badge(), "pointerup");
    expect(model.sent).toHaveLength(1);
    click(badge());
    expect(model.sent).toHaveLength(1);
  });

  it("an option that asks which other candy to keep opens the keep panel with each type's name; the choice sends it with keep", () => {
    const { root, model, data } = view("sugar_blast");
    const i = data.traits.options.findIndex((o: any) => o.keeps.length);
    const option = data.traits.options[i];
    click(root.querySelector(`[data-btn="option"][data-option="${i}"]`)!);
    expect(model.sent).toHaveLength(0);
    const panel = root.querySelector('.sb-panel[data-panel="keep"]') as HTMLElement;
    expect(panel.hidden).toBe(false);
    const keeps = [...panel.querySelectorAll('[data-btn="keep"]')];
    expect(keeps.map((b) => b.getAttribute("data-keep"))).toEqual(option.keeps);
    // while the candy is asked, the board frames the option chosen only, with its number
    expect(data.traits.options.length).toBeGreaterThan(1);
    expect([...root.querySelectorAll(".option-frame")].map((f) => f.getAttribute("data-option"))).toEqual([String(i)]);
    expect([...root.querySelectorAll(".option-badge text")].map((n) => n.textContent)).toEqual([String(i + 1)]);
    expect(keeps.map((b) => b.textContent)).toEqual(option.keeps.map((t: string) => data.traits.messages[`sugar.candy.${t}`]));
    expect(keeps.every((b) => b.querySelector("svg.sb-icon .glyph"))).toBe(true);
    click(keeps[keeps.length - 1]);
    expect(model.sent).toHaveLength(1);
    expect(model.sent[0].action).toEqual(data.action);
    expect(data.traits.legal).toContainEqual(model.sent[0].action);
  });

  it("hovering an option in the list shows the cells it removes; Escape closes the keep panel", () => {
    const { root, data } = view("sugar_blast");
    const i = data.traits.options.findIndex((o: any) => o.keeps.length);
    pointer(root.querySelector(`[data-btn="option"][data-option="${i}"]`)!, "pointerover");
    expect(cells(root, ".preview").map(keyOf).sort()).toEqual(data.traits.options[i].cells.map(k).sort());
    click(root.querySelector(`[data-btn="option"][data-option="${i}"]`)!);
    root.querySelector('[data-btn="keep"]')!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(root.getAttribute("data-mode")).toBe("idle");
    expect(root.querySelector('.sb-panel[data-panel="options"]')).not.toBeNull();
  });
});

describe("draw and replace (N1)", () => {
  it("shows the drawn candy and highlights exactly the legal cells; a click sends the replace", () => {
    const { root, model, data } = view("sugar_replace");
    const panel = root.querySelector('.sb-panel[data-panel="drawn"]')!;
    expect(panel.textContent).toContain(data.traits.messages[`sugar.candy.${data.traits.state.drawn}`]);
    expect(cells(root, ".selectable").map(keyOf).sort()).toEqual(data.traits.legal.map((a: any) => k(a.cell)).sort());
    const target = data.action.cell;
    click(cell(root, target[0], target[1]));
    expect(model.sent[0].action).toEqual(data.action);
  });

  it("offers the draw button only when legal holds a draw, and it sends that draw", async () => {
    const { root, model } = view("sugar_swap");
    expect(btn(root, "draw").hidden).toBe(true);
    model.set({ legal: [{ type: "draw" }], previews: [] });
    await tick();
    expect(btn(root, "draw").hidden).toBe(false);
    expect(btn(root, "draw").textContent).toBe("Draw a candy");
    expect(cells(root, ".selectable")).toHaveLength(0);
    click(btn(root, "draw"));
    expect(model.sent[0].action).toEqual({ type: "draw" });
  });

  it("hides the draw button while another seat plays and on a board that only shows (N1: the draw is theirs)", async () => {
    const { root, model } = view("sugar_swap");
    model.set({ legal: [{ type: "draw" }], previews: [], you: [1 - model.get("state").current] });
    await tick();
    expect(btn(root, "draw").hidden).toBe(true);
    model.set({ you: null, interactive: false });
    await tick();
    expect(btn(root, "draw").hidden).toBe(true);
    model.set({ interactive: true });
    await tick();
    expect(btn(root, "draw").hidden).toBe(false);
  });
});

describe("undo, refusals and the kernel's silence", () => {
  it("Undo is disabled with its reason when there is nothing to undo, and sends an undo when there is", async () => {
    const { root, model } = view("sugar_swap");
    expect(btn(root, "undo").disabled).toBe(true);
    expect(root.querySelector(".sb-why")!.textContent).toBe("There is nothing to undo.");
    expect(btn(root, "undo").getAttribute("aria-describedby")).toBe(root.querySelector(".sb-why")!.id);
    model.set({ can_undo: true });
    await tick();
    expect(btn(root, "undo").disabled).toBe(false);
    click(btn(root, "undo"));
    expect(model.sent[0]).toMatchObject({ kind: "undo", state_id: model.get("state_id") });
  });

  it("a refusal shows its message and rule badge (with the rule's text), and the next state clears it", async () => {
    const { root, model, data } = view("sugar_swap");
    const swap = legalSwaps(data.traits.legal)[0];
    click(cell(root, swap.a[0], swap.a[1]));
    click(cell(root, swap.b[0], swap.b[1]));
    model.receive({ kind: "reply", id: model.sent[0].id, ok: false, error: { rule: "W2", key: "sugar.refuse.no_line", params: {}, message: "That swap makes no line of three." } });
    await tick();
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    expect(box.getAttribute("data-rule")).toBe("W2");
    expect(box.textContent).toContain("That swap makes no line of three.");
    expect(box.querySelector(".pw-rule")!.getAttribute("title")).toContain(data.traits.rules.W2.slice(0, 20));
    expect(root.classList.contains("busy")).toBe(false);
    model.set(fixture("sugar_swapped").traits);
    await tick();
    expect(box.hidden).toBe(true);
  });

  it("an accepted action updates the board and clears the mode", async () => {
    const { root, model, data } = view("sugar_swap");
    const swap = legalSwaps(data.traits.legal)[0];
    click(cell(root, swap.a[0], swap.a[1]));
    click(cell(root, swap.b[0], swap.b[1]));
    expect(root.classList.contains("busy")).toBe(true);
    accept(model, fixture("sugar_swapped").traits);
    await tick();
    expect(root.classList.contains("busy")).toBe(false);
    expect(root.getAttribute("data-mode")).toBe("idle");
    expect(root.getAttribute("data-state-id")).toBe(String(fixture("sugar_swapped").traits.state_id));
  });

  describe("timeout", () => {
    beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
    afterEach(() => { vi.useRealTimers(); });

    it("a request without reply is refused locally after the timeout, and the board takes the next click", async () => {
      const { root, model, data } = view("sugar_swap", "traits", { widget: true });
      const [first, second] = legalSwaps(data.traits.legal);
      click(cell(root, first.a[0], first.a[1]));
      click(cell(root, first.b[0], first.b[1]));
      await tick();
      expect(root.classList.contains("busy")).toBe(true);
      click(cell(root, second.a[0], second.a[1]));
      expect(model.sent).toHaveLength(1);               // busy: nothing more is sent
      vi.advanceTimersByTime(REPLY_TIMEOUT_MS);
      await tick();
      expect(root.classList.contains("busy")).toBe(false);
      const box = root.querySelector(".pw-refusal") as HTMLElement;
      expect(box.getAttribute("data-rule")).toBe("no_reply");
      expect(box.textContent).toContain(`${REPLY_TIMEOUT_MS / 1000} seconds`);
      click(cell(root, second.a[0], second.a[1]));
      click(cell(root, second.b[0], second.b[1]));
      expect(model.sent).toHaveLength(2);
      model.receive({ kind: "reply", id: model.sent[0].id, ok: true, events: [] });   // late: ignored
      await tick();
      expect(root.classList.contains("busy")).toBe(true);
    });
  });
});

describe("the heat map's button", () => {
  it("says what the rings and their numbers mean where the map is turned on", async () => {
    const { root, model, data } = view("sugar_swap");
    model.set({ explore: true });
    await tick();
    const heat = btn(root, "heatmap");
    expect(heat.hidden).toBe(false);
    expect(heat.getAttribute("title")).toBe(data.traits.messages["sugar.explore.heat.why"]);
    expect(heat.getAttribute("title")).toContain("number on a ring");
  });
});
