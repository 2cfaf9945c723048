/**
 * Requests to Python over `msg:custom`, each answered by a reply with the same id.
 * One client per model, created in `initialize`, owns the pending map and the only listener.
 *
 * A request that gets no reply within the client's timeout is answered locally with the
 * refusal `ui.error.no_reply` (so the view leaves its busy state and stays usable); a reply
 * that arrives after that is ignored. A move Python did make late still reaches the view,
 * as every move does, through the synced traits.
 */
import type { Refusal, Reply } from "./types";

/** What a client needs of a widget's model: its custom messages, in and out. Both widgets'
 * models (Potion Explosion's and Sugar Blast's) are channels. */
export interface Channel {
  on(event: string, callback: (...args: any[]) => void): void;
  off(event?: string | null, callback?: ((...args: any[]) => void) | null): void;
  send(content: unknown): void;
}

/** How long a request waits for Python's reply, in milliseconds. */
export const REPLY_TIMEOUT_MS = 10_000;

export interface ClientOptions {
  /** Milliseconds before a request without reply is refused locally (default `REPLY_TIMEOUT_MS`). */
  timeout?: number;
}

/** The kinds of request Python answers (`widget.py`; the edit mode's in `editing.py`, the
 * explorer's in `exploring.py`, a part of the front end, `module`, in `front_parts.py`). */
export type RequestKind = "action" | "undo" | "choices" | "timeline" | "edit" | "edit_mode" | "save" | "heatmap" | "hint" | "module";

/** A request's fields besides `kind` and `id`. */
export interface RequestBody {
  /** an action of either game (Sugar Blast's are its own shapes) */
  action?: Record<string, unknown>;
  state_id?: number;
  /** an edit of the position, `{op, ...fields}` (`editor.py`) */
  edit?: Record<string, unknown>;
  /** enter (true) or leave (false) the edit mode */
  on?: boolean;
  /** a scenario's name and title, to save the position; or the part asked for (`module`) */
  name?: string;
  title?: string;
  /** a scenario's purpose, in one line (`save`) */
  purpose?: string;
  /** the heat map's measure, null for none (`heatmap`) */
  measure?: string | null;
}

export interface Client {
  /** Send `{kind, id, ...body}`; resolves with Python's reply, or with a local refusal
   * (`ui.error.no_reply`) when none came in time (`wait` milliseconds, else the client's
   * timeout). Never rejects. */
  request(kind: RequestKind, body: RequestBody, wait?: number): Promise<Reply>;
  /** Number of requests still waiting for a reply. */
  pending(): number;
  /** Remove the listener and answer every waiting request with a local error. */
  close(): void;
}

const clients = new WeakMap<Channel, Client>();

/** The client of `model`, created on first use (normally by `initialize`). */
export function clientFor(model: Channel, options: ClientOptions = {}): Client {
  let client = clients.get(model);
  if (!client) {
    client = createClient(model, options);
    clients.set(model, client);
  }
  return client;
}

/** Forget the client of `model` (on the model's end). */
export function dropClient(model: Channel): void {
  clients.get(model)?.close();
  clients.delete(model);
}

/** The local refusal for a request that got no reply: after `seconds`, or because the model closed. */
export function noReply(id: number, key: "ui.error.no_reply" | "ui.error.closed", seconds = 0): Reply {
  const error: Refusal = { rule: "no_reply", key, params: key === "ui.error.no_reply" ? { seconds } : {}, message: "" };
  return { kind: "reply", id, ok: false, error };
}

export function createClient(model: Channel, options: ClientOptions = {}): Client {
  const timeout = options.timeout ?? REPLY_TIMEOUT_MS;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (reply: Reply) => void; timer: ReturnType<typeof setTimeout> }>();
  const settle = (id: number, reply: Reply) => {
    const entry = waiting.get(id);
    if (!entry) return;           // already answered, timed out or closed: ignored
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(reply);
  };
  const onMessage = (msg: unknown) => {
    if (!msg || typeof msg !== "object") return;
    const reply = msg as Reply;
    if (reply.kind !== "reply" || typeof reply.id !== "number") return;
    settle(reply.id, reply);
  };
  model.on("msg:custom", onMessage);
  return {
    request(kind, body, wait = timeout) {
      const id = nextId++;
      return new Promise<Reply>((resolve) => {
        const timer = setTimeout(() => settle(id, noReply(id, "ui.error.no_reply", Number((wait / 1000).toFixed(1)))), wait);
        waiting.set(id, { resolve, timer });
        model.send({ kind, id, ...body });
      });
    },
    pending: () => waiting.size,
    close() {
      model.off("msg:custom", onMessage);
      for (const id of [...waiting.keys()]) settle(id, noReply(id, "ui.error.closed"));
    },
  };
}
