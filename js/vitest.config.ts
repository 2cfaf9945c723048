import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { defineConfig } from "vitest/config";
import { transformSync } from "esbuild";

/** Style sheets imported as their text, as the build does (build.mjs; unminified here, so a
 * test reads the sheet's rules as written). jsdom's CSS parser predates CSS nesting and would
 * drop a nested sheet whole: its nesting is lowered here, as esbuild writes it for a browser
 * without nesting (the same rules, each with its whole selector). The id does not end in
 * `.css`, so vite's own CSS handling leaves it alone. */
const CSS_TEXT = "\0css-text:";
const cssAsText = {
  name: "css-as-text",
  enforce: "pre" as const,
  resolveId(source: string, importer?: string) {
    if (source.endsWith(".css") && importer) return `${CSS_TEXT}${resolve(dirname(importer), source)}.js`;
  },
  load(id: string) {
    if (!id.startsWith(CSS_TEXT)) return undefined;
    const sheet = transformSync(readFileSync(id.slice(CSS_TEXT.length, -3), "utf-8"), { loader: "css", target: "chrome100" }).code;
    return `export default ${JSON.stringify(sheet)};`;
  },
};

export default defineConfig({
  plugins: [cssAsText],
  test: {
    environment: "jsdom",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts", "tests/parts-setup.ts"],
    // Some tests click through every listed choice of a potion (seconds on an idle machine);
    // on a loaded 2-core machine the default 5 s failed them though nothing was wrong. A real
    // hang still fails, at one minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One test file at a time in one forked worker: on a 2-core machine shared with other
    // work, a second worker only fights the first for the CPU (and each jsdom start costs
    // seconds), so the whole run's time grows with the load instead of multiplying by it.
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
  },
});
