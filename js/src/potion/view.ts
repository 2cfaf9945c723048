/**
 * One view of the widget: draws the synced state, turns clicks and keys into requests, and
 * plays every action's events. Everything it offers comes from `legal`, `previews` and
 * Python's choices replies; the interface mode (one value, `mode.ts`), hover, animation and
 * the queue of updates still to show are its only own state. What is clicked is a target of
 * `targets.ts`.
 *
 * Updates are shown in the order they came: when several arrive at once (the computer plays
 * its whole turn in one kernel call), each is told and animated in turn, and nothing of a
 * state already out of date can be clicked meanwhile.
 */
import type { Action, Color, GameState, Mark, Model, Preview, Show, Traits } from "./types";
import type { GameEvent, Refusal, Reply } from "../board/types";
import type { Client, RequestKind } from "../board/protocol";
import { translator, type Translate } from "../board/i18n";
import { drawDispenser } from "./dispenser";
import { groupOf, isKind, key, marbleKey, parse, type Group, type Target } from "./targets";
import { drawDesk } from "./desk";
import { drawBoard } from "./board";
import { buildFrames, eventFrames, touchesDispenser, type Frame } from "./animation";
import { ChoiceSelection, EndTurnSelection, describeChoice, namesPlayer, potionName, type Choice, type Describe } from "./choices";
import { chosenWords, endWords, keepWords, stackWords } from "./chosen";
import { INITIAL, drinkOf, endOf, handOf, next, type Mode, type ModeEvent } from "./mode";
import { drawChecklist, isEndOfTurn } from "./log";
import { ruleBadge, withRules } from "../board/log";
import { inGutter, markKey, needsGutter } from "./marks";
import { drawMarks, placeLabels } from "../board/marks";
import { placePanel } from "./panelspot";
import { Seats } from "./seats";
import { playHint } from "./hints";
import { layoutBoard, type Layout } from "./layout";
import { marbleIcon } from "./marbles";
import { fitTexts } from "../board/text";
import { STYLE } from "./style";
import { isLooking, jumped, type TimelineInfo, type TimelineRequest } from "./timeline";
import { HEAT_STYLE, drawHeat, isMeasure, type HeatCell } from "./heatmap";
import { ExploreBar, currentAdvice } from "./explorebar";
import { h, s, type Anchors } from "../board/svg";
import { editorSlot, timelineSlot } from "./slots";
import { KeptAbove } from "./room";
import { StatusLine, turnWords, type Form } from "./status";
import { markDrawn } from "../board/echo";
import { Shown } from "../board/shown";
import { Requests } from "../board/requests";
import { Story } from "../board/story";
import { Focus } from "../board/focus";
import { btn, setButton, whyWrapper } from "../board/buttons";

/** The smallest scale the board is drawn at: its smallest words (12 px) stay 11 px. */
const MIN_SCALE = 11 / 12;
const TRAITS: (keyof Traits)[] = ["state", "state_id", "legal", "previews", "events", "error", "messages", "tiles", "kinds", "scores", "winners",
  "show", "marks", "you", "rules", "actor", "summary", "log_epoch", "hover", "interactive", "acting", "bots", "explore", "guide", "can_undo", "language", "timeline",
  "editable", "editing", "editor", "heat", "heatmap", "advice", "preview", "explore_hint"];
/** Traits of one game state, shown together. */
interface Snapshot {
  state: GameState;
  state_id: number;
  legal: Action[];
  previews: Preview[];
  events: GameEvent[];
  scores: number[];
  winners: number[];
  actor: number;
  summary: string;
  log_epoch: number;
  timeline?: TimelineInfo;
  /** the heat map's cells and the hint of this state (`exploring.py`) */
  heat: HeatCell[];
  advice: unknown;
}

/** The first placement when each colour's placements all go to one burner (so "place all"
 * needs no decision from the user), else null. */
export function unambiguousPlacement(legal: Action[]): Action | null {
  const places = legal.filter((a) => a.type === "place");
  const burners = new Map<unknown, Set<unknown>>();
  for (const a of places) {
    if (!burners.has(a.color)) burners.set(a.color, new Set());
    burners.get(a.color)!.add(a.burner);
  }
  if (!places.length || [...burners.values()].some((b) => b.size > 1)) return null;
  return places[0];
}

/** The tile of a drunk potion's key, or undefined. */
function drunkTile(k: string | undefined): string | undefined {
  const target = parse(k);
  return target?.kind === "drunk" ? target.tile : undefined;
}

/** What the view holds of its own: everything else it draws is Python's traits. */
interface ViewState {
  /** What the learner is doing (`mode.ts`): changed only through `to`. */
  mode: Mode;
  /** A sentence shown in the hint's place (a hover preview, the ninth marble), or null. */
  note: string | null;
  /** The keys of the board's parts drawn last. */
  drawn: Set<string>;
  /** The width the board was laid out for last. */
  layoutWidth: number;
  /** A render is under way (focus is kept once, at its end). */
  rendering: boolean;
  /** Once a label has needed the gutter beside the dispenser, it stays for the board's life:
   * the parts never jump as a lesson's labels come and go. A lesson's board (the explorer's
   * buttons off) has it from its first draw: a shown answer or a guided step may label a
   * dispenser place at any moment. */
  gutterKept: boolean;
  /** The summary of the last turn a bot played (the computer's), shown at the top until the
   * reader's own turn ends, an undo or a cleared log. Its line is kept on every board a bot
   * plays, empty meanwhile, so the board below never moves. */
  lastTurn: string | null;
  /** The hint's words now (a live region: rewritten only when they change). */
  hintText: string | null;
  /** The refusal written in the alert (written once per refusal, not at every redraw). */
  refusalShown: Refusal | null;
  /** Whose turn it was said to be last. */
  turnSaid: string;
}

/** Build the view in `el`; returns the cleanup that removes it and every listener.
 * `width` fixes the layout width (tests); else it follows the element's width. */
