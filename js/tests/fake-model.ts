/** A stand-in for anywidget's model: traits, change events, `msg:custom`, and what was sent. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Model, Traits } from "../src/potion/types";

type Callback = (...args: any[]) => void;

export class FakeModel implements Model {
  sent: any[] = [];
  private handlers = new Map<string, Set<Callback>>();

  constructor(public traits: Traits) {}

  get<K extends keyof Traits>(key: K): Traits[K] {
    return this.traits[key];
  }

  on(event: string, callback: Callback): void {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(callback);
  }

  off(event?: string | null, callback?: Callback | null): void {
    if (!event) this.handlers.clear();
    else if (!callback) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(callback);
  }

  send(content: unknown): void {
    this.sent.push(content);
  }

  /** Change traits as a sync from Python does, firing `change:NAME` for each. */
  set(patch: Partial<Traits>): void {
    Object.assign(this.traits, patch);
    for (const name of Object.keys(patch)) for (const cb of this.handlers.get(`change:${name}`) ?? []) cb();
  }

  /** A custom message from Python. */
  receive(content: unknown): void {
    for (const cb of this.handlers.get("msg:custom") ?? []) cb(content, []);
  }

  listenerCount(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }
}

/** A fixture written by tests/board/js_fixtures.py. */
export function fixture(name: string): any {
  return JSON.parse(readFileSync(resolve(__dirname, "fixtures", `${name}.json`), "utf-8"));
}

/** Let queued microtasks (batched redraws, replies) run. */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));
