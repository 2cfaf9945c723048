// Bundles each front end into one ES module that anywidget loads from a Blob URL: the Potion
// Explosion board (widget.js) and the Sugar Blast board (sugar.js), each with only what it uses.
import * as esbuild from "esbuild";

const common = { bundle: true, format: "esm", minify: true, target: "es2020", logLevel: "warning" };

await Promise.all([
  esbuild.build({ ...common, entryPoints: ["src/widget.ts"], outfile: "../potion_widget/static/widget.js" }),
  esbuild.build({ ...common, entryPoints: ["src/sugar/widget.ts"], outfile: "../potion_widget/static/sugar.js" }),
]);
