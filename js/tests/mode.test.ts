/** The interface mode: one value, changed by a pure transition function. */
import { describe, expect, it } from "vitest";
import { ChoiceSelection, EndTurnSelection } from "../src/potion/choices";
import { INITIAL, drinkOf, endOf, handOf, next, type Mode, type ModeEvent } from "../src/potion/mode";

const sel = new ChoiceSelection([{ track: 0, pos: 1 }, { track: 2, pos: 0 }], "wisdom", {}, { wisdom: { choice: { fields: ["track", "pos"], run: 1 } } });
const endSel = new EndTurnSelection([{ keep: null, draw: [] }]);
const play = (help = false, hand: number | null = null): Mode => ({ kind: "play", help, hand });
const drink = (help = false, raw: number | null = null): Mode => ({ kind: "drink", help, potion: "wisdom-1", potionKind: "wisdom", sel, raw });
const end = (help = false): Mode => ({ kind: "end", help, sel: endSel });
const openDrink: ModeEvent = { type: "open_drink", potion: "wisdom-1", potionKind: "wisdom", sel };

describe("interface mode", () => {
  it("starts in play, without help or a picked hand marble", () => {
    expect(INITIAL).toEqual(play());
  });

  it("the little help toggles, and drops the hand marble picked", () => {
    expect(next(play(), { type: "toggle_help" })).toEqual(play(true));
    expect(next(play(true), { type: "toggle_help" })).toEqual(play(false));
    expect(next(play(false, 3), { type: "toggle_help" })).toEqual(play(true, null));
  });

  it("help no longer legal turns it off, in any mode, and changes nothing else", () => {
    expect(next(play(true, 2), { type: "help_unavailable" })).toEqual(play(false, 2));
    expect(next(drink(true), { type: "help_unavailable" })).toEqual(drink(false));
    const m = play(false, 1);
    expect(next(m, { type: "help_unavailable" })).toBe(m);
  });

  it("a hand marble is picked, another replaces it, the same one is put back", () => {
    expect(next(play(), { type: "pick_hand", index: 2 })).toEqual(play(false, 2));
    expect(next(play(true, 2), { type: "pick_hand", index: 4 })).toEqual(play(true, 4));
    expect(next(play(false, 2), { type: "pick_hand", index: 2 })).toEqual(play(false, null));
  });

  it("no hand marble is picked while a choice is open", () => {
    for (const m of [drink(), end()]) expect(next(m, { type: "pick_hand", index: 0 })).toBe(m);
  });

  it("opening a choice keeps the help toggle and leaves the hand", () => {
    expect(next(play(true, 3), openDrink)).toEqual(drink(true));
    expect(next(play(false, 1), { type: "open_end", sel: endSel })).toEqual(end(false));
  });

  it("a choice listed in words is chosen only while drinking", () => {
    expect(next(drink(), { type: "choose_raw", index: 5 })).toEqual(drink(false, 5));
    expect(next(drink(false, 5), { type: "choose_raw", index: 1 })).toEqual(drink(false, 1));
    for (const m of [play(), end()]) expect(next(m, { type: "choose_raw", index: 0 })).toBe(m);
  });

  it("a new state closes any choice and the hand, and keeps the help toggle", () => {
    for (const help of [false, true]) {
      for (const m of [play(help, 2), drink(help, 1), end(help)]) expect(next(m, { type: "new_state" })).toEqual(play(help));
    }
  });

  it("an accepted action, an undo or a cancel go back to the start", () => {
    for (const m of [play(true, 2), drink(true, 1), end(true)]) expect(next(m, { type: "reset" })).toEqual(INITIAL);
  });

  it("never changes the mode it is given", () => {
    const events: ModeEvent[] = [{ type: "toggle_help" }, { type: "help_unavailable" }, { type: "pick_hand", index: 1 }, openDrink,
      { type: "open_end", sel: endSel }, { type: "choose_raw", index: 0 }, { type: "new_state" }, { type: "reset" }];
    for (const m of [play(true, 1), drink(true, 2), end(true)]) {
      const copy = { ...m };
      for (const e of events) next(m, e);
      expect(m).toEqual(copy);
    }
  });

  it("reads the open choice and the picked hand marble", () => {
    expect(drinkOf(drink())?.potion).toBe("wisdom-1");
    expect(drinkOf(play())).toBeNull();
    expect(endOf(end())).toBe(endSel);
    expect(endOf(drink())).toBeNull();
    expect(handOf(play(false, 4))).toBe(4);
    expect(handOf(drink())).toBeNull();
  });
});
