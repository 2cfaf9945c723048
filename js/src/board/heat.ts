/**
 * The colour of a heat map's level, the same on both boards (Potion Explosion's picks over its
 * dispenser, Sugar Blast's moves over its grid).
 */

/** The ring's colour for a level from 0 (pale) to 1 (deep): one hue, lightness carries it,
 * so it reads without telling hues apart. */
export function heatColor(level: number): string {
  const l = Math.max(0, Math.min(1, Number.isFinite(level) ? level : 0));
  return `hsl(280, 70%, ${Math.round(88 - 58 * l)}%)`;
}
