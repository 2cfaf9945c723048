/**
 * A game's review as a part of its own (`static/review.js`), loaded once a board has a review
 * to draw (`lazy.ts`). It imports nothing at run time: the view gives `ReviewView` the function
 * that asks Python to look at a position, and adds `REVIEW_STYLE` to the board's style.
 */
export { REVIEW_STYLE, ReviewView } from "../review";
