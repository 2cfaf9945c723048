/** An accepted action's events played step by step on the Sugar Blast board: the swap (W1),
 * each blast fading (B4-B6), the kept candies flying to the player (B8), the tilt towards the
 * active seat (R1) from the tilt event's moves, the refill from the far side (R2); the last
 * frame is the synced state; the computer's moves arriving one after another are queued and
 * played in turn; nothing moves under prefers-reduced-motion. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildFrames, touchesBoard } from "../src/sugar/frames";
import { fixture } from "./fake-model";
import { btn, cell, sugarViews, tick } from "./sugar_helpers";

const view = sugarViews();

describe("frames from the events (pure)", () => {
  const before = fixture("sugar_swap").traits;
  const after = fixture("sugar_swapped").traits;
  const frames = buildFrames(before.state.board, before.state.players, before.state.current, after.events, after.state);
  const typeOf = (f: { event: number }) => (f.event >= 0 ? after.events[f.event].type : "final");

  it("has one frame per swap, blast, keep, tilt and refill, in order, then the synced state", () => {
    const drawn = after.events.filter((e: any) => ["swap", "blast", "keep", "tilt", "refill", "replace"].includes(e.type)).map((e: any) => e.type);
    expect(frames.map(typeOf)).toEqual([...drawn, "final"]);
    expect(frames[frames.length - 1].board).toEqual(after.state.board);
    expect(touchesBoard(after.events)).toBe(true);
  });

  it("the swap frame has the two candies exchanged, each sliding from the other's cell (W1)", () => {
    const swap = after.events[0];
    const f = frames[0];
    expect(f.board[swap.a[0]][swap.a[1]]).toBe(before.state.board[swap.b[0]][swap.b[1]]);
    expect(f.board[swap.b[0]][swap.b[1]]).toBe(before.state.board[swap.a[0]][swap.a[1]]);
    expect([...f.slides.keys()].sort()).toEqual([`cell:${swap.a[0]}:${swap.a[1]}`, `cell:${swap.b[0]}:${swap.b[1]}`].sort());
  });

  it("a blast frame fades exactly its removed cells, which are empty in the next frame (B4-B6)", () => {
    const i = frames.findIndex((f) => typeOf(f) === "blast");
    const blast = after.events[frames[i].event];
    expect([...frames[i].fading].sort()).toEqual(blast.cells.map((c: number[]) => `cell:${c[0]}:${c[1]}`).sort());
    for (const [r, c] of blast.cells) expect(frames[i + 1].board[r][c]).toBeNull();
  });

  it("the keep frame adds the kept candies to the active player and flies them from the blast (B8)", () => {
    const i = frames.findIndex((f) => typeOf(f) === "keep");
    const keep = after.events[frames[i].event];
    const p = before.state.current;
    for (const [type, n] of Object.entries(keep.kept as Record<string, number>)) {
      expect(frames[i].players[p].kept[type]).toBe((before.state.players[p].kept[type] ?? 0) + n);
    }
    expect(frames[i].fly!.player).toBe(p);
    expect(frames[i].fly!.types.length).toBe(Object.values(keep.kept as Record<string, number>).reduce((a, n) => a + n, 0));
  });

  it("each frame's bag is the bag as the events have told it so far: returns (B8) in, refills (R2) out", () => {
    let bag = Object.values(before.state.bag as Record<string, number>).reduce((a, n) => a + n, 0);
    const told: number[] = [];
    after.events.forEach((e: any) => {
      if (e.type === "returned") bag += e.count;
      if (e.type === "refill") bag -= e.cells.length;
      told.push(bag);
    });
    for (const f of frames.slice(0, -1)) expect(f.bag).toBe(told[f.event]);
    expect(frames[frames.length - 1].bag).toBe(Object.values(after.state.bag as Record<string, number>).reduce((a, n) => a + n, 0));
    expect(new Set(frames.map((f) => f.bag)).size).toBeGreaterThan(2);    // it does change along the move
  });

  it("the tilt slides candies along their columns towards the south seat: each starts further north (R1)", () => {
    // the game's second tilt moves candies (its first follows a whole column's blast: none moves)
    const i = frames.findIndex((f) => typeOf(f) === "tilt" && after.events[f.event].moves.length > 0);
    const tilt = after.events[frames[i].event];
    expect(tilt.seat).toBe("south");
    expect(tilt.moves.length).toBeGreaterThan(0);
    expect(frames[i].slides.size).toBe(tilt.moves.length);
    for (const [from, to] of tilt.moves) {
      expect(to[1]).toBe(from[1]);
      expect(to[0]).toBeLessThan(from[0]);
      expect(frames[i].board[to[0]][to[1]]).toBe(frames[i - 1].board[from[0]][from[1]]);
      // drawn starting above its cell (screen y grows southwards)
      expect(frames[i].slides.get(`cell:${to[0]}:${to[1]}`)!.dy).toBeLessThan(0);
    }
  });

  it("the refill drops each new candy in from the far (north) side, in the refill's cells (R2)", () => {
    const i = frames.findIndex((f) => typeOf(f) === "refill");
    const refill = after.events[frames[i].event];
    for (const [r, c, type] of refill.cells) {
      expect(frames[i].board[r][c]).toBe(type);
      expect(frames[i].slides.get(`cell:${r}:${c}`)!.dy).toBeLessThan(0);
      expect(frames[i].slides.get(`cell:${r}:${c}`)!.dx).toBe(0);
    }
  });

  it("a north player's tilt slides candies the other way (R1), read from the events, not worked out", () => {
    const state = structuredClone(before.state);
    const players = state.players;
    const events = [{ type: "tilt", rule: "R1", key: "", params: {}, text: "", seat: "north", moves: [[[1, 0], [3, 0]]] }];
    const f = buildFrames(state.board, players, 1, events, state)[0];
    expect(f.board[3][0]).toBe(state.board[1][0]);
    expect(f.board[1][0]).toBeNull();
    expect(f.slides.get("cell:3:0")!.dy).toBeGreaterThan(0);
  });
});

describe("playing the frames in the view", () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
  afterEach(() => { vi.useRealTimers(); });

  it("shows each step in turn with its log line marked, nothing clickable meanwhile, then the state", async () => {
    const { root, model } = view("sugar_swap", "traits", { reducedMotion: false, delay: 100 });
    const after = fixture("sugar_swapped").traits;
    model.set(after);
    await tick();
    expect(root.getAttribute("data-frame")).toBe("swap");
    expect(root.querySelectorAll(".cell.selectable")).toHaveLength(0);
    expect((root.querySelector(".sb-anim") as HTMLElement).hidden).toBe(false);
    expect(root.querySelector(".pw-log-list li.current")!.textContent).toContain(after.events[0].say);
    const seen = [root.getAttribute("data-frame")];
    // the bag the board says at each step (the objective card's "Bag: N candies")
    const bagSaid = () => Number(/Bag: (\d+)/.exec(root.querySelector("svg")!.textContent!)![1]);
    const bags = [bagSaid()];
    for (let i = 0; i < 20 && root.getAttribute("data-frame"); i++) {
      vi.advanceTimersByTime(100);
      seen.push(root.getAttribute("data-frame"));
      bags.push(bagSaid());
    }
    expect(seen.slice(0, 6)).toEqual(["swap", "blast", "keep", "tilt", "refill", "blast"]);
    // at each step the board says the bag of that step (each step's count is checked against
    // the events above), not the bag after the move: as before it until the blast's candies return
    const prior = fixture("sugar_swap").traits.state;
    const steps = buildFrames(prior.board, prior.players, prior.current, after.events, after.state);
    expect(bags).toEqual(steps.map((f) => f.bag).slice(0, bags.length));
    const first = Object.values(prior.bag as Record<string, number>).reduce((a, n) => a + n, 0);
    expect(bags.slice(0, 3)).toEqual([first, first, first]);           // swap, blast, keep
    expect(bags[bags.length - 1]).toBe(Object.values(after.state.bag as Record<string, number>).reduce((a, n) => a + n, 0));
    expect(root.getAttribute("data-frame")).toBe("");
    for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) expect(cell(root, r, c).getAttribute("data-candy")).toBe(after.state.board[r][c] ?? "");
    expect(root.querySelectorAll(".cell.selectable").length).toBeGreaterThan(0);
    expect((root.querySelector(".sb-anim") as HTMLElement).hidden).toBe(true);
  });

  it("once the move's last step is over, the log's box is scrolled to its newest line (none left below)", async () => {
    vi.stubGlobal("requestAnimationFrame", (f: FrameRequestCallback) => { f(0); return 0; });
    try {
      const { root, model } = view("sugar_swap", "traits", { reducedMotion: false, delay: 100 });
      const box = root.querySelector(".pw-log-list")!.parentElement!;
      Object.defineProperty(box, "scrollHeight", { configurable: true, get: () => 40 * box.querySelectorAll("li:not([hidden])").length });
      model.set(fixture("sugar_swapped").traits);
      await tick();
      expect(root.getAttribute("data-frame")).toBe("swap");
      box.scrollTop = 0;     // the box as a learner may have left it while the steps played
      for (let i = 0; i < 20 && root.getAttribute("data-frame"); i++) vi.advanceTimersByTime(100);
      expect(root.getAttribute("data-frame")).toBe("");
      const lines = box.querySelectorAll("li:not([hidden])").length;
      expect(lines).toBe(box.querySelectorAll("li").length);
      expect(box.scrollTop).toBe(40 * lines);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("tells a screen reader whose turn it is after the move, not the turn the steps show (W3)", async () => {
    const { root, model } = view("sugar_swap", "traits", { reducedMotion: false, delay: 100 });
    const after = fixture("sugar_swapped").traits;
    model.set(after);
    await tick();
    expect(root.getAttribute("data-frame")).toBe("swap");
    const said = root.querySelector(".sb-announce")!.textContent!;
    for (let i = 0; i < 20 && root.getAttribute("data-frame"); i++) vi.advanceTimersByTime(100);
    const status = root.querySelector(".sb-status")!.textContent!;
    expect(status).toContain(after.state.players[after.state.current].name);
    expect(said.endsWith(status)).toBe(true);
  });

  it("the tilt step marks the sliding candies and the active seat's edge", async () => {
    const { root, model } = view("sugar_swap", "traits", { reducedMotion: false, delay: 100 });
    model.set(fixture("sugar_swapped").traits);
    await tick();
    expect(root.querySelector(".tilt-edge")!.getAttribute("data-seat")).toBe("south");
    expect(root.querySelector(".seat.active")!.getAttribute("data-seat")).toBe("south");
    const sliding: number[] = [];
    for (let i = 0; i < 20 && root.getAttribute("data-frame"); i++) {
      if (root.getAttribute("data-frame") === "tilt") sliding.push(root.querySelectorAll(".candy.sliding").length);
      vi.advanceTimersByTime(100);
    }
    // two tilts: after a whole column's blast nothing moves; after a row's, 12 candies slide
    expect(sliding).toEqual([0, 12]);
  });

  it("queues the computer's moves that arrive one after another and plays them in turn; Skip goes to the newest", async () => {
    const data = fixture("sugar_bot_turn");
    const { root, model } = view("sugar_bot_turn", "before", { reducedMotion: false, delay: 100 });
    model.set(data.steps[0]);
    model.set(data.steps[1]);
    await tick();
    expect(root.getAttribute("data-queue")).toBe("1");
    expect(root.getAttribute("data-state-id")).toBe(String(data.steps[0].state_id));
    expect(root.querySelector(".sb-status")!.textContent).toBe("Computer is playing");
    for (let i = 0; i < 40 && root.getAttribute("data-queue") !== "0"; i++) vi.advanceTimersByTime(100);
    expect(root.getAttribute("data-state-id")).toBe(String(data.steps[1].state_id));
    expect(root.getAttribute("data-frame")).not.toBe("");       // the second move plays in its turn
    const log = root.querySelector(".pw-log-list")!.textContent!;
    for (const step of data.steps) for (const e of step.events) expect(log).toContain(e.say);
    btn(root, "skip").click();
    expect(root.getAttribute("data-frame")).toBe("");
    expect(root.getAttribute("data-queue")).toBe("0");
  });

  it("under prefers-reduced-motion nothing moves: the new state is drawn at once, the log still tells it", async () => {
    const { root, model } = view("sugar_swap", "traits", { reducedMotion: true, delay: 100 });
    const after = fixture("sugar_swapped").traits;
    model.set(after);
    await tick();
    expect(root.getAttribute("data-frame")).toBe("");
    expect(root.querySelectorAll(".candy.sliding")).toHaveLength(0);
    expect(cell(root, 0, 0).getAttribute("data-candy")).toBe(after.state.board[0][0]);
    expect(root.querySelectorAll(".pw-log-list li").length).toBe(after.events.length + 1);
  });
});

describe("pausing and stepping", () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
  afterEach(() => { vi.useRealTimers(); });

  it("Pause holds the step shown, Next step goes one step on, Play runs on to the state", async () => {
    const { root, model } = view("sugar_swap", "traits", { reducedMotion: false, delay: 100 });
    model.set(fixture("sugar_swapped").traits);
    await tick();
    const bar = root.querySelector(".sb-anim") as HTMLElement;
    expect(bar.hidden).toBe(false);
    expect(root.querySelector(".sb-step")!.textContent).toMatch(/^Board step 1 of \d+$/);   // steps of the board, not lines of the log
    btn(root, "pause").click();
    expect(btn(root, "pause").textContent).toBe("Play");
    vi.advanceTimersByTime(1000);
    expect(root.getAttribute("data-frame")).toBe("swap");
    btn(root, "step").click();
    expect(root.getAttribute("data-frame")).toBe("blast");
    expect(root.querySelector(".sb-step")!.textContent).toMatch(/^Board step 2 of /);
    btn(root, "pause").click();
    for (let i = 0; i < 20 && root.getAttribute("data-frame"); i++) vi.advanceTimersByTime(100);
    expect(root.getAttribute("data-frame")).toBe("");
    expect(bar.hidden).toBe(true);
  });
});
