/**
 * A board's buttons: each says why it cannot be used when it is disabled (the reason in a
 * tooltip beside it, reached on hover and keyboard focus).
 */
import { h } from "./svg";

/** A button named `name` (its class and its `data-btn`, which clicks are read by). */
export const btn = (name: string): HTMLElement => h("button", { type: "button", class: `pw-btn pw-${name}`, "data-btn": name });

/** Wraps buttons in a span that says why each is disabled; `prefix` makes its ids unique. */
export function whyWrapper(prefix: string): (b: HTMLElement) => HTMLElement {
  let whyId = 0;
  return (b) => {
    const why = h("span", { class: "pw-why", role: "tooltip", id: `${prefix}-why-${whyId++}` });
    b.setAttribute("aria-describedby", why.id);
    return h("span", { class: "pw-btn-wrap" }, [b, why]);
  };
}

/** Writes a button's label, and whether it can be used now: `why` it cannot (said beside it on
 * hover and keyboard focus), or null; `pressed` for a toggle. */
export function setButton(b: HTMLElement, label: string, why: string | null, pressed?: boolean): void {
  b.textContent = label;
  (b as HTMLButtonElement).disabled = why !== null;
  const wrapper = b.parentElement;
  const tip = wrapper?.querySelector(".pw-why");
  if (tip) tip.textContent = why ?? "";
  if (wrapper) {
    if (why === null) {
      wrapper.removeAttribute("title");
      wrapper.removeAttribute("tabindex");
    } else {
      wrapper.setAttribute("title", why);
      wrapper.setAttribute("tabindex", "0");
    }
  }
  if (why !== null) b.setAttribute("data-why", why);
  else b.removeAttribute("data-why");
  if (pressed !== undefined) b.setAttribute("aria-pressed", String(pressed));
}
