/**
 * Potion Explosion's board drawn into the view's SVG for a layout (`layout.ts`): the dispenser
 * (at the animation's step shown), the heat map over it, the draft's board, each desk, and the
 * marks a lesson or a hint puts on them. What may be clicked and what is chosen come from the
 * view (`clickable.ts`); who won is Python's answer.
 */
import type { Translate } from "../board/i18n";
import { drawMarks } from "../board/marks";
import type { Anchors } from "../board/svg";
import type { Frame } from "./animation";
import { drawBoard } from "./board";
import { drawDesk } from "./desk";
import { drawDispenser } from "./dispenser";
import { drawHeat, isMeasure, type HeatCell } from "./heatmap";
import type { Layout } from "./layout";
import { inGutter, markKey } from "./marks";
import { key, parse } from "./targets";
import type { GameState, KindInfo, Mark, TileInfo } from "./types";

/** The smallest scale the board is drawn at: its smallest words (12 px) stay 11 px. */
const MIN_SCALE = 11 / 12;

/** What the board is drawn from. */
export interface SvgView {
  t: Translate;
  tiles: Record<string, TileInfo>;
  kinds: Record<string, KindInfo>;
  state: GameState;
  lay: Layout;
  /** the keys that may be clicked, and those drawn as chosen */
  keys: Set<string>;
  chosen: Set<string>;
  /** the animation's step shown, or null for the state itself */
  frame: Frame | null;
  animating: boolean;
  heat: HeatCell[];
  /** the heat map's measure (Python's `heatmap` trait), any other value for none */
  heatmap: unknown;
  winners: number[];
  scores: number[];
  you: number[] | null;
  marks: Mark[];
  svg: SVGSVGElement;
}

export function drawBoardSvg(v: SvgView): void {
  const anchors: Anchors = new Map();
  // Who won is Python's answer (F2, then the tie-break F3), never computed here.
  const winners = v.state.phase === "over" ? v.winners : [];
  const seatsYou = v.you;
  const desks = v.lay.desks.map(({ player: i, x, y }) => {
    const mine = i === v.state.current;
    const deskKeys = new Set([...v.keys].filter((k) => {
      const kind = parse(k)?.kind;
      return kind === "player" || (mine && kind !== "marble" && kind !== "stack" && kind !== "tile");
    }));
    return drawDesk(v.state, i, v.tiles, v.kinds, v.t, {
      active: mine && v.state.phase !== "over", score: v.scores[i] ?? 0,
      winner: winners.includes(i), you: !!seatsYou && seatsYou.includes(i), yours: seatsYou ? seatsYou.includes(i) : mine,
      selectable: deskKeys, chosen: mine ? v.chosen : new Set([...v.chosen].filter((k) => k === key({ kind: "player", player: i }))),
    }, x, y, anchors);
  });
  v.svg.setAttribute("viewBox", `0 0 ${v.lay.width} ${v.lay.height}`);
  v.svg.setAttribute("aria-label", v.t("ui.board"));
  v.svg.setAttribute("aria-description", v.t("ui.board_keys"));
  v.svg.style.maxWidth = v.lay.maxWidth ? `${v.lay.maxWidth}px` : "";
  // never drawn so small that its words shrink below 11 px (12 px text at 11/12 scale): a
  // narrow place (a compare board, a side panel) scrolls the board sideways instead
  v.svg.style.minWidth = `${Math.ceil(v.lay.width * MIN_SCALE)}px`;
  const look = { selectable: v.keys, chosen: v.chosen, marked: v.frame?.marked, flash: v.frame?.flash };
  const parts: SVGElement[] = [drawDispenser(v.frame ? v.frame.dispenser : v.state.dispenser, look, v.t, v.lay.dispenser.x, v.lay.dispenser.y, anchors)];
  const heatMeasure = v.heatmap;
  if (isMeasure(heatMeasure) && !v.animating) parts.push(drawHeat(v.heat, anchors, heatMeasure, v.t));
  if (v.lay.board) parts.push(drawBoard(v.state, v.tiles, v.kinds, v.t, v.keys, v.lay.board.x, v.lay.board.y, v.lay.board.cols, v.lay.board.tileW, anchors));
  parts.push(...desks);
  if (v.marks.length) parts.push(drawMarks(v.marks, anchors, v.lay.gutter, v.lay.width, markKey, inGutter));
  v.svg.replaceChildren(...parts);
}
