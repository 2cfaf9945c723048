import { describe, expect, it } from "vitest";
import { translator } from "../src/board/i18n";

describe("translator", () => {
  const messages = {
    "k": "{count} billes {color}",
    "k.one": "{count} bille {color}",
    "k.zero": "aucune bille",
    "ui.color.red": "rouge",
  };

  it("chooses the zero and singular forms by the language's plural rule", () => {
    const fr = translator(messages, "fr");
    expect([0, 1, 2].map((count) => fr("k", { count, color: "red" }))).toEqual([
      "aucune bille", "1 bille rouge", "2 billes rouge",
    ]);
    const noZero = translator({ k: "{count} billes", "k.one": "{count} bille" }, "fr");
    expect(noZero("k", { count: 0 })).toBe("0 bille");
    const en = translator({ k: "{count} marbles", "k.one": "1 marble" });
    expect([0, 1, 2].map((count) => en("k", { count }))).toEqual(["0 marbles", "1 marble", "2 marbles"]);
    const ja = translator({ k: "ビー玉{count}個", "k.one": "never" }, "ja");
    expect(ja("k", { count: 1 })).toBe("ビー玉1個");
  });

  it("counts a sentence without a count by its first whole number, as messages.py does", () => {
    const t = translator({
      k: "You draw {needed} new potions this turn, not {given}.",
      "k.one": "You draw {needed} new potion this turn, not {given}.",
      "k.zero": "You draw no new potion this turn, not {given}.",
    });
    expect([0, 1, 2].map((needed) => t("k", { needed, given: 5 }))).toEqual([
      "You draw no new potion this turn, not 5.", "You draw 1 new potion this turn, not 5.",
      "You draw 2 new potions this turn, not 5.",
    ]);
  });

  it("names a colour id in a colour placeholder in the language, and nothing else", () => {
    const t = translator({ ...messages, s: "{color} / {above} / {name}" }, "fr");
    expect(t("s", { color: "red", above: "blue", name: "red" })).toBe("rouge / blue / red");
  });
});
