/**
 * Choosing among the choices Python listed for a drink, by clicking on the board.
 *
 * Each choice is read as the set of things it names (marbles, holes, a player, a drunk
 * potion), following the `choice` formats of PROTOCOL.md. The user's clicks narrow the list;
 * only things named by a still-possible choice are clickable, and confirm needs an exact
 * match. Which choices are legal is Python's answer, never computed here.
 */
import type { TileInfo } from "./types";
import { isKind, key, marbleKey } from "./targets";

export type Choice = Record<string, unknown>;

const int = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** The board keys a choice names, in order, or null when its shape is not understood
 * (the panel then lists the choices as plain options). */
export function targetsOf(kind: string, choice: Choice, tiles: Record<string, TileInfo>): string[] | null {
  const { track, pos } = choice;
  switch (kind) {
    case "wisdom":
      return int(track) && int(pos) ? [marbleKey(track, pos)] : null;
    case "magnetic":
      return int(track) && int(pos) ? [marbleKey(track, pos), marbleKey(track, pos + 1)] : null;
    case "balm": {
      const count = choice.count;
      if (!int(track) || !int(pos) || !int(count)) return null;
      return Array.from({ length: count }, (_, i) => marbleKey(track, pos + i));
    }
    case "abyssal":
      return Array.isArray(choice.tracks) && choice.tracks.every(int) ? choice.tracks.map((t) => marbleKey(t, 0)) : null;
    case "love":
      return int(choice.player) ? [key({ kind: "player", player: choice.player })] : null;
    case "joy":
      return Array.isArray(choice.holes) && choice.holes.every((h) => Array.isArray(h) && h.length === 2)
        ? (choice.holes as number[][]).map(([burner, hole]) => key({ kind: "hole", burner, hole }))
        : null;
    case "lava":
      return int(track) && Array.isArray(choice.positions) && choice.positions.every(int)
        ? choice.positions.map((p) => marbleKey(track, p))
        : null;
    case "sands": {
      const potion = choice.potion;
      const inner = choice.choice;
      if (typeof potion !== "string" || !inner || typeof inner !== "object") return null;
      const innerKind = tiles[potion]?.kind;
      if (!innerKind || innerKind === "sands") return null;
      const rest = targetsOf(innerKind, inner as Choice, tiles);
      return rest ? [key({ kind: "drunk", tile: potion }), ...rest] : null;
    }
    default:
      return null;
  }
}

/** Selection state over a list of choices. */
export class ChoiceSelection {
  readonly targets: (string[] | null)[];
  picked: string[] = [];

  constructor(readonly choices: Choice[], readonly kind: string, tiles: Record<string, TileInfo>) {
    this.targets = choices.map((c) => targetsOf(kind, c, tiles));
    // A single possible choice is preselected: the user only confirms. With the Sands of
    // Time, a single drunk potion to reuse is preselected: the user goes on with its effect.
    if (choices.length === 1 && this.targets[0]) this.picked = [...this.targets[0]];
    else if (this.staged) {
      const potions = this.potions();
      if (potions.length === 1) this.picked = [potions[0]];
    }
  }

  /** True when every choice can be chosen on the board. */
  get onBoard(): boolean {
    return this.targets.every((t) => t !== null);
  }

  /** The Sands of Time: first the drunk potion to reuse, then that potion's own choice. */
  private get staged(): boolean {
    return this.kind === "sands" && this.onBoard;
  }

  /** "potion" while the Sands of Time wait for the potion to reuse, else "target". */
  get stage(): "potion" | "target" {
    return this.staged && !this.picked.some((k) => isKind(k, "drunk")) ? "potion" : "target";
  }

  /** Indices of the choices that still agree with what is picked. */
  consistent(): number[] {
    const picked = new Set(this.picked);
    return this.targets.flatMap((t, i) => (t && [...picked].every((k) => t.includes(k)) ? [i] : []));
  }

