/**
 * Choosing among the choices Python listed for a drink, by clicking on the board.
 *
 * Each choice is read as the set of things it names (marbles, holes, a player, a drunk
 * potion), following the `choice` formats of PROTOCOL.md. The user's clicks narrow the list;
 * only things named by a still-possible choice are clickable, and confirm needs an exact
 * match. Which choices are legal is Python's answer, never computed here.
 */
import type { ChoiceShape, KindInfo, TileInfo } from "./types";
import { isKind, key, marbleKey } from "./targets";
import { potionName, type Describe } from "./describe";

export { potionName, type Describe };

export type Choice = Record<string, unknown>;

const int = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** What the choices need of the widget's `kinds` trait: each kind's declared choice shape. */
export type Kinds = Record<string, Pick<KindInfo, "choice">>;

/** The declared shape of a kind's choice, or undefined. */
export function shapeOf(kind: string, kinds: Kinds): ChoiceShape | undefined {
  return kinds[kind]?.choice;
}

/** Whether the kind's choice reuses a drunk potion (the Sands of Time's shape). */
export function reusesPotion(kind: string, kinds: Kinds): boolean {
  return shapeOf(kind, kinds)?.fields.includes("potion") ?? false;
}

/** Whether the kind's choice names another player (better named than pointed at). */
export function namesPlayer(kind: string, kinds: Kinds): boolean {
  return shapeOf(kind, kinds)?.fields.includes("player") ?? false;
}

const ints = (v: unknown): v is number[] => Array.isArray(v) && v.every(int);

/** The board keys a choice names, in order, or null when its shape is not understood
 * (the panel then lists the choices as plain options). Read from the kind's declared shape
 * (PROTOCOL.md's choice fields), so a new kind of an existing shape needs no change here. */
export function targetsOf(kind: string, choice: Choice, tiles: Record<string, TileInfo>, kinds: Kinds): string[] | null {
  const shape = shapeOf(kind, kinds);
  if (!shape || Object.keys(choice).length !== shape.fields.length || !shape.fields.every((f) => f in choice)) return null;
  const has = (field: string) => shape.fields.includes(field);
  if (has("potion")) {
    // a drunk potion, then that potion's own choice
    const potion = choice.potion;
    const inner = choice.choice;
    if (typeof potion !== "string" || !inner || typeof inner !== "object") return null;
    const innerKind = tiles[potion]?.kind;
    if (!innerKind || reusesPotion(innerKind, kinds)) return null;
    const rest = targetsOf(innerKind, inner as Choice, tiles, kinds);
    return rest ? [key({ kind: "drunk", tile: potion }), ...rest] : null;
  }
  const out: string[] = [];
  const { track, pos } = choice;
  if (has("pos")) {
    // a run of touching marbles from pos up: `count` of them, or the shape's fixed run
    const count = has("count") ? choice.count : shape.run;
    if (!int(track) || !int(pos) || !int(count)) return null;
    for (let i = 0; i < count; i++) out.push(marbleKey(track, pos + i));
  } else if (has("positions")) {
    if (!int(track) || !ints(choice.positions)) return null;
    out.push(...choice.positions.map((p) => marbleKey(track, p)));
  }
  if (has("tracks")) {
    if (!ints(choice.tracks)) return null;
    out.push(...choice.tracks.map((t) => marbleKey(t, 0)));
  }
  if (has("player")) {
    if (!int(choice.player)) return null;
    out.push(key({ kind: "player", player: choice.player }));
  }
  if (has("holes")) {
    const holes = choice.holes;
    if (!Array.isArray(holes) || !holes.every((h) => ints(h) && h.length === 2)) return null;
    out.push(...(holes as number[][]).map(([burner, hole]) => key({ kind: "hole", burner, hole })));
  }
  return out;
}

/** Selection state over a list of choices. */
export class ChoiceSelection {
  readonly targets: (string[] | null)[];
  picked: string[] = [];
  /** Keys picked automatically (the only partner left, the only choice): a click on one
   * keeps it, so the click the text asks for never undoes what was chosen for the user. */
  private auto = new Set<string>();

  /** Whether a choice first names a drunk potion to reuse (the Sands of Time). */
  readonly reuses: boolean;

