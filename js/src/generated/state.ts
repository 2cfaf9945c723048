/* Generated from potion_widget/data/schema/state.schema.json by js/gen-types.mjs:
 * do not edit; change the schema, then run `npm run types` in js/. */

/**
 * A whole game of Potion Explosion as plain JSON, contract version potion-explosion/1. Rule IDs refer to the project's rules reference.
 */
export type PotionExplosionGameState = {
  [k: string]: unknown;
} & {
  /**
   * Names this contract and its version.
   */
  format: "potion-explosion/1";
  /**
   * The game's seeded random generator, stored as its seed and how many numbers it has drawn (D12).
   */
  rng: {
    /**
     * The seed the game was created with.
     */
    seed: number;
    /**
     * How many numbers have been drawn so far.
     */
    draws: number;
  };
  /**
   * Options fixed when the game was created.
   */
  options: {
    /**
     * How many marbles one dispenser track can hold (D3).
     */
    track_capacity: number;
    /**
     * The starting size of the skill countdown stack (S5).
     */
    countdown: number;
    /**
     * How tiles are offered: five stacks (S3) or a face-up market with a deck (S4).
     */
    market: "stacks" | "market";
  };
  /**
   * The potion kinds in play (S1): 6 in a normal game; a teaching scenario may list from 1 to all of the package's kinds. Every tile in the state is of one of these kinds.
   *
   * @minItems 1
   */
  kinds: [Kind, ...Kind[]];
  /**
   * The 5 tracks, 0 to 4 from left to right (D1). The whole state holds at most 20 marbles of a colour and at most 5 times track_capacity in the dispenser.
   *
   * @minItems 5
   * @maxItems 5
   */
  dispenser: [Colour[], Colour[], Colour[], Colour[], Colour[], ...Colour[][]];
  /**
   * The 5 tile stacks (S3), present when options.market is "stacks".
   *
   * @minItems 5
   * @maxItems 5
   */
  stacks?: [TileId[], TileId[], TileId[], TileId[], TileId[], ...TileId[][]];
  /**
   * The 5 face-up market places (S4), present when options.market is "market"; null for a place left empty once the deck ran out.
   *
   * @minItems 5
   * @maxItems 5
   */
  market?: [TileId | null, TileId | null, TileId | null, TileId | null, TileId | null, ...(TileId | null)[]];
  deck?: TileIds;
  /**
   * Skill tokens left in the countdown stack (S5); the end is triggered when it is empty (E4).
   */
  countdown: number;
  /**
   * The general supply of tokens (C3); its counts never go below 0, and a token is still given when it is empty.
   */
  supply: {
    /**
     * Skill tokens in the supply, given once the countdown is empty (E3).
     */
    skills: number;
    /**
     * Little-help tokens in the supply (T3).
     */
    helps: number;
  };
  /**
   * The players in turn order (C4).
   *
   * @minItems 2
   * @maxItems 4
   */
  players: [Player, Player, ...Player[]];
  /**
   * The first player (C4, S2); the game ends after the player before them has played (E5).
   */
  first: number;
  /**
   * The active player, the only one who may act (T1).
   */
  current: number;
  /**
   * Progress of the current turn.
   */
  turn: {
    /**
     * 0 during the draft, 1 on the first turn, then one more for each player-turn.
     */
    number: number;
    /**
     * Whether the usual pick has been made this turn (T2, E0).
     */
    picked: boolean;
    /**
     * Whether a little help has been taken this turn (T3).
     */
    helped: boolean;
  };
  /**
   * Whether the end of the game has been triggered (E4); play goes on until the round is complete (E5).
   */
  end_triggered: boolean;
  /**
   * Where the game is: the starter draft (S2), normal play, the tie-break (F3) or over. The tie-break needs no record: the tied players follow from the scores, the one picking now is current, and each pick lies in the picker's hand.
   */
  phase: "draft" | "play" | "tiebreak" | "over";
  /**
   * The starter draft (S2), present only while phase is "draft".
   */
  draft?: {
    /**
     * Starter tiles still on offer, 2 per player at the start.
     *
     * @maxItems 8
     */
    revealed: TileId[];
    /**
     * Players still to pick, in A-B-B-A order, the one picking now first.
     *
     * @maxItems 8
     */
    order: PlayerIndex[];
  };
  /**
   * Tiles defined by this state, extending the package catalog (for teaching scenarios), keyed by tile id.
   */
  tiles?: {
    [k: string]: TileDef;
  };
};
/**
 * A potion kind (C2): the id of one of the kinds in the package's tile data (potion_tiles.json, whose kinds table the engine reads as KINDS). load_schema gives this definition their enum; the widget sends each kind's name, effect and choice in its kinds trait.
 */
