/**
 * Choosing among the choices Python listed for a drink, by clicking on the board.
 *
 * Each choice is read as the set of things it names (marbles, holes, a player, a drunk
 * potion), following the `choice` formats of PROTOCOL.md. The user's clicks narrow the list;
 * only things named by a still-possible choice are clickable, and confirm needs an exact
 * match. Which choices are legal is Python's answer, never computed here.
 */
import type { TileInfo } from "./types";

export type Choice = Record<string, unknown>;

const int = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** The board keys a choice names, in order, or null when its shape is not understood
 * (the panel then lists the choices as plain options). */
export function targetsOf(kind: string, choice: Choice, tiles: Record<string, TileInfo>): string[] | null {
  const { track, pos } = choice;
  switch (kind) {
    case "wisdom":
      return int(track) && int(pos) ? [`m:${track}:${pos}`] : null;
    case "magnetic":
      return int(track) && int(pos) ? [`m:${track}:${pos}`, `m:${track}:${pos + 1}`] : null;
    case "balm": {
      const count = choice.count;
      if (!int(track) || !int(pos) || !int(count)) return null;
      return Array.from({ length: count }, (_, i) => `m:${track}:${pos + i}`);
    }
    case "abyssal":
      return Array.isArray(choice.tracks) && choice.tracks.every(int) ? choice.tracks.map((t) => `m:${t}:0`) : null;
    case "love":
      return int(choice.player) ? [`p:${choice.player}`] : null;
    case "joy":
      return Array.isArray(choice.holes) && choice.holes.every((h) => Array.isArray(h) && h.length === 2)
        ? (choice.holes as number[][]).map(([b, h]) => `h:${b}:${h}`)
        : null;
    case "lava":
      return int(track) && Array.isArray(choice.positions) && choice.positions.every(int)
        ? choice.positions.map((p) => `m:${track}:${p}`)
        : null;
    case "sands": {
      const potion = choice.potion;
      const inner = choice.choice;
      if (typeof potion !== "string" || !inner || typeof inner !== "object") return null;
      const innerKind = tiles[potion]?.kind;
      if (!innerKind || innerKind === "sands") return null;
      const rest = targetsOf(innerKind, inner as Choice, tiles);
      return rest ? [`d:${potion}`, ...rest] : null;
    }
    default:
      return null;
  }
}

/** Selection state over a list of choices. */
export class ChoiceSelection {
  readonly targets: (string[] | null)[];
  picked: string[] = [];

  constructor(readonly choices: Choice[], kind: string, tiles: Record<string, TileInfo>) {
    this.targets = choices.map((c) => targetsOf(kind, c, tiles));
    // A single possible choice is preselected: the user only confirms.
    if (choices.length === 1 && this.targets[0]) this.picked = [...this.targets[0]];
  }

  /** True when every choice can be chosen on the board. */
  get onBoard(): boolean {
    return this.targets.every((t) => t !== null);
  }

  private consistent(): number[] {
    const picked = new Set(this.picked);
    return this.targets.flatMap((t, i) => (t && [...picked].every((k) => t.includes(k)) ? [i] : []));
  }

  /** Keys the user may click now: what a still-possible choice names, and what is picked. */
  clickable(): Set<string> {
    const out = new Set(this.picked);
    for (const i of this.consistent()) for (const k of this.targets[i]!) out.add(k);
    return out;
  }

  /** Click on a key: unpick it if picked, else pick it if some choice allows it. */
  toggle(k: string): boolean {
    const at = this.picked.indexOf(k);
    if (at >= 0) {
      this.picked.splice(at, 1);
      return true;
    }
    if (!this.clickable().has(k)) return false;
    this.picked.push(k);
    return true;
  }

  /** The choice that matches the picked keys exactly (preferring the one listed in click
   * order, for choices where order matters), or null. */
  match(): Choice | null {
    const picked = new Set(this.picked);
    let found: Choice | null = null;
    for (let i = 0; i < this.choices.length; i++) {
      const t = this.targets[i];
      if (!t || t.length !== picked.size || !t.every((k) => picked.has(k))) continue;
      if (t.every((k, j) => k === this.picked[j])) return this.choices[i];
      found ??= this.choices[i];
    }
    return found;
  }
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
