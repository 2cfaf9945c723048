/**
 * How each candy type looks: a colour AND a glyph of its own (G1), so that colour never
 * carries the meaning alone. The glyphs are drawn in a unit box centred on 0 and scaled.
 */
import { s, SVG_NS } from "../board/svg";

/** The six types in the engine's order (candies.py). */
export const TYPES = ["marshmallow", "corn", "cane", "gumdrop", "lollipop", "mint"] as const;

/** Each glyph as SVG shapes in a box from -1 to 1: a cylinder, a cone, a hook, a dome, a
 * ring with its centre, a four-pointed star. */
const GLYPHS: Record<string, (g: SVGElement) => void> = {
  marshmallow: (g) => g.append(
    s("rect", { x: -0.5, y: -0.55, width: 1, height: 1.1, rx: 0.3, class: "glyph-line" }),
    s("ellipse", { cx: 0, cy: -0.3, rx: 0.5, ry: 0.22, class: "glyph-line" })),
  corn: (g) => g.append(
    s("path", { d: "M0,-0.7 L0.62,0.55 L-0.62,0.55 Z", class: "glyph-fill" }),
    s("path", { d: "M-0.38,0.08 L0.38,0.08", class: "glyph-cut" })),
  cane: (g) => g.append(s("path", { d: "M-0.3,0.7 L-0.3,-0.2 A0.36,0.36 0 0 1 0.42,-0.2 L0.42,0.05", class: "glyph-line thick" })),
  gumdrop: (g) => g.append(s("path", { d: "M-0.65,0.5 L-0.65,0.1 A0.65,0.65 0 0 1 0.65,0.1 L0.65,0.5 Z", class: "glyph-fill" })),
  lollipop: (g) => g.append(
    s("circle", { cx: 0, cy: 0, r: 0.52, class: "glyph-line thick" }),
    s("circle", { cx: 0, cy: 0, r: 0.17, class: "glyph-fill" })),
  mint: (g) => g.append(s("path", { d: "M0,-0.72 L0.2,-0.2 L0.72,0 L0.2,0.2 L0,0.72 L-0.2,0.2 L-0.72,0 L-0.2,-0.2 Z", class: "glyph-fill" })),
};

/** A candy of `type` centred on (cx, cy), `size` wide: its coloured body and its glyph.
 * Classes `candy-body` and `t-TYPE` carry the colours (style.ts). */
export function candyShape(type: string, cx: number, cy: number, size: number): SVGElement {
  const r = size / 2;
  const glyph = s("g", { class: "glyph", transform: `scale(${(r * 0.72).toFixed(2)})` });
  GLYPHS[type]?.(glyph);
  return s("g", { class: `candy-shape t-${type}`, transform: `translate(${cx},${cy})` }, [
    s("rect", { class: "candy-body", x: -r, y: -r, width: size, height: size, rx: r * 0.32 }),
    glyph,
  ]);
}

/** A candy as a small inline picture for HTML (buttons, lists): decorative, its name is
 * beside it in words. */
export function candyIcon(type: string, size = 20): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg") as SVGSVGElement;
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("class", "sb-icon");
  svg.setAttribute("aria-hidden", "true");
  svg.appendChild(candyShape(type, 12, 12, 22));
  return svg;
}
