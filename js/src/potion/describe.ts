/**
 * How a board names things in a choice's words: the reader's language, the potions' names and
 * whose pool is whose. Shared by the board's hints and the choice's panel (`choices.ts`, loaded
 * as a part of its own: this stays small and in the board's bundle).
 */
import type { KindInfo, TileInfo } from "./types";

/** What a reader needs to name the choices in words. */
export interface Describe {
  t: (key: string, params?: Record<string, unknown>) => string;
  tiles: Record<string, TileInfo>;
  kinds: Record<string, Pick<KindInfo, "name" | "choice">>;
  dispenser: string[][];
  /** the name of a seat, or "you" forms: `whose(i)` is "Ben's pool" / "your pool" */
  pool: (seat: number) => string;
}

/** The name of a potion tile: its kind's whole name. */
export function potionName(tile: string, d: Pick<Describe, "tiles" | "kinds">): string {
  const kind = d.tiles[tile]?.kind;
  return (kind && d.kinds[kind]?.name) || tile;
}
