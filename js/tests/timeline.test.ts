/** The strip of moves, the banner of a move looked at and the lines of play, drawn from the
 * `timeline` trait of real engine games (fixture `timeline`, written by js_fixtures.py): each
 * move a named button, the shown move marked, clicks that only ask Python, a read-only board
 * while looking back, nothing stale left from the present, and the keys of a roving tabindex. */
import { describe, expect, it } from "vitest";
import { button, click, tick, viewsCleanedAfterEach } from "./helpers";
import { jumped, lineLength, listedMoves, lookingSentence, type TimelineInfo } from "../src/potion/timeline";
import { translator } from "../src/board/i18n";

const view = viewsCleanedAfterEach();

const key = (el: Element, k: string) => {
  const ev = new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(ev);
  return ev;
};
const steps = (root: Element) => [...root.querySelectorAll(".pw-tl-strip [data-step]")] as HTMLButtonElement[];

describe("the strip of moves", () => {
  it("lists the latest moves grouped by turn, each a button named in words", () => {
    const { root, model } = view("timeline");
    const tl = model.get("timeline") as TimelineInfo;
    const buttons = steps(root);
    const listed = tl.groups.reduce((n, g) => n + g.moves.length, 0);
    expect(buttons).toHaveLength(listed);
    expect(buttons.map((b) => Number(b.getAttribute("data-step")))).toEqual(
      Array.from({ length: listed }, (_, i) => tl.first + 1 + i));
    const names = model.get("state").players.map((p) => p.name);
    const g = tl.groups[0];
    expect(buttons[0].getAttribute("aria-label")).toBe(`Move ${g.step} of 14: ${g.moves[0]}`);
    for (const b of buttons) expect(b.getAttribute("aria-label")).not.toMatch(/[{}]|undefined|"type"/);
    const groups = [...root.querySelectorAll(".pw-tl-strip .pw-tl-group[role=group]")];
    expect(groups.map((x) => x.getAttribute("aria-label"))).toEqual(tl.groups.map((x) => `Turn ${x.turn}, ${names[x.seat]}`));
    // earlier moves are behind a button, not listed
    expect(root.querySelector("[data-btn=tl-earlier]")?.textContent).toBe("Earlier moves");
  });

  it("marks the latest move as the one shown and makes it the strip's one Tab stop", () => {
    const { root } = view("timeline");
    const buttons = steps(root);
    const current = buttons.filter((b) => b.getAttribute("aria-current") === "step");
    expect(current.map((b) => b.getAttribute("data-step"))).toEqual(["14"]);
    expect(buttons.filter((b) => b.getAttribute("tabindex") === "0")).toEqual(current);
    expect(root.querySelector(".pw-tl-banner")!.hasAttribute("hidden")).toBe(true);
    expect(root.querySelector(".pw-tl-lines")).toBeNull();            // one line: no switcher
  });

  it("a click on a move only asks Python to look at it", () => {
    const { root, model } = view("timeline");
    const before = JSON.stringify(model.get("state"));
    click(steps(root).find((b) => b.getAttribute("data-step") === "11")!);
    expect(model.sent).toEqual([{ kind: "timeline", id: 1, state_id: model.get("state_id"), op: "look", step: 11 }]);
    expect(JSON.stringify(model.get("state"))).toBe(before);
  });

  it("arrow keys, Home and End move along the strip without leaving it", () => {
    const { root } = view("timeline");
    const buttons = steps(root);
    const last = buttons[buttons.length - 1];
    last.focus();
    key(last, "ArrowLeft");
    expect(document.activeElement).toBe(buttons[buttons.length - 2]);
    expect(buttons[buttons.length - 2].getAttribute("tabindex")).toBe("0");
    expect(last.getAttribute("tabindex")).toBe("-1");
    key(document.activeElement!, "Home");
    expect(document.activeElement!.getAttribute("data-btn")).toBe("tl-earlier");
    key(document.activeElement!, "End");
    expect(document.activeElement).toBe(last);
  });
});

