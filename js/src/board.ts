/**
 * The shared board next to the dispenser: the 5 stacks' top tiles (or the market), the
 * countdown and supply, and during setup the draft offer.
 */
import type { GameState, KindInfo, TileInfo } from "./types";
import type { Translate } from "./i18n";
import { s, text } from "./svg";
import { drawTile } from "./tiles";

export const BOARD_H = 176;
const TILE_W = 120;
const TILE_H = 112;

/** Stacks (or market places) and, in the draft phase, the offer. `selectable` holds
 * "tile:ID" (draft) and "stack:i" (end-of-turn draw) keys. */
export function drawBoard(state: GameState, tiles: Record<string, TileInfo>, kinds: Record<string, KindInfo>, t: Translate, selectable: Set<string>, x: number, y: number): SVGElement {
  const g = s("g", { class: "board", transform: `translate(${x},${y})` });
  const draft = state.phase === "draft" && state.draft;
  if (draft) {
    g.appendChild(text(t("ui.draft_offer"), { class: "label", x: 0, y: 14 }));
    draft.revealed.forEach((id, i) => {
      const k = `tile:${id}`;
      const can = selectable.has(k);
      g.appendChild(drawTile(id, tiles[id], kinds, t, {
        x: (i % 5) * (TILE_W + 10), y: 24 + Math.floor(i / 5) * (TILE_H + 8), w: TILE_W, h: TILE_H,
        cls: `offer${can ? " selectable" : ""}`,
        attrs: { "data-key": k, tabindex: can ? 0 : undefined, role: can ? "button" : undefined },
      }));
    });
    return g;
  }
  const market = state.market !== undefined;
  const places: (string | null)[] = market ? state.market! : (state.stacks ?? []).map((st) => (st.length ? st[st.length - 1] : null));
  g.appendChild(text(t(market ? "ui.market" : "ui.stacks"), { class: "label", x: 0, y: 14 }));
  places.forEach((id, i) => {
    const k = `stack:${i}`;
    const can = selectable.has(k);
    const tx = i * (TILE_W + 10);
    const attrs = { "data-stack": i, "data-key": k, tabindex: can ? 0 : undefined, role: can ? "button" : undefined };
    if (id) {
      g.appendChild(drawTile(id, tiles[id], kinds, t, { x: tx, y: 24, w: TILE_W, h: TILE_H, cls: `stack-top${can ? " selectable" : ""}`, attrs }));
    } else {
      g.appendChild(s("g", { class: `stack-top empty${can ? " selectable" : ""}`, ...attrs }, [
        s("rect", { class: "burner-empty", x: tx, y: 24, width: TILE_W, height: TILE_H, rx: 8 }),
      ]));
    }
    const count = market ? null : (state.stacks ?? [])[i]?.length ?? 0;
    g.appendChild(text(count === null ? "" : count ? t("ui.stack_count", { count }) : t("ui.stack_empty"), { class: "muted", x: tx + TILE_W / 2, y: 24 + TILE_H + 16, "text-anchor": "middle" }));
  });
  if (market && state.deck) {
    g.appendChild(text(t("ui.stack_count", { count: state.deck.length }), { class: "muted", x: 5 * (TILE_W + 10), y: 40 }));
  }
  return g;
}
