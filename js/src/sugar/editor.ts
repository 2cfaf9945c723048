/**
 * Sugar Blast's position editor, with the mouse: the button that enters and leaves edit mode,
 * and, while editing, the palette of candies (a click on a cell of the grid puts the chosen
 * one there), each player's kept candies, the player to move, the objective card, the phase
 * and "Save as scenario". Everything it offers comes from the `editor` trait Python fills
 * (`games/sugar/edit.py`'s `editor_info`); every change is a request Python checks with the
 * engine (`lessons/edit_mode.py`), never a state written here. A refused edit is said in the
 * board's refusal line and changes nothing.
 */
import type { Translate } from "../board/i18n";
import { h } from "../board/svg";
import { btn } from "../board/buttons";
import type { Reply } from "../board/types";
import type { Cell, SugarState } from "./types";

/** The `editor` trait: what the editor draws from while editing. */
export interface SugarEditorInfo {
  candies: { type: string; name: string; left: number }[];
  cards: { id: string; text: string }[];
  phases: { id: string; name: string }[];
  players: string[];
}

/** What the editor draws from, besides Python's `editor`. */
export interface EditorLook {
  editable: boolean;
  editing: boolean;
  interactive: boolean;
  info: SugarEditorInfo | null;
  state: SugarState;
  /** a request is waiting or an update is being shown: nothing can be sent */
  locked: boolean;
}

/** The edit mode's requests (`lessons/edit_mode.py`). */
export type EditorRequest =
  | { kind: "edit_mode"; on: boolean }
  | { kind: "edit"; edit: Record<string, unknown> }
  | { kind: "save"; name: string; title: string; purpose: string };

export const EDITOR_STYLE = `
.sugar-blast .sb-editor { display: flex; flex-direction: column; gap: 6px; margin: 6px 0; padding: 6px 8px;
  border: 1px solid var(--jp-border-color2, #ccc); border-radius: 6px; }
.sugar-blast .sb-editor h4 { margin: 0; font-size: 14px; }
.sugar-blast .sb-ed-row { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
.sugar-blast .sb-ed-row label { display: inline-flex; gap: 4px; align-items: center; max-width: 100%; }
.sugar-blast .sb-ed-row select { min-width: 0; max-width: 100%; flex: 1 1 auto; }
.sugar-blast .sb-ed-row input[type=number] { width: 3.2em; }
.sugar-blast .pw-edit-saved { color: var(--jp-success-color0, #2e7d32); }
.sugar-blast .sb-ed-hint { font-size: 12px; color: var(--jp-ui-font-color2, #555); }
`;

/** The editor of one Sugar Blast view; `ask` sends a request to Python. */
export class SugarEditor {
  /** "Edit position" / "Play from here", beside the board's other buttons */
  readonly toggle = btn("edit-mode");
  /** the editor's panel, shown while editing */
  readonly box = h("div", { class: "sb-editor", hidden: true });
  /** the candy a click on the grid puts (null: empties the cell) */
  private chosen: string | null = null;
  private look: EditorLook | null = null;
  /** what the panel was drawn from: it is built again only when that changes (a name being
   * typed, or a choice under way, is not lost to a redraw for another reason) */
  private drawn = "";
  /** the sentence of the last save ("Saved as …"), until the next edit changes the position */
  private saved = "";

  constructor(private ask: (request: EditorRequest) => Promise<Reply | null> | void) {
    this.toggle.addEventListener("click", () => {
      if (this.look && !this.look.locked) this.ask({ kind: "edit_mode", on: !this.look.editing });
    });
    this.box.addEventListener("click", (ev) => this.onClick(ev));
    this.box.addEventListener("change", (ev) => this.onChange(ev));
  }

  /** Whether the board is being edited (a click on the grid is then an edit). */
  editing(): boolean {
    return !!this.look?.editing;
  }

  /** A click on the cell `cell` while editing: the chosen candy goes there. */
  put(cell: Cell): void {
    if (!this.look?.editing || this.look.locked) return;
    this.edit({ op: "set_candy", row: cell[0], col: cell[1], candy: this.chosen });
  }

  /** Asks for one edit: the position changes, so what was saved is no longer what is shown. */
  private edit(fields: Record<string, unknown>): void {
    this.saved = "";
    this.box.querySelector(".pw-edit-saved")?.replaceChildren();
    this.ask({ kind: "edit", edit: fields });
  }

