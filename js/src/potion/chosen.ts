/**
 * What is chosen so far in a choice's panel (a potion's effect, the end of the turn), in
 * words: the panel's echo line and the words of its options.
 */
import { describeChoice, potionName, type Choice, type Describe, type EndTurnSelection } from "./choices";
import type { drinkOf } from "./mode";
import { parse } from "./targets";
import type { Color, GameState } from "./types";

/** A potion being drunk: its choices so far. */
type Drinking = NonNullable<ReturnType<typeof drinkOf>>;

/** A drink's choice so far in words: the matching choice whole, else each thing picked. */
export function chosenWords(d: Drinking, words: Describe): string {
  const t = words.t;
  const match = d.sel.match();
  if (match) {
    const inner = d.sel.reuses && match.choice && typeof match.choice === "object"
      ? words.tiles[String(match.potion)]?.kind ?? "" : "";
    const said = inner ? describeChoice(inner, match.choice as Choice, words) : describeChoice(d.potionKind, match, words);
    return t("ui.choice.chosen", { choice: said });
  }
  const parts = d.sel.picked.flatMap((k) => {
    const target = parse(k);
    if (!target) return [];
    if (target.kind === "marble") return [t("ui.choice.marble", { track: target.track, pos: target.pos, color: t(`ui.color.${words.dispenser[target.track]?.[target.pos] ?? ""}`) })];
    if (target.kind === "hole") return [t("ui.choice.hole", { burner: target.burner, hole: target.hole })];
    if (target.kind === "player") return [words.pool(target.player)];
    if (target.kind === "drunk") return [t("ui.choice.drunk_potion", { name: potionName(target.tile, words) })];
    return [];
  });
  return parts.length ? t("ui.choice.chosen", { choice: parts.join(t("ui.and")) }) : t("ui.choice.chosen_none");
}

/** What a `keep` option (JSON of its colours, or null) keeps, in words. */
export function keepWords(k: string, t: Describe["t"]): string {
  const colors = JSON.parse(k) as Color[] | null;
  return colors && colors.length ? colors.map((c) => t(`ui.color.${c}`)).join(", ") : t("ui.choice.keep_none");
}

/** The name of the potion on top of a stack, or "" for an empty stack. */
function topName(stack: number, state: GameState, words: Describe): string {
  const top = state.stacks?.[stack]?.at(-1);
  return top ? potionName(top, words) : "";
}

/** A stack offered for the draw: its number and the potion on top, by name. */
export function stackWords(stack: number, state: GameState, words: Describe): string {
  const name = topName(stack, state, words);
  return words.t(name ? "ui.choice.stack_top" : "ui.choice.stack", { stack, name });
}

/** The end of the turn so far in words: what is kept, and each burner's drawn potion. */
export function endWords(e: EndTurnSelection, state: GameState, words: Describe): string {
  const t = words.t;
  const me = state.players[state.current];
  const empty = me ? me.burners.flatMap((b, i) => (b ? [] : [i])) : [];
  const parts: string[] = [];
  const kept = e.keep !== null ? (JSON.parse(e.keep) as Color[] | null) : null;
  if (kept && kept.length) parts.push(t("ui.choice.kept", { marbles: keepWords(e.keep!, t) }));
  e.draw.forEach((stack, i) => parts.push(t("ui.choice.drawn", { burner: empty[i] ?? i, stack, name: topName(stack, state, words) })));
  return parts.length ? t("ui.choice.chosen", { choice: parts.join("; ") }) : t("ui.choice.chosen_none");
}
