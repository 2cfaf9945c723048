import { afterEach } from "vitest";
import widget from "../src/potion/widget";
import { providePart } from "../src/potion/lazy";
import * as editorPart from "../src/potion/parts/editor";
import * as timelinePart from "../src/potion/parts/timeline";
import * as reviewPart from "../src/potion/parts/review";
import * as choicesPart from "../src/potion/parts/choices";
import { FakeModel, fixture } from "./fake-model";

/** The page already has the parts loaded later (as every board after the first does), from
 * their sources: a board draws them at once. Their loading is tested in lazy.test.ts. */
export function provideParts(): void {
  providePart("editor", editorPart);
  providePart("timeline", timelinePart);
  providePart("review", reviewPart);
  providePart("choices", choicesPart);
}
provideParts();

/** Let microtasks (batched redraws, resolved replies) run; safe under fake timers. */
export async function tick(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Initialize and render the widget on a fixture's traits, as anywidget does (`patch`: traits
 * changed before it is drawn). */
export function mountFixture(name: string, part = "traits", patch: Record<string, unknown> = {}) {
  const data = fixture(name);
  const model = new FakeModel({ ...structuredClone(data[part]), ...patch });
  const endModel = widget.initialize({ model }) as () => void;
  const el = document.createElement("div");
  document.body.appendChild(el);
  const cleanup = widget.render({ model, el }) as () => void;
  const root = el.querySelector(".potion-widget") as HTMLElement;
  return { data, model, el, root, cleanup, endModel };
}

/** A `view(name, part)` for a test file: it mounts a fixture, and every view is unmounted and
 * the page emptied after each test. Call once at the top of the file. */
export function viewsCleanedAfterEach() {
  let cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.forEach((c) => c());
    cleanups = [];
    document.body.replaceChildren();
  });
  return (name: string, part = "traits", patch: Record<string, unknown> = {}) => {
    const v = mountFixture(name, part, patch);
    cleanups.push(v.cleanup, v.endModel);
    return v;
  };
}

export const marbles = (root: Element, selector = "") =>
  [...root.querySelectorAll(`.dispenser .marble${selector}`)] as SVGElement[];

export const posKey = (m: Element) => `${m.getAttribute("data-track")}:${m.getAttribute("data-pos")}`;

export function click(node: Element): void {
  node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
}

export function button(root: Element, name: string): HTMLButtonElement {
  return root.querySelector(`[data-btn="${name}"]`) as HTMLButtonElement;
}
