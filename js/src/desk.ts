/**
 * A player's desk: name, turn marker, score, tokens, the 2 burners, the pool's 3 places,
 * the hand, and completed potions (drunk or not). Names are state text: drawn as text only.
 */
import type { GameState, KindInfo, TileInfo } from "./types";
import type { Translate } from "./i18n";
import { marble } from "./marbles";
import { s, text, title } from "./svg";
import { drawTile, fit } from "./tiles";

export const DESK_W = 660;

export interface DeskLook {
  active: boolean;
  score: number;
  winner: boolean;
  /** keys the user may click: "hand:i", "pool:i", "h:b:i", "c:tile", "d:tile", "p:player" */
  selectable: Set<string>;
  chosen: Set<string>;
}

const HAND_R = 11;
const HAND_PER_ROW = 12;
export const CHIP_W = 76;
export const CHIPS_PER_ROW = 8;
/** Room for a chip's kind name, left of its points (up to 2 digits). */
export const CHIP_NAME_W = CHIP_W - 32;

/** Height of a desk for a player (it grows with the hand and completed potions). */
export function deskHeight(state: GameState, player: number): number {
  const p = state.players[player];
  const handRows = Math.max(1, Math.ceil(p.hand.length / HAND_PER_ROW));
  const chipRows = Math.max(1, Math.ceil(p.completed.length / CHIPS_PER_ROW));
  return Math.max(160, 92 + handRows * 26) + chipRows * 32 + 12;
}

export function drawDesk(state: GameState, player: number, tiles: Record<string, TileInfo>, kinds: Record<string, KindInfo>, t: Translate, look: DeskLook, x: number, y: number): SVGElement {
  const p = state.players[player];
  const height = deskHeight(state, player);
  const sel = (k: string) => look.selectable.has(k);
  const chosen = (k: string) => look.chosen.has(k);
  const g = s("g", { class: `desk${look.active ? " active" : ""}${look.winner ? " winner" : ""}`, transform: `translate(${x},${y})`, "data-player": player }, [
    s("rect", { class: "desk-frame", width: DESK_W, height, rx: 10 }),
  ]);
  const pk = `p:${player}`;
  const header = s("g", {
    class: `desk-header${sel(pk) ? " selectable" : ""}${chosen(pk) ? " chosen" : ""}`,
    "data-key": pk, tabindex: sel(pk) ? 0 : undefined, role: sel(pk) ? "button" : undefined,
  }, [
    s("rect", { class: "header-bg", width: DESK_W, height: 26, rx: 10 }),
    text(fit(p.name, 260, 14), { class: "player-name", x: 10, y: 18 }),
  ]);
  const facts = [
    look.active ? t("ui.active") : "",
    look.winner ? t("ui.winner") : "",
    t("ui.score", { score: look.score }),
    t("ui.skills", { count: p.skills }),
    t("ui.helps", { count: p.helps }),
  ].filter(Boolean).join("  \u00b7  ");
  header.appendChild(text(facts, { class: "desk-facts", x: DESK_W - 10, y: 18, "text-anchor": "end" }));
  g.appendChild(header);

  // Burners: the tiles being brewed, with their holes.
  [0, 1].forEach((b) => {
    const burner = p.burners[b];
    const bx = 10 + b * 170;
    if (!burner) {
      g.appendChild(s("rect", { class: "burner-empty", x: bx, y: 34, width: 160, height: 120, rx: 8 }));
      g.appendChild(text(t("ui.burner_empty"), { class: "muted", x: bx + 80, y: 98, "text-anchor": "middle" }));
      return;
    }
    g.appendChild(drawTile(burner.tile, tiles[burner.tile], kinds, t, {
      x: bx, y: 34, w: 160, h: 120, cls: "burner", burner: b, filled: burner.filled,
      selectableHoles: new Set([...look.selectable].filter((k) => k.startsWith("h:")).map((k) => k.slice(2))),
      chosenHoles: new Set([...look.chosen].filter((k) => k.startsWith("h:")).map((k) => k.slice(2))),
    }));
  });

  // Pool: 3 places.
  g.appendChild(text(t("ui.pool"), { class: "label", x: 352, y: 50 }));
  for (let i = 0; i < 3; i++) {
    const cx = 430 + i * 34;
    g.appendChild(s("circle", { class: "slot pool-slot", cx, cy: 46, r: 14 }));
    const color = p.pool[i];
    if (color) {
      const k = `pool:${i}`;
      g.appendChild(marble(color, {
        x: cx, y: 46, r: 13, cls: `pool-marble${sel(k) ? " selectable" : ""}`, label: t(`ui.color.${color}`),
        attrs: { "data-pool": i, "data-key": k, tabindex: sel(k) ? 0 : undefined, role: sel(k) ? "button" : undefined },
      }));
    }
  }

  // Hand.
  g.appendChild(text(t("ui.hand"), { class: "label", x: 352, y: 88 }));
  p.hand.forEach((color, i) => {
    const k = `hand:${i}`;
    const cx = 362 + (i % HAND_PER_ROW) * (2 * HAND_R + 2);
    const cy = 104 + Math.floor(i / HAND_PER_ROW) * 26;
    g.appendChild(marble(color, {
      x: cx, y: cy, r: HAND_R,
      cls: `hand-marble${sel(k) ? " selectable" : ""}${chosen(k) ? " chosen" : ""}`, label: t(`ui.color.${color}`),
      attrs: { "data-hand": i, "data-key": k, tabindex: sel(k) ? 0 : undefined, role: sel(k) ? "button" : undefined },
    }));
  });

  // Completed potions: small chips, drunk ones faded and labelled.
  const top = height - 12 - Math.max(1, Math.ceil(p.completed.length / CHIPS_PER_ROW)) * 32;
  g.appendChild(text(t("ui.completed"), { class: "label", x: 10, y: top + 2 }));
  p.completed.forEach((c, i) => {
    const info = tiles[c.tile];
    const kind = info?.kind ?? "unknown";
    const k = c.drunk ? `d:${c.tile}` : `c:${c.tile}`;
    const cx = 10 + (i % CHIPS_PER_ROW) * (CHIP_W + 4);
    const cy = top + 8 + Math.floor(i / CHIPS_PER_ROW) * 32;
    g.appendChild(s("g", {
      class: `chip kind-${kind}${c.drunk ? " drunk" : ""}${sel(k) ? " selectable" : ""}${chosen(k) ? " chosen" : ""}`,
      transform: `translate(${cx},${cy})`, "data-tile": c.tile, "data-key": k,
      tabindex: sel(k) ? 0 : undefined, role: sel(k) ? "button" : undefined,
    }, [
      title(`${kinds[kind]?.name ?? c.tile} (${t(c.drunk ? "ui.drunk" : "ui.undrunk")}): ${kinds[kind]?.effect ?? ""}`),
      s("rect", { class: "card", width: CHIP_W, height: 26, rx: 5 }),
      s("rect", { class: "band", width: 6, height: 26, rx: 3 }),
      text(fit(t(`ui.kind.${kind}`), CHIP_NAME_W, 10), { class: "chip-name", x: 10, y: 17 }),
      text(String(info?.points ?? ""), { class: "chip-points", x: CHIP_W - 5, y: 17, "text-anchor": "end" }),
    ]));
  });
  return g;
}
