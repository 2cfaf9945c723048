/**
 * Room kept for the texts above a board, so the board never moves as they change: a line is
 * given the height of the tallest thing it may say (measured, in the reader's language and
 * at the board's width), and the board's top only ever goes down for the board's life (a
 * shorter sentence after a longer one leaves its room empty rather than pull the board up).
 * Measuring needs a laid-out page; without one (no height measured) nothing is reserved.
 */

/** The tallest of the drawings `drawings` make in `el` (each draws one thing the line may
 * say), then `restore` draws what it says now; `el` keeps that tallest height as its least
 * height. All of it happens before the page is painted: only the real sentence is ever seen. */
export function reserveTallest(el: HTMLElement, drawings: (() => void)[], restore: () => void): number {
  el.style.minHeight = "";
  let tallest = 0;
  for (const draw of drawings) {
    draw();
    tallest = Math.max(tallest, el.getBoundingClientRect().height);
  }
  restore();
  tallest = Math.max(tallest, el.getBoundingClientRect().height);
  if (tallest > 0) el.style.minHeight = `${Math.ceil(tallest)}px`;
  return tallest;
}

/** Keeps a block (the board) from ever moving up within its container: the lowest its top
 * has been is kept with a top margin, until `reset` (a new width lays the texts out anew). */
export class KeptTop {
  private lowest = 0;

  constructor(private readonly block: HTMLElement) {}

  /** Measure where the block's top would be now and hold it at the lowest seen. */
  keep(): void {
    if (this.block.hidden) return;
    this.block.style.marginTop = "";
    const natural = this.block.offsetTop;
    if (!natural) return;      // not laid out (a page not shown yet, or no layout at all)
    this.lowest = Math.max(this.lowest, natural);
    if (this.lowest > natural) {
      const margin = parseFloat(getComputedStyle(this.block).marginTop) || 0;
      this.block.style.marginTop = `${margin + this.lowest - natural}px`;
    }
  }

  /** Forget the lowest top (the texts above are laid out anew, at another width). */
  reset(): void {
    this.lowest = 0;
  }
}
