/**
 * No function of the front end is over 200 lines (STYLE: small functions, one concern each).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { functionSizes } from "../tools/function-sizes.mjs";

const LIMIT = 200;

/** The functions over the limit in `sizes`, by file and name. */
const overLimit = (sizes: { file: string; name: string; lines: number }[]) =>
  sizes.filter((f) => f.lines > LIMIT).map((f) => ({ at: `${f.file} ${f.name}`, lines: f.lines }));

describe("function sizes", () => {
  const sizes = functionSizes();

  it("finds the functions (a parser that saw none would pass anything)", () => {
    expect(sizes.length).toBeGreaterThan(500);
    expect(sizes.some((f) => f.name === "drawDesk")).toBe(true);
  });

  it("sees a function one line over the limit, and not one at it (the check can fail)", () => {
    const dir = mkdtempSync(join(tmpdir(), "sizes-"));
    const fn = (name: string, lines: number) =>
      [`export function ${name}(): void {`, ...Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`), "}"].join("\n");
    try {
      writeFileSync(join(dir, "long.ts"), `${fn("atLimit", LIMIT)}\n${fn("overLimit", LIMIT + 1)}\n`);
      const found = functionSizes(dir).map((f) => ({ name: f.name, lines: f.lines }));
      expect(found).toEqual([{ name: "overLimit", lines: LIMIT + 1 }, { name: "atLimit", lines: LIMIT }]);
      expect(overLimit(functionSizes(dir)).map((f) => f.lines)).toEqual([LIMIT + 1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`no function is over ${LIMIT} lines`, () => {
    expect(overLimit(sizes)).toEqual([]);
  });
});
