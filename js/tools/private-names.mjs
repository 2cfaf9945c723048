/**
 * Property names that only the front end's own modules use between themselves (the view's
 * state and parts, its handlers' hooks, a class's private fields): never a trait, a field of
 * Python's data or of a request, a DOM or JavaScript name, nor a name read from a string. The
 * build shortens them (esbuild's mangleProps, build.mjs), with one table of short names shared
 * by every bundle and part, so that a part given an object of the board's reads it by the same
 * names. tests/private_names.test.ts checks that each name is still private in that sense.
 */
export const PRIVATE_NAMES = [
  "adviceMarks", "adviceText", "animBar", "announcer", "applyRoving", "arrived", "attrs",
  "boardBox", "byBot", "byIdent", "canAct", "canFocus", "chooseDraw", "chooseKeep", "chosenHoles",
  "clearNote", "confirmDrink", "confirmEnd", "dragFrom", "drawAnimBar", "drawBanner", "drawHover",
  "drawOffered", "drawOptions", "drawToolbar", "endTurn", "ending", "engaged", "formOf", "frameEvent",
  "groupOf", "gutterKept", "heatButton", "hintButton", "hintNow", "hintSayings", "hintText", "hooks",
  "keepOf", "keepOptions", "labelLines", "lastFocus", "layoutWidth", "logList", "matchIndex",
  "measuredFor", "moveStarts", "objectiveText", "onBoard", "onChange", "onClick", "onFocusIn", "onFocusOut", "onHole",
  "onKey", "onPointer", "optionsClickable", "optionsLayer", "othersMove", "outlines", "parked",
  "personPlays", "placeAll", "planFrom", "planTo", "playButton", "playHint", "progressBefore", "pump",
  "reducedMotion", "roomFor", "seating", "selectableHoles", "sendAction", "setHint", "settledTurn",
  "situation", "skipAll", "skipClick", "slides", "stage", "staged", "startDrink", "startEnd", "statusLine",
  "stepInfo", "stopOf", "stripLocked", "switcher", "takeBack", "takeError", "takenBack", "toPool", "turnSaid", "undoWhy",
  "userPaused", "withRules", "yourTurn"
];

/** The names as esbuild's mangleProps pattern: a whole name, never a part of one. */
export const PRIVATE_PATTERN = new RegExp(`^(${PRIVATE_NAMES.join("|")})$`);
