/** The Sugar Blast board drawn from real engine states (fixtures from seeded games): the grid
 * with row 0 at the south edge and col 0 at the west (G2), each candy's colour and glyph (G1),
 * the seats in G4's places with the active one marked, the kept candies against the objective,
 * the bag, the marks, and nothing of an earlier state left behind. */
import { describe, expect, it } from "vitest";
import { btn, cell, cells, sugarViews, tick } from "./sugar_helpers";

const view = sugarViews();
const FIXTURES = ["sugar_swap", "sugar_swapped", "sugar_blast", "sugar_replace", "sugar_over", "sugar_no_winner", "sugar_three", "sugar_four", "sugar_marks_ja", "sugar_names"];
const y = (n: Element) => Number(n.querySelector(".cell-bg")!.getAttribute("y"));
const x = (n: Element) => Number(n.querySelector(".cell-bg")!.getAttribute("x"));

describe("the board (G1, G2)", () => {
  it("draws 36 cells, row 0 at the bottom and col 0 at the left, each holding the state's candy (G2)", () => {
    for (const name of FIXTURES) {
      const { root, data } = view(name);
      const board = data.traits.state.board;
      expect(cells(root)).toHaveLength(36);
      for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) {
        expect(cell(root, r, c).getAttribute("data-candy"), `${name} ${r},${c}`).toBe(board[r][c] ?? "");
      }
      expect(y(cell(root, 0, 0))).toBeGreaterThan(y(cell(root, 5, 0)));
      expect(x(cell(root, 0, 5))).toBeGreaterThan(x(cell(root, 0, 0)));
    }
  });

  it("gives each candy type its own colour class and its own glyph shape, so colour never carries meaning alone (G1)", () => {
    const { root } = view("sugar_swap");
    const glyphs = new Map<string, string>();
    for (const node of root.querySelectorAll(".cell .candy-shape")) {
      const type = [...node.classList].find((c) => c.startsWith("t-"))!.slice(2);
      const shape = node.querySelector(".glyph")!.innerHTML;
      if (glyphs.has(type)) expect(glyphs.get(type)).toBe(shape);
      glyphs.set(type, shape);
    }
    expect(glyphs.size).toBe(6);
    expect(new Set(glyphs.values()).size).toBe(6);
  });

  it("numbers rows and columns from 1 on the edges, and names every cell in words (row 2, column 3)", () => {
    const { root, data } = view("sugar_swap");
    const numbers = [...root.querySelectorAll(".edge-num")].map((n) => n.textContent);
    expect(numbers.sort()).toEqual(["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6"]);
    const type = data.traits.state.board[1][2];
    const name = data.traits.messages[`sugar.candy.${type}`];
    expect(cell(root, 1, 2).getAttribute("aria-label")).toBe(`${name} at row 2, column 3`);
    expect(cell(root, 1, 2).getAttribute("role")).toBe("button");
  });

  it("an empty cell (the bag ran out, R4) is drawn empty and named so", () => {
    const { root, model } = view("sugar_swap");
    const state = structuredClone(model.get("state"));
    state.board[5][5] = null;
    model.set({ state });
    return Promise.resolve().then(() => {
      expect(cell(root, 5, 5).classList.contains("empty")).toBe(true);
      expect(cell(root, 5, 5).querySelector(".candy")).toBeNull();
      expect(cell(root, 5, 5).getAttribute("aria-label")).toBe("Empty cell at row 6, column 6");
    });
  });
});

