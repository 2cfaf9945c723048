// Bundles the front end into one ES module that anywidget loads from a Blob URL.
import * as esbuild from "esbuild";

await esbuild.build({
  entryPoints: ["src/widget.ts"],
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2020",
  outfile: "../potion_widget/static/widget.js",
  logLevel: "warning",
});