  draw(t: Translate, look: EditorLook): void {
    this.look = look;
    const offered = look.editable && look.interactive;
    this.toggle.hidden = !offered;
    this.toggle.textContent = t(look.editing ? "ui.edit.btn.stop" : "ui.edit.btn.start");
    this.toggle.setAttribute("title", t(look.editing ? "ui.edit.btn.stop_why" : "ui.edit.btn.start_why"));
    (this.toggle as HTMLButtonElement).disabled = look.locked;
    this.box.hidden = !(offered && look.editing && look.info);
    if (this.box.hidden || !look.info) {
      this.box.replaceChildren();
      this.drawn = "";
      return;
    }
    const { players, current, phase, objective: card } = look.state;
    const key = JSON.stringify([look.info, players, current, phase, card, look.locked, t("ui.edit.title")]);
    if (key === this.drawn) return;
    this.drawn = key;
    const name = (this.box.querySelector("[data-edit=name]") as HTMLInputElement | null)?.value ?? "";
    const info = look.info;
    if (this.chosen !== null && !info.candies.some((c) => c.type === this.chosen)) this.chosen = null;
    if (this.chosen === null && !this.box.childElementCount) this.chosen = info.candies[0]?.type ?? null;
    const off = look.locked ? "" : undefined;
    const palette = [...info.candies.map((c) => this.choice(c.type, `${c.name} (${t("sugar.edit.ui.left", { count: c.left })})`, off)),
      this.choice(null, t("sugar.edit.ui.empty"), off)];
    const kept = look.state.players.map((p, seat) => h("div", { class: "sb-ed-row", "data-kept": String(seat) }, [
      h("span", {}, t("sugar.edit.ui.kept", { name: p.name })),
      ...info.candies.map((c) => h("label", {}, [h("span", {}, c.name), h("input", {
        type: "number", min: "0", max: String((p.kept[c.type] ?? 0) + c.left), value: String(p.kept[c.type] ?? 0), disabled: off,
        "data-edit": "kept", "data-seat": String(seat), "data-candy": c.type,
        "aria-label": t("sugar.edit.ui.kept_of", { candy: c.name, name: p.name }),
      })])),
    ]));
    const select = (field: string, label: string, options: [string, string][], value: string) =>
      h("label", {}, [h("span", {}, label), h("select", { "data-edit": field, disabled: off },
        options.map(([id, text]) => h("option", { value: id, selected: id === value ? "" : undefined }, text)))]);
    const objective = (look.state.objective as { id?: string }).id ?? "";
    const game = h("div", { class: "sb-ed-row" }, [
      select("current", t("ui.edit.current"), info.players.map((name, i) => [String(i), name]), String(look.state.current)),
      select("phase", t("ui.edit.phase"), info.phases.map((p) => [p.id, p.name]), look.state.phase),
      select("objective", t("sugar.edit.ui.objective"), info.cards.map((c) => [c.id, c.text]), objective),
    ]);
    const save = h("div", { class: "sb-ed-row" }, [
      h("label", {}, [h("span", {}, t("ui.edit.save_name")), h("input", { type: "text", "data-edit": "name", maxlength: "60", value: name })]),
      h("button", { type: "button", class: "pw-btn", "data-btn": "ed-save", disabled: off }, t("ui.edit.btn.save")),
      h("span", { class: "pw-edit-saved", role: "status" }, this.saved),
    ]);
    this.box.replaceChildren(
      h("h4", {}, t("ui.edit.title")),
      h("div", { class: "sb-ed-hint" }, t("sugar.edit.ui.hint")),
      h("div", { class: "sb-ed-row", role: "group", "aria-label": t("sugar.edit.ui.palette") }, [h("span", {}, t("sugar.edit.ui.palette")), ...palette]),
      ...kept, game, save);
  }

  private choice(type: string | null, text: string, off: string | undefined): HTMLElement {
    return h("button", { type: "button", class: "pw-btn", "data-btn": "ed-candy", "data-candy": type ?? "",
      "aria-pressed": String(type === this.chosen), disabled: off }, text);
  }

  private onClick(ev: Event): void {
    const b = (ev.target as Element).closest?.("button[data-btn]") as HTMLButtonElement | null;
    if (!b || b.disabled || !this.look) return;
    if (b.dataset.btn === "ed-candy") {
      this.chosen = b.dataset.candy || null;
      for (const other of this.box.querySelectorAll("[data-btn=ed-candy]")) other.setAttribute("aria-pressed", String(other === b));
    } else if (b.dataset.btn === "ed-save") {
      const name = (this.box.querySelector("[data-edit=name]") as HTMLInputElement | null)?.value ?? "";
      void Promise.resolve(this.ask({ kind: "save", name, title: "", purpose: "" })).then((reply) => {
        // the file's name as written and how to open it; a refusal is shown by the board
        this.saved = reply?.ok ? reply.message ?? reply.path ?? "" : "";
        this.box.querySelector(".pw-edit-saved")?.replaceChildren(this.saved);
      });
    }
  }

  private onChange(ev: Event): void {
    const el = ev.target as HTMLInputElement | HTMLSelectElement;
    const field = el.dataset?.edit;
    if (!field || !this.look || this.look.locked) return;
    if (field === "kept") {
      this.edit({ op: "set_kept", player: Number(el.dataset.seat), candy: el.dataset.candy, count: Number(el.value) });
    } else if (field === "current") this.edit({ op: "set_current", player: Number(el.value) });
    else if (field === "phase") this.edit({ op: "set_phase", phase: el.value });
    else if (field === "objective") this.edit({ op: "set_objective", card: el.value });
  }
}
