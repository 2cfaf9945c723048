/**
 * The parts of the front end that only some boards need (the position editor, the strip of
 * moves, a game's review, a choice's panel), loaded the first time a board of the page needs
 * one instead of travelling in every board's `_esm`.
 *
 * A part is asked of Python over the request protocol, `{kind: "module", id, name}`
 * (`front_parts.py`), which answers with the text of its built file (`static/<name>.js`, an ES
 * module that imports nothing). The text is imported from a Blob URL once per page: every
 * board shares one promise per part (anywidget evaluates each board's bundle anew, so the
 * cache lives on `globalThis`, keyed by the build), and a board drawn after the part arrived
 * gets it at once, while it draws. A part that failed (no answer in time, a refusal, code that
 * would not run) is not kept: a board drawn later asks again.
 */
import type { Client } from "../board/protocol";
import type { Refusal } from "../board/types";
import type * as EditorPart from "./parts/editor";
import type * as TimelinePart from "./parts/timeline";
import type * as ReviewPart from "./parts/review";
import type * as ChoicesPart from "./parts/choices";

/** Each part's module, by name. */
export interface Parts {
  editor: typeof EditorPart;
  timeline: typeof TimelinePart;
  review: typeof ReviewPart;
  choices: typeof ChoicesPart;
}
export type PartName = keyof Parts;

/** Turns a part's code into its module. */
export type Importer = (code: string) => Promise<unknown>;

/** Why a part could not be loaded: Python's refusal (or the client's `no_reply`), or, when
 * `refusal` is null, code that did not run. */
export class PartError extends Error {
  constructor(readonly part: PartName, readonly refusal: Refusal | null) {
    super(refusal ? `${part}: ${refusal.key}` : `${part}: its code did not run`);
  }
}

declare const __POTION_BUILD__: string | undefined;
/** The build the parts belong to (set by build.mjs): two builds on one page never mix. */
const BUILD = typeof __POTION_BUILD__ === "string" ? __POTION_BUILD__ : "source";
const PAGE = Symbol.for("potion_widget.parts");

interface Entry {
  promise: Promise<unknown>;
  /** set once the promise resolved, for a board to take the part while it draws */
  module?: unknown;
}

function cache(): Map<string, Entry> {
  const page = globalThis as { [PAGE]?: Map<string, Entry> };
  return (page[PAGE] ??= new Map());
}

const keyOf = (name: PartName) => `${name}@${BUILD}`;

/** The browser's way: the code as a Blob URL, imported (as anywidget imports `_esm`). */
export async function blobImport(code: string): Promise<unknown> {
  const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  try {
    return await import(/* @vite-ignore */ url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

let importer: Importer = blobImport;

/** Replace how code becomes a module (jsdom has no Blob URL import); null: the browser's. */
export function setImporter(next: Importer | null): void {
  importer = next ?? blobImport;
}

/** The part if this page already has it, else undefined. */
export function loadedPart<N extends PartName>(name: N): Parts[N] | undefined {
  return cache().get(keyOf(name))?.module as Parts[N] | undefined;
}

/** Give the page a part's module without asking Python (tests, or a host that bundles it). */
export function providePart<N extends PartName>(name: N, module: Parts[N]): void {
  cache().set(keyOf(name), { promise: Promise.resolve(module), module });
}

/** Forget every part of this build (tests). */
export function forgetParts(): void {
  for (const key of [...cache().keys()]) if (key.endsWith(`@${BUILD}`)) cache().delete(key);
}

/** How long a board waits for a part, in milliseconds: longer than for a move, since the
 * kernel answers requests between cells, and a part is often asked for by a board shown while
 * the cells after it still run (Run All); the board is usable meanwhile. */
export const PART_TIMEOUT_MS = 60_000;

/** The part's module, from the code Python sends for it. */
async function fetchPart(name: PartName, client: Client): Promise<unknown> {
  const reply = await client.request("module", { name }, PART_TIMEOUT_MS);
  if (!reply.ok || typeof reply.code !== "string") throw new PartError(name, reply.error ?? null);
  try {
    return await importer(reply.code);
  } catch {
    throw new PartError(name, null);
  }
}

/** The part, asked of Python through `client` unless the page has it or is getting it.
 * Rejects with a `PartError`; a failed part is dropped so that the next ask tries again. */
export function loadPart<N extends PartName>(name: N, client: Client): Promise<Parts[N]> {
  const key = keyOf(name);
  const known = cache().get(key);
  if (known) return known.promise as Promise<Parts[N]>;
  const promise = fetchPart(name, client);
  const entry: Entry = { promise };
  cache().set(key, entry);
  // registered first, so the module is known before any board hears of it
  promise.then((module) => { entry.module = module; }, () => {
    if (cache().get(key) === entry) cache().delete(key);
  });
  return promise as Promise<Parts[N]>;
}
