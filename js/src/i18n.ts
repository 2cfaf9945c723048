/**
 * Messages from the one catalog Python sends (`messages` trait): templates with `{name}`
 * placeholders, filled from params. No user-facing sentence is written in the code.
 */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A translator over `messages`; an unknown key shows the key itself, so a missing entry is
 * visible rather than silently blank. Params are inserted as plain text by the caller's DOM
 * code (textContent), never as markup. */
export function translator(messages: Record<string, string>): Translate {
  return (key, params = {}) => {
    // A sentence about one thing may have its own form, "<key>.one" (as in messages.py).
    const template = (params.count === 1 ? messages[`${key}.one`] : undefined) ?? messages[key];
    if (template === undefined) return key;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}
