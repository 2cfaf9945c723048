/**
 * The dispenser: 5 tracks of 9 visible positions, position 0 at the bottom. Position 8 is
 * drawn half under the lid and is never clickable; marbles above it are hidden and only
 * counted. What is selectable comes from the caller (from `legal` or a choices reply).
 */
import type { Color } from "./types";
import type { Translate } from "./i18n";
import { marble } from "./marbles";
import { s, text, title } from "./svg";

export const VISIBLE = 9;
export const TRACK_GAP = 58;
export const ROW_GAP = 48;
export const R = 20;
export const WIDTH = 5 * TRACK_GAP + 24;
export const HEIGHT = 40 + VISIBLE * ROW_GAP + 20;

/** Centre of the marble at `pos` in `track`, relative to the dispenser's corner. */
export function marbleCenter(track: number, pos: number): { x: number; y: number } {
  return { x: 12 + TRACK_GAP / 2 + track * TRACK_GAP, y: HEIGHT - 20 - R - 4 - pos * ROW_GAP };
}

export interface DispenserLook {
  /** keys "track:pos" of marbles the user may click now */
  selectable: Set<string>;
  /** chosen in a multi-step choice (drink) */
  chosen?: Set<string>;
  /** the two marbles of a collision */
  marked?: Set<string>;
  /** marbles flashing because they leave (explosion, pick) */
  flash?: Set<string>;
}

export const key = (track: number, pos: number): string => `${track}:${pos}`;

/** The dispenser as an SVG group at (x, y). */
export function drawDispenser(tracks: Color[][], look: DispenserLook, t: Translate, x: number, y: number): SVGElement {
  const group = s("g", { class: "dispenser", transform: `translate(${x},${y})` }, [
    s("rect", { class: "frame", x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 14 }),
    title(t("ui.dispenser")),
  ]);
  tracks.forEach((column, track) => {
    const cx = marbleCenter(track, 0).x;
    group.appendChild(s("rect", { class: "groove", x: cx - R - 3, y: 30, width: 2 * R + 6, height: HEIGHT - 42, rx: R + 3 }));
    for (let pos = 0; pos < VISIBLE; pos++) {
      const { x: mx, y: my } = marbleCenter(track, pos);
      const color = column[pos];
      if (color === undefined) {
        group.appendChild(s("circle", { class: "slot", cx: mx, cy: my, r: R - 4, "data-track": track, "data-pos": pos }, [title(t("ui.empty_position"))]));
        continue;
      }
      const k = key(track, pos);
      const ninth = pos === VISIBLE - 1;
      const canClick = !ninth && look.selectable.has(k);
      const classes = [
        ninth ? "ninth" : "",
        canClick ? "selectable" : "",
        look.chosen?.has(k) ? "chosen" : "",
        look.marked?.has(k) ? "marked" : "",
        look.flash?.has(k) ? "flash" : "",
      ].filter(Boolean).join(" ");
      const params = { color: t(`ui.color.${color}`), track, pos };
      group.appendChild(
        marble(color, {
          x: mx, y: my, r: R, cls: classes,
          label: t(ninth ? "ui.marble_ninth" : "ui.marble", params),
          attrs: {
            "data-track": track, "data-pos": pos, "data-key": `m:${k}`,
            tabindex: canClick ? 0 : undefined, role: canClick ? "button" : undefined,
          },
        }),
      );
    }
    // The lid hides the upper half of the ninth marble and everything above it.
    const top = marbleCenter(track, VISIBLE - 1).y;
    group.appendChild(s("rect", { class: "lid", x: cx - R - 6, y: 8, width: 2 * R + 12, height: top - 8, rx: 6 }));
    const hidden = Math.max(0, column.length - VISIBLE);
    group.appendChild(s("g", {}, [
      title(t("ui.hidden_long", { count: hidden, track })),
      text(t("ui.hidden", { count: hidden }), { class: "hidden-count", x: cx, y: top - 12, "text-anchor": "middle", "data-track": track, "data-hidden": hidden }),
    ]));
    group.appendChild(text(String(track), { class: "track-label", x: cx, y: HEIGHT - 4, "text-anchor": "middle" }));
  });
  return group;
}
