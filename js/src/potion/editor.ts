/**
 * The position editor: an "Edit position" toggle and, in edit mode, every place of the
 * position to set with the mouse or the keyboard: each dispenser position (those under the
 * lid too, marked as hidden), the potions on the burners and their holes, hands, pools,
 * completed potions, tokens, the player to move, the phase and the turn; and "Save as
 * scenario" with the scenario's name, title and purpose.
 *
 * The editor never writes state: each click is an edit request (`{op, ...}`) that Python's
 * `editor.py` applies and the engine checks. The new position comes back through the synced
 * traits; a refusal comes back in the reply and is shown in words, naming what is wrong. The
 * colour chosen in the palette, and the name typed for a scenario, are its only own state.
 * The form itself, and the edit each of its controls asks for, are `editform.ts`'s.
 */
import type { EditorInfo, GameState, Model } from "./types";
import type { Refusal, Reply } from "../board/types";
import type { Client, RequestBody, RequestKind } from "../board/protocol";
import type { Translate } from "../board/i18n";
import { h } from "../board/svg";
import { changeEdit, clickEdit, deskForm, dispenserGrid, drawPalette, gameForm, num, placeEdit, type Look, type Paint } from "./editform";
import EDITOR_STYLE from "./editor.css";

export interface Editor {
  /** the "Edit position" toggle (shown when the board is editable) */
  bar: HTMLElement;
  /** the editor itself (shown in edit mode) */
  panel: HTMLElement;
  /** Redraw from the model; returns whether the board is in edit mode. */
  draw(t: Translate): boolean;
}

/** The words of a refusal: the catalog's sentence for its key, else Python's own. */
export function refusalText(error: Refusal, t: Translate, messages: Record<string, string>): string {
  return messages[error.key] !== undefined ? t(error.key, error.params) : error.message;
}

