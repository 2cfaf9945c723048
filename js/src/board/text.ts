/**
 * Text in an SVG board, which has no wrapping of its own: an estimate of a text's width, words
 * wrapped into lines (a long word broken, never cut), and a text kept within its width once the
 * browser has measured it. Both boards' drawings use them.
 */
import { text } from "./svg";

/** The smallest font the board uses: at the narrowest layout it is still 11 CSS px. */
export const MIN_FONT = 12;

/** An estimate of a text's width (SVG text has no wrapping). Generous on purpose: wide
 * fonts such as DejaVu Sans stay inside; the browser pass `fitTexts` corrects the rest. */
export function textWidth(content: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const ch of content) {
    if (wide(ch)) em += 1;
    else if (ch === " ") em += 0.32;
    else if ("iljtfr.,:;'!|()[]".includes(ch)) em += 0.36;
    else if ("mwMW".includes(ch)) em += 0.9;
    else if (ch >= "A" && ch <= "Z") em += 0.7;
    else em += 0.6;
  }
  return em * fontSize * (bold ? 1.08 : 1);
}

/** Whether a character is set a full em wide (Japanese kana and kanji, full-width forms). */
function wide(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x2e80 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xff60);
}

/** Words of `name` in lines no wider than `width`, in as few lines as fit. A word longer
 * than a line is broken, never cut: a Latin word ("aantrekkingskracht") with a hyphen at the
 * break, a Japanese one (no spaces between words) between any two characters. */
export function wrap(name: string, width: number, fontSize: number, bold = false): string[] {
  const fits = (line: string) => textWidth(line, fontSize, bold) <= width;
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(...broken(word, fits));
  }
  return lines.length ? lines : [name];
}

/** `word` in pieces that each fit (a hyphen ends each piece of a Latin word but the last). */
function broken(word: string, fits: (line: string) => boolean): string[] {
  const chars = [...word];
  const pieces: string[] = [];
  let piece = "";
  for (const [i, ch] of chars.entries()) {
    const hyphen = i + 1 < chars.length && !wide(ch) && !wide(chars[i + 1]) ? "-" : "";
    if (piece && !fits(piece + ch + hyphen) && (wide(ch) || piece.length >= 3)) {
      pieces.push(wide(ch) || wide(piece[piece.length - 1]) ? piece : `${piece}-`);
      piece = "";
    }
    piece += ch;
  }
  return [...pieces, piece];
}

/** A text that must stay within `width`: marked so the browser pass can squeeze it. */
export function fitted(content: string, width: number, attrs: Record<string, string | number | undefined>): SVGElement {
  return text(content, { ...attrs, "data-fit": Math.floor(width) });
}

/** In a browser, squeeze every text marked by `fitted` that the estimate let overflow (its
 * font size stays: the glyphs are drawn a little narrower). */
export function fitTexts(root: Element): void {
  for (const node of root.querySelectorAll("text[data-fit]")) {
    const el = node as SVGTextElement;
    if (typeof el.getComputedTextLength !== "function") return;
    el.removeAttribute("textLength");
    const max = Number(el.getAttribute("data-fit"));
    const length = el.getComputedTextLength();
    if (length > max && max > 0) {
      el.setAttribute("textLength", String(max));
      el.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  }
}
