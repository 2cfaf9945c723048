/**
 * One view of the widget: draws the synced state, turns clicks and keys into requests, and
 * plays every action's events. Everything it offers comes from `legal`, `previews` and
 * Python's choices replies; the interface mode (one value, `mode.ts`), hover, animation and
 * the queue of updates still to show are its only own state (`store.ts`). What is clicked is a
 * target of `targets.ts`; the view's drawing is `draw.ts`, its requests `acts.ts`, where focus
 * goes next `focusplan.ts`, and the updates it shows `updates.ts`.
 *
 * Updates are shown in the order they came: when several arrive at once (the computer plays
 * its whole turn in one kernel call), each is told and animated in turn, and nothing of a
 * state already out of date can be clicked meanwhile.
 */
import type { Model } from "./types";
import type { Client } from "../board/protocol";
import { translator, type Translate } from "../board/i18n";
import { groupOf } from "./targets";
import type { Frame } from "./animation";
import { INITIAL, next, type ModeEvent } from "./mode";
import { AnimBar } from "./animbar";
import { RefusalAlert } from "./refusal";
import { listen, nearestMarble, type Plan } from "./input";
import { Seats } from "./seats";
import { STYLE } from "./style";
import { HEAT_STYLE } from "./heatmap";
import { MARK_STYLE } from "../board/marks";
import { ExploreBar, type ExploreCallbacks } from "./explorebar";
import { h, s } from "../board/svg";
import { editorSlot, underBoard } from "./slots";
import { KeptAbove } from "./room";
import { StatusLine } from "./status";
import { markDrawn } from "../board/echo";
import { Shown } from "../board/shown";
import { Requests } from "../board/requests";
import { Story } from "../board/story";
import { Focus } from "../board/focus";
import { btn, whyWrapper } from "../board/buttons";
import { TRAITS, clickable, language, legal, measure, messages, rules, show, snapshot, st, type PotionView, type Snapshot, type ViewParts, type ViewState } from "./store";
import { drawAnimBar, drawPanel, drawRefusal, drawStatus, drawSvg, drawToolbar, hintNow, setHint } from "./draw";
import { cancelModes, placeAll, send, sendAction, startDrink, startEnd } from "./acts";
import { nextPlace, planTarget } from "./focusplan";
import { apply, firstLog, startLog, turnSentence } from "./updates";

/** What sits under the board (`slots.ts`): the strip of moves with its banner, and a review. */
type Below = ReturnType<typeof underBoard>;

/** The view's parts, in the page's order: the style, the status line, the slot the hint and
 * a refusal share, the announcer, the strip's banner, the board (with a choice's panel laid
 * over it), the toolbar, the explorer, the animation bar, the end of turn's checklist, the
 * strip and the review, and the log. */
