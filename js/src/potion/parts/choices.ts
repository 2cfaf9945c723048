/**
 * A choice's selections and its panel's rows as a part of its own (`static/choices.js`), loaded
 * the first time a board opens a choice, a potion to drink or a turn's end (`lazy.ts`, `acts.ts`).
 * It imports nothing at run time: the panel's drawing gives `drawChoice` what it draws from.
 */
export { ChoiceSelection, EndTurnSelection } from "../choices";
export { drawChoice } from "../choicepanel";