  constructor(readonly choices: Choice[], readonly kind: string, tiles: Record<string, TileInfo>, kinds: Kinds) {
    this.reuses = reusesPotion(kind, kinds);
    this.targets = choices.map((c) => targetsOf(kind, c, tiles, kinds));
    // A single possible choice is preselected: the user only confirms. With the Sands of
    // Time, a single drunk potion to reuse is preselected: the user goes on with its effect.
    if (choices.length === 1 && this.targets[0]) this.picked = [...this.targets[0]];
    else if (this.staged) {
      const potions = this.potions();
      if (potions.length === 1) this.picked = [potions[0]];
    }
    this.auto = new Set(this.picked);
  }

  /** True when every choice can be chosen on the board. */
  get onBoard(): boolean {
    return this.targets.every((t) => t !== null);
  }

  /** The Sands of Time: first the drunk potion to reuse, then that potion's own choice. */
  private get staged(): boolean {
    return this.reuses && this.onBoard;
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

  /** Whether `k` was picked automatically and not yet clicked by the user. */
  isAuto(k: string): boolean {
    return this.auto.has(k);
  }

  /** Click on a key: unpick it if the user picked it, else pick it if some choice allows
   * it. When a single choice is left, the rest of it is picked too, so nothing is left to
   * guess; a click on such an automatic pick keeps it (it becomes the user's own), and
   * unpicking one of the user's own keys drops the automatic picks that followed from it. */
  toggle(k: string): boolean {
    const at = this.picked.indexOf(k);
    if (at >= 0) {
      if (this.auto.delete(k)) return true;
      // unpicking the potion to reuse starts the Sands of Time over
      if (this.staged && isKind(k, "drunk")) this.picked = [];
      else this.picked = this.picked.filter((x) => x !== k && !this.auto.has(x));
      this.auto.clear();
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
    this.auto.clear();
    this.complete();
  }

  private complete(): void {
    const left = this.consistent();
    if (left.length === 1 && this.stage === "target") {
      const rest = this.targets[left[0]]!.filter((x) => !this.picked.includes(x));
      this.picked.push(...rest);
      for (const x of rest) this.auto.add(x);
    }
  }

  /** Pick exactly the choice at `index` (a choice named in words in the panel). */
  choose(index: number): void {
    const t = this.targets[index];
    if (t) {
      this.picked = [...t];
      this.auto.clear();
    }
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

/** "0, 2 and 4" */
export function listed(items: (string | number)[], and: string): string {
  const all = items.map(String);
  return all.length < 2 ? all.join("") : `${all.slice(0, -1).join(", ")}${and}${all[all.length - 1]}`;
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
  const shape = shapeOf(kind, d.kinds);
  const has = (field: string) => shape?.fields.includes(field) ?? false;
  const { track, pos } = c;
  if (has("potion")) {
    const potion = c.potion;
    if (typeof potion === "string") {
      const name = potionName(potion, d);
      const innerKind = d.tiles[potion]?.kind;
      const inner = innerKind && c.choice && typeof c.choice === "object" ? describeChoice(innerKind, c.choice as Choice, d) : "";
      return inner ? t("ui.choice.reuse_with", { name, inner }) : t("ui.choice.drunk_potion", { name });
    }
  } else if (has("pos") && int(track) && int(pos)) {
    const count = has("count") ? c.count : shape!.run;
    if (int(count) && has("count")) return t("ui.choice.run", { track, from: pos, to: pos + count - 1, color: colorAt(track, pos) });
    if (count === 1) return t("ui.choice.marble", { track, pos, color: colorAt(track, pos) });
    if (int(count)) {
      const ps = Array.from({ length: count }, (_, i) => pos + i);
      return t("ui.choice.positions", { track, count, positions: listed(ps, and) });
    }
  } else if (has("positions") && int(track) && ints(c.positions)) {
    return t("ui.choice.positions", { track, count: c.positions.length, positions: listed(c.positions, and) });
  } else if (has("tracks") && Array.isArray(c.tracks)) {
    return t("ui.choice.bottom", { count: c.tracks.length, tracks: listed(c.tracks as number[], and) });
  } else if (has("player") && int(c.player)) {
    return d.pool(c.player);
  } else if (has("holes") && Array.isArray(c.holes)) {
    const holes = (c.holes as number[][]).map(([b, h]) => t("ui.choice.hole", { burner: b, hole: h }));
    return t("ui.choice.holes", { count: holes.length, holes: listed(holes, and) });
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
