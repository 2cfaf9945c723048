/**
 * The Sugar Blast board as SVG, a pure function of what to draw (`BoardLook`): the objective
 * card, the grid with row and column numbers from 1, each candy's colour and glyph, the
 * seats with their players' kept candies, the highlights of what may be chosen, the blast
 * options with their numbers, and the marks. It decides nothing: what is selectable, picked
 * or previewed is given.
 */
import type { Translate } from "../board/i18n";
import { s, text, title, type Anchors } from "../board/svg";
import { fitted, textWidth, wrap } from "../board/text";
import { drawMarks } from "../board/marks";
import { candyShape } from "./candies";
import { CELL, EDGE, GRID, NEED_FONT, NEED_LINE, OBJ_LINE, SIZE, cellXY, type Box, type SugarLayout } from "./layout";
import { OBJECTIVE_ANCHOR, cellKey, keptAnchor, keyOfCell, optionKey, seatAnchor } from "./targets";
import type { BlastOption, Cell, Progress, SugarMark, SugarPlayer } from "./types";

export interface BoardLook {
  board: (string | null)[][];
  players: SugarPlayer[];
  current: number;
  /** the game goes on (the active seat is marked) */
  active: boolean;
  winner: number | null;
  you: number[] | null;
  progress: Progress[];
  /** cell keys that may be clicked now */
  selectable: Set<string>;
  picked: string | null;
  /** neighbours of the picked candy that make a legal swap with it */
  partners: Set<string>;
  /** cells a hovered swap (or option) would blast */
  preview: Set<string>;
  options: BlastOption[];
  /** whether the options' numbers may be clicked */
  optionsClickable: boolean;
  /** the option chosen while the other candy to keep is asked (B5): the only one drawn then,
   * with its own number */
  chosenOption?: number | null;
  /** cells leaving the board (a blast being shown) */
  fading: Set<string>;
  /** candies drawn sliding in: cell key -> where they start, as a screen offset */
  slides: Map<string, { dx: number; dy: number }>;
  flash: Set<string>;
  /** kept candies flying from the blast (its cells) to a player's area */
  fly: { types: string[]; from: Cell[]; player: number } | null;
  /** the key that holds the board's Tab stop */
  focus: string | null;
  marks: SugarMark[];
}

/** A candy type's name for `count` candies of it ("Gumdrop", "Gumdrops"; never 0 here). */
const nameOf = (t: Translate, type: string, count = 1) => t(count === 1 ? `sugar.candy.${type}` : `sugar.candies.${type}`);

/** A text kept within `width`: measured in the browser (a forced layout) only when the
 * estimate says it may not fit. */
function fit(content: string, width: number, fontSize: number, attrs: Record<string, string | number | undefined>): SVGElement {
  return textWidth(content, fontSize, true) > width * 0.9 ? fitted(content, width, attrs) : text(content, attrs);
}

/** The accessible name of a cell: "Mint, row 2, column 3" (rows and columns from 1). */
export function cellName(t: Translate, board: (string | null)[][], cell: Cell): string {
  const type = board[cell[0]]?.[cell[1]];
  const where = { row: cell[0] + 1, col: cell[1] + 1 };
  return type ? t("sugar.ui.cell", { ...where, candy: nameOf(t, type) }) : t("sugar.ui.cell_empty", where);
}

function objectiveCard(lay: SugarLayout, anchors: Anchors): SVGElement {
  const o = lay.objective;
  anchors.set(OBJECTIVE_ANCHOR, { x: o.x, y: o.y, w: o.w, h: o.h });
  const last = o.lines.length - 1;
  return s("g", { class: "objective" }, [
    s("rect", { class: "objective-bg", x: o.x, y: o.y, width: o.w, height: o.h, rx: 8 }),
    ...o.lines.map((line, i) => text(line, { x: o.x + 10, y: o.y + 19 + i * OBJ_LINE, class: i === last ? "bag-count" : "objective-text" })),
  ]);
}

function edges(lay: SugarLayout): SVGElement {
  const g = s("g", { class: "edges", "aria-hidden": "true" });
  const { x, y } = lay.grid;
  for (let i = 0; i < SIZE; i++) {
    g.appendChild(text(String(i + 1), { x: x - EDGE / 2, y: y + (SIZE - 1 - i) * CELL + CELL / 2 + 5, class: "edge-num", "text-anchor": "middle" }));
    g.appendChild(text(String(i + 1), { x: x + i * CELL + CELL / 2, y: y + GRID + 16, class: "edge-num", "text-anchor": "middle" }));
  }
  return g;
}

