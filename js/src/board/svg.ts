/** Small DOM helpers. Text always goes in through `textContent`, never as markup. */
export const SVG_NS = "http://www.w3.org/2000/svg";

type Attrs = Record<string, string | number | boolean | undefined | null>;

function setAttrs(node: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
}

/** An SVG element with attributes and children. */
export function s(tag: string, attrs: Attrs = {}, children: (Node | null)[] = []): SVGElement {
  const node = document.createElementNS(SVG_NS, tag) as SVGElement;
  setAttrs(node, attrs);
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

/** An SVG `<text>` holding `content` as plain text. */
export function text(content: string, attrs: Attrs = {}): SVGElement {
  const node = s("text", attrs);
  node.textContent = content;
  return node;
}

/** An SVG `<title>` (tooltip and accessible name) holding plain text. */
export function title(content: string): SVGElement {
  const node = s("title");
  node.textContent = content;
  return node;
}

/** An HTML element with attributes, plain text and children. */
export function h(tag: string, attrs: Attrs = {}, content: string | (Node | null)[] = []): HTMLElement {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  if (typeof content === "string") node.textContent = content;
  else for (const child of content) if (child) node.appendChild(child);
  return node;
}

/** Where something is drawn, in the board's coordinates (for marks drawn over it). */
export interface Anchor {
  x: number;
  y: number;
  w: number;
  h: number;
  /** a round thing (a marble, a hole): its mark is a ring */
  round?: boolean;
}

/** Anchors by mark key: "m:T:P", "h:PLAYER:B:H", "burner:PLAYER:B", "tile:ID", "stack:S",
 * "area:PLAYER:hand|pool|completed". */
export type Anchors = Map<string, Anchor>;