export function createEditor(model: Model, client: Client): Editor {
  let t: Translate = (k) => k;
  let paint: Paint = "red";
  let busy = false;
  let refusal: Refusal | null = null;
  let saved: string | null = null;
  let drawnKey = "";
  /** The dispenser position that is the grid's Tab stop ("track:pos"). */
  let stop = "0:0";

  const toggle = h("button", { type: "button", class: "pw-btn pw-edit-toggle", "data-btn": "edit-toggle", "data-id": "toggle" });
  const bar = h("div", { class: "pw-editor-bar" }, [toggle]);
  const heading = h("h3", {});
  const palette = h("div", { class: "pw-edit-palette", role: "radiogroup" });
  const hint = h("div", { class: "pw-hint pw-edit-hint" });
  const alert = h("div", { class: "pw-edit-refusal", role: "alert", hidden: true });
  const content = h("div", { class: "pw-edit-main" });
  const nameInput = h("input", { type: "text", class: "pw-edit-name", "data-id": "save-name", placeholder: "my-position", size: 18 }) as HTMLInputElement;
  const titleInput = h("input", { type: "text", class: "pw-edit-title", "data-id": "save-title", size: 28 }) as HTMLInputElement;
  const purposeInput = h("input", { type: "text", class: "pw-edit-purpose", "data-id": "save-purpose", size: 40 }) as HTMLInputElement;
  const nameLabel = h("label", {}, [h("span", {}), nameInput]);
  const titleLabel = h("label", {}, [h("span", {}), titleInput]);
  const purposeLabel = h("label", {}, [h("span", {}), purposeInput]);
  const saveButton = h("button", { type: "button", class: "pw-btn pw-edit-save-btn", "data-btn": "save", "data-id": "save" });
  const status = h("span", { class: "pw-edit-saved", role: "status" });
  const saveRow = h("div", { class: "pw-edit-save" }, [nameLabel, titleLabel, purposeLabel, saveButton, status]);
  const panel = h("section", { class: "pw-editor", hidden: true }, [
    h("style", {}, EDITOR_STYLE), heading, palette, hint, alert, content, saveRow,
  ]);

  const state = (): GameState => model.get("state");
  const info = (): EditorInfo | null => {
    const v = model.get("editor");
    return v && Array.isArray((v as EditorInfo).colors) ? (v as EditorInfo) : null;
  };

  // ------------------------------------------------------------------ requests
  async function request(kind: RequestKind, body: RequestBody): Promise<Reply | null> {
    if (busy) return null;
    busy = true;
    panel.setAttribute("aria-busy", "true");
    bar.setAttribute("aria-busy", "true");
    let reply: Reply;
    try {
      reply = await client.request(kind, body);
    } finally {
      busy = false;
      panel.removeAttribute("aria-busy");
      bar.removeAttribute("aria-busy");
    }
    refusal = reply.ok ? null : reply.error ?? null;
    drawAlert();
    return reply;
  }

  function edit(fields: Record<string, unknown>): void {
    saved = null;
    void request("edit", { state_id: model.get("state_id"), edit: fields }).then(() => redraw());
  }

  function redraw(): void {
    drawnKey = "";
    draw(t);
  }

  // ------------------------------------------------------------------ drawing
  function drawAlert(): void {
    alert.hidden = !refusal;
    alert.replaceChildren();
    if (refusal) alert.append(h("span", {}, t("ui.edit.refused_box", { message: refusalText(refusal, t, model.get("messages") ?? {}) })));
  }

  function draw(next: Translate): boolean {
    t = next;
    const editable = model.get("editable") === true;
    const editing = model.get("editing") === true;
    bar.hidden = !editable;
    toggle.textContent = t(editing ? "ui.edit.btn.stop" : "ui.edit.btn.start");
    toggle.setAttribute("aria-pressed", String(editing));
    toggle.title = t(editing ? "ui.edit.btn.stop_why" : "ui.edit.btn.start_why");
    panel.hidden = !editing;
    const ed = info();
    if (!editing || !ed) {
      drawnKey = "";
      return editing;
    }
    const drawKey = `${model.get("state_id")}|${paint}|${model.get("language") ?? ""}`;
    if (drawKey === drawnKey) return true;
    drawnKey = drawKey;
    const focused = panel.contains(document.activeElement) ? document.activeElement?.getAttribute("data-id") : null;
    const st = state();
    heading.textContent = t("ui.edit.title");
    const look: Look = { t, paint, stop, tiles: model.get("tiles") ?? {} };
    drawPalette(palette, ed.colors, look);
    hint.textContent = t("ui.edit.hint");
    nameLabel.firstElementChild!.textContent = `${t("ui.edit.save_name")} `;
    titleLabel.firstElementChild!.textContent = `${t("ui.edit.save_title")} `;
    purposeLabel.firstElementChild!.textContent = `${t("ui.edit.save_purpose")} `;
    purposeInput.placeholder = t("ui.edit.save_purpose_hint");
    saveButton.textContent = t("ui.edit.btn.save");
    status.textContent = saved ?? "";
    content.replaceChildren(dispenserGrid(st, ed, look), h("div", { class: "pw-edit-desks" }, [
      ...st.players.map((_, i) => deskForm(st, ed, i, look)), gameForm(st, ed, t),
    ]));
    drawAlert();
    if (focused) (panel.querySelector(`[data-id="${CSS.escape(focused)}"]`) as HTMLElement | null)?.focus({ preventScroll: true });
    return true;
  }

  // ------------------------------------------------------------------ input

  function activate(el: Element): void {
    if (busy) return;
    const paintOf = el.getAttribute("data-paint");
    if (paintOf) {
      paint = paintOf as Paint;
      redraw();
      return;
    }
    if (el.getAttribute("data-edit") === "place") {
      stop = `${num(el, "track")}:${num(el, "pos")}`;
      edit(placeEdit(num(el, "track"), num(el, "pos"), paint));
      return;
    }
    const fields = clickEdit(el, paint);
    if (fields) edit(fields);
  }

  function onClick(ev: Event): void {
    const el = (ev.target as Element).closest?.("[data-edit], [data-paint]");
    if (el && panel.contains(el) && !(el instanceof HTMLSelectElement) && !(el instanceof HTMLInputElement)) activate(el);
  }

  function onChange(ev: Event): void {
    const fields = changeEdit(ev.target as HTMLInputElement | HTMLSelectElement);
    if (fields) edit(fields);
  }

  /** Arrow keys move between the dispenser's positions and the palette's colours; Enter or
   * Space sets a position. The keys stay in the editor (not JupyterLab's shortcuts). */
  function onKey(ev: KeyboardEvent): void {
    const el = ev.target as Element;
    const inPalette = el.hasAttribute?.("data-paint");
    const place = el.getAttribute?.("data-edit") === "place";
    if (!inPalette && !place) return;
    if (ev.key === "Enter" || ev.key === " ") {
      if (place) {
        ev.preventDefault();
        ev.stopPropagation();
        activate(el);
      }
      return;
    }
    if (!["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(ev.key)) return;
    ev.preventDefault();
    ev.stopPropagation();
    let target: Element | null = null;
    if (inPalette) {
      const all = [...palette.querySelectorAll("[data-paint]")];
      const i = all.indexOf(el) + (ev.key === "ArrowRight" || ev.key === "ArrowDown" ? 1 : -1);
      target = all[(i + all.length) % all.length];
      paint = target.getAttribute("data-paint") as Paint;
      redraw();
      target = palette.querySelector(`[data-paint="${paint}"]`);
    } else {
      const cap = info()?.capacity ?? 16;
      const track = num(el, "track") + (ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0);
      const pos = num(el, "pos") + (ev.key === "ArrowUp" ? 1 : ev.key === "ArrowDown" ? -1 : 0);
      if (track < 0 || track > 4 || pos < 0 || pos >= cap) return;
      stop = `${track}:${pos}`;
      for (const p of content.querySelectorAll("[data-edit=place]")) p.setAttribute("tabindex", p.getAttribute("data-id") === `place:${stop}` ? "0" : "-1");
      target = content.querySelector(`[data-id="place:${stop}"]`);
    }
    (target as HTMLElement | null)?.focus();
  }

  toggle.addEventListener("click", () => {
    void request("edit_mode", { on: model.get("editing") !== true }).then(() => redraw());
  });
  saveButton.addEventListener("click", () => {
    void request("save", { name: nameInput.value, title: titleInput.value, purpose: purposeInput.value }).then((reply) => {
      saved = reply?.ok ? reply.message ?? reply.path ?? "" : null;
      status.textContent = saved ?? "";
    });
  });
  panel.addEventListener("click", onClick);
  panel.addEventListener("change", onChange);
  panel.addEventListener("keydown", onKey);
  return { bar, panel, draw };
}