describe("looking at an earlier move", () => {
  it("shows Python's past position read-only, with a banner and that move's own events only", async () => {
    const { root, model, data } = view("timeline");
    const presentLog = root.querySelector(".pw-log-list")!.textContent;
    model.set(data.looking);
    await tick();
    expect(root.querySelector(".pw-tl-banner")!.textContent).toContain("You are looking at move 11 of 14.");
    expect(button(root, "tl-continue").textContent).toBe("Continue from here");
    expect(button(root, "tl-latest").textContent).toBe("Back to the latest move");
    expect(root.querySelectorAll(".selectable")).toHaveLength(0);
    expect(button(root, "undo").disabled).toBe(true);
    expect(button(root, "undo").getAttribute("data-why")).toContain("looking at an earlier move");
    expect(root.querySelector(".pw-hint")!.textContent).toContain("nothing can be played here. Under the board, “Continue from here”");
    const shown = steps(root).filter((b) => b.getAttribute("aria-current") === "step");
    expect(shown.map((b) => b.getAttribute("data-step"))).toEqual(["11"]);
    // the log holds move 11's events, nothing of the present's
    const log = [...root.querySelectorAll(".pw-log-list li .pw-text")].map((li) => li.textContent);
    expect(log).toEqual(data.looking.events.map((e: { say: string }) => e.say));
    expect(root.querySelector(".pw-log-list")!.textContent).not.toBe(presentLog);
    expect(root.querySelector(".pw-anim")!.hasAttribute("hidden")).toBe(true);    // a jump: nothing animated
  });

  it("the start is a step of its own, before move 1", async () => {
    const { root, model, data } = view("timeline");
    model.set(data.start);
    await tick();
    expect(root.querySelector(".pw-tl-banner")!.textContent).toContain("You are looking at the start, before move 1 of 14.");
    const start = steps(root).find((b) => b.getAttribute("data-step") === "0")!;
    expect(start.getAttribute("aria-current")).toBe("step");
    expect(start.getAttribute("aria-label")).toBe("The start, before move 1");
    expect(root.querySelector("[data-btn=tl-earlier]")).toBeNull();
  });

  it("Continue from here and Back to the latest move ask Python", async () => {
    const { root, model, data } = view("timeline");
    model.set(data.looking);
    await tick();
    click(button(root, "tl-continue"));
    expect(model.sent.at(-1)).toMatchObject({ kind: "timeline", op: "continue" });
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });
    await tick();
    click(button(root, "tl-latest"));
    expect(model.sent.at(-1)).toMatchObject({ kind: "timeline", op: "look", step: null });
  });
});

describe("lines of play", () => {
  it("after a branch, a switcher names every line with its length; a click asks to switch", async () => {
    const { root, model, data } = view("timeline");
    model.set(data.branched);
    await tick();
    const lines = [...root.querySelectorAll(".pw-tl-lines [data-line]")] as HTMLButtonElement[];
    expect(lines.map((b) => b.textContent)).toEqual(["Line 1 (14 moves)", "Line 2 (11 moves)"]);
    expect(lines.map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "true"]);
    expect(lines[1].getAttribute("aria-label")).toBe("Line 2 (11 moves), in play");
    expect(root.querySelector(".pw-tl-banner")!.hasAttribute("hidden")).toBe(true);
    expect(root.querySelectorAll(".selectable").length).toBeGreaterThan(0);    // the present plays again
    click(lines[0]);
    expect(model.sent.at(-1)).toMatchObject({ kind: "timeline", op: "switch", line: 1 });
  });
});

describe("the pure helpers", () => {
  const t = translator({
    "timeline.looking": "You are looking at move {step} of {total}.",
    "timeline.looking_start": "You are looking at the start, before move 1 of {total}.",
    "timeline.step_label": "Move {step} of {total}, {name}: {move}",
  });
  const tl = (patch: Partial<TimelineInfo> = {}): TimelineInfo => ({
    line: 1, lines: [3], looking: null, first: 0, groups: [{ seat: 1, turn: 2, step: 2, moves: ["a", "b"] }], ...patch,
  });

  it("name each listed move with its number, its player and its words", () => {
    expect(listedMoves(tl(), ["Ana", "Ben"], t).map((m) => m.label)).toEqual(["Move 2 of 3, Ben: a", "Move 3 of 3, Ben: b"]);
    expect(lineLength(tl({ line: 2, lines: [3, 7] }))).toBe(7);
  });

  it("say where the learner is looking, and nothing in the present", () => {
    expect(lookingSentence(tl({ looking: 2 }), t)).toBe("You are looking at move 2 of 3.");
    expect(lookingSentence(tl({ looking: 0 }), t)).toBe("You are looking at the start, before move 1 of 3.");
    expect(lookingSentence(tl(), t)).toBe("");
  });

  it("tell a jump (look, branch, switch) from a move played in the present", () => {
    expect(jumped(tl(), tl({ lines: [4] }))).toBe(false);                   // a move played
    expect(jumped(tl(), tl({ looking: 1 }))).toBe(true);
    expect(jumped(tl({ looking: 1 }), tl())).toBe(true);
    expect(jumped(tl(), tl({ lines: [3, 1], line: 2 }))).toBe(true);
    expect(jumped(tl({ lines: [3, 1] }), tl({ lines: [3, 1], line: 2 }))).toBe(true);
  });
});

it("a step request waits for its reply: the strip is disabled meanwhile", async () => {
  const { root, model } = view("timeline");
  click(steps(root)[0]);
  await tick();
  expect(steps(root).every((b) => b.disabled)).toBe(true);
  model.receive({ kind: "reply", id: 1, ok: true, events: [] });
  await tick();
  expect(steps(root).every((b) => !b.disabled)).toBe(true);
});
