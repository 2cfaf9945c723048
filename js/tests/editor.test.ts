/** The position editor: drawn from Python's traits, every click an edit request, the new
 * position only from Python, a refusal shown in words with nothing changed. */
import { describe, expect, it } from "vitest";
import { click, tick, viewsCleanedAfterEach } from "./helpers";
import { placeEdit } from "../src/potion/editform";

const view = viewsCleanedAfterEach();

const place = (root: Element, track: number, pos: number) =>
  root.querySelector(`.pw-edit-dispenser [data-id="place:${track}:${pos}"]`) as SVGElement;

function key(el: Element, k: string): void {
  el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
}

describe("the edit toggle", () => {
  it("is not offered on a board that is not editable", () => {
    const { root } = view("play");
    expect((root.querySelector(".pw-editor-bar") as HTMLElement).hidden).toBe(true);
    expect((root.querySelector(".pw-editor") as HTMLElement).hidden).toBe(true);
  });

  it("asks Python to enter or leave edit mode; the board itself is hidden while editing", async () => {
    const { root, model } = view("editing");
    expect(root.hasAttribute("data-editing")).toBe(true);
    expect((root.querySelector(".pw-board-box") as HTMLElement).hidden).toBe(true);
    expect((root.querySelector(".pw-toolbar") as HTMLElement).hidden).toBe(true);
    // what plays or explores the game waits too: the heat map and hint buttons
    for (const name of ["heatmap", "hint-ask"]) expect(root.querySelector(`[data-btn=${name}]`)!.closest("[hidden]")).not.toBeNull();
    const toggle = root.querySelector("[data-btn=edit-toggle]") as HTMLButtonElement;
    expect(toggle.textContent).toBe("Play from here");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    click(toggle);
    expect(model.sent).toEqual([{ kind: "edit_mode", id: 1, on: false }]);
    model.receive({ kind: "reply", id: 1, ok: true });
    model.set({ editing: false, editor: {} });
    await tick();
    expect((root.querySelector(".pw-board-box") as HTMLElement).hidden).toBe(false);
    for (const name of ["heatmap", "hint-ask"]) expect(root.querySelector(`[data-btn=${name}]`)!.closest("[hidden]")).toBeNull();
  });
});

describe("the dispenser, every position", () => {
  it("draws every position of every track, those under the lid marked as hidden", () => {
    const { root, model } = view("editing");
    const info = model.get("editor") as { capacity: number; visible: number };
    const places = root.querySelectorAll(".pw-edit-dispenser [data-edit=place]");
    expect(places).toHaveLength(5 * info.capacity);
    const hidden = root.querySelectorAll(".pw-edit-dispenser .hidden-place");
    expect(hidden).toHaveLength(5 * (info.capacity - info.visible));
    const state = model.get("state");
    const color = state.dispenser[2][9];
    expect(place(root, 2, 9).getAttribute("aria-label")).toBe(`track 2, position 9, hidden under the lid: ${color} marble`);
    expect(place(root, 2, 8).getAttribute("aria-label")).toBe(`track 2, position 8: ${state.dispenser[2][8]} marble`);
    expect(place(root, 2, 12).getAttribute("aria-label")).toBe("track 2, position 12, hidden under the lid: empty");
    expect(root.querySelector(".pw-edit-dispenser .lid-zone > title")!.textContent).toContain("(D2)");
  });

  it("a click sends the edit with the palette's colour; the new position comes from Python", async () => {
    const { root, model, data } = view("editing");
    click(place(root, 0, 12));
    expect(model.sent).toEqual([{ kind: "edit", id: 1, state_id: model.get("state_id"), edit: placeEdit(0, 12, "red") }]);
    // nothing is drawn differently until Python answers
    expect(place(root, 0, 10).getAttribute("aria-label")).toContain("empty");
    model.receive({ kind: "reply", id: 1, ok: true, events: data.after.events, state_id: data.after.state_id });
    model.set(data.after);
    await tick();
    expect(place(root, 0, 10).getAttribute("data-color")).toBe("red");
    expect(root.querySelector(".pw-log-list")!.textContent).toContain("Edit: a red marble at track 0, position 10, under the lid.");
  });

  it("the palette's Empty takes a marble out", () => {
    const { root, model } = view("editing");
    click(root.querySelector("[data-paint=empty]")!);
    expect(root.querySelector("[data-paint=empty]")!.getAttribute("aria-checked")).toBe("true");
    click(place(root, 3, 1));
    expect(model.sent[0].edit).toEqual({ op: "set_marble", track: 3, pos: 1, color: null });
  });

  it("keyboard: one Tab stop, arrows move between positions, Enter sets the focused one", () => {
    const { root, model } = view("editing");
    const stops = root.querySelectorAll('.pw-edit-dispenser [tabindex="0"]');
    expect(stops).toHaveLength(1);
    const first = place(root, 0, 0) as unknown as HTMLElement;
    first.focus();
    key(first, "ArrowUp");
    key(document.activeElement!, "ArrowRight");
    expect(document.activeElement).toBe(place(root, 1, 1));
    key(document.activeElement!, "Enter");
    expect(model.sent[0].edit).toEqual({ op: "set_marble", track: 1, pos: 1, color: "red" });
  });
});

