/**
 * Potion tiles: kind band with the whole name (wrapped, never cut), points, starter mark, and
 * the recipe's holes (each hole's colour, filled or not). Used for burners, stack tops, the
 * market and the draft offer.
 */
import type { Color, KindInfo, TileInfo } from "./types";
import type { Translate } from "./i18n";
import { focusRing, marble } from "./marbles";
import { s, text, title } from "./svg";
import { holeKey } from "./targets";

export interface TileLook {
  x: number;
  y: number;
  w: number;
  h: number;
  cls?: string;
  attrs?: Record<string, string | number | undefined>;
  /** marbles in the holes (a burner), else all holes are empty */
  filled?: (Color | null)[];
  /** for burners: which burner, so holes carry data-burner/data-hole */
  burner?: number;
  /** the holes' target keys (`holeKey`) the user may click, and chosen ones */
  selectableHoles?: Set<string>;
  chosenHoles?: Set<string>;
  /** where each hole is drawn, relative to the tile: called with (hole, cx, cy, r) */
  onHole?: (hole: number, cx: number, cy: number, r: number) => void;
}

/** The smallest font the board uses: at the narrowest layout it is still 11 CSS px. */
export const MIN_FONT = 12;

/** An estimate of a text's width (SVG text has no wrapping). Generous on purpose: wide
 * fonts such as DejaVu Sans stay inside; the browser pass `fitTexts` corrects the rest. */
export function textWidth(content: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const ch of content) {
    if (wide(ch)) em += 1;
    else if (ch === " ") em += 0.32;
    else if ("iljtfr.,:;'!|()[]".includes(ch)) em += 0.36;
    else if ("mwMW".includes(ch)) em += 0.9;
    else if (ch >= "A" && ch <= "Z") em += 0.7;
    else em += 0.6;
  }
  return em * fontSize * (bold ? 1.08 : 1);
}

/** Whether a character is set a full em wide (Japanese kana and kanji, full-width forms). */
function wide(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x2e80 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xff60);
}

/** Words of `name` in lines no wider than `width`, in as few lines as fit. A word longer
 * than a line is broken, never cut: a Latin word ("aantrekkingskracht") with a hyphen at the
 * break, a Japanese one (no spaces between words) between any two characters. */
export function wrap(name: string, width: number, fontSize: number, bold = false): string[] {
  const fits = (line: string) => textWidth(line, fontSize, bold) <= width;
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(...broken(word, fits));
  }
  return lines.length ? lines : [name];
}

/** `word` in pieces that each fit (a hyphen ends each piece of a Latin word but the last). */
function broken(word: string, fits: (line: string) => boolean): string[] {
  const chars = [...word];
  const pieces: string[] = [];
  let piece = "";
  for (const [i, ch] of chars.entries()) {
    const hyphen = i + 1 < chars.length && !wide(ch) && !wide(chars[i + 1]) ? "-" : "";
    if (piece && !fits(piece + ch + hyphen) && (wide(ch) || piece.length >= 3)) {
      pieces.push(wide(ch) || wide(piece[piece.length - 1]) ? piece : `${piece}-`);
      piece = "";
    }
    piece += ch;
  }
  return [...pieces, piece];
}

/** A text that must stay within `width`: marked so the browser pass can squeeze it. */
export function fitted(content: string, width: number, attrs: Record<string, string | number | undefined>): SVGElement {
  return text(content, { ...attrs, "data-fit": Math.floor(width) });
}

/** In a browser, squeeze every text marked by `fitted` that the estimate let overflow (its
 * font size stays: the glyphs are drawn a little narrower). */
