/** Clicks and keys become the right requests; what is not selectable sends nothing. */
import { describe, expect, it } from "vitest";
import { button, click, marbles, posKey, tick, viewsCleanedAfterEach } from "./helpers";

const view = viewsCleanedAfterEach();

describe("picking", () => {
  it("a click on a selectable marble sends that pick with the current state id", () => {
    const { root, model } = view("play");
    const target = marbles(root, ".selectable")[3];
    click(target);
    expect(model.sent).toEqual([{
      kind: "action", id: 1, state_id: model.get("state_id"),
      action: { type: "pick", track: Number(target.getAttribute("data-track")), pos: Number(target.getAttribute("data-pos")) },
    }]);
  });

  it("sends nothing for the ninth marble, an empty slot or a desk marble that cannot move", () => {
    const { root, model } = view("play");
    const ninth = marbles(root, ".ninth")[0];
    click(ninth);
    click(root.querySelector(".desk")!);
    expect(model.sent).toEqual([]);
    // the ninth marble explains itself from the catalog (D2)
    expect(root.querySelector(".pw-hint")!.textContent).toContain("D2");
  });

  it("keyboard: Enter on a focused selectable marble picks it", () => {
    const { root, model } = view("play");
    const target = marbles(root, ".selectable")[0];
    expect(target.getAttribute("tabindex")).toBe("0");
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(model.sent[0].action).toEqual({ type: "pick", track: Number(target.getAttribute("data-track")), pos: Number(target.getAttribute("data-pos")) });
  });

  it("ignores a second click while the first request waits for its reply", async () => {
    const { root, model } = view("play");
    click(marbles(root, ".selectable")[0]);
    click(marbles(root, ".selectable")[1]);
    expect(model.sent).toHaveLength(1);
    model.receive({ kind: "reply", id: 1, ok: true, events: [] });
    await tick();
    click(marbles(root, ".selectable")[1]);
    expect(model.sent).toHaveLength(2);
  });

  it("the little-help toggle turns clicks into help actions (T3)", () => {
    const { root, model } = view("play");
    const help = button(root, "help");
    expect(help.disabled).toBe(false);
    click(help);
    expect(help.getAttribute("aria-pressed")).toBe("true");
    const helps = new Set(model.get("legal").filter((a) => a.type === "help").map((a) => `${a.track}:${a.pos}`));
    expect(new Set(marbles(root, ".selectable").map(posKey))).toEqual(helps);
    click(marbles(root, ".selectable")[0]);
    expect(model.sent[0].action.type).toBe("help");
  });

  it("hovering a pick previews Python's outcome: which marbles leave, in how many steps", () => {
    const { root, data } = view("exploded", "before");
    const p = data.preview;
    const target = root.querySelector(`.dispenser [data-key="m:${p.track}:${p.pos}"]`)!;
    target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    const out = [...root.querySelectorAll(".preview-out")].map(posKey).sort();
    expect(out).toEqual(p.positions.map((q: number) => `${p.track}:${q}`).sort());
    expect(root.querySelector(".pw-hint")!.textContent).toContain(`${p.count} marble`);
    expect(root.querySelector(".pw-hint")!.textContent).toContain(`${p.steps} explosion step`);
  });

  it("a refusal is shown with its rule and changes nothing", async () => {
    const { root, model } = view("play");
    const stateBefore = JSON.stringify(model.get("state"));
    click(button(root, "end-turn"));
    expect(model.sent[0]).toMatchObject({ kind: "choices", action: { type: "end_turn" } });
    model.receive({ kind: "reply", id: 1, ok: false, error: { rule: "E0", key: "refuse.end_without_pick", params: {}, message: "Make your usual pick before ending the turn. (E0)" } });
    await tick();
    const box = root.querySelector(".pw-refusal") as HTMLElement;
    expect(box.hidden).toBe(false);
    expect(box.getAttribute("data-rule")).toBe("E0");
    expect(box.textContent).toContain("usual pick");
    expect(JSON.stringify(model.get("state"))).toBe(stateBefore);
    expect(root.querySelector(".pw-panel")!.hasAttribute("hidden")).toBe(true);
  });

  it("a refusal recorded by a notebook call (error trait) is shown too", async () => {
    const { root, model } = view("play");
    model.set({ error: { rule: "D2", key: "refuse.ninth_marble", params: { track: 0, pos: 8 }, message: "x" } });
    await tick();
    expect(root.querySelector(".pw-refusal")!.getAttribute("data-rule")).toBe("D2");
  });

  it("the draft: a click on an offered starter drafts it (S2)", () => {
    const { root, model } = view("draft");
    const tile = root.querySelector(".tile.offer.selectable")!;
    click(tile);
    expect(model.sent[0].action).toEqual({ type: "draft", tile: tile.getAttribute("data-tile") });
  });
});

