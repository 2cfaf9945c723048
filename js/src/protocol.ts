/**
 * Requests to Python over `msg:custom`, each answered by a reply with the same id.
 * One client per model, created in `initialize`, owns the pending map and the only listener.
 */
import type { Action, Model, Reply } from "./types";

export interface Client {
  /** Send `{kind, id, ...body}`; resolves with Python's reply (never rejects on a refusal). */
  request(kind: "action" | "undo" | "choices", body: { action?: Action; state_id?: number }): Promise<Reply>;
  /** Number of requests still waiting for a reply. */
  pending(): number;
  /** Remove the listener and answer every waiting request with a local error. */
  close(): void;
}

const clients = new WeakMap<Model, Client>();

/** The client of `model`, created on first use (normally by `initialize`). */
export function clientFor(model: Model): Client {
  let client = clients.get(model);
  if (!client) {
    client = createClient(model);
    clients.set(model, client);
  }
  return client;
}

/** Forget the client of `model` (on the model's end). */
export function dropClient(model: Model): void {
  clients.get(model)?.close();
  clients.delete(model);
}

function createClient(model: Model): Client {
  let nextId = 1;
  const waiting = new Map<number, (reply: Reply) => void>();
  const onMessage = (msg: unknown) => {
    if (!msg || typeof msg !== "object") return;
    const reply = msg as Reply;
    if (reply.kind !== "reply" || typeof reply.id !== "number") return;
    const resolve = waiting.get(reply.id);
    if (!resolve) return;
    waiting.delete(reply.id);
    resolve(reply);
  };
  model.on("msg:custom", onMessage);
  return {
    request(kind, body) {
      const id = nextId++;
      return new Promise<Reply>((resolve) => {
        waiting.set(id, resolve);
        model.send({ kind, id, ...body });
      });
    },
    pending: () => waiting.size,
    close() {
      model.off("msg:custom", onMessage);
      for (const [id, resolve] of waiting) {
        resolve({ kind: "reply", id, ok: false, error: { rule: "", key: "ui.error.no_reply", params: {}, message: "" } });
      }
      waiting.clear();
    },
  };
}
