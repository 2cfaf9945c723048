/**
 * Room kept for the texts above a board, so the board never moves as they change: a line is
 * given the height of the tallest thing it may say (measured, in the reader's language and
 * at the board's width), and the board's top only ever goes down for the board's life (a
 * shorter sentence after a longer one leaves its room empty rather than pull the board up).
 * Measuring needs a laid-out page; without one (no height measured) nothing is reserved.
 */
import type { Translate } from "../board/i18n";
import { withRules } from "../board/log";

/** The tallest of the drawings `drawings` make in `el` (each draws one thing the line may
 * say), then `restore` draws what it says now; `el` keeps that tallest height as its least
 * height. All of it happens before the page is painted: only the real sentence is ever seen. */
export function reserveTallest(el: HTMLElement, drawings: (() => void)[], restore: () => void): number {
  el.style.minHeight = "";
  let tallest = 0;
  for (const draw of drawings) {
    draw();
    tallest = Math.max(tallest, el.getBoundingClientRect().height);
  }
  restore();
  tallest = Math.max(tallest, el.getBoundingClientRect().height);
  if (tallest > 0) el.style.minHeight = `${Math.ceil(tallest)}px`;
  return tallest;
}

/** Keeps a block (the board) from ever moving up within its container: the lowest its top
 * has been is kept with a top margin, until `reset` (a new width lays the texts out anew). */
export class KeptTop {
  private lowest = 0;

  constructor(private readonly block: HTMLElement) {}

  /** Measure where the block's top would be now and hold it at the lowest seen. */
  keep(): void {
    if (this.block.hidden) return;
    this.block.style.marginTop = "";
    const natural = this.block.offsetTop;
    if (!natural) return;      // not laid out (a page not shown yet, or no layout at all)
    this.lowest = Math.max(this.lowest, natural);
    if (this.lowest > natural) {
      const margin = parseFloat(getComputedStyle(this.block).marginTop) || 0;
      this.block.style.marginTop = `${margin + this.lowest - natural}px`;
    }
  }

  /** Forget the lowest top (the texts above are laid out anew, at another width). */
  reset(): void {
    this.lowest = 0;
  }
}

/** A block's room (`reserveTallest`), measured again only when what it may say changes (its
 * `key`: the width, the language, the names...), not at each draw. Nothing measured (the
 * block hidden or not laid out) is measured again at the next draw. */
export class Room {
  private measuredFor = "";

  constructor(private readonly el: HTMLElement) {}

  keep(key: string, drawings: (() => void)[], restore: () => void): void {
    if (key === this.measuredFor || !this.el.isConnected) return;
    this.measuredFor = reserveTallest(this.el, drawings, restore) > 0 ? key : "";
  }
}

/** The catalog's templates of the hint line: the board's own hints and the timeline's. */
const HINT = /^(ui|timeline)\.hint\.[a-z_]+$/;

/** What a board's hint line may say in its own words: each hint template of `messages`,
 * filled in `t` with each name it may name (a player's; a potion's, with its effect, where
 * the sentence tells one) and each colour. Plural forms are left to `t`'s own choice. */
export function hintSayings(messages: Record<string, string>, t: Translate, players: string[],
  potions: { name: string; effect: string }[]): string[] {
  const colors = Object.keys(messages).map((k) => /^ui\.color\.(\w+)$/.exec(k)?.[1]).filter((c): c is string => !!c);
  return Object.keys(messages).filter((k) => HINT.test(k)).flatMap((key) => {
    const template = messages[key];
    if (template.includes("{effect}")) return potions.map((p) => t(key, p));
    if (template.includes("{name}")) return [...players, ...potions.map((p) => p.name)].map((name) => t(key, { name }));
    if (template.includes("{color}")) return colors.map((color) => t(key, { color }));
    return [t(key)];
  });
}

/** What the hint line and the toolbar above a Potion Explosion board may say, now. */
export interface AboveFacts {
  /** the width the board is laid out for: the rooms are measured again when it changes */
  width: number;
  language: string;
  t: Translate;
  rules: Record<string, string>;
  messages: Record<string, string>;
  players: string[];
  potions: { name: string; effect: string }[];
  /** the guided step's words ("" when none) */
  guide: string;
  /** what the hint line says now */
  hint: string;
}

/** The parts above a Potion Explosion board: the toolbar, its Little help button, the slot
 * the hint and a refusal share; and the board's own block below them. */
export interface AboveParts {
  toolbar: HTMLElement;
  help: HTMLElement;
  saying: HTMLElement;
  hint: HTMLElement;
  refusal: HTMLElement;
  board: HTMLElement;
}

/** Keeps a Potion Explosion board in place under its texts: the toolbar keeps the room of its
 * Little help button's label on or off (the label that is on is longer, and in some languages
 * it wraps the toolbar onto a second line); the hint line keeps the room of every hint sentence
 * about this board's players and potions and of the guided step's words; and the board's top
 * is kept at its lowest (`KeptTop`) for anything else (a refusal longer than any hint), until
 * the width changes. */
export class KeptAbove {
  private readonly toolbar: Room;
  private readonly saying: Room;
  private readonly top: KeptTop;
  private width = -1;

  constructor(private readonly parts: AboveParts) {
    this.toolbar = new Room(parts.toolbar);
    this.saying = new Room(parts.saying);
    this.top = new KeptTop(parts.board);
  }

  /** Measure the rooms again if what they may hold changed, then keep the board's top. */
  keep(f: AboveFacts): void {
    const { help, hint, refusal } = this.parts;
    const label = help.textContent;
    this.toolbar.keep(JSON.stringify([f.width, f.language, f.t("ui.btn.help"), f.t("ui.btn.help_on")]),
      [f.t("ui.btn.help"), f.t("ui.btn.help_on")].map((words) => () => { help.textContent = words; }),
      () => { help.textContent = label; });
    const shown = [hint.hidden, refusal.hidden];
    const say = (words: string) => hint.replaceChildren(...withRules(words, f.rules));
    this.saying.keep(JSON.stringify([f.width, f.language, f.players, f.potions.map((p) => p.name), f.guide]),
      [...hintSayings(f.messages, f.t, f.players, f.potions), f.guide].map((words) => () => {
        [hint.hidden, refusal.hidden] = [false, true];
        say(words);
      }),
      () => {
        [hint.hidden, refusal.hidden] = shown;
        say(f.hint);
      });
    if (f.width !== this.width) this.top.reset();
    this.width = f.width;
    this.top.keep();
  }
}