export function mount(el: HTMLElement, model: Model, client: Client, opts: { delay?: number; width?: number } = {}): () => void {
  let t: Translate = translator(model.get("messages") ?? {}, model.get("language") ?? "en");
  /** The view's own state, in one place (everything else is Python's traits). */
  const ui: ViewState = {
    mode: INITIAL, note: null, drawn: new Set(), layoutWidth: -1, rendering: false,
    gutterKept: model.get("explore") === false, lastTurn: null, hintText: null, refusalShown: null, turnSaid: "",
  };
  const to = (event: ModeEvent) => { ui.mode = next(ui.mode, event); };
  /** The log's lines and the one shown (`board/story.ts`). */
  const log = new Story();
  const snapshot = (): Snapshot => ({
    state: model.get("state"),
    state_id: model.get("state_id"),
    legal: model.get("legal") ?? [],
    previews: model.get("previews") ?? [],
    events: model.get("events") ?? [],
    scores: model.get("scores") ?? [],
    winners: model.get("winners") ?? [],
    actor: model.get("actor") ?? -1,
    summary: model.get("summary") ?? "",
    log_epoch: model.get("log_epoch") ?? 0,
    timeline: model.get("timeline"),
    heat: model.get("heat") ?? [],
    advice: model.get("advice") ?? null,
  });
  /** Python's updates as they are shown, one after another (`board/shown.ts`). */
  const shown = new Shown<Snapshot, Frame>(model, {
    read: snapshot,
    show: (item) => (item.kind === "epoch" ? startLog(item.epoch) : apply(item.snap)),
    render: () => render(),
  });
  /** The requests sent to Python and the last refusal (`board/requests.ts`). */
  const req = new Requests(client, model, () => render());

  const root = h("div", { class: "potion-widget", "data-state-id": shown.cur.state_id });
  const style = h("style", {}, STYLE + HEAT_STYLE);
  /** The status line (`status.ts`): what it says is drawn from the state and who plays here. */
  const statusLine = new StatusLine();
  const status = statusLine.el;
  const buttons = {
    help: btn("help"), placeAll: btn("place-all"), toPool: btn("to-pool"), endTurn: btn("end-turn"), undo: btn("undo"),
  };
  /** A button in a wrapper that says why it is disabled (`board/buttons.ts`). */
  const wrap = whyWrapper(`pw-${Math.random().toString(36).slice(2, 8)}`);
  const toolbar = h("div", { class: "pw-toolbar" }, Object.values(buttons).map(wrap));
  /** The heat map and the hint (`explorebar.ts`): wishes go to Python as requests. */
  const explore = new ExploreBar(btn, wrap, {
    heatmap: (measure) => void send("heatmap", undefined, { measure }),
    hint: () => void send("hint"),
    playHint: (action) => void sendAction(action),
  });
  const hint = h("div", { class: "pw-hint", "aria-live": "polite" });
  const refusalBox = h("div", { class: "pw-refusal", role: "alert", hidden: true });
  /** The hint and a refusal share one slot of a fixed least height: a refusal shown in the
   * hint's place never pushes the board down. */
  const saying = h("div", { class: "pw-say" }, [hint, refusalBox]);
  const announcer = h("div", { class: "pw-announce", role: "status", "aria-live": "polite", "aria-atomic": "false" });
  const svg = s("svg", { class: "pw-board", role: "group", tabindex: -1, preserveAspectRatio: "xMidYMin meet" }) as SVGSVGElement;
  /** The board in a block of its own (the root is a flex column: the SVG keeps its sizing). */
  const panel = h("div", { class: "pw-panel", hidden: true });
  /** The board, with a choice's panel laid over it beside what is being chosen. */
  const boardBox = h("div", { class: "pw-board-box" }, [svg, panel]);
  const animButtons = { toggle: btn("anim-toggle"), step: btn("anim-step"), skip: btn("anim-skip") };
  const animInfo = h("span", { class: "pw-anim-info" });
  const animBar = h("div", { class: "pw-anim", hidden: true }, [...Object.values(animButtons).map(wrap), animInfo]);
  const checklist = h("div", { class: "pw-checklist", hidden: true });
  const logList = h("ol", { class: "pw-log-list" });
  const logTitle = h("summary", {});
  const logBox = h("details", { class: "pw-log", open: true }, [logTitle, logList]);
  /** The strip of moves, the banner of a move looked at, the lines (`timeline.ts`), loaded
   * when there is a move to list (`slots.ts`). */
  const timelineView = timelineSlot((request) => void send("timeline", undefined, request), client,
    (css) => style.append(css), () => render());
  // The toolbar comes after the board in the DOM (the Tab order follows the turn: dispenser,
  // hand, burners, pool, then the buttons) and is shown above it by the flex order.
  root.append(style, status, saying, announcer, timelineView.banner, boardBox, toolbar, explore.bar, explore.advice, animBar, checklist, timelineView.box, logBox);
  /** The position editor (`editor.ts`): in edit mode it is drawn instead of the board; loaded
   * when the board is editable (`slots.ts`). */
  const editor = editorSlot(model, client, () => render());
  root.append(editor.bar, editor.panel);
  el.appendChild(root);

  // ------------------------------------------------------------------ helpers
  const st = () => shown.cur.state;
  const legal = () => shown.cur.legal;
  const rules = () => model.get("rules") ?? {};
  const show = (): Show => {
    const v = model.get("show");
    return v === "dispenser" || v === "desk" ? v : "game";
  };
  const marks = (): Mark[] => (Array.isArray(model.get("marks")) ? model.get("marks")! : []);
  /** Who plays which seat here (`seats.ts`), read from Python's traits now. */
  const seating = new Seats(model);
  const you = () => seating.you();
  const nameOf = (i: number) => st().players[i]?.name ?? "";
  const activeName = () => nameOf(st().current);
  const animating = () => shown.animating();
  const running = () => shown.running();
  /** A state newer than the one shown is waiting: what is shown cannot be acted on. */
  const stale = () => shown.stale();
  const interactive = () => seating.interactive();
  const plays = (seat: number) => seating.plays(seat);
  const byBot = (seat: number) => seating.byBot(seat);
  const personPlays = () => seating.personPlays();
  const yourTurn = () => seating.yourTurn(st().current);
  const formOf = (): Form => seating.formOf(st().current);
  /** Someone other than "you" is being shown playing (the computer's turn). */
  const othersMove = () => {
    const seats = you();
    return !!seats && shown.cur.actor >= 0 && !seats.includes(shown.cur.actor) && (running() || stale());
  };
  /** The hint is a live region: it is rewritten only when its words change. */
  const setHint = (content: string) => {
    if (content === ui.hintText) return;
    ui.hintText = content;
    hint.replaceChildren(...withRules(content, rules()));
  };

  /** Keys the user may click now, by area. */
  function clickable(): Set<string> {
    const keys = new Set<string>();
    if (stale()) return keys;
    const state = st();
    if (ui.mode.kind === "drink") {
      for (const k of ui.mode.sel.clickable()) keys.add(k);
      return keys;
    }
    if (ui.mode.kind === "end") {
      for (const stack of ui.mode.sel.keep !== null ? ui.mode.sel.drawOptions() : []) keys.add(key({ kind: "stack", stack }));
      return keys;
    }
    const handPick = ui.mode.hand;
    if (!yourTurn() || !interactive()) return keys;
    const me = state.players[state.current];
    for (const a of legal()) {
      if (a.type === (ui.mode.help ? "help" : "pick")) keys.add(marbleKey(a.track as number, a.pos as number));
      else if (a.type === "draft") keys.add(key({ kind: "tile", tile: a.tile as string }));
      else if (a.type === "drink") keys.add(key({ kind: "potion", tile: a.potion as string }));
      else if (a.type === "from_pool" && me) me.pool.forEach((c, i) => c === a.color && keys.add(key({ kind: "pool", index: i })));
      else if ((a.type === "place" || a.type === "to_pool") && me) {
        me.hand.forEach((c, i) => c === a.color && keys.add(key({ kind: "hand", index: i })));
        if (a.type === "place" && handPick !== null && me.hand[handPick] === a.color) keys.add(key({ kind: "hole", burner: a.burner as number, hole: a.hole as number }));
      }
    }
    return keys;
  }

  function chosenKeys(): Set<string> {
    if (ui.mode.kind === "drink") return new Set(ui.mode.sel.picked);
    const handPick = handOf(ui.mode);
    return handPick !== null ? new Set([key({ kind: "hand", index: handPick })]) : new Set();
  }

  function describer(): Describe {
    const seats = you();
    return {
      t, tiles: model.get("tiles") ?? {}, kinds: model.get("kinds") ?? {}, dispenser: st().dispenser,
      pool: (seat) => ((seats ? seats.includes(seat) : seat === st().current) ? t("ui.choice.pool_yours") : t("ui.choice.pool_of", { name: nameOf(seat) })),
    };
  }

  // ------------------------------------------------------------------ drawing
  /** The board keeps its place as the texts above it change (`room.ts`). */
  const above = new KeptAbove({ toolbar, help: buttons.help, saying, hint, refusal: refusalBox, board: boardBox });
  function render(): void {
    const t0 = performance.now();
    ui.rendering = true;
    const state = st();
    t = translator(model.get("messages") ?? {}, model.get("language") ?? "en");
    markDrawn(root, model, shown.cur.state_id);     // and marimo re-runs what reads the board
    root.setAttribute("lang", model.get("language") ?? "en");
    root.setAttribute("data-phase", state.phase);
    root.setAttribute("data-show", show());
    root.setAttribute("data-queue", String(shown.pending.length));
    root.classList.toggle("busy", req.busy);
    drawStatus();
    drawSvg();
    drawToolbar();
    drawPanel();
    drawAnimBar();
    drawRefusal();
    timelineView.draw(shown.cur.timeline, st().players.map((p) => p.name), t, req.busy || stale());
    const editing = editor.draw(t);
    root.toggleAttribute("data-editing", editing);
    boardBox.hidden = toolbar.hidden = editing;
    hint.hidden = editing || !!req.refusal;     // a refusal takes the hint's place until it goes
    // an exercise board offers no Heat map and no Hint unless the lesson means it (explore)
    const exploring = model.get("explore") !== false;
    explore.bar.hidden = editing || !exploring;
    if (!exploring) explore.advice.hidden = true;
    if (editing) for (const part of [refusalBox, panel, animBar, checklist, timelineView.banner, timelineView.box, explore.advice]) part.hidden = true;
    logTitle.textContent = t("ui.log.title");
    log.draw(logList, t, rules());
    above.keep({ width: ui.layoutWidth, language: model.get("language") ?? "en", t, rules: rules(), messages: model.get("messages") ?? {},
      players: state.players.map((p) => p.name), potions: Object.values(model.get("kinds") ?? {}), guide: model.get("guide") || "", hint: ui.hintText ?? "" });
    ui.rendering = false;
    focus.keep();
    root.setAttribute("data-render-ms", (performance.now() - t0).toFixed(2));
  }

  function drawStatus(): void {
    const state = st();
    statusLine.draw({
      state, t, rules: rules(), show: show(), bots: (model.get("bots") ?? []).length > 0, lastTurn: ui.lastTurn,
      form: othersMove() ? "other" : formOf(), who: othersMove() ? nameOf(shown.cur.actor) : activeName(),
      winners: shown.cur.winners, scores: shown.cur.scores, width: measure(), language: model.get("language") ?? "en",
    });
  }

  /** Why a move cannot be made now for a reason shared by every button, or null. */
  function lockReason(): string | null {
    if (req.busy) return t("ui.why.busy");
    if (stale() || othersMove()) return t("ui.why.queue");
    if (isLooking(shown.cur.timeline)) return t("timeline.why.looking");
    if (ui.mode.kind !== "play") return t("ui.why.choosing");
    const state = st();
    if (state.phase === "over") return t("ui.why.over");
    if (!plays(state.current)) return t("ui.why.idle", { name: activeName() });
    if (byBot(state.current) && !personPlays()) return t("ui.why.locked");
    if (!yourTurn()) return t("ui.why.not_your_turn", { name: activeName() });
    return null;
  }



  function drawToolbar(): void {
    const acts = legal();
    const state = st();
    const canHelp = acts.some((a) => a.type === "help");
    if (!canHelp) to({ type: "help_unavailable" });
    const help = ui.mode.help;
    const handPick = handOf(ui.mode);
    const me = state.players[state.current];
    const handColor = handPick !== null ? me?.hand[handPick] : undefined;
    const lock = lockReason();
    const helpWhy = lock ?? (state.phase !== "play" ? t("ui.why.help_phase")
      : state.turn.helped ? t("ui.why.help_used") : !canHelp ? t("ui.why.help_none") : null);
    setButton(buttons.help, t(help ? "ui.btn.help_on" : "ui.btn.help"), helpWhy, help);
    const places = acts.some((a) => a.type === "place");
    const placeWhy = lock ?? (!me?.hand.length ? t("ui.why.hand_empty")
      : !places ? t("ui.why.place_none") : !unambiguousPlacement(acts) ? t("ui.why.place_choose") : null);
    setButton(buttons.placeAll, t("ui.btn.place_all"), placeWhy);
    const poolWhy = lock ?? (!me?.hand.length ? t("ui.why.hand_empty")
      : !handColor ? t("ui.why.to_pool_pick")
      : acts.some((a) => a.type === "to_pool" && a.color === handColor) ? null
      : acts.some((a) => a.type === "place" && a.color === handColor) ? t("ui.why.to_pool_fits") : t("ui.why.pool_full"));
    setButton(buttons.toPool, t("ui.btn.to_pool"), poolWhy);
    const endWhy = lock ?? (state.phase === "draft" ? t("ui.why.end_draft") : state.phase === "tiebreak" ? t("ui.why.end_tiebreak") : null);
    setButton(buttons.endTurn, t("ui.btn.end_turn"), endWhy);
    // The dispenser alone has no desk: what concerns the hand and the turn's end is not offered.
    const deskless = show() === "dispenser";
    for (const b of [buttons.placeAll, buttons.toPool, buttons.endTurn]) {
      if (b.parentElement) (b.parentElement as HTMLElement).hidden = deskless;
    }
    const undoWhy = req.busy ? t("ui.why.busy") : stale() || othersMove() ? t("ui.why.queue")
      : isLooking(shown.cur.timeline) ? t("timeline.why.looking") : ui.mode.kind !== "play" ? t("ui.why.choosing")
      : st().phase === "over" ? t("ui.why.undo_over")
      : !interactive() ? t("ui.why.undo_locked")
      : model.get("can_undo") === false ? t("ui.why.nothing_to_undo") : null;
    setButton(buttons.undo, t("ui.btn.undo"), undoWhy);
    const heatMeasure = model.get("heatmap");
    explore.draw({
      heatmap: isMeasure(heatMeasure) ? heatMeasure : null,
      honest: model.get("preview") !== "all-seeing",
      advice: currentAdvice(shown.cur.advice, shown.cur.state_id),
      hint: model.get("explore_hint") !== false,
      lock,
    }, t, setButton, req.busy ? t("ui.why.busy") : null);
    setHint(hintNow());
  }

  /** The hint line: a note (a hover preview, the ninth marble), else the words of a guided
   * step (Python's `guide`), else the board's own hint. */
  function hintNow(): string {
    return ui.note ?? (model.get("guide") || currentHint());
  }

  function currentHint(): string {
    const state = st();
    if (req.busy) return t("ui.hint.wait");
    if (othersMove()) return t("ui.hint.watching", { name: nameOf(shown.cur.actor) });
    if (stale()) return t("ui.hint.showing");
    if (isLooking(shown.cur.timeline)) return t("timeline.hint.looking");
    if (ui.mode.kind === "drink") {
      const d = ui.mode;
      const kinds = model.get("kinds") ?? {};
      const info = kinds[d.potionKind];
      const params = { name: info?.name ?? d.potionKind, effect: info?.effect ?? "" };
      if (d.sel.stage === "potion") return t("ui.hint.reuse", params);
      const reused = d.sel.reuses ? drunkTile(d.sel.picked.find((k) => isKind(k, "drunk"))) : undefined;
      if (reused !== undefined && !d.sel.match()) {
        const kind = model.get("tiles")[reused]?.kind ?? "";
        return t("ui.hint.reusing", { name: potionName(reused, describer()), effect: kinds[kind]?.effect ?? "" });
      }
      return t(d.sel.match() ? "ui.hint.drink_ready" : "ui.hint.drink", params);
    }
    if (ui.mode.kind === "end") return t("ui.hint.end_turn");
    return playHint({ t, state, mode: ui.mode, seating, legal: legal(), hover: model.get("hover") !== false, show: show() });
  }

  /** The layout width: the element's own width, in steps of 10 px (0 while unknown). */
  function measure(): number {
    if (opts.width) return opts.width;
    const w = root.clientWidth;
    if (!w) return 0;
    const cs = typeof getComputedStyle === "function" ? getComputedStyle(root) : null;
    const pad = cs ? (parseFloat(cs.paddingLeft) || 0) + (parseFloat(cs.paddingRight) || 0) : 12;
    return Math.floor((w - pad) / 10) * 10;
  }

  function drawSvg(): void {
    const state = st();
    const shows = show();
    const keys = animating() ? new Set<string>() : clickable();
    const chosen = chosenKeys();
    const seats = shows === "game" ? state.players.map((_, i) => i)
      : shows === "desk" ? [Math.min(state.players.length - 1, Math.max(0, you()?.[0] ?? state.current))] : [];
    const withBoard = shows === "game" || (shows === "desk" && state.phase === "draft");
    const hinted = model.get("explore_hint") !== false ? currentAdvice(shown.cur.advice, shown.cur.state_id)?.marks ?? [] : [];
    const allMarks = [...marks(), ...hinted];
    ui.layoutWidth = measure();
    ui.gutterKept = ui.gutterKept || needsGutter(allMarks);
    const lay: Layout = layoutBoard(state, shows, seats, withBoard, ui.layoutWidth, ui.gutterKept);
    const anchors: Anchors = new Map();
    // Who won is Python's answer (F2, then the tie-break F3), never computed here.
    const winners = state.phase === "over" ? shown.cur.winners : [];
    const seatsYou = you();
    const desks = lay.desks.map(({ player: i, x, y }) => {
      const mine = i === state.current;
      const deskKeys = new Set([...keys].filter((k) => {
        const kind = parse(k)?.kind;
        return kind === "player" || (mine && kind !== "marble" && kind !== "stack" && kind !== "tile");
      }));
      return drawDesk(state, i, model.get("tiles"), model.get("kinds"), t, {
        active: mine && state.phase !== "over", score: shown.cur.scores[i] ?? 0,
        winner: winners.includes(i), you: !!seatsYou && seatsYou.includes(i), yours: seatsYou ? seatsYou.includes(i) : mine,
        selectable: deskKeys, chosen: mine ? chosen : new Set([...chosen].filter((k) => k === key({ kind: "player", player: i }))),
      }, x, y, anchors);
    });
    svg.setAttribute("viewBox", `0 0 ${lay.width} ${lay.height}`);
    svg.setAttribute("aria-label", t("ui.board"));
    svg.setAttribute("aria-description", t("ui.board_keys"));
    svg.style.maxWidth = lay.maxWidth ? `${lay.maxWidth}px` : "";
    // never drawn so small that its words shrink below 11 px (12 px text at 11/12 scale): a
    // narrow place (a compare board, a side panel) scrolls the board sideways instead
    svg.style.minWidth = `${Math.ceil(lay.width * MIN_SCALE)}px`;
    const look = { selectable: keys, chosen, marked: shown.frame?.marked, flash: shown.frame?.flash };
    const parts: SVGElement[] = [drawDispenser(shown.frame ? shown.frame.dispenser : state.dispenser, look, t, lay.dispenser.x, lay.dispenser.y, anchors)];
    const heatMeasure = model.get("heatmap");
    if (isMeasure(heatMeasure) && !animating()) parts.push(drawHeat(shown.cur.heat, anchors, heatMeasure, t));
    if (lay.board) parts.push(drawBoard(state, model.get("tiles"), model.get("kinds"), t, keys, lay.board.x, lay.board.y, lay.board.cols, lay.board.tileW, anchors));
    parts.push(...desks);
    if (allMarks.length) parts.push(drawMarks(allMarks, anchors, lay.gutter, lay.width, markKey, inGutter));
    svg.replaceChildren(...parts);
    svg.classList.toggle("animating", animating());
    ui.drawn = new Set([...svg.querySelectorAll("[data-key]")].map((n) => n.getAttribute("data-key")!));
    focus.applyRoving();
    if (svg.isConnected) {
      fitTexts(svg);
      if (allMarks.length) placeLabels(svg);
    }
    if (!ui.rendering) focus.keep();
  }

  function drawPanel(): void {
    panel.replaceChildren();
    panel.hidden = ui.mode.kind === "play";
    checklist.hidden = true;
    const confirm = btn("confirm");
    const cancel = btn("cancel");
    const actions = h("div", { class: "pw-panel-buttons" }, [wrap(confirm), wrap(cancel)]);
    cancel.textContent = t("ui.btn.cancel");
    cancel.addEventListener("click", cancelModes);
    if (ui.mode.kind === "drink") {
      const d = ui.mode;
      const kinds = model.get("kinds") ?? {};
      const info = kinds[d.potionKind];
      const words = describer();
      panel.append(h("div", { class: "pw-panel-title" }, withRules(`${info?.name ?? d.potionKind}: ${info?.effect ?? ""}${info?.rule ? ` (${info.rule})` : ""}`, rules())));
      if (d.sel.reuses && d.sel.onBoard) {
        // The Sands of Time, step by step: the drunk potion to reuse, by name; then its choice.
        const reused = d.sel.picked.find((k) => isKind(k, "drunk"));
        const all = [...new Set(d.sel.targets.map((x) => x![0]))];
        const row = h("div", { class: "pw-reuse" }, [h("span", {}, t("ui.choice.reuse_which"))]);
        for (const k of all) {
          const option = btn("reuse");
          const tile = drunkTile(k) ?? "";
          option.setAttribute("data-potion", tile);
          option.setAttribute("aria-pressed", String(k === reused));
          option.textContent = t("ui.choice.drunk_potion", { name: potionName(tile, words) });
          option.addEventListener("click", () => { d.sel.reuse(k); ui.note = null; render(); });
          row.append(option);
        }
        panel.append(row);
      }
      if (d.sel.stage === "target") {
        const open = d.sel.consistent();
        const hiddenTarget = open.some((i) => d.sel.targets[i]!.some((k) => !ui.drawn.has(k)));
        const innerKind = (i: number) => (d.sel.reuses ? model.get("tiles")[String(d.sel.choices[i].potion)]?.kind ?? "" : d.potionKind);
        const byName = open.some((i) => namesPlayer(innerKind(i), model.get("kinds") ?? {}));
        if ((!d.sel.onBoard || hiddenTarget || byName) && open.length <= 30) {
          // Choices the board cannot show (or players, better named) are listed in words.
          const chosenIndex = d.sel.matchIndex();
          const row = h("div", { class: "pw-options" }, [h("span", {}, t("ui.choice.which"))]);
          const list = d.sel.onBoard ? open : d.sel.choices.map((_, i) => i);
          for (const i of list) {
            const c = d.sel.choices[i];
            const option = btn("choice");
            option.setAttribute("data-choice", String(i));
            option.setAttribute("aria-pressed", String(i === chosenIndex));
            option.textContent = d.sel.reuses && c.choice && typeof c.choice === "object"
              ? describeChoice(innerKind(i), c.choice as Choice, words) : describeChoice(d.potionKind, c, words);
            option.addEventListener("click", () => {
              if (d.sel.targets[i]) d.sel.choose(i);
              else to({ type: "choose_raw", index: i });
              render();
            });
            if (!d.sel.targets[i]) option.setAttribute("aria-pressed", String(i === d.raw));
            row.append(option);
          }
          panel.append(row);
        }
      }
      panel.append(echo(chosenWords(d, describer())));
      const ready = !!d.sel.match() || (d.raw !== null && !d.sel.targets[d.raw]);
      setButton(confirm, t("ui.btn.confirm"), req.busy ? t("ui.why.busy") : ready ? null : t("ui.why.confirm_drink"));
      setButton(cancel, t("ui.btn.cancel"), null);
      confirm.addEventListener("click", confirmDrink);
      panel.append(actions);
    } else if (ui.mode.kind === "end") {
      const e = ui.mode.sel;
      const keeps = e.keepOptions();
      const keepRow = h("div", { class: "pw-keep" }, [h("span", {}, withRules(t("ui.choice.keep"), rules()))]);
      // A single way to keep is no choice: said in words, not drawn as a pressed button.
      if (keeps.length === 1) keepRow.append(h("span", { class: "pw-keep-only" }, keepWords(keeps[0], t)));
      else keeps.forEach((k) => {
        const colors = JSON.parse(k) as Color[] | null;
        const option = btn("keep");
        option.setAttribute("aria-pressed", String(e.keep === k));
        option.setAttribute("data-keep", k);
        if (colors && colors.length) {
          option.setAttribute("aria-label", colors.map((c) => t(`ui.color.${c}`)).join(", "));
          colors.forEach((c) => option.appendChild(marbleIcon(c)));
        } else option.textContent = t("ui.choice.keep_none");
        option.addEventListener("click", () => { e.chooseKeep(k); render(); });
        keepRow.append(option);
      });
      panel.append(keepRow);
      if (e.keep !== null) {
        const options = e.drawOptions();
        if (options.length) {
          const me = st().players[st().current];
          const empty = me ? me.burners.flatMap((b, i) => (b ? [] : [i])) : [];
          const row = h("div", { class: "pw-draw" }, [h("span", {}, withRules(t("ui.choice.draw", { burner: empty[e.draw.length] ?? e.draw.length }), rules()))]);
          options.forEach((stack) => {
            const option = btn("draw");
            option.setAttribute("data-stack", String(stack));
            option.textContent = stackWords(stack, st(), describer());
            option.addEventListener("click", () => { e.chooseDraw(stack); render(); });
            row.append(option);
          });
          panel.append(row);
        }
      }
      panel.append(echo(endWords(e, st(), describer())));
      setButton(confirm, t("ui.btn.confirm"), req.busy ? t("ui.why.busy") : e.match() ? null : t("ui.why.confirm_end"));
      setButton(cancel, t("ui.btn.cancel"), null);
      confirm.addEventListener("click", confirmEnd);
      panel.append(actions);
      checklist.hidden = false;
      drawChecklist(checklist, [], -1, false, t, rules());
    }
    const events = shown.cur.events;
    if (ui.mode.kind !== "end" && isEndOfTurn(events)) {
      checklist.hidden = false;
      drawChecklist(checklist, events, shown.frame && shown.frame.event >= 0 ? shown.frame.event : events.length, !animating(), t, rules());
    }
    placePanel(panel, boardBox, svg, drinkOf(ui.mode)?.potion);
  }
  /** The panel's line that says, in words, what is chosen so far. */
  function echo(words: string): HTMLElement {
    return h("div", { class: "pw-chosen", "aria-live": "polite" }, words);
  }

  function drawAnimBar(): void {
    animBar.hidden = !shown.player;
    if (!shown.player) return;
    const done = shown.player.done && !stale();
    const why = done ? t("ui.why.anim_done") : null;
    setButton(animButtons.toggle, t(shown.player.playing ? "ui.btn.pause" : "ui.btn.play"), why);
    setButton(animButtons.step, t("ui.btn.step"), why);
    setButton(animButtons.skip, t("ui.btn.skip"), why);
    const more = shown.pending.filter((p) => p.kind === "state").length;
    animInfo.textContent = t("ui.anim.step", { n: shown.player.position + 1, total: shown.player.total })
      + (more ? ` \u00b7 ${t("ui.anim.more", { count: more })}` : "");
    animBar.setAttribute("data-step", String(shown.player.position));
    animBar.setAttribute("data-done", String(done));
  }

  function drawRefusal(): void {
    refusalBox.hidden = !req.refusal;
    // An alert: written once per refusal, not again at every redraw.
    if (req.refusal === ui.refusalShown) return;
    ui.refusalShown = req.refusal;
    refusalBox.replaceChildren();
    if (!req.refusal) return;
    const messages = model.get("messages") ?? {};
    const message = messages[req.refusal.key] !== undefined ? t(req.refusal.key, req.refusal.params) : req.refusal.message;
    refusalBox.setAttribute("data-rule", req.refusal.rule);
    refusalBox.append(ruleBadge(req.refusal.rule, rules()), h("span", {}, withRules(t("ui.refusal", { rule: req.refusal.rule, message }), rules())));
  }

  // ------------------------------------------------------------------ announcements
  /** Whose turn it is, as the status line says it (without the watching form). */
  function turnSentence(): string {
    const state = st();
    return turnWords(t, state.phase, formOf(), state.turn.number, activeName());
  }
  ui.turnSaid = turnSentence();

  /** Tell an accepted action's story, and whose turn it is when that changed, once: each
   * update replaces what the live region held. */
  function announce(lines: string[]): void {
    const turn = turnSentence();
    if (turn !== ui.turnSaid) {
      ui.turnSaid = turn;
      lines = [...lines, turn];
    }
    if (!lines.length) return;
    announcer.replaceChildren(...lines.map((line) => h("p", {}, line)));
  }


  // ------------------------------------------------------------------ focus
  /** Where focus goes once the action under way is answered (`board/focus.ts`; "next": the
   * natural next place, chosen from what Python's `legal` now allows). */
  type Plan = "next" | "holes" | "panel" | "choose" | "confirm";
  /** Groups in the order of a turn: the next place is the first with something to choose. */
  const NEXT: Group[] = ["hand", "marble", "hole", "pool", "chips", "tile", "stack", "player"];
  const focus = new Focus<Plan>(root, svg, {
    groupOf,
    target: planTarget,
    next: nextPlace,
    busy: () => req.busy,
    stateId: () => shown.cur.state_id,
    grid: (el, k, els) => (groupOf(el.getAttribute("data-key")!) === "marble" ? nearestMarble(el, k, els) : undefined),
  });
  const plan = (kind: Plan) => focus.planTo(kind);
  const stopOf = (group: Group) => focus.stopOf(group);

  function nextPlace(): Element | null {
    for (const g of NEXT) {
      const el = stopOf(g);
      if (el) return el;
    }
    return focus.canFocus(buttons.endTurn) ? buttons.endTurn : null;
  }

  function firstPanelButton(): Element | null {
    const buttonsIn = [...panel.querySelectorAll("button")].filter((b) => focus.canFocus(b));
    return buttonsIn.find((b) => b.getAttribute("aria-pressed") === "true") ?? buttonsIn[0] ?? null;
  }

  function planTarget(kind: Plan, from: number): Element | null | undefined {
    const confirm = () => [...panel.querySelectorAll("[data-btn=confirm]")].find((b) => focus.canFocus(b)) ?? null;
    switch (kind) {
      case "holes": return stopOf("hole") ?? (focus.canFocus(buttons.toPool) ? buttons.toPool : null);
      case "panel": return firstPanelButton();
      case "confirm": return confirm();
      case "choose": {
        if (drinkOf(ui.mode)?.sel.match()) return confirm();
        for (const g of ["chips", "marble", "hole", "player"] as const) { const el = stopOf(g); if (el) return el; }
        return firstPanelButton();
      }
      case "next":
        // wait until Python's answer is shown and the board can be played again
        if (req.busy || shown.cur.state_id === from || stale() || animating()) return undefined;
        return nextPlace() ?? undefined;
      default: return null;
    }
  }

  /** Arrow keys in the dispenser: up and down a track, left and right to the nearest marble
   * of the next track. */
  function nearestMarble(el: Element, arrowKey: string, els: Element[]): Element | null {
    const at = (e: Element) => [Number(e.getAttribute("data-track")), Number(e.getAttribute("data-pos"))];
    const [track, pos] = at(el);
    let best: Element | null = null;
    let score = Infinity;
    for (const e of els) {
      const [tr, p] = at(e);
      let d = Infinity;
      if (arrowKey === "ArrowUp" && tr === track && p > pos) d = p - pos;
      else if (arrowKey === "ArrowDown" && tr === track && p < pos) d = pos - p;
      else if (arrowKey === "ArrowRight" && tr > track) d = (tr - track) * 100 + Math.abs(p - pos);
      else if (arrowKey === "ArrowLeft" && tr < track) d = (track - tr) * 100 + Math.abs(p - pos);
      if (d < score) { score = d; best = e; }
    }
    return best;
  }

  // ------------------------------------------------------------------ updates and animation
  /** An emptied log (a new log epoch) is shown. */
  function startLog(epoch: number): void {
    log.clear();
    shown.epoch = epoch;
  }

  function apply(snap: Snapshot): void {
    const before = shown.cur.state;
    const previous = shown.cur.timeline;
    let cleared = false;
    if (snap.log_epoch !== shown.epoch) {
      startLog(snap.log_epoch);
      cleared = true;
    }
    shown.cur = snap;
    const story = log.add(snap.events, t, model.get("messages") ?? {});
    if (!snap.events.length && !cleared) {
      log.line(t("ui.log.undo"), "note");
      story.push(t("ui.log.undo"));
    }
    if (snap.summary) story.push(snap.summary);
    if (cleared || !snap.events.length) ui.lastTurn = null;
    if (snap.summary) ui.lastTurn = byBot(snap.actor) ? snap.summary : null;
    announce(story);
    if (snap.summary) log.line(snap.summary, "summary");
    log.trim();
    req.refusal = null;
    ui.note = null;
    to({ type: "new_state" });
    // a look back, a branch or a switch jumps to another position: nothing moves there
    const jump = jumped(previous, snap.timeline);
    startAnimation(jump ? undefined : before, snap.events);
  }

  function startAnimation(before: GameState | undefined, events: GameEvent[]): void {
    shown.stop();
    log.show(-1);
    if (shown.skipping || !before || !events.length) return;
    // Several moves in a row, or someone else's move: each event is told in turn.
    const told = stale() || (you() !== null && shown.cur.actor >= 0 && !you()!.includes(shown.cur.actor));
    let frames: Frame[];
    if (touchesDispenser(events) || isEndOfTurn(events)) frames = buildFrames(before.dispenser, events, st().dispenser);
    else if (told) frames = eventFrames(st().dispenser, events);
    else return;
    shown.play(frames, {
      at: (f) => log.show(f.event),
      step: () => {
        drawSvg();
        drawAnimBar();
        drawPanel();
        log.draw(logList, t, rules());
      },
      delay: opts.delay,
    });
  }

  // ------------------------------------------------------------------ requests
  /** Sends a request; a refusal leaves focus where it was. */
  function send(kind: RequestKind, action?: Action, extra?: TimelineRequest | { measure?: string | null }): Promise<Reply | null> {
    return req.send(kind, action ? { ...extra, action } : { ...extra }, {
      before: () => { ui.note = null; },
      after: (reply) => { if (!reply.ok) focus.plan = null; },
    });
  }

  async function sendAction(action: Action): Promise<Reply | null> {
    if (!req.busy) plan("next");
    const reply = await send("action", action);
    if (reply?.ok) {
      to({ type: "reset" });
      render();
    }
    return reply;
  }

  async function placeAll(): Promise<void> {
    // Python's newest `legal` (the view may still be showing an earlier state).
    for (let a = unambiguousPlacement(model.get("legal") ?? []); a; a = unambiguousPlacement(model.get("legal") ?? [])) {
      const reply = await sendAction(a);
      if (!reply?.ok) break;
    }
  }

  async function startDrink(potion: string): Promise<void> {
    const reply = await send("choices", { type: "drink", potion });
    if (!reply?.ok || !reply.choices) return;
    const tiles = model.get("tiles");
    const kind = tiles[potion]?.kind ?? "";
    to({ type: "open_drink", potion, potionKind: kind, sel: new ChoiceSelection(reply.choices as Choice[], kind, tiles, model.get("kinds") ?? {}) });
    plan("choose");
    render();
  }

  async function startEnd(): Promise<void> {
    const reply = await send("choices", { type: "end_turn" });
    if (!reply?.ok || !reply.choices) return;
    to({ type: "open_end", sel: new EndTurnSelection(reply.choices as Choice[]) });
    plan("panel");
    render();
  }

  function confirmDrink(): void {
    const d = drinkOf(ui.mode);
    if (!d) return;
    const choice = d.sel.match() ?? (d.raw !== null ? d.sel.choices[d.raw] : null);
    if (choice) void sendAction({ type: "drink", potion: d.potion, choice });
  }

  function confirmEnd(): void {
    const choice = endOf(ui.mode)?.match();
    if (choice) void sendAction({ type: "end_turn", ...choice });
  }

  function cancelModes(): void {
    to({ type: "reset" });
    render();
  }

  // ------------------------------------------------------------------ input
  function activate(target: Element): void {
    if (req.busy) return;
    const k = target.getAttribute("data-key");
    const clicked = parse(k);
    if (!k || !clicked) return;
    if (clicked.kind === "marble" && (animating() || stale())) {
      shown.skipAll();
      return;
    }
    if (!clickable().has(k)) {
      // Nothing is sent for what cannot be chosen; the ninth marble explains itself (D2).
      if (target.classList.contains("ninth")) {
        ui.note = target.querySelector("title")?.textContent ?? null;
        drawToolbar();
      }
      return;
    }
    ui.note = null;
    if (ui.mode.kind === "drink") {
      ui.mode.sel.toggle(k);
      if (ui.mode.sel.match()) plan("confirm");
      render();
      return;
    }
    if (ui.mode.kind === "end") {
      if (clicked.kind === "stack") ui.mode.sel.chooseDraw(clicked.stack);
      render();
      return;
    }
    act(clicked);
  }

  /** What a click on a clickable target does outside a choice. */
  function act(target: Target): void {
    switch (target.kind) {
      case "marble":
        void sendAction({ type: ui.mode.help ? "help" : "pick", track: target.track, pos: target.pos });
        return;
      case "tile":
        void sendAction({ type: "draft", tile: target.tile });
        return;
      case "potion":
        void startDrink(target.tile);
        return;
      case "pool":
        void sendAction({ type: "from_pool", color: st().players[st().current].pool[target.index] });
        return;
      case "hand":
        to({ type: "pick_hand", index: target.index });
        if (handOf(ui.mode) !== null) plan("holes");
        render();
        return;
      case "hole": {
        const handPick = handOf(ui.mode);
        if (handPick === null) return;
        const color = st().players[st().current].hand[handPick];
        const action = legal().find((x) => x.type === "place" && x.color === color && x.burner === target.burner && x.hole === target.hole);
        if (action) void sendAction(action);
        return;
      }
      default:
    }
  }

  function onClick(ev: Event): void {
    const target = (ev.target as Element).closest?.("[data-key]");
    if (target && root.contains(target)) activate(target);
  }

  const HANDLED = new Set(["Enter", " ", "Escape", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

  function onKey(ev: KeyboardEvent): void {
    focus.pointer = false;
    if (!HANDLED.has(ev.key) || ev.ctrlKey || ev.metaKey || ev.altKey || ev.shiftKey) return;
    // Keys the widget handles are not JupyterLab's shortcuts (Escape would leave for the notebook).
    ev.stopPropagation();
    if (ev.key === "Escape") {
      // back to what opened the choice, else focus stays where it is
      if (ui.mode.kind === "end") focus.lastFocus = "b:end-turn:";
      else if (ui.mode.kind === "drink") focus.lastFocus = `k:${key({ kind: "potion", tile: ui.mode.potion })}`;
      focus.plan = null;
      cancelModes();
      return;
    }
    const target = (ev.target as Element).closest?.("[data-key]");
    if (!target) return;
    if (ev.key !== "Enter" && ev.key !== " ") {
      ev.preventDefault();
      const next = focus.arrow(target, ev.key);
      if (next) focus.put(next);
      return;
    }
    ev.preventDefault();
    activate(target);
  }

  function previewOf(track: number, pos: number): Preview | undefined {
    return shown.cur.previews.find((p) => p.track === track && p.pos === pos);
  }

  function onHover(ev: Event): void {
    const target = (ev.target as Element).closest?.(".dispenser .marble.selectable");
    for (const m of svg.querySelectorAll(".preview-out")) m.classList.remove("preview-out");
    if (!target || ui.mode.help || ui.mode.kind !== "play") {
      if (!ui.note) setHint(hintNow());
      return;
    }
    // With hover off (an exercise asking for the move) nothing is previewed: `previews` is
    // empty then, and no sentence may stand in for it.
    if (model.get("hover") === false) {
      if (!ui.note) setHint(hintNow());
      return;
    }
    const track = Number(target.getAttribute("data-track"));
    const preview = previewOf(track, Number(target.getAttribute("data-pos")));
    // Python lists only the picks that explode; any other legal pick takes its one marble.
    if (!preview || !preview.steps) {
      setHint(t("ui.preview.none"));
      return;
    }
    for (const p of preview.positions) svg.querySelector(`.dispenser [data-key="${marbleKey(track, p)}"]`)?.classList.add("preview-out");
    // each colour counted by the catalog's own phrase ("2 red", "2 de color rojo"), not glued here
    const colors = Object.entries(preview.colors).map(([c, n]) => t("narr.colors", { count: n, color: c })).join(", ");
    setHint(t(preview.key ?? "ui.preview.pick", { ...preview.params, count: preview.count, steps: t("ui.preview.steps", { count: preview.steps }), colors }));
  }

  function onLeave(): void {
    for (const m of svg.querySelectorAll(".preview-out")) m.classList.remove("preview-out");
    setHint(hintNow());
  }

  const onToolbar = (ev: Event) => {
    const name = (ev.target as Element).closest?.("[data-btn]")?.getAttribute("data-btn");
    if (!name) return;
    if (name === "anim-toggle" && shown.player) {
      shown.toggle();
      drawAnimBar();
      return;
    }
    if (name === "anim-step" && shown.player) {
      shown.step();
      return;
    }
    if (name === "anim-skip") { shown.skipAll(); return; }
    if (req.busy) return;
    if (name === "help") { to({ type: "toggle_help" }); render(); }
    else if (name === "place-all") void placeAll();
    else if (name === "to-pool" && handOf(ui.mode) !== null) {
      void sendAction({ type: "to_pool", color: st().players[st().current].hand[handOf(ui.mode)!] });
    } else if (name === "end-turn") void startEnd();
    else if (name === "undo") {
      plan("next");
      void send("undo").then((r) => { if (r?.ok) cancelModes(); });
    }
  };

  // ------------------------------------------------------------------ model changes
  const onError = () => void req.takeError();

  log.add(shown.cur.events, t, model.get("messages") ?? {});
  if (shown.cur.summary) log.line(shown.cur.summary, "summary");
  log.trim();
  if (shown.cur.summary && byBot(shown.cur.actor)) ui.lastTurn = shown.cur.summary;
  const unwatch = shown.watch(TRAITS);
  model.on("change:error", onError);
  root.addEventListener("click", onClick);
  toolbar.addEventListener("click", onToolbar);
  animBar.addEventListener("click", onToolbar);
  root.addEventListener("keydown", onKey);
  focus.listen();
  svg.addEventListener("mouseover", onHover);
  svg.addEventListener("focusin", onHover);
  svg.addEventListener("mouseleave", onLeave);
  onError();
  render();

  // The board is laid out for its real width: redrawn when that width changes.
  let observer: ResizeObserver | null = null;
  if (!opts.width && typeof ResizeObserver === "function") {
    observer = new ResizeObserver(() => {
      // the texts above the board wrap anew too: their room is measured again (`room.ts`)
      if (measure() !== ui.layoutWidth) render();
    });
    observer.observe(root);
  }

  return () => {
    shown.stop();
    editor.close();
    timelineView.close();
    observer?.disconnect();
    unwatch();
    model.off("change:error", onError);
    root.remove();
  };
}
