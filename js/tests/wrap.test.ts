import { describe, expect, it } from "vitest";
import { textWidth, wrap } from "../src/board/text";

describe("wrap: a potion's name in lines that fit its tile", () => {
  const width = 90;

  it("keeps words whole when they fit, as few lines as possible", () => {
    expect(wrap("Potion of Wisdom", 200, 12, true)).toEqual(["Potion of Wisdom"]);
    expect(wrap("Potion of Wisdom", width, 12, true)).toEqual(["Potion of", "Wisdom"]);
  });

  it("breaks a Latin word longer than a line with a hyphen, losing no letter", () => {
    const lines = wrap("Vocht der magnetische aantrekkingskracht", width, 12, true);
    for (const line of lines) expect(textWidth(line, 12, true)).toBeLessThanOrEqual(width);
    const long = lines.filter((line) => line.endsWith("-"));
    expect(long.length).toBeGreaterThan(0);
    expect(lines.join(" ").replace(/- /g, "")).toBe("Vocht der magnetische aantrekkingskracht");
  });

  it("breaks Japanese, which has no spaces, between characters and without a hyphen", () => {
    const name = "ポーション・エクスプロージョンの溶岩術濾過薬";
    const lines = wrap(name, width, 12, true);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 12, true)).toBeLessThanOrEqual(width);
    expect(lines.join("")).toBe(name);
  });

  it("counts a Japanese character a full em wide", () => {
    expect(textWidth("知恵薬", 12)).toBe(36);
    expect(textWidth("abc", 12)).toBeLessThan(36);
  });
});
