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
import type { SugarFrame } from "./frames";
import type { SugarLayout } from "./layout";
import { IDLE, next, type SugarModeEvent } from "./mode";
import { showHover } from "./render";
import { SUGAR_STYLE } from "./style";
import { MARK_STYLE } from "../board/marks";
import { EXPLORE_STYLE, ExploreBar, adviceFor, type ExploreLook, type SugarHeatCell } from "./explore";
import { canDraw } from "./legal";
import { drawPanel as drawPanelOf } from "./panel";
import { drawLegend } from "./legend";
import { todo, turnText as turnWords } from "./words";
import { viewNow } from "./now";
import type { SugarAction, SugarMark, SugarModel, SugarTraits } from "./types";
import { markDrawn } from "../board/echo";
import { Shown } from "../board/shown";
import { Requests } from "../board/requests";
import { btn } from "../board/buttons";
import { listen, type InputState } from "./input";
import { SugarToolbar } from "./toolbar";
import { SugarSeats } from "./seats";
import { drawBoard, hoverPreview, pickedPartners } from "./boardview";
import { apply, showEmptied, snapshot, type Snapshot, type UpdateView } from "./updates";
import { drawRefusal as drawRefusalIn } from "./refusal";
import { LINES_STYLE, SugarLines } from "./lines";

const TRAITS: (keyof SugarTraits)[] = ["state", "state_id", "legal", "previews", "options", "events", "summary", "actor", "messages",
  "language", "you", "rules", "can_undo", "interactive", "hover", "marks", "log_epoch", "objective_text", "progress", "acting", "timeline"];

/** The explorer's traits (`games/sugar/exploring.py`): drawn for the state Python holds. */
const EXPLORE_TRAITS: (keyof SugarTraits)[] = ["explore", "heatmap", "heat", "advice", "editable", "editing", "editor"];

export interface MountOptions {
  /** milliseconds per animation step */
  delay?: number;
  /** no animation (default: the page's prefers-reduced-motion) */
  reducedMotion?: boolean;
}

/** What the view holds of its own: everything else it draws is Python's traits. */
interface ViewState extends InputState {
  /** each player's progress before the move shown (told until their kept candies change) */
  progressBefore: SugarTraits["progress"];
  /** the board's layout drawn last */
  lay: SugarLayout | null;
}

/** The view's parts, in the page's order: the status line, the hint, the announcer, the board
 * with the strip of moves under it and, beside it, the legend, the buttons, the editor, the
 * explorer, the refusal, the panel and the log. */
function viewParts(toolbar: SugarToolbar, explorer: ExploreBar, req: Requests, model: SugarModel) {
  /** the strip of moves under the board and the position editor beside it (`lines.ts`) */
  const lines = new SugarLines(req, model);
  const root = h("div", { class: "sugar-blast" });
  const status = h("div", { class: "sb-status" });
  const hint = h("div", { class: "sb-hint" });
  const refusalBox = h("div", { class: "pw-refusal", role: "alert", hidden: true });
  const announcer = h("div", { class: "sb-announce", role: "status", "aria-live": "polite" });
  const svg = s("svg", { class: "sb-board", role: "group", preserveAspectRatio: "xMidYMin meet" }) as SVGSVGElement;
  const panel = h("div", { class: "sb-panel", hidden: true });
  const logList = h("ol", { class: "pw-log-list" });
  const logTitle = h("summary", {});
  const logBox = h("details", { class: "pw-log", open: true }, [logTitle, logList]);
  const legend = h("ul", { class: "sb-legend" });
  // a refusal is said beside the board, not above it: the board keeps its place (no jump)
  toolbar.bar.append(lines.editor.toggle);
  const side = h("div", { class: "sb-side" }, [legend, toolbar.bar, lines.editor.box, explorer.bar, explorer.box, toolbar.animBar, refusalBox, panel, logBox]);
  const boardBox = h("div", { class: "sb-board-box" }, [svg, lines.strip.box]);
  const main = h("div", { class: "sb-main" }, [boardBox, side]);
  root.append(h("style", {}, SUGAR_STYLE + MARK_STYLE + EXPLORE_STYLE + LINES_STYLE), status, hint, announcer, main);
  return { root, status, hint, refusalBox, announcer, svg, panel, logList, logTitle, legend, side, boardBox, lines };
}

