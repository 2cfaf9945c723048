/**
 * The rows of a choice's panel (`panel.ts` draws the panel itself): a potion being drunk (its
 * effect, the potion reused, the choices the board cannot show listed in words, what is chosen
 * so far), or the end of a turn (the marbles kept, the stacks drawn from). With the choices'
 * selections (`choices.ts`) it is a part of its own (`parts/choices.ts`), loaded the first time
 * a board opens a choice.
 */
import { h } from "../board/svg";
import { withRules } from "../board/log";
import { btn, setButton } from "../board/buttons";
import type { Color } from "./types";
import { describeChoice, namesPlayer, potionName, type Choice } from "./choices";
import { chosenWords, endWords, keepWords, stackWords } from "./chosen";
import type { Mode } from "./mode";
import { drawChecklist } from "./log";
import { marbleIcon } from "./marbles";
import { drunkTile, isKind } from "./targets";
import type { PanelActions, PanelView } from "./panel";

/** Draws the rows of the choice open now (`v.mode`) into the panel. */
export function drawChoice(v: PanelView, actions: PanelActions): void {
  if (v.mode.kind === "drink") drinkRows(v, v.mode, actions);
  else if (v.mode.kind === "end") endRows(v, v.mode.sel, actions);
}

/** The panel of a potion being drunk: its effect, the potion reused (the Sands of Time), the
 * choices listed in words, what is chosen so far. */
function drinkRows(v: PanelView, d: Extract<Mode, { kind: "drink" }>, actions: PanelActions): void {
  const kinds = v.model.get("kinds") ?? {};
  const info = kinds[d.potionKind];
  const words = v.words;
  v.panel.append(h("div", { class: "pw-panel-title" }, withRules(`${info?.name ?? d.potionKind}: ${info?.effect ?? ""}${info?.rule ? ` (${info.rule})` : ""}`, v.rules)));
  if (d.sel.reuses && d.sel.onBoard) {
    // The Sands of Time, step by step: the drunk potion to reuse, by name; then its choice.
    const reused = d.sel.picked.find((k) => isKind(k, "drunk"));
    const all = [...new Set(d.sel.targets.map((x) => x![0]))];
    const row = h("div", { class: "pw-reuse" }, [h("span", {}, v.t("ui.choice.reuse_which"))]);
    for (const k of all) {
      const option = btn("reuse");
      const tile = drunkTile(k) ?? "";
      option.setAttribute("data-potion", tile);
      option.setAttribute("aria-pressed", String(k === reused));
      option.textContent = v.t("ui.choice.drunk_potion", { name: potionName(tile, words) });
      option.addEventListener("click", () => { d.sel.reuse(k); v.clearNote(); v.render(); });
      row.append(option);
    }
    v.panel.append(row);
  }
  if (d.sel.stage === "target") {
    const open = d.sel.consistent();
    const hiddenTarget = open.some((i) => d.sel.targets[i]!.some((k) => !v.drawn.has(k)));
    const innerKind = (i: number) => (d.sel.reuses ? v.model.get("tiles")[String(d.sel.choices[i].potion)]?.kind ?? "" : d.potionKind);
    const byName = open.some((i) => namesPlayer(innerKind(i), v.model.get("kinds") ?? {}));
    if ((!d.sel.onBoard || hiddenTarget || byName) && open.length <= 30) {
      // Choices the board cannot show (or players, better named) are listed in words.
      const chosenIndex = d.sel.matchIndex();
      const row = h("div", { class: "pw-options" }, [h("span", {}, v.t("ui.choice.which"))]);
      const list = d.sel.onBoard ? open : d.sel.choices.map((_, i) => i);
      for (const i of list) {
        const c = d.sel.choices[i];
        const option = btn("choice");
        option.setAttribute("data-choice", String(i));
        option.setAttribute("aria-pressed", String(i === chosenIndex));
        option.textContent = d.sel.reuses && c.choice && typeof c.choice === "object"
          ? describeChoice(innerKind(i), c.choice as Choice, words) : describeChoice(d.potionKind, c, words);
        option.addEventListener("click", () => {
          if (d.sel.targets[i]) d.sel.choose(i);
          else v.to({ type: "choose_raw", index: i });
          v.render();
        });
        if (!d.sel.targets[i]) option.setAttribute("aria-pressed", String(i === d.raw));
        row.append(option);
      }
      v.panel.append(row);
    }
  }
  v.panel.append(echo(chosenWords(d, v.words)));
  const ready = !!d.sel.match() || (d.raw !== null && !d.sel.targets[d.raw]);
  setButton(actions.confirm, v.t("ui.btn.confirm"), v.busy ? v.t("ui.why.busy") : ready ? null : v.t("ui.why.confirm_drink"));
  setButton(actions.cancel, v.t("ui.btn.cancel"), null);
  actions.confirm.addEventListener("click", v.confirmDrink);
  v.panel.append(actions.row);
}

/** The panel of a turn's end: the marbles kept, the stacks drawn from, the checklist. */
function endRows(v: PanelView, e: Extract<Mode, { kind: "end" }>["sel"], actions: PanelActions): void {
  const keeps = e.keepOptions();
  const keepRow = h("div", { class: "pw-keep" }, [h("span", {}, withRules(v.t("ui.choice.keep"), v.rules))]);
  // A single way to keep is no choice: said in words, not drawn as a pressed button.
  if (keeps.length === 1) keepRow.append(h("span", { class: "pw-keep-only" }, keepWords(keeps[0], v.t)));
  else keeps.forEach((k) => {
    const colors = JSON.parse(k) as Color[] | null;
    const option = btn("keep");
    option.setAttribute("aria-pressed", String(e.keep === k));
    option.setAttribute("data-keep", k);
    if (colors && colors.length) {
      option.setAttribute("aria-label", colors.map((c) => v.t(`ui.color.${c}`)).join(", "));
      colors.forEach((c) => option.appendChild(marbleIcon(c)));
    } else option.textContent = v.t("ui.choice.keep_none");
    option.addEventListener("click", () => { e.chooseKeep(k); v.render(); });
    keepRow.append(option);
  });
  v.panel.append(keepRow);
  if (e.keep !== null) {
    const options = e.drawOptions();
    if (options.length) {
      const me = v.state.players[v.state.current];
      const empty = me ? me.burners.flatMap((b, i) => (b ? [] : [i])) : [];
      const row = h("div", { class: "pw-draw" }, [h("span", {}, withRules(v.t("ui.choice.draw", { burner: empty[e.draw.length] ?? e.draw.length }), v.rules))]);
      options.forEach((stack) => {
        const option = btn("draw");
        option.setAttribute("data-stack", String(stack));
        option.textContent = stackWords(stack, v.state, v.words);
        option.addEventListener("click", () => { e.chooseDraw(stack); v.render(); });
        row.append(option);
      });
      v.panel.append(row);
    }
  }
  v.panel.append(echo(endWords(e, v.state, v.words)));
  setButton(actions.confirm, v.t("ui.btn.confirm"), v.busy ? v.t("ui.why.busy") : e.match() ? null : v.t("ui.why.confirm_end"));
  setButton(actions.cancel, v.t("ui.btn.cancel"), null);
  actions.confirm.addEventListener("click", v.confirmEnd);
  v.panel.append(actions.row);
  v.checklist.hidden = false;
  drawChecklist(v.checklist, [], -1, false, v.t, v.rules);
}

/** The panel's line that says, in words, what is chosen so far. */
function echo(words: string): HTMLElement {
  return h("div", { class: "pw-chosen", "aria-live": "polite" }, words);
}
