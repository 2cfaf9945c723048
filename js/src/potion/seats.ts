/**
 * Who plays which seat on a Potion Explosion board, read from Python's traits at each call:
 * `you` (the seats of the person at this screen; none at one shared screen), `acting` (the
 * seats really played from here), `bots` and `interactive`.
 */
import type { Model } from "./types";
import type { Form } from "./status";

export class Seats {
  constructor(private model: Model) {}

  /** The seats of the person at this screen, or null at one shared screen. */
  you(): number[] | null {
    const v = this.model.get("you");
    return Array.isArray(v) ? v : null;
  }

  /** Whether the board takes moves (a prediction's board plays its move itself). */
  interactive(): boolean {
    return this.model.get("interactive") !== false;
  }

  /** Whether someone really plays `seat` on this board from here (Python's `acting`; a
   * model without it: whether the board takes moves). */
  plays(seat: number): boolean {
    const acting = this.model.get("acting");
    return Array.isArray(acting) ? acting.includes(seat) : this.interactive();
  }

  /** Whether a bot plays `seat` on this board (its moves come by themselves). */
  byBot(seat: number): boolean {
    return (this.model.get("bots") ?? []).includes(seat);
  }

  /** Whether the person at this board plays some seat (a bot's board may have nobody). */
  personPlays(): boolean {
    const acting = this.model.get("acting");
    return Array.isArray(acting) ? acting.some((seat) => !this.byBot(seat)) : this.interactive();
  }

  /** Whether the seat to play, `current`, is "you" (at one shared screen, always) and played here. */
  yourTurn(current: number): boolean {
    const seats = this.you();
    return (!seats || seats.includes(current)) && this.plays(current) && !this.byBot(current);
  }

  /** The status line's form for the seat to play now, `current` (without the watching form). */
  formOf(current: number): Form {
    if (!this.plays(current)) return "idle";
    if (!this.yourTurn(current)) return "other";
    return this.you() ? "you" : "hotseat";
  }
}
