/** The drawing of fixture states written from real engine games. */
import { describe, expect, it } from "vitest";
import { marbles, posKey, tick, viewsCleanedAfterEach } from "./helpers";

const view = viewsCleanedAfterEach();

describe("dispenser", () => {
  it("draws the 9 visible positions of each track and counts the hidden marbles (D2)", () => {
    const { root, data } = view("play");
    const tracks: string[][] = data.traits.state.dispenser;
    expect(root.getAttribute("data-state-id")).toBe(String(data.traits.state_id));
    tracks.forEach((column, t) => {
      const drawn = marbles(root, `[data-track="${t}"]`);
      expect(drawn.map((m) => m.getAttribute("data-color"))).toEqual(column.slice(0, 9));
      const hidden = root.querySelector(`.hidden-count[data-track="${t}"]`)!;
      expect(hidden.getAttribute("data-hidden")).toBe(String(Math.max(0, column.length - 9)));
      expect(hidden.textContent).toBe(`+${Math.max(0, column.length - 9)}`);
    });
    expect(root.querySelectorAll(".dispenser .lid")).toHaveLength(5);
  });

  it("marks as selectable exactly the legal picks, never the ninth marble", () => {
    const { root, data } = view("play");
    const legal = new Set(data.traits.legal.filter((a: any) => a.type === "pick").map((a: any) => `${a.track}:${a.pos}`));
    expect(new Set(marbles(root, ".selectable").map(posKey))).toEqual(legal);
    const ninth = marbles(root, ".ninth");
    expect(ninth.length).toBe(5);
    for (const m of ninth) {
      expect(m.getAttribute("data-pos")).toBe("8");
      expect(m.classList.contains("selectable")).toBe(false);
      expect(m.hasAttribute("tabindex")).toBe(false);
    }
  });

  it("gives every marble a glyph as well as a colour", () => {
    const { root } = view("play");
    for (const m of marbles(root)) {
      expect(["red", "blue", "black", "yellow"]).toContain(m.getAttribute("data-color"));
      expect(m.querySelector("path.glyph")).not.toBeNull();
    }
  });

  it("draws empty positions as empty slots", async () => {
    const { root, model } = view("play");
    const state = structuredClone(model.get("state"));
    state.dispenser[0] = ["red", "blue"];
    model.set({ state, state_id: model.get("state_id") + 1, legal: [] });
    await tick();
    expect(root.querySelectorAll('.dispenser .slot[data-track="0"]')).toHaveLength(7);
    expect(marbles(root, '[data-track="0"]')).toHaveLength(2);
    expect(root.querySelector('.hidden-count[data-track="0"]')!.textContent).toBe("+0");
  });
});

describe("desks and board", () => {
  it("draws each desk: burners with recipe holes, pool, hand, score and turn", () => {
    const { root, data } = view("midgame");
    const state = data.traits.state;
    const desks = root.querySelectorAll(".desk");
    expect(desks).toHaveLength(state.players.length);
    state.players.forEach((p: any, i: number) => {
      const desk = desks[i];
      expect(desk.querySelector(".player-name")!.textContent).toBe(p.name);
      expect(desk.querySelectorAll(".hand-marble")).toHaveLength(p.hand.length);
      expect(desk.querySelectorAll(".pool-marble")).toHaveLength(p.pool.length);
      expect(desk.querySelectorAll(".pool-slot")).toHaveLength(3);
      expect(desk.querySelectorAll(".chip")).toHaveLength(p.completed.length);
      expect(desk.querySelectorAll(".chip.drunk")).toHaveLength(p.completed.filter((c: any) => c.drunk).length);
      p.burners.forEach((b: any, n: number) => {
        if (!b) return;
        const holes = desk.querySelectorAll(`.hole[data-burner="${n}"]`);
        expect(holes).toHaveLength(data.traits.tiles[b.tile].recipe.length);
        expect(desk.querySelectorAll(`.hole.filled[data-burner="${n}"]`)).toHaveLength(b.filled.filter(Boolean).length);
      });
      expect(desk.querySelector(".desk-facts")!.textContent).toContain(`score ${data.traits.scores[i]}`);
    });
    expect(desks[state.current].classList.contains("active")).toBe(true);
    expect(root.querySelector(".pw-turn")!.textContent).toContain(state.players[state.current].name);
    expect(root.querySelector(".pw-countdown")!.textContent).toContain(String(state.countdown));
  });

  it("shows the stacks' top tiles, or the draft offer during setup", () => {
    const play = view("play");
    const tops = play.root.querySelectorAll(".stack-top");
    expect(tops).toHaveLength(5);
    play.data.traits.state.stacks.forEach((stack: string[], i: number) => {
      expect(tops[i].getAttribute("data-tile")).toBe(stack[stack.length - 1]);
    });
    const draft = view("draft");
    const offer = [...draft.root.querySelectorAll(".tile.offer")].map((t) => t.getAttribute("data-tile"));
    expect(offer).toEqual(draft.data.traits.state.draft.revealed);
    expect(draft.root.querySelectorAll(".tile.offer.selectable")).toHaveLength(draft.data.traits.legal.length);
  });

  it("renders player names as text, never as markup", () => {
    const { root } = view("names");
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("b")).toBeNull();
    const names = [...root.querySelectorAll(".player-name")].map((n) => n.textContent);
    expect(names[0]).toContain("<img");
    expect(names[1]).toContain("<b>Co</b>");
  });

  it("scales with the cell: a viewBox and a width of 100%", () => {
    const { root } = view("play");
    const svg = root.querySelector("svg.pw-board")!;
    expect(svg.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(root.querySelector("style")!.textContent).toContain("width: 100%");
    expect(root.querySelector("style")!.textContent).toContain("--jp-layout-color1");
  });
});