/** The bar along the grid's edge that faces the active seat: the board tilts that way (R1). */
function tiltEdge(lay: SugarLayout, seat: string): SVGElement {
  const { x, y } = lay.grid;
  const bar = { south: [x, y + GRID + 1, GRID, 4], north: [x, y - 5, GRID, 4], west: [x - 5, y, 4, GRID], east: [x + GRID + 1, y, 4, GRID] }[seat];
  const [bx, by, bw, bh] = bar ?? [0, 0, 0, 0];
  return s("rect", { class: "tilt-edge", "data-seat": seat, x: bx, y: by, width: bw, height: bh, rx: 2, "aria-hidden": "true" });
}

function cellNode(t: Translate, look: BoardLook, lay: SugarLayout, cell: Cell, anchors: Anchors): SVGElement {
  const k = keyOfCell(cell);
  const type = look.board[cell[0]][cell[1]];
  const { x, y } = cellXY(lay, cell);
  anchors.set(k, { x: x + 3, y: y + 3, w: CELL - 6, h: CELL - 6, round: true });
  const cls = ["cell"];
  if (!type) cls.push("empty");
  if (look.selectable.has(k)) cls.push("selectable");
  if (look.picked === k) cls.push("picked");
  if (look.partners.has(k)) cls.push("partner");
  if (look.preview.has(k)) cls.push("preview");
  if (look.fading.has(k)) cls.push("fading");
  if (look.flash.has(k)) cls.push("flash");
  const g = s("g", {
    class: cls.join(" "), "data-key": k, "data-row": cell[0], "data-col": cell[1], "data-candy": type ?? "",
    role: "button", tabindex: look.focus === k ? 0 : -1, "aria-label": cellName(t, look.board, cell),
    "aria-disabled": look.selectable.has(k) ? undefined : "true", "aria-pressed": look.picked === k ? "true" : undefined,
  }, [title(cellName(t, look.board, cell)), s("rect", { class: "cell-bg", x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 6 })]);
  if (type) {
    const slide = look.slides.get(k);
    const inner = s("g", { class: slide ? "candy sliding" : "candy", style: slide ? `--dx:${slide.dx}px;--dy:${slide.dy}px` : undefined }, [
      candyShape(type, 0, 0, CELL - 12),
    ]);
    g.appendChild(s("g", { transform: `translate(${x + CELL / 2},${y + CELL / 2})` }, [inner]));
  }
  g.appendChild(s("rect", { class: "hl-ring", x: x + 2.5, y: y + 2.5, width: CELL - 5, height: CELL - 5, rx: 6 }));
  g.appendChild(s("rect", { class: "focus-ring", x: x - 1, y: y - 1, width: CELL + 2, height: CELL + 2, rx: 8 }));
  return g;
}

/** The bounding box of an option's line or 3 x 3 square, on screen. */
export function optionBox(lay: SugarLayout, option: BlastOption): Box {
  const cells: Cell[] = option.square
    ? [option.square, [option.square[0] + 2, option.square[1] + 2]]
    : option.line ?? option.cells;
  const xs = cells.map((c) => cellXY(lay, c));
  const x = Math.min(...xs.map((p) => p.x));
  const y = Math.min(...xs.map((p) => p.y));
  return { x, y, w: Math.max(...xs.map((p) => p.x)) + CELL - x, h: Math.max(...xs.map((p) => p.y)) + CELL - y };
}

const BADGE_R = 11;

/** Where each option's number goes: its box's top-left corner, or the first spot along the
 * box's top edge, then down its left edge, that is clear of the numbers already placed (a row's
 * line and the mega-blast's square share that corner, and one number must not hide the other). */
export function badgeSpots(boxes: Box[]): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  const clear = (p: { x: number; y: number }) => placed.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= 2 * BADGE_R + 2);
  for (const b of boxes) {
    const corner = { x: b.x + 12, y: b.y + 12 };
    const step = 2 * BADGE_R + 4;
    const along = [corner];
    for (let d = step; d <= b.w - 12; d += step) along.push({ x: corner.x + d, y: corner.y });
    for (let d = step; d <= b.h - 12; d += step) along.push({ x: corner.x, y: corner.y + d });
    placed.push(along.find(clear) ?? corner);
  }
  return placed;
}

