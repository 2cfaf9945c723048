/**
 * The board's status line and its "what to do now" hint, in words, from what the view knows
 * (a pure function of it). Every sentence comes from the catalog.
 */
import type { Translate } from "../board/i18n";
import type { SugarMode } from "./mode";
import { canDraw } from "./legal";
import type { BlastOption, SugarAction, SugarState } from "./types";

export interface Situation {
  state: SugarState;
  legal: SugarAction[];
  options: BlastOption[];
  mode: SugarMode;
  /** the seats spoken to as "you"; null: one shared screen */
  you: number[] | null;
  /** the seat of the move being shown, -1 for none */
  actor: number;
  /** someone else's move is being shown (the computer's) */
  othersMove: boolean;
  /** a move is being shown step by step, or a newer state waits to be */
  showing: boolean;
  animating: boolean;
  busy: boolean;
  interactive: boolean;
  /** the game is over as far as it has been shown (a win is told with its own step) */
  over: boolean;
  /** the winner once the win is shown */
  winner: number | null;
  /** the seats someone really plays on this board (a person or a bot: Python's `acting`);
   * nobody "is playing" and nobody is waited for on a seat outside it */
  acting: number[];
}

const yourTurn = (s: Situation) => !s.you || s.you.includes(s.state.current);
const acts = (s: Situation, seat: number) => s.acting.includes(seat);
const name = (s: Situation, i: number) => s.state.players[i]?.name ?? "";
const candy = (t: Translate, type: string | null | undefined) => (type ? t(`sugar.candy.${type}`) : "");

/** Whose turn it is, the seat the board tilts towards, or who won. */
/** A sentence about the blasts on the board: about one blast it says something else than
 * about several (there is no order to choose, only its kept candy), so its ".one" form is
 * asked for by name, in every language: Japanese, with no grammatical number, would never
 * choose it by its plural rule. */
export function aboutBlasts(t: Translate, key: string, count: number): string {
  return t(count === 1 ? `${key}.one` : key, { count });
}

export function turnText(t: Translate, s: Situation): string {
  const state = s.state;
  if (s.over) {
    if (s.winner === null) return t("sugar.ui.no_winner");
    return s.you?.includes(s.winner) ? t("sugar.ui.wins.you") : t("sugar.ui.wins.they", { player: name(s, s.winner) });
  }
  // while a move is shown, it is its player's turn on the board (the tilt goes their way)
  const shown = s.animating && s.actor >= 0;
  if ((s.othersMove || (shown && !s.you?.includes(s.actor))) && acts(s, s.actor)) return t("sugar.board.turn.watching", { name: name(s, s.actor) });
  const player = shown ? s.actor : state.current;
  const who = { name: name(s, player), seat: t(`sugar.ui.seat.${state.players[player]?.seat}`) };
  if (!s.you) return t("sugar.board.turn.hotseat", who);
  // "your turn" only where you play it: a board that only shows names the player instead
  return s.you.includes(player) && acts(s, player) ? t("sugar.board.turn.you", who) : t("sugar.board.turn.other", who);
}

/** What to do now. */
export function todo(t: Translate, s: Situation): string {
  const state = s.state;
  if (s.busy) return t("sugar.board.do.wait");
  if (s.othersMove) return t("sugar.board.do.watching");
  if (s.showing) return t("sugar.board.do.showing");
  if (s.over) return t("sugar.board.do.over");
  if (!s.interactive) return t("sugar.board.do.locked");
  if (!yourTurn(s) || !acts(s, state.current)) {
    const who = { name: name(s, state.current) };
    return acts(s, state.current) ? t("sugar.board.do.not_yours", who) : t("sugar.board.do.nobody", who);
  }
  if (s.mode.kind === "keep") return t("sugar.board.do.keep", { name: candy(t, s.options[s.mode.option]?.candy) });
  if (state.phase === "replace") return t("sugar.board.do.replace", { name: candy(t, state.drawn) });
  if (state.phase === "blast") return aboutBlasts(t, "sugar.board.do.blast", s.options.length);
  if (canDraw(s.legal)) return t("sugar.board.do.draw");
  if (s.mode.kind === "picked") {
    const [r, c] = s.mode.cell;
    return t("sugar.board.do.picked", { name: candy(t, state.board[r][c]), row: r + 1, col: c + 1 });
  }
  return t("sugar.board.do.swap");
}
