/** A board never says what is not so (issue 21's findings on the Potion board): no hover
 * preview when hover is off, status and hint that follow who really acts (`acting`), choices
 * an automatic pick cannot trap, a panel that echoes the choice in words, Undo off once the
 * game is over, the computer's turn summed up at the top, the ninth marble in full view,
 * labels placed where they cover nothing, and a layout that keeps its places. */
import { describe, expect, it } from "vitest";
import { ChoiceSelection, type Choice } from "../src/potion/choices";
import { freeSpot, overlap, type Rect } from "../src/board/spots";
import { HEIGHT, marbleCenter, LID_BOTTOM, R, VISIBLE } from "../src/potion/dispenser";
import { drawTile } from "../src/potion/tiles";
import { translator } from "../src/board/i18n";
import { button, click, tick, viewsCleanedAfterEach } from "./helpers";
import { fixture } from "./fake-model";

const view = viewsCleanedAfterEach();
/** A fixture's board with some traits changed before it is drawn. */
function viewWith(name: string, patch: Record<string, unknown>) {
  return view(name, "traits", patch);
}

const hint = (root: Element) => root.querySelector(".pw-hint")!.textContent ?? "";
const status = (root: Element) => root.querySelector(".pw-status")!.textContent ?? "";

function hover(el: Element): void {
  el.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
}

describe("the hover preview", () => {
  it("says nothing when hover is off, not even for the right answer", () => {
    const { root } = viewWith("play", { hover: false, previews: [] });
    const before = hint(root);
    for (const marble of root.querySelectorAll(".dispenser .marble.selectable")) {
      hover(marble);
      expect(hint(root)).toBe(before);
      expect(hint(root)).not.toContain("This pick takes");
    }
  });

  it("with hover on equals the engine's outcome: Python's preview, else the one marble", () => {
    const { root, model } = view("play");
    const previews = model.get("previews");
    for (const marble of root.querySelectorAll(".dispenser .marble.selectable")) {
      const track = Number(marble.getAttribute("data-track"));
      const pos = Number(marble.getAttribute("data-pos"));
      hover(marble);
      const preview = previews.find((p) => p.track === track && p.pos === pos);
      if (preview?.steps) expect(hint(root)).toContain(String(preview.count));
      else expect(hint(root)).toBe("This pick takes 1 marble: no explosion.");
    }
  });
});

