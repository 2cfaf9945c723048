/**
 * A choice's selections and its panel's rows as a part of its own (`static/choices.js`), loaded
 * the first time a board opens a choice, a potion to drink or a turn's end (`lazy.ts`, `acts.ts`).
 * It imports nothing at run time: the panel's drawing gives `drawChoice` what it draws from, and
 * lays the panel beside what is chosen with `placePanel`; the hint's line says `drinkHint`.
 */
export { ChoiceSelection, EndTurnSelection } from "../choices";
export { drawChoice } from "../choicepanel";
export { drinkHint } from "../drinkhint";
export { placePanel } from "../panelspot";
