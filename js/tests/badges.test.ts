/**
 * A mark whose label finds no room beside it gets a numbered badge, and the badge is placed
 * by measuring like the labels: it covers no word of the board, even where the words around
 * the mark are many and long (issue 21: in Dutch lesson 00 the badge "1" lay on "gasbrander
 * 0"). jsdom lays nothing out: each drawn thing is given its box by a stub.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placeLabels } from "../src/board/marks";
import { overlap, type Rect } from "../src/board/spots";

const NS = "http://www.w3.org/2000/svg";
const realRect = Element.prototype.getBoundingClientRect;
const realPoint = (globalThis as { DOMPoint?: unknown }).DOMPoint;

/** The box an element was drawn with (`data-box`), or the box of its rect child (a badge). */
function boxOf(el: Element): Rect | null {
  const own = el.getAttribute("data-box");
  if (own) {
    const [x, y, w, h] = own.split(" ").map(Number);
    return { x, y, w, h };
  }
  const r = el.tagName === "rect" ? el : el.querySelector(":scope > rect");
  if (!r) return null;
  return { x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")), w: Number(r.getAttribute("width")), h: Number(r.getAttribute("height")) };
}

beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const b = boxOf(this) ?? { x: 0, y: 0, w: 0, h: 0 };
    return { x: b.x, y: b.y, left: b.x, top: b.y, width: b.w, height: b.h, right: b.x + b.w, bottom: b.y + b.h, toJSON: () => ({}) } as DOMRect;
  };
  // one SVG unit is one screen pixel
  (globalThis as { DOMPoint?: unknown }).DOMPoint = class {
    constructor(public x: number, public y: number) {}
    matrixTransform() { return this; }
  };
});

afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
  (globalThis as { DOMPoint?: unknown }).DOMPoint = realPoint;
  document.body.replaceChildren();
});

describe("a mark's numbered badge", () => {
  it("is placed where it covers no word, even when the nearest free place is far from its mark", () => {
    const svg = document.createElementNS(NS, "svg") as SVGSVGElement;
    svg.setAttribute("viewBox", "0 0 400 300");
    Object.defineProperty(svg, "viewBox", { value: { baseVal: { x: 0, y: 0, width: 400, height: 300 } } });
    (svg as unknown as { getScreenCTM: () => unknown }).getScreenCTM = () => ({ inverse: () => ({}) });
    // words everywhere in 20 x 20 cells, but for a free place 140 px right of the mark
    const words: Rect[] = [];
    for (let x = 0; x < 400; x += 20) {
      for (let y = 0; y < 300; y += 20) {
        if (x >= 240 && x < 280 && y >= 100 && y < 140) continue;
        if (x === 100 && y === 100) continue;         // the marked hole itself
        words.push({ x, y, w: 20, h: 20 });
      }
    }
    for (const w of words) {
      const t = document.createElementNS(NS, "text");
      t.setAttribute("data-box", `${w.x} ${w.y} ${w.w} ${w.h}`);
      t.textContent = "gasbrander 0";
      svg.append(t);
    }
    const labels = document.createElementNS(NS, "g");
    labels.setAttribute("class", "mark-labels");
    const label = document.createElementNS(NS, "g");
    label.setAttribute("class", "mark-label");
    label.setAttribute("data-ring", "100 100 20 20");
    label.setAttribute("data-text", "een lege uitsparing: vraagt een gele");
    label.setAttribute("data-mark", "0");
    labels.append(label);
    const layer = document.createElementNS(NS, "g");
    layer.setAttribute("class", "pw-marks");
    layer.append(labels);
    svg.append(layer);
    document.body.append(svg);

    placeLabels(svg);

    const badge = svg.querySelector(".mark-badge");
    expect(badge).not.toBeNull();
    const spot = boxOf(badge!)!;
    expect(words.filter((w) => overlap(w, spot) > 0)).toEqual([]);
    expect(svg.querySelector(".mark-legend")!.textContent).toContain("een lege uitsparing");
  });
});
