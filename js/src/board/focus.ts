/**
 * Focus handling of a board, written once: each group of things to choose is one Tab stop (a
 * roving tabindex that remembers the element last used), arrow keys move inside a group, and a
 * redraw that removes the focused element puts focus back where it belongs: where the action
 * under way planned it (the natural next place once Python answered, the panel of a choice),
 * else on the same element drawn anew, else parked on the board.
 *
 * The view says what its plans mean and which place comes next (`FocusHooks`); the rest is
 * the same for every board.
 */

export interface FocusHooks<P extends string> {
  /** The group a clickable element's key belongs to (one Tab stop each). */
  groupOf(key: string): string;
  /** Where plan `plan` (made while state `from` was shown) puts focus now: an element; null
   * when it cannot (the plan is dropped); undefined to wait for a later redraw. */
  target(plan: P, from: number): Element | null | undefined;
  /** The natural next place to act on, or null. */
  next(): Element | null;
  /** Whether a request is waiting for its reply (focus is then parked, not moved on). */
  busy(): boolean;
  /** The id of the state shown. */
  stateId(): number;
  /** Arrow keys inside a group laid out as a grid (`group`), or undefined for a row. */
  grid?(el: Element, key: string, members: Element[]): Element | null | undefined;
}

export class Focus<P extends string> {
  /** The learner is working inside the widget (focus came in and did not leave for another
   * element): a redraw that removes the focused element puts focus back where it belongs. */
  private engaged = false;
  /** Where focus goes once the action under way is answered. */
  plan: P | null = null;
  private planFrom = -1;
  /** The last element the learner was on (its identity survives redraws). */
  lastFocus: string | null = null;
  /** Focus parked on the board while nothing there can be chosen (a reply or a move is awaited). */
  private parked = false;
  private moving = false;
  /** The last input was a pointer: focus moves without scrolling the page. */
  pointer = false;
  /** Each group's Tab stop (a roving tabindex): the key of the element that has tabindex 0. */
  private stops = new Map<string, string>();

  constructor(private root: HTMLElement, private board: SVGSVGElement, private hooks: FocusHooks<P>) {}

  /** An element's identity across redraws: its key, or its button's name and option. */
  ident(el: Element): string | null {
    if (el === this.board) return null;
    const k = el.getAttribute("data-key");
    if (k) return `k:${k}`;
    const b = el.getAttribute("data-btn");
    if (b) return `b:${b}:${el.getAttribute("data-keep") ?? el.getAttribute("data-stack") ?? el.getAttribute("data-choice") ?? el.getAttribute("data-potion") ?? ""}`;
    return null;
  }

  canFocus(el: Element): boolean {
    if (el.closest("[hidden]")) return false;
    if (el instanceof HTMLButtonElement) return !el.disabled;
    return el.hasAttribute("tabindex");
  }

  private byIdent(id: string): HTMLElement | SVGElement | null {
    for (const el of this.root.querySelectorAll("[data-key], [data-btn]")) {
      if (this.ident(el) === id && this.canFocus(el)) return el as HTMLElement;
    }
    return null;
  }

  /** The elements of a group that can be chosen now, in drawing order. */
  members(group: string): SVGElement[] {
    return [...this.board.querySelectorAll("[data-key][tabindex]")].filter((el) => this.hooks.groupOf(el.getAttribute("data-key")!) === group) as SVGElement[];
  }

  /** One Tab stop per group: the remembered element, else the group's first. */
  applyRoving(): void {
    const groups = new Map<string, SVGElement[]>();
    for (const el of this.board.querySelectorAll("[data-key][tabindex]")) {
      const g = this.hooks.groupOf(el.getAttribute("data-key")!);
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g)!.push(el as SVGElement);
    }
    for (const [g, els] of groups) {
      const stop = els.find((el) => el.getAttribute("data-key") === this.stops.get(g)) ?? els[0];
      for (const el of els) el.setAttribute("tabindex", el === stop ? "0" : "-1");
    }
  }

  /** A group's Tab stop, or null when nothing in it can be chosen. */
  stopOf(group: string): SVGElement | null {
    const els = this.members(group);
    return els.find((el) => el.getAttribute("tabindex") === "0") ?? els[0] ?? null;
  }

  /** Moves focus to `el`; `park` when it only waits there. */
  put(el: Element, park = false): void {
    if (document.activeElement === el) return;
    this.moving = true;
    try {
      (el as HTMLElement).focus({ preventScroll: park || this.pointer });
    } finally {
      this.moving = false;
    }
    this.parked = park && document.activeElement === el;
  }

  /** Plans where focus goes once the action under way is answered. */
  planTo(kind: P): void {
    this.plan = kind;
    this.planFrom = this.hooks.stateId();
  }

  /** After a redraw: focus goes to the planned place, else stays on the same element. */
  keep(): void {
    if (!this.engaged || !this.root.isConnected) return;
    const active = document.activeElement;
    // a button just disabled or hidden still holds focus for a moment: it is lost all the same
    const lost = !active || active === document.body || !active.isConnected || !this.root.contains(active)
      || (active instanceof HTMLButtonElement && !this.canFocus(active));
    const target = this.plan === null ? null : this.hooks.target(this.plan, this.planFrom);
    if (target) {
      this.plan = null;
      this.put(target);
      return;
    }
    if (target === null) this.plan = null;
    if (!lost && !(active === this.board && this.parked)) return;
    let back: Element | null = this.lastFocus ? this.byIdent(this.lastFocus) : null;
    if (back && this.plan === null) this.put(back);
    else if (this.plan === null && !this.hooks.busy() && (back = this.hooks.next())) this.put(back);
    else this.put(this.board, true);
  }

  /** Arrow keys inside a group: the view's grid, else the previous or next element. */
  arrow(el: Element, key: string): Element | null {
    const k = el.getAttribute("data-key");
    if (!k) return null;
    const els = this.members(this.hooks.groupOf(k));
    const i = els.indexOf(el as SVGElement);
    if (i < 0) return null;
    if (key === "Home") return els[0];
    if (key === "End") return els[els.length - 1];
    const grid = this.hooks.grid?.(el, key, els);
    if (grid !== undefined) return grid;
    const j = key === "ArrowRight" || key === "ArrowDown" ? i + 1 : i - 1;
    return els[j] ?? null;
  }

  private onFocusIn = (ev: FocusEvent): void => {
    this.engaged = true;
    const target = ev.target as Element;
    if (target === this.board) return;
    this.parked = false;
    const id = this.ident(target);
    if (id) this.lastFocus = id;
    const k = target.getAttribute("data-key");
    if (k && target.hasAttribute("tabindex")) {
      const g = this.hooks.groupOf(k);
      this.stops.set(g, k);
      for (const el of this.members(g)) el.setAttribute("tabindex", el === target ? "0" : "-1");
    }
    if (!this.moving) this.plan = null;
  };

  private onFocusOut = (ev: FocusEvent): void => {
    const to = ev.relatedTarget as Node | null;
    if (to && !this.root.contains(to)) this.engaged = false;
  };

  private onPointer = (): void => { this.pointer = true; };

  /** Listens to the root's focus and pointer events (the root's removal ends them). */
  listen(): void {
    this.root.addEventListener("focusin", this.onFocusIn);
    this.root.addEventListener("pointerdown", this.onPointer);
    this.root.addEventListener("focusout", this.onFocusOut);
  }
}
