/**
 * A player's desk: name, turn marker, score, tokens, the 2 numbered burners, the pool's 3
 * places, the hand, and completed potions (drunk or not). Names are state text: drawn as
 * text only, and never cut.
 */
import type { GameState, KindInfo, TileInfo } from "./types";
import type { Translate } from "../board/i18n";
import { marble } from "./marbles";
import { s, text, title, type Anchors } from "../board/svg";
import { drawTile } from "./tiles";
import { fitted, textWidth } from "../board/text";
import { isKind, key } from "./targets";

export const DESK_W = 560;

export interface DeskLook {
  active: boolean;
  score: number;
  winner: boolean;
  /** this seat is spoken to as "you" */
  you?: boolean;
  /** this desk's hand and pool are named "your" (the reader's seat, or the player to play at a shared screen) */
  yours?: boolean;
  /** target keys (`targets.ts`) the user may click: hand, pool, hole, potion, drunk, player */
  selectable: Set<string>;
  chosen: Set<string>;
}

const HAND_R = 11;
const HAND_PER_ROW = 9;
const BURNER_W = 155;
const BURNER_H = 130;
const BURNER_Y = 52;
const RIGHT = 342;
export const CHIP_W = 92;
export const CHIPS_PER_ROW = 5;
/** Room for a chip's kind name, left of its points (up to 2 digits). */
export const CHIP_NAME_W = CHIP_W - 30;
const CHIP_H = 36;
const CHIP_STEP = CHIP_H + 4;

function handRows(n: number): number {
  return Math.max(1, Math.ceil(n / HAND_PER_ROW));
}

/** Where the completed potions start (below the burners and the hand). */
function completedTop(state: GameState, player: number): number {
  const p = state.players[player];
  return Math.max(BURNER_Y + BURNER_H, 126 + (handRows(p.hand.length) - 1) * 26 + HAND_R) + 8;
}

/** Height of a desk for a player (it grows with the hand and completed potions). */
export function deskHeight(state: GameState, player: number): number {
  const chipRows = Math.max(1, Math.ceil(state.players[player].completed.length / CHIPS_PER_ROW));
  return completedTop(state, player) + 22 + chipRows * CHIP_STEP + 4;
}

