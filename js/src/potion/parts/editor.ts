/**
 * The position editor as a part of its own (`static/editor.js`), loaded only by a board that
 * is editable (`lazy.ts`). It imports nothing at run time: what it needs of the board (the
 * model, the request client) comes as `createEditor`'s arguments.
 */
export { createEditor } from "../editor";
