/** Sugar Blast's position editor (`src/sugar/editor.ts`): it draws what Python's `editor` trait
 * offers and only asks Python (every edit checked by the engine, lessons/edit_mode.py): a
 * candy chosen then a cell clicked is one `set_candy`, a kept count is one `set_kept`, and
 * nothing is sent while a request waits. */
import { describe, expect, it } from "vitest";
import { SugarEditor, type EditorLook, type EditorRequest, type SugarEditorInfo } from "../src/sugar/editor";
import type { SugarState } from "../src/sugar/types";
import type { Reply } from "../src/board/types";

const t = (key: string, params: Record<string, unknown> = {}) => `${key}${Object.keys(params).length ? JSON.stringify(params) : ""}`;

const INFO: SugarEditorInfo = {
  candies: ["marshmallow", "corn", "cane", "gumdrop", "lollipop", "mint"].map((type) => ({ type, name: type.toUpperCase(), left: 5 })),
  cards: [{ id: "nine-any", text: "Keep 9" }, { id: "four-pairs", text: "Keep pairs" }],
  phases: [{ id: "swap", name: "swap phase" }, { id: "blast", name: "blast phase" }],
  players: ["Ana", "Ben"],
};

const STATE = {
  board: [], bag: {}, objective: { id: "nine-any", total: 9 }, current: 0, phase: "swap", drawn: null, quiet: 0, winner: null,
  players: [{ name: "Ana", seat: "south", kept: { mint: 2 } }, { name: "Ben", seat: "north", kept: {} }],
} as unknown as SugarState;

function editor(look: Partial<EditorLook> = {}, reply: Reply | null = null) {
  const sent: EditorRequest[] = [];
  const ed = new SugarEditor((r) => {
    sent.push(r);
    return Promise.resolve(reply);
  });
  ed.draw(t, { editable: true, editing: true, interactive: true, info: INFO, state: STATE, locked: false, ...look });
  return { ed, sent };
}

describe("Sugar Blast's position editor", () => {
  it("puts the candy chosen on the cell clicked, and empties a cell with Empty", () => {
    const { ed, sent } = editor();
    ed.put([2, 3]);
    (ed.box.querySelector('[data-btn="ed-candy"][data-candy="mint"]') as HTMLElement).click();
    expect(ed.box.querySelector('[data-candy="mint"][data-btn="ed-candy"]')!.getAttribute("aria-pressed")).toBe("true");
    ed.put([0, 5]);
    (ed.box.querySelector('[data-btn="ed-candy"][data-candy=""]') as HTMLElement).click();
    ed.put([1, 1]);
    expect(sent).toEqual([
      { kind: "edit", edit: { op: "set_candy", row: 2, col: 3, candy: "marshmallow" } },
      { kind: "edit", edit: { op: "set_candy", row: 0, col: 5, candy: "mint" } },
      { kind: "edit", edit: { op: "set_candy", row: 1, col: 1, candy: null } },
    ]);
  });

  it("says where a save wrote the position, as Python's reply tells it, until the next edit", async () => {
    const said = "Saved as my-walk.json. Anyone opens it with sugar_scenarios.load_file.";
    const { ed, sent } = editor({}, { kind: "reply", id: 1, ok: true, path: "my-walk.json", message: said });
    (ed.box.querySelector("[data-edit=name]") as HTMLInputElement).value = "my walk";
    (ed.box.querySelector('[data-btn="ed-save"]') as HTMLElement).click();
    expect(sent).toEqual([{ kind: "save", name: "my walk", title: "", purpose: "" }]);
    await Promise.resolve();
    await Promise.resolve();
    expect(ed.box.querySelector(".pw-edit-saved")!.textContent).toBe(said);
    ed.put([2, 3]);
    expect(ed.box.querySelector(".pw-edit-saved")!.textContent).toBe("");
  });

  it("a kept count goes no higher than the candies kept and left in the bag (G1)", () => {
    const { ed } = editor();
    const mint = ed.box.querySelector('input[data-seat="0"][data-candy="mint"]') as HTMLInputElement;
    expect(mint.max).toBe(String(2 + INFO.candies.find((c) => c.type === "mint")!.left));
  });

  it("shows each player's kept candies from the state and sends a change as set_kept", () => {
    const { ed, sent } = editor();
    const mint = ed.box.querySelector('input[data-seat="0"][data-candy="mint"]') as HTMLInputElement;
    expect(mint.value).toBe("2");
    mint.value = "3";
    mint.dispatchEvent(new Event("change", { bubbles: true }));
    const who = ed.box.querySelector('select[data-edit="current"]') as HTMLSelectElement;
    who.value = "1";
    who.dispatchEvent(new Event("change", { bubbles: true }));
    expect(sent).toEqual([
      { kind: "edit", edit: { op: "set_kept", player: 0, candy: "mint", count: 3 } },
      { kind: "edit", edit: { op: "set_current", player: 1 } },
    ]);
  });

  it("sends nothing while a request waits, and is not offered on a board that is not editable", () => {
    const { ed, sent } = editor({ locked: true });
    ed.put([2, 3]);
    (ed.toggle as HTMLButtonElement).click();
    expect(sent).toEqual([]);
    const off = editor({ editable: false, editing: false, info: null });
    expect(off.ed.toggle.hidden).toBe(true);
    expect(off.ed.box.hidden).toBe(true);
    off.ed.put([0, 0]);
    expect(off.sent).toEqual([]);
  });
});