export type Kind = string;
/**
 * A marble colour (C1): blue, black, red or yellow.
 */
export type Colour = "blue" | "black" | "red" | "yellow";
/**
 * A potion tile, named KIND-N: its kind, a dash and its number.
 */
export type TileId = string;
/**
 * The face-down deck that refills the market (S4); it comes with market and is absent with stacks. Listed from the bottom: the last tile is drawn next.
 */
export type TileIds = TileId[];
/**
 * One burner (I1): null when empty, else the potion being brewed on it.
 */
export type Burner = null | {
  /**
   * A potion tile, named KIND-N: its kind, a dash and its number.
   */
  tile: string;
  /**
   * One entry per hole of the tile's recipe, in recipe order: the colour of the marble lying in that hole, or null while the hole is empty. It may differ from the hole's colour after a Potion of Prismatic Joy (P8). At least one hole is empty, since a filled potion is completed at once (I5).
   *
   * @minItems 1
   * @maxItems 7
   */
  filled: [Colour | null, ...(Colour | null)[]];
};
/**
 * Marbles taken this turn and not yet placed or put away (T2, T3, P2); during play only the active player holds any. In the tie-break and once the game is over, a tied player's hand holds their tie-break pick (F3).
 */
export type Colours = Colour[];
/**
 * A seat number: players sit in turn order 0..N-1, with at most 4 players (C4).
 */
export type PlayerIndex = number;

/**
 * One player, in seat order.
 */
export interface Player {
  /**
   * The name shown for this player.
   */
  name: string;
  /**
   * The player's two burners (I1), in order 0 and 1.
   *
   * @minItems 2
   * @maxItems 2
   */
  burners: [Burner, Burner, ...Burner[]];
  hand: Colours;
  /**
   * The ingredient reserve: at most 3 marbles kept between turns (I4, E1).
   *
   * @maxItems 3
   */
  pool: Colour[];
  /**
   * Completed potions in the order they were completed (I5).
   */
  completed: CompletedPotion[];
  /**
   * Skill tokens earned, worth 4 points each (E3, F1).
   */
  skills: number;
  /**
   * Little-help tokens taken, worth -2 points each (T3, F1).
   */
  helps: number;
  /**
   * Skill tokens already earned, so each is earned only once (E3).
   */
  awarded: {
    /**
     * Kinds for which the three-of-a-kind token has been earned.
     */
    kinds: Kind[];
    /**
     * Whether the token for five different kinds has been earned.
     */
    variety: boolean;
  };
}
/**
 * A potion this player has completed (I5).
 */
export interface CompletedPotion {
  /**
   * A potion tile, named KIND-N: its kind, a dash and its number.
   */
  tile: string;
  /**
   * Whether it has been drunk (P1); drunk or not, it still scores (F1) and counts for skills (E3).
   */
  drunk: boolean;
}
/**
 * A potion tile defined by the state itself, for a teaching scenario (C2).
 */
export interface TileDef {
  /**
   * A potion kind (C2): the id of one of the kinds in the package's tile data (potion_tiles.json, whose kinds table the engine reads as KINDS). load_schema gives this definition their enum; the widget sends each kind's name, effect and choice in its kinds trait.
   */
  kind: string;
  /**
   * The colour of each hole, 1 to 7 holes.
   *
   * @minItems 1
   * @maxItems 7
   */
  recipe: [Colour, ...Colour[]];
  /**
   * Points the potion scores once completed (F1).
   */
  points: number;
  /**
   * Whether it is a starter tile, offered in the draft (S2).
   */
  starter: boolean;
}
