/** What tells a learner the candies' names (G1), what a board that only shows offers (B3), and
 * a refusal that gives way to the next valid selection (W2). */
import { describe, expect, it } from "vitest";
import { TYPES } from "../src/sugar/candies";
import { fixture } from "./fake-model";
import { cell, click, sugarViews, tick } from "./sugar_helpers";

const view = sugarViews();

describe("the legend and the candies' names (G1)", () => {
  it("lists the six candies with their colour and symbol and their names, in the board's language", () => {
    for (const name of ["sugar_swap", "sugar_marks_ja"]) {
      const { root, data } = view(name);
      const items = [...root.querySelectorAll(".sb-legend li")];
      expect(items.map((li) => li.getAttribute("data-candy"))).toEqual([...TYPES]);
      expect(items.map((li) => li.textContent)).toEqual(TYPES.map((type) => data.traits.messages[`sugar.candy.${type}`]));
      for (const [i, li] of items.entries()) expect(li.querySelector(`svg .candy-shape.t-${TYPES[i]}`)).not.toBeNull();
      expect(root.querySelector(".sb-legend")!.getAttribute("aria-label")).toBe(data.traits.messages["sugar.board.legend"]);
    }
  });

  it("each candy on the board has its name as a hover title and in its accessible name", () => {
    const { root, data } = view("sugar_swap");
    for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) {
      const node = cell(root, r, c);
      const type = data.traits.state.board[r][c];
      const name = data.traits.messages[`sugar.candy.${type}`];
      expect(node.querySelector(":scope > title")!.textContent).toBe(`${name} at row ${r + 1}, column ${c + 1}`);
      expect(node.getAttribute("aria-label")).toBe(node.querySelector(":scope > title")!.textContent);
    }
  });

  it("a seat's kept candies carry their names and counts on hover", () => {
    const { root, data } = view("sugar_three");
    const player = data.traits.state.players.findIndex((p: any) => Object.values(p.kept).some((n: any) => n > 0));
    const kept = root.querySelectorAll(`.seat[data-player="${player}"] .kept-type`);
    expect(kept.length).toBeGreaterThan(0);
    for (const node of kept) {
      const n = Number(node.getAttribute("data-count"));
      const type = node.getAttribute("data-candy");
      const name = data.traits.messages[n === 1 ? `sugar.candy.${type}` : `sugar.candies.${type}`];
      expect(node.querySelector("title")!.textContent).toBe(`${n} ${name}`);
    }
  });
});

describe("a board that only shows (B3)", () => {
  it("stopped where blasts wait for a choice, it shows no choice panel it cannot take", () => {
    const { root, data } = view("sugar_locked_blast");
    expect(data.traits.state.phase).toBe("blast");
    expect(data.traits.options.length).toBeGreaterThan(1);
    const panel = root.querySelector(".sb-panel") as HTMLElement;
    expect(panel.hidden).toBe(true);
    expect(root.querySelectorAll('[data-btn="option"]')).toHaveLength(0);
    expect(root.querySelector(".sb-hint")!.textContent).toBe("This board only shows the game.");
  });

  it("the same position on a board that plays offers the choice", () => {
    const { root, model } = view("sugar_locked_blast");
    model.set({ interactive: true });
    return tick().then(() => {
      expect((root.querySelector(".sb-panel") as HTMLElement).hidden).toBe(false);
      expect(root.querySelectorAll('[data-btn="option"]').length).toBeGreaterThan(1);
    });
  });
});

describe("a refusal gives way to a valid selection", () => {
  it("picking a candy that can swap clears the last refusal", async () => {
    const { root, model, data } = view("sugar_swap");
    const swap = data.traits.legal.find((a: any) => a.type === "swap");
    model.set({ error: { rule: "W1", key: "sugar.refuse.not_adjacent", params: {}, message: "Only neighbouring candies can swap." } });
    await tick();
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    click(cell(root, swap.a[0], swap.a[1]));
    expect(root.getAttribute("data-mode")).toBe("picked");
    expect(box.hidden).toBe(true);
  });

  it("a click that selects nothing leaves the refusal shown", async () => {
    const { root, model, data } = view("sugar_swap");
    const offered = new Set(data.traits.legal.flatMap((a: any) => (a.type === "swap" ? [`${a.a}`, `${a.b}`] : [])));
    let spot: number[] = [0, 0];
    for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) if (!offered.has(`${r},${c}`)) spot = [r, c];
    model.set({ error: { rule: "W2", key: "sugar.refuse.no_line", params: {}, message: "That swap makes no line of three." } });
    await tick();
    click(cell(root, spot[0], spot[1]));
    expect((root.querySelector(".pw-refusal") as HTMLElement).hidden).toBe(false);
  });
});

describe("an exercise's board once its move is made", () => {
  it("does not tell the learner to wait for Ben, whom nobody plays there", () => {
    const { root, data } = view("sugar_exercise_done");
    const ben = data.traits.state.players[data.traits.state.current].name;
    expect(data.traits.acting).not.toContain(data.traits.state.current);
    expect(root.querySelector(".sb-hint")!.textContent).toBe(`Nobody plays ${ben}'s turn on this board.`);
    expect(root.textContent).not.toContain(`Wait for ${ben}`);
    expect(root.querySelector(".sb-status")!.textContent).not.toContain("is playing");
  });
});

describe("the board keeps its place", () => {
  it("a seat's kept area has the same box with nothing kept and with candies kept", async () => {
    const { root, model } = view("sugar_swap");
    const area = () => {
      const r = root.querySelector('.seat[data-player="0"] .kept .kept-area')!;
      return ["x", "y", "width", "height"].map((k) => r.getAttribute(k));
    };
    const empty = area();
    model.set(fixture("sugar_swapped").traits);
    await tick();
    expect(root.querySelectorAll('.seat[data-player="0"] .kept-type').length).toBeGreaterThan(0);
    expect(area()).toEqual(empty);
  });

  it("the grid does not move as what a player still needs grows, nor when a refusal is shown", async () => {
    const { root, model, data } = view("sugar_swap");
    const gridY = () => root.querySelector(".grid-bg")!.getAttribute("y");
    const before = gridY();
    const progress = data.traits.progress.map((p: any) => ({ ...p, needed: `${p.needed} ${p.needed} ${p.needed}` }));
    model.set({ progress });
    await tick();
    expect(gridY()).toBe(before);
    model.set({ error: { rule: "W2", key: "sugar.refuse.no_line", params: {}, message: "That swap makes no line of three." } });
    await tick();
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    // said beside the board: nothing above the board changed
    expect(box.closest(".sb-side")).not.toBeNull();
    expect(root.querySelector(".sb-board-box")!.previousElementSibling).toBeNull();
  });
});
