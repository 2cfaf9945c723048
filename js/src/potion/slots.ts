/**
 * The board's stand-ins for the parts loaded later (`lazy.ts`): the position editor and the
 * strip of moves. Each stand-in offers the part's own interface, so the view draws it as it
 * would draw the part, and holds the part's places in the board with hidden placeholders of
 * the same classes. It asks for the part the first time the board needs it (a board that is
 * editable; a timeline with a move to list or a move looked at). When the part arrives, its
 * elements take the placeholders' places and the board is redrawn; a board drawn after that
 * has the part at once. If it cannot come, the placeholder says why in words and the rest of
 * the board goes on working without it.
 */
import type { Model } from "./types";
import type { Client } from "../board/protocol";
import type { Translate } from "../board/i18n";
import type { Editor } from "./editor";
import { isLooking, stripShown, type TimelineInfo, type TimelineRequest, type TimelineView } from "./timeline";
import type { ReviewInfo, ReviewView } from "./review";
import { PartError, loadPart, loadedPart, type PartName, type Parts } from "./lazy";
import { h } from "../board/svg";

/** A stand-in's end: a part that arrives after the board was removed is not drawn. */
export interface Slot {
  close(): void;
}

/** The part of one stand-in: made when the page has it, asked for once when first needed. */
class Part<N extends PartName, P> {
  part: P | null = null;
  failure: PartError | null = null;
  private asked = false;
  private closed = false;

  constructor(private readonly name: N, private readonly client: Client,
              private readonly make: (module: Parts[N]) => P, private readonly arrived: () => void) {}

  /** The part, or null while it is not here (asked for now if `needed`). */
  get(needed: boolean): P | null {
    if (this.part || !needed || this.failure) return this.part;
    const module = loadedPart(this.name);
    if (module) return (this.part = this.make(module));
    if (!this.asked) {
      this.asked = true;
      loadPart(this.name, this.client).then((m) => {
        if (this.closed) return;
        this.part ??= this.make(m);
        this.arrived();
      }, (err: unknown) => {
        if (this.closed) return;
        this.failure = err instanceof PartError ? err : new PartError(this.name, null);
        this.arrived();
      });
    }
    return null;
  }

  close(): void {
    this.closed = true;
  }
}

/** The sentence `key` saying why a part is missing, in the board's language. */
export function failureText(key: string, failure: PartError, t: Translate): string {
  const refusal = failure.refusal;
  let reason = t("ui.part.broken");
  if (refusal?.key === "ui.error.no_reply") reason = t("ui.part.no_reply", refusal.params);
  else if (refusal) {
    const said = t(refusal.key, refusal.params);
    reason = said !== refusal.key ? said : refusal.message || reason;
  }
  return t(key, { reason });
}

/** Shows (or clears) a part's failure in its placeholder. */
function tell(placeholder: HTMLElement, sentence: string | null): void {
  placeholder.hidden = sentence === null;
  placeholder.classList.toggle("pw-part-failed", sentence !== null);
  if (sentence === null) placeholder.removeAttribute("role");
  else placeholder.setAttribute("role", "status");
  placeholder.textContent = sentence ?? "";
}

/** The position editor's stand-in (`editor.ts` once loaded); `redraw` draws the board again. */
export function editorSlot(model: Model, client: Client, redraw: () => void): Editor & Slot {
  const bar = h("div", { class: "pw-editor-bar", hidden: true });
  const panel = h("section", { class: "pw-editor", hidden: true });
  const part = new Part("editor", client, (m) => {
    const editor = m.createEditor(model, client);
    bar.replaceWith(editor.bar);
    panel.replaceWith(editor.panel);
    return editor;
  }, redraw);
  return {
    get bar() { return part.part?.bar ?? bar; },
    get panel() { return part.part?.panel ?? panel; },
    draw(t: Translate): boolean {
      const editing = model.get("editing") === true;
      const needed = editing || model.get("editable") === true;
      const editor = part.get(needed);
      if (editor) return editor.draw(t);
      const failed = needed ? part.failure : null;
      tell(bar, failed ? failureText("ui.part.editor_failed", failed, t) : null);
      // a board opened in edit mode waits for its editor; without one, the board is shown
      const waiting = editing && !failed;
      panel.hidden = !waiting;
      panel.textContent = waiting ? t("ui.part.editor_loading") : "";
      return waiting;
    },
    close: () => part.close(),
  };
}

