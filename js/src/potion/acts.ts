/**
 * What one view of Potion Explosion's board asks of Python: an action, the choices of a potion
 * to drink or of the end of the turn (opened as the view's mode, `mode.ts`), the explorer's
 * wishes and the strip's requests. Python decides; the view draws its answer.
 */
import type { Action } from "./types";
import type { Refusal, Reply } from "../board/types";
import type { RequestKind } from "../board/protocol";
import type { TimelineRequest } from "./timeline";
import type { Choice } from "./choices";
import { PartError, loadPart, type Parts } from "./lazy";
import { drinkOf, endOf } from "./mode";
import { unambiguousPlacement } from "./toolbar";
import type { PotionView } from "./store";

/** Sends a request; a refusal leaves focus where it was. */
export function send(v: PotionView, kind: RequestKind, action?: Action, extra?: TimelineRequest | { measure?: string | null }): Promise<Reply | null> {
  return v.req.send(kind, action ? { ...extra, action } : { ...extra }, {
    before: () => { v.ui.note = null; },
    after: (reply) => { if (!reply.ok) v.focus.plan = null; },
  });
}

/** Plays `action`; once it is accepted, the choice under way is over. */
export async function sendAction(v: PotionView, action: Action): Promise<Reply | null> {
  if (!v.req.busy) v.focus.planTo("next");
  const reply = await send(v, "action", action);
  if (reply?.ok) {
    v.to({ type: "reset" });
    v.render();
  }
  return reply;
}

/** Places every marble in hand while each colour's placements all go to one burner. */
export async function placeAll(v: PotionView): Promise<void> {
  // Python's newest `legal` (the view may still be showing an earlier state).
  for (let a = unambiguousPlacement(v.model.get("legal") ?? []); a; a = unambiguousPlacement(v.model.get("legal") ?? [])) {
    const reply = await sendAction(v, a);
    if (!reply?.ok) break;
  }
}

/** Why a choice's part could not come, said as a refusal in the hint's place: Python's words
 * (or the client's `ui.error.no_reply`), else that this browser could not run its code. */
function partRefusal(err: unknown): Refusal {
  const refusal = err instanceof PartError ? err.refusal : null;
  return refusal ?? { rule: "module", key: "ui.part.broken", params: {}, message: "this browser could not run its code." };
}

/** Python's choices of `action`, with the choice's part (`parts/choices.ts`), asked for at once:
 * the part travels while Python lists the choices. Null when either is missing (a refusal of
 * the choices is the view's already; a part that did not come is said here). */
async function choicesOf(v: PotionView, action: Action): Promise<{ choices: Choice[]; part: Parts["choices"] } | null> {
  const part = loadPart("choices", v.client).then((m) => m, (err: unknown) => partRefusal(err));
  const reply = await send(v, "choices", action);
  const loaded = await part;
  if (!reply?.ok || !reply.choices) return null;
  if ("rule" in loaded) {
    v.req.refusal = loaded;
    v.render();
    return null;
  }
  return { choices: reply.choices as Choice[], part: loaded };
}

/** Opens the choice of how to drink `potion`, from Python's choices. */
export async function startDrink(v: PotionView, potion: string): Promise<void> {
  const got = await choicesOf(v, { type: "drink", potion });
  if (!got) return;
  const tiles = v.model.get("tiles");
  const kind = tiles[potion]?.kind ?? "";
  v.to({ type: "open_drink", potion, potionKind: kind, sel: new got.part.ChoiceSelection(got.choices, kind, tiles, v.model.get("kinds") ?? {}) });
  v.focus.planTo("choose");
  v.render();
}

/** Opens the choice of how to end the turn, from Python's choices. */
export async function startEnd(v: PotionView): Promise<void> {
  const got = await choicesOf(v, { type: "end_turn" });
  if (!got) return;
  v.to({ type: "open_end", sel: new got.part.EndTurnSelection(got.choices) });
  v.focus.planTo("panel");
  v.render();
}

export function confirmDrink(v: PotionView): void {
  const d = drinkOf(v.ui.mode);
  if (!d) return;
  const choice = d.sel.match() ?? (d.raw !== null ? d.sel.choices[d.raw] : null);
  if (choice) void sendAction(v, { type: "drink", potion: d.potion, choice });
}

export function confirmEnd(v: PotionView): void {
  const choice = endOf(v.ui.mode)?.match();
  if (choice) void sendAction(v, { type: "end_turn", ...choice });
}

export function cancelModes(v: PotionView): void {
  v.to({ type: "reset" });
  v.render();
}