  /** The drunk potions ("d:TILE" keys) the Sands of Time may reuse, in listed order. */
  potions(): string[] {
    return [...new Set(this.consistent().map((i) => this.targets[i]![0]))].filter((k) => isKind(k, "drunk"));
  }

  /** Keys the user may click now: what a still-possible choice names, and what is picked
   * (with the Sands of Time, only the drunk potions until one is chosen). */
  clickable(): Set<string> {
    const out = new Set(this.picked);
    if (this.stage === "potion") {
      for (const k of this.potions()) out.add(k);
      return out;
    }
    for (const i of this.consistent()) for (const k of this.targets[i]!) out.add(k);
    return out;
  }

  /** Click on a key: unpick it if picked, else pick it if some choice allows it. When a
   * single choice is left, the rest of it is picked too, so nothing is left to guess. */
  toggle(k: string): boolean {
    const at = this.picked.indexOf(k);
    if (at >= 0) {
      // unpicking the potion to reuse starts the Sands of Time over
      if (this.staged && isKind(k, "drunk")) this.picked = [];
      else this.picked.splice(at, 1);
      return true;
    }
    if (this.staged && isKind(k, "drunk")) {
      if (!this.targets.some((t) => t![0] === k)) return false;
      this.reuse(k);
      return true;
    }
    if (!this.clickable().has(k)) return false;
    this.picked.push(k);
    this.complete();
    return true;
  }

  /** The Sands of Time: reuse the drunk potion `k` ("d:TILE"), starting its choice over. */
  reuse(k: string): void {
    this.picked = [k];
    this.complete();
  }

  private complete(): void {
    const left = this.consistent();
    if (left.length === 1 && this.stage === "target") {
      const rest = this.targets[left[0]]!.filter((x) => !this.picked.includes(x));
      this.picked.push(...rest);
    }
  }

  /** Pick exactly the choice at `index` (a choice named in words in the panel). */
  choose(index: number): void {
    const t = this.targets[index];
    if (t) this.picked = [...t];
  }

  /** The choice that matches the picked keys exactly (preferring the one listed in click
   * order, for choices where order matters), or null. */
  match(): Choice | null {
    const i = this.matchIndex();
    return i < 0 ? null : this.choices[i];
  }

  matchIndex(): number {
    const picked = new Set(this.picked);
    let found = -1;
    for (let i = 0; i < this.choices.length; i++) {
      const t = this.targets[i];
      if (!t || t.length !== picked.size || !t.every((k) => picked.has(k))) continue;
      if (t.every((k, j) => k === this.picked[j])) return i;
      if (found < 0) found = i;
    }
    return found;
  }
}

/** What a reader needs to name the choices in words. */
export interface Describe {
  t: (key: string, params?: Record<string, unknown>) => string;
  tiles: Record<string, TileInfo>;
  kinds: Record<string, { name: string }>;
  dispenser: string[][];
  /** the name of a seat, or "you" forms: `whose(i)` is "Ben's pool" / "your pool" */
  pool: (seat: number) => string;
}

/** "0, 2 and 4" */
export function listed(items: (string | number)[], and: string): string {
  const all = items.map(String);
  return all.length < 2 ? all.join("") : `${all.slice(0, -1).join(", ")}${and}${all[all.length - 1]}`;
}

/** The name of a potion tile: its kind's whole name. */
export function potionName(tile: string, d: Pick<Describe, "tiles" | "kinds">): string {
  const kind = d.tiles[tile]?.kind;
  return (kind && d.kinds[kind]?.name) || tile;
}

/** A choice in words, e.g. "track 2, positions 3 and 4" or "reuse Potion of Wisdom: track
 * 1, position 0 (red)". Never the raw data. */
