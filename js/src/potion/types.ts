/**
 * The data the Potion Explosion widget syncs (PROTOCOL.md). The front end only reads these;
 * Python is the single writer of the game. What both boards share (an event, a refusal, a
 * reply) is the shell's (board/types.ts).
 */
import type { GameEvent, Refusal } from "../board/types";
import type { TimelineInfo } from "./timeline";
import type { ReviewInfo } from "./review";

import type { PotionExplosionAction } from "../generated/action";
import type { Burner as BurnerOrEmpty, Colour, Player, PotionExplosionGameState } from "../generated/state";

// The game's state is the schema's (potion_widget/data/schema/state.schema.json), generated.
export type { Player };
export type Color = Colour;
/** A burner holding a potion being brewed (an empty one is null). */
export type Burner = NonNullable<BurnerOrEmpty>;
export type GameState = PotionExplosionGameState;

/** An action as the engine takes it, named as in the schema (its full shapes are the generated
 * `PotionExplosionAction`); the front end only sends actions listed in `legal` (or a
 * drink/end_turn completed with a choice Python offered), so their fields stay open here. */
export type Action = { type: PotionExplosionAction["type"]; [field: string]: unknown };

export interface Preview {
  track: number;
  pos: number;
  count: number;
  steps: number;
  colors: Record<string, number>;
  positions: number[];
  /** the hover sentence's catalog key and its parameters (Python chooses them: an honest
   * preview of a chain that may go on under a lid says its odds) */
  key?: string;
  params?: Record<string, unknown>;
}

export interface TileInfo {
  kind: string;
  recipe: Color[];
  points: number;
  starter: boolean;
}

/** The shape of a potion kind's choice, declared once beside its effect in Python
 * (`potions.py`): which of PROTOCOL.md's choice fields it has, and for a choice of `track`
 * and `pos` without `count`, how many touching marbles from `pos` up it names. */
export interface ChoiceShape {
  fields: string[];
  run: number;
}

export interface KindInfo {
  name: string;
  effect: string;
  rule?: string;
  choice?: ChoiceShape;
}

/** The synced traits of `PotionWidget`. */
export interface Traits {
  state: GameState;
  state_id: number;
  legal: Action[];
  previews: Preview[];
  events: GameEvent[];
  error: Refusal | Record<string, never>;
  messages: Record<string, string>;
  /** the language of `messages` ("en", "es", "fr", "ja", "nl") */
  language: string;
  tiles: Record<string, TileInfo>;
  kinds: Record<string, KindInfo>;
  scores: number[];
  /** the winners' seats once the game is over (F2, F3), else [] */
  winners: number[];
  /** what the board draws (default "game") */
  show?: Show;
  /** places the lesson text talks about */
  marks?: Mark[];
  /** the seats spoken to as "you"; null: whoever is to play */
  you?: number[] | null;
  /** rule ID -> the rule's full text, for tooltips */
  rules?: Record<string, string>;
  /** the seat that made the last accepted action, -1 for none */
  actor?: number;
  /** one sentence summing up the turn the last action ended, or "" */
  summary?: string;
  /** grows when Python empties the log */
  log_epoch?: number;
  /** Whether hovering a marble previews its pick (off in exercises that ask for the move). */
  hover?: boolean;
  /** Whether the board takes moves from its front end (false: it only shows). */
  interactive?: boolean;
  /** The seats someone will really play on this board from here (the person's while the
   * board is interactive, and the bots'; none once the game is over). Python's `acting`. */
  acting?: number[];
  /** The seats a bot plays on this board: their moves come by themselves. */
  bots?: number[];
  /** Whether the board offers the Heat map and the Hint (off on exercise boards). */
  explore?: boolean;
  /** Whether the explorer's Hint (and the hint it gives) is offered; absent: it is. */
  explore_hint?: boolean;
  /** The words of a guided step, shown as the board's hint while not empty. */
  guide?: string;
  /** Whether Undo is offered: an action above the board's start, in a game not over. */
  can_undo?: boolean;
  /** The game's record for the strip of moves (`timeline.ts`). */
  timeline?: TimelineInfo;
  /** The review of the line in play, drawn as a chart and a table (`review.ts`). */
  review?: ReviewInfo;
  /** Whether the board offers its edit mode. */
  editable?: boolean;
  /** Whether the board is in edit mode (the position editor is drawn instead of the board). */
  editing?: boolean;
  /** While editing, what the editor draws from (Python's `editing.editor_info`). */
  editor?: EditorInfo | Record<string, never>;
  /** What the hover preview uses: "honest" (D2, the default) or "all-seeing". */
  preview?: "honest" | "all-seeing";
  /** The heat map's measure, or null when it is off. */
  heatmap?: string | null;
  /** The heat map's cells (`heatmap.ts`), filled by Python. */
  heat?: import("./heatmap").HeatCell[];
  /** The hint shown on the board (`explorebar.ts`), or {}. */
  advice?: Record<string, unknown>;
}

/** A potion the editor may put on a desk, by its name and recipe. */
export interface EditorTile {
  id: string;
  kind: string;
  recipe: Color[];
  label: string;
}

/** What the position editor draws from, filled by Python while editing. */
export interface EditorInfo {
  colors: Color[];
  /** positions per track */
  capacity: number;
  /** positions seen by the players (the rest lie under the lid) */
  visible: number;
  phases: string[];
  /** potions not on a desk that can go on one */
  tiles: EditorTile[];
  /** the names of the potions on the desks, by id */
  names: Record<string, string>;
}

export type Show = "game" | "dispenser" | "desk";

/** A place on the board the text talks about (any one of the shapes), with a short label. */
export interface Mark {
  track?: number;
  pos?: number;
  player?: number;
  burner?: number;
  hole?: number;
  tile?: string;
  stack?: number;
  area?: "hand" | "pool" | "completed";
  /** a track whose lid is marked */
  lid?: number;
  label?: string;
}

/** The part of anywidget's model the front end uses (a fake one is enough in tests). */
export interface Model {
  get<K extends keyof Traits>(key: K): Traits[K];
  on(event: string, callback: (...args: any[]) => void): void;
  off(event?: string | null, callback?: ((...args: any[]) => void) | null): void;
  send(content: unknown): void;
}
