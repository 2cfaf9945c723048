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
import type { Action, GameState, Mark, Model, Preview, Show, Traits } from "./types";
import type { GameEvent, Reply } from "../board/types";
import type { Client, RequestKind } from "../board/protocol";
import { translator, type Translate } from "../board/i18n";
import { groupOf, type Group } from "./targets";
import { buildFrames, eventFrames, touchesDispenser, type Frame } from "./animation";
import { ChoiceSelection, EndTurnSelection, type Choice, type Describe } from "./choices";
import { INITIAL, drinkOf, endOf, next, type Mode, type ModeEvent } from "./mode";
import { isEndOfTurn } from "./log";
import { withRules } from "../board/log";
import { needsGutter } from "./marks";
import { placeLabels } from "../board/marks";
import { drawPanel as drawChoicePanel } from "./panel";
import { drawToolbar as drawButtons, unambiguousPlacement } from "./toolbar";
import { AnimBar } from "./animbar";
import { RefusalAlert } from "./refusal";
import { listen, nearestMarble, type Plan } from "./input";
import { chosenKeys, clickableKeys } from "./clickable";
import { drawBoardSvg } from "./boardsvg";
import { Seats } from "./seats";
import { drinkHint, playHint } from "./hints";
import { layoutBoard, type Layout } from "./layout";
import { fitTexts } from "../board/text";
import { STYLE } from "./style";
import { isLooking, jumped, type TimelineInfo, type TimelineRequest } from "./timeline";
import { HEAT_STYLE, type HeatCell } from "./heatmap";
import { ExploreBar, currentAdvice } from "./explorebar";
import { h, s } from "../board/svg";
import { editorSlot, underBoard } from "./slots";
import { KeptAbove } from "./room";
import { StatusLine, turnWords, type Form } from "./status";
import { markDrawn } from "../board/echo";
import { Shown } from "../board/shown";
import { Requests } from "../board/requests";
import { Story } from "../board/story";
import { Focus } from "../board/focus";
import { btn, whyWrapper } from "../board/buttons";

