/**
 * The Sugar Blast board's tools beside play: the strip of moves every board shares
 * (`board/timeline.ts`: look back, continue from a move, switch lines) and the position editor
 * (`editor.ts`). The view holds one `SugarLines` and asks it what to draw, what the hint line
 * says and why a move cannot be made now; each tool only sends requests Python answers.
 */
import type { Translate } from "../board/i18n";
import type { Requests } from "../board/requests";
import { TIMELINE_STYLE, TimelineView, isLooking, lookingSentence, type TimelineInfo } from "../board/timeline";
import { EDITOR_STYLE, SugarEditor, type SugarEditorInfo } from "./editor";
import { cellKey } from "./targets";
import type { Cell, SugarModel, SugarState } from "./types";

/** Every cell of the grid, as the board's keys (6 by 6, G2). */
const ALL_CELLS = new Set(Array.from({ length: 36 }, (_, i) => cellKey(Math.floor(i / 6), i % 6)));

/** The style sheets of the strip and the editor. */
export const LINES_STYLE = TIMELINE_STYLE + EDITOR_STYLE;

/** What the tools draw from, besides the traits they read themselves. */
export interface LinesLook {
  state: SugarState;
  timeline: TimelineInfo | undefined;
  interactive: boolean;
  /** a request is waiting or an update is being shown */
  locked: boolean;
  /** a request is waiting or a newer state waits to be shown (the strip's own lock) */
  stripLocked: boolean;
}

export class SugarLines {
  readonly strip: TimelineView;
  readonly editor: SugarEditor;
  private timeline: TimelineInfo | undefined;

  constructor(req: Requests, private model: SugarModel) {
    this.strip = new TimelineView((request) => void req.send("timeline", request));
    this.editor = new SugarEditor((request) => {
      const { kind, ...extra } = request;
      return req.send(kind, extra);
    });
  }

  draw(t: Translate, look: LinesLook): void {
    this.timeline = look.timeline;
    const info = this.model.get("editor") as Partial<SugarEditorInfo> | undefined;
    this.editor.draw(t, { editable: this.model.get("editable") === true, editing: this.model.get("editing") === true,
      interactive: look.interactive, info: info?.candies ? (info as SugarEditorInfo) : null, state: look.state, locked: look.locked });
    this.strip.draw(look.timeline, look.state.players.map((p) => p.name), t, look.stripLocked);
  }

  /** Whether the board is being edited: a click on a cell is then an edit, not a move. */
  editing(): boolean {
    return this.editor.editing();
  }

  /** The cells that take a click now because of the editor: all of them while editing. */
  cells(): Set<string> {
    return this.editing() ? ALL_CELLS : new Set();
  }

  /** A click on a cell while editing: the editor's; false when the board is not edited. */
  put(cell: Cell | null): boolean {
    if (!this.editing()) return false;
    if (cell) this.editor.put(cell);
    return true;
  }

  /** The status line while an earlier move is looked at (which move it is: nobody plays on
   * that position), else null; `timeline` is the one of the state shown. */
  status(t: Translate, timeline: TimelineInfo | undefined): string | null {
    return isLooking(timeline) ? lookingSentence(timeline, t) : null;
  }

  /** What the hint line says while editing or looking at a past move, else null. */
  hint(t: Translate): string | null {
    if (this.editing()) return t("sugar.edit.ui.hint");
    return isLooking(this.timeline) ? t("timeline.hint.looking") : null;
  }

  /** Why no move can be made now because of the editor or the strip, else null. */
  why(t: Translate): string | null {
    if (this.editing()) return t("ui.edit.error.editing");
    return isLooking(this.timeline) ? t("timeline.why.looking") : null;
  }
}
