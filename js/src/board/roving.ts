/**
 * One Tab stop along a row of controls (a roving tabindex), as the strip of moves and the
 * review's chart are: the arrow keys, Home and End move focus among them, and the one focused
 * is the row's Tab stop.
 */

const KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];

/** Moves focus along `row` for an arrow key, Home or End pressed on one of its members; returns
 * whether `ev` was such a key (then handled: the board's own arrow keys are for the board). */
export function moveAlong(ev: KeyboardEvent, row: Element[]): boolean {
  if (!KEYS.includes(ev.key) || ev.ctrlKey || ev.metaKey || ev.altKey) return false;
  const i = row.indexOf(ev.target as Element);
  if (i < 0) return false;
  ev.preventDefault();
  ev.stopPropagation();
  const back = ev.key === "ArrowLeft" || ev.key === "ArrowUp";
  const next = ev.key === "Home" ? row[0] : ev.key === "End" ? row[row.length - 1] : row[back ? i - 1 : i + 1];
  if (next) {
    for (const member of row) member.setAttribute("tabindex", member === next ? "0" : "-1");
    (next as HTMLElement).focus();
  }
  return true;
}