describe("seats, kept candies and the objective (G4, O1)", () => {
  it("puts each player on G4's side with their name, and marks the active seat and the edge the board tilts to", () => {
    for (const [name, seats] of [["sugar_swap", ["south", "north"]], ["sugar_three", ["south", "west", "north"]], ["sugar_four", ["south", "west", "north", "east"]]] as const) {
      const { root, data } = view(name);
      const drawn = [...root.querySelectorAll(".seat")];
      expect(drawn.map((s) => s.getAttribute("data-seat"))).toEqual(seats);
      data.traits.state.players.forEach((p: any, i: number) => {
        expect(drawn[i].querySelector(".player-name")!.textContent).toContain(p.name);
      });
      const current = data.traits.state.current;
      expect(root.querySelectorAll(".seat.active")).toHaveLength(1);
      expect(root.querySelector(".seat.active")!.getAttribute("data-player")).toBe(String(current));
      expect(root.querySelector(".tilt-edge")!.getAttribute("data-seat")).toBe(seats[current]);
    }
  });

  it("shows each player's kept candies by type with their count and what is still needed (progress)", () => {
    const { root, data } = view("sugar_four");
    data.traits.progress.forEach((p: any, i: number) => {
      const seat = root.querySelector(`.seat[data-player="${i}"]`)!;
      const counts = Object.fromEntries([...seat.querySelectorAll(".kept-type")].map((k) => [k.getAttribute("data-candy"), Number(k.getAttribute("data-count"))]));
      expect(counts).toEqual(p.kept);
      expect(seat.querySelector(".kept")!.getAttribute("data-total")).toBe(String(p.total));
      expect(seat.textContent!.replace(/\s+/g, " ")).toContain(p.needed.split(" ").slice(0, 3).join(" "));
      expect(seat.getAttribute("aria-label")).toContain(p.needed);
    });
  });

  it("gives a long sentence of what is still needed whole lines in a north or south band, none squeezed (O1)", async () => {
    const { root, model } = view("sugar_swap");
    // Spanish, a player who kept one type of a four-group card: four lines at the band's width
    const needed = "Falta conservar: 1 Caramelo de maíz más; de los tipos aún no conservados (Malvavisco, Bastón de "
      + "caramelo, Gominola, Piruleta y Menta): 2 caramelos de un tipo y 1 de cada uno de otros 2.";
    const progress = structuredClone(model.get("progress"));
    progress[0].needed = needed;
    model.set({ progress });
    await tick();
    const lines = [...root.querySelectorAll('.seat[data-player="0"] text.needed')].map((n) => n.textContent!);
    expect(lines.join(" ")).toBe(needed);
    expect(lines.length).toBe(4);
    // each line is one the wrap made, at the band's font: none carries the rest of the sentence
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(needed.length / 3);
  });

  it("names a seat's kept candies with the plural for 2 or more (\"2 Gumdrops, 1 Mint\")", async () => {
    const { root, model } = view("sugar_four");
    const state = structuredClone(model.get("state"));
    state.players[0].kept = { gumdrop: 2, mint: 1 };
    model.set({ state });
    await tick();
    expect(root.querySelector('.seat[data-player="0"]')!.getAttribute("aria-label")).toContain("2 Gumdrops, 1 Mint");
  });

  it("states the objective in words and the bag's count (G3, G6)", () => {
    const { root, data } = view("sugar_swap");
    const bag = Object.values(data.traits.state.bag as Record<string, number>).reduce((a, n) => a + n, 0);
    const card = root.querySelector(".objective")!.textContent!;
    expect(card).toContain(`Objective: ${data.traits.objective_text.split(" ").slice(0, 3).join(" ")}`);
    expect(card).toContain(`Bag: ${bag} candies`);
  });

  it("says who won at the end (O2) or that nobody did (O3), with nothing left to click", () => {
    const over = view("sugar_over");
    expect(over.root.querySelector(".sb-status")!.textContent).toBe("You win!");
    expect(over.root.querySelector(`.seat[data-player="${over.data.traits.state.winner}"]`)!.classList.contains("winner")).toBe(true);
    expect(cells(over.root, ".selectable")).toHaveLength(0);
    // Undo says why it is off: the game is over, not that no move was made
    expect(btn(over.root, "undo").disabled).toBe(true);
    expect(over.root.querySelector(".sb-why")!.textContent).toBe("The game is over: its moves are not taken back.");
    const none = view("sugar_no_winner");
    expect(none.root.querySelector(".sb-status")!.textContent).toBe("The game ends with no winner");
  });
});

