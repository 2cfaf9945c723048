/** The choice prompts read each potion kind's choice shape, declared once beside its effect in
 * Python and sent in the `kinds` trait: no kind is named in the code that turns a choice into
 * things to click and words to read, so a new kind of an existing shape needs nothing here. */
import { describe, expect, it } from "vitest";
import { ChoiceSelection, describeChoice, targetsOf, type Describe, type Kinds } from "../src/potion/choices";
import { translator } from "../src/board/i18n";
import { fixture } from "./fake-model";

const KINDS = ["wisdom", "magnetic", "abyssal", "balm", "love", "joy", "sands", "lava"];

function words(data: any, kinds: Describe["kinds"]): Describe {
  const t = translator(data.traits.messages);
  return { t, tiles: data.traits.tiles, kinds, dispenser: data.traits.state.dispenser, pool: (seat) => `pool ${seat}` };
}

describe("the shapes Python declares", () => {
  it.each(KINDS)("every listed %s choice names things on the board", (kind) => {
    const data = fixture(`drink_${kind}`);
    expect(data.traits.kinds[kind].choice.fields.length).toBeGreaterThan(0);
    for (const { choices } of data.drinks) {
      for (const c of choices) expect(targetsOf(kind, c, data.traits.tiles, data.traits.kinds)).not.toBeNull();
    }
  });

  it("a kind without a declared shape is listed as plain options, never guessed", () => {
    const data = fixture("drink_wisdom");
    expect(targetsOf("wisdom", { track: 0, pos: 0 }, data.traits.tiles, {})).toBeNull();
  });
});

describe("a toy kind, unknown to the front end, works from its shape alone", () => {
  const data = fixture("drink_wisdom");
  const toys: Kinds & Describe["kinds"] = {
    ...data.traits.kinds,
    sieve: { name: "Toy Sieve", choice: { fields: ["track", "positions"], run: 1 } },
    ladder: { name: "Toy Ladder", choice: { fields: ["track", "pos"], run: 3 } },
    echo: { name: "Toy Echo", choice: { fields: ["potion", "choice"], run: 1 } },
  };
  const tiles = { ...data.traits.tiles, "ladder-1": { kind: "ladder", recipe: [], points: 1, starter: false } };

  it("marbles of one track by position", () => {
    expect(targetsOf("sieve", { track: 2, positions: [1, 4] }, tiles, toys)).toEqual(["m:2:1", "m:2:4"]);
    expect(describeChoice("sieve", { track: 2, positions: [1, 4] }, words(data, toys))).toBe("track 2, positions 1 and 4");
    expect(targetsOf("sieve", { track: 2 }, tiles, toys)).toBeNull();       // a field missing
  });

  it("a fixed run of touching marbles", () => {
    expect(targetsOf("ladder", { track: 0, pos: 2 }, tiles, toys)).toEqual(["m:0:2", "m:0:3", "m:0:4"]);
    expect(describeChoice("ladder", { track: 0, pos: 2 }, words(data, toys))).toBe("track 0, positions 2, 3 and 4");
  });

  it("reusing a drunk potion goes step by step, then that potion's own shape", () => {
    const choices = [{ potion: "ladder-1", choice: { track: 1, pos: 0 } }];
    const sel = new ChoiceSelection(choices, "echo", tiles, toys);
    expect(sel.reuses).toBe(true);
    expect(sel.targets[0]).toEqual(["d:ladder-1", "m:1:0", "m:1:1", "m:1:2"]);
    expect(sel.match()).toBe(choices[0]);       // the single choice is preselected
  });
});
