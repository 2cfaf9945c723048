/** The parts a board loads when it needs them (`lazy.ts`, `slots.ts`): a board that needs no
 * part asks for none; one that does asks Python once per page (`{kind: "module", name}`),
 * imports the code of the reply (built here as the build makes it: one ES module importing
 * nothing) and draws the part; a board drawn later has it at once; a refusal, no answer in
 * time or code that does not run leave a usable board that says in words what is missing. */
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { button, click, marbles, mountFixture, provideParts, tick, viewsCleanedAfterEach } from "./helpers";
import { PART_TIMEOUT_MS, forgetParts, setImporter, type PartName } from "../src/potion/lazy";
import { REPLY_TIMEOUT_MS } from "../src/board/protocol";
import type { FakeModel } from "./fake-model";

const view = viewsCleanedAfterEach();

/** jsdom cannot import a Blob URL: the code is imported as a data URL instead. */
const dataImport = (code: string) =>
  import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);

/** A part's code as the build bundles it (tests/parts-setup.ts). */
const built = (name: PartName): string => inject("partCode")[name];

const asked = (model: FakeModel) => model.sent.filter((m) => m.kind === "module");

/** Python's answer to the board's request for `name`. */
function answer(model: FakeModel, name: PartName): void {
  const request = asked(model).find((m) => m.name === name);
  expect(request, `the board asked for the ${name}`).toBeDefined();
  model.receive({ kind: "reply", id: request.id, ok: true, name, code: built(name) });
}

const missing = { rule: "module", key: "ui.part.missing", params: {}, message: "" };

beforeEach(() => {
  forgetParts();
  setImporter(dataImport);
});
afterEach(() => {
  vi.useRealTimers();
  setImporter(null);
  provideParts();
});

describe("a board that needs no part", () => {
  it("asks for none: not editable, and no move made yet", () => {
    const { root, model } = view("draft");
    expect(asked(model)).toEqual([]);
    expect((root.querySelector(".pw-editor-bar") as HTMLElement).hidden).toBe(true);
    expect((root.querySelector(".pw-timeline") as HTMLElement).hidden).toBe(true);
  });
});

describe("the strip of moves, once a move was made", () => {
  it("is asked of Python, imported from its code, and drawn with its sheet", async () => {
    const { root, model } = view("play");
    expect(asked(model)).toEqual([{ kind: "module", id: 1, name: "timeline" }]);
    expect(root.querySelector(".pw-tl-strip")).toBeNull();
    answer(model, "timeline");
    // the start and the four moves of the draft
    await vi.waitFor(() => expect(root.querySelectorAll(".pw-tl-strip [data-step]")).toHaveLength(5));
    expect((root.querySelector(".pw-timeline") as HTMLElement).hidden).toBe(false);
    expect(root.querySelector("style")!.textContent).toContain(".pw-tl-strip");
    // the strip it draws asks Python, as the strip always did
    model.sent.length = 0;
    click(root.querySelector(".pw-tl-strip [data-step='2']")!);
    expect(model.sent).toEqual([expect.objectContaining({ kind: "timeline", op: "look", step: 2 })]);
  });

  it("is asked for once per page: boards drawn meanwhile wait for it, boards drawn later have it at once", async () => {
    const first = view("play");
    const second = view("play");
    expect(asked(first.model)).toHaveLength(1);
    expect(asked(second.model)).toEqual([]);
    answer(first.model, "timeline");
    for (const { root } of [first, second]) {
      await vi.waitFor(() => expect(root.querySelector(".pw-tl-strip")).not.toBeNull());
    }
    const later = view("play");
    expect(asked(later.model)).toEqual([]);
    expect(later.root.querySelector(".pw-tl-strip")).not.toBeNull();
  });

  it("is kept for the page, not for one copy of the bundle (anywidget evaluates one per board)", async () => {
    const { root, model } = view("play");
    answer(model, "timeline");
    await vi.waitFor(() => expect(root.querySelector(".pw-tl-strip")).not.toBeNull());
    vi.resetModules();
    const copy = await import("../src/potion/lazy");
    expect(copy.loadedPart("timeline")?.TimelineView).toBeTypeOf("function");
  });

  it("refused: the board says so in words and plays on", async () => {
    const { root, model } = view("play");
    model.receive({ kind: "reply", id: 1, ok: false, error: missing });
    await vi.waitFor(() => expect(root.querySelector(".pw-part-failed")).not.toBeNull());
    const box = root.querySelector(".pw-timeline") as HTMLElement;
    expect(box.hidden).toBe(false);
    expect(box.getAttribute("role")).toBe("status");
    expect(box.textContent).toBe("The strip of moves could not be loaded: the installed package lacks it; "
      + "installing potion_widget again should bring it back. The board itself works as before; run the cell again to try once more.");
    model.sent.length = 0;
    click(marbles(root, ".selectable")[0]);
    expect(model.sent).toEqual([expect.objectContaining({ kind: "action" })]);
  });

  it("no answer in time: the board stops waiting, says so, and a board drawn later asks again", async () => {
    vi.useFakeTimers();
    const { root } = view("play");
    // longer than a move waits: the kernel may still be running the cells after the board's
    await vi.advanceTimersByTimeAsync(REPLY_TIMEOUT_MS);
    expect(root.querySelector(".pw-part-failed")).toBeNull();
    await vi.advanceTimersByTimeAsync(PART_TIMEOUT_MS - REPLY_TIMEOUT_MS);
    expect(root.querySelector(".pw-timeline")!.textContent).toContain(
      "could not be loaded: the kernel did not send it within 60 seconds.");
    expect(button(root, "undo").disabled).toBe(false);
    const later = view("play");
    expect(asked(later.model)).toHaveLength(1);
  });

  it("code that does not run: the board says so", async () => {
    const { root, model } = view("play");
    model.receive({ kind: "reply", id: 1, ok: true, name: "timeline", code: "export const = ;" });
    await vi.waitFor(() => expect(root.querySelector(".pw-part-failed")).not.toBeNull());
    expect(root.querySelector(".pw-timeline")!.textContent).toContain("this browser could not run its code.");
  });
});

