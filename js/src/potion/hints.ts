/**
 * The board's hint while the learner plays (no choice open, nothing waited for or shown):
 * what can be done now, from the state, who plays here and Python's `legal` (while a potion is
 * being drunk, `drinkhint.ts` says what its choice still needs).
 */
import type { Translate } from "../board/i18n";
import type { Mode } from "./mode";
import type { Seats } from "./seats";
import type { Action, GameState, Show } from "./types";

export interface PlaySituation {
  t: Translate;
  state: GameState;
  mode: Extract<Mode, { kind: "play" }>;
  seating: Seats;
  legal: Action[];
  /** whether a pick is previewed on hover (an exercise asking for the move turns it off) */
  hover: boolean;
  show: Show;
}

/** What to do now, in one sentence ("" when there is nothing to say). */
export function playHint({ t, state, mode, seating, legal, hover, show }: PlaySituation): string {
  const activeName = state.players[state.current]?.name ?? "";
  const handPick = mode.hand;
  if (state.phase === "over") return t("ui.hint.over");
  if (!seating.plays(state.current)) {
    // nobody plays this seat here: say so, never "wait" for a turn that will not come
    return seating.personPlays() ? t("ui.hint.idle_seat", { name: activeName }) : t("ui.hint.idle");
  }
  // "it plays its moves by itself" only where a bot plays and no person does
  if (seating.byBot(state.current) && !seating.personPlays()) return t("ui.hint.locked");
  if (!seating.yourTurn(state.current)) return t("ui.hint.not_your_turn", { name: activeName });
  if (state.phase === "draft") return t("ui.hint.draft");
  if (handPick !== null) {
    const color = state.players[state.current]?.hand[handPick];
    return t("ui.hint.place", { color: t(`ui.color.${color}`) });
  }
  if (mode.help) return t("ui.hint.help");
  const acts = legal;
  if (acts.some((a) => a.type === "pick")) return t(state.phase === "tiebreak" ? "ui.hint.tiebreak"
    : !hover ? "ui.hint.pick_no_preview" : "ui.hint.pick");
  if (show === "dispenser" && state.turn.picked) return t("ui.hint.dispenser_only");
  if (acts.some((a) => a.type === "place" || a.type === "to_pool")) return t("ui.hint.hand");
  if (acts.some((a) => a.type === "drink")) return t("ui.hint.drinkable");
  // a pool marble may still come back to the hand: never "nothing left to do" then
  if (acts.some((a) => a.type === "from_pool")) return t("ui.hint.from_pool");
  if (state.phase === "play") return t("ui.hint.end");
  return "";
}
