/** `seen`: the one trait a board's front end writes, once per state drawn. */
import { describe, expect, it } from "vitest";
import { echoSeen, markDrawn } from "../src/board/echo";

/** anywidget's model as far as writing goes: traits, and the writes saved. */
function writable(seen: number) {
  const traits: Record<string, unknown> = { seen };
  const saved: Record<string, unknown>[] = [];
  let dirty: Record<string, unknown> = {};
  return {
    saved,
    get: (key: string) => traits[key],
    set: (key: string, value: unknown) => { traits[key] = value; dirty[key] = value; },
    save_changes: () => { saved.push(dirty); dirty = {}; },
  };
}

describe("seen", () => {
  it("is written and saved once for each new state drawn", () => {
    const model = writable(0);
    echoSeen(model, 0);                      // drawn at the start: Python already holds 0
    expect(model.saved).toEqual([]);
    echoSeen(model, 3);
    echoSeen(model, 3);                      // drawn again (a hover, a second view): nothing sent
    echoSeen(model, 4);
    expect(model.saved).toEqual([{ seen: 3 }, { seen: 4 }]);
  });

  it("marks the drawn state on the board's root too", () => {
    const model = writable(0);
    const root = document.createElement("div");
    markDrawn(root, model, 2);
    expect(root.getAttribute("data-state-id")).toBe("2");
    expect(model.saved).toEqual([{ seen: 2 }]);
  });

  it("writes nothing through a model that cannot write", () => {
    const root = document.createElement("div");
    expect(() => markDrawn(root, { get: () => 0 }, 5)).not.toThrow();
    expect(root.getAttribute("data-state-id")).toBe("5");
  });
});
