/**
 * Potion tiles: kind band and name, points, starter mark, and the recipe's holes (each hole's
 * colour, filled or not). Used for burners, stack tops, the market and the draft offer.
 */
import type { Color, KindInfo, TileInfo } from "./types";
import type { Translate } from "./i18n";
import { marble } from "./marbles";
import { s, text, title } from "./svg";

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
  /** hole keys "burner:hole" the user may click, and chosen ones */
  selectableHoles?: Set<string>;
  chosenHoles?: Set<string>;
}

/** Shorten a display name to fit `width` at a given font size (SVG text does not wrap). */
export function fit(name: string, width: number, fontSize: number): string {
  const max = Math.max(3, Math.floor(width / (fontSize * 0.55)));
  return name.length <= max ? name : name.slice(0, max - 1) + "\u2026";
}

export function drawTile(id: string, info: TileInfo | undefined, kinds: Record<string, KindInfo>, t: Translate, look: TileLook): SVGElement {
  const kind = info?.kind ?? "unknown";
  const name = kinds[kind]?.name ?? id;
  const g = s("g", { class: `tile kind-${kind}${look.cls ? " " + look.cls : ""}`, transform: `translate(${look.x},${look.y})`, "data-tile": id, ...look.attrs }, [
    title(`${name} (${id})${info ? ": " + t("ui.points", { points: info.points }) : ""}${kinds[kind] ? ". " + kinds[kind].effect : ""}`),
    s("rect", { class: "card", width: look.w, height: look.h, rx: 8 }),
    s("rect", { class: "band", width: look.w, height: 20, rx: 8 }),
    text(fit(name, look.w - 34, 11), { class: "tile-name", x: 6, y: 14 }),
  ]);
  if (!info) return g;
  g.appendChild(s("circle", { class: "points", cx: look.w - 13, cy: 10, r: 10 }));
  g.appendChild(text(String(info.points), { class: "points-text", x: look.w - 13, y: 14, "text-anchor": "middle" }));
  if (info.starter) g.appendChild(text("\u2605", { class: "starter", x: look.w - 10, y: look.h - 6, "text-anchor": "middle" }, ));
  const n = info.recipe.length;
  const perRow = n <= 4 ? n : Math.ceil(n / 2);
  const rows = Math.ceil(n / perRow);
  const r = Math.min(14, (look.w - 12) / perRow / 2 - 2, (look.h - 30) / rows / 2 - 2);
  info.recipe.forEach((color, hole) => {
    const row = Math.floor(hole / perRow);
    const col = hole % perRow;
    const inRow = Math.min(perRow, n - row * perRow);
    const cx = look.w / 2 + (col - (inRow - 1) / 2) * (2 * r + 4);
    const cy = 24 + ((look.h - 24) / (rows + 1)) * (row + 1);
    const hk = look.burner !== undefined ? `${look.burner}:${hole}` : "";
    const selectable = !!hk && !!look.selectableHoles?.has(hk);
    const chosen = !!hk && !!look.chosenHoles?.has(hk);
    const filled = look.filled?.[hole] ?? null;
    const params = { color: t(`ui.color.${color}`), hole, burner: look.burner ?? "", filled: filled ? t(`ui.color.${filled}`) : "" };
    const holeEl = s("g", {
      class: `hole hole-${color}${filled ? " filled" : ""}${selectable ? " selectable" : ""}${chosen ? " chosen" : ""}`,
      "data-burner": look.burner, "data-hole": look.burner !== undefined ? hole : undefined,
      "data-key": hk ? `h:${hk}` : undefined,
      tabindex: selectable ? 0 : undefined, role: selectable ? "button" : undefined,
    }, [
      title(t(filled ? "ui.hole_filled" : "ui.hole", params)),
      s("circle", { class: "hole-ring", cx, cy, r }),
      filled ? null : marble(color, { x: cx, y: cy, r: r * 0.45, cls: "hint" }),
    ]);
    if (filled) holeEl.appendChild(marble(filled, { x: cx, y: cy, r: r - 2 }));
    g.appendChild(holeEl);
  });
  return g;
}
