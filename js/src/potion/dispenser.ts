/**
 * The dispenser: 5 tracks of 9 visible positions, position 0 at the bottom. Position 8, the
 * ninth marble, is drawn whole just under the lid (it is visible, D2) and is never
 * clickable; marbles above it are hidden under the lid and only counted there. Track numbers are written under the tracks and position numbers beside the rows,
 * so a text can say "track 2, position 3". What is selectable comes from the caller (from
 * `legal` or a choices reply).
 */
import type { Color } from "./types";
import type { Translate } from "../board/i18n";
import { marble } from "./marbles";
import { s, text, title, type Anchors } from "../board/svg";
import { marbleKey } from "./targets";

export const VISIBLE = 9;
export const TRACK_GAP = 50;
export const ROW_GAP = 44;
export const R = 18;
/** The column of position numbers, left of the frame. */
export const LABEL_W = 46;
export const FRAME_W = 5 * TRACK_GAP + 20;
/** The whole block: position numbers and frame. */
export const WIDTH = LABEL_W + FRAME_W;
const BOTTOM = 30;
export const HEIGHT = 40 + VISIBLE * ROW_GAP + BOTTOM;
/** The lid's top and bottom: it ends above the ninth marble and its mark's ring (R + 5). */
const LID_TOP = 4;
export const LID_BOTTOM = marbleCenter(0, VISIBLE - 1).y - R - 7;

/** Centre of the marble at `pos` in `track`, relative to the frame's corner. */
export function marbleCenter(track: number, pos: number): { x: number; y: number } {
  return { x: 10 + TRACK_GAP / 2 + track * TRACK_GAP, y: HEIGHT - BOTTOM - R - 2 - pos * ROW_GAP };
}

export interface DispenserLook {
  /** target keys (`marbleKey`) of marbles the user may click now (other keys are ignored) */
  selectable: Set<string>;
  /** target keys of marbles chosen in a multi-step choice (drink) */
  chosen?: Set<string>;
  /** positions "track:pos" (`key`) of the two marbles of a collision */
  marked?: Set<string>;
  /** positions "track:pos" of marbles flashing because they leave (explosion, pick) */
  flash?: Set<string>;
}

/** A position of the dispenser as an animation frame names it (not a click target). */
export const key = (track: number, pos: number): string => `${track}:${pos}`;

/** The dispenser as an SVG group whose block (position numbers and frame) starts at (x, y).
 * Each position's place goes into `anchors` as "m:track:pos". */
export function drawDispenser(tracks: Color[][], look: DispenserLook, t: Translate, x: number, y: number, anchors?: Anchors): SVGElement {
  const group = s("g", { class: "dispenser", transform: `translate(${x + LABEL_W},${y})` }, [
    s("rect", { class: "frame", x: 0, y: 0, width: FRAME_W, height: HEIGHT, rx: 14 }),
    title(t("ui.dispenser")),
  ]);
  // Position numbers beside the rows, the ninth row named; "track" before the track numbers.
  const right = -8;
  // "+N" in the lids counts the marbles hidden above the ninth row
  group.appendChild(s("g", { class: "axis-caption hidden-caption" }, [
    title(t("ui.axis.hidden_long")),
    text(t("ui.axis.hidden"), { class: "axis-caption", x: right, y: (LID_TOP + LID_BOTTOM) / 2 + 4, "text-anchor": "end" }),
  ]));
  for (let pos = 0; pos < VISIBLE; pos++) {
    const cy = marbleCenter(0, pos).y;
    const ninth = pos === VISIBLE - 1;
    group.appendChild(s("g", { class: `pos-label${ninth ? " ninth-label" : ""}`, "data-pos": pos }, [
      title(t(ninth ? "ui.pos_ninth_long" : "ui.pos_long", { pos })),
      text(String(pos), { x: right, y: cy + 5, "text-anchor": "end" }),
      ninth ? text(t("ui.pos_ninth"), { class: "ninth-word", x: right, y: cy + 21, "text-anchor": "end" }) : null,
    ]));
  }
  group.appendChild(text(t("ui.axis.track"), { class: "axis-caption", x: right, y: HEIGHT - 9, "text-anchor": "end" }));
  tracks.forEach((column, track) => {
    const cx = marbleCenter(track, 0).x;
    group.appendChild(s("rect", { class: "groove", x: cx - R - 3, y: 30, width: 2 * R + 6, height: marbleCenter(0, 0).y + R + 6 - 30, rx: R + 3 }));
    for (let pos = 0; pos < VISIBLE; pos++) {
      const { x: mx, y: my } = marbleCenter(track, pos);
      anchors?.set(marbleKey(track, pos), { x: x + LABEL_W + mx - R, y: y + my - R, w: 2 * R, h: 2 * R, round: true });
      const color = column[pos];
      if (color === undefined) {
        group.appendChild(s("circle", { class: "slot", cx: mx, cy: my, r: R - 4, "data-track": track, "data-pos": pos }, [title(t("ui.empty_position", { track, pos }))]));
        continue;
      }
      const k = key(track, pos);
      const target = marbleKey(track, pos);
      const ninth = pos === VISIBLE - 1;
      const canClick = !ninth && look.selectable.has(target);
      const classes = [
        ninth ? "ninth" : "",
        canClick ? "selectable" : "",
        look.chosen?.has(target) ? "chosen" : "",
        look.marked?.has(k) ? "marked" : "",
        look.flash?.has(k) ? "flash" : "",
      ].filter(Boolean).join(" ");
      const params = { color: t(`ui.color.${color}`), track, pos };
      group.appendChild(
        marble(color, {
          x: mx, y: my, r: R, cls: classes,
          label: t(ninth ? "ui.marble_ninth" : "ui.marble", params),
          attrs: {
            "data-track": track, "data-pos": pos, "data-key": target,
            tabindex: canClick ? 0 : undefined, role: canClick ? "button" : undefined,
          },
        }),
      );
    }
    // The lid hides everything above the ninth marble, which stays whole in view (D2).
    const lidH = LID_BOTTOM - LID_TOP;
    group.appendChild(s("rect", { class: "lid", x: cx - R - 6, y: LID_TOP, width: 2 * R + 12, height: lidH, rx: 6 }));
    anchors?.set(`lid:${track}`, { x: x + LABEL_W + cx - R - 6, y: y + LID_TOP, w: 2 * R + 12, h: lidH, round: false });
    const hidden = Math.max(0, column.length - VISIBLE);
    group.appendChild(s("g", {}, [
      title(t("ui.hidden_long", { count: hidden, track })),
      text(t("ui.hidden", { count: hidden }), { class: "hidden-count", x: cx, y: LID_TOP + lidH / 2 + 5, "text-anchor": "middle", "data-track": track, "data-hidden": hidden }),
    ]));
    group.appendChild(s("g", { class: "track-label", "data-track": track }, [
      title(t("ui.track", { track })),
      text(String(track), { x: cx, y: HEIGHT - 9, "text-anchor": "middle" }),
    ]));
  });
  return group;
}
