/**
 * The shared board: the 5 numbered stacks' top tiles (or the market), and during setup the
 * draft offer. Laid out in as many columns as the layout gives it.
 */
import type { GameState, KindInfo, TileInfo } from "./types";
import type { Translate } from "../board/i18n";
import { s, text, type Anchors } from "../board/svg";
import { drawTile } from "./tiles";
import { key } from "./targets";

export const TILE_H = 116;
const GAP = 10;
const HEAD = 22;
const CAPTION = 18;
const COUNT = 22;

/** Places on the board: the draft offer, the market, or the stacks' tops. */
function places(state: GameState): { ids: (string | null)[]; draft: boolean; market: boolean } {
  if (state.phase === "draft" && state.draft) return { ids: state.draft.revealed, draft: true, market: false };
  if (state.market !== undefined) return { ids: state.market, draft: false, market: true };
  return { ids: (state.stacks ?? []).map((st) => (st.length ? st[st.length - 1] : null)), draft: false, market: false };
}

function cellHeight(draft: boolean): number {
  return draft ? TILE_H + GAP : CAPTION + TILE_H + COUNT;
}

/** The size of `count` places (draft offers or stacks) in `cols` columns of tiles `tileW` wide. */
function placesSize(count: number, draft: boolean, cols: number, tileW: number): { w: number; h: number } {
  const n = Math.max(1, count);
  const c = Math.max(1, Math.min(cols, n));
  return { w: c * (tileW + GAP) - GAP, h: HEAD + Math.ceil(n / c) * cellHeight(draft) };
}

/** The board's size with `cols` columns of tiles `tileW` wide. During the draft it is the
 * larger of the offer and the stacks (or the market and its deck) that follow it, so the
 * parts below do not move when the draft ends. */
export function boardSize(state: GameState, cols: number, tileW: number): { w: number; h: number } {
  const { ids, draft, market } = places(state);
  const size = placesSize(ids.length + (market && state.deck ? 1 : 0), draft, cols, tileW);
  if (!draft) return size;
  const later = state.market !== undefined ? state.market.length + (state.deck ? 1 : 0) : (state.stacks ?? []).length;
  if (!later) return size;
  const after = placesSize(later, false, cols, tileW);
  return { w: Math.max(size.w, after.w), h: Math.max(size.h, after.h) };
}

/** Stacks (or market places) and, in the draft phase, the offer. `selectable` holds
 * the target keys (`targets.ts`) of draft tiles and of stacks (the end-of-turn draw). */
export function drawBoard(state: GameState, tiles: Record<string, TileInfo>, kinds: Record<string, KindInfo>, t: Translate, selectable: Set<string>, x: number, y: number, cols = 5, tileW = 120, anchors?: Anchors): SVGElement {
  const g = s("g", { class: "board", transform: `translate(${x},${y})` });
  const { ids, draft, market } = places(state);
  const cellH = cellHeight(draft);
  const cell = (i: number) => ({ cx: (i % cols) * (tileW + GAP), cy: HEAD + Math.floor(i / cols) * cellH });
  if (draft) {
    g.appendChild(text(t("ui.draft_offer"), { class: "label", x: 0, y: 15 }));
    ids.forEach((id, i) => {
      if (!id) return;
      const k = key({ kind: "tile", tile: id });
      const can = selectable.has(k);
      const { cx, cy } = cell(i);
      anchors?.set(k, { x: x + cx, y: y + cy, w: tileW, h: TILE_H });
      g.appendChild(drawTile(id, tiles[id], kinds, t, {
        x: cx, y: cy, w: tileW, h: TILE_H,
        cls: `offer${can ? " selectable" : ""}`,
        attrs: { "data-key": k, tabindex: can ? 0 : undefined, role: can ? "button" : undefined },
      }));
    });
    return g;
  }
  g.appendChild(text(t(market ? "ui.market" : "ui.stacks"), { class: "label", x: 0, y: 15 }));
  ids.forEach((id, i) => {
    const k = key({ kind: "stack", stack: i });
    const can = selectable.has(k);
    const { cx, cy } = cell(i);
    const ty = cy + CAPTION;
    // a stack's mark frames its caption, top tile and count
    anchors?.set(k, { x: x + cx, y: y + cy, w: tileW, h: CAPTION + TILE_H + COUNT - 4 });
    if (id) anchors?.set(key({ kind: "tile", tile: id }), { x: x + cx, y: y + ty, w: tileW, h: TILE_H });
    g.appendChild(text(t(market ? "ui.market_place" : "ui.stack_n", { stack: i }), { class: "label stack-label", x: cx + 2, y: cy + 13, "data-stack": i }));
    const attrs = { "data-stack": i, "data-key": k, tabindex: can ? 0 : undefined, role: can ? "button" : undefined };
    if (id) {
      g.appendChild(drawTile(id, tiles[id], kinds, t, { x: cx, y: ty, w: tileW, h: TILE_H, cls: `stack-top${can ? " selectable" : ""}`, attrs }));
    } else {
      g.appendChild(s("g", { class: `stack-top empty${can ? " selectable" : ""}`, ...attrs }, [
        s("rect", { class: "burner-empty", x: cx, y: ty, width: tileW, height: TILE_H, rx: 8 }),
        text(t("ui.stack_empty"), { class: "muted", x: cx + tileW / 2, y: ty + TILE_H / 2 + 4, "text-anchor": "middle" }),
      ]));
    }
    if (!market) {
      const count = (state.stacks ?? [])[i]?.length ?? 0;
      if (count) g.appendChild(text(t("ui.stack_count", { count }), { class: "muted", x: cx + tileW / 2, y: ty + TILE_H + 16, "text-anchor": "middle" }));
    }
  });
  if (market && state.deck) {
    const { cx, cy } = cell(ids.length);
    g.appendChild(text(t("ui.deck_count", { count: state.deck.length }), { class: "muted", x: cx, y: cy + CAPTION + 20 }));
  }
  return g;
}
