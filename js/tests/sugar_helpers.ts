/** Mounting the Sugar Blast board on a fixture's traits, as anywidget does, for its tests. */
import { afterEach } from "vitest";
import widget from "../src/sugar/widget";
import { FakeModel, fixture } from "./fake-model";
import { mount } from "../src/sugar/view";
import { createClient } from "../src/board/protocol";

export { click, tick } from "./helpers";

/** A fixture's traits on a fake model (FakeModel's typing is the Potion board's). */
export function sugarModel(name: string, part = "traits"): { data: any; model: FakeModel & { get: (k: string) => any } } {
  const data = fixture(name);
  return { data, model: new FakeModel(structuredClone(data[part])) as any };
}

export interface SugarView {
  data: any;
  model: any;
  root: HTMLElement;
  cleanup: () => void;
}

/** A `view(name, part, options)` for a test file: every view is unmounted and the page
 * emptied after each test. `delay` and `reducedMotion` go to the view; `timeout` to its
 * client. Call once at the top of the file. */
export function sugarViews() {
  let cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.forEach((c) => c());
    cleanups = [];
    document.body.replaceChildren();
  });
  return (name: string, part = "traits", opts: { delay?: number; reducedMotion?: boolean; timeout?: number; widget?: boolean } = {}): SugarView => {
    const { data, model } = sugarModel(name, part);
    const el = document.createElement("div");
    document.body.appendChild(el);
    let cleanup: () => void;
    if (opts.widget) {
      const end = widget.initialize({ model }) as () => void;
      const unmount = widget.render({ model, el }) as () => void;
      cleanup = () => { unmount(); end(); };
    } else {
      const client = createClient(model, { timeout: opts.timeout });
      const unmount = mount(el, model, client, { delay: opts.delay ?? 0, reducedMotion: opts.reducedMotion ?? true });
      cleanup = () => { unmount(); client.close(); };
    }
    cleanups.push(cleanup);
    return { data, model, root: el.querySelector(".sugar-blast") as HTMLElement, cleanup };
  };
}

/** The board's cell at [row, col]. */
export const cell = (root: Element, r: number, c: number) => root.querySelector(`.cell[data-key="cell:${r}:${c}"]`) as SVGElement;
export const cells = (root: Element, selector = "") => [...root.querySelectorAll(`.cell${selector}`)] as SVGElement[];
export const keyOf = (n: Element) => n.getAttribute("data-key");
export const btn = (root: Element, name: string) => root.querySelector(`[data-btn="${name}"]`) as HTMLButtonElement;

/** A pointer event as the browser sends it (jsdom has no PointerEvent; the board reads only
 * the target and the position). */
export function pointer(node: Element, type: "pointerdown" | "pointerup" | "pointerover"): void {
  node.dispatchEvent(new MouseEvent(type, { bubbles: true }));
}

export function key(node: Element, k: string): KeyboardEvent {
  const ev = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
  node.dispatchEvent(ev);
  return ev;
}

/** Python's answer to the last request, and the traits it synced (an accepted action). */
export function accept(model: any, traits: Record<string, unknown>): void {
  const last = model.sent[model.sent.length - 1];
  model.set(traits);
  model.receive({ kind: "reply", id: last.id, ok: true, events: traits.events ?? [] });
}