describe("the log", () => {
  it("keeps its title in view while its own box scrolls to the step shown", () => {
    const { root } = view("sugar_swapped");
    const title = root.querySelector(".pw-log summary")!;
    expect(getComputedStyle(title).position).toBe("sticky");
    expect(getComputedStyle(title).top).toBe("0px");
  });
});

describe("marks and languages", () => {
  it("rings a cell, a seat, the objective and a player's kept candies, with their labels", () => {
    const { root } = view("sugar_marks_ja");
    const marks = [...root.querySelectorAll(".pw-marks .mark")];
    expect(marks.map((m) => m.getAttribute("data-mark-key"))).toEqual(["cell:0:0", "seat:north", "objective", "kept:1"]);
    const labels = [...root.querySelectorAll(".pw-marks .mark-label text")].map((n) => n.textContent);
    expect(labels).toEqual(["A", "Ben"]);
    // a ring's name is its label; an unlabelled one has none (never its anchor's id)
    expect(marks.map((m) => m.querySelector(":scope > title")?.textContent ?? null)).toEqual(["A", null, null, "Ben"]);
  });

  it("a label on the objective card stays above the card's sentence, never on it", async () => {
    const { root, model } = view("sugar_swap");
    model.set({ marks: [{ objective: true, label: "the objective card" }] });
    await tick();
    const pill = root.querySelector(".pw-marks .mark-label rect")!;
    const sentence = root.querySelector(".objective .objective-text")!;
    const pillBottom = Number(pill.getAttribute("y")) + Number(pill.getAttribute("height"));
    // the sentence's glyphs rise about its font size above its baseline
    expect(pillBottom).toBeLessThanOrEqual(Number(sentence.getAttribute("y")) - 14);
  });

  it("writes the board in the language of its catalog (Japanese)", () => {
    const { root, data } = view("sugar_marks_ja");
    const name = data.traits.messages[`sugar.candy.${data.traits.state.board[0][0]}`];
    expect(cell(root, 0, 0).getAttribute("aria-label")).toContain(name);
    expect(root.getAttribute("lang")).toBe("ja");
    expect(root.querySelector(".sb-hint")!.textContent).toMatch(/[\u3040-\u30ff]/);
  });

  it("shows hostile player names as plain text, never as markup", () => {
    const { root } = view("sugar_names");
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector(".seat .player-name")!.textContent).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("redraws", () => {
  it("leaves no text of an earlier state: the status, hint, seats and log follow the new one", async () => {
    const { root, model, data } = view("sugar_swap");
    const after = (await import("./fake-model")).fixture("sugar_swapped").traits;
    expect(root.querySelector(".sb-status")!.textContent).toBe("Ana's turn (South): the board tilts towards Ana");
    model.set(after);
    await Promise.resolve();
    const next = after.state.players[after.state.current].name;
    expect(root.querySelector(".sb-status")!.textContent).toBe(`${next}'s turn (North): the board tilts towards ${next}`);
    expect(root.querySelector(".seat.active")!.getAttribute("data-player")).toBe(String(after.state.current));
    for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) expect(cell(root, r, c).getAttribute("data-candy")).toBe(after.state.board[r][c] ?? "");
    expect(root.querySelectorAll(".pw-log-list li")).toHaveLength(after.events.length + 1);   // and the turn's summary
    expect(data.traits.state_id).toBeLessThan(Number(root.getAttribute("data-state-id")));
  });

  it("measures a full render in jsdom: median and worst over the fixtures", () => {
    const times: number[] = [];
    for (const name of FIXTURES) for (let i = 0; i < 3; i++) times.push(Number(view(name).root.getAttribute("data-render-ms")));
    times.sort((a, b) => a - b);
    console.log(`sugar render (jsdom): median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms over ${times.length}`);
    expect(times.every((t) => t > 0)).toBe(true);
  });
});
