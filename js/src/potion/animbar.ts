/**
 * The animation's bar: play or pause, one step, skip to the end, and which step of how many is
 * shown (with the moves still waiting to be shown after it). Shown only while an update is
 * played (`board/shown.ts`); its buttons are handled with the toolbar's (`input.ts`).
 */
import type { Translate } from "../board/i18n";
import { btn, setButton } from "../board/buttons";
import { h } from "../board/svg";

/** What the bar shows of the updates being shown (`board/shown.ts`'s `Shown`). */
export interface Playing {
  player: { playing: boolean; done: boolean; position: number; total: number } | null;
  pending: { kind: string }[];
  stale(): boolean;
}

export class AnimBar {
  readonly buttons = { toggle: btn("anim-toggle"), step: btn("anim-step"), skip: btn("anim-skip") };
  private readonly info = h("span", { class: "pw-anim-info" });
  readonly el: HTMLElement;

  /** `wrap` puts each button in the wrapper that says why it is disabled (`board/buttons.ts`). */
  constructor(wrap: (b: HTMLElement) => HTMLElement) {
    this.el = h("div", { class: "pw-anim", hidden: true }, [...Object.values(this.buttons).map(wrap), this.info]);
  }

  draw(shown: Playing, t: Translate): void {
    const player = shown.player;
    this.el.hidden = !player;
    if (!player) return;
    const done = player.done && !shown.stale();
    const why = done ? t("ui.why.anim_done") : null;
    setButton(this.buttons.toggle, t(player.playing ? "ui.btn.pause" : "ui.btn.play"), why);
    setButton(this.buttons.step, t("ui.btn.step"), why);
    setButton(this.buttons.skip, t("ui.btn.skip"), why);
    const more = shown.pending.filter((p) => p.kind === "state").length;
    this.info.textContent = t("ui.anim.step", { n: player.position + 1, total: player.total })
      + (more ? ` \u00b7 ${t("ui.anim.more", { count: more })}` : "");
    this.el.setAttribute("data-step", String(player.position));
    this.el.setAttribute("data-done", String(done));
  }
}
