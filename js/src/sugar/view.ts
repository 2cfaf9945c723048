/**
 * One view of the Sugar Blast board: draws the synced traits, turns clicks, drags and keys
 * into requests for what `legal` lists, and plays every action's events. The interface mode
 * (one value, `mode.ts`), hover, drag, focus, animation and the queue of updates still to
 * show are its only own state; what is clicked is a target of `targets.ts`.
 *
 * Updates are shown in the order they came: when several arrive one after another (the
 * computer's moves), each is told and animated in turn, and nothing of a state already out
 * of date can be clicked meanwhile.
 */
import type { Client, RequestKind } from "../board/protocol";
import type { Reply } from "../board/types";
import { translator, type Translate } from "../board/i18n";
import { SugarStory } from "./story";
import { h, s } from "../board/svg";
import { fitTexts } from "../board/text";
import { buildFrames, eventFrames, progressAt, touchesBoard, type Ending, type SugarFrame } from "./frames";
import { LABEL_ROOM, layout, type SugarLayout } from "./layout";
import { IDLE, next, pickedOf, type SugarMode, type SugarModeEvent } from "./mode";
import { drawSugar, showHover, type BoardLook } from "./render";
import { SUGAR_STYLE } from "./style";
import { EXPLORE_STYLE, ExploreBar, adviceFor, drawSugarHeat, type ExploreLook, type SugarHeatCell } from "./explore";
import { cellKey, cellOf, keyOfCell, parse } from "./targets";
import { blastAction, canDraw, cellSet, offered, optionsAt, partners, previewOf, replaceCells, same, swapBetween } from "./legal";
import { drawPanel as drawPanelOf } from "./panel";
import { drawLegend } from "./legend";
import { todo, turnText as turnWords, type Situation } from "./words";
import type { BlastOption, Cell, GameEvent, SugarAction, SugarMark, SugarModel, SugarState, SugarTraits } from "./types";
import { markDrawn } from "../board/echo";
import { Shown } from "../board/shown";
import { Requests } from "../board/requests";
import { btn } from "../board/buttons";
import { jumped, type TimelineInfo } from "../board/timeline";
import { LINES_STYLE, SugarLines } from "./lines";
import { drawRefusal as drawRefusalOf } from "./refusal";

const TRAITS: (keyof SugarTraits)[] = ["state", "state_id", "legal", "previews", "options", "events", "summary", "actor", "messages",
  "language", "you", "rules", "can_undo", "interactive", "hover", "marks", "log_epoch", "objective_text", "progress", "acting", "timeline"];

/** The explorer's traits (`games/sugar/exploring.py`): drawn for the state Python holds. */
const EXPLORE_TRAITS: (keyof SugarTraits)[] = ["explore", "heatmap", "heat", "advice", "editable", "editing", "editor"];

/** Traits of one game state, shown together. */
interface Snapshot {
  state: SugarState;
  state_id: number;
  legal: SugarAction[];
  previews: SugarTraits["previews"];
  options: BlastOption[];
  events: GameEvent[];
  summary: string;
  actor: number;
  log_epoch: number;
  objective_text: string;
  progress: SugarTraits["progress"];
  /** the strip of moves (`board/timeline.ts`) */
  timeline?: TimelineInfo;
}

export interface MountOptions {
  /** milliseconds per animation step */
  delay?: number;
  /** no animation (default: the page's prefers-reduced-motion) */
  reducedMotion?: boolean;
}

/** What the view holds of its own: everything else it draws is Python's traits. */
interface ViewState {
  /** What the learner is doing (`mode.ts`): changed only through `to`. */
  mode: SugarMode;
  /** A sentence shown in the hint's place (why a click did nothing), or null. */
  note: string | null;
  /** the partner cell or option hovered (its preview is drawn) */
  hover: { cell?: string; option?: number };
  /** the cell a drag started from */
  dragFrom: Cell | null;
  /** the click that ends a press already handled by pointerdown or a drag is ignored */
  skipClick: string | null;
  /** a press reached the board: the release that ends it is not a click of its own */
  pressed: boolean;
  /** the cell holding the board's Tab stop (a roving tabindex) */
  focusKey: string | null;
  /** each player's progress before the move shown (told until their kept candies change) */
  progressBefore: SugarTraits["progress"];
  /** the board's layout drawn last */
  lay: SugarLayout | null;
}