export function drawDesk(state: GameState, player: number, tiles: Record<string, TileInfo>, kinds: Record<string, KindInfo>, t: Translate, look: DeskLook, x: number, y: number, anchors?: Anchors): SVGElement {
  const p = state.players[player];
  const height = deskHeight(state, player);
  const sel = (k: string) => look.selectable.has(k);
  const chosen = (k: string) => look.chosen.has(k);
  const at = (k: string, ax: number, ay: number, w: number, h: number, round = false) =>
    anchors?.set(k, { x: x + ax, y: y + ay, w, h, round });
  const g = s("g", { class: `desk${look.active ? " active" : ""}${look.winner ? " winner" : ""}${look.you ? " you" : ""}`, transform: `translate(${x},${y})`, "data-player": player }, [
    s("rect", { class: "desk-frame", width: DESK_W, height, rx: 10 }),
  ]);
  const pk = key({ kind: "player", player });
  const facts = [
    look.active ? t("ui.active") : "",
    look.winner ? t("ui.winner") : "",
    t("ui.score", { score: look.score }),
    t("ui.skills", { count: p.skills }),
    t("ui.helps", { count: p.helps }),
  ].filter(Boolean).join("  \u00b7  ");
  const factsW = textWidth(facts, 13);
  const nameRoom = Math.max(80, DESK_W - 30 - factsW - (look.you ? 50 : 0));
  const nameW = Math.min(nameRoom, textWidth(p.name, 15, true));
  const header = s("g", {
    class: `desk-header${sel(pk) ? " selectable" : ""}${chosen(pk) ? " chosen" : ""}`,
    "data-key": pk, tabindex: sel(pk) ? 0 : undefined, role: sel(pk) ? "button" : undefined,
  }, [
    title(look.you ? t("ui.desk_you", { name: p.name }) : t("ui.desk_of", { name: p.name })),
    s("rect", { class: "header-bg", width: DESK_W, height: 28, rx: 10 }),
    fitted(p.name, nameRoom, { class: "player-name", x: 10, y: 20 }),
    look.you ? text(t("ui.you_tag"), { class: "you-tag", x: 16 + nameW, y: 20 }) : null,
    text(facts, { class: "desk-facts", x: DESK_W - 10, y: 19, "text-anchor": "end" }),
  ]);
  g.appendChild(header);

  // In the order of the turn (the Tab order): hand, burners, pool.
  // Hand.
  g.appendChild(text(t("ui.hand"), { class: "label", x: RIGHT, y: 108 }));
  at(`area:${player}:hand`, RIGHT - 6, 92, DESK_W - RIGHT, 26 + handRows(p.hand.length) * 26);
  if (!p.hand.length) g.appendChild(text(t("ui.hand_empty"), { class: "muted", x: RIGHT + 4, y: 131 }));
  p.hand.forEach((color, i) => {
    const k = key({ kind: "hand", index: i });
    const cx = RIGHT + 10 + (i % HAND_PER_ROW) * (2 * HAND_R + 2);
    const cy = 126 + Math.floor(i / HAND_PER_ROW) * 26;
    g.appendChild(marble(color, {
      x: cx, y: cy, r: HAND_R,
      cls: `hand-marble${sel(k) ? " selectable" : ""}${chosen(k) ? " chosen" : ""}`,
      label: t(look.yours ? "ui.hand_marble" : "ui.hand_marble_of", { color: t(`ui.color.${color}`), name: p.name, n: i + 1, count: p.hand.length }),
      attrs: { "data-hand": i, "data-key": k, tabindex: sel(k) ? 0 : undefined, role: sel(k) ? "button" : undefined },
    }));
  });

  // Burners, numbered: the tiles being brewed, with their holes.
  [0, 1].forEach((b) => {
    const burner = p.burners[b];
    const bx = 10 + b * (BURNER_W + 10);
    g.appendChild(text(t("ui.burner", { burner: b }), { class: "label burner-label", x: bx + 2, y: BURNER_Y - 7, "data-burner": b }));
    at(`burner:${player}:${b}`, bx, BURNER_Y - 20, BURNER_W, BURNER_H + 20);
    if (!burner) {
      g.appendChild(s("rect", { class: "burner-empty", x: bx, y: BURNER_Y, width: BURNER_W, height: BURNER_H, rx: 8 }));
      g.appendChild(text(t("ui.burner_empty"), { class: "muted", x: bx + BURNER_W / 2, y: BURNER_Y + BURNER_H / 2 + 4, "text-anchor": "middle" }));
      return;
    }
    at(key({ kind: "tile", tile: burner.tile }), bx, BURNER_Y, BURNER_W, BURNER_H);
    g.appendChild(drawTile(burner.tile, tiles[burner.tile], kinds, t, {
      x: bx, y: BURNER_Y, w: BURNER_W, h: BURNER_H, cls: "burner", burner: b, filled: burner.filled,
      selectableHoles: new Set([...look.selectable].filter((k) => isKind(k, "hole"))),
      chosenHoles: new Set([...look.chosen].filter((k) => isKind(k, "hole"))),
      onHole: (hole, cx, cy, r) => at(`h:${player}:${b}:${hole}`, bx + cx - r, BURNER_Y + cy - r, 2 * r, 2 * r, true),
    }));
  });

  // Pool: 3 places.
  // the label ends before the first place, however long its word ("voorraad")
  g.appendChild(fitted(t("ui.pool"), 48, { class: "label", x: RIGHT, y: 70 }));
  at(`area:${player}:pool`, RIGHT - 6, 48, DESK_W - RIGHT, 36);
  for (let i = 0; i < 3; i++) {
    const cx = RIGHT + 66 + i * 34;
    g.appendChild(s("circle", { class: "slot pool-slot", cx, cy: 66, r: 14 }));
    const color = p.pool[i];
    if (color) {
      const k = key({ kind: "pool", index: i });
      g.appendChild(marble(color, {
        x: cx, y: 66, r: 13, cls: `pool-marble${sel(k) ? " selectable" : ""}`,
        label: t(look.yours ? "ui.pool_marble" : "ui.pool_marble_of", { color: t(`ui.color.${color}`), name: p.name, n: i + 1, count: p.pool.length }),
        attrs: { "data-pool": i, "data-key": k, tabindex: sel(k) ? 0 : undefined, role: sel(k) ? "button" : undefined },
      }));
    }
  }

  // Completed potions: small chips, drunk ones faded and labelled.
  const top = completedTop(state, player);
  const chipRows = Math.max(1, Math.ceil(p.completed.length / CHIPS_PER_ROW));
  g.appendChild(text(t("ui.completed"), { class: "label", x: 10, y: top + 14 }));
  at(`area:${player}:completed`, 4, top, DESK_W - 8, 22 + chipRows * CHIP_STEP);
  if (!p.completed.length) g.appendChild(text(t("ui.completed_none"), { class: "muted", x: 14, y: top + 40 }));
  p.completed.forEach((c, i) => {
    const info = tiles[c.tile];
    const kind = info?.kind ?? "unknown";
    const k = key({ kind: c.drunk ? "drunk" : "potion", tile: c.tile });
    const cx = 10 + (i % CHIPS_PER_ROW) * (CHIP_W + 4);
    const cy = top + 20 + Math.floor(i / CHIPS_PER_ROW) * CHIP_STEP;
    at(key({ kind: "tile", tile: c.tile }), cx, cy, CHIP_W, CHIP_H);
    const name = kinds[kind]?.name ?? c.tile;
    g.appendChild(s("g", {
      class: `chip kind-${kind}${c.drunk ? " drunk" : ""}${sel(k) ? " selectable" : ""}${chosen(k) ? " chosen" : ""}`,
      transform: `translate(${cx},${cy})`, "data-tile": c.tile, "data-key": k,
      tabindex: sel(k) ? 0 : undefined, role: sel(k) ? "button" : undefined,
    }, [
      title(`${name} (${t(c.drunk ? "ui.drunk" : "ui.undrunk")}): ${t("ui.points", { points: info?.points ?? 0 })}. ${kinds[kind]?.effect ?? ""}`),
      s("rect", { class: "card", width: CHIP_W, height: CHIP_H, rx: 5 }),
      s("rect", { class: "band", width: 6, height: CHIP_H, rx: 3 }),
      fitted(t(`ui.kind.${kind}`), CHIP_NAME_W, { class: "chip-name", x: 11, y: 15 }),
      text(String(info?.points ?? ""), { class: "chip-points", x: CHIP_W - 6, y: 15, "text-anchor": "end" }),
      fitted(t(c.drunk ? "ui.drunk" : "ui.undrunk"), CHIP_W - 16, { class: "chip-state", x: 11, y: 30 }),
    ]));
  });
  return g;
}
