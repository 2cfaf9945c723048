/**
 * A board's requests to Python, written once for every game's view: one at a time (`busy`
 * while it waits, and a second is not sent), each naming the state it was made for, and the
 * refusal of the last one, shown until something else is accepted.
 */
import type { Client, RequestBody, RequestKind } from "./protocol";
import type { Refusal, Reply } from "./types";

/** What a view does around one request: `before` it leaves (the board is then drawn busy),
 * `after` its reply came (the board is then drawn again). */
export interface Around {
  before?(): void;
  after?(reply: Reply): void;
}

export class Requests {
  busy = false;
  /** The last refusal, shown until the next accepted action, undo or choice. */
  refusal: Refusal | null = null;

  constructor(private client: Client, private model: { get(name: string): unknown }, private render: () => void) {}

  /** Sends `kind` with the fields `extra` (a `RequestBody`, or a part's own request) for the
   * state Python holds now; null when a request is already waiting. */
  async send(kind: RequestKind, extra: object = {}, around: Around = {}): Promise<Reply | null> {
    if (this.busy) return null;
    this.busy = true;
    around.before?.();
    this.render();
    const body: RequestBody = { state_id: this.model.get("state_id") as number, ...extra };
    let reply: Reply;
    try {
      reply = await this.client.request(kind, body);
    } finally {
      this.busy = false;
    }
    this.refusal = reply.ok ? null : reply.error ?? null;
    around.after?.(reply);
    this.render();
    return reply;
  }

  /** Takes the model's `error` trait (a refusal Python set without a request), if it holds
   * one; true when it did. */
  takeError(): boolean {
    const error = this.model.get("error") as Refusal | undefined;
    if (!error || error.rule === undefined || !Object.keys(error).length) return false;
    this.refusal = error;
    return true;
  }
}
