/**
 * A marble drawn with its colour AND a glyph, so colours never carry meaning alone
 * (colour-blind safe): red diamond, blue drop, black square, yellow star.
 */
import { s, title } from "../board/svg";

/** Glyph paths in a unit circle (radius 1), scaled with the marble. */
const GLYPHS: Record<string, string> = {
  red: "M0,-0.5L0.5,0L0,0.5L-0.5,0Z",
  blue: "M0,-0.6C0.32,-0.2 0.42,0 0.42,0.16A0.42,0.42 0 0 1 -0.42,0.16C-0.42,0 -0.32,-0.2 0,-0.6Z",
  black: "M-0.38,-0.38H0.38V0.38H-0.38Z",
  yellow: starPath(0.52, 0.22),
};

function starPath(outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(r * Math.cos(a)).toFixed(3)},${(r * Math.sin(a)).toFixed(3)}`);
  }
  return `M${points.join("L")}Z`;
}

export interface MarbleOptions {
  x: number;
  y: number;
  r: number;
  cls?: string;
  label?: string;
  attrs?: Record<string, string | number | undefined>;
}

/** `<g class="marble COLOR ...">` with a circle and the colour's glyph. */
export function marble(color: string, opts: MarbleOptions): SVGElement {
  const safe = GLYPHS[color] ? color : "unknown";
  return s(
    "g",
    {
      class: `marble ${safe}${opts.cls ? " " + opts.cls : ""}`,
      transform: `translate(${opts.x},${opts.y})`,
      "data-color": safe,
      ...opts.attrs,
    },
    [
      opts.label ? title(opts.label) : null,
      s("circle", { class: "ball", r: opts.r }),
      GLYPHS[color]
        ? s("path", { class: "glyph", d: GLYPHS[color], transform: `scale(${opts.r})` })
        : null,
      ...(opts.attrs?.tabindex !== undefined ? focusRing(opts.r) : []),
    ],
  );
}

/** The keyboard focus ring of a round thing (shown only while it has keyboard focus): a dark
 * ring on a light halo in the light theme, a light ring on a dark halo in the dark theme. */
export function focusRing(r: number): SVGElement[] {
  return [s("circle", { class: "focus-halo", r: r + 3.5 }), s("circle", { class: "focus-ring", r: r + 3.5 })];
}

/** A small inline SVG marble for HTML text (buttons, log, choices). */
export function marbleIcon(color: string, size = 14): SVGElement {
  const half = size / 2;
  return s("svg", { class: "pw-icon", width: size, height: size, viewBox: `${-half} ${-half} ${size} ${size}`, "aria-hidden": "true" }, [
    marble(color, { x: 0, y: 0, r: half - 1 }),
  ]);
}
