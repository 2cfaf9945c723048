/**
 * Who plays which seat on a Sugar Blast board, read from Python's traits at each call (they
 * change as a lesson goes on): the reader's seats (`you`), whether the board takes moves
 * (`interactive`), the seats someone really plays here (`acting`).
 */
import type { SugarModel, SugarState } from "./types";

export class SugarSeats {
  constructor(private readonly model: SugarModel) {}

  /** The reader's seats, or null at a shared screen (every seat is "you"). */
  you(): number[] | null {
    const v = this.model.get("you");
    return Array.isArray(v) ? v : null;
  }

  /** Whether the board takes moves from its front end (false: it only shows). */
  interactive(): boolean {
    return this.model.get("interactive") !== false;
  }

  /** The seats someone plays on this board (Python's `acting`; a board without the trait:
   * whoever it lets play, and every seat at a shared screen). */
  acting(state: SugarState): number[] {
    const v = this.model.get("acting");
    if (Array.isArray(v)) return v;
    return this.interactive() ? this.you() ?? state.players.map((_, i) => i) : [];
  }

  /** Whether the seat to play is the reader's (every seat at a shared screen). */
  yourTurn(current: number): boolean {
    const seats = this.you();
    return !seats || seats.includes(current);
  }

  /** Whether the seat `actor` that made the move shown is someone other than the reader. */
  others(actor: number): boolean {
    const seats = this.you();
    return !!seats && actor >= 0 && !seats.includes(actor);
  }
}
