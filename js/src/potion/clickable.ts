/**
 * What may be clicked on Potion Explosion's board now, and what is drawn as chosen: read from
 * the interface mode (`mode.ts`), the state and Python's `legal`, never decided here.
 */
import { handOf, type Mode } from "./mode";
import { key, marbleKey } from "./targets";
import type { Action, GameState } from "./types";

/** The keys the learner may click now, by area: in a choice, its targets; else, on their
 * turn at a board they play, what Python's `legal` allows (a hole once a hand marble is picked). */
export function clickableKeys(mode: Mode, state: GameState, legal: Action[], playing: boolean): Set<string> {
  const keys = new Set<string>();
  if (mode.kind === "drink") {
    for (const k of mode.sel.clickable()) keys.add(k);
    return keys;
  }
  if (mode.kind === "end") {
    for (const stack of mode.sel.keep !== null ? mode.sel.drawOptions() : []) keys.add(key({ kind: "stack", stack }));
    return keys;
  }
  const handPick = mode.hand;
  if (!playing) return keys;
  const me = state.players[state.current];
  for (const a of legal) {
    if (a.type === (mode.help ? "help" : "pick")) keys.add(marbleKey(a.track as number, a.pos as number));
    else if (a.type === "draft") keys.add(key({ kind: "tile", tile: a.tile as string }));
    else if (a.type === "drink") keys.add(key({ kind: "potion", tile: a.potion as string }));
    else if (a.type === "from_pool" && me) me.pool.forEach((c, i) => c === a.color && keys.add(key({ kind: "pool", index: i })));
    else if ((a.type === "place" || a.type === "to_pool") && me) {
      me.hand.forEach((c, i) => c === a.color && keys.add(key({ kind: "hand", index: i })));
      if (a.type === "place" && handPick !== null && me.hand[handPick] === a.color) keys.add(key({ kind: "hole", burner: a.burner as number, hole: a.hole as number }));
    }
  }
  return keys;
}

/** The keys drawn as chosen: a choice's picks, or the hand marble picked. */
export function chosenKeys(mode: Mode): Set<string> {
  if (mode.kind === "drink") return new Set(mode.sel.picked);
  const handPick = handOf(mode);
  return handPick !== null ? new Set([key({ kind: "hand", index: handPick })]) : new Set();
}
