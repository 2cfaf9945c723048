// Bundles each game's front end into one ES module that anywidget loads from a Blob URL: the
// Potion Explosion board (widget.js) and the Sugar Blast board (sugar.js), each with only what
// it uses; each game's folder under src/ with a widget.ts is a bundle.
// The Potion Explosion board's position editor, strip of moves, review and choice's panel are
// parts of their own (editor.js, timeline.js, review.js, choices.js) that a board asks of Python
// when it first needs one (src/potion/lazy.ts);
// widget.js carries the parts' build id, so that a page never mixes parts of two builds.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import * as esbuild from "esbuild";
import { PRIVATE_PATTERN } from "./tools/private-names.mjs";

/** A style sheet imported as its text, minified by esbuild's CSS minifier. */
const cssText = {
  name: "css-text",
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const { code } = await esbuild.transform(await readFile(path, "utf8"), { loader: "css", minify: true });
      return { contents: code.trim(), loader: "text" };
    });
  },
};

const common = { bundle: true, format: "esm", minify: true, target: "es2020", logLevel: "warning", plugins: [cssText], mangleProps: PRIVATE_PATTERN };
const STATIC = "../potion_widget/static";
const PARTS = ["editor", "timeline", "review", "choices"];

/** The short names given to the front end's private property names (tools/private-names.mjs):
 * one table for every bundle and part, built one after another, so that a part reads an object
 * the board hands it by the names the board wrote. */
let mangleCache = {};
async function bundle(entry, outfile, extra = {}) {
  const result = await esbuild.build({ ...common, ...extra, mangleCache, entryPoints: [entry], outfile });
  mangleCache = result.mangleCache;
}

for (const name of PARTS) await bundle(`src/potion/parts/${name}.ts`, `${STATIC}/${name}.js`);
const build = createHash("sha256");
for (const name of PARTS) build.update(await readFile(`${STATIC}/${name}.js`));
const define = { __POTION_BUILD__: JSON.stringify(build.digest("hex").slice(0, 12)) };

/** Each game's bundle: src/<game>/widget.ts, built as static/<game>.js; Potion Explosion's keeps
 * the name it always had, widget.js (the Python package and its users load it by that name).
 * A new game's folder with its widget.ts is found here: no line to add. */
const BUNDLE_NAMES = { potion: "widget" };
const games = (await readdir("src", { withFileTypes: true }))
  .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/widget.ts`)).map((d) => d.name);
for (const game of games) await bundle(`src/${game}/widget.ts`, `${STATIC}/${BUNDLE_NAMES[game] ?? game}.js`, { define });
