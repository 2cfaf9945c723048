/**
 * Sugar Blast's buttons beside the board: the draw (offered to whoever may play now), undo
 * with the reason it is disabled, and the animation's own bar (play or pause, a step, skip,
 * which step of how many), shown while a move is shown or others wait to be. Their clicks are
 * the side's (`input.ts`).
 */
import type { Translate } from "../board/i18n";
import { btn } from "../board/buttons";
import { h } from "../board/svg";

/** What the buttons are drawn from. */
export interface ToolbarLook {
  /** the draw is legal now and offered to this board's player */
  drawOffered: boolean;
  /** the learner may act on what is shown now */
  canAct: boolean;
  /** why undo is disabled, or null */
  undoWhy: string | null;
  /** a move is being shown, or others wait to be */
  showing: boolean;
  /** the animation under way: playing or paused, its step and its number of steps */
  player: { playing: boolean; position: number; total: number } | null;
  running: boolean;
}

export class SugarToolbar {
  readonly buttons = { draw: btn("draw"), undo: btn("undo"), pause: btn("pause"), step: btn("step"), skip: btn("skip") };
  private readonly undoWhy = h("span", { class: "sb-why", id: `sb-${Math.random().toString(36).slice(2, 8)}-undo-why` });
  private readonly stepInfo = h("span", { class: "sb-why sb-step" });
  readonly animBar: HTMLElement;
  readonly bar: HTMLElement;

  constructor() {
    const b = this.buttons;
    b.draw.classList.add("sb-primary");
    b.undo.setAttribute("aria-describedby", this.undoWhy.id);
    this.animBar = h("div", { class: "sb-toolbar sb-anim" }, [b.pause, b.step, b.skip, this.stepInfo]);
    this.bar = h("div", { class: "sb-toolbar" }, [b.draw, b.undo, this.undoWhy]);
  }

  draw(look: ToolbarLook, t: Translate): void {
    const b = this.buttons;
    b.draw.textContent = t("sugar.ui.draw");
    b.draw.hidden = !look.drawOffered;
    (b.draw as HTMLButtonElement).disabled = !look.canAct;
    b.undo.textContent = t("sugar.ui.undo");
    const why = look.undoWhy;
    (b.undo as HTMLButtonElement).disabled = why !== null;
    this.undoWhy.textContent = why ?? "";
    b.undo.toggleAttribute("data-why", why !== null);
    this.animBar.hidden = !look.showing;
    b.skip.textContent = t("sugar.board.btn.skip");
    const playing = !!look.player?.playing;
    b.pause.textContent = t(playing ? "sugar.board.btn.pause" : "sugar.board.btn.play");
    b.pause.setAttribute("aria-pressed", String(!playing));
    b.step.textContent = t("sugar.board.btn.step");
    this.stepInfo.textContent = look.player && look.running ? t("sugar.board.anim.step", { n: look.player.position + 1, total: look.player.total }) : "";
  }
}