describe("hand, pool and drinks", () => {
  it("a hand marble then a highlighted hole sends that placement (I2)", async () => {
    const { root, model } = view("exploded", "after");
    const places = model.get("legal").filter((a) => a.type === "place");
    expect(places.length).toBeGreaterThan(0);
    const first = places[0];
    const handIndex = model.get("state").players[model.get("state").current].hand.indexOf(first.color as any);
    click(root.querySelector(`[data-key="hand:${handIndex}"]`)!);
    await tick();
    const holes = [...root.querySelectorAll(".hole.selectable")].map((h) => h.getAttribute("data-key"));
    expect(holes).toEqual(places.filter((a) => a.color === first.color).map((a) => `h:${a.burner}:${a.hole}`));
    click(root.querySelector(`[data-key="h:${first.burner}:${first.hole}"]`)!);
    expect(model.sent[0].action).toEqual(first);
  });

  it("drinking asks Python for the choices, lets the user pick on the board, and confirms", async () => {
    const { root, model, data } = view("drink");
    const potion = data.action.potion;
    click(root.querySelector(`[data-key="c:${potion}"]`)!);
    expect(model.sent[0]).toMatchObject({ kind: "choices", id: 1, action: { type: "drink", potion } });
    model.receive({ kind: "reply", id: 1, ok: true, choices: data.choices });
    await tick();
    expect((root.querySelector(".pw-panel") as HTMLElement).hidden).toBe(false);
    const confirm = button(root, "confirm");
    expect(confirm.disabled).toBe(data.choices.length !== 1);
    // abyssal: every bottom-row marble named by a choice is clickable, and only those
    const named = new Set(data.choices.flatMap((c: any) => c.tracks.map((t: number) => `${t}:0`)));
    expect(new Set(marbles(root, ".selectable").map(posKey))).toEqual(named);
    const wanted = data.choices.find((c: any) => c.tracks.length === 1);
    click(root.querySelector(`.dispenser [data-key="m:${wanted.tracks[0]}:0"]`)!);
    await tick();
    expect(root.querySelectorAll(".dispenser .marble.chosen")).toHaveLength(1);
    expect(button(root, "confirm").disabled).toBe(false);
    click(button(root, "confirm"));
    expect(model.sent[1]).toMatchObject({ kind: "action", action: { type: "drink", potion, choice: wanted } });
  });

  it("cancel leaves the drink without sending anything", async () => {
    const { root, model, data } = view("drink");
    click(root.querySelector(`[data-key="c:${data.action.potion}"]`)!);
    model.receive({ kind: "reply", id: 1, ok: true, choices: data.choices });
    await tick();
    click(button(root, "cancel"));
    await tick();
    expect((root.querySelector(".pw-panel") as HTMLElement).hidden).toBe(true);
    expect(model.sent).toHaveLength(1);
  });
});

describe("end of turn", () => {
  it("shows the E1..E5 checklist, sends Python's choice, then ticks every step from the events", async () => {
    const { root, model, data } = view("end_turn");
    click(button(root, "end-turn"));
    model.receive({ kind: "reply", id: 1, ok: true, choices: data.choices });
    await tick();
    const steps = [...root.querySelectorAll(".pw-checklist li")];
    expect(steps.map((s) => s.getAttribute("data-step"))).toEqual(["E1", "E2", "E3", "E4", "E5"]);
    expect(steps.every((s) => s.classList.contains("todo"))).toBe(true);
    const confirm = button(root, "confirm");
    expect(confirm.disabled).toBe(false);
    click(confirm);
    expect(model.sent[1]).toMatchObject({ kind: "action", action: { type: "end_turn", ...data.choices[0] } });
    model.set(structuredClone(data.after));
    model.receive({ kind: "reply", id: 2, ok: true, events: data.after.events });
    await tick();
    click(button(root, "anim-skip"));
    const done = [...root.querySelectorAll(".pw-checklist li.done")];
    expect(done).toHaveLength(5);
    expect(root.getAttribute("data-state-id")).toBe(String(data.after.state_id));
  });
});
