/** A request Python never answers: refused locally after the timeout, the board usable again,
 * a late reply ignored. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient, REPLY_TIMEOUT_MS } from "../src/board/protocol";
import { translator } from "../src/board/i18n";
import { FakeModel, fixture } from "./fake-model";
import { click, marbles, tick, viewsCleanedAfterEach } from "./helpers";

const view = viewsCleanedAfterEach();
beforeEach(() => { vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); });
afterEach(() => { vi.useRealTimers(); });

describe("request timeout", () => {
  it("refuses a request without reply after the client's timeout, with the catalog's message", async () => {
    const model = new FakeModel(structuredClone(fixture("play").traits));
    const client = createClient(model, { timeout: 500 });
    let answer: any = null;
    void client.request("undo", { state_id: 1 }).then((r) => { answer = r; });
    vi.advanceTimersByTime(499);
    await tick();
    expect(answer).toBeNull();
    expect(client.pending()).toBe(1);
    vi.advanceTimersByTime(1);
    await tick();
    expect(answer).toMatchObject({ kind: "reply", id: 1, ok: false, error: { rule: "no_reply", key: "ui.error.no_reply", params: { seconds: 0.5 } } });
    expect(client.pending()).toBe(0);
    const t = translator(model.get("messages"));
    expect(t(answer.error.key, answer.error.params)).toContain("did not answer within 0.5 seconds");
    client.close();
  });

  it("ignores a reply that comes after the timeout, and still answers the next request", async () => {
    const model = new FakeModel(structuredClone(fixture("play").traits));
    const client = createClient(model, { timeout: 100 });
    const first = client.request("undo", {});
    vi.advanceTimersByTime(100);
    expect((await first).error!.key).toBe("ui.error.no_reply");
    const second = client.request("undo", {});
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });   // late: nobody waits for it
    expect(client.pending()).toBe(1);
    model.receive({ kind: "reply", id: 2, ok: true, events: [] });
    expect((await second).ok).toBe(true);
    vi.advanceTimersByTime(1000);                                      // its timer was cleared
    expect(client.pending()).toBe(0);
    client.close();
  });

  it("a reply in time clears its timer; closing answers what waits with a local error", async () => {
    const model = new FakeModel(structuredClone(fixture("play").traits));
    const client = createClient(model, { timeout: 100 });
    const a = client.request("undo", {});
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });
    expect((await a).ok).toBe(true);
    const b = client.request("undo", {});
    client.close();
    expect((await b).error!.key).toBe("ui.error.closed");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("the board leaves its busy state, says why, takes the next click and ignores the late reply", async () => {
    const { root, model } = view("play");
    click(marbles(root, ".selectable")[0]);
    await tick();
    expect(root.classList.contains("busy")).toBe(true);
    click(marbles(root, ".selectable")[1]);
    expect(model.sent).toHaveLength(1);                // busy: nothing more is sent
    vi.advanceTimersByTime(REPLY_TIMEOUT_MS - 1);
    await tick();
    expect(root.classList.contains("busy")).toBe(true);
    vi.advanceTimersByTime(1);
    await tick();
    expect(root.classList.contains("busy")).toBe(false);
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    expect(box.getAttribute("data-rule")).toBe("no_reply");
    expect(box.textContent).toContain(`The kernel did not answer within ${REPLY_TIMEOUT_MS / 1000} seconds`);
    // usable again: the next click is sent
    click(marbles(root, ".selectable")[1]);
    expect(model.sent).toHaveLength(2);
    expect(model.sent[1].id).toBe(2);
    // the first request's late reply changes nothing; the second's is taken
    model.receive({ kind: "reply", id: 1, ok: false, error: { rule: "C1", key: "engine.nope", params: {}, message: "late" } });
    await tick();
    expect(root.classList.contains("busy")).toBe(true);
    expect(box.getAttribute("data-rule")).toBe("no_reply");
    model.receive({ kind: "reply", id: 2, ok: true, events: [] });
    await tick();
    expect(root.classList.contains("busy")).toBe(false);
    expect(box.hidden).toBe(true);
  });
});
