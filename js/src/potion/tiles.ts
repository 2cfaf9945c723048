/**
 * Potion tiles: kind band with the whole name (wrapped, never cut), points, starter mark, and
 * the recipe's holes (each hole's colour, filled or not). Used for burners, stack tops, the
 * market and the draft offer.
 */
import type { Color, KindInfo, TileInfo } from "./types";
import type { Translate } from "../board/i18n";
import { focusRing, marble } from "./marbles";
import { s, text, title } from "../board/svg";
import { wrap } from "../board/text";
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