describe("status, hint and buttons follow who acts (acting)", () => {
  it("a board nobody plays names whose turn it would be and never says 'is playing' or 'by itself'", () => {
    const { root } = viewWith("play", { interactive: false, acting: [], you: [0] });
    expect(status(root)).toMatch(/Turn \d+: Ana's turn, not played on this board/);
    expect(status(root)).not.toContain("is playing");
    expect(status(root)).not.toContain("your turn");      // a predict board: never with "nothing to click"
    expect(hint(root)).toContain("only shows the position");
    expect(hint(root)).not.toContain("by itself");
    expect(root.querySelectorAll(".selectable")).toHaveLength(0);
  });

  it("a seat nobody plays after the learner's turn: no 'wait for' and no 'is playing'", () => {
    const { root } = viewWith("play", { you: [1], acting: [1] });   // seat 0 (Ana) is to play
    expect(status(root)).toContain("not played on this board");
    expect(hint(root)).toContain("Nobody plays Ana's turn");
    expect(hint(root)).not.toContain("wait");
    expect(button(root, "end-turn").parentElement!.getAttribute("title")).toContain("Nobody plays Ana's turn");
  });

  it("'nothing to click: it plays by itself' only where a bot plays", () => {
    const { root } = viewWith("play", { interactive: false, acting: [0], bots: [0], you: [1] });
    expect(status(root)).toContain("Ana is playing");
    expect(hint(root)).toContain("by itself");
  });

  it("the person's own turn stays 'your turn' where the person acts", () => {
    const { root } = viewWith("play", { you: [0], acting: [0, 1], bots: [1] });
    expect(status(root)).toContain("your turn");
  });

  it("undo is off on a board nobody plays (a guided turn that is over) and says why", () => {
    const { root } = viewWith("play", { interactive: false, acting: [], can_undo: false });
    expect(button(root, "undo").parentElement!.getAttribute("title")).toBe("Nobody plays on this board now: its moves are not taken back.");
  });

  it("undo is off once the game is over and says why", () => {
    const { root } = viewWith("over", { can_undo: false });
    const undo = button(root, "undo");
    expect(undo.disabled).toBe(true);
    expect(undo.parentElement!.getAttribute("title")).toBe("The game is over: its moves are not taken back.");
  });
});

describe("the computer's turn is summed up at the top", () => {
  it("the summary of the computer's turn shows above the board, and an undo clears it", async () => {
    const { root, model } = viewWith("play", { you: [1], bots: [0], acting: [0, 1] });
    expect(root.querySelector(".pw-last-turn.pw-empty")).not.toBeNull();   // its line is kept
    const state = structuredClone(model.get("state"));
    model.set({ summary: "Ana's turn: took 3 marbles; score 4.", actor: 0, events: [{ type: "turn_passed", rule: "E5", key: "", params: {}, say: "Ana ends the turn." }] as never, state_id: model.get("state_id") + 1, state });
    await tick();
    expect(root.querySelector(".pw-last-turn")?.textContent).toBe("Ana's turn: took 3 marbles; score 4.");
    click(button(root, "anim-skip"));
    model.set({ summary: "", actor: -1, events: [], state_id: model.get("state_id") + 1 });
    await tick();
    expect(root.querySelector(".pw-last-turn:not(.pw-empty)")).toBeNull();
  });

  it("the reader's own summary is not repeated at the top, nor a turn nobody played here", async () => {
    const { root, model } = viewWith("play", { you: [0] });
    model.set({ summary: "Your turn: you took 3 marbles; score 4.", actor: 0, events: [{ type: "turn_passed", rule: "E5", key: "", params: {}, say: "You end the turn." }] as never, state_id: model.get("state_id") + 1 });
    await tick();
    expect(root.querySelector(".pw-last-turn")).toBeNull();
  });
});

describe("choices that cannot trap", () => {
  const kinds = fixture("drink_magnetic").traits.kinds;
  const tiles = fixture("drink_magnetic").traits.tiles;

  it("a click on the partner picked automatically keeps it (Magnetical Attraction)", () => {
    const choices: Choice[] = [{ track: 1, pos: 2 }, { track: 3, pos: 4 }];
    const sel = new ChoiceSelection(choices, "magnetic", tiles, kinds);
    sel.toggle("m:1:2");                      // the only choice left: its partner is picked too
    expect(sel.match()).toEqual(choices[0]);
    expect(sel.isAuto("m:1:3")).toBe(true);
    sel.toggle("m:1:3");                      // the click the text asks for
    expect(sel.match()).toEqual(choices[0]);
    sel.toggle("m:1:2");                      // the partner clicked is the user's own now: it stays
    expect(sel.picked).toEqual(["m:1:3"]);
    const fresh = new ChoiceSelection(choices, "magnetic", tiles, kinds);
    fresh.toggle("m:3:4");
    fresh.toggle("m:3:4");                    // unpicking a pick drops the partner that came with it
    expect(fresh.picked).toEqual([]);
  });

  it("the only player to choose, chosen for the user, stays chosen when clicked (Blind Love, 2 players)", () => {
    const love = fixture("drink_love").traits.kinds;
    const sel = new ChoiceSelection([{ player: 1 }], "love", tiles, love);
    expect(sel.match()).toEqual({ player: 1 });
    sel.toggle("p:1");
    expect(sel.match()).toEqual({ player: 1 });
  });

  it("on the board: clicking the auto-selected partner leaves Confirm enabled, and the panel says the choice in words", async () => {
    const v = view("drink_magnetic");
    const { drinks } = v.data;
    const { action, choices } = drinks[0];
    // a first marble that only one choice names: its partner is picked automatically
    const first = choices.find((c: Choice) => choices.filter((d: Choice) => d.track === c.track && (d.pos === c.pos || (d.pos as number) + 1 === c.pos)).length === 1);
    expect(first).toBeDefined();
    click(v.root.querySelector(`[data-key="c:${action.potion}"]`)!);
    v.model.receive({ kind: "reply", id: 1, ok: true, choices });
    await tick();
    click(v.root.querySelector(`[data-key="m:${first.track}:${first.pos}"]`)!);
    await tick();
    const partner = v.root.querySelector(`[data-key="m:${first.track}:${(first.pos as number) + 1}"]`)!;
    expect(partner.classList.contains("chosen")).toBe(true);
    click(partner);
    await tick();
    expect(v.root.querySelector(`[data-key="m:${first.track}:${(first.pos as number) + 1}"]`)!.classList.contains("chosen")).toBe(true);
    expect(button(v.root, "confirm").disabled).toBe(false);
    const echo = v.root.querySelector(".pw-chosen")!.textContent!;
    expect(echo).toMatch(/^Chosen: track \d, positions \d and \d\.$/);
  });

  it("a single way to keep is said in words, not drawn as a pressed button", async () => {
    const v = view("end_turn");
    const { choices } = v.data;
    click(button(v.root, "end-turn"));
    v.model.receive({ kind: "reply", id: 1, ok: true, choices: [choices[0]] });
    await tick();
    expect(v.root.querySelectorAll('[data-btn="keep"]')).toHaveLength(0);
    expect(v.root.querySelector(".pw-keep-only")).not.toBeNull();
    // the draw buttons name the potion on top of each stack, and the echo the burner it fills
    for (const b of v.root.querySelectorAll('[data-btn="draw"]')) expect(b.textContent).toMatch(/^stack \d: .+/);
  });
});

describe("what the board draws", () => {
  it("the ninth marble is in full view below the lid (D2), with room for its mark's ring", () => {
    const ninth = marbleCenter(0, VISIBLE - 1);
    expect(LID_BOTTOM).toBeLessThanOrEqual(ninth.y - R - 5);
    expect(HEIGHT).toBeGreaterThan(ninth.y);
  });

  it("a potion's tooltip names it, never by its id", () => {
    const { kinds, tiles } = fixture("midgame").traits;
    const id = Object.keys(tiles)[0];
    const t = translator(fixture("midgame").traits.messages, "en");
    const tile = drawTile(id, tiles[id], kinds, t, { x: 0, y: 0, w: 110, h: 130 });
    expect(tile.querySelector("title")!.textContent).not.toContain(id);
  });

  it("the dispenser keeps its place when the lesson's labels come and go", async () => {
    const { root, model } = view("play");
    const place = () => root.querySelector(".desk")!.getAttribute("transform");
    model.set({ marks: [{ track: 1, pos: 2, label: "this one" }] });
    await tick();
    const withLabel = place();
    model.set({ marks: [] });
    await tick();
    expect(place()).toBe(withLabel);
  });
});

describe("a spot that covers nothing", () => {
  const bounds: Rect = { x: 0, y: 0, w: 400, h: 300 };

  it("is beside its anchor and clear of every obstacle and of the anchor itself", () => {
    const anchor = { x: 100, y: 100, w: 40, h: 40 };
    const obstacles = [anchor, { x: 144, y: 90, w: 200, h: 60 }];    // the right side is taken
    const spot = freeSpot(anchor, 80, 20, obstacles, bounds);
    for (const o of obstacles) expect(overlap(spot, o)).toBe(0);
    expect(Math.abs(spot.x + spot.w / 2 - 120)).toBeLessThan(150);
  });

  it("stays inside its bounds", () => {
    const anchor = { x: 370, y: 5, w: 20, h: 20 };
    const spot = freeSpot(anchor, 100, 20, [anchor], bounds);
    expect(spot.x).toBeGreaterThanOrEqual(0);
    expect(spot.x + spot.w).toBeLessThanOrEqual(400);
    expect(overlap(spot, anchor)).toBe(0);
  });
});

describe("an exercise board gives nothing away and never contradicts its step", () => {
  it("without the explorer (explore off) there is no Heat map, no Hint and no advice box", () => {
    const { root } = viewWith("play", { explore: false });
    expect((root.querySelector(".pw-explore") as HTMLElement | null)?.hidden ?? true).toBe(true);
    expect([...root.querySelectorAll('[data-btn="heatmap"], [data-btn="hint-ask"]')].every((b) => (b.closest("[hidden]") !== null))).toBe(true);
    const free = viewWith("play", {}).root;
    expect([...free.querySelectorAll('[data-btn="hint-ask"]')].some((b) => b.closest("[hidden]") === null)).toBe(true);
  });

  it("a guided step's words take the hint line's place, and a hover note still shows first", () => {
    const { root } = viewWith("play", { guide: "Click the black marble in your pool." });
    expect(hint(root)).toBe("Click the black marble in your pool.");
    const marble = root.querySelector(".dispenser .marble.selectable")!;
    hover(marble);
    expect(hint(root)).not.toBe("");
    marble.closest("svg")!.dispatchEvent(new MouseEvent("mouseleave"));
    expect(hint(root)).toBe("Click the black marble in your pool.");
  });
});

describe("a refusal takes the hint's place", () => {
  it("the hint is hidden while a refusal shows, in one slot, and comes back after it", async () => {
    const { root, model } = viewWith("play", {});
    const slot = root.querySelector(".pw-say")!;
    expect(slot.contains(root.querySelector(".pw-hint")) && slot.contains(root.querySelector(".pw-refusal"))).toBe(true);
    model.set({ error: { rule: "D2", key: "x", params: {}, message: "The ninth marble cannot be taken." } as never });
    await tick();
    expect((root.querySelector(".pw-refusal") as HTMLElement).hidden).toBe(false);
    expect((root.querySelector(".pw-hint") as HTMLElement).hidden).toBe(true);
  });
});
