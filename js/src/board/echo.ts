/**
 * The one trait a board's front end writes: `seen`, the state id it has drawn last. Hosts that
 * re-run code when a widget's front end writes a trait (marimo) re-run the cells reading a
 * board through it after each accepted move. Python takes it and nothing else from it (it never
 * changes the game) and answers nothing: one small message per new state drawn.
 */

/** What writing a trait needs of anywidget's model (a test's stand-in may lack it). */
interface Writable {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  save_changes(): void;
}

/** Tells Python that `stateId` is drawn, once: nothing is sent when `seen` already says so
 * (a board drawn again for a hover, or a second view of the same board). */
export function echoSeen(model: object, stateId: number): void {
  const m = model as Partial<Writable>;
  if (typeof m.set !== "function" || typeof m.save_changes !== "function" || typeof m.get !== "function") return;
  if (m.get("seen") === stateId) return;
  m.set("seen", stateId);
  m.save_changes();
}

/** Marks `root` with the state id its render draws (`data-state-id`, which pages and tests
 * read) and tells Python so (`seen`); the render is synchronous, so it is drawn before the
 * message leaves. */
export function markDrawn(root: Element, model: object, stateId: number): void {
  root.setAttribute("data-state-id", String(stateId));
  echoSeen(model, stateId);
}
