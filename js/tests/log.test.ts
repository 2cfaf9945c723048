/** The log every board shares (`src/board/log.ts`): events numbered one after another, a turn's
 * summary between them unnumbered and taking no number (the line after it does not skip one). */
import { describe, expect, it } from "vitest";
import { fixture } from "./fake-model";
import { tick, viewsCleanedAfterEach } from "./helpers";
import { drawLog, type LogEntry } from "../src/board/log";
import { Story } from "../src/board/story";

const t = (key: string) => key;

describe("the log's numbers", () => {
  it("counts only the events: a summary takes no number", () => {
    const entries: LogEntry[] = [
      { rule: "W1", text: "Ana swapped two candies." },
      { rule: "W3", text: "It is Ben's turn." },
      { rule: "", text: "Ana's turn: kept 1 Mint.", kind: "summary" },
      { rule: "N1", text: "No swap can make a line." },
      { rule: "", text: "Edit: Ben is to move.", kind: "note" },
    ];
    const list = document.createElement("ol");
    drawLog(list, entries, -1, t, 1);
    const items = [...list.children] as HTMLLIElement[];
    expect(items).toHaveLength(entries.length);
    const numbered = items.filter((li) => !li.classList.contains("pw-summary"));
    expect(numbered.map((li) => li.value)).toEqual(numbered.map((_, i) => i + 1));
    expect(items[3].value).toBe(items[1].value + 1);        // after the summary: 3, not 4
  });
});

describe("a move taken back", () => {
  const said = (text: string, rule = "W1") => ({ type: "swap", key: "", rule, params: {}, text, say: text }) as any;

  it("strikes through the lines of the last action still in the game, and only those", () => {
    const story = new Story();
    story.add([said("Ana swaps."), said("A line blasts.", "B1")], t, {});
    story.line("Ana's turn: kept 1 Mint.", "summary");
    story.add([said("Ben swaps.")], t, {});
    story.takeBack("The last move was taken back.");
    expect(story.entries.map((e) => !!e.takenBack)).toEqual([false, false, false, true, false]);
    // a second undo takes back the action before: its summary too, never the notes
    story.takeBack("The last move was taken back.");
    expect(story.entries.map((e) => !!e.takenBack)).toEqual([true, true, true, true, false, false]);
    const list = document.createElement("ol");
    story.draw(list, t, {});
    expect([...list.querySelectorAll("li del")].map((d) => d.textContent))
      .toEqual(["Ana swaps.", "A line blasts.", "Ana's turn: kept 1 Mint.", "Ben swaps."]);
    // nothing left to take back: the note alone
    story.takeBack("The last move was taken back.");
    expect(story.entries.filter((e) => e.takenBack)).toHaveLength(4);
  });
});

describe("a move taken back on a Potion Explosion board", () => {
  const view = viewsCleanedAfterEach();

  it("keeps the move's lines struck through above the note that says it was taken back", async () => {
    const { root, model, data } = view("midgame");
    const played = fixture("play").traits;
    expect(played.events.length).toBeGreaterThan(0);
    model.set({ events: played.events, state_id: data.traits.state_id + 1 });
    await tick();
    model.set({ events: [], summary: "", state_id: data.traits.state_id + 2 });
    await tick();
    const items = [...root.querySelectorAll(".pw-log-list li")];
    expect(items.filter((li) => li.querySelector("del"))).toHaveLength(played.events.length);
    expect(items[items.length - 1].querySelector("del")).toBeNull();
    expect(items[items.length - 1].textContent!.toLowerCase()).toContain("taken back");
  });
});
