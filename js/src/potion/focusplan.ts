/**
 * Where focus goes on Potion Explosion's board once an action under way is answered
 * (`board/focus.ts` keeps it; a `Plan` of `input.ts` names the wish): the next place of a turn
 * with something to choose, a choice's panel, its confirm button.
 */
import type { Group } from "./targets";
import { drinkOf } from "./mode";
import type { Plan } from "./input";
import type { PotionView } from "./store";

/** Groups in the order of a turn: the next place is the first with something to choose. */
const NEXT: Group[] = ["hand", "marble", "hole", "pool", "chips", "tile", "stack", "player"];

/** The natural next place: the first group of a turn with a stop, else End turn. */
export function nextPlace(v: PotionView): Element | null {
  for (const g of NEXT) {
    const el = v.focus.stopOf(g);
    if (el) return el;
  }
  const end = v.parts.buttons.endTurn;
  return v.focus.canFocus(end) ? end : null;
}

function firstPanelButton(v: PotionView): Element | null {
  const buttonsIn = [...v.parts.panel.querySelectorAll("button")].filter((b) => v.focus.canFocus(b));
  return buttonsIn.find((b) => b.getAttribute("aria-pressed") === "true") ?? buttonsIn[0] ?? null;
}

/** The element a plan made before request `from` puts focus on: null, nowhere; undefined,
 * not yet (Python's answer is still to be shown). */
export function planTarget(v: PotionView, kind: Plan, from: number): Element | null | undefined {
  const { focus, parts, shown } = v;
  const confirm = () => [...parts.panel.querySelectorAll("[data-btn=confirm]")].find((b) => focus.canFocus(b)) ?? null;
  switch (kind) {
    case "holes": return focus.stopOf("hole") ?? (focus.canFocus(parts.buttons.toPool) ? parts.buttons.toPool : null);
    case "panel": return firstPanelButton(v);
    case "confirm": return confirm();
    case "choose": {
      if (drinkOf(v.ui.mode)?.sel.match()) return confirm();
      for (const g of ["chips", "marble", "hole", "player"] as const) { const el = focus.stopOf(g); if (el) return el; }
      return firstPanelButton(v);
    }
    case "next":
      // wait until Python's answer is shown and the board can be played again
      if (v.req.busy || shown.cur.state_id === from || shown.stale() || shown.animating()) return undefined;
      return nextPlace(v) ?? undefined;
    default: return null;
  }
}
