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
 */
import type { Color, EditorInfo, GameState, Model, TileInfo } from "./types";
import type { Refusal, Reply } from "../board/types";
import type { Client, RequestBody, RequestKind } from "../board/protocol";
import type { Translate } from "../board/i18n";
import { marble, marbleIcon } from "./marbles";
import { h, s, text, title } from "../board/svg";
import EDITOR_STYLE from "./editor.css";

/** The palette's choice: a colour, or "empty" to take marbles out. */
export type Paint = Color | "empty";

const ROW = 26;
const COL = 36;
const R = 10;
const LEFT = 34;
const TOP = 24;


export interface Editor {
  /** the "Edit position" toggle (shown when the board is editable) */
  bar: HTMLElement;
  /** the editor itself (shown in edit mode) */
  panel: HTMLElement;
  /** Redraw from the model; returns whether the board is in edit mode. */
  draw(t: Translate): boolean;
}

/** The edit a click on a dispenser position asks for, with the palette's colour. */
export function placeEdit(track: number, pos: number, paint: Paint): Record<string, unknown> {
  return { op: "set_marble", track, pos, color: paint === "empty" ? null : paint };
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
  const colorWord = (c: string) => t(`ui.color.${c}`);

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

  function drawPalette(colors: Color[]): void {
    const options: Paint[] = [...colors, "empty"];
    palette.setAttribute("aria-label", t("ui.edit.palette"));
    palette.replaceChildren(h("span", {}, t("ui.edit.palette")), ...options.map((c) => {
      const b = h("button", {
        type: "button", class: "pw-btn", role: "radio", "data-paint": c, "data-id": `paint:${c}`,
        "aria-checked": String(c === paint), tabindex: c === paint ? 0 : -1,
      }, c === "empty" ? t("ui.edit.palette_empty") : [marbleIcon(c), document.createTextNode(` ${colorWord(c)}`)]);
      return b;
    }));
  }

  function dispenser(st: GameState, ed: EditorInfo): SVGElement {
    const width = LEFT + 5 * COL + 4;
    const height = TOP + ed.capacity * ROW + 22;
    const y = (pos: number) => TOP + (ed.capacity - 1 - pos) * ROW + ROW / 2;
    const x = (track: number) => LEFT + track * COL + COL / 2;
    const svg = s("svg", {
      class: "pw-edit-dispenser", role: "group", width, height, viewBox: `0 0 ${width} ${height}`,
      "aria-label": t("ui.edit.dispenser"),
    });
    if (ed.capacity > ed.visible) {
      const bottom = y(ed.visible) + ROW / 2;
      svg.append(s("g", { class: "lid-zone" }, [
        title(t("ui.edit.under_lid_long", { pos: ed.visible })),
        s("rect", { class: "lid-band", x: LEFT - 2, y: TOP - 2, width: 5 * COL + 4, height: bottom - TOP + 2, rx: 6 }),
      ]));
      svg.append(text(t("ui.edit.under_lid"), { class: "lid-word", x: LEFT + 5 * COL / 2, y: TOP - 9, "text-anchor": "middle" }));
    }
    for (let pos = 0; pos < ed.capacity; pos++) {
      svg.append(text(String(pos), { class: "axis", x: LEFT - 8, y: y(pos) + 4, "text-anchor": "end" }));
    }
    for (let track = 0; track < 5; track++) {
      svg.append(text(String(track), { class: "axis", x: x(track), y: height - 4, "text-anchor": "middle" }));
      const column = st.dispenser[track] ?? [];
      for (let pos = 0; pos < ed.capacity; pos++) {
        const hidden = pos >= ed.visible;
        const color = column[pos];
        const what = color ? t("ui.edit.what_marble", { color: colorWord(color) }) : t("ui.edit.what_empty");
        const label = t(hidden ? "ui.edit.spot_hidden" : "ui.edit.spot", { track, pos, what });
        const attrs = {
          "data-edit": "place", "data-track": track, "data-pos": pos, "data-id": `place:${track}:${pos}`,
          role: "button", tabindex: `${track}:${pos}` === stop ? 0 : -1, "aria-label": label,
        };
        const cls = `place${hidden ? " hidden-place" : ""}`;
        svg.append(color
          ? marble(color, { x: x(track), y: y(pos), r: R, cls, label, attrs })
          : s("g", { class: `${cls} slot-place`, transform: `translate(${x(track)},${y(pos)})`, ...attrs }, [
            // a transparent disc as large as a marble: the whole place takes the click, not
            // only the thin dashed ring (and not the lid's band under it)
            title(label), s("circle", { class: "hit", r: R }), s("circle", { class: "slot", r: R - 2 }),
            s("circle", { class: "focus-ring", r: R + 2 }),
          ]));
      }
    }
    return svg;
  }

  function select(id: string, options: [string, string][], value: string, attrs: Record<string, string | number>, label: string): HTMLElement {
    const el = h("select", { "data-id": id, "aria-label": label, ...attrs }) as HTMLSelectElement;
    for (const [v, words] of options) el.append(h("option", { value: v, selected: v === value }, words));
    el.value = value;
    return el;
  }

  function number(id: string, value: number, attrs: Record<string, string | number>, label: string): HTMLElement {
    return h("label", {}, [h("span", {}, `${label} `), h("input", { type: "number", min: 0, step: 1, value, "data-id": id, ...attrs })]);
  }

  function check(id: string, on: boolean, attrs: Record<string, string | number>, label: string): HTMLElement {
    return h("label", {}, [h("input", { type: "checkbox", checked: on, "data-id": id, ...attrs }), h("span", {}, ` ${label}`)]);
  }

  function holeButton(i: number, b: number, k: number, needs: Color, filled: Color | null): HTMLElement {
    const what = filled ? t("ui.edit.what_marble", { color: colorWord(filled) }) : t("ui.edit.what_empty");
    const icon = filled ? marbleIcon(filled, 18)
      : s("svg", { class: "pw-icon", width: 18, height: 18, viewBox: "-9 -9 18 18", "aria-hidden": "true" }, [
        s("g", { class: `hole-${needs}` }, [s("circle", { class: "hole-ring", r: 7 })]),
      ]);
    return h("button", {
      type: "button", class: "pw-btn pw-edit-hole", "data-edit": "hole", "data-player": i, "data-burner": b, "data-hole": k,
      "data-id": `hole:${i}:${b}:${k}`, "aria-label": t("ui.edit.hole", { hole: k, burner: b, needs: colorWord(needs), what }),
    }, [icon]);
  }

  function marblesRow(i: number, area: "hand" | "pool", marbles: Color[]): HTMLElement {
    const name = state().players[i].name;
    const row = h("div", { class: "pw-edit-row", "data-area": area }, [h("span", {}, t(area === "hand" ? "ui.edit.hand" : "ui.edit.pool"))]);
    marbles.forEach((c, k) => row.append(h("button", {
      type: "button", class: "pw-btn", "data-edit": "take", "data-player": i, "data-area": area, "data-index": k,
      "data-id": `take:${i}:${area}:${k}`,
      "aria-label": t(area === "hand" ? "ui.edit.take_hand" : "ui.edit.take_pool", { color: colorWord(c), n: k + 1, name }),
    }, [marbleIcon(c)])));
    const adding = paint !== "empty";
    row.append(h("button", {
      type: "button", class: "pw-btn", "data-edit": "add", "data-player": i, "data-area": area, "data-id": `add:${i}:${area}`,
      disabled: !adding, title: adding ? undefined : t("ui.edit.add_why"),
    }, adding ? t("ui.edit.add", { color: colorWord(paint) }) : t("ui.edit.add_none")));
    return row;
  }

  function desk(st: GameState, ed: EditorInfo, i: number): HTMLElement {
    const p = st.players[i];
    const tiles: Record<string, TileInfo> = model.get("tiles") ?? {};
    const offer: [string, string][] = ed.tiles.map((x) => [x.id, x.label]);
    const box = h("fieldset", { class: `pw-edit-desk${i === st.current ? " active" : ""}`, "data-player": i }, [h("legend", {}, p.name)]);
    p.burners.forEach((burner, b) => {
      const options: [string, string][] = [["", t("ui.edit.no_potion")]];
      if (burner) options.push([burner.tile, ed.names[burner.tile] ?? burner.tile]);
      options.push(...offer);
      const row = h("div", { class: "pw-edit-row", "data-burner": b }, [
        h("span", {}, t("ui.edit.burner", { burner: b })),
        select(`tile:${i}:${b}`, options, burner?.tile ?? "", { "data-edit": "tile", "data-player": i, "data-burner": b }, t("ui.edit.burner_of", { burner: b, name: p.name })),
      ]);
      if (burner) {
        const recipe = tiles[burner.tile]?.recipe ?? [];
        row.append(h("span", { class: "pw-edit-holes" }, recipe.map((needs, k) => holeButton(i, b, k, needs, burner.filled[k] ?? null))));
      }
      box.append(row);
    });
    box.append(marblesRow(i, "hand", p.hand), marblesRow(i, "pool", p.pool));
    const done = h("div", { class: "pw-edit-row", "data-area": "completed" }, [h("span", {}, t("ui.edit.completed"))]);
    p.completed.forEach((c, k) => {
      const potion = ed.names[c.tile] ?? c.tile;
      done.append(h("span", { class: "pw-edit-chip" }, [
        h("span", {}, potion),
        check(`drunk:${i}:${k}`, c.drunk, { "data-edit": "drunk", "data-player": i, "data-index": k }, t("ui.edit.drunk")),
        h("button", { type: "button", class: "pw-btn", "data-edit": "uncomplete", "data-player": i, "data-index": k, "data-id": `uncomplete:${i}:${k}`,
          "aria-label": t("ui.edit.remove", { potion }) }, "\u00d7"),
      ]));
    });
    done.append(select(`complete:${i}`, [["", t("ui.edit.add_completed")], ...offer], "", { "data-edit": "complete", "data-player": i }, t("ui.edit.add_completed_of", { name: p.name })));
    box.append(done);
    box.append(h("div", { class: "pw-edit-row" }, [
      number(`skills:${i}`, p.skills, { "data-edit": "skills", "data-player": i }, t("ui.edit.skills")),
      number(`helps:${i}`, p.helps, { "data-edit": "helps", "data-player": i }, t("ui.edit.helps")),
    ]));
    return box;
  }

  function game(st: GameState, ed: EditorInfo): HTMLElement {
    const phases: [string, string][] = ed.phases.map((p) => [p, t(PHASE_WORDS[p] ?? p)]);
    if (!ed.phases.includes(st.phase)) phases.unshift([st.phase, t(PHASE_WORDS[st.phase] ?? st.phase)]);
    return h("fieldset", { class: "pw-edit-desk pw-edit-game" }, [
      h("legend", {}, t("ui.edit.game")),
      h("div", { class: "pw-edit-row" }, [
        h("label", {}, [h("span", {}, `${t("ui.edit.current")} `),
          select("current", st.players.map((p, i) => [String(i), p.name]), String(st.current), { "data-edit": "current" }, t("ui.edit.current"))]),
        h("label", {}, [h("span", {}, `${t("ui.edit.phase")} `),
          select("phase", phases, st.phase, { "data-edit": "phase" }, t("ui.edit.phase"))]),
      ]),
      h("div", { class: "pw-edit-row" }, [
        number("turn", st.turn.number, { "data-edit": "turn" }, t("ui.edit.turn")),
        check("picked", st.turn.picked, { "data-edit": "picked" }, t("ui.edit.picked")),
        check("helped", st.turn.helped, { "data-edit": "helped" }, t("ui.edit.helped")),
      ]),
    ]);
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
    drawPalette(ed.colors);
    hint.textContent = t("ui.edit.hint");
    nameLabel.firstElementChild!.textContent = `${t("ui.edit.save_name")} `;
    titleLabel.firstElementChild!.textContent = `${t("ui.edit.save_title")} `;
    purposeLabel.firstElementChild!.textContent = `${t("ui.edit.save_purpose")} `;
    purposeInput.placeholder = t("ui.edit.save_purpose_hint");
    saveButton.textContent = t("ui.edit.btn.save");
    status.textContent = saved ?? "";
    content.replaceChildren(dispenser(st, ed), h("div", { class: "pw-edit-desks" }, [
      ...st.players.map((_, i) => desk(st, ed, i)), game(st, ed),
    ]));
    drawAlert();
    if (focused) (panel.querySelector(`[data-id="${CSS.escape(focused)}"]`) as HTMLElement | null)?.focus({ preventScroll: true });
    return true;
  }

  // ------------------------------------------------------------------ input
  const num = (el: Element, name: string) => Number(el.getAttribute(`data-${name}`));

  function activate(el: Element): void {
    if (busy) return;
    const paintOf = el.getAttribute("data-paint");
    if (paintOf) {
      paint = paintOf as Paint;
      redraw();
      return;
    }
    const color = paint === "empty" ? null : paint;
    switch (el.getAttribute("data-edit")) {
      case "place":
        stop = `${num(el, "track")}:${num(el, "pos")}`;
        edit(placeEdit(num(el, "track"), num(el, "pos"), paint));
        return;
      case "hole":
        edit({ op: "fill_hole", player: num(el, "player"), burner: num(el, "burner"), hole: num(el, "hole"), color });
        return;
      case "take":
        edit({ op: "remove_marble", player: num(el, "player"), area: el.getAttribute("data-area"), index: num(el, "index") });
        return;
      case "add":
        if (color) edit({ op: "add_marble", player: num(el, "player"), area: el.getAttribute("data-area"), color });
        return;
      case "uncomplete":
        edit({ op: "remove_completed", player: num(el, "player"), index: num(el, "index") });
        return;
      default:
    }
  }

  function onClick(ev: Event): void {
    const el = (ev.target as Element).closest?.("[data-edit], [data-paint]");
    if (el && panel.contains(el) && !(el instanceof HTMLSelectElement) && !(el instanceof HTMLInputElement)) activate(el);
  }

  function onChange(ev: Event): void {
    const el = ev.target as HTMLInputElement | HTMLSelectElement;
    const player = num(el, "player");
    const value = el.value;
    const checked = el instanceof HTMLInputElement && el.checked;
    switch (el.getAttribute("data-edit")) {
      case "tile": edit({ op: "set_tile", player, burner: num(el, "burner"), tile: value || null }); return;
      case "complete": if (value) edit({ op: "add_completed", player, tile: value }); return;
      case "drunk": edit({ op: "set_drunk", player, index: num(el, "index"), drunk: checked }); return;
      case "skills": edit({ op: "set_tokens", player, skills: Number(value) }); return;
      case "helps": edit({ op: "set_tokens", player, helps: Number(value) }); return;
      case "current": edit({ op: "set_current", player: Number(value) }); return;
      case "phase": edit({ op: "set_phase", phase: value }); return;
      case "turn": edit({ op: "set_turn", number: Number(value) }); return;
      case "picked": edit({ op: "set_turn", picked: checked }); return;
      case "helped": edit({ op: "set_turn", helped: checked }); return;
      default:
    }
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

const PHASE_WORDS: Record<string, string> = { draft: "ui.phase.draft", play: "ui.phase.play", tiebreak: "ui.phase.tiebreak", over: "ui.phase.over" };
