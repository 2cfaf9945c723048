/**
 * The names the build shortens (tools/private-names.mjs) are the front end's own: none is a name
 * of the DOM or of JavaScript, of Python's data (the generated types, a string or a field in the
 * package), or read from a string in the front end's code. A name that is would be renamed in
 * the bundle only, and the board would read nothing there.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVATE_NAMES, PRIVATE_PATTERN } from "../tools/private-names.mjs";

const JS = join(__dirname, "..");
const PACKAGE = join(JS, "..", "potion_widget");

function files(dir: string, ends: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "static" || name === "node_modules" ? [] : files(path, ends);
    return ends.some((e) => name.endsWith(e)) ? [path] : [];
  });
}
const words = (text: string) => new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
const read = (paths: string[]) => paths.map((p) => readFileSync(p, "utf-8")).join("\n");

/** The words inside string literals of `text` (quotes and template literals). */
function stringWords(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) for (const w of words(m[1] ?? m[2] ?? m[3] ?? "")) found.add(w);
  return found;
}

describe("the names the build shortens", () => {
  const source = read(files(join(JS, "src"), [".ts"]).filter((p) => !p.includes("generated")));

  it("are used as properties in the front end (the list holds no stale name)", () => {
    const used = new Set([...source.matchAll(/\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]));
    expect(PRIVATE_NAMES.filter((n) => !used.has(n))).toEqual([]);
  });

  it("are no name of the DOM or of JavaScript", () => {
    const lib = join(JS, "node_modules", "typescript", "lib");
    const libWords = words(read(readdirSync(lib).filter((n) => /^lib\..*\.d\.ts$/.test(n)).map((n) => join(lib, n))));
    expect(PRIVATE_NAMES.filter((n) => libWords.has(n))).toEqual([]);
  });

  it("are no name of Python's data: its generated types, its strings, fields and keywords", () => {
    const generated = words(read(files(join(JS, "src", "generated"), [".ts"])));
    const python = read(files(PACKAGE, [".py"]));
    const pythonNames = new Set([...stringWords(python), ...[...python.matchAll(/^\s+([a-z_]\w*)\s*:/gm)].map((m) => m[1]),
      ...[...python.matchAll(/\b([a-z_]\w*)=/g)].map((m) => m[1])]);
    const json = read(files(PACKAGE, [".json"]));
    const jsonKeys = new Set([...json.matchAll(/"([A-Za-z_$][\w$]*)"\s*:/g)].map((m) => m[1]));
    expect(PRIVATE_NAMES.filter((n) => generated.has(n) || pythonNames.has(n) || jsonKeys.has(n))).toEqual([]);
  });

  it("are never read from a string in the front end (a name looked up by its text)", () => {
    const inStrings = stringWords(source);
    expect(PRIVATE_NAMES.filter((n) => inStrings.has(n))).toEqual([]);
  });

  it("are matched whole by the build's pattern, never a part of a longer name", () => {
    expect(PRIVATE_PATTERN.test("sendAction")).toBe(true);
    expect(PRIVATE_PATTERN.test("sendActions")).toBe(false);
    expect(PRIVATE_PATTERN.test("state")).toBe(false);
  });
});