export function fitTexts(root: Element): void {
  for (const node of root.querySelectorAll("text[data-fit]")) {
    const el = node as SVGTextElement;
    if (typeof el.getComputedTextLength !== "function") return;
    el.removeAttribute("textLength");
    const max = Number(el.getAttribute("data-fit"));
    const length = el.getComputedTextLength();
    if (length > max && max > 0) {
      el.setAttribute("textLength", String(max));
      el.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  }
}

const NAME_FONT = 12;
const LINE = NAME_FONT + 2;

/** The height of a tile's name band for its width. */
export function bandHeight(name: string, w: number): number {
  return wrap(name, w - 12, NAME_FONT, true).length * LINE + 8;
}

export function drawTile(id: string, info: TileInfo | undefined, kinds: Record<string, KindInfo>, t: Translate, look: TileLook): SVGElement {
  const kind = info?.kind ?? "unknown";
  const name = kinds[kind]?.name ?? id;
  const lines = wrap(name, look.w - 12, NAME_FONT, true);
  const band = lines.length * LINE + 8;
  const g = s("g", { class: `tile kind-${kind}${look.cls ? " " + look.cls : ""}`, transform: `translate(${look.x},${look.y})`, "data-tile": id, ...look.attrs }, [
    title(`${name}${info ? ": " + t("ui.points", { points: info.points }) : ""}${info?.starter ? `, ${t("ui.starter")}` : ""}${kinds[kind] ? ". " + kinds[kind].effect : ""}`),
    s("rect", { class: "card", width: look.w, height: look.h, rx: 8 }),
    s("rect", { class: "band", width: look.w, height: band, rx: 8 }),
  ]);
  const nameText = s("text", { class: "tile-name", x: 6, y: 4 + NAME_FONT, "data-lines": lines.length });
  lines.forEach((line, i) => {
    const span = s("tspan", { x: 6, dy: i ? LINE : 0 });
    span.textContent = line;
    nameText.appendChild(span);
  });
  g.appendChild(nameText);
  if (!info) return g;
  g.appendChild(s("g", { class: "points-badge" }, [
    s("circle", { class: "points", cx: look.w - 14, cy: look.h - 14, r: 11 }),
    text(String(info.points), { class: "points-text", x: look.w - 14, y: look.h - 10, "text-anchor": "middle" }),
  ]));
  if (info.starter) g.appendChild(s("g", { class: "starter-mark" }, [title(t("ui.starter")), text("\u2605", { class: "starter", x: 12, y: look.h - 8, "text-anchor": "middle" })]));
  const n = info.recipe.length;
  const perRow = n <= 4 ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / perRow);
  const top = band + 2;
  const area = look.h - 26 - top;
  const r = Math.max(6, Math.min(14, (look.w - 12) / perRow / 2 - 2, area / rows / 2 - 1));
  info.recipe.forEach((color, hole) => {
    const row = Math.floor(hole / perRow);
    const col = hole % perRow;
    const inRow = Math.min(perRow, n - row * perRow);
    const cx = look.w / 2 + (col - (inRow - 1) / 2) * (2 * r + 4);
    const cy = top + (area / rows) * (row + 0.5) + 1;
    look.onHole?.(hole, cx, cy, r);
    const hk = look.burner !== undefined ? holeKey(look.burner, hole) : "";
    const selectable = !!hk && !!look.selectableHoles?.has(hk);
    const chosen = !!hk && !!look.chosenHoles?.has(hk);
    const filled = look.filled?.[hole] ?? null;
    const params = { color: t(`ui.color.${color}`), hole, potion: name, burner: look.burner ?? "", filled: filled ? t(`ui.color.${filled}`) : "" };
    const holeEl = s("g", {
      class: `hole hole-${color}${filled ? " filled" : ""}${selectable ? " selectable" : ""}${chosen ? " chosen" : ""}`,
      "data-burner": look.burner, "data-hole": look.burner !== undefined ? hole : undefined,
      "data-key": hk || undefined,
      tabindex: selectable ? 0 : undefined, role: selectable ? "button" : undefined,
    }, [
      title(t(look.burner === undefined ? "ui.hole_recipe" : filled ? "ui.hole_filled" : "ui.hole", params)),
      s("circle", { class: "hole-ring", cx, cy, r }),
      filled ? null : marble(color, { x: cx, y: cy, r: r * 0.45, cls: "hint" }),
    ]);
    if (filled) holeEl.appendChild(marble(filled, { x: cx, y: cy, r: r - 2 }));
    if (selectable) for (const ring of focusRing(r)) { ring.setAttribute("cx", String(cx)); ring.setAttribute("cy", String(cy)); holeEl.appendChild(ring); }
    g.appendChild(holeEl);
  });
  return g;
}
