/** The log every board shares (`src/board/log.ts`): events numbered one after another, a turn's
 * summary between them unnumbered and taking no number (the line after it does not skip one). */
import { describe, expect, it } from "vitest";
import { drawLog, type LogEntry } from "../src/board/log";

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
