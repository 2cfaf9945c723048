/** Click targets: every kind's key and back, the exact `data-key` formats, and what is not a key. */
import { describe, expect, it } from "vitest";
import { groupOf, isKind, key, kindOf, parse, type Target, type TargetKind } from "../src/potion/targets";
import { viewsCleanedAfterEach } from "./helpers";

const view = viewsCleanedAfterEach();

/** One example per kind, with the key the board writes for it. */
const EXAMPLES: [Target, string][] = [
  [{ kind: "marble", track: 2, pos: 7 }, "m:2:7"],
  [{ kind: "hole", burner: 1, hole: 3 }, "h:1:3"],
  [{ kind: "hand", index: 10 }, "hand:10"],
  [{ kind: "pool", index: 2 }, "pool:2"],
  [{ kind: "tile", tile: "sands-2" }, "tile:sands-2"],
  [{ kind: "stack", stack: 4 }, "stack:4"],
  [{ kind: "potion", tile: "love-1" }, "c:love-1"],
  [{ kind: "drunk", tile: "wisdom-3" }, "d:wisdom-3"],
  [{ kind: "player", player: 0 }, "p:0"],
];

describe("click targets", () => {
  it("cover every kind", () => {
    const kinds: TargetKind[] = ["marble", "hole", "hand", "pool", "tile", "stack", "potion", "drunk", "player"];
    expect(EXAMPLES.map(([t]) => t.kind).sort()).toEqual([...kinds].sort());
  });

  it.each(EXAMPLES)("%o has the key %s and is read back from it", (target, k) => {
    expect(key(target)).toBe(k);
    expect(parse(k)).toEqual(target);
    expect(parse(key(target))).toEqual(target);
    expect(key(parse(k)!)).toBe(k);
    expect(kindOf(k)).toBe(target.kind);
    expect(isKind(k, target.kind)).toBe(true);
  });

  it("round-trips many values of every kind", () => {
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        for (const t of [
          { kind: "marble", track: a, pos: b }, { kind: "hole", burner: a, hole: b },
          { kind: "hand", index: a }, { kind: "pool", index: b }, { kind: "stack", stack: a }, { kind: "player", player: b },
          { kind: "tile", tile: `t-${a}:${b}` }, { kind: "potion", tile: `p${a}` }, { kind: "drunk", tile: `x:${b}` },
        ] as Target[]) expect(parse(key(t))).toEqual(t);
      }
    }
  });

  it("reads nothing from what is not a target's key", () => {
    for (const k of [null, undefined, "", "m", "m:", "m:1", "m:1:2:3", "m:a:1", "m:-1:2", "m:01:2", "m:1.5:2",
      "h:0:1:2", "hand:", "hand:x", "pool:1:2", "tile:", "c:", "d:", "p:", "stack:-1", "lid:0", "burner:0:1", "area:0:hand", "x:1"]) {
      expect(parse(k)).toBeNull();
      expect(groupOf(k)).toBe("");
    }
  });

  it("groups a desk's potions, drunk or not, for the keyboard", () => {
    expect(groupOf("c:love-1")).toBe("chips");
    expect(groupOf("d:love-1")).toBe("chips");
    expect(groupOf("m:0:0")).toBe("marble");
    expect(groupOf("hand:0")).toBe("hand");
  });

  it("every data-key the board draws is a target's key, drawn back unchanged", () => {
    for (const name of ["draft", "play", "midgame", "end_turn", "drink_love"]) {
      const { root } = view(name);
      const keys = [...root.querySelectorAll("[data-key]")].map((n) => n.getAttribute("data-key")!);
      expect(keys.length).toBeGreaterThan(0);
      for (const k of keys) {
        const target = parse(k);
        expect(target, k).not.toBeNull();
        expect(key(target!)).toBe(k);
      }
    }
  });
});
