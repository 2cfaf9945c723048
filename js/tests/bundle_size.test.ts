/**
 * What a board's page loads stays small: widget.js, the bundle every Potion Explosion board sends
 * when it opens, is under its 80,000-byte target, and no bundle or part grows past the size it
 * was measured at (raw and gzipped, rounded up to the next 100 bytes). A change that adds bytes
 * lowers nothing here by accident: it raises a ceiling in the open, with its reason.
 * Reads the built files (`make js`).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const STATIC = join(__dirname, "..", "..", "potion_widget", "static");
/** The target of issue 22 for the bundle every Potion Explosion board loads first. */
const WIDGET_TARGET = 80_000;
/** Each built file's ceiling: [bytes, gzipped bytes]. */
const CEILINGS: Record<string, [number, number]> = {
  // raised from 79_700 (1 byte over): a label is kept off a panel's border (placeLabels); the
  // gzipped size from 28_600: a move taken back stays in the log struck through (the bytes it
  // adds were won back by naming the page's colours once, which compresses less well)
  "widget.js": [79_800, 28_800],
  // raised from [66_500, 22_500]: the log brought to its newest line once a move's steps are
  // over, and the marks' labels moved off the candies (the shared label placement, 4 KB); then
  // from 70_700: the marks' shared style (marks.css), which styles the leader lines it lacked;
  // then from 70_800: the bag counted at each step of a move shown (frames.ts); then from
  // 71_100: the editor says where a save wrote the position (it said nothing); then from
  // 71_500: the board drawn again once laid out in the page (its labels were never placed), and
  // a button that is on looks on; then from 71_900: the view's mount, at the 200-line limit,
  // split (what the view can do now is now.ts's; its functions' names stay in the bundle);
  // then from 72_100: an exercise reset ends the choice under way (a candy stayed picked);
  // then from 72_200: one blast on the board told as one in every language; then from 72_300:
  // Undo says why once the game is over, and a move taken back stays in the log struck through
  "sugar.js": [72_600, 25_100],
  "editor.js": [15_800, 5_700],
  "timeline.js": [5_600, 2_200],
  "review.js": [7_500, 3_000],
  "choices.js": [16_200, 6_100],
};

const built = (name: string): Buffer => {
  const path = join(STATIC, name);
  expect(existsSync(path), `${name} is built (make js)`).toBe(true);
  return readFileSync(path);
};

describe("bundle sizes", () => {
  it(`widget.js is under ${WIDGET_TARGET} bytes`, () => {
    expect(built("widget.js").length).toBeLessThan(WIDGET_TARGET);
  });

  it.each(Object.entries(CEILINGS))("%s stays under its ceiling", (name, [bytes, gzipped]) => {
    const code = built(name);
    expect(code.length).toBeLessThanOrEqual(bytes);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(gzipped);
  });
});
