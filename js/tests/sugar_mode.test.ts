/** The Sugar Blast board's interface mode: one value, changed only by a pure function. */
import { describe, expect, it } from "vitest";
import { IDLE, next, pickedOf } from "../src/sugar/mode";
import { cellOf, cellKey, optionKey, parse } from "../src/sugar/targets";

describe("mode", () => {
  it("a pick picks, the same pick again puts it back, another pick moves it (W1's first candy)", () => {
    const a = next(IDLE, { type: "pick", cell: [1, 2] });
    expect(pickedOf(a)).toEqual([1, 2]);
    expect(next(a, { type: "pick", cell: [1, 2] })).toEqual(IDLE);
    expect(pickedOf(next(a, { type: "pick", cell: [3, 3] }))).toEqual([3, 3]);
  });

  it("an option needing a kept candy opens the keep choice (B5); a new state or cancel closes anything", () => {
    const keep = next(IDLE, { type: "choose_option", option: 2 });
    expect(keep).toEqual({ kind: "keep", option: 2 });
    expect(pickedOf(keep)).toBeNull();
    expect(next(keep, { type: "new_state" })).toEqual(IDLE);
    expect(next(next(IDLE, { type: "pick", cell: [0, 0] }), { type: "cancel" })).toEqual(IDLE);
  });
});

describe("targets", () => {
  it("keys are made and read in one place", () => {
    expect(parse(cellKey(4, 5))).toEqual({ kind: "cell", row: 4, col: 5 });
    expect(parse(optionKey(3))).toEqual({ kind: "option", index: 3 });
    expect(cellOf("cell:0:1")).toEqual([0, 1]);
    for (const bad of ["cell:1", "cell:a:1", "opt:", "seat:south", "cell:01:2", null, undefined]) expect(parse(bad)).toBeNull();
  });
});
