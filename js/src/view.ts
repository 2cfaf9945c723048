/**
 * One view of the widget: draws the synced state, turns clicks and keys into requests, and
 * plays the last action's events. Everything it offers comes from `legal`, `previews` and
 * Python's choices replies; hover, selection and animation are its only own state.
 */
import type { Action, Color, GameEvent, Model, Preview, Refusal, Reply, Traits } from "./types";
import type { Client } from "./protocol";
import { translator, type Translate } from "./i18n";
import { drawDispenser, key as mkey, WIDTH as DISP_W, HEIGHT as DISP_H } from "./dispenser";
import { drawDesk, deskHeight, DESK_W } from "./desk";
import { drawBoard, BOARD_H } from "./board";
import { buildFrames, Player, touchesDispenser, type Frame } from "./animation";
import { ChoiceSelection, EndTurnSelection, type Choice } from "./choices";
import { drawChecklist, drawLog, eventText, isEndOfTurn, type LogEntry } from "./log";
import { marbleIcon } from "./marbles";
import { STYLE } from "./style";
import { h, s } from "./svg";

const LOG_LIMIT = 300;
const TRAITS: (keyof Traits)[] = ["state", "state_id", "legal", "previews", "events", "error", "messages", "tiles", "kinds", "scores", "winners"];

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

interface Drinking {
  potion: string;
  kind: string;
  sel: ChoiceSelection;
}

