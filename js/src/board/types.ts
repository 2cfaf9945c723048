/**
 * What Python sends both boards beside their state (PROTOCOL.md): an event of the game's story,
 * a refusal naming its rule, and the reply to one request. Each game's own data is in its
 * folder's types (potion/types.ts, sugar/types.ts).
 */

export interface GameEvent {
  type: string;
  rule: string;
  key: string;
  params: Record<string, unknown>;
  text: string;
  /** the sentence for this reader ("you" or the player's name), without the rule suffix */
  say?: string;
  [field: string]: unknown;
}

export interface Refusal {
  rule: string;
  key: string;
  params: Record<string, unknown>;
  message: string;
  /** a refused edit: the state field that is wrong (`editor.py`) */
  field?: string;
}

/** A reply from Python to one request, matched by `id`. */
export interface Reply {
  kind: "reply";
  id: number | null;
  ok: boolean;
  events?: GameEvent[];
  choices?: Record<string, unknown>[];
  state_id?: number;
  error?: Refusal;
  /** a saved scenario's file, and the sentence saying so */
  path?: string;
  message?: string;
  /** a part of the front end asked for (`module`): its name and its code */
  name?: string;
  code?: string;
}
