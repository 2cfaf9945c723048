/**
 * The fixtures are real engine states written by Python (tests/board/js_fixtures.py); pytest
 * writes them before running `npm test`. When `npm test` runs alone and they are missing,
 * write them here with the project's Python (PYTHON, else the venv's, else python3).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

export default function setup(): void {
  const folder = resolve(__dirname, "fixtures");
  // both games' fixtures (js_fixtures.py writes the Sugar Blast board's sugar_*.json too)
  if (["play.json", "sugar_swap.json"].every((name) => existsSync(resolve(folder, name)))) return;
  const repo = resolve(__dirname, "../..");
  const venv = resolve(repo, ".venv/bin/python");
  const python = process.env.PYTHON ?? (existsSync(venv) ? venv : "python3");
  execFileSync(python, [resolve(repo, "tests/board/js_fixtures.py"), folder], { stdio: "inherit" });
}
