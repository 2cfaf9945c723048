/**
 * The code of each part loaded later (src/potion/parts/), bundled as the build bundles it (one ES
 * module importing nothing, its sheet as text) for lazy.test.ts to answer a board's request
 * with. Built here, in Node: esbuild does not run inside jsdom.
 */
import { resolve } from "node:path";
import * as esbuild from "esbuild";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    partCode: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const partCode: Record<string, string> = {};
  for (const name of ["editor", "timeline", "review", "choices"]) {
    const out = await esbuild.build({
      entryPoints: [resolve(__dirname, `../src/potion/parts/${name}.ts`)], bundle: true, format: "esm",
      target: "es2020", write: false, loader: { ".css": "text" },
    });
    partCode[name] = out.outputFiles[0].text;
  }
  project.provide("partCode", partCode);
}