const TRAITS: (keyof Traits)[] = ["state", "state_id", "legal", "previews", "events", "error", "messages", "tiles", "kinds", "scores", "winners",
  "show", "marks", "you", "rules", "actor", "summary", "log_epoch", "hover", "interactive", "acting", "bots", "explore", "guide", "can_undo", "language", "timeline",
  "review", "editable", "editing", "editor", "heat", "heatmap", "advice", "preview", "explore_hint"];
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
    gutterKept: model.get("explore") === false, lastTurn: null, hintText: null, turnSaid: "",
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
  const refusal = new RefusalAlert();
  const refusalBox = refusal.el;
  /** The hint and a refusal share one slot of a fixed least height: a refusal shown in the
   * hint's place never pushes the board down. */
  const saying = h("div", { class: "pw-say" }, [hint, refusalBox]);
  const announcer = h("div", { class: "pw-announce", role: "status", "aria-live": "polite", "aria-atomic": "false" });
  const svg = s("svg", { class: "pw-board", role: "group", tabindex: -1, preserveAspectRatio: "xMidYMin meet" }) as SVGSVGElement;
  /** The board in a block of its own (the root is a flex column: the SVG keeps its sizing). */
  const panel = h("div", { class: "pw-panel", hidden: true });
  /** The board, with a choice's panel laid over it beside what is being chosen. */
  const boardBox = h("div", { class: "pw-board-box" }, [svg, panel]);
  const anim = new AnimBar(wrap);
  const animBar = anim.el;
  const checklist = h("div", { class: "pw-checklist", hidden: true });
  const logList = h("ol", { class: "pw-log-list" });
  const logTitle = h("summary", {});
  const logBox = h("details", { class: "pw-log", open: true }, [logTitle, logList]);
  /** Under the board, each loaded when it has something to show (`slots.ts`): the strip of
   * moves with its banner and lines (`timeline.ts`), and a game's review (`review.ts`). */
  const below = underBoard((request) => void send("timeline", undefined, request), client, (css) => style.append(css), () => render());
  // The toolbar comes after the board in the DOM (the Tab order follows the turn: dispenser,
  // hand, burners, pool, then the buttons) and is shown above it by the flex order.
  root.append(style, status, saying, announcer, below.timeline.banner, boardBox, toolbar, explore.bar, explore.advice, animBar, checklist, below.timeline.box, below.review.box, logBox);
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
  const byBot = (seat: number) => seating.byBot(seat);
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

  /** Keys the user may click now, by area (`clickable.ts`). */
  const clickable = () => stale() ? new Set<string>() : clickableKeys(ui.mode, st(), legal(), yourTurn() && interactive());

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
    below.draw(shown.cur.timeline, model.get("review"), st().players.map((p) => p.name), t, req.busy || stale());
    const editing = editor.draw(t);
    root.toggleAttribute("data-editing", editing);
    boardBox.hidden = toolbar.hidden = editing;
    hint.hidden = editing || !!req.refusal;     // a refusal takes the hint's place until it goes
    // an exercise board offers no Heat map and no Hint unless the lesson means it (explore)
    const exploring = model.get("explore") !== false;
    explore.bar.hidden = editing || !exploring;
    if (!exploring) explore.advice.hidden = true;
    if (editing) for (const part of [refusalBox, panel, animBar, checklist, below.timeline.banner, below.timeline.box, below.review.box, explore.advice]) part.hidden = true;
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

  function drawToolbar(): void {
    if (!legal().some((a) => a.type === "help")) to({ type: "help_unavailable" });
    drawButtons({
      t, model, mode: ui.mode, state: st(), legal: legal(), show: show(), seating, busy: req.busy,
      queued: stale() || othersMove(), looking: isLooking(shown.cur.timeline), advice: shown.cur.advice,
      stateId: shown.cur.state_id, buttons, explore,
    });
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
    if (ui.mode.kind === "drink") return drinkHint(ui.mode, t, model.get("kinds") ?? {}, describer());
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
    const chosen = chosenKeys(ui.mode);
    const seats = shows === "game" ? state.players.map((_, i) => i)
      : shows === "desk" ? [Math.min(state.players.length - 1, Math.max(0, you()?.[0] ?? state.current))] : [];
    const withBoard = shows === "game" || (shows === "desk" && state.phase === "draft");
    const hinted = model.get("explore_hint") !== false ? currentAdvice(shown.cur.advice, shown.cur.state_id)?.marks ?? [] : [];
    const allMarks = [...marks(), ...hinted];
    ui.layoutWidth = measure();
    ui.gutterKept = ui.gutterKept || needsGutter(allMarks);
    const lay: Layout = layoutBoard(state, shows, seats, withBoard, ui.layoutWidth, ui.gutterKept);
    drawBoardSvg({
      t, tiles: model.get("tiles"), kinds: model.get("kinds"), state, lay, keys, chosen, frame: shown.frame, animating: animating(),
      heat: shown.cur.heat, heatmap: model.get("heatmap"), winners: shown.cur.winners, scores: shown.cur.scores, you: you(), marks: allMarks, svg,
    });
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
    drawChoicePanel({
      t, model, mode: ui.mode, state: st(), rules: rules(), words: describer(), busy: req.busy, drawn: ui.drawn,
      events: shown.cur.events, frameEvent: shown.frame ? shown.frame.event : -1, animating: animating(),
      panel, checklist, boardBox, svg, wrap, render, to, clearNote: () => { ui.note = null; },
      cancel: cancelModes, confirmDrink, confirmEnd,
    });
  }

  function drawAnimBar(): void {
    anim.draw(shown, t);
  }

  function drawRefusal(): void {
    refusal.draw(req.refusal, t, model.get("messages") ?? {}, rules());
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

  // ------------------------------------------------------------------ model changes
  const onError = () => void req.takeError();

  log.add(shown.cur.events, t, model.get("messages") ?? {});
  if (shown.cur.summary) log.line(shown.cur.summary, "summary");
  log.trim();
  if (shown.cur.summary && byBot(shown.cur.actor)) ui.lastTurn = shown.cur.summary;
  const unwatch = shown.watch(TRAITS);
  model.on("change:error", onError);
  listen({
    model, root, svg, ui, shown, req, focus, t: (k, params) => t(k, params), state: st, legal, clickable, to, plan, render,
    drawToolbar, drawAnimBar, setHint, hintNow, send: (kind) => send(kind), sendAction, startDrink, startEnd, placeAll,
    cancel: cancelModes,
  }, toolbar, animBar);
  focus.listen();
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
    below.close();
    observer?.disconnect();
    unwatch();
    model.off("change:error", onError);
    root.remove();
  };
}