function optionsLayer(look: BoardLook, lay: SugarLayout): SVGElement[] {
  const frames = s("g", { class: "option-frames", "aria-hidden": "true" });
  const badges = s("g", { class: "option-badges" });
  const boxes = look.options.map((option) => optionBox(lay, option));
  const spots = badgeSpots(boxes);
  look.options.forEach((option, i) => {
    if (look.chosenOption != null && i !== look.chosenOption) return;
    const b = boxes[i];
    frames.appendChild(s("rect", { class: `option-frame k-${option.kind}`, "data-option": i, x: b.x + 3, y: b.y + 3, width: b.w - 6, height: b.h - 6, rx: 9 }));
    const { x: bx, y: by } = spots[i];
    badges.appendChild(s("g", {
      class: look.optionsClickable ? "option-badge selectable" : "option-badge", "data-key": optionKey(i), "data-option": i,
      role: "button", tabindex: -1, "aria-label": option.label,
    }, [title(option.label), s("circle", { cx: bx, cy: by, r: BADGE_R }), text(String(i + 1), { x: bx, y: by + 4.5, "text-anchor": "middle" })]));
  });
  return [frames, badges];
}

/** A seat's band: the player's name, whether they are to play, their kept candies (each
 * type's glyph and count) and what they still need for the objective. */
function seatBand(t: Translate, look: BoardLook, i: number, box: Box, anchors: Anchors): SVGElement {
  const player = look.players[i];
  const progress = look.progress[i];
  const active = look.active && i === look.current;
  const you = !!look.you && look.you.includes(i);
  const won = look.winner === i;
  anchors.set(seatAnchor(player.seat), box);
  const side = player.seat === "west" || player.seat === "east";
  const cls = ["seat", `seat-${player.seat}`, active ? "active" : "", won ? "winner" : "", you ? "you" : ""].filter(Boolean).join(" ");
  const kept = Object.entries(player.kept).filter(([, n]) => n > 0);
  const total = kept.reduce((sum, [, n]) => sum + n, 0);
  const keptWords = kept.length ? kept.map(([type, n]) => t("sugar.counted", { count: n, name: nameOf(t, type, n) })).join(", ") : t("sugar.board.kept_none");
  const needed = progress?.needed ?? "";
  const label = [t("sugar.board.seat_of", { name: player.name, seat: t(`sugar.ui.seat.${player.seat}`) }),
    active ? t("sugar.board.to_play") : "", t("sugar.board.kept_list", { candies: keptWords }), needed].filter(Boolean).join(". ");
  const g = s("g", { class: cls, "data-seat": player.seat, "data-player": i, role: "group", "aria-label": label }, [
    s("rect", { class: "seat-bg", x: box.x, y: box.y, width: box.w, height: box.h, rx: 8 }),
  ]);
  const pad = 8;
  const head = `${player.name}${you ? ` ${t("sugar.board.you")}` : ""}`;
  g.appendChild(fit(head, box.w - 2 * pad - (active || won ? 64 : 0), 15, { x: box.x + pad, y: box.y + 18, class: "player-name" }));
  if (active || won) {
    g.appendChild(text(won ? t("sugar.board.winner") : t("sugar.board.to_play"), { x: box.x + box.w - pad, y: box.y + 18, class: "seat-tag", "text-anchor": "end" }));
  }
  // kept candies: one glyph and count per type, in a row (north, south) or a grid (west, east)
  const cols = side ? 3 : 6;
  const kx = box.x + pad;
  const ky = box.y + 26;
  const step = side ? 38 : 44;
  // the kept area: its candies, or the whole line that says none is kept yet
  const keptW = kept.length ? (side ? cols * step : kept.length * step) : box.w - 2 * pad;
  const keptBox = { x: kx - 3, y: ky - 2, w: keptW + 2, h: side ? Math.ceil(Math.max(1, kept.length) / cols) * 30 + 2 : 30 };
  anchors.set(keptAnchor(i), keptBox);
  // the kept area's own box, drawn first: the group keeps its place whatever it holds
  const keptG = s("g", { class: "kept", "data-total": total }, [
    s("rect", { class: "kept-area", x: keptBox.x, y: keptBox.y, width: side ? keptBox.w : box.w - 2 * pad + 2, height: keptBox.h, fill: "none", "aria-hidden": "true" }),
  ]);
  kept.forEach(([type, n], j) => {
    const x = kx + (j % cols) * step;
    const y = ky + Math.floor(j / cols) * 30;
    anchors.set(`${keptAnchor(i)}:${type}`, { x: x, y: y, w: 26, h: 26 });
    keptG.append(s("g", { class: "kept-type", "data-candy": type, "data-count": n }, [
      title(t("sugar.counted", { count: n, name: nameOf(t, type, n) })),
      candyShape(type, x + 12, y + 13, 24), text(`${n}`, { x: x + 27, y: y + 18, class: "kept-count" })]));
  });
  if (!kept.length) keptG.appendChild(text(t("sugar.board.kept_none"), { x: kx, y: ky + 18, class: "muted" }));
  g.appendChild(keptG);
  // what is still needed, wrapped into the band (its height was laid out for it), the last
  // line that fits squeezed to the band's width
  const words = progress?.met ? t("sugar.ui.met") : needed;
  const lines = words ? wrap(words, box.w - 2 * pad, NEED_FONT) : [];
  const top = keptBox.y + keptBox.h + 16;
  const room = Math.max(1, Math.floor((box.y + box.h - 6 - top) / NEED_LINE) + 1);
  const shown = lines.length > room ? [...lines.slice(0, room - 1), lines.slice(room - 1).join(" ")] : lines;
  shown.forEach((line, j) => g.appendChild(fit(line, box.w - 2 * pad, NEED_FONT, { x: kx, y: top + j * NEED_LINE, class: progress?.met ? "needed met" : "needed" })));
  return g;
}