/** What the view draws of the timeline: the banner, the strip's box, and their drawing. */
export type Timeline = Pick<TimelineView, "banner" | "box" | "draw">;

/** The strip of moves' stand-in (`timeline.ts`'s `TimelineView` once loaded): `ask` sends the
 * strip's requests, `addStyle` adds the strip's sheet to the board's style. */
export function timelineSlot(ask: (request: TimelineRequest) => void, client: Client,
                             addStyle: (css: string) => void, redraw: () => void): Timeline & Slot {
  const banner = h("div", { class: "pw-tl-banner", role: "status", hidden: true });
  const box = h("div", { class: "pw-timeline", hidden: true });
  const part = new Part("timeline", client, (m) => {
    addStyle(m.TIMELINE_STYLE);
    const view = new m.TimelineView(ask);
    banner.replaceWith(view.banner);
    box.replaceWith(view.box);
    return view;
  }, redraw);
  return {
    get banner() { return part.part?.banner ?? banner; },
    get box() { return part.part?.box ?? box; },
    draw(tl: TimelineInfo | undefined, names: string[], t: Translate, locked: boolean): void {
      const needed = stripShown(tl) || isLooking(tl);
      const view = part.get(needed);
      if (view) return view.draw(tl, names, t, locked);
      const failed = needed ? part.failure : null;
      tell(box, failed ? failureText("ui.part.timeline_failed", failed, t) : null);
    },
    close: () => part.close(),
  };
}

/** What the view draws of a review: its box and its drawing. */
export type Review = Pick<ReviewView, "box" | "draw">;

/** The review's stand-in (`review.ts`'s `ReviewView` once loaded): `look` asks Python to show
 * the position of a decision, `addStyle` adds the review's sheet to the board's style. */
export function reviewSlot(look: (step: number) => void, client: Client,
                           addStyle: (css: string) => void, redraw: () => void): Review & Slot {
  const box = h("section", { class: "pw-review", hidden: true });
  const part = new Part("review", client, (m) => {
    addStyle(m.REVIEW_STYLE);
    const view = new m.ReviewView(look);
    box.replaceWith(view.box);
    return view;
  }, redraw);
  return {
    get box() { return part.part?.box ?? box; },
    draw(info: ReviewInfo | undefined, t: Translate, locked: boolean): void {
      const needed = (info?.moves?.length ?? 0) > 0;     // review.ts's hasReview, kept out of the bundle
      const view = part.get(needed);
      if (view) return view.draw(info, t, locked);
      const failed = needed ? part.failure : null;
      tell(box, failed ? failureText("ui.part.review_failed", failed, t) : null);
    },
    close: () => part.close(),
  };
}

/** The parts under the board: the strip of moves (with its banner and lines) and a game's
 * review, whose clicks look at a position as the strip's do. `ask` sends the strip's requests. */
export function underBoard(ask: (request: TimelineRequest) => void, client: Client,
                           addStyle: (css: string) => void, redraw: () => void) {
  const timeline = timelineSlot(ask, client, addStyle, redraw);
  const review = reviewSlot((step) => ask({ op: "look", step }), client, addStyle, redraw);
  return {
    timeline, review,
    draw(tl: TimelineInfo | undefined, info: ReviewInfo | undefined, names: string[], t: Translate, locked: boolean): void {
      timeline.draw(tl, names, t, locked);
      review.draw(info, t, locked);
    },
    close(): void {
      timeline.close();
      review.close();
    },
  };
}