export function describeChoice(kind: string, c: Choice, d: Describe): string {
  const { t } = d;
  const and = t("ui.and");
  const colorAt = (track: unknown, pos: unknown) => {
    const color = int(track) && int(pos) ? d.dispenser[track]?.[pos] : undefined;
    return color ? t(`ui.color.${color}`) : "";
  };
  const { track, pos } = c;
  switch (kind) {
    case "wisdom":
      if (int(track) && int(pos)) return t("ui.choice.marble", { track, pos, color: colorAt(track, pos) });
      break;
    case "magnetic":
      if (int(track) && int(pos)) return t("ui.choice.positions", { track, count: 2, positions: listed([pos, pos + 1], and) });
      break;
    case "balm":
      if (int(track) && int(pos) && int(c.count)) return t("ui.choice.run", { track, from: pos, to: pos + c.count - 1, color: colorAt(track, pos) });
      break;
    case "abyssal":
      if (Array.isArray(c.tracks)) return t("ui.choice.bottom", { count: c.tracks.length, tracks: listed(c.tracks as number[], and) });
      break;
    case "love":
      if (int(c.player)) return d.pool(c.player);
      break;
    case "joy":
      if (Array.isArray(c.holes)) {
        const holes = (c.holes as number[][]).map(([b, h]) => t("ui.choice.hole", { burner: b, hole: h }));
        return t("ui.choice.holes", { count: holes.length, holes: listed(holes, and) });
      }
      break;
    case "lava":
      if (int(track) && Array.isArray(c.positions)) {
        const ps = c.positions as number[];
        return t("ui.choice.positions", { track, count: ps.length, positions: listed(ps, and) });
      }
      break;
    case "sands": {
      const potion = c.potion;
      if (typeof potion === "string") {
        const name = potionName(potion, d);
        const innerKind = d.tiles[potion]?.kind;
        const inner = innerKind && c.choice && typeof c.choice === "object" ? describeChoice(innerKind, c.choice as Choice, d) : "";
        return inner ? t("ui.choice.reuse_with", { name, inner }) : t("ui.choice.drunk_potion", { name });
      }
      break;
    }
  }
  // An unknown shape: its fields named plainly, never as raw JSON.
  return Object.entries(c).map(([k, v]) => `${k} ${Array.isArray(v) ? listed(v.map(String), and) : String(v)}`).join(", ");
}

/** End-of-turn choices: what to keep (E1), then a stack for each empty burner (E2). */
export class EndTurnSelection {
  keep: string | null = null;
  draw: number[] = [];

  constructor(readonly choices: Choice[]) {
    const keeps = this.keepOptions();
    if (keeps.length === 1) this.keep = keeps[0];
  }

  private keepOf(c: Choice): string {
    return JSON.stringify(c.keep ?? null);
  }

  /** Distinct `keep` values, as JSON strings, in the order listed. */
  keepOptions(): string[] {
    return [...new Set(this.choices.map((c) => this.keepOf(c)))];
  }

  private matching(): Choice[] {
    return this.choices.filter((c) => {
      if (this.keep === null || this.keepOf(c) !== this.keep) return false;
      const draw = Array.isArray(c.draw) ? (c.draw as number[]) : [];
      return this.draw.every((d, i) => draw[i] === d);
    });
  }

  /** Stacks offered for the next burner to fill, or [] when the draw is complete. */
  drawOptions(): number[] {
    const next = this.draw.length;
    return [...new Set(this.matching().flatMap((c) => {
      const draw = Array.isArray(c.draw) ? (c.draw as number[]) : [];
      return draw.length > next ? [draw[next]] : [];
    }))];
  }

  chooseKeep(k: string): void {
    this.keep = k;
    this.draw = [];
  }

  chooseDraw(stack: number): boolean {
    if (!this.drawOptions().includes(stack)) return false;
    this.draw.push(stack);
    return true;
  }

  /** The exactly chosen choice, or null while something is still to choose. */
  match(): Choice | null {
    return this.matching().find((c) => ((c.draw as number[] | undefined) ?? []).length === this.draw.length) ?? null;
  }
}