function flyLayer(look: BoardLook, lay: SugarLayout, anchors: Anchors): SVGElement | null {
  const fly = look.fly;
  if (!fly || !fly.from.length) return null;
  const dest = anchors.get(keptAnchor(fly.player));
  if (!dest) return null;
  const pts = fly.from.map((c) => cellXY(lay, c));
  const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length + CELL / 2;
  const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length + CELL / 2;
  return s("g", { class: "fly-layer", "aria-hidden": "true" }, fly.types.map((type, j) => {
    // each flies to its type's place among the kept candies
    const slot = anchors.get(`${keptAnchor(fly.player)}:${type}`);
    const x = slot ? slot.x + 12 : dest.x + 15 + j * 30;
    const y = slot ? slot.y + 13 : dest.y + 15;
    return s("g", { transform: `translate(${x},${y})` }, [
      s("g", { class: "candy flying", "data-candy": type, style: `--dx:${cx - x}px;--dy:${cy - y}px` }, [candyShape(type, 0, 0, 26)]),
    ]);
  }));
}

const markKey = (m: SugarMark): string | null => {
  if (Array.isArray(m.cell) && m.cell.length === 2) return cellKey(m.cell[0], m.cell[1]);
  if (typeof m.seat === "string") return seatAnchor(m.seat);
  if (m.objective === true) return OBJECTIVE_ANCHOR;
  if (typeof m.kept === "number") return keptAnchor(m.kept);
  return null;
};

/** Everything the board's SVG holds, in drawing order. */
/** What a hover changes on the board drawn by `drawSugar`: the partners, the previewed cells
 * and the hovered option's frame, set as classes on the nodes already there. Redrawing the
 * board under the pointer replaced the node a press had landed on, and its click was lost. */
export function showHover(svg: Element, look: Pick<BoardLook, "partners" | "preview">, hot: number | undefined): void {
  for (const node of svg.querySelectorAll(".cells .cell")) {
    const k = node.getAttribute("data-key") ?? "";
    node.classList.toggle("partner", look.partners.has(k));
    node.classList.toggle("preview", look.preview.has(k));
  }
  for (const frame of svg.querySelectorAll(".option-frame")) frame.classList.toggle("hot", frame.getAttribute("data-option") === String(hot));
}

export function drawSugar(t: Translate, look: BoardLook, lay: SugarLayout): SVGElement[] {
  const anchors: Anchors = new Map();
  const parts: SVGElement[] = [objectiveCard(lay, anchors)];
  look.players.forEach((p, i) => {
    const box = lay.seats[p.seat];
    if (box) parts.push(seatBand(t, look, i, box, anchors));
  });
  const { x, y } = lay.grid;
  parts.push(s("rect", { class: "grid-bg", x: x - 3, y: y - 3, width: GRID + 6, height: GRID + 6, rx: 10 }));
  parts.push(edges(lay));
  const seat = look.players[look.current]?.seat;
  if (look.active && seat) parts.push(tiltEdge(lay, seat));
  const cells = s("g", { class: "cells" });
  for (let r = SIZE - 1; r >= 0; r--) for (let c = 0; c < SIZE; c++) cells.appendChild(cellNode(t, look, lay, [r, c], anchors));
  parts.push(cells);
  if (look.options.length) parts.push(...optionsLayer(look, lay));
  const fly = flyLayer(look, lay, anchors);
  if (fly) parts.push(fly);
  if (look.marks.length) parts.push(drawMarks(look.marks, anchors, null, lay.width, markKey));
  return parts;
}