/** Build the view in `el`; returns the cleanup that removes it and every listener. */
export function mount(el: HTMLElement, model: SugarModel, client: Client, opts: MountOptions = {}): () => void {
  let t: Translate = translator(model.get("messages") ?? {}, model.get("language") ?? "en");
  const to = (event: SugarModeEvent) => { ui.mode = next(ui.mode, event); };
  const story = new SugarStory();
  const reduced = () => opts.reducedMotion ?? (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
  /** Python's updates as they are shown, one after another (`board/shown.ts`). */
  const shown = new Shown<Snapshot, SugarFrame>(model, {
    read: () => snapshot(model),
    show: (item) => (item.kind === "epoch" ? showEmptied(updating, item.epoch) : apply(updating, item.snap)),
    render: () => render(),
  });
  /** The requests sent to Python and the last refusal (`board/requests.ts`). */
  const req = new Requests(client, model, () => render());
  /** The view's own state, in one place (everything else is Python's traits). */
  const ui: ViewState = {
    mode: IDLE, note: null, hover: {}, dragFrom: null, skipClick: null, pressed: false, focusKey: null,
    progressBefore: shown.cur.progress, lay: null,
  };

  const toolbar = new SugarToolbar();
  const explorer = new ExploreBar(btn, {
    heatmap: (on) => void ask("heatmap", on), hint: () => void ask("hint"), play: (action) => sendAction(action),
  });
  const { root, status, hint, refusalBox, announcer, svg, panel, logList, logTitle, legend, side, boardBox, lines } = viewParts(toolbar, explorer, req, model);
  root.setAttribute("data-state-id", String(shown.cur.state_id));
  el.appendChild(root);

  // ------------------------------------------------------------------ reading the state
  const rules = () => model.get("rules") ?? {};
  const candy = (type: string | null | undefined) => (type ? t(`sugar.candy.${type}`) : "");
  /** Who plays which seat here (`seats.ts`), read from Python's traits now. */
  const seating = new SugarSeats(model);
  const you = () => seating.you();
  const interactive = () => seating.interactive();
  const marks = (): SugarMark[] => (Array.isArray(model.get("marks")) ? model.get("marks") : []);
  /** What can be done now (`now.ts`). */
  const { state: st, running, animating, stale, ending, yourTurn, canAct, selectable, situation } = viewNow(shown, req, seating, lines, () => ui.mode);

  const previewCells = () => hoverPreview(ui, shown.cur.options, shown.cur.previews, model.get("hover") !== false);
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

  const turnText = () => turnWords(t, situation());

  function setHint(): void {
    const preview = previewCells();
    const words = ui.hover.cell && preview.size ? t("sugar.board.preview", { count: preview.size }) : ui.note ?? lines.hint(t) ?? todo(t, situation());
    if (hint.textContent !== words) hint.textContent = words;
  }

  /** The partners of the candy picked and the cells the hovered swap or option would blast. */
  const highlights = () => ({
    partners: pickedPartners(ui.mode, canAct() && st().phase === "swap", shown.cur.legal), preview: animating() ? new Set<string>() : previewCells(),
  });

  /** A hover's change, on the cells already drawn: a press between hover and release stays
   * on its node. */
  const drawHover = () => showHover(svg, highlights(), ui.hover.option);

  function drawSvg(): void {
    drawBoard({
      t, state: st(), frame: shown.frame ?? null, animating: animating(), ending: ending(), actor: shown.cur.actor, events: shown.cur.events,
      progress: shown.cur.progress, progressBefore: ui.progressBefore, objectiveText: shown.cur.objective_text,
      marks: marks(), adviceMarks: shownAdvice()?.marks ?? [], keys: animating() ? new Set<string>() : selectable(), mode: ui.mode,
      highlights: highlights(), options: shown.cur.options, optionsClickable: canAct() && ui.mode.kind === "idle", you: you(),
      heat: exploreShown() && model.get("heatmap") ? (model.get("heat") ?? []) as SugarHeatCell[] : null, ui, root, svg, boardBox,
    });
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
    toolbar.draw({
      // the draw is offered to whoever may play now: not while another seat plays, not on a board that only shows
      drawOffered: canDraw(shown.cur.legal) && st().phase === "swap" && interactive() && yourTurn(), canAct: canAct(),
      // a game over keeps its moves (Python offers no undo then): that, not "nothing to undo", is why
      undoWhy: lockReason() ?? (st().phase === "over" ? t("ui.error.undo_over")
        : model.get("can_undo") === false ? t("sugar.ui.undo_none") : null),
      showing: running() || stale(), player: shown.player, running: running(),
    }, t);
  }

  function drawPanel(): void {
    drawPanelOf(panel, t, { state: st(), options: shown.cur.options, mode: ui.mode, enabled: canAct(), hidden: animating() || stale(), readOnly: !interactive(), btn });
  }

  function drawRefusal(): void {
    drawRefusalIn(refusalBox, req.refusal, t, rules());
  }

  // ------------------------------------------------------------------ updates and animation
  /** What the updates shown change (`updates.ts`). */
  const updating: UpdateView = {
    get t() { return t; }, model, shown, story, announcer, ui, req, to, reduced, delay: opts.delay, you,
    settledTurn: () => turnWords(t, { ...situation(), animating: false, othersMove: false, over: st().phase === "over", winner: st().winner }),
    step: () => {
      // the status line follows the step shown: a win is said with its own step (O2)
      status.textContent = turnText();
      drawSvg();
      drawToolbar();
      setHint();
      story.draw(logList, t, rules());
    },
  };

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

  // ------------------------------------------------------------------ model changes
  const onError = () => { if (req.takeError()) drawRefusal(); };

  story.add(shown.cur.events, t, model.get("messages") ?? {});
  if (shown.cur.summary) story.line(shown.cur.summary, "summary");
  const unwatch = [shown.watch(TRAITS), redrawWhenLaidOut(root, svg, render)];
  for (const name of EXPLORE_TRAITS) model.on(`change:${name}`, render);
  model.on("change:error", onError);
  listen({
    root, svg, side, ui, shown, req, t: (k, params) => t(k, params), state: st, candy, canAct, selectable, to, render,
    drawHover, drawToolbar, setHint, send: (kind) => send(kind), sendAction, panel,
    editing: () => lines.editing(), put: (cell) => lines.put(cell),
  });
  onError();
  render();

  return () => {
    shown.stop();
    for (const stop of unwatch) stop();
    for (const name of EXPLORE_TRAITS) model.off(`change:${name}`, render);
    model.off("change:error", onError);
    root.remove();
  };
}

/** Texts are fitted and labels placed by measuring the drawn board, which only a board in the
 * page can be: `render` runs again once `root` is laid out there, and when its width changes.
 * Returns what stops watching. */
function redrawWhenLaidOut(root: HTMLElement, svg: SVGSVGElement, render: () => void): () => void {
  if (typeof ResizeObserver !== "function") return () => undefined;
  let width = -1;
  const observer = new ResizeObserver(() => {
    if (!svg.isConnected || root.clientWidth === width) return;
    width = root.clientWidth;
    render();
  });
  observer.observe(root);
  return () => observer.disconnect();
}
