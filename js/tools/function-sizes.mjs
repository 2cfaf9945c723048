/**
 * The size of every function in the front end's TypeScript (js/src), in lines from its first
 * line to its last, largest first: `node tools/function-sizes.mjs [count]`. Read with the
 * TypeScript compiler's own parser, so a function is what the language says it is (a function
 * declaration or expression, an arrow function, a method, a constructor, an accessor). The JS
 * tests use `functionSizes` to keep every function under the project's limit.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** js/src: beside this file's folder, or (where modules have no file URL, as under a test
 * runner's transform) under the working folder, js/, where the scripts run. */
function sourceFolder() {
  try {
    return join(fileURLToPath(new URL(".", import.meta.url)), "..", "src");
  } catch {
    return join(process.cwd(), "src");
  }
}
export const SRC = sourceFolder();

function tsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The name a function is known by: its own, its variable's or property's, else "(anonymous)". */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return "(anonymous)";
}

/** Every function of every source file: {file, name, line, lines}, largest first. */
export function functionSizes(root = SRC) {
  const found = [];
  for (const path of tsFiles(root)) {
    const source = ts.createSourceFile(path, readFileSync(path, "utf-8"), ts.ScriptTarget.ES2020, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ file: relative(join(root, ".."), path), name: nameOf(node), line: first + 1, lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (process.argv[1]?.endsWith("function-sizes.mjs")) {
  const count = Number(process.argv[2] ?? 10);
  for (const f of functionSizes().slice(0, count)) console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
}
