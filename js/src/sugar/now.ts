/**
 * What a Sugar Blast view can do at this moment, read from the update it shows, the requests
 * under way and Python's traits: nothing here is state of its own. The view asks it whether a
 * click can be a move, which cells take one, and what situation its sentences describe.
 */
import type { Requests } from "../board/requests";
import type { Shown } from "../board/shown";
import type { Ending, SugarFrame } from "./frames";
import { offered } from "./legal";
import type { SugarLines } from "./lines";
import type { SugarMode } from "./mode";
import type { SugarSeats } from "./seats";
import type { SugarState } from "./types";
import type { Snapshot } from "./updates";
import type { Situation } from "./words";

export interface ViewNow {
  /** the state of the update shown (a newer one may be waiting) */
  state(): SugarState;
  /** a move is being shown step by step (or its steps are paused) */
  running(): boolean;
  animating(): boolean;
  /** a state newer than the one shown is waiting: what is shown cannot be acted on */
  stale(): boolean;
  /** whether the game is over and who won, as far as the move has been shown: a win is
   * announced with the step that shows it, not while the steps before it are drawn */
  ending(): Ending;
  yourTurn(): boolean;
  /** whether a click can be a move now */
  canAct(): boolean;
  /** the cell keys that take a click now: every cell while editing, else what `legal` offers */
  selectable(): Set<string>;
  /** what the status line and the hint describe */
  situation(): Situation;
}

export function viewNow(shown: Shown<Snapshot, SugarFrame>, req: Requests, seating: SugarSeats, lines: SugarLines, mode: () => SugarMode): ViewNow {
  const state = () => shown.cur.state;
  const running = () => shown.running();
  const animating = () => shown.animating();
  const stale = () => shown.stale();
  const ending = (): Ending => (shown.frame && animating() ? { over: shown.frame.over, winner: shown.frame.winner }
    : { over: state().phase === "over", winner: state().winner });
  const yourTurn = () => seating.yourTurn(state().current);
  /** someone other than "you" is being shown playing (the computer's turn) */
  const othersMove = () => seating.others(shown.cur.actor) && (running() || stale());
  const canAct = () => !req.busy && !stale() && !animating() && seating.interactive() && yourTurn() && state().phase !== "over" && !lines.editing();
  const selectable = () => (lines.editing() ? lines.cells()
    : canAct() ? offered(state(), shown.cur.legal, shown.cur.options, mode().kind === "idle") : new Set<string>());
  const situation = (): Situation => ({
    state: state(), legal: shown.cur.legal, options: shown.cur.options, mode: mode(), you: seating.you(), actor: shown.cur.actor,
    othersMove: othersMove(), showing: stale() || animating(), animating: animating(), busy: req.busy,
    interactive: seating.interactive(), ...ending(), acting: seating.acting(state()),
  });
  return { state, running, animating, stale, ending, yourTurn, canAct, selectable, situation };
}
