/**
 * What can be clicked on the board, made and read here only.
 *
 * A click target is a typed value; its key (`key`) is the string the board carries as
 * `data-key` and that sets of clickable or chosen things hold. `parse` reads a key back, and
 * no other module builds or splits a key by hand. The key formats are fixed (the browser
 * tests and the keyboard's Tab stops rely on them):
 *
 * | target   | key            | what                                               |
 * |----------|----------------|----------------------------------------------------|
 * | marble   | `m:T:P`        | the dispenser's marble at track T, position P      |
 * | hole     | `h:B:H`        | hole H of burner B on the desk of the player to act |
 * | hand     | `hand:I`       | marble I of the hand of the player to act          |
 * | pool     | `pool:I`       | marble I of the pool of the player to act          |
 * | tile     | `tile:ID`      | a potion tile of the draft offer                   |
 * | stack    | `stack:S`      | stack (or market place) S, to draw from            |
 * | potion   | `c:ID`         | a completed potion not yet drunk, to drink         |
 * | drunk    | `d:ID`         | a drunk potion (the Sands of Time reuse one)       |
 * | player   | `p:I`          | player I's desk (a potion that names a player)     |
 *
 * Mark anchors (`marks.ts`, such as `h:PLAYER:B:H` or `burner:P:B`) name places to draw at,
 * not things to click, and are not targets.
 */
export type Target =
  | { kind: "marble"; track: number; pos: number }
  | { kind: "hole"; burner: number; hole: number }
  | { kind: "hand"; index: number }
  | { kind: "pool"; index: number }
  | { kind: "tile"; tile: string }
  | { kind: "stack"; stack: number }
  | { kind: "potion"; tile: string }
  | { kind: "drunk"; tile: string }
  | { kind: "player"; player: number };

export type TargetKind = Target["kind"];

/** Each kind's key prefix (the part before the first colon). */
const PREFIX: Record<TargetKind, string> = {
  marble: "m", hole: "h", hand: "hand", pool: "pool", tile: "tile", stack: "stack", potion: "c", drunk: "d", player: "p",
};
const KIND = new Map(Object.entries(PREFIX).map(([kind, prefix]) => [prefix, kind as TargetKind]));

/** The key of `target`, as written in `data-key`. */
export function key(target: Target): string {
  const p = PREFIX[target.kind];
  switch (target.kind) {
    case "marble": return `${p}:${target.track}:${target.pos}`;
    case "hole": return `${p}:${target.burner}:${target.hole}`;
    case "hand":
    case "pool": return `${p}:${target.index}`;
    case "stack": return `${p}:${target.stack}`;
    case "player": return `${p}:${target.player}`;
    case "tile":
    case "potion":
    case "drunk": return `${p}:${target.tile}`;
  }
}

const NUMBER = /^(0|[1-9]\d*)$/;
const num = (s: string | undefined): number | null => (s !== undefined && NUMBER.test(s) ? Number(s) : null);

/** The target a key names, or null when it is not a target's key. */
export function parse(k: string | null | undefined): Target | null {
  if (typeof k !== "string") return null;
  const colon = k.indexOf(":");
  if (colon < 0) return null;
  const kind = KIND.get(k.slice(0, colon));
  const rest = k.slice(colon + 1);
  if (!kind) return null;
  if (kind === "tile" || kind === "potion" || kind === "drunk") return rest ? { kind, tile: rest } : null;
  const parts = rest.split(":");
  if (kind === "marble" || kind === "hole") {
    if (parts.length !== 2) return null;
    const [a, b] = parts.map(num);
    if (a === null || b === null) return null;
    return kind === "marble" ? { kind, track: a, pos: b } : { kind, burner: a, hole: b };
  }
  const n = parts.length === 1 ? num(parts[0]) : null;
  if (n === null) return null;
  if (kind === "stack") return { kind, stack: n };
  if (kind === "player") return { kind, player: n };
  return { kind, index: n };
}

/** The tile of a drunk potion's key, or undefined. */
export function drunkTile(k: string | undefined): string | undefined {
  const target = parse(k);
  return target?.kind === "drunk" ? target.tile : undefined;
}

/** The kind of the target `k` names, or null. */
export function kindOf(k: string | null | undefined): TargetKind | null {
  return parse(k)?.kind ?? null;
}

/** Whether `k` is the key of a target of kind `kind`. */
export function isKind(k: string | null | undefined, kind: TargetKind): boolean {
  return kindOf(k) === kind;
}

/** A keyboard group (one Tab stop each): a target kind, a desk's completed potions (drunk or
 * not) together as "chips". */
export type Group = Exclude<TargetKind, "potion" | "drunk"> | "chips";

/** The keyboard group of a key; "" for what is not a target. */
export function groupOf(k: string | null | undefined): Group | "" {
  const kind = kindOf(k);
  return kind === "potion" || kind === "drunk" ? "chips" : kind ?? "";
}

/** Shorthands for the keys drawn most. */
export const marbleKey = (track: number, pos: number) => key({ kind: "marble", track, pos });
export const holeKey = (burner: number, hole: number) => key({ kind: "hole", burner, hole });
