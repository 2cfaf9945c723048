/** Potion Explosion's strip of moves is the one every board shares (`board/timeline.ts`). */
export * from "../board/timeline";
