// Writes the TypeScript types of the game's JSON format (src/generated/<name>.ts) from the JSON
// Schemas the Python package ships (potion_widget/data/schema/<name>.schema.json), so that the
// format has one definition: edit the schema, then run `npm run types`.
//   node gen-types.mjs          rewrites the generated files
//   node gen-types.mjs --check  changes nothing; fails naming each file the schemas would change
//   --out=DIR                   another folder than src/generated (the test of --check uses it)
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { compile } from "json-schema-to-typescript";

const SCHEMAS = new URL("../potion_widget/data/schema/", import.meta.url);
const outArg = process.argv.find((a) => a.startsWith("--out="));
const OUT = outArg ? pathToFileURL(outArg.slice("--out=".length) + "/") : new URL("./src/generated/", import.meta.url);
const NAMES = ["state", "action"];

/** The schema with each 2020-12 tuple (`prefixItems`) in the draft-07 form the compiler reads. */
function draft07Tuples(node) {
  if (Array.isArray(node)) return node.map(draft07Tuples);
  if (node === null || typeof node !== "object") return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, draft07Tuples(v)]));
  if ("prefixItems" in out) {
    out.additionalItems = out.items ?? true;
    out.items = out.prefixItems;
    delete out.prefixItems;
  }
  return out;
}

async function generate(name) {
  const schema = JSON.parse(await readFile(new URL(`${name}.schema.json`, SCHEMAS), "utf8"));
  const banner = `/* Generated from potion_widget/data/schema/${name}.schema.json by js/gen-types.mjs:\n` +
    ` * do not edit; change the schema, then run \`npm run types\` in js/. */`;
  // maxItems -1: an array stays an array (a tuple of every allowed length helps no reader)
  return compile(draft07Tuples(schema), name, {
    bannerComment: banner, cwd: SCHEMAS.pathname, maxItems: -1, unreachableDefinitions: false,
    style: { printWidth: 120 },
  });
}

const check = process.argv.includes("--check");
const stale = [];
for (const name of NAMES) {
  const file = new URL(`${name}.ts`, OUT);
  const wanted = await generate(name);
  const present = await readFile(file, "utf8").catch(() => null);
  if (present === wanted) continue;
  if (check) stale.push(`${name}.ts`);
  else await mkdir(OUT, { recursive: true }).then(() => writeFile(file, wanted));
}
if (stale.length) {
  console.error(`Stale, not what the schemas give: ${stale.join(", ")} in ${OUT.pathname}. Run \`npm run types\` in js/.`);
  process.exit(1);
}