describe("the position editor, on an editable board", () => {
  it("is asked of Python; a board opened in edit mode waits for it, then shows it", async () => {
    const { root, model } = view("editing");
    expect(asked(model)).toEqual([{ kind: "module", id: 1, name: "editor" }]);
    // the board waits in edit mode, saying what it waits for
    expect((root.querySelector(".pw-board-box") as HTMLElement).hidden).toBe(true);
    expect(root.querySelector(".pw-editor")!.textContent).toBe("Loading the position editor…");
    answer(model, "editor");
    await vi.waitFor(() => expect(root.querySelector(".pw-edit-dispenser")).not.toBeNull());
    expect(root.querySelector("[data-btn=edit-toggle]")!.textContent).toBe("Play from here");
    expect((root.querySelector(".pw-board-box") as HTMLElement).hidden).toBe(true);
    // a click of the loaded editor is an edit request, as always
    model.sent.length = 0;
    click(root.querySelector(".pw-edit-dispenser [data-id='place:3:1']")!);
    expect(model.sent).toEqual([expect.objectContaining({ kind: "edit", edit: { op: "set_marble", track: 3, pos: 1, color: "red" } })]);
  });

  it("refused: the bar says so, and the board is shown instead of an editor that cannot come", async () => {
    const { root, model } = view("editing");
    model.receive({ kind: "reply", id: 1, ok: false, error: missing });
    await vi.waitFor(() => expect(root.querySelector(".pw-part-failed")).not.toBeNull());
    expect(root.querySelector(".pw-editor-bar")!.textContent).toMatch(/^The position editor could not be loaded: the installed package lacks it/);
    expect((root.querySelector(".pw-editor") as HTMLElement).hidden).toBe(true);
    expect((root.querySelector(".pw-board-box") as HTMLElement).hidden).toBe(false);
  });

  it("a board removed before the part arrives is left alone", async () => {
    const { root, model, cleanup } = view("editing");
    cleanup();
    answer(model, "editor");
    await new Promise((r) => setTimeout(r, 50));
    expect(root.isConnected).toBe(false);
    expect(root.querySelector(".pw-edit-dispenser")).toBeNull();
  });
});

describe("a choice's panel, when a potion is drunk", () => {
  /** A board about to drink Potion of Wisdom, and Python's choices for it (the fixture's first). */
  function drinking() {
    const v = mountFixture("drink_wisdom");
    const { action, choices } = v.data.drinks[0];
    cleanups.push(v.cleanup, v.endModel);
    click(v.root.querySelector(`[data-key="c:${action.potion}"]`)!);
    return { ...v, choices };
  }
  let cleanups: (() => void)[] = [];
  afterEach(() => { cleanups.forEach((c) => c()); cleanups = []; });
  const choicesId = (model: FakeModel) => model.sent.find((m) => m.kind === "choices").id;

  it("is asked for with the choices, and the panel opens once both are here", async () => {
    const { root, model, choices } = drinking();
    expect(model.sent.map((m) => m.kind).sort()).toEqual(["choices", "module"]);
    expect(asked(model)).toEqual([expect.objectContaining({ name: "choices" })]);
    model.receive({ kind: "reply", id: choicesId(model), ok: true, choices });
    await tick();
    // the choices came first: nothing opens, and nothing of the panel shows, until the part is here
    expect((root.querySelector(".pw-panel") as HTMLElement).hidden).toBe(true);
    answer(model, "choices");
    await vi.waitFor(() => expect((root.querySelector(".pw-panel") as HTMLElement).hidden).toBe(false));
    expect(root.querySelector(".pw-panel [data-btn=confirm]")).not.toBeNull();
    // a board drawn later has it at once: it asks Python only for the choices
    const later = drinking();
    expect(asked(later.model)).toEqual([]);
  });

  it("refused: the board says why where a refusal is said, opens nothing and plays on", async () => {
    const { root, model, choices } = drinking();
    const request = asked(model)[0];
    model.receive({ kind: "reply", id: choicesId(model), ok: true, choices });
    model.receive({ kind: "reply", id: request.id, ok: false, error: missing });
    await vi.waitFor(() => expect((root.querySelector(".pw-refusal") as HTMLElement).hidden).toBe(false));
    expect(root.querySelector(".pw-refusal")!.textContent).toContain("the installed package lacks it");
    expect((root.querySelector(".pw-panel") as HTMLElement).hidden).toBe(true);
    expect(root.getAttribute("data-mode") ?? "play").toBe("play");
  });
});
