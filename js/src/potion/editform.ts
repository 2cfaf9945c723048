/**
 * The position editor's form (`editor.ts`): the palette, the dispenser's grid of places (those
 * under the lid marked as hidden), each player's desk (burners and their holes, hand, pool,
 * completed potions, tokens) and the game's fields (the player to move, the phase, the turn),
 * drawn from the state and Python's `editor_info`; and the edit each control asks for. Each
 * place and control names itself in words; nothing here changes the position.
 */
import type { Translate } from "../board/i18n";
import { h, s, text, title } from "../board/svg";
import type { Color, EditorInfo, GameState, TileInfo } from "./types";
import { marble, marbleIcon } from "./marbles";

/** The palette's choice: a colour, or "empty" to take marbles out. */
export type Paint = Color | "empty";

/** What the form is drawn with: the words, the palette's colour, the grid's Tab stop
 * ("track:pos") and the tiles' recipes. */
export interface Look {
  t: Translate;
  paint: Paint;
  stop: string;
  tiles: Record<string, TileInfo>;
}

const ROW = 26;
const COL = 36;
const R = 10;
const LEFT = 34;
const TOP = 24;
const PHASE_WORDS: Record<string, string> = { draft: "ui.phase.draft", play: "ui.phase.play", tiebreak: "ui.phase.tiebreak", over: "ui.phase.over" };

const colorWord = (c: string, t: Translate) => t(`ui.color.${c}`);

/** A number attribute of a control (`data-<name>`). */
export const num = (el: Element, name: string) => Number(el.getAttribute(`data-${name}`));

/** The edit a click on a dispenser position asks for, with the palette's colour. */
export function placeEdit(track: number, pos: number, paint: Paint): Record<string, unknown> {
  return { op: "set_marble", track, pos, color: paint === "empty" ? null : paint };
}

/** The edit a changed field (a select, a number, a check box) asks for, or null. */
export function changeEdit(el: HTMLInputElement | HTMLSelectElement): Record<string, unknown> | null {
  const player = num(el, "player");
  const value = el.value;
  const checked = el instanceof HTMLInputElement && el.checked;
  switch (el.getAttribute("data-edit")) {
    case "tile": return { op: "set_tile", player, burner: num(el, "burner"), tile: value || null };
    case "complete": return value ? { op: "add_completed", player, tile: value } : null;
    case "drunk": return { op: "set_drunk", player, index: num(el, "index"), drunk: checked };
    case "skills": return { op: "set_tokens", player, skills: Number(value) };
    case "helps": return { op: "set_tokens", player, helps: Number(value) };
    case "current": return { op: "set_current", player: Number(value) };
    case "phase": return { op: "set_phase", phase: value };
    case "turn": return { op: "set_turn", number: Number(value) };
    case "picked": return { op: "set_turn", picked: checked };
    case "helped": return { op: "set_turn", helped: checked };
    default: return null;
  }
}

/** The edit a clicked button of a desk asks for (a hole, a marble taken or added, a completed
 * potion removed), with the palette's colour; or null. */
export function clickEdit(el: Element, paint: Paint): Record<string, unknown> | null {
  const color = paint === "empty" ? null : paint;
  switch (el.getAttribute("data-edit")) {
    case "hole": return { op: "fill_hole", player: num(el, "player"), burner: num(el, "burner"), hole: num(el, "hole"), color };
    case "take": return { op: "remove_marble", player: num(el, "player"), area: el.getAttribute("data-area"), index: num(el, "index") };
    case "add": return color ? { op: "add_marble", player: num(el, "player"), area: el.getAttribute("data-area"), color } : null;
    case "uncomplete": return { op: "remove_completed", player: num(el, "player"), index: num(el, "index") };
    default: return null;
  }
}

export function drawPalette(palette: HTMLElement, colors: Color[], look: Look): void {
  const { t, paint } = look;
  const options: Paint[] = [...colors, "empty"];
  palette.setAttribute("aria-label", t("ui.edit.palette"));
  palette.replaceChildren(h("span", {}, t("ui.edit.palette")), ...options.map((c) => {
    const b = h("button", {
      type: "button", class: "pw-btn", role: "radio", "data-paint": c, "data-id": `paint:${c}`,
      "aria-checked": String(c === paint), tabindex: c === paint ? 0 : -1,
    }, c === "empty" ? t("ui.edit.palette_empty") : [marbleIcon(c), document.createTextNode(` ${colorWord(c, t)}`)]);
    return b;
  }));
}

export function dispenserGrid(st: GameState, ed: EditorInfo, look: Look): SVGElement {
  const { t, stop } = look;
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
      const what = color ? t("ui.edit.what_marble", { color: colorWord(color, t) }) : t("ui.edit.what_empty");
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

function holeButton(i: number, b: number, k: number, needs: Color, filled: Color | null, t: Translate): HTMLElement {
  const what = filled ? t("ui.edit.what_marble", { color: colorWord(filled, t) }) : t("ui.edit.what_empty");
  const icon = filled ? marbleIcon(filled, 18)
    : s("svg", { class: "pw-icon", width: 18, height: 18, viewBox: "-9 -9 18 18", "aria-hidden": "true" }, [
      s("g", { class: `hole-${needs}` }, [s("circle", { class: "hole-ring", r: 7 })]),
    ]);
  return h("button", {
    type: "button", class: "pw-btn pw-edit-hole", "data-edit": "hole", "data-player": i, "data-burner": b, "data-hole": k,
    "data-id": `hole:${i}:${b}:${k}`, "aria-label": t("ui.edit.hole", { hole: k, burner: b, needs: colorWord(needs, t), what }),
  }, [icon]);
}

function marblesRow(name: string, i: number, area: "hand" | "pool", marbles: Color[], look: Look): HTMLElement {
  const { t, paint } = look;
  const row = h("div", { class: "pw-edit-row", "data-area": area }, [h("span", {}, t(area === "hand" ? "ui.edit.hand" : "ui.edit.pool"))]);
  marbles.forEach((c, k) => row.append(h("button", {
    type: "button", class: "pw-btn", "data-edit": "take", "data-player": i, "data-area": area, "data-index": k,
    "data-id": `take:${i}:${area}:${k}`,
    "aria-label": t(area === "hand" ? "ui.edit.take_hand" : "ui.edit.take_pool", { color: colorWord(c, t), n: k + 1, name }),
  }, [marbleIcon(c)])));
  const adding = paint !== "empty";
  row.append(h("button", {
    type: "button", class: "pw-btn", "data-edit": "add", "data-player": i, "data-area": area, "data-id": `add:${i}:${area}`,
    disabled: !adding, title: adding ? undefined : t("ui.edit.add_why"),
  }, adding ? t("ui.edit.add", { color: colorWord(paint, t) }) : t("ui.edit.add_none")));
  return row;
}

export function deskForm(st: GameState, ed: EditorInfo, i: number, look: Look): HTMLElement {
  const { t, tiles } = look;
  const p = st.players[i];
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
      row.append(h("span", { class: "pw-edit-holes" }, recipe.map((needs, k) => holeButton(i, b, k, needs, burner.filled[k] ?? null, t))));
    }
    box.append(row);
  });
  box.append(marblesRow(p.name, i, "hand", p.hand, look), marblesRow(p.name, i, "pool", p.pool, look));
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

export function gameForm(st: GameState, ed: EditorInfo, t: Translate): HTMLElement {
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