/** Build the view in `el`; returns the cleanup that removes it and every listener. */
export function mount(el: HTMLElement, model: Model, client: Client, opts: { delay?: number } = {}): () => void {
  let t: Translate = translator(model.get("messages") ?? {});
  let help = false;
  let handPick: number | null = null;
  let drinking: Drinking | null = null;
  let ending: EndTurnSelection | null = null;
  let busy = false;
  let refusal: Refusal | null = null;
  let note: string | null = null;
  let frame: Frame | null = null;
  let player: Player | null = null;
  let rendered = model.get("state");
  let renderedId = model.get("state_id");
  const log: LogEntry[] = [];
  let logVersion = 0;
  let logBase = 0;
  let logCurrent = -1;

  const root = h("div", { class: "potion-widget", "data-state-id": renderedId });
  const style = h("style", {}, STYLE);
  const status = h("div", { class: "pw-status" });
  const btn = (name: string) => h("button", { type: "button", class: `pw-btn pw-${name}`, "data-btn": name });
  const buttons = {
    help: btn("help"), placeAll: btn("place-all"), toPool: btn("to-pool"), endTurn: btn("end-turn"), undo: btn("undo"),
  };
  const toolbar = h("div", { class: "pw-toolbar" }, Object.values(buttons));
  const hint = h("div", { class: "pw-hint", "aria-live": "polite" });
  const refusalBox = h("div", { class: "pw-refusal", role: "alert", hidden: true });
  const svg = s("svg", { class: "pw-board", role: "group", preserveAspectRatio: "xMidYMin meet" }) as SVGSVGElement;
  const panel = h("div", { class: "pw-panel", hidden: true });
  const animButtons = { toggle: btn("anim-toggle"), step: btn("anim-step"), skip: btn("anim-skip") };
  const animInfo = h("span", { class: "pw-anim-info" });
  const animBar = h("div", { class: "pw-anim", hidden: true }, [...Object.values(animButtons), animInfo]);
  const checklist = h("div", { class: "pw-checklist", hidden: true });
  const logList = h("ol", { class: "pw-log-list" });
  const logTitle = h("summary", {});
  const logBox = h("details", { class: "pw-log", open: true }, [logTitle, logList]);
  root.append(style, status, toolbar, hint, refusalBox, svg, panel, animBar, checklist, logBox);
  el.appendChild(root);

  // ------------------------------------------------------------------ helpers
  const st = () => model.get("state");
  const legal = () => model.get("legal") ?? [];
  const playing = () => st().phase === "play";
  const activeName = () => st().players[st().current]?.name ?? "";
  const animating = () => !!frame && frame.event !== -1;

  function addEvents(events: GameEvent[]) {
    const messages = model.get("messages") ?? {};
    logBase = log.length;
    for (const e of events) log.push({ rule: e.rule, text: eventText(e, t, messages) });
    logVersion++;
    if (log.length > LOG_LIMIT) {
      const drop = log.length - LOG_LIMIT;
      log.splice(0, drop);
      logBase = Math.max(0, logBase - drop);
    }
  }

  /** Keys the user may click now, by area. */
  function clickable(): Set<string> {
    const keys = new Set<string>();
    const state = st();
    if (drinking) {
      for (const k of drinking.sel.clickable()) keys.add(k);
      return keys;
    }
    if (ending) {
      for (const stack of ending.keep !== null ? ending.drawOptions() : []) keys.add(`stack:${stack}`);
      return keys;
    }
    const me = state.players[state.current];
    for (const a of legal()) {
      if (a.type === (help ? "help" : "pick")) keys.add(`m:${a.track}:${a.pos}`);
      else if (a.type === "draft") keys.add(`tile:${a.tile}`);
      else if (a.type === "drink") keys.add(`c:${a.potion}`);
      else if (a.type === "from_pool" && me) me.pool.forEach((c, i) => c === a.color && keys.add(`pool:${i}`));
      else if ((a.type === "place" || a.type === "to_pool") && me) {
        me.hand.forEach((c, i) => c === a.color && keys.add(`hand:${i}`));
        if (a.type === "place" && handPick !== null && me.hand[handPick] === a.color) keys.add(`h:${a.burner}:${a.hole}`);
      }
    }
    return keys;
  }

  function chosenKeys(): Set<string> {
    if (drinking) return new Set(drinking.sel.picked);
    return handPick !== null ? new Set([`hand:${handPick}`]) : new Set();
  }

  // ------------------------------------------------------------------ drawing
  function render(): void {
    const t0 = performance.now();
    const state = st();
    t = translator(model.get("messages") ?? {});
    root.setAttribute("data-state-id", String(model.get("state_id")));
    root.setAttribute("data-phase", state.phase);
    root.classList.toggle("busy", busy);
    drawStatus();
    drawToolbar();
    drawSvg();
    drawPanel();
    drawAnimBar();
    drawRefusal();
    logTitle.textContent = t("ui.log.title");
    drawLog(logList, log, logCurrent, t, logVersion);
    root.setAttribute("data-render-ms", (performance.now() - t0).toFixed(2));
  }

  function drawStatus(): void {
    const state = st();
    const name = activeName();
    const phaseText =
      state.phase === "draft" ? t("ui.turn_draft", { name })
      : state.phase === "tiebreak" ? t("ui.turn_tiebreak", { name })
      : state.phase === "over" ? t("ui.turn_over")
      : t("ui.turn", { number: state.turn.number, name });
    status.replaceChildren(
      h("span", { class: "pw-turn" }, phaseText),
      h("span", { class: "pw-countdown" }, t("ui.countdown", { count: state.countdown })),
      h("span", { class: "pw-supply" }, t("ui.supply", { skills: state.supply.skills, helps: state.supply.helps })),
    );
    if (state.end_triggered && state.phase !== "over") status.append(h("span", { class: "pw-end-triggered" }, t("ui.end_triggered")));
    if (state.phase === "over") status.append(gameOver());
  }

  /** The final result: who won (Python's `winners`) and every final score. */
  function gameOver(): HTMLElement {
    const state = st();
    const scores = model.get("scores") ?? [];
    const winners = model.get("winners") ?? [];
    const names = winners.map((i) => state.players[i]?.name ?? String(i)).join(t("ui.and"));
    const all = state.players.map((p, i) => t("ui.final_score", { name: p.name, score: scores[i] ?? 0 })).join(", ");
    const box = h("div", { class: "pw-game-over", role: "status", "data-winners": winners.join(",") },
      winners.length ? t("ui.game_over", { count: winners.length, names, scores: all }) : t("ui.turn_over"));
    return box;
  }

  function drawToolbar(): void {
    const acts = legal();
    const canHelp = acts.some((a) => a.type === "help");
    if (!canHelp) help = false;
    const me = st().players[st().current];
    const handColor = handPick !== null ? me?.hand[handPick] : undefined;
    const set = (b: HTMLElement, label: string, enabled: boolean, pressed?: boolean) => {
      b.textContent = label;
      (b as HTMLButtonElement).disabled = !enabled || busy || !!drinking || !!ending;
      if (pressed !== undefined) b.setAttribute("aria-pressed", String(pressed));
    };
    set(buttons.help, t(help ? "ui.btn.help_on" : "ui.btn.help"), canHelp, help);
    set(buttons.placeAll, t("ui.btn.place_all"), !!unambiguousPlacement(acts));
    set(buttons.toPool, t("ui.btn.to_pool"), !!handColor && acts.some((a) => a.type === "to_pool" && a.color === handColor));
    set(buttons.endTurn, t("ui.btn.end_turn"), playing());
    set(buttons.undo, t("ui.btn.undo"), true);
    hint.textContent = note ?? currentHint();
  }

  function currentHint(): string {
    const state = st();
    if (busy) return t("ui.hint.wait");
    if (drinking) {
      const info = model.get("kinds")[drinking.kind];
      const params = { name: info?.name ?? drinking.kind, effect: info?.effect ?? "" };
      return t(drinking.sel.match() ? "ui.hint.drink_ready" : "ui.hint.drink", params);
    }
    if (ending) return t("ui.hint.end_turn");
    if (state.phase === "over") return t("ui.hint.over");
    if (state.phase === "draft") return t("ui.hint.draft");
    if (handPick !== null) {
      const color = state.players[state.current]?.hand[handPick];
      return t("ui.hint.place", { color: t(`ui.color.${color}`) });
    }
    if (help) return t("ui.hint.help");
    const acts = legal();
    if (acts.some((a) => a.type === "pick")) return t("ui.hint.pick");
    if (acts.some((a) => a.type === "place" || a.type === "to_pool")) return t("ui.hint.hand");
    if (acts.some((a) => a.type === "drink")) return t("ui.hint.drinkable");
    return "";
  }

  function drawSvg(): void {
    const state = st();
    const keys = animating() ? new Set<string>() : clickable();
    const chosen = chosenKeys();
    const dispKeys = (set: Set<string>) => new Set([...set].filter((k) => k.startsWith("m:")).map((k) => k.slice(2)));
    const deskX = 10 + DISP_W + 20;
    let y = 10 + BOARD_H;
    const desks: SVGElement[] = [];
    const scores = model.get("scores") ?? [];
    // Who won is Python's answer (F2, then the tie-break F3), never computed here.
    const winners = state.phase === "over" ? model.get("winners") ?? [] : [];
    state.players.forEach((_, i) => {
      const mine = i === state.current;
      const deskKeys = new Set([...keys].filter((k) =>
        k.startsWith("p:") || (mine && !k.startsWith("m:") && !k.startsWith("stack:") && !k.startsWith("tile:"))));
      desks.push(drawDesk(state, i, model.get("tiles"), model.get("kinds"), t, {
        active: mine && state.phase !== "over", score: scores[i] ?? 0,
        winner: winners.includes(i),
        selectable: deskKeys, chosen: mine ? chosen : new Set([...chosen].filter((k) => k === `p:${i}`)),
      }, deskX, y));
      y += deskHeight(state, i) + 10;
    });
    const height = Math.max(DISP_H + 20, y);
    const width = deskX + DESK_W + 10;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    const look = {
      selectable: dispKeys(keys),
      chosen: dispKeys(chosen),
      marked: frame?.marked,
      flash: frame?.flash,
    };
    svg.replaceChildren(
      drawDispenser(frame ? frame.dispenser : state.dispenser, look, t, 10, 10),
      drawBoard(state, model.get("tiles"), model.get("kinds"), t, keys, deskX, 10),
      ...desks,
    );
    svg.classList.toggle("animating", animating());
  }

  function drawPanel(): void {
    panel.replaceChildren();
    panel.hidden = !drinking && !ending;
    checklist.hidden = true;
    const confirm = btn("confirm");
    const cancel = btn("cancel");
    confirm.textContent = t("ui.btn.confirm");
    cancel.textContent = t("ui.btn.cancel");
    if (drinking) {
      const d = drinking;
      const info = model.get("kinds")[d.kind];
      panel.append(h("div", { class: "pw-panel-title" }, `${info?.name ?? d.kind}: ${info?.effect ?? ""}`));
      if (!d.sel.onBoard) {
        // Shapes the board cannot show are offered as a plain list of Python's choices.
        d.sel.choices.forEach((c, n) => {
          const option = btn("option");
          option.textContent = `${t("ui.choice.option", { n: n + 1 })}: ${JSON.stringify(c)}`;
          option.addEventListener("click", () => void sendAction({ type: "drink", potion: d.potion, choice: c }));
          panel.append(option);
        });
      }
      (confirm as HTMLButtonElement).disabled = busy || !d.sel.match();
      confirm.addEventListener("click", confirmDrink);
      cancel.addEventListener("click", cancelModes);
      panel.append(h("div", { class: "pw-panel-buttons" }, [confirm, cancel]));
    } else if (ending) {
      const e = ending;
      const keeps = e.keepOptions();
      const keepRow = h("div", { class: "pw-keep" }, [h("span", {}, t("ui.choice.keep"))]);
      keeps.forEach((k) => {
        const colors = JSON.parse(k) as Color[] | null;
        const option = btn("keep");
        option.setAttribute("aria-pressed", String(e.keep === k));
        option.setAttribute("data-keep", k);
        if (colors && colors.length) colors.forEach((c) => option.appendChild(marbleIcon(c)));
        else option.textContent = t("ui.choice.keep_none");
        option.addEventListener("click", () => { e.chooseKeep(k); render(); });
        keepRow.append(option);
      });
      panel.append(keepRow);
      if (e.keep !== null) {
        const options = e.drawOptions();
        if (options.length) {
          const me = st().players[st().current];
          const empty = me ? me.burners.flatMap((b, i) => (b ? [] : [i])) : [];
          const row = h("div", { class: "pw-draw" }, [h("span", {}, t("ui.choice.draw", { burner: empty[e.draw.length] ?? e.draw.length }))]);
          options.forEach((stack) => {
            const option = btn("draw");
            option.setAttribute("data-stack", String(stack));
            option.textContent = t("ui.choice.stack", { stack });
            option.addEventListener("click", () => { e.chooseDraw(stack); render(); });
            row.append(option);
          });
          panel.append(row);
        }
      }
      (confirm as HTMLButtonElement).disabled = busy || !e.match();
      confirm.addEventListener("click", confirmEnd);
      cancel.addEventListener("click", cancelModes);
      panel.append(h("div", { class: "pw-panel-buttons" }, [confirm, cancel]));
      checklist.hidden = false;
      drawChecklist(checklist, [], -1, false, t);
    }
    const events = model.get("events") ?? [];
    if (!ending && isEndOfTurn(events) && model.get("state_id") === renderedId) {
      checklist.hidden = false;
      drawChecklist(checklist, events, frame && frame.event >= 0 ? frame.event : events.length, !animating(), t);
    }
  }

  function drawAnimBar(): void {
    animBar.hidden = !player;
    if (!player) return;
    animButtons.toggle.textContent = t(player.playing ? "ui.btn.pause" : "ui.btn.play");
    (animButtons.toggle as HTMLButtonElement).disabled = player.done;
    animButtons.step.textContent = t("ui.btn.step");
    (animButtons.step as HTMLButtonElement).disabled = player.done;
    animButtons.skip.textContent = t("ui.btn.skip");
    (animButtons.skip as HTMLButtonElement).disabled = player.done;
    animInfo.textContent = t("ui.anim.step", { n: player.position + 1, total: player.total });
    animBar.setAttribute("data-step", String(player.position));
    animBar.setAttribute("data-done", String(player.done));
  }

  function drawRefusal(): void {
    refusalBox.hidden = !refusal;
    refusalBox.replaceChildren();
    if (!refusal) return;
    const messages = model.get("messages") ?? {};
    const message = messages[refusal.key] !== undefined ? t(refusal.key, refusal.params) : refusal.message;
    refusalBox.setAttribute("data-rule", refusal.rule);
    refusalBox.append(h("span", { class: "pw-rule" }, refusal.rule), h("span", {}, t("ui.refusal", { rule: refusal.rule, message })));
  }

  // ------------------------------------------------------------------ animation
  function startAnimation(before: Traits["state"] | undefined, events: GameEvent[]): void {
    player?.stop();
    player = null;
    frame = null;
    logCurrent = -1;
    if (!before || !events.length || !(touchesDispenser(events) || isEndOfTurn(events))) return;
    const frames = buildFrames(before.dispenser, events, st().dispenser);
    player = new Player(frames, (f) => {
      frame = f.event === -1 ? null : f;
      logCurrent = f.event === -1 ? -1 : logBase + f.event;
      drawSvg();
      drawAnimBar();
      drawPanel();
      drawLog(logList, log, logCurrent, t, logVersion);
    }, opts.delay);
    player.start(false);
    frame = frames[0].event === -1 ? null : frames[0];
    logCurrent = frames[0].event === -1 ? -1 : logBase + frames[0].event;
  }

  // ------------------------------------------------------------------ requests
  async function send(kind: "action" | "undo" | "choices", action?: Action): Promise<Reply | null> {
    if (busy) return null;
    busy = true;
    note = null;
    render();
    const body: { action?: Action; state_id?: number } = { state_id: model.get("state_id") };
    if (action) body.action = action;
    let reply: Reply;
    try {
      reply = await client.request(kind, body);
    } finally {
      busy = false;
    }
    if (!reply.ok) refusal = reply.error ?? null;
    else if (kind !== "choices") refusal = null;
    render();
    return reply;
  }

  async function sendAction(action: Action): Promise<Reply | null> {
    const reply = await send("action", action);
    if (reply?.ok) {
      drinking = null;
      ending = null;
      handPick = null;
      help = false;
      render();
    }
    return reply;
  }

  async function placeAll(): Promise<void> {
    for (let a = unambiguousPlacement(legal()); a; a = unambiguousPlacement(legal())) {
      const reply = await sendAction(a);
      if (!reply?.ok) break;
    }
  }

  async function startDrink(potion: string): Promise<void> {
    const reply = await send("choices", { type: "drink", potion });
    if (!reply?.ok || !reply.choices) return;
    const tiles = model.get("tiles");
    const kind = tiles[potion]?.kind ?? "";
    drinking = { potion, kind, sel: new ChoiceSelection(reply.choices as Choice[], kind, tiles) };
    render();
  }

  async function startEnd(): Promise<void> {
    const reply = await send("choices", { type: "end_turn" });
    if (!reply?.ok || !reply.choices) return;
    ending = new EndTurnSelection(reply.choices as Choice[]);
    handPick = null;
    render();
  }

  function confirmDrink(): void {
    const choice = drinking?.sel.match();
    if (drinking && choice) void sendAction({ type: "drink", potion: drinking.potion, choice });
  }

  function confirmEnd(): void {
    const choice = ending?.match();
    if (choice) void sendAction({ type: "end_turn", ...choice });
  }

  function cancelModes(): void {
    drinking = null;
    ending = null;
    handPick = null;
    help = false;
    render();
  }

  // ------------------------------------------------------------------ input
  function activate(target: Element): void {
    if (busy) return;
    const k = target.getAttribute("data-key");
    if (!k) return;
    if (k.startsWith("m:") && animating()) {
      player?.skip();
      return;
    }
    if (!clickable().has(k)) {
      // Nothing is sent for what cannot be chosen; the ninth marble explains itself (D2).
      if (target.classList.contains("ninth")) {
        note = target.querySelector("title")?.textContent ?? null;
        drawToolbar();
      }
      return;
    }
    note = null;
    if (drinking) {
      drinking.sel.toggle(k);
      render();
      return;
    }
    if (ending) {
      if (k.startsWith("stack:")) ending.chooseDraw(Number(k.slice(6)));
      render();
      return;
    }
    const [area, a, b] = k.split(":");
    if (area === "m") void sendAction({ type: help ? "help" : "pick", track: Number(a), pos: Number(b) });
    else if (area === "tile") void sendAction({ type: "draft", tile: k.slice(5) });
    else if (area === "c") void startDrink(k.slice(2));
    else if (area === "pool") {
      const color = st().players[st().current].pool[Number(a)];
      void sendAction({ type: "from_pool", color });
    } else if (area === "hand") {
      handPick = handPick === Number(a) ? null : Number(a);
      render();
    } else if (area === "h" && handPick !== null) {
      const color = st().players[st().current].hand[handPick];
      const action = legal().find((x) => x.type === "place" && x.color === color && x.burner === Number(a) && x.hole === Number(b));
      if (action) void sendAction(action);
    }
  }

  function onClick(ev: Event): void {
    const target = (ev.target as Element).closest?.("[data-key]");
    if (target && root.contains(target)) activate(target);
  }

  function onKey(ev: KeyboardEvent): void {
    if (ev.key === "Escape") {
      cancelModes();
      return;
    }
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const target = (ev.target as Element).closest?.("[data-key]");
    if (!target) return;
    ev.preventDefault();
    const focused = target.getAttribute("data-key");
    activate(target);
    // The board is redrawn: keep the keyboard where it was.
    queueMicrotask(() => (root.querySelector(`[data-key="${focused}"][tabindex]`) as HTMLElement | SVGElement | null)?.focus());
  }

  function previewOf(track: number, pos: number): Preview | undefined {
    return (model.get("previews") ?? []).find((p) => p.track === track && p.pos === pos);
  }

  function onHover(ev: Event): void {
    const target = (ev.target as Element).closest?.(".dispenser .marble.selectable");
    for (const m of svg.querySelectorAll(".preview-out")) m.classList.remove("preview-out");
    if (!target || help || drinking || ending) {
      if (!note) hint.textContent = currentHint();
      return;
    }
    const track = Number(target.getAttribute("data-track"));
    const preview = previewOf(track, Number(target.getAttribute("data-pos")));
    // Python lists only the picks that explode; any other legal pick takes its one marble.
    if (!preview || !preview.steps) {
      hint.textContent = t("ui.preview.none");
      return;
    }
    for (const p of preview.positions) svg.querySelector(`.dispenser [data-key="m:${mkey(track, p)}"]`)?.classList.add("preview-out");
    const colors = Object.entries(preview.colors).map(([c, n]) => `${n} ${t(`ui.color.${c}`)}`).join(", ");
    hint.textContent = t("ui.preview.pick", { count: preview.count, steps: preview.steps, colors });
  }

  const onToolbar = (ev: Event) => {
    const name = (ev.target as Element).closest?.("[data-btn]")?.getAttribute("data-btn");
    if (!name || busy) return;
    if (name === "help") { help = !help; handPick = null; render(); }
    else if (name === "place-all") void placeAll();
    else if (name === "to-pool" && handPick !== null) {
      void sendAction({ type: "to_pool", color: st().players[st().current].hand[handPick] });
    } else if (name === "end-turn") void startEnd();
    else if (name === "undo") void send("undo").then((r) => { if (r?.ok) cancelModes(); });
    else if (name === "anim-toggle" && player) { if (player.playing) player.pause(); else player.play(); drawAnimBar(); }
    else if (name === "anim-step" && player) player.step();
    else if (name === "anim-skip" && player) player.skip();
  };

  // ------------------------------------------------------------------ model changes
  let scheduled = false;
  function onChange(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      const id = model.get("state_id");
      if (id !== renderedId) {
        const before = rendered;
        const events = model.get("events") ?? [];
        addEvents(events);
        if (!events.length) {
          log.push({ rule: "", text: t("ui.log.undo") });
          logVersion++;
        }
        rendered = st();
        renderedId = id;
        refusal = null;
        note = null;
        drinking = null;
        ending = null;
        handPick = null;
        startAnimation(before, events);
      }
      const error = model.get("error") as Refusal;
      if (error && error.rule !== undefined && Object.keys(error).length) refusal = error;
      render();
    });
  }

  addEvents(model.get("events") ?? []);
  for (const name of TRAITS) model.on(`change:${name}`, onChange);
  root.addEventListener("click", onClick);
  toolbar.addEventListener("click", onToolbar);
  animBar.addEventListener("click", onToolbar);
  root.addEventListener("keydown", onKey);
  svg.addEventListener("mouseover", onHover);
  svg.addEventListener("focusin", onHover);
  const error = model.get("error") as Refusal;
  if (error && Object.keys(error).length) refusal = error;
  render();

  return () => {
    player?.stop();
    for (const name of TRAITS) model.off(`change:${name}`, onChange);
    root.remove();
  };
}