describe("desks and the game", () => {
  it("a potion chosen by name for a burner, a hole, a hand marble: each an edit request", () => {
    const { root, model } = view("editing");
    const tiles = root.querySelector('select[data-id="tile:1:0"]') as HTMLSelectElement;
    const offered = model.get("editor") as { tiles: { id: string; label: string }[] };
    const option = [...tiles.options].find((o) => o.value === offered.tiles[0].id)!;
    expect(option.textContent).toBe(offered.tiles[0].label);
    expect(option.textContent).not.toContain(offered.tiles[0].id);
    tiles.value = option.value;
    tiles.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent[0].edit).toEqual({ op: "set_tile", player: 1, burner: 0, tile: option.value });
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });
  });

  it("holes and hands", async () => {
    const { root, model } = view("editing");
    const hole = root.querySelector('[data-id="hole:0:0:1"]') as HTMLButtonElement;
    expect(hole.getAttribute("aria-label")).toMatch(/^hole 1 of burner 0, needs \w+: empty$/);
    click(hole);
    expect(model.sent[0].edit).toEqual({ op: "fill_hole", player: 0, burner: 0, hole: 1, color: "red" });
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });
    await tick();
    click(root.querySelector('[data-id="add:0:hand"]')!);
    expect(model.sent[1].edit).toEqual({ op: "add_marble", player: 0, area: "hand", color: "red" });
  });

  it("a refusal is shown in words and nothing changes", async () => {
    const { root, model, data } = view("editing");
    const before = JSON.stringify(model.get("state"));
    click(root.querySelector('[data-id="add:1:hand"]')!);
    model.receive({ kind: "reply", id: 1, ok: false, error: data.refusal });
    await tick();
    const alert = root.querySelector(".pw-edit-refusal") as HTMLElement;
    expect(alert.hidden).toBe(false);
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toBe("Not changed: Ben's hand: only the active player may hold marbles in hand.");
    expect(JSON.stringify(model.get("state"))).toBe(before);
    expect(root.querySelectorAll('[data-area=hand] [data-edit=take]')).toHaveLength(0);
  });

  it("the player to move, the phase and the tokens are small form controls with names", () => {
    const { root, model } = view("editing");
    const current = root.querySelector('select[data-id="current"]') as HTMLSelectElement;
    expect(current.getAttribute("aria-label")).toBe("Player to move");
    current.value = "1";
    current.dispatchEvent(new Event("change", { bubbles: true }));
    expect(model.sent[0].edit).toEqual({ op: "set_current", player: 1 });
    const phase = root.querySelector('select[data-id="phase"]') as HTMLSelectElement;
    expect([...phase.options].map((o) => o.textContent)).toEqual(["Playing", "Tie-break", "Game over"]);
    const skills = root.querySelector('input[data-id="skills:1"]') as HTMLInputElement;
    expect(skills.closest("label")!.textContent).toContain("Skill tokens");
  });

  it("Save as scenario sends the name, title and purpose typed, and says where it was saved", async () => {
    const { root, model } = view("editing");
    (root.querySelector("input.pw-edit-name") as HTMLInputElement).value = "my-chain";
    (root.querySelector("input.pw-edit-title") as HTMLInputElement).value = "A chain";
    const purpose = root.querySelector("input.pw-edit-purpose") as HTMLInputElement;
    expect(purpose.closest("label")!.textContent).toContain("Purpose");
    purpose.value = "Which pick sets off the longest chain?";
    click(root.querySelector("[data-btn=save]")!);
    expect(model.sent).toEqual([{ kind: "save", id: 1, name: "my-chain", title: "A chain",
                                  purpose: "Which pick sets off the longest chain?" }]);
    model.receive({ kind: "reply", id: 1, ok: true, path: "my-chain.json", message: "Saved as my-chain.json." });
    await tick();
    expect(root.querySelector(".pw-edit-saved")!.textContent).toBe("Saved as my-chain.json.");
  });

  it("is drawn again in the board's language when it changes", async () => {
    const { root, model } = view("editing");
    model.set({ messages: { ...model.get("messages"), "ui.edit.title": "Stelling bewerken" }, language: "nl" });
    await tick();
    expect(root.querySelector(".pw-editor h3")!.textContent).toBe("Stelling bewerken");
  });
});
