/** Requests and replies, re-rendering, cleanup, and the message catalog. */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import widget from "../src/potion/widget";
import { clientFor } from "../src/board/protocol";
import { translator } from "../src/board/i18n";
import { FakeModel, fixture } from "./fake-model";
import { mountFixture, tick } from "./helpers";

describe("protocol", () => {
  it("matches replies to requests by id and ignores foreign messages", async () => {
    const model = new FakeModel(structuredClone(fixture("play").traits));
    const end = widget.initialize({ model }) as () => void;
    const client = clientFor(model);
    const a = client.request("undo", { state_id: 3 });
    const b = client.request("choices", { action: { type: "end_turn" } });
    expect(model.sent).toEqual([
      { kind: "undo", id: 1, state_id: 3 },
      { kind: "choices", id: 2, action: { type: "end_turn" } },
    ]);
    model.receive({ kind: "something-else", id: 2 });
    model.receive({ kind: "reply", id: 2, ok: true, choices: [] });
    model.receive({ kind: "reply", id: 1, ok: false, error: { rule: "undo" } });
    expect((await b).ok).toBe(true);
    expect((await a).error!.rule).toBe("undo");
    expect(client.pending()).toBe(0);
    end();
    expect(model.listenerCount()).toBe(0);
  });
});

describe("lifecycle", () => {
  it("re-renders when Python syncs a new state", async () => {
    const { root, model } = mountFixture("draft");
    const next = fixture("play").traits;
    model.set(structuredClone(next));
    await tick();
    expect(root.getAttribute("data-state-id")).toBe(String(next.state_id));
    expect(root.getAttribute("data-phase")).toBe("play");
    expect(root.querySelectorAll(".tile.offer")).toHaveLength(0);
  });

  it("cleanup removes the view and every listener it added", () => {
    const { el, model, cleanup, endModel } = mountFixture("play");
    expect(model.listenerCount()).toBeGreaterThan(1);
    cleanup();
    expect(el.querySelector(".potion-widget")).toBeNull();
    endModel();
    expect(model.listenerCount()).toBe(0);
  });

  it("a full render of a mid-game state takes little time", () => {
    const { root, cleanup, endModel } = mountFixture("midgame");
    expect(Number(root.getAttribute("data-render-ms"))).toBeGreaterThan(0);
    cleanup();
    endModel();
  });
});

describe("message catalog", () => {
  it("every ui.* key the code uses is in the catalog Python sends", () => {
    const messages = fixture("play").traits.messages;
    const folder = resolve(__dirname, "../src");
    const used = new Set<string>();
    for (const file of readdirSync(folder, { recursive: true, encoding: "utf-8" }).filter((f) => f.endsWith(".ts"))) {
      for (const m of readFileSync(resolve(folder, file), "utf-8").matchAll(/"(ui\.[a-z_.0-9]+)"/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !(k in messages))).toEqual([]);
  });

  it("fills placeholders from params and shows unknown keys as themselves", () => {
    const t = translator({ "a.b": "Take {count} from track {track}" });
    expect(t("a.b", { count: 2, track: 4 })).toBe("Take 2 from track 4");
    expect(t("missing.key")).toBe("missing.key");
  });
});
