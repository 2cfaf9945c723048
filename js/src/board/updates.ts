/**
 * Python's updates as a board receives them, kept in the order they came so that each is
 * told and animated in turn (the computer's moves arrive one after another): a new `state_id`
 * is a state to show, a new `log_epoch` an emptied log. Both boards use it.
 */
export type Pending<S> = { kind: "state"; snap: S } | { kind: "epoch"; epoch: number };

export class Updates<S> {
  /** the updates not shown yet, oldest first */
  readonly waiting: Pending<S>[] = [];

  constructor(private id: number, private epoch: number) {}

  /** Record the model's update the moment its first change event fires (the model then holds
   * every trait of it): a new state id queues `take()`, a new epoch an emptied log. False when
   * neither changed (the same state with other values). */
  capture(id: number, epoch: number, take: () => S): boolean {
    if (id !== this.id) {
      this.waiting.push({ kind: "state", snap: take() });
      this.id = id;
      this.epoch = epoch;
    } else if (epoch !== this.epoch) {
      this.waiting.push({ kind: "epoch", epoch });
      this.epoch = epoch;
    } else return false;
    return true;
  }

  /** Hand the waiting updates to `show`, oldest first, while `ready()`: each waits for the
   * one before to finish playing. */
  pump(ready: () => boolean, show: (item: Pending<S>) => void): void {
    while (this.waiting.length && ready()) show(this.waiting.shift()!);
  }
}

/** A change listener for a board: `capture` runs at every trait's change event (the update is
 * recorded the moment it arrives), `flush` once after all the change events of one update, in
 * a microtask (a synced update changes many traits at once, and is drawn once). */
export function coalesced(capture: () => void, flush: () => void): () => void {
  let scheduled = false;
  return () => {
    capture();
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      flush();
    });
  };
}