function viewParts(explorer: ExploreCallbacks, below: Below): ViewParts {
  const root = h("div", { class: "potion-widget" });
  const style = h("style", {}, STYLE + MARK_STYLE + HEAT_STYLE);
  /** The status line (`status.ts`): what it says is drawn from the state and who plays here. */
  const statusLine = new StatusLine();
  const buttons = {
    help: btn("help"), placeAll: btn("place-all"), toPool: btn("to-pool"), endTurn: btn("end-turn"), undo: btn("undo"),
  };
  /** A button in a wrapper that says why it is disabled (`board/buttons.ts`). */
  const wrap = whyWrapper(`pw-${Math.random().toString(36).slice(2, 8)}`);
  const toolbar = h("div", { class: "pw-toolbar" }, Object.values(buttons).map(wrap));
  /** The heat map and the hint (`explorebar.ts`): wishes go to Python as requests. */
  const explore = new ExploreBar(btn, wrap, explorer);
  const hint = h("div", { class: "pw-hint", "aria-live": "polite" });
  const refusal = new RefusalAlert();
  /** The hint and a refusal share one slot of a fixed least height: a refusal shown in the
   * hint's place never pushes the board down. */
  const saying = h("div", { class: "pw-say" }, [hint, refusal.el]);
  const announcer = h("div", { class: "pw-announce", role: "status", "aria-live": "polite", "aria-atomic": "false" });
  const svg = s("svg", { class: "pw-board", role: "group", tabindex: -1, preserveAspectRatio: "xMidYMin meet" }) as SVGSVGElement;
  /** The board in a block of its own (the root is a flex column: the SVG keeps its sizing). */
  const panel = h("div", { class: "pw-panel", hidden: true });
  /** The board, with a choice's panel laid over it beside what is being chosen. */
  const boardBox = h("div", { class: "pw-board-box" }, [svg, panel]);
  const anim = new AnimBar(wrap);
  const checklist = h("div", { class: "pw-checklist", hidden: true });
  const logList = h("ol", { class: "pw-log-list" });
  const logTitle = h("summary", {});
  const logBox = h("details", { class: "pw-log", open: true }, [logTitle, logList]);
  // The toolbar comes after the board in the DOM (the Tab order follows the turn: dispenser,
  // hand, burners, pool, then the buttons) and is shown above it by the flex order.
  root.append(style, statusLine.el, saying, announcer, below.timeline.banner, boardBox, toolbar, explore.bar, explore.advice, anim.el, checklist,
    below.timeline.box, below.review.box, logBox);
  return { root, style, statusLine, buttons, wrap, toolbar, explore, hint, refusal, saying, announcer, svg, panel, boardBox, anim, checklist, logList, logTitle, logBox };
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
  /** Under the board, each loaded when it has something to show (`slots.ts`): the strip of
   * moves with its banner and lines (`timeline.ts`), and a game's review (`review.ts`). */
  const below = underBoard((request) => void send(v, "timeline", undefined, request), client, (css) => parts.style.append(css), () => render());
  const parts = viewParts({
    heatmap: (measure) => void send(v, "heatmap", undefined, { measure }),
    hint: () => void send(v, "hint"),
    playHint: (action) => void sendAction(v, action),
  }, below);
  const { root, svg, toolbar, hint, boardBox, logList, logTitle } = parts;
  /** The position editor (`editor.ts`): in edit mode it is drawn instead of the board; loaded
   * when the board is editable (`slots.ts`). */
  const editor = editorSlot(model, client, () => render());
  root.append(editor.bar, editor.panel);
  el.appendChild(root);

  const shown = new Shown<Snapshot, Frame>(model, {
    read: () => snapshot(model),
    show: (item) => (item.kind === "epoch" ? startLog(v, item.epoch) : apply(v, item.snap)),
    render: () => render(),
  });
  root.setAttribute("data-state-id", String(shown.cur.state_id));
  const focus = new Focus<Plan>(root, svg, {
    groupOf,
    target: (kind, from) => planTarget(v, kind, from),
    next: () => nextPlace(v),
    busy: () => req.busy,
    stateId: () => shown.cur.state_id,
    grid: (el, k, els) => (groupOf(el.getAttribute("data-key")!) === "marble" ? nearestMarble(el, k, els) : undefined),
  });
  const req = new Requests(client, model, () => render());
  const v: PotionView = {
    get t() { return t; }, model, client, opts, ui, parts, shown, req, log: new Story(), seating: new Seats(model), focus,
    to: (event: ModeEvent) => { ui.mode = next(ui.mode, event); }, render: () => render(),
  };

  /** The board keeps its place as the texts above it change (`room.ts`). */
  const above = new KeptAbove({ toolbar, help: parts.buttons.help, saying: parts.saying, hint, refusal: parts.refusal.el, board: boardBox });
  function render(): void {
    const t0 = performance.now();
    ui.rendering = true;
    const state = st(v);
    t = translator(messages(v), language(v));
    markDrawn(root, model, shown.cur.state_id);     // and marimo re-runs what reads the board
    root.setAttribute("lang", language(v));
    root.setAttribute("data-phase", state.phase);
    root.setAttribute("data-show", show(v));
    root.setAttribute("data-queue", String(shown.pending.length));
    root.classList.toggle("busy", req.busy);
    drawStatus(v);
    drawSvg(v);
    drawToolbar(v);
    drawPanel(v);
    drawAnimBar(v);
    drawRefusal(v);
    below.draw(shown.cur.timeline, model.get("review"), state.players.map((p) => p.name), t, req.busy || shown.stale());
    const editing = editor.draw(t);
    root.toggleAttribute("data-editing", editing);
    boardBox.hidden = toolbar.hidden = editing;
    hint.hidden = editing || !!req.refusal;     // a refusal takes the hint's place until it goes
    // an exercise board offers no Heat map and no Hint unless the lesson means it (explore)
    const exploring = model.get("explore") !== false;
    parts.explore.bar.hidden = editing || !exploring;
    if (!exploring) parts.explore.advice.hidden = true;
    if (editing) {
      for (const part of [parts.refusal.el, parts.panel, parts.anim.el, parts.checklist, below.timeline.banner, below.timeline.box, below.review.box, parts.explore.advice]) part.hidden = true;
    }
    logTitle.textContent = t("ui.log.title");
    v.log.draw(logList, t, rules(v));
    above.keep({ width: ui.layoutWidth, language: language(v), t, rules: rules(v), messages: messages(v),
      players: state.players.map((p) => p.name), potions: Object.values(model.get("kinds") ?? {}), guide: model.get("guide") || "", hint: ui.hintText ?? "" });
    ui.rendering = false;
    focus.keep();
    root.setAttribute("data-render-ms", (performance.now() - t0).toFixed(2));
  }

  // ------------------------------------------------------------------ model changes
  const onError = () => void req.takeError();
  ui.turnSaid = turnSentence(v);
  firstLog(v);
  const unwatch = shown.watch(TRAITS);
  model.on("change:error", onError);
  listen({
    model, root, svg, ui, shown, req, focus, t: (k, params) => t(k, params), state: () => st(v), legal: () => legal(v), clickable: () => clickable(v),
    to: v.to, plan: (kind) => focus.planTo(kind), render, drawToolbar: () => drawToolbar(v), drawAnimBar: () => drawAnimBar(v),
    setHint: (words) => setHint(v, words), hintNow: () => hintNow(v), send: (kind) => send(v, kind), sendAction: (action) => sendAction(v, action),
    startDrink: (potion) => startDrink(v, potion), startEnd: () => startEnd(v), placeAll: () => placeAll(v), cancel: () => cancelModes(v),
  }, toolbar, parts.anim.el);
  focus.listen();
  onError();
  render();

  // The board is laid out for its real width: redrawn when that width changes.
  let observer: ResizeObserver | null = null;
  if (!opts.width && typeof ResizeObserver === "function") {
    observer = new ResizeObserver(() => {
      // the texts above the board wrap anew too: their room is measured again (`room.ts`)
      if (measure(v) !== ui.layoutWidth) render();
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
