/** Every legal choice of every potion kind can be made by clicking on the board, and
 * confirming sends exactly that choice (fixtures: the project's potion scenarios). */
import { afterEach, describe, expect, it } from "vitest";
import { button, click, mountFixture, tick } from "./helpers";

const KINDS = ["wisdom", "magnetic", "abyssal", "balm", "love", "joy", "sands", "lava"];
let cleanups: (() => void)[] = [];
afterEach(() => { cleanups.forEach((c) => c()); cleanups = []; document.body.replaceChildren(); });

describe.each(KINDS)("drinking %s", (kind) => {
  it("each listed choice is reachable by clicks and sent as listed", async () => {
    const { drinks } = mountFixture(`drink_${kind}`).data;
    document.body.replaceChildren();
    expect(drinks.length).toBeGreaterThan(0);
    for (const { action, choices } of drinks) {
      for (const wanted of choices) {
        const v = mountFixture(`drink_${kind}`);
        cleanups.push(v.cleanup, v.endModel);
        const { root, model } = v;
        click(root.querySelector(`[data-key="c:${action.potion}"]`)!);
        model.receive({ kind: "reply", id: 1, ok: true, choices });
        await tick();
        for (const key of targetsInOrder(kind, wanted, model.get("tiles"))) {
          const el = root.querySelector(`[data-key="${key}"]`);
          expect(el, `${kind}: ${key} is drawn`).not.toBeNull();
          if (el!.classList.contains("chosen")) continue;   // a single choice comes preselected
          expect(el!.classList.contains("selectable"), `${kind}: ${key} is clickable`).toBe(true);
          click(el!);
          await tick();
        }
        expect(button(root, "confirm").disabled).toBe(false);
        click(button(root, "confirm"));
        const sent = model.sent[model.sent.length - 1];
        expect(sent.action).toEqual({ type: "drink", potion: action.potion, choice: wanted });
        v.cleanup();
        v.endModel();
        cleanups = [];
      }
    }
  });
});

/** What a user clicks for a choice, written out per PROTOCOL.md's choice formats. */
function targetsInOrder(kind: string, c: any, tiles: any): string[] {
  switch (kind) {
    case "wisdom": return [`m:${c.track}:${c.pos}`];
    case "magnetic": return [`m:${c.track}:${c.pos}`, `m:${c.track}:${c.pos + 1}`];
    case "balm": return Array.from({ length: c.count }, (_, i) => `m:${c.track}:${c.pos + i}`);
    case "abyssal": return c.tracks.map((t: number) => `m:${t}:0`);
    case "love": return [`p:${c.player}`];
    case "joy": return c.holes.map(([b, h]: number[]) => `h:${b}:${h}`);
    case "lava": return c.positions.map((p: number) => `m:${c.track}:${p}`);
    case "sands": return [`d:${c.potion}`, ...targetsInOrder(tiles[c.potion].kind, c.choice, tiles)];
    default: return [];
  }
}
