/** The end of the game: the winners are Python's `winners` (F2, then the tie-break F3), shown
 * in a banner with every final score and on the desks; nothing is decided in the front end. */
import { describe, expect, it } from "vitest";
import { button, tick, viewsCleanedAfterEach } from "./helpers";

const view = viewsCleanedAfterEach();

const winnerDesks = (root: Element) =>
  [...root.querySelectorAll(".desk.winner")].map((d) => Number(d.getAttribute("data-player")));

describe("game over", () => {
  it("the fixture is a finished game decided by the tie-break (F3)", () => {
    const { data } = view("over");
    const t = data.traits;
    expect(t.state.phase).toBe("over");
    expect(t.scores[0]).toBe(t.scores[1]);
    expect(t.winners).toHaveLength(1);
  });

  it("marks only Python's winners, even when the scores are tied (F3)", () => {
    const { root, data } = view("over");
    const t = data.traits;
    expect(winnerDesks(root)).toEqual(t.winners);
    const banner = root.querySelector(".pw-game-over") as HTMLElement;
    expect(banner).not.toBeNull();
    expect(banner.getAttribute("data-winners")).toBe(t.winners.join(","));
    const winner = t.state.players[t.winners[0]].name;
    const loser = t.state.players[1 - t.winners[0]].name;
    expect(banner.textContent).toContain(`${winner} wins`);
    expect(banner.textContent).not.toContain(`${loser} wins`);
    t.state.players.forEach((p: { name: string }, i: number) =>
      expect(banner.textContent).toContain(`${p.name} ${t.scores[i]}`));
  });

  it("names a shared win and lists every score", async () => {
    const { root, model } = view("over");
    model.set({ winners: [0, 1], scores: [21, 21] });
    await tick();
    expect(winnerDesks(root)).toEqual([0, 1]);
    const text = root.querySelector(".pw-game-over")!.textContent!;
    expect(text).toContain("Ana and Ben share the win");
    expect(text).toContain("Ana 21, Ben 21");
  });

  it("offers no more moves", () => {
    const { root } = view("over");
    expect(button(root, "end-turn").disabled).toBe(true);
    expect(button(root, "place-all").disabled).toBe(true);
    expect(root.querySelectorAll(".dispenser .marble.selectable")).toHaveLength(0);
    expect(root.querySelector(".pw-end-triggered")).toBeNull();
  });

  it("shows names as text, never as markup", async () => {
    const { root, model, data } = view("over");
    const state = structuredClone(data.traits.state);
    state.players[data.traits.winners[0]].name = "<img src=x onerror=alert(1)>";
    model.set({ state });
    await tick();
    const banner = root.querySelector(".pw-game-over")!;
    expect(banner.querySelector("img")).toBeNull();
    expect(banner.textContent).toContain("<img src=x onerror=alert(1)> wins");
  });

  it("shows no result and no winner before the end", () => {
    const { root } = view("midgame");
    expect(root.querySelector(".pw-game-over")).toBeNull();
    expect(winnerDesks(root)).toEqual([]);
  });
});

describe("legibility seen in a whole game's pictures", () => {
  it("completed-potion chips show every kind's whole name beside its points, 5 to a desk row", async () => {
    const { CHIP_W, CHIPS_PER_ROW, CHIP_NAME_W, DESK_W } = await import("../src/potion/desk");
    const { textWidth } = await import("../src/board/text");
    const { root, data } = view("midgame");
    const messages: Record<string, string> = data.traits.messages;
    for (const [key, name] of Object.entries(messages)) {
      if (key.startsWith("ui.kind.")) expect(textWidth(name, 12), name).toBeLessThanOrEqual(CHIP_NAME_W);
    }
    expect(10 + (CHIPS_PER_ROW - 1) * (CHIP_W + 4) + CHIP_W).toBeLessThanOrEqual(DESK_W);
    const names = [...root.querySelectorAll(".chip .chip-name")].map((n) => n.textContent);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).not.toContain("\u2026");
  });

  it("the log leaves room for 3-digit entry numbers", async () => {
    const { STYLE } = await import("../src/potion/style");
    const padding = /\.pw-log-list \{[^}]*padding-left: ([\d.]+)em/.exec(STYLE);
    expect(Number(padding?.[1])).toBeGreaterThanOrEqual(3);
  });
});
