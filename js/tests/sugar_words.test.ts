/** The status line and the hint in words: whose turn, the way the board tilts (R1), and what
 * to do now in each phase (W1, N1, B3, B5), from the catalog only. */
import { describe, expect, it } from "vitest";
import { translator } from "../src/board/i18n";
import { IDLE } from "../src/sugar/mode";
import { aboutBlasts, todo, turnText, type Situation } from "../src/sugar/words";
import { fixture } from "./fake-model";

const base = (name: string, extra: Partial<Situation> = {}): [ReturnType<typeof translator>, Situation] => {
  const traits = fixture(name).traits;
  return [translator(traits.messages), {
    state: traits.state, legal: traits.legal, options: traits.options, mode: IDLE, you: traits.you, actor: -1,
    othersMove: false, showing: false, animating: false, busy: false, interactive: true,
    over: traits.state.phase === "over", winner: traits.state.winner, acting: traits.acting, ...extra,
  }];
};

describe("one blast on the board (B3, B5)", () => {
  it("is told as one, not as a choice of order, in every language: Japanese too, which has no plural", () => {
    const messages = { "sugar.board.do.blast": "盤面に{count}個のブラストがあります。先に起こすものを選んでください。",
      "sugar.board.do.blast.one": "盤面にブラストが1つあります。" };
    const ja = translator(messages, "ja");
    expect(aboutBlasts(ja, "sugar.board.do.blast", 1)).toBe("盤面にブラストが1つあります。");
    expect(aboutBlasts(ja, "sugar.board.do.blast", 2)).toBe("盤面に2個のブラストがあります。先に起こすものを選んでください。");
    const [t, s] = base("sugar_blast");
    const one = { ...s, options: s.options.slice(0, 1) };
    expect(todo(t, one)).toBe(t("sugar.board.do.blast.one"));
  });
});

describe("status words", () => {
  it("names the player to play, their side, and that the board tilts towards them (R1)", () => {
    const [t, s] = base("sugar_swap");
    expect(turnText(t, s)).toBe("Ana's turn (South): the board tilts towards Ana");
    expect(turnText(t, { ...s, you: [0] })).toBe("Your turn (South): the board tilts towards you");
    expect(turnText(t, { ...s, you: [1] })).toBe("Ana's turn (South): the board tilts towards Ana");
  });

  it("while a move is shown: your own is still your turn, someone else's is watched", () => {
    const [t, s] = base("sugar_swapped", { animating: true, actor: 0 });
    expect(turnText(t, { ...s, you: [0] })).toBe("Your turn (South): the board tilts towards you");
    expect(turnText(t, { ...s, you: [1] })).toBe("Ana is playing");
    expect(turnText(t, { ...s, you: null })).toBe("Ana is playing");
  });

  it("says what to do in each phase: swap (W1), pick a partner, draw (N1), replace, blast (B3), keep (B5)", () => {
    const [t, s] = base("sugar_swap");
    expect(todo(t, s)).toMatch(/^Swap two neighbouring candies/);
    expect(todo(t, { ...s, mode: { kind: "picked", cell: [1, 2] } })).toMatch(/row 2, column 3/);
    expect(todo(t, { ...s, legal: [{ type: "draw" }] })).toBe("No swap can make a line of three: draw a candy from the bag.");
    const [tr, r] = base("sugar_replace");
    expect(todo(tr, r)).toContain(tr(`sugar.candy.${r.state.drawn}`));
    const [tb, b] = base("sugar_blast");
    expect(todo(tb, b)).toMatch(new RegExp(`^${b.options.length} blasts are on the board`));
    const keep = b.options.findIndex((o) => o.keeps.length);
    expect(todo(tb, { ...b, mode: { kind: "keep", option: keep } })).toContain(tb(`sugar.candy.${b.options[keep].candy}`));
  });

  it("waits, watches, or says the board only shows, before anything else", () => {
    const [t, s] = base("sugar_swap");
    expect(todo(t, { ...s, busy: true })).toBe("Waiting for the kernel…");
    expect(todo(t, { ...s, othersMove: true, actor: 1 })).toMatch(/^Watch each step/);
    expect(todo(t, { ...s, interactive: false })).toBe("This board only shows the game.");
    expect(todo(t, { ...s, you: [1] })).toBe("Wait for Ana to play.");
  });

  it("nobody is waited for, nor said to be playing, on a seat nobody plays on this board", () => {
    const [t, s] = base("sugar_swap");
    // Ana's turn; Ben's board would wait for her only if someone plays her seat here
    expect(todo(t, { ...s, you: [1], acting: [0, 1] })).toBe("Wait for Ana to play.");
    expect(todo(t, { ...s, you: [1], acting: [1] })).toBe("Nobody plays Ana's turn on this board.");
    const [tw, w] = base("sugar_swapped", { animating: true, actor: 0, you: [1] });
    expect(turnText(tw, { ...w, acting: [0, 1] })).toBe("Ana is playing");
    expect(turnText(tw, { ...w, acting: [1] })).toBe("Ana's turn (South): the board tilts towards Ana");
  });

  it("says 'your turn' only where you play it: a board that only shows names the player", () => {
    const [t, s] = base("sugar_swap");
    expect(turnText(t, { ...s, you: [0], acting: [0] })).toBe("Your turn (South): the board tilts towards you");
    expect(turnText(t, { ...s, you: [0], acting: [], interactive: false })).toBe("Ana's turn (South): the board tilts towards Ana");
  });
});
