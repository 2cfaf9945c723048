/**
 * The hint while a potion is drunk (`hints.ts` has the board's other hints). Only a board with a
 * choice open needs it: it travels in the choice's part (`parts/choices.ts`).
 */
import type { Translate } from "../board/i18n";
import type { Mode } from "./mode";
import { potionName, type Describe } from "./describe";
import { drunkTile, isKind } from "./targets";
import type { KindInfo } from "./types";

/** The hint while a potion is drunk: its effect, and for the Sands of Time which drunk potion
 * is reused; "ready" once the choice is complete. */
export function drinkHint(d: Extract<Mode, { kind: "drink" }>, t: Translate, kinds: Record<string, KindInfo>, words: Describe): string {
  const info = kinds[d.potionKind];
  const params = { name: info?.name ?? d.potionKind, effect: info?.effect ?? "" };
  if (d.sel.stage === "potion") return t("ui.hint.reuse", params);
  const reused = d.sel.reuses ? drunkTile(d.sel.picked.find((k) => isKind(k, "drunk"))) : undefined;
  if (reused !== undefined && !d.sel.match()) {
    const kind = words.tiles[reused]?.kind ?? "";
    return t("ui.hint.reusing", { name: potionName(reused, words), effect: kinds[kind]?.effect ?? "" });
  }
  return t(d.sel.match() ? "ui.hint.drink_ready" : "ui.hint.drink", params);
}
