/**
 * The strip of moves as a part of its own (`static/timeline.js`), loaded once a board has a
 * move to list (`lazy.ts`). It imports nothing at run time: the view gives `TimelineView` the
 * function that asks Python, and adds `TIMELINE_STYLE` to the board's style.
 */
export { TIMELINE_STYLE, TimelineView } from "../timeline";
