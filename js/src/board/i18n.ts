/**
 * Messages from the one catalog Python sends (`messages` trait): templates with `{name}`
 * placeholders, filled from params. No user-facing sentence is written in the code.
 */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Placeholders that hold a colour id, shown by the language's `ui.color.<id>` (as in
 * messages.py's COLOUR_FIELDS). */
const COLOUR_FIELDS = new Set(["color", "above", "below", "hole_color", "c", "filled"]);

/** The plural category of a count where a language's rule is not English's (messages.py's
 * PLURAL_RULES): French says "one" for 0 and 1, Japanese has no grammatical number. */
const PLURAL_RULES: Record<string, (n: number) => "one" | "other"> = {
  fr: (n) => (n === 0 || n === 1 ? "one" : "other"),
  ja: () => "other",
};

/** A translator over `messages` of `language`; an unknown key shows the key itself, so a
 * missing entry is visible rather than silently blank. Params are inserted as plain text by
 * the caller's DOM code (textContent), never as markup. */
export function translator(messages: Record<string, string>, language = "en"): Translate {
  const rule = PLURAL_RULES[language] ?? ((n: number) => (n === 1 ? "one" : "other"));
  return (key, params = {}) => {
    // A sentence about no thing or one thing may have its own form, "<key>.zero" and
    // "<key>.one", chosen by the language's plural rule (as in messages.py). The number it
    // counts is its `count`, else the first of its placeholders holding a whole number.
    const n = params.count ?? countedNumber(messages[key], params);
    let template: string | undefined;
    if (typeof n === "number") {
      if (n === 0) template = messages[`${key}.zero`];
      if (template === undefined && rule(n) === "one") template = messages[`${key}.one`];
    }
    template ??= messages[key];
    if (template === undefined) return key;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in params)) return whole;
      const c = params[name];
      const colour = typeof c === "string" && COLOUR_FIELDS.has(name) ? messages[`ui.color.${c}`] : undefined;
      return colour ?? String(c);
    });
  };
}

/** The first whole number among the placeholders of `template`, in the order they appear
 * (messages.py's counted_number, for a sentence without a `count`). */
function countedNumber(template: string | undefined, params: Record<string, unknown>): unknown {
  for (const match of (template ?? "").matchAll(/\{(\w+)\}/g)) {
    const value = params[match[1]];
    if (typeof value === "number" && Number.isInteger(value)) return value;
  }
  return undefined;
}