/** Build the view in `el`; returns the cleanup that removes it and every listener. */
export function mount(el: HTMLElement, model: SugarModel, client: Client, opts: MountOptions = {}): () => void {
  let t: Translate = translator(model.get("messages") ?? {}, model.get("language") ?? "en");
  const to = (event: SugarModeEvent) => { ui.mode = next(ui.mode, event); };
  const story = new SugarStory();
  const reduced = () => opts.reducedMotion ?? (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
  const snapshot = (): Snapshot => ({
    state: model.get("state"),
    state_id: model.get("state_id"),
    legal: model.get("legal") ?? [],
    previews: model.get("previews") ?? [],
    options: model.get("options") ?? [],
    events: model.get("events") ?? [],
    summary: model.get("summary") ?? "",
    actor: model.get("actor") ?? -1,
    log_epoch: model.get("log_epoch") ?? 0,
    objective_text: model.get("objective_text") ?? "",
    progress: model.get("progress") ?? [],
    timeline: model.get("timeline"),
  });
  /** Python's updates as they are shown, one after another (`board/shown.ts`). */
  const shown = new Shown<Snapshot, SugarFrame>(model, {
    read: snapshot,
    show: (item) => (item.kind === "epoch" ? showEmptied(item.epoch) : apply(item.snap)),
    render: () => render(),
  });
  /** The requests sent to Python and the last refusal (`board/requests.ts`). */
  const req = new Requests(client, model, () => render());
  /** The view's own state, in one place (everything else is Python's traits). */
  const ui: ViewState = {
    mode: IDLE, note: null, hover: {}, dragFrom: null, skipClick: null, pressed: false, focusKey: null,
    progressBefore: shown.cur.progress, lay: null,
  };

  const root = h("div", { class: "sugar-blast", "data-state-id": shown.cur.state_id });
  const status = h("div", { class: "sb-status" });
  const hint = h("div", { class: "sb-hint" });
  const refusalBox = h("div", { class: "pw-refusal", role: "alert", hidden: true });
  const announcer = h("div", { class: "sb-announce", role: "status", "aria-live": "polite" });
  const svg = s("svg", { class: "sb-board", role: "group", preserveAspectRatio: "xMidYMin meet" }) as SVGSVGElement;
  const buttons = { draw: btn("draw"), undo: btn("undo"), pause: btn("pause"), step: btn("step"), skip: btn("skip") };
  buttons.draw.classList.add("sb-primary");
  const undoWhy = h("span", { class: "sb-why", id: `sb-${Math.random().toString(36).slice(2, 8)}-undo-why` });
  buttons.undo.setAttribute("aria-describedby", undoWhy.id);
  const stepInfo = h("span", { class: "sb-why sb-step" });
  const animBar = h("div", { class: "sb-toolbar sb-anim" }, [buttons.pause, buttons.step, buttons.skip, stepInfo]);
  const toolbar = h("div", { class: "sb-toolbar" }, [buttons.draw, buttons.undo, undoWhy]);
  const panel = h("div", { class: "sb-panel", hidden: true });
  const logList = h("ol", { class: "pw-log-list" });
  const logTitle = h("summary", {});
  const logBox = h("details", { class: "pw-log", open: true }, [logTitle, logList]);
  const legend = h("ul", { class: "sb-legend" });
  const explorer = new ExploreBar(btn, {
    heatmap: (on) => void ask("heatmap", on), hint: () => void ask("hint"), play: (action) => sendAction(action),
  });
  /** the strip of moves under the board and the position editor beside it (`lines.ts`) */
  const lines = new SugarLines(req, model);
  toolbar.append(lines.editor.toggle);
  // a refusal is said beside the board, not above it: the board keeps its place (no jump)
  const side = h("div", { class: "sb-side" }, [legend, toolbar, lines.editor.box, explorer.bar, explorer.box, animBar, refusalBox, panel, logBox]);
  const boardBox = h("div", { class: "sb-board-box" }, [svg, lines.strip.box]);
  const main = h("div", { class: "sb-main" }, [boardBox, side]);
  root.append(h("style", {}, SUGAR_STYLE + EXPLORE_STYLE + LINES_STYLE), status, hint, announcer, main);
  el.appendChild(root);

  // ------------------------------------------------------------------ reading the state
  const st = () => shown.cur.state;
  const rules = () => model.get("rules") ?? {};
  const candy = (type: string | null | undefined) => (type ? t(`sugar.candy.${type}`) : "");
  const you = (): number[] | null => {
    const v = model.get("you");
    return Array.isArray(v) ? v : null;
  };
  const interactive = () => model.get("interactive") !== false;
  /** The seats someone plays on this board (Python's `acting`; a board without the trait:
   * whoever it lets play, and every seat at a shared screen). */
  const acting = (): number[] => {
    const v = model.get("acting");
    if (Array.isArray(v)) return v;
    return interactive() ? you() ?? st().players.map((_, i) => i) : [];
  };
  const marks = (): SugarMark[] => (Array.isArray(model.get("marks")) ? model.get("marks") : []);
  const running = () => shown.running();
  const animating = () => shown.animating();
  /** Whether the game is over and who won, as far as the move has been shown: a win is
   * announced with the step that shows it, not while the steps before it are drawn. */
  const ending = (): Ending => (shown.frame && animating() ? { over: shown.frame.over, winner: shown.frame.winner }
    : { over: st().phase === "over", winner: st().winner });
  /** A state newer than the one shown is waiting: what is shown cannot be acted on. */
  const stale = () => shown.stale();
  const yourTurn = () => {
    const seats = you();
    return !seats || seats.includes(st().current);
  };
  /** Someone other than "you" is being shown playing (the computer's turn). */
  const othersMove = () => {
    const seats = you();
    return !!seats && shown.cur.actor >= 0 && !seats.includes(shown.cur.actor) && (running() || stale());
  };
  const canAct = () => !req.busy && !stale() && !animating() && interactive() && yourTurn() && st().phase !== "over" && !lines.editing();
  const swapOf = (p: Cell, q: Cell) => swapBetween(shown.cur.legal, p, q);
  /** Cell keys that may be clicked now. */
  function selectable(): Set<string> {
    return lines.editing() ? lines.cells() : canAct() ? offered(st(), shown.cur.legal, shown.cur.options, ui.mode.kind === "idle") : new Set();
  }

  function previewCells(): Set<string> {
    if (ui.hover.option !== undefined && shown.cur.options[ui.hover.option]) return cellSet(shown.cur.options[ui.hover.option].cells);
    const p = ui.dragFrom ?? pickedOf(ui.mode);
    const q = cellOf(ui.hover.cell);
    return p && q && model.get("hover") !== false ? previewOf(shown.cur.previews, p, q) : new Set();
  }

  // ------------------------------------------------------------------ drawing
  function render(): void {
    const t0 = performance.now();
    const focusInside = root.contains(document.activeElement);
    t = translator(model.get("messages") ?? {}, model.get("language") ?? "en");
    markDrawn(root, model, shown.cur.state_id);     // and marimo re-runs what reads the board
    root.setAttribute("lang", model.get("language") ?? "en");
    root.setAttribute("data-phase", st().phase);
    root.setAttribute("data-queue", String(shown.pending.length));
    root.setAttribute("data-mode", ui.mode.kind);
    root.classList.toggle("busy", req.busy);
    status.textContent = lines.status(t, shown.cur.timeline) ?? turnText();
    drawSvg();
    drawLegend(legend, t, model.get("language") ?? "en");
    drawToolbar();
    explorer.draw(t, exploreLook());
    lines.draw(t, { state: st(), timeline: shown.cur.timeline, interactive: interactive(), locked: req.busy || stale() || running(), stripLocked: req.busy || stale() });
    drawPanel();
    drawRefusal();
    setHint();
    logTitle.textContent = t("sugar.ui.log");
    story.draw(logList, t, rules());
    // a button the learner used went away with its panel: the focus goes back to the board
    if (focusInside && !root.contains(document.activeElement)) (svg.querySelector(".cell[tabindex='0']") as SVGElement | null)?.focus();
    root.setAttribute("data-render-ms", (performance.now() - t0).toFixed(2));
  }

  function situation(): Situation {
    return { state: st(), legal: shown.cur.legal, options: shown.cur.options, mode: ui.mode, you: you(), actor: shown.cur.actor, othersMove: othersMove(),
      showing: stale() || animating(), animating: animating(), busy: req.busy, interactive: interactive(), ...ending(), acting: acting() };
  }
  const turnText = () => turnWords(t, situation());

  function setHint(): void {
    const preview = previewCells();
    const words = ui.hover.cell && preview.size ? t("sugar.board.preview", { count: preview.size }) : ui.note ?? lines.hint(t) ?? todo(t, situation());
    if (hint.textContent !== words) hint.textContent = words;
  }

  /** The partners of the candy picked and the cells the hovered swap or option would blast. */
  function highlights(): { partners: Set<string>; preview: Set<string> } {
    const p = pickedOf(ui.mode);
    return {
      partners: p && canAct() && st().phase === "swap" ? cellSet(partners(shown.cur.legal, p)) : new Set<string>(),
      preview: animating() ? new Set<string>() : previewCells(),
    };
  }

  /** A hover's change, on the cells already drawn: a press between hover and release stays
   * on its node. */
  const drawHover = () => showHover(svg, highlights(), ui.hover.option);

  function drawSvg(): void {
    const state = st();
    const step = shown.frame ?? null;
    const ended = ending();
    // while a move is shown, each seat's progress is the one its kept candies have then
    const progress = step && animating() ? progressAt(step.players, shown.cur.progress, ui.progressBefore) : shown.cur.progress;
    const seats = state.players.map((p) => p.seat);
    const bag = Object.values(state.bag).reduce((a, n) => a + n, 0);
    ui.lay = layout(seats, t("sugar.board.objective", { text: shown.cur.objective_text }), t("sugar.ui.bag", { count: bag }),
      marks().some((m) => m.objective === true && !!m.label) ? LABEL_ROOM : 0);
    const keys = animating() ? new Set<string>() : selectable();
    const p = pickedOf(ui.mode);
    const picked = p && !animating() ? keyOfCell(p) : null;
    const board = step ? step.board : state.board;
    if (!ui.focusKey || !parse(ui.focusKey)) ui.focusKey = [...keys][0] ?? cellKey(5, 0);
    const look: BoardLook = {
      // while a move is shown, its player is the one marked (the board tilts towards them)
      board, players: step ? step.players : state.players, current: step && shown.cur.actor >= 0 ? shown.cur.actor : state.current,
      active: !ended.over, winner: ended.winner, you: you(), progress,
      selectable: keys, picked, ...highlights(),
      options: animating() || state.phase !== "blast" ? [] : shown.cur.options,
      optionsClickable: canAct() && ui.mode.kind === "idle",
      fading: step?.fading ?? new Set(), slides: step?.slides ?? new Map(), flash: step?.flash ?? new Set(), fly: step?.fly ?? null,
      focus: ui.focusKey, marks: [...marks(), ...(shownAdvice()?.marks ?? [])],
    };
    const hadFocus = svg.contains(document.activeElement);
    svg.setAttribute("viewBox", `0 0 ${ui.lay.width} ${ui.lay.height}`);
    // drawn near its own size: a wide output area does not blow the board up
    svg.style.maxWidth = `${Math.round(ui.lay.width * 1.2)}px`;
    boardBox.style.flexBasis = `${ui.lay.width}px`;
    svg.setAttribute("aria-label", t("sugar.ui.board"));
    svg.setAttribute("aria-description", t("sugar.board.keys"));
    svg.replaceChildren(...drawSugar(t, look, ui.lay));
    if (exploreShown() && model.get("heatmap")) svg.appendChild(drawSugarHeat((model.get("heat") ?? []) as SugarHeatCell[], ui.lay, t));
    showHover(svg, look, ui.hover.option);
    svg.classList.toggle("animating", animating());
    // what the step shown is (the browser tests watch the tilt), "" for the state itself
    root.setAttribute("data-frame", shown.frame && animating() ? shown.cur.events[shown.frame.event]?.type ?? "" : "");
    if (hadFocus) (svg.querySelector(`[data-key="${ui.focusKey}"]`) as SVGElement | null)?.focus();
    if (svg.isConnected) fitTexts(svg);
  }

  /** The explorer's buttons and hint are for the state Python holds, shown and at rest. */
  const exploreShown = () => model.get("explore") === true && !stale() && !animating();
  const shownAdvice = () => (exploreShown() ? adviceFor(model.get("advice"), shown.cur.state_id) : null);
  function exploreLook(): ExploreLook {
    return { explore: model.get("explore") === true, heatmap: model.get("heatmap") === true, advice: shownAdvice(),
      lock: lockReason() ?? (st().phase === "over" ? t("sugar.explore.hint.none") : null) };
  }

  /** Why a move cannot be made now for a reason shared by every button, or null. */
  function lockReason(): string | null {
    if (req.busy) return t("sugar.board.why.busy");
    if (stale() || running()) return t("sugar.board.why.queue");
    if (!interactive()) return t("sugar.ui.undo_locked");
    return lines.why(t);
  }

  function drawToolbar(): void {
    buttons.draw.textContent = t("sugar.ui.draw");
    // the draw is offered to whoever may play now: not while another seat plays, not on a board that only shows
    buttons.draw.hidden = !canDraw(shown.cur.legal) || st().phase !== "swap" || !interactive() || !yourTurn();
    (buttons.draw as HTMLButtonElement).disabled = !canAct();
    buttons.undo.textContent = t("sugar.ui.undo");
    const why = lockReason() ?? (model.get("can_undo") === false ? t("sugar.ui.undo_none") : null);
    (buttons.undo as HTMLButtonElement).disabled = why !== null;
    undoWhy.textContent = why ?? "";
    buttons.undo.toggleAttribute("data-why", why !== null);
    // the animation's own buttons, while a move is shown or others wait to be
    animBar.hidden = !running() && !stale();
    buttons.skip.textContent = t("sugar.board.btn.skip");
    const playing = !!shown.player?.playing;
    buttons.pause.textContent = t(playing ? "sugar.board.btn.pause" : "sugar.board.btn.play");
    buttons.pause.setAttribute("aria-pressed", String(!playing));
    buttons.step.textContent = t("sugar.board.btn.step");
    stepInfo.textContent = shown.player && running() ? t("sugar.board.anim.step", { n: shown.player.position + 1, total: shown.player.total }) : "";
  }

  function drawPanel(): void {
    drawPanelOf(panel, t, { state: st(), options: shown.cur.options, mode: ui.mode, enabled: canAct(), hidden: animating() || stale(), readOnly: !interactive(), btn });
  }

  const drawRefusal = () => drawRefusalOf(refusalBox, req.refusal, t, rules());

  // ------------------------------------------------------------------ updates and animation
  /** Whose turn it is once the move shown is over (said once, after the move's sentences). */
  const settledTurn = () => turnWords(t, { ...situation(), animating: false, othersMove: false, over: st().phase === "over", winner: st().winner });

  /** An emptied log (a new log epoch) is shown. */
  function showEmptied(epoch: number): void {
    story.clear();
    shown.epoch = epoch;
    // an emptied log is an exercise tried again: its moves were undone one by one, but
    // what a reader hears is that the board was reset
    announcer.textContent = [t("sugar.board.log.reset"), settledTurn()].join(" ");
  }

  function apply(snap: Snapshot): void {
    const before = shown.cur.state, previous = shown.cur.timeline;
    let cleared = false;
    if (snap.log_epoch !== shown.epoch) {
      story.clear();
      shown.epoch = snap.log_epoch;
      cleared = true;
    }
    ui.progressBefore = shown.cur.progress;
    shown.cur = snap;
    const told = story.add(snap.events, t, model.get("messages") ?? {});
    if (!snap.events.length && !cleared) {
      story.line(t("sugar.board.log.undo"), "note");
      told.push(t("sugar.board.log.undo"));
    } else if (!snap.events.length) told.push(t("sugar.board.log.reset"));
    if (snap.summary) {
      story.line(snap.summary, "summary");
      told.push(snap.summary);
    }
    story.trim();
    req.refusal = null;
    ui.note = null;
    ui.hover = {};
    to({ type: "new_state" });
    startAnimation(before, snap.events, jumped(previous, snap.timeline));
    // said once, so it says whose turn it is once the move is over, not while it is shown
    told.push(settledTurn());
    announcer.textContent = told.join(" ");
  }

  /** Plays a move's events from `before`; not after a jump (a look back, a branch or a switch
   * shows another position: nothing moves there). */
  function startAnimation(before: SugarState, events: GameEvent[], jump = false): void {
    shown.stop();
    story.show(-1);
    if (jump || shown.skipping || reduced() || !events.length) return;
    const state = st();
    const told = stale() || (you() !== null && shown.cur.actor >= 0 && !you()!.includes(shown.cur.actor));
    let frames: SugarFrame[];
    if (touchesBoard(events)) frames = buildFrames(before.board, before.players, before.current, events, { ...state, over: state.phase === "over" });
    else if (told) frames = eventFrames(state.board, state.players, events, { over: state.phase === "over", winner: state.winner });
    else return;
    shown.play(frames, {
      at: (f) => story.show(f.event),
      step: () => {
        // the status line follows the step shown: a win is said with its own step (O2)
        status.textContent = turnText();
        drawSvg();
        drawToolbar();
        setHint();
        story.draw(logList, t, rules());
      },
      delay: opts.delay ?? 550,
    });
  }

  // ------------------------------------------------------------------ requests
  /** Sends a request; an accepted one ends the choice under way. */
  function send(kind: RequestKind, action?: SugarAction): Promise<Reply | null> {
    return req.send(kind, action ? { action } : {}, {
      before: () => { ui.note = null; },
      after: (reply) => { if (reply.ok) to({ type: "cancel" }); },
    });
  }

  const sendAction = (action: SugarAction | undefined) => { if (action) void send("action", action); };

  /** The explorer's requests: the heat map on or off, a hint (Python answers with traits). */
  async function ask(kind: "heatmap" | "hint", on?: boolean): Promise<void> {
    await req.send(kind, kind === "heatmap" ? { on } : {});
  }

  function chooseOption(index: number): void {
    const option = shown.cur.options[index];
    if (!option || !canAct()) return;
    req.refusal = null;
    if (option.keeps.length) {
      to({ type: "choose_option", option: index });
      render();
      (panel.querySelector("[data-btn=keep]") as HTMLElement | null)?.focus();
      return;
    }
    sendAction(blastAction(shown.cur.legal, option));
  }

  // ------------------------------------------------------------------ input
  /** A click, a press or Enter on the cell `k`. */
  function activate(k: string): void {
    if (req.busy || lines.put(cellOf(k))) return;    // in edit mode a cell takes the candy chosen
    if (animating() || stale()) { shown.skipAll(); return; }
    const target = parse(k);
    if (target?.kind === "option") { chooseOption(target.index); return; }
    const cell = cellOf(k);
    if (!cell || !canAct()) return;
    ui.note = null;
    const phase = st().phase;
    if (phase === "swap") {
      const p = pickedOf(ui.mode);
      if (p && !same(p, cell) && swapOf(p, cell)) { sendAction(swapOf(p, cell)); return; }
      if (selectable().has(k)) {
        to({ type: "pick", cell });
        req.refusal = null;        // a valid selection: the last refusal is no longer what is shown
      }
      else if (p && Math.abs(p[0] - cell[0]) + Math.abs(p[1] - cell[1]) === 1) ui.note = t("sugar.board.note.no_partner");
      else ui.note = t("sugar.board.note.no_swap");
    } else if (phase === "replace") {
      if (replaceCells(shown.cur.legal).some((c) => same(c, cell))) { sendAction({ type: "replace", cell }); return; }
      ui.note = t("sugar.board.note.unfit", { name: candy(st().drawn) });
    } else if (phase === "blast" && ui.mode.kind === "idle") {
      const found = optionsAt(shown.cur.options, cell);
      if (found.length === 1) { chooseOption(found[0]); return; }
      if (found.length > 1) ui.note = t("sugar.board.note.in_several", { count: found.length });
    }
    render();
  }

  const keyAt = (ev: Event): string | null => {
    const pe = ev as PointerEvent;
    // the element under the pointer (a touch keeps sending to where it started)
    const under = typeof document.elementFromPoint === "function" && pe.clientX !== undefined && (pe.clientX || pe.clientY)
      ? document.elementFromPoint(pe.clientX, pe.clientY) : null;
    const node = (under && svg.contains(under) ? under : ev.target) as Element | null;
    return node?.closest?.("[data-key]")?.getAttribute("data-key") ?? null;
  };

  function onPointerDown(ev: Event): void {
    ui.pressed = true;
    ui.skipClick = null;
    ui.dragFrom = null;
    const k = keyAt(ev);
    const cell = cellOf(k);
    if (!k || !cell || st().phase !== "swap" || lines.editing() || !selectable().has(k)) return;
    const p = pickedOf(ui.mode);
    // pressing a partner of the candy picked: the click that follows swaps them
    if (p && !same(p, cell) && swapOf(p, cell)) return;
    ui.dragFrom = cell;
    if (!p || !same(p, cell)) {
      // picked at the press, so a drag shows its partners; the click that follows is this press
      to({ type: "pick", cell });
      req.refusal = null;
      ui.skipClick = k;
      ui.focusKey = k;
      render();
    }
  }

  function onPointerUp(ev: Event): void {
    const from = ui.dragFrom;
    ui.dragFrom = null;
    const lost = !ui.pressed;
    ui.pressed = false;
    const k = keyAt(ev);
    if (lost && k && ((ev as MouseEvent).button ?? 0) === 0) {
      // a release whose press the browser lost: the press went to a node a redraw had just
      // replaced (an update arriving mid-click; a hover redraws nothing), and no click
      // follows either; the release is the click
      ui.skipClick = "*";
      activate(k);
      return;
    }
    const cell = cellOf(k);
    if (!from || !cell || same(from, cell)) return;
    ui.skipClick = "*";
    // a pair that is not a legal swap goes to Python too: the engine refuses it naming the
    // rule it breaks (W1 cells not side by side, R4 an empty cell, W2 no line); the board
    // guesses none of them
    if (canAct()) sendAction(swapOf(from, cell) ?? { type: "swap", a: from, b: cell });
  }

  function onClick(ev: Event): void {
    const k = (ev.target as Element).closest?.("[data-key]")?.getAttribute("data-key") ?? null;
    const skip = ui.skipClick;
    ui.skipClick = null;
    if (skip && (skip === "*" || skip === k)) return;
    if (k) {
      ui.focusKey = parse(k)?.kind === "cell" ? k : ui.focusKey;
      activate(k);
    }
  }

  function onHover(ev: Event): void {
    const k = keyAt(ev);
    const option = (ev.target as Element).closest?.("[data-option]")?.getAttribute("data-option");
    const next = option !== null && option !== undefined ? { option: Number(option) } : k && cellOf(k) ? { cell: k } : {};
    if (next.cell === ui.hover.cell && (next as { option?: number }).option === ui.hover.option) return;
    ui.hover = next;
    drawHover();
    setHint();
  }

  function onLeave(): void {
    if (ui.hover.cell === undefined && ui.hover.option === undefined) return;
    ui.hover = {};
    drawHover();
    setHint();
  }

  const ARROWS: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

  function onKey(ev: KeyboardEvent): void {
    // Keys pressed in the board are the board's, not JupyterLab's shortcuts.
    ev.stopPropagation();
    if (ev.key === "Escape") {
      ui.dragFrom = null;
      ui.note = null;
      if (ui.mode.kind !== "idle") {
        const back = ui.mode.kind === "picked" ? keyOfCell(ui.mode.cell) : null;
        to({ type: "cancel" });
        render();
        if (back) (svg.querySelector(`[data-key="${back}"]`) as SVGElement | null)?.focus();
      }
      return;
    }
    const k = (ev.target as Element).closest?.("[data-key]")?.getAttribute("data-key");
    const cell = cellOf(k);
    if (!cell || !k) return;
    const move = ARROWS[ev.key];
    if (move) {
      ev.preventDefault();
      const r = Math.max(0, Math.min(5, cell[0] + move[0]));
      const c = Math.max(0, Math.min(5, cell[1] + move[1]));
      ui.focusKey = cellKey(r, c);
      for (const node of svg.querySelectorAll(".cell[tabindex]")) node.setAttribute("tabindex", node.getAttribute("data-key") === ui.focusKey ? "0" : "-1");
      (svg.querySelector(`[data-key="${ui.focusKey}"]`) as SVGElement | null)?.focus();
      // the hovered-swap preview follows the keyboard too
      onHover({ target: svg.querySelector(`[data-key="${ui.focusKey}"]`) } as unknown as Event);
      return;
    }
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      ui.focusKey = k;
      activate(k);
    }
  }

  function onSide(ev: Event): void {
    const b = (ev.target as Element).closest?.("[data-btn]") as HTMLElement | null;
    const name = b?.getAttribute("data-btn");
    if (!b || !name) return;
    if (name === "skip") { shown.skipAll(); return; }
    if (name === "pause" && shown.player) {
      shown.toggle();
      drawToolbar();
      return;
    }
    if (name === "step") {
      shown.step();
      return;
    }
    if (req.busy) return;
    if (name === "draw" && canAct()) sendAction(shown.cur.legal.find((a) => a.type === "draw"));
    else if (name === "undo") void send("undo");
    else if (name === "option") chooseOption(Number(b.getAttribute("data-option")));
    else if (name === "keep" && ui.mode.kind === "keep" && canAct()) {
      const option = shown.cur.options[ui.mode.option];
      if (option) sendAction(blastAction(shown.cur.legal, option, b.getAttribute("data-keep") ?? undefined));
    } else if (name === "cancel") { to({ type: "cancel" }); render(); }
  }

  function onSideHover(ev: Event): void {
    const option = (ev.target as Element).closest?.("[data-btn=option]")?.getAttribute("data-option");
    const next = option !== null && option !== undefined ? Number(option) : undefined;
    if (next === ui.hover.option) return;
    ui.hover = next === undefined ? {} : { option: next };
    drawHover();
  }

  // ------------------------------------------------------------------ model changes
  const onError = () => { if (req.takeError()) drawRefusal(); };

  story.add(shown.cur.events, t, model.get("messages") ?? {});
  if (shown.cur.summary) story.line(shown.cur.summary, "summary");
  const unwatch = shown.watch(TRAITS);
  for (const name of EXPLORE_TRAITS) model.on(`change:${name}`, render);
  model.on("change:error", onError);
  svg.addEventListener("click", onClick);
  svg.addEventListener("pointerdown", onPointerDown);
  svg.addEventListener("pointerup", onPointerUp);
  svg.addEventListener("pointerover", onHover);
  svg.addEventListener("focusin", onHover);
  svg.addEventListener("mouseleave", onLeave);
  side.addEventListener("click", onSide);
  side.addEventListener("pointerover", onSideHover);
  side.addEventListener("focusin", onSideHover);
  root.addEventListener("keydown", onKey);
  onError();
  render();

  return () => {
    shown.stop();
    unwatch();
    for (const name of EXPLORE_TRAITS) model.off(`change:${name}`, render);
    model.off("change:error", onError);
    root.remove();
  };
}

