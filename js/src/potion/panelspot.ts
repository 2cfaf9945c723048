/**
 * Where a choice's panel goes: over the board, beside what is being chosen (`spots.ts` finds
 * the free place).
 */
import { freeSpot, union, type Rect } from "../board/spots";
import { key } from "./targets";

/** Lays the choice panel over the board beside what is being chosen, covering none of
 * the things that can be clicked or are chosen (measured in the page; without layout, as
 * in tests without a browser, it stays in the flow under the board). With nothing of the
 * kind, it is laid beside `potion`, the tile being drunk. */
export function placePanel(panel: HTMLElement, boardBox: HTMLElement, svg: SVGSVGElement, potion: string | undefined): void {
  panel.classList.remove("pw-floating");
  panel.style.left = panel.style.top = "";
  if (panel.hidden || !svg.isConnected) return;
  const box = boardBox.getBoundingClientRect();
  if (!box.width) return;
  const rel = (el: Element): Rect => {
    const r = el.getBoundingClientRect();
    return { x: r.left - box.left, y: r.top - box.top, w: r.width, h: r.height };
  };
  const active = [...svg.querySelectorAll(".selectable, .chosen")].map(rel).filter((r) => r.w && r.h);
  const drunk = potion !== undefined ? svg.querySelector(`[data-key="${key({ kind: "potion", tile: potion })}"]`) : null;
  const anchor = union(active) ?? (drunk ? rel(drunk) : null);
  if (!anchor) return;
  panel.classList.add("pw-floating");
  const w = panel.offsetWidth;
  const h = panel.offsetHeight;
  const spot = freeSpot(anchor, w, h, active, { x: 0, y: 0, w: box.width, h: Math.max(box.height, h) }, 8);
  panel.style.left = `${Math.round(spot.x)}px`;
  panel.style.top = `${Math.round(spot.y)}px`;
}
