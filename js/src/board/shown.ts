/**
 * What a board shows of Python's updates, written once for every game's view: the state shown
 * now (`cur`), the updates still waiting to be shown (the computer plays its whole turn in one
 * kernel call: each of its states is told and animated in turn), and the animation of the one
 * being shown, with the learner's pause, step and skip.
 *
 * A view hands it how to read one state from the model and what showing an update means for
 * it (its log, its announcements, its frames); it calls back `render` when everything is to be
 * drawn anew.
 */
import { Player } from "./player";
import { Updates, coalesced, type Pending } from "./updates";

/** What the shell needs of anywidget's model. */
export interface Traits {
  get(name: string): unknown;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
}

/** The traits of one game state every board reads (the rest is each game's own). */
export interface Shot {
  state_id: number;
  log_epoch: number;
  events: unknown[];
  summary: string;
}

/** A frame of an animation: the index of the event it shows, -1 for the state itself. */
export interface Step {
  event: number;
}

export interface ShownHooks<S> {
  /** The model's traits of its state, read now. */
  read(): S;
  /** Shows a waiting update: an emptied log, or a new state (`cur` is still the one before). */
  show(item: Pending<S>): void;
  /** Draws the whole board anew. */
  render(): void;
}

/** What a board's input handlers use of its shown updates: whether an animation plays or a
 * newer state waits, and the animation's controls. `C` is the part of the current update they
 * read. */
export interface ShownControls<C> {
  cur: C;
  player: unknown;
  animating(): boolean;
  stale(): boolean;
  skipAll(): void;
  toggle(): void;
  step(): void;
}

/** How a view plays one update's frames: `at` runs for every frame shown (the state's too),
 * `step` draws an event's frame (the state's own frame is drawn by `render`). */
export interface Playing<F> {
  at(frame: F): void;
  step(frame: F): void;
  delay?: number;
}

export class Shown<S extends Shot, F extends Step> {
  /** the update shown now */
  cur: S;
  /** the log epoch shown now (a new one empties the log) */
  epoch: number;
  player: Player<F> | null = null;
  /** the frame drawn now, null for the state itself */
  frame: F | null = null;
  /** going straight to the newest state: nothing is animated meanwhile */
  skipping = false;
  /** The learner paused or stepped the animation: the next queued update waits too. */
  userPaused = false;
  private updates: Updates<S>;

  constructor(private model: Traits, private hooks: ShownHooks<S>) {
    this.cur = hooks.read();
    this.epoch = this.cur.log_epoch;
    this.updates = new Updates<S>(this.cur.state_id, this.cur.log_epoch);
  }

  /** the updates not shown yet, oldest first */
  get pending(): Pending<S>[] { return this.updates.waiting; }
  /** A state newer than the one shown is waiting: what is shown cannot be acted on. */
  stale(): boolean { return this.updates.waiting.length > 0; }
  running(): boolean { return !!this.player && !this.player.done; }
  animating(): boolean { return !!this.frame && this.frame.event !== -1; }

  /** Records a new state (or an emptied log) the moment Python's update arrives: the model
   * holds every trait of that update when its first change event fires. */
  capture(): void {
    const id = this.model.get("state_id") as number;
    const epoch = (this.model.get("log_epoch") as number | undefined) ?? 0;
    // the same state id with other values (set by hand): shown as they are, nothing told
    if (!this.updates.capture(id, epoch, () => this.hooks.read()) && !this.stale()) {
      this.cur = { ...this.hooks.read(), events: this.cur.events, summary: this.cur.summary };
    }
  }

  /** Listens to the model's `names` (the traits of a state): each update is recorded as its
   * first change arrives and shown once all of its changes are in. Returns what stops it. */
  watch(names: readonly string[]): () => void {
    const onChange = coalesced(() => this.capture(), () => {
      this.pump();
      this.hooks.render();
    });
    for (const name of names) this.model.on(`change:${name}`, onChange);
    return () => { for (const name of names) this.model.off(`change:${name}`, onChange); };
  }

  /** Shows waiting updates in order; each waits for the one before to finish playing. */
  pump(): void {
    this.updates.pump(() => !this.running() || this.skipping, (item) => this.hooks.show(item));
  }

  /** Stops the animation shown (the state is drawn as it is). */
  stop(): void {
    this.player?.stop();
    this.player = null;
    this.frame = null;
  }

  /** Plays `frames` (the last is the state itself); once played, the waiting updates follow. */
  play(frames: F[], how: Playing<F>): void {
    this.player = new Player<F>(frames, (f) => {
      this.frame = f.event === -1 ? null : f;
      how.at(f);
      if (f.event === -1) {
        this.pump();
        if (!this.running()) this.userPaused = false;
        this.hooks.render();
        return;
      }
      how.step(f);
    }, how.delay);
    this.player.start(false, !this.userPaused);
    this.frame = frames[0].event === -1 ? null : frames[0];
    how.at(frames[0]);
  }

  /** Straight to the newest state: the current animation and every waiting update. */
  skipAll(): void {
    this.skipping = true;
    this.player?.skip();
    this.pump();
    this.skipping = false;
    this.userPaused = false;
    this.hooks.render();
  }

  /** The learner's play/pause button. */
  toggle(): void {
    if (!this.player) return;
    if (this.player.playing) {
      this.player.pause();
      this.userPaused = true;
    } else {
      this.player.play();
      this.userPaused = false;
    }
  }

  /** The learner's step button: the next frame, else the next waiting update. */
  step(): void {
    this.userPaused = true;
    if (this.player && !this.player.done) this.player.step();
    else {
      this.pump();
      this.hooks.render();
    }
  }
}
