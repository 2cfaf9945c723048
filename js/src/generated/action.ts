/* Generated from potion_widget/data/schema/action.schema.json by js/gen-types.mjs:
 * do not edit; change the schema, then run `npm run types` in js/. */

/**
 * One action of the active player (T1), as plain JSON, contract version potion-explosion/1. The schema checks the form of an action; whether it is allowed now is for the rules to say.
 */
export type PotionExplosionAction =
  | {
      /**
       * The action's name: "pick".
       */
      type: "pick";
      /**
       * The track to pick from.
       */
      track: number;
      /**
       * The marble picked.
       */
      pos: number;
    }
  | {
      /**
       * The action's name: "help".
       */
      type: "help";
      /**
       * The track to take from.
       */
      track: number;
      /**
       * The marble taken.
       */
      pos: number;
    }
  | {
      /**
       * The action's name: "place".
       */
      type: "place";
      /**
       * The colour of the hand marble placed.
       */
      color: "blue" | "black" | "red" | "yellow";
      /**
       * The burner holding the potion.
       */
      burner: number;
      /**
       * The hole to fill; when omitted, the first empty hole of that colour.
       */
      hole?: number;
    }
  | {
      /**
       * The action's name: "to_pool".
       */
      type: "to_pool";
      /**
       * The colour of the marble moved.
       */
      color: "blue" | "black" | "red" | "yellow";
    }
  | {
      /**
       * The action's name: "from_pool".
       */
      type: "from_pool";
      /**
       * The colour of the marble moved.
       */
      color: "blue" | "black" | "red" | "yellow";
    }
  | {
      /**
       * The action's name: "drink".
       */
      type: "drink";
      /**
       * The completed potion drunk.
       */
      potion: string;
      /**
       * How the effect is applied; its shape depends on the potion's kind.
       */
      choice?: TrackPos | AbyssalChoice | BalmChoice | LoveChoice | JoyChoice | LavaChoice | SandsChoice;
    }
  | {
      /**
       * The action's name: "end_turn".
       */
      type: "end_turn";
      /**
       * When the hand holds more marbles than the pool has room for, exactly the hand marbles that go to the pool (E1); when omitted, they go in hand order.
       */
      keep?: Colour[];
      /**
       * For each empty burner in burner order, the stack (or market place) its new tile comes from (E2).
       *
       * Items: A stack or market place, 0 to 4.
       */
      draw?: number[];
    }
  | {
      /**
       * The action's name: "draft".
       */
      type: "draft";
      /**
       * The starter tile taken.
       */
      tile: string;
    };
/**
 * A dispenser track, 0 to 4 from left to right (D1).
 */
export type Track = number;
/**
 * One of the player's two burners, 0 or 1 (I1).
 */
export type Burner = number;
/**
 * A hole of a potion's recipe, counted from 0 in recipe order.
 */
export type Hole = number;
/**
 * A position in a track, counted from the bottom (0) upwards; only 0 to 7 can be taken (D2), which the rules check.
 */
export type Position = number;
/**
 * A marble colour (C1): blue, black, red or yellow.
 */
export type Colour = "blue" | "black" | "red" | "yellow";

/**
 * Choice for a Potion of Wisdom (P3), one marble, or a Potion of Magnetical Attraction (P4), the marble at pos and the one above it.
 */
export interface TrackPos {
  /**
   * The track to take from.
   */
  track: number;
  /**
   * The marble taken (with Magnetical Attraction, the lower of the two).
   */
  pos: number;
}
/**
 * Choice for an Abyssal Draft (P5): the tracks whose bottom marble is taken.
 */
export interface AbyssalChoice {
  /**
   * Tracks whose position-0 marble is taken; the rules require one to four distinct tracks with distinct colours.
   */
  tracks: Track[];
}
/**
 * Choice for a Balm of Uttermost Stickiness (P6): a run of one colour in one track.
 */
export interface BalmChoice {
  /**
   * A dispenser track, 0 to 4 from left to right (D1).
   */
  track: number;
  /**
   * The lowest marble of the run taken.
   */
  pos: number;
  /**
   * How many marbles are taken from pos upwards; the rules require at least 2.
   */
  count: number;
}
/**
 * Choice for an Elixir of Blind Love (P7): whose pool to empty into the hand.
 */
export interface LoveChoice {
  /**
   * The other player's seat number (C4).
   */
  player: number;
}
/**
 * Choice for a Potion of Prismatic Joy (P8): where the pool's marbles go.
 */
export interface JoyChoice {
  /**
   * Empty holes for the first pool marbles, in pool order, each as [burner, hole].
   */
  holes: [Burner, Hole][];
}
/**
 * Choice for a Filter of Lavamancing (P10): marbles of one colour removed from one track.
 */
export interface LavaChoice {
  /**
   * A dispenser track, 0 to 4 from left to right (D1).
   */
  track: number;
  /**
   * Positions of the marbles removed; the rules require 1 to 5 selectable marbles of one colour.
   */
  positions: Position[];
}
/**
 * Choice for Sands of Time (P9): which drunk potion's effect to use again, and that effect's own choice.
 */
export interface SandsChoice {
  /**
   * A potion this player has already drunk.
   */
  potion: string;
  /**
   * The choice for the reused effect, in that potion kind's own shape.
   */
  choice: TrackPos | AbyssalChoice | BalmChoice | LoveChoice | JoyChoice | LavaChoice | SandsChoice;
}
